/* value.c — Value noise, 1D–3D (seed 001), in -1..1 (seed 000).
 *
 * Hash values at lattice points, blended with the quintic fade.  The blend
 * is written as a polynomial in the fade weights so that its derivative
 * follows from the product rule (the "Noise Derivatives" form). */
#include "noise-internal.h"

/* Seed 000: "sample * (2f / hashMask) - 1f". */
const float noise_value_scale = 2.0f / 255.0f;

NoiseSample4
noise_value_1d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *hash = lattice->perm;
  NoiseCube c;
  noise_cube (lattice, p, 1, &c);
  float a = hash[c.i[0][0]];
  float b = (float) hash[c.i[0][1]] - a;
  return noise_sample4 (
      (a + b * noise_smooth (c.t[0])) * noise_value_scale - 1.0f,
      b * noise_smooth_derivative (c.t[0]) * noise_value_scale, 0, 0, 0);
}

NoiseSample4
noise_value_2d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *hash = lattice->perm;
  NoiseCube c;
  noise_cube (lattice, p, 2, &c);
  int h0 = hash[c.i[0][0]], h1 = hash[c.i[0][1]];
  float h00 = hash[h0 + c.i[1][0]], h10 = hash[h1 + c.i[1][0]];
  float h01 = hash[h0 + c.i[1][1]], h11 = hash[h1 + c.i[1][1]];

  float a = h00, b = h10 - h00, cc = h01 - h00, d = h11 - h01 - h10 + h00;
  float sx = noise_smooth (c.t[0]), sy = noise_smooth (c.t[1]);
  float dsx = noise_smooth_derivative (c.t[0]);
  float dsy = noise_smooth_derivative (c.t[1]);
  return noise_sample4 ((a + b * sx + (cc + d * sx) * sy) * noise_value_scale
                            - 1.0f,
                        (b + d * sy) * dsx * noise_value_scale,
                        (cc + d * sx) * dsy * noise_value_scale, 0, 0);
}

NoiseSample4
noise_value_3d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *hash = lattice->perm;
  NoiseCube c;
  float s[3], ds[3], h[8];
  noise_cube (lattice, p, 3, &c);
  for (int a = 0; a < 3; a++)
    {
      s[a] = noise_smooth (c.t[a]);
      ds[a] = noise_smooth_derivative (c.t[a]);
    }
  int corners[8];
  noise_cube_hashes_3d (hash, &c, corners);
  for (int corner = 0; corner < 8; corner++)
    h[corner] = (float) corners[corner];
  float slope[3], v = blend3 (h, s, slope);
  return noise_sample4 (v * noise_value_scale - 1.0f,
                        slope[0] * ds[0] * noise_value_scale,
                        slope[1] * ds[1] * noise_value_scale,
                        slope[2] * ds[2] * noise_value_scale, 0);
}
