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

/* The range of any mode's sum: Musgrave's by its bounds; the others as
 * the pseudorandom-artist tutorial's Sum, "return sum / range", turbulence,
 * ridged and ping-pong stretched from [0, 1] to [-1, 1] (range halved, bias 1:
 * see row, which keeps both in registers for the whole row).  Float rounding of
 * the scale factors can overshoot by an ulp (Value noise at hash 255: 255 * (2f
 * / 255) - 1 > 1), so the value is clamped to the contract's [-1, 1]. */
static INLINE Lanes
sum_range (const NoiseLayer *st, Lanes sum, float range, float bias,
           int derivatives)
{
  if (noise_fractal_is_musgrave (st->settings.fractal))
    return musgrave_range (st, sum, derivatives);
  sum.value
      = max_f (min_f (sum.value / range - bias, splat (1.0f)), splat (-1.0f));
  for (int a = 0; a < derivatives; a++)
    sum.d[a] /= range;
  return sum;
}

#endif /* NOISE_RANGE_H */
