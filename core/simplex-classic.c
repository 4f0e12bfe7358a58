/* simplex-classic.c — the common (Gustavson-style) 2D simplex noise,
 * exactly as seed 003's Python: grad3 taken mod 12, the doubled permutation
 * indexed perm[ii + perm[jj]], r^2 = 0.5, kernel t^4, times 70.
 *
 * Computed in double, as Python's floats are.  Derivative of one corner's
 * t^4 (g . d), t = 0.5 - |d|^2: t^3 (t g - 8 (g . d) d). */
#include "noise-internal.h"

/* Seed 003's grad3; only x and y are used in 2D (exact in float, shared
 * with the row path). */
const float noise_classic_gradients[12][2] = {
  { 1, 1 }, { -1, 1 }, { 1, -1 }, { -1, -1 }, { 1, 0 }, { -1, 0 },
  { 1, 0 }, { -1, 0 }, { 0, 1 },  { 0, -1 },  { 0, 1 }, { 0, -1 },
};

/* Adds one corner's contribution to sum[0..2] (value, d/dx, d/dy). */
static void
corner (double x, double y, int gi, double *sum)
{
  double t = 0.5 - x * x - y * y;
  if (t < 0.0)
    return;
  const double g[2]
      = { noise_classic_gradients[gi][0], noise_classic_gradients[gi][1] };
  double dot = g[0] * x + g[1] * y, t2 = t * t;
  sum[0] += t2 * t2 * dot;
  sum[1] += t2 * t * (t * g[0] - 8.0 * dot * x);
  sum[2] += t2 * t * (t * g[1] - 8.0 * dot * y);
}

NoiseSample4
noise_simplex_classic_2d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *perm = lattice->perm;
  const double F2 = 0.5 * (sqrt (3.0) - 1.0), G2 = (3.0 - sqrt (3.0)) / 6.0;
  double xin = p[0], yin = p[1], sum[3] = { 0, 0, 0 };
  double s = (xin + yin) * F2;
  int i = (int) floor (xin + s), j = (int) floor (yin + s);
  double t = (i + j) * G2;
  double x0 = xin - (i - t), y0 = yin - (j - t);
  int i1 = x0 > y0, j1 = !i1;
  int ii = i & 255, jj = j & 255;

  corner (x0, y0, perm[ii + perm[jj]] % 12, sum);
  corner (x0 - i1 + G2, y0 - j1 + G2, perm[ii + i1 + perm[jj + j1]] % 12, sum);
  corner (x0 - 1.0 + 2.0 * G2, y0 - 1.0 + 2.0 * G2,
          perm[ii + 1 + perm[jj + 1]] % 12, sum);
  return noise_sample4 ((float) (70.0 * sum[0]), (float) (70.0 * sum[1]),
                        (float) (70.0 * sum[2]), 0, 0);
}
