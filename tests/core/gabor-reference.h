/* gabor-reference.h — Gabor noise (core/noise.h, GABOR) written again the
 * straightforward way: in double, with libm's exp, cos, sin and atan2, one
 * point at a time, every impulse of the 3^n cells visited.  It draws the
 * same impulses as core/gabor.c (the hash and its bits as noise.h and
 * gabor.c say), so the family must match it to float rounding
 * (core-properties' /gabor/reference); bench-core times it beside the
 * family.  Plain C (and C++), no GLib. */
#ifndef NOISE_TESTS_GABOR_REFERENCE_H
#define NOISE_TESTS_GABOR_REFERENCE_H

#include <math.h>
#include <stdint.h>

#include "noise.h"

#define GABOR_REFERENCE_PI 3.14159265358979323846

/* The envelope exp (-pi s) (1/2 + 1/2 cos (pi s)) for s < 1 (0 beyond),
 * and its slope. */
static inline double
gabor_envelope (double s, double *slope)
{
  const double pi = GABOR_REFERENCE_PI;
  double e = exp (-pi * s), hann = 0.5 + 0.5 * cos (pi * s);
  *slope = -pi * e * hann - e * 0.5 * pi * sin (pi * s);
  return s < 1.0 ? e * hann : 0.0;
}

/* Chris Wellons's lowbias32, as core/exact-math.h. */
static inline uint32_t
gabor_mix (uint32_t x)
{
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  return x ^ (x >> 16);
}

/* The standard deviation of Im z for a D-dimensional unit cell of 4
 * impulses, from the envelope's integral over the unit ball (midpoint
 * rule in r): sqrt (4 / 2 * integral of g^2). */
static inline double
gabor_deviation (int dims)
{
  const double pi = GABOR_REFERENCE_PI;
  double sum = 0, slope;
  const int n = 20000;
  for (int k = 0; k < n; k++)
    {
      double r = (k + 0.5) / n, g = gabor_envelope (r * r, &slope);
      double shell = dims == 1 ? 2 : dims == 2 ? 2 * pi * r : 4 * pi * r * r;
      sum += g * g * shell / n;
    }
  return sqrt (2 * sum);
}

/* levels.c's knee on a >= 0. */
static inline double
gabor_knee (double a)
{
  if (a <= 0.875)
    return a;
  double t = (a - 0.875) * 8;
  return 0.875 + 0.125 * t / (1 + t);
}

/* The impulse sum z = re + i im at octave point q of one octave with
 * settings s (no loop), its permutation perm and lattice periods. */
static inline void
gabor_reference (const NoiseSettings *s, const uint8_t *perm, const int *period,
                 const double *q, double *re, double *im)
{
  const double pi = GABOR_REFERENCE_PI;
  int dims = s->dimensions, k[3] = { 0, 0, 0 };
  double iso = 1.0 - s->gabor_anisotropy, base = s->gabor_orientation / 360.0;
  *re = *im = 0;
  for (k[2] = dims > 2 ? -1 : 0; k[2] <= (dims > 2 ? 1 : 0); k[2]++)
    for (k[1] = dims > 1 ? -1 : 0; k[1] <= (dims > 1 ? 1 : 0); k[1]++)
      for (k[0] = -1; k[0] <= 1; k[0]++)
        {
          uint32_t key = 0;
          double corner[3] = { 0, 0, 0 };
          for (int a = 0; a < dims; a++)
            {
              long i = (long) floor (q[a]) + k[a];
              corner[a] = (double) i;
              if (period[a] > 0)
                i = ((i % period[a]) + period[a]) % period[a];
              key |= (uint32_t) perm[i & 255] << (8 * a);
            }
          key = gabor_mix (key);
          for (uint32_t n = 0; n < 4; n++)
            {
              uint32_t h1 = gabor_mix (key ^ (0x9e3779b9u * (n + 1)));
              uint32_t h2 = h1 * 0x2c1b3c6du;
              h2 ^= h2 >> 15;
              double bits[3] = { (double) (h1 & 0xffff), (double) (h1 >> 16),
                                 (double) (h2 & 0xfff) };
              double unit[3] = { 65536, 65536, 4096 }, d[3] = { 0, 0, 0 };
              double r2 = 0;
              for (int a = 0; a < dims; a++)
                {
                  d[a] = q[a] - corner[a] - (bits[a] + 0.5) / unit[a];
                  r2 += d[a] * d[a];
                }
              if (r2 >= 1)
                continue;
              double w[3] = { 1, 0, 0 };
              if (dims > 1)
                {
                  double r1 = ((double) ((h2 >> 12) & 1023) + 0.5) / 1024;
                  double turns = base + (r1 - 0.5) * 0.5 * iso;
                  double z = 0, across = 1;
                  if (dims == 3)
                    {
                      z = (((double) ((h2 >> 22) & 255) + 0.5) / 256 * 2 - 1)
                          * iso;
                      across = sqrt (1 - z * z);
                    }
                  w[0] = cos (2 * pi * turns) * across;
                  w[1] = sin (2 * pi * turns) * across;
                  w[2] = z;
                }
              double along = 0, slope;
              for (int a = 0; a < dims; a++)
                along += d[a] * w[a];
              double g = gabor_envelope (r2, &slope);
              double weight = (h2 >> 30) & 1 ? -1 : 1;
              double phi = 2 * pi * s->gabor_frequency * along;
              *re += weight * g * cos (phi);
              *im += weight * g * sin (phi);
            }
        }
}

/* The value of one octave as the basis maps z (noise.h, GABOR): the
 * value's Im z over 3 sigma, the intensity's |z| over 3.5 sigma, each
 * through the knee; the phasor's profile (sine: cos theta; saw: theta /
 * pi; triangle: 1 - 2 |theta| / pi). */
static inline double
gabor_reference_value (const NoiseSettings *s, double re, double im,
                       double deviation)
{
  const double pi = GABOR_REFERENCE_PI;
  double modulus = sqrt (re * re + im * im), theta = atan2 (im, re);
  switch (s->gabor_mode)
    {
    case NOISE_GABOR_INTENSITY:
      return 2 * gabor_knee (modulus / (3.5 * deviation)) - 1;
    case NOISE_GABOR_PHASOR:
      if (s->wave_profile == NOISE_WAVE_SAW)
        return theta / pi;
      if (s->wave_profile == NOISE_WAVE_TRIANGLE)
        return 1 - 2 * fabs (theta) / pi;
      return modulus > 0 ? re / modulus : 1;
    default:
      return im < 0 ? -gabor_knee (-im / (3 * deviation))
                    : gabor_knee (im / (3 * deviation));
    }
}

#endif /* NOISE_TESTS_GABOR_REFERENCE_H */
