/* shape.h — an octave's shaping for the fractal mode, on lanes: fbm as it
 * is, turbulence, ridged and ping-pong, each with its derivative by the
 * chain rule.  Not installed. */
#ifndef NOISE_SHAPE_H
#define NOISE_SHAPE_H

#include "lanes.h"

/* FastNoiseLite's ping-pong: t = (n + 1) strength folded into [0, 1] by
 * a triangle wave of period 2; the derivative's sign flips with each fold
 * (at a fold itself it is the falling side's). */
static INLINE Lanes
ping_pong (Lanes s, float strength, int derivatives)
{
  vf t = (s.value + 1.0f) * strength;
  vf u = t - vf_of (floor_f (t * 0.5f)) * 2.0f;
  vi back = (vi) (u >= 1.0f);
  s.value = select_f (back, 2.0f - u, u);
  vf k = select_f (back, splat (-strength), splat (strength));
  for (int c = 0; c < derivatives; c++)
    s.d[c] *= k;
  return s;
}

/* Shapes one octave for the fractal mode: fbm n, turbulence |n|, ridged
 * (1 - |n|)^2, ping-pong; the derivative by the chain rule (zero-measure
 * creases at n = 0 take the sign of +0). */
static INLINE Lanes
shape (const NoiseSettings *set, Lanes s, int derivatives)
{
  NoiseFractal fractal = set->fractal;
  if (fractal == NOISE_FRACTAL_FBM)
    return s;
  if (fractal == NOISE_FRACTAL_PING_PONG)
    return ping_pong (s, set->ping_pong_strength, derivatives);
  vf one = splat (1.0f);
  vf sign = select_f ((vi) (s.value < 0.0f), -one, one), a = s.value * sign;
  vf k = sign, v = a;
  if (fractal == NOISE_FRACTAL_RIDGED)
    {
      v = (1.0f - a) * (1.0f - a);
      k = -2.0f * (1.0f - a) * sign;
    }
  s.value = v;
  for (int c = 0; c < derivatives; c++)
    s.d[c] *= k;
  return s;
}

#endif /* NOISE_SHAPE_H */
