/* simplex.c — Simplex (gradient) noise: 1D–3D exactly as the simplex tutorial,
 * and 4D as the natural extension by the simplex article's n-dimensional
 * algorithm.
 *
 * Each corner contributes (g . d) f^3 with f = r^2 - |d|^2; its derivative
 * is g f^3 - 6 (g . d) f^2 d.  Contributions are independent, so the sum's
 * derivative is the sum of theirs.  Written once against the lane type
 * (lanes.h, simplex-grid.h), compiled once per instruction set. */
#include "row-loop.h"
#include "simplex-grid.h"

#define D2 0.70710678f /* (1, 1, 0).normalized */
#define D3 0.57735027f /* (1, 1, 1).normalized */
#define D4 0.57735027f /* (0, 1, 1, 1) normalised */

/* clang-format off */
#define GRADIENTS_2D(V)                                                        \
  V (1.0f, 0.0f) V (-1.0f, 0.0f) V (0.0f, 1.0f) V (0.0f, -1.0f)                \
  V (D2, D2) V (-D2, D2) V (D2, -D2) V (-D2, -D2)
/* clang-format on */

/* The simplex tutorial: the twelve cube edges twice and the eight corners,
 * normalised, so the main diagonal is covered and the range reaches -1..1. */
/* clang-format off */
#define GRADIENTS_3D(V)                                                        \
  V (D2, D2, 0) V (-D2, D2, 0) V (D2, -D2, 0) V (-D2, -D2, 0)                  \
  V (D2, 0, D2) V (-D2, 0, D2) V (D2, 0, -D2) V (-D2, 0, -D2)                  \
  V (0, D2, D2) V (0, -D2, D2) V (0, D2, -D2) V (0, -D2, -D2)                  \
  V (D2, D2, 0) V (-D2, D2, 0) V (D2, -D2, 0) V (-D2, -D2, 0)                  \
  V (D2, 0, D2) V (-D2, 0, D2) V (D2, 0, -D2) V (-D2, 0, -D2)                  \
  V (0, D2, D2) V (0, -D2, D2) V (0, D2, -D2) V (0, -D2, -D2)                  \
  V (D3, D3, D3) V (-D3, D3, D3) V (D3, -D3, D3) V (-D3, -D3, D3)              \
  V (D3, D3, -D3) V (-D3, D3, -D3) V (D3, -D3, -D3) V (-D3, -D3, -D3)
/* clang-format on */

/* 4D: the 32 midpoints of the tesseract's cubic cells' edges, (0, ±1, ±1,
 * ±1) and its permutations (Gustavson, "Simplex noise demystified"),
 * normalised like the simplex tutorial's 3D set. */
/* clang-format off */
#define GRADIENTS_4D(V)                                                        \
  V (0, D4, D4, D4) V (0, D4, D4, -D4) V (0, D4, -D4, D4)                      \
  V (0, D4, -D4, -D4) V (0, -D4, D4, D4) V (0, -D4, D4, -D4)                   \
  V (0, -D4, -D4, D4) V (0, -D4, -D4, -D4) V (D4, 0, D4, D4)                   \
  V (D4, 0, D4, -D4) V (D4, 0, -D4, D4) V (D4, 0, -D4, -D4)                    \
  V (-D4, 0, D4, D4) V (-D4, 0, D4, -D4) V (-D4, 0, -D4, D4)                   \
  V (-D4, 0, -D4, -D4) V (D4, D4, 0, D4) V (D4, D4, 0, -D4)                    \
  V (D4, -D4, 0, D4) V (D4, -D4, 0, -D4) V (-D4, D4, 0, D4)                    \
  V (-D4, D4, 0, -D4) V (-D4, -D4, 0, D4) V (-D4, -D4, 0, -D4)                 \
  V (D4, D4, D4, 0) V (D4, D4, -D4, 0) V (D4, -D4, D4, 0)                      \
  V (D4, -D4, -D4, 0) V (-D4, D4, D4, 0) V (-D4, D4, -D4, 0)                   \
  V (-D4, -D4, D4, 0) V (-D4, -D4, -D4, 0)
/* clang-format on */

static const float gradients_2d[4][32] = NOISE_COLUMNS_2_TWICE (GRADIENTS_2D);
static const float gradients_3d[4][32] = NOISE_COLUMNS_3 (GRADIENTS_3D);
static const float gradients_4d[4][32] = NOISE_COLUMNS_4 (GRADIENTS_4D);

/* The simplex tutorial: 1 / the largest possible sum.
 * 1D: 2x(1 - x^2)^3 at x = 1/2 is 27/64.  2D: 3x(1/2 - x^2)^3 at the triangle
 * centre, 125 sqrt 2 / 5832. 3D: 2x(1/2 - x^2)^3 at the middle of a short edge,
 * 125 sqrt 3 / 8192. */
static const float scale_1d = 64.0f / 27.0f;
static const float scale_2d = 2916.0f * 1.4142135f / 125.0f;
static const float scale_3d = 8192.0f * 1.7320508f / 375.0f;
/* 4D (not in the source texts): the gradients above do not point along the
 * simplex edges, so the simplex tutorial's edge argument overestimates.  The
 * largest possible |sum| (each corner taking its best gradient) is 0.0214706,
 * found by tests/core/find-scale.py 4 (which reproduces the simplex tutorial's
 * 3D value exactly); the factor is its reciprocal 46.57538, rounded down. */
static const float scale_4d = 46.5753f;

static INLINE Lanes
scaled (Lanes s, float scale)
{
  s.value *= scale;
  for (int a = 0; a < 4; a++)
    s.d[a] *= scale;
  return s;
}

/* 1D: the two lattice points around p, r^2 = 1, gradients 1 and -1. */
static INLINE Lanes
simplex_1d (const Basis *b, const vf *p)
{
  Lanes s = lanes_zero ();
  vi ix = floor_f (p[0]);
  for (int c = 0; c < 2; c++)
    {
      vf d = p[0] - vf_of (ix + c);
      vf g = vf_of (1 - 2 * (hash (b, (ix + c) & 255) & 1));
      simplex_corner (&s, g * d, &g, 1.0f, &d, 1, b->derivatives);
    }
  return scaled (s, scale_1d);
}

static INLINE Lanes
simplex_2d (const Basis *b, const vf *p)
{
  return scaled (simplex_sum (b, p, 2, 1, 7), scale_2d);
}

static INLINE Lanes
simplex_3d (const Basis *b, const vf *p)
{
  return scaled (simplex_sum (b, p, 3, 1, 31), scale_3d);
}

static INLINE Lanes
simplex_4d (const Basis *b, const vf *p)
{
  return scaled (simplex_sum (b, p, 4, 1, 31), scale_4d);
}

NOISE_ROW_FOR (simplex_1d, 1, NULL)
NOISE_ROW_FOR (simplex_2d, 2, gradients_2d)
NOISE_ROW_FOR (simplex_3d, 3, gradients_3d)
NOISE_ROW_FOR (simplex_4d, 4, gradients_4d)
NOISE_FAMILY_ROWS (simplex, row_simplex_1d, row_simplex_2d, row_simplex_3d,
                   row_simplex_4d);
