/* value.c — Value noise, 1D–3D (the pseudorandom-artist tutorial), in -1..1
 * (the simplex tutorial).
 *
 * Hash values at lattice points, blended with the quintic fade.  The blend
 * is written as a polynomial in the fade weights so that its derivative
 * follows from the product rule (the "Noise Derivatives" form).  Written once
 * against the lane type (lanes.h), compiled once per instruction set. */
#include "row-loop.h"

/* The simplex tutorial: "sample * (2f / hashMask) - 1f". */
static const float scale = 2.0f / 255.0f;

static INLINE Lanes
value_1d (const Basis *b, const vf *p)
{
  vi i[1][2], h[2], none = { 0 };
  vf t;
  cube (b, p, 1, i, &t);
  hash_planes (b, b->period[0], none, i[0], h);
  vf a = vf_of (h[0]);
  vf slope = vf_of (h[1]) - a;
  Lanes s = lanes_zero ();
  s.value = (a + slope * smooth (t)) * scale - 1.0f;
  if (b->derivatives)
    s.d[0] = slope * smooth_derivative (t) * scale;
  return s;
}

static INLINE Lanes
value_2d (const Basis *b, const vf *p)
{
  vi i[2][2], h[4];
  vf t[2];
  cube (b, p, 2, i, t);
  cube_hashes_2d (b, i, 0, h);
  vf h00 = vf_of (h[0]), h10 = vf_of (h[1]);
  vf h01 = vf_of (h[2]), h11 = vf_of (h[3]);

  vf a = h00, bb = h10 - h00, cc = h01 - h00, d = h11 - h01 - h10 + h00;
  vf sx = smooth (t[0]), sy = smooth (t[1]);
  Lanes s = lanes_zero ();
  s.value = (a + bb * sx + (cc + d * sx) * sy) * scale - 1.0f;
  if (b->derivatives)
    {
      s.d[0] = (bb + d * sy) * smooth_derivative (t[0]) * scale;
      s.d[1] = (cc + d * sx) * smooth_derivative (t[1]) * scale;
    }
  return s;
}

static INLINE Lanes
value_3d (const Basis *b, const vf *p)
{
  vi i[3][2], corner[8];
  vf t[3], s3[3], h[8];
  cube (b, p, 3, i, t);
  for (int a = 0; a < 3; a++)
    s3[a] = smooth (t[a]);
  cube_hashes_3d (b, i, 0, corner);
  for (int c = 0; c < 8; c++)
    h[c] = vf_of (corner[c]);
  Lanes s = lanes_zero ();
  vf slope[3];
  s.value = blend3 (h, s3, b->derivatives ? slope : NULL) * scale - 1.0f;
  if (b->derivatives)
    for (int a = 0; a < 3; a++)
      s.d[a] = slope[a] * smooth_derivative (t[a]) * scale;
  return s;
}

NOISE_ROW_FOR (value_1d, 1, NULL)
NOISE_ROW_FOR (value_2d, 2, NULL)
NOISE_ROW_FOR (value_3d, 3, NULL)
NOISE_FAMILY_ROWS (value, row_value_1d, row_value_2d, row_value_3d, NULL);
