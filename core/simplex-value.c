/* simplex-value.c — Simplex Value noise, 1D–3D exactly as the simplex tutorial,
 * and 4D by the simplex article's grid.
 *
 * Hash values at the simplex corners weighted by the radial falloff
 * f^3, f = r^2 - d^2 (r^2 = 1 in 1D, 1/2 in 2D and 3D), summed.  The
 * derivative of h f^3 is -6 h f^2 times the offset.  The simplex tutorial
 * prints the 1D one as "-6f * h * x * x * f2"; the finite-difference test
 * confirms a single x.  Written once against the lane type (lanes.h,
 * simplex-grid.h), compiled once per instruction set. */
#include "row-loop.h"
#include "simplex-grid.h"

/* The simplex tutorial: "sample * (2f / hashMask) - 1f" in 1D; the falloff
 * starts at 1/8 in 2D and 3D, hence "8f * 2f / hashMask". */
static const float scale_1d = 2.0f / 255.0f;
static const float scale = 8.0f * 2.0f / 255.0f;

static INLINE Lanes
finish (Lanes s, float factor)
{
  s.value = s.value * factor - 1.0f;
  for (int a = 0; a < 4; a++)
    s.d[a] *= factor;
  return s;
}

/* 1D: the two lattice points around p, r^2 = 1. */
static INLINE Lanes
simplex_value_1d (const Basis *b, const vf *p)
{
  Lanes s = lanes_zero ();
  vi ix = floor_f (p[0]);
  for (int c = 0; c < 2; c++)
    {
      vf d = p[0] - vf_of (ix + c);
      vf h = vf_of (hash (b, (ix + c) & 255));
      simplex_corner (&s, h, NULL, 1.0f, &d, 1, b->derivatives);
    }
  return finish (s, scale_1d);
}

static INLINE Lanes
simplex_value_2d (const Basis *b, const vf *p)
{
  return finish (simplex_sum (b, p, 2, 0, 0), scale);
}

static INLINE Lanes
simplex_value_3d (const Basis *b, const vf *p)
{
  return finish (simplex_sum (b, p, 3, 0, 0), scale);
}

/* 4D (not in the source texts): the same construction on the simplex article's
 * 4D simplex grid, for seamless tiles and loops (a corner's falloff starts at
 * 1/8 and no other corner reaches it, so the scale is unchanged). */
static INLINE Lanes
simplex_value_4d (const Basis *b, const vf *p)
{
  return finish (simplex_sum (b, p, 4, 0, 0), scale);
}

NOISE_ROW_FOR (simplex_value_1d, 1, NULL)
NOISE_ROW_FOR (simplex_value_2d, 2, NULL)
NOISE_ROW_FOR (simplex_value_3d, 3, NULL)
NOISE_ROW_FOR (simplex_value_4d, 4, NULL)
NOISE_FAMILY_ROWS (simplex_value, row_simplex_value_1d, row_simplex_value_2d,
                   row_simplex_value_3d, row_simplex_value_4d);
