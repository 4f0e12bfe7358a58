/* value.c — Value noise, 1D–3D (seed 001), in -1..1 (seed 000).
 *
 * Hash values at lattice points, blended with the quintic fade.  The blend
 * is written as a polynomial in the fade weights so that its derivative
 * follows from the product rule (the "Noise Derivatives" form). */
#include "noise-internal.h"

#define HASH_MASK 255
/* Seed 000: "sample * (2f / hashMask) - 1f". */
static const float value_scale = 2.0f / HASH_MASK;

NoiseSample4
noise_value_1d (const uint8_t *hash, const float *p)
{
  int i0 = noise_floor (p[0]);
  float t = p[0] - (float) i0;
  i0 &= HASH_MASK;
  float a = hash[i0];
  float b = (float) hash[i0 + 1] - a;
  return noise_sample4 ((a + b * noise_smooth (t)) * value_scale - 1.0f,
                        b * noise_smooth_derivative (t) * value_scale, 0, 0, 0);
}

NoiseSample4
noise_value_2d (const uint8_t *hash, const float *p)
{
  int ix0 = noise_floor (p[0]), iy0 = noise_floor (p[1]);
  float tx = p[0] - (float) ix0, ty = p[1] - (float) iy0;
  ix0 &= HASH_MASK;
  iy0 &= HASH_MASK;
  int h0 = hash[ix0], h1 = hash[ix0 + 1];
  float h00 = hash[h0 + iy0], h10 = hash[h1 + iy0];
  float h01 = hash[h0 + iy0 + 1], h11 = hash[h1 + iy0 + 1];

  float a = h00, b = h10 - h00, c = h01 - h00, d = h11 - h01 - h10 + h00;
  float sx = noise_smooth (tx), sy = noise_smooth (ty);
  float dsx = noise_smooth_derivative (tx), dsy = noise_smooth_derivative (ty);
  return noise_sample4 ((a + b * sx + (c + d * sx) * sy) * value_scale - 1.0f,
                        (b + d * sy) * dsx * value_scale,
                        (c + d * sx) * dsy * value_scale, 0, 0);
}

NoiseSample4
noise_value_3d (const uint8_t *hash, const float *p)
{
  int i0[3];
  float s[3], ds[3];
  for (int a = 0; a < 3; a++)
    {
      i0[a] = noise_floor (p[a]);
      float t = p[a] - (float) i0[a];
      i0[a] &= HASH_MASK;
      s[a] = noise_smooth (t);
      ds[a] = noise_smooth_derivative (t);
    }

  float h[8];
  for (int corner = 0; corner < 8; corner++)
    {
      int cx = corner & 1, cy = (corner >> 1) & 1, cz = corner >> 2;
      h[corner] = hash[hash[hash[i0[0] + cx] + i0[1] + cy] + i0[2] + cz];
    }
  return noise_sample4 (blend3 (h, s) * value_scale - 1.0f,
                        blend3_slope (h, s, 0) * ds[0] * value_scale,
                        blend3_slope (h, s, 1) * ds[1] * value_scale,
                        blend3_slope (h, s, 2) * ds[2] * value_scale, 0);
}
