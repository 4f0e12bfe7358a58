/* perlin.c — Perlin (gradient) noise, 1D–3D, exactly as seed 001.
 *
 * Gradients at lattice points, their dot products with the offsets blended
 * by the quintic fade.  Derivatives: the product rule on the blend, where
 * each dot product contributes its own gradient. */
#include "noise-internal.h"

#define DIAGONAL 0.70710678f /* Vector2 (1, 1).normalized */

/* Seed 001: "the two directions of movement possible in one dimension". */
static const float gradients_1d[2] = { 1.0f, -1.0f };

/* Seed 001: axis-aligned and normalised diagonal gradients. */
const float noise_perlin_gradients_2d[8][2] = {
  { 1.0f, 0.0f },          { -1.0f, 0.0f },          { 0.0f, 1.0f },
  { 0.0f, -1.0f },         { DIAGONAL, DIAGONAL },   { -DIAGONAL, DIAGONAL },
  { DIAGONAL, -DIAGONAL }, { -DIAGONAL, -DIAGONAL },
};

/* Seed 001's twelve cube-edge vectors, then the four repeated ones of the
 * tutorial's published project (a regular tetrahedron, mask 15). */
const float noise_perlin_gradients_3d[16][3] = {
  { 1, 1, 0 }, { -1, 1, 0 }, { 1, -1, 0 }, { -1, -1, 0 },
  { 1, 0, 1 }, { -1, 0, 1 }, { 1, 0, -1 }, { -1, 0, -1 },
  { 0, 1, 1 }, { 0, -1, 1 }, { 0, 1, -1 }, { 0, -1, -1 },
  { 1, 1, 0 }, { -1, 1, 0 }, { 0, -1, 1 }, { 0, -1, -1 },
};

/* Seed 001: "sqr2 = Mathf.Sqrt(2f)", 1 / the 2D maximum sqrt(1/2). */
const float noise_perlin_scale_2d = 1.41421356f;

NoiseSample4
noise_perlin_1d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *hash = lattice->perm;
  NoiseCube c;
  noise_cube (lattice, p, 1, &c);
  float t0 = c.t[0], t1 = t0 - 1.0f;
  float g0 = gradients_1d[hash[c.i[0][0]] & 1];
  float g1 = gradients_1d[hash[c.i[0][1]] & 1];
  float v0 = g0 * t0, v1 = g1 * t1;
  float t = noise_smooth (t0), dt = noise_smooth_derivative (t0);
  float value = v0 + (v1 - v0) * t; /* Mathf.Lerp (v0, v1, t) */
  float dx = g0 + (g1 - g0) * t + (v1 - v0) * dt;
  return noise_sample4 (value * 2.0f, dx * 2.0f, 0, 0, 0);
}

NoiseSample4
noise_perlin_2d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *hash = lattice->perm;
  NoiseCube cube;
  noise_cube (lattice, p, 2, &cube);
  float tx0 = cube.t[0], ty0 = cube.t[1];
  float tx1 = tx0 - 1.0f, ty1 = ty0 - 1.0f;
  int h0 = hash[cube.i[0][0]], h1 = hash[cube.i[0][1]];
  const float *g00 = noise_perlin_gradients_2d[hash[h0 + cube.i[1][0]] & 7];
  const float *g10 = noise_perlin_gradients_2d[hash[h1 + cube.i[1][0]] & 7];
  const float *g01 = noise_perlin_gradients_2d[hash[h0 + cube.i[1][1]] & 7];
  const float *g11 = noise_perlin_gradients_2d[hash[h1 + cube.i[1][1]] & 7];
  float v00 = g00[0] * tx0 + g00[1] * ty0, v10 = g10[0] * tx1 + g10[1] * ty0;
  float v01 = g01[0] * tx0 + g01[1] * ty1, v11 = g11[0] * tx1 + g11[1] * ty1;
  float tx = noise_smooth (tx0), ty = noise_smooth (ty0);
  float dtx = noise_smooth_derivative (tx0),
        dty = noise_smooth_derivative (ty0);

  float a = v00, b = v10 - v00, c = v01 - v00, d = v11 - v01 - v10 + v00;
  float value = a + b * tx + (c + d * tx) * ty;
  float dx
      = g00[0] + (g10[0] - g00[0]) * tx
        + ((g01[0] - g00[0]) + (g11[0] - g01[0] - g10[0] + g00[0]) * tx) * ty
        + (b + d * ty) * dtx;
  float dy
      = g00[1] + (g10[1] - g00[1]) * tx
        + ((g01[1] - g00[1]) + (g11[1] - g01[1] - g10[1] + g00[1]) * tx) * ty
        + (c + d * tx) * dty;
  return noise_sample4 (value * noise_perlin_scale_2d,
                        dx * noise_perlin_scale_2d, dy * noise_perlin_scale_2d,
                        0, 0);
}

NoiseSample4
noise_perlin_3d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *hash = lattice->perm;
  NoiseCube c;
  float *t0 = c.t, s[3], ds[3];
  noise_cube (lattice, p, 3, &c);
  for (int a = 0; a < 3; a++)
    {
      s[a] = noise_smooth (t0[a]);
      ds[a] = noise_smooth_derivative (t0[a]);
    }

  float v[8], gx[8], gy[8], gz[8];
  int h[8];
  noise_cube_hashes_3d (hash, &c, h);
  for (int corner = 0; corner < 8; corner++)
    {
      int cx = corner & 1, cy = (corner >> 1) & 1, cz = corner >> 2;
      const float *g = noise_perlin_gradients_3d[h[corner] & 15];
      v[corner] = g[0] * (t0[0] - (float) cx) + g[1] * (t0[1] - (float) cy)
                  + g[2] * (t0[2] - (float) cz);
      gx[corner] = g[0];
      gy[corner] = g[1];
      gz[corner] = g[2];
    }
  float slope[3], value = blend3 (v, s, slope);
  return noise_sample4 (value, blend3 (gx, s, NULL) + slope[0] * ds[0],
                        blend3 (gy, s, NULL) + slope[1] * ds[1],
                        blend3 (gz, s, NULL) + slope[2] * ds[2], 0);
}
