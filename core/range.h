/* range.h — a fractal sum mapped onto the contract's [-1, 1], on lanes.
 * Not installed. */
#ifndef NOISE_RANGE_H
#define NOISE_RANGE_H

#include "lanes.h"

/* A Musgrave mode's value, mapped onto [-1, 1] by the bounds noise_prepare
 * computed (normalize), or raw and clamped into them (float rounding may
 * step an ulp past a bound). */
static INLINE Lanes
musgrave_range (const NoiseLayer *st, Lanes v, int derivatives)
{
  float low = -1.0f, high = 1.0f;
  if (st->settings.normalize)
    {
      v.value = v.value * st->scale + st->shift;
      for (int c = 0; c < derivatives; c++)
        v.d[c] *= st->scale;
    }
  else
    {
      low = st->low;
      high = st->high;
    }
  v.value = max_f (min_f (v.value, splat (high)), splat (low));
  return v;
}

/* 1 / range where multiplying by it gives the very bits dividing by range
 * gives: range a power of two whose inverse is a normal float (x * 2^-k and
 * x / 2^k are the same real number, rounded once), as it is for one octave
 * (1) and the stretched modes' one octave (0.5).  Else 0: divide.  A
 * division per group was a sixth of one octave of value 2D (issue 39). */
static inline float
range_inverse (float range)
{
  int e;
  float m = frexpf (range, &e);
  return m == 0.5f && e > -120 && e < 120 ? 1.0f / range : 0.0f;
}

/* sum / range, by range's inverse where range_inverse found one. */
static INLINE vf
over_range (vf sum, float range, float inverse)
{
  return inverse != 0.0f ? sum * inverse : sum / range;
}

/* The range of any mode's sum: Musgrave's by its bounds; the others as
 * the pseudorandom-artist tutorial's Sum, "return sum / range", turbulence,
 * ridged and ping-pong stretched from [0, 1] to [-1, 1] (range halved, bias 1:
 * see row, which keeps them in registers for the whole row).  Float rounding
 * of the scale factors can overshoot by an ulp (Value noise at hash 255: 255 *
 * (2f / 255) - 1 > 1), so the value is clamped to the contract's [-1, 1]. */
static INLINE Lanes
sum_range (const NoiseLayer *st, Lanes sum, float range, float inverse,
           float bias, int derivatives)
{
  if (noise_fractal_is_musgrave (st->settings.fractal))
    return musgrave_range (st, sum, derivatives);
  vf value = over_range (sum.value, range, inverse) - bias;
  sum.value = max_f (min_f (value, splat (1.0f)), splat (-1.0f));
  for (int a = 0; a < derivatives; a++)
    sum.d[a] = over_range (sum.d[a], range, inverse);
  return sum;
}

#endif /* NOISE_RANGE_H */
