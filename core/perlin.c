/* perlin.c — Perlin (gradient) noise, 1D–3D, exactly as the pseudorandom-artist
 * tutorial.
 *
 * Gradients at lattice points, their dot products with the offsets blended
 * by the quintic fade.  Derivatives: the product rule on the blend, where
 * each dot product contributes its own gradient.  Written once against the
 * lane type (lanes.h), compiled once per instruction set. */
#include "row-loop.h"

#define DIAGONAL 0.70710678f /* Vector2 (1, 1).normalized */

/* The pseudorandom-artist tutorial: axis-aligned and normalised diagonal
 * gradients. */
/* clang-format off */
#define GRADIENTS_2D(V)                                                        \
  V (1.0f, 0.0f)                                                               \
  V (-1.0f, 0.0f)                                                              \
  V (0.0f, 1.0f)                                                               \
  V (0.0f, -1.0f)                                                              \
  V (DIAGONAL, DIAGONAL)                                                       \
  V (-DIAGONAL, DIAGONAL)                                                      \
  V (DIAGONAL, -DIAGONAL)                                                      \
  V (-DIAGONAL, -DIAGONAL)
/* clang-format on */

/* The pseudorandom-artist tutorial's twelve cube-edge vectors, then the four
 * repeated ones of the tutorial's published project (a regular tetrahedron,
 * mask 15). */
/* clang-format off */
#define GRADIENTS_3D(V)                                                        \
  V (1, 1, 0) V (-1, 1, 0) V (1, -1, 0) V (-1, -1, 0)                          \
  V (1, 0, 1) V (-1, 0, 1) V (1, 0, -1) V (-1, 0, -1)                          \
  V (0, 1, 1) V (0, -1, 1) V (0, 1, -1) V (0, -1, -1)                          \
  V (1, 1, 0) V (-1, 1, 0) V (0, -1, 1) V (0, -1, -1)
/* clang-format on */

static const float gradients_2d[4][32] = NOISE_COLUMNS_2_TWICE (GRADIENTS_2D);
static const float gradients_3d[4][32] = NOISE_COLUMNS_3 (GRADIENTS_3D);

/* The pseudorandom-artist tutorial: "sqr2 = Mathf.Sqrt(2f)", 1 / the 2D maximum
 * sqrt(1/2). */
static const float scale_2d = 1.41421356f;

/* The pseudorandom-artist tutorial's 1D gradients, "the two directions of
 * movement possible in one dimension": 1 for an even hash, else -1. */
static INLINE vf
gradient_1d (vi h)
{
  return vf_of (1 - 2 * (h & 1));
}

static INLINE Lanes
perlin_1d (const Basis *b, const vf *p)
{
  vi i[1][2], h[2], none = { 0 };
  vf t0;
  cube (b, p, 1, i, &t0);
  hash_planes (b, b->period[0], none, i[0], h);
  vf t1 = t0 - 1.0f;
  vf g0 = gradient_1d (h[0]), g1 = gradient_1d (h[1]);
  vf v0 = g0 * t0, v1 = g1 * t1, t = smooth (t0);
  Lanes s = lanes_zero ();
  s.value = (v0 + (v1 - v0) * t) * 2.0f; /* Mathf.Lerp (v0, v1, t) */
  if (b->derivatives)
    s.d[0] = (g0 + (g1 - g0) * t + (v1 - v0) * smooth_derivative (t0)) * 2.0f;
  return s;
}

static INLINE Lanes
perlin_2d (const Basis *b, const vf *p)
{
  vi i[2][2], h[4];
  vf t0[2];
  cube (b, p, 2, i, t0);
  cube_hashes_2d (b, i, 1, h);
  vf tx0 = t0[0], ty0 = t0[1], tx1 = tx0 - 1.0f, ty1 = ty0 - 1.0f;
  const float *gx = b->gradient[0], *gy = b->gradient[1];
  /* hash & 7, by lookup_low */
  vf g00x = lookup_low (gx, 8, h[0]), g00y = lookup_low (gy, 8, h[0]);
  vf g10x = lookup_low (gx, 8, h[1]), g10y = lookup_low (gy, 8, h[1]);
  vf g01x = lookup_low (gx, 8, h[2]), g01y = lookup_low (gy, 8, h[2]);
  vf g11x = lookup_low (gx, 8, h[3]), g11y = lookup_low (gy, 8, h[3]);
  vf v00 = g00x * tx0 + g00y * ty0, v10 = g10x * tx1 + g10y * ty0;
  vf v01 = g01x * tx0 + g01y * ty1, v11 = g11x * tx1 + g11y * ty1;
  vf tx = smooth (tx0), ty = smooth (ty0);

  vf a = v00, bb = v10 - v00, c = v01 - v00, d = v11 - v01 - v10 + v00;
  Lanes s = lanes_zero ();
  s.value = (a + bb * tx + (c + d * tx) * ty) * scale_2d;
  if (b->derivatives)
    {
      vf dtx = smooth_derivative (tx0), dty = smooth_derivative (ty0);
      vf dx = g00x + (g10x - g00x) * tx
              + ((g01x - g00x) + (g11x - g01x - g10x + g00x) * tx) * ty
              + (bb + d * ty) * dtx;
      vf dy = g00y + (g10y - g00y) * tx
              + ((g01y - g00y) + (g11y - g01y - g10y + g00y) * tx) * ty
              + (c + d * tx) * dty;
      s.d[0] = dx * scale_2d;
      s.d[1] = dy * scale_2d;
    }
  return s;
}

static INLINE Lanes
perlin_3d (const Basis *b, const vf *p)
{
  vi i[3][2], h[8];
  vf t0[3], s3[3], v[8], g[3][8];
  cube (b, p, 3, i, t0);
  cube_hashes_3d (b, i, 1, h);
  for (int a = 0; a < 3; a++)
    s3[a] = smooth (t0[a]);
  for (int corner = 0; corner < 8; corner++)
    {
      int cx = corner & 1, cy = (corner >> 1) & 1, cz = corner >> 2;
      for (int a = 0; a < 3; a++) /* hash & 15 */
        g[a][corner] = lookup_low (b->gradient[a], 16, h[corner]);
      v[corner] = g[0][corner] * (t0[0] - (float) cx)
                  + g[1][corner] * (t0[1] - (float) cy)
                  + g[2][corner] * (t0[2] - (float) cz);
    }
  Lanes s = lanes_zero ();
  vf slope[3];
  s.value = blend3 (v, s3, b->derivatives ? slope : NULL);
  if (b->derivatives)
    for (int a = 0; a < 3; a++)
      s.d[a] = blend3 (g[a], s3, NULL) + slope[a] * smooth_derivative (t0[a]);
  return s;
}

NOISE_ROW_FOR (perlin_1d, 1, NULL)
NOISE_ROW_FOR (perlin_2d, 2, gradients_2d)
NOISE_ROW_FOR (perlin_3d, 3, gradients_3d)
NOISE_FAMILY_ROWS (perlin, row_perlin_1d, row_perlin_2d, row_perlin_3d, NULL);
