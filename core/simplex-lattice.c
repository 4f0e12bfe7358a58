/* simplex-lattice.c — locating the simplex around a point, shared by the
 * Simplex Value and Simplex families. */
#include "noise-internal.h"

/* Seed 004's factors for n = 2, 3, 4 (index n - 2). */
static const double skew_factor[3] = {
  0.36602540378443865, /* (sqrt 3 - 1) / 2, seed 000's trianglesToSquares */
  1.0 / 3.0,           /* seed 000's 3D skew */
  0.30901699437494742, /* (sqrt 5 - 1) / 4 */
};
static const double unskew_factor[3] = {
  0.21132486540518712, /* (3 - sqrt 3) / 6, seed 000's squaresToTriangles */
  1.0 / 6.0,           /* seed 000's 3D unskew */
  0.13819660112501052, /* (5 - sqrt 5) / 20 */
};

void
noise_simplex_cell (const float *p, int dims, NoiseSimplexCell *cell)
{
  double sum = 0.0, fraction[4];
  int base[4], rank[4] = { 0, 0, 0, 0 };
  for (int a = 0; a < dims; a++)
    sum += p[a];
  double skew = sum * skew_factor[dims - 2];
  for (int a = 0; a < dims; a++)
    {
      double s = (double) p[a] + skew;
      base[a] = noise_floor_double (s);
      fraction[a] = s - base[a];
    }
  /* rank[a]: how many axes are stepped along before axis a. */
  for (int a = 0; a < dims; a++)
    for (int b = a + 1; b < dims; b++)
      rank[fraction[a] >= fraction[b] ? b : a]++;

  for (int c = 0; c <= dims; c++)
    {
      int lattice_sum = 0;
      for (int a = 0; a < dims; a++)
        {
          cell->corner[c][a] = base[a] + (rank[a] < c);
          lattice_sum += cell->corner[c][a];
        }
      double unskew = lattice_sum * unskew_factor[dims - 2];
      for (int a = 0; a < dims; a++)
        cell->offset[c][a]
            = (float) ((double) p[a] - cell->corner[c][a] + unskew);
    }
}

void
noise_simplex_part (NoiseSample4 *s, float v, const float *g, float r2,
                    const float *d, int n)
{
  float f = r2;
  for (int a = 0; a < n; a++)
    f -= d[a] * d[a];
  if (!(f > 0.0f))
    return;
  float f2 = f * f, f3 = f * f2, v6f2 = -6.0f * v * f2;
  float *ds = &s->dx;
  s->value += v * f3;
  for (int a = 0; a < n; a++)
    ds[a] += (g ? g[a] * f3 : 0.0f) + v6f2 * d[a];
}
