/* simplex-2002.c — Ken Perlin's 2002 reference ("hardware") simplex noise
 * in 3D, exactly as seed 002's OCaml re-implementation of his Java.
 *
 * Computed in double, as the OCaml and Java are, so that the byte slice of
 * seed 002 comes out pixel for pixel.  r^2 = 0.6 makes the kernel reach past
 * the simplex, so the noise has small jumps where a corner leaves the set of
 * four; that is the reference's behaviour and is kept.  Derivatives are those
 * of the kernel sum 8 t^4 m, t = 0.6 - |y|^2, m = g . y:
 * 8 t^3 (t g - 8 m y). */
#include "noise-internal.h"

/* The tables of this file, by column and padded to 16 floats (exact small
 * integers), so that the row path looks them up in registers. */

/* Seed 002: "patterns", the 3-bit slices summed by shuffle. */
const float noise_2002_patterns[16]
    = { 025, 070, 062, 054, 015, 023, 007, 052 };

static int
bmix (unsigned i, unsigned j, unsigned k, int b)
{
  return (int) noise_2002_patterns[(((i >> b) & 1) << 2) | (((j >> b) & 1) << 1)
                                   | ((k >> b) & 1)];
}

/* Seed 002's shuffle: a 6-bit hash of the lattice point from bits 0..7. */
static int
shuffle (unsigned i, unsigned j, unsigned k)
{
  return bmix (i, j, k, 0) + bmix (j, k, i, 1) + bmix (k, i, j, 2)
         + bmix (i, j, k, 3) + bmix (j, k, i, 4) + bmix (k, i, j, 5)
         + bmix (i, j, k, 6) + bmix (j, k, i, 7);
}

/* Seed 002's magnitude: which components become p, q, r (3 = the constant
 * 0.), then the signs applied to them, by the low and high 3 bits. */
const float noise_2002_select[3][16] = {
  { 2, 0, 1, 2, 2, 0, 1, 2 },
  { 0, 1, 2, 0, 0, 3, 3, 3 },
  { 1, 3, 3, 3, 1, 2, 0, 1 },
};
const float noise_2002_sign[3][16] = {
  { -1, 1, -1, 1, 1, -1, 1, -1 },
  { -1, -1, 1, 1, 1, 1, -1, -1 },
  { 1, -1, -1, 1, -1, 1, 1, -1 },
};

/* m = g . y, evaluated in the text's order; g receives the gradient. */
static double
magnitude (int h, const double *y, double *g)
{
  int sel[3];
  double sign[3], c[4] = { y[0], y[1], y[2], 0.0 };
  g[0] = g[1] = g[2] = g[3] = 0.0;
  for (int a = 0; a < 3; a++)
    {
      sel[a] = (int) noise_2002_select[a][h & 7];
      sign[a] = noise_2002_sign[a][(h >> 3) & 7];
      g[sel[a]] += sign[a];
    }
  return sign[0] * c[sel[0]] + sign[1] * c[sel[1]] + sign[2] * c[sel[2]];
}

/* Seed 002's int: truncation, minus one below zero (so -2.0 gives -3; kept
 * for pixel identity). */
static int
int_of (double x)
{
  return x < 0.0 ? (int) x - 1 : (int) x;
}

/* Seed 002's permindex and simplices: the corner offsets of the
 * tetrahedron holding the unit-cell point u. */
static const int simplices[6][4][3] = {
  { { 0, 0, 0 }, { 1, 0, 0 }, { 1, 1, 0 }, { 1, 1, 1 } },
  { { 0, 0, 0 }, { 1, 0, 0 }, { 1, 0, 1 }, { 1, 1, 1 } },
  { { 0, 0, 0 }, { 0, 1, 0 }, { 1, 1, 0 }, { 1, 1, 1 } },
  { { 0, 0, 0 }, { 0, 1, 0 }, { 0, 1, 1 }, { 1, 1, 1 } },
  { { 0, 0, 0 }, { 0, 0, 1 }, { 1, 0, 1 }, { 1, 1, 1 } },
  { { 0, 0, 0 }, { 0, 0, 1 }, { 0, 1, 1 }, { 1, 1, 1 } },
};

static int
permindex (const double *u)
{
  if (u[0] >= u[2])
    return u[0] >= u[1] ? (u[1] >= u[2] ? 0 : 1) : 2;
  if (u[1] >= u[2])
    return 3;
  return u[0] >= u[1] ? 4 : 5;
}

NoiseSample4
noise_simplex_2002_3d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *perm = lattice->perm;
  double x[3] = { p[0], p[1], p[2] }, u[3], sum[4] = { 0, 0, 0, 0 };
  double s = (x[0] + x[1] + x[2]) / 3.0;
  int l[3];
  for (int a = 0; a < 3; a++)
    l[a] = int_of (x[a] + s);
  double su = (double) (l[0] + l[1] + l[2]) / 6.0;
  for (int a = 0; a < 3; a++)
    u[a] = x[a] - (double) l[a] + su;

  const int (*simplex)[3] = simplices[permindex (u)];
  for (int c = 0; c < 4; c++)
    {
      const int *v = simplex[c];
      double sv = (double) (v[0] + v[1] + v[2]) / 6.0, y[3], g[4];
      for (int a = 0; a < 3; a++)
        y[a] = u[a] - (double) v[a] + sv;
      double t = 0.6 - (y[0] * y[0] + y[1] * y[1] + y[2] * y[2]);
      if (!(t > 0.0))
        continue;
      /* Seeds other than 0 pass each lattice coordinate through the
       * seed's permutation; seed 0's is the identity (the text). */
      int h = shuffle (perm[(l[0] + v[0]) & 255], perm[(l[1] + v[1]) & 255],
                       perm[(l[2] + v[2]) & 255]);
      double m = magnitude (h, y, g), t2 = t * t;
      sum[0] += 8.0 * t2 * t2 * m;
      for (int a = 0; a < 3; a++)
        sum[a + 1] += 8.0 * t2 * t * (t * g[a] - 8.0 * m * y[a]);
    }
  return noise_sample4 ((float) sum[0], (float) sum[1], (float) sum[2],
                        (float) sum[3], 0);
}
