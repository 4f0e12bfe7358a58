/* simplex.c — Simplex (gradient) noise: 1D–3D exactly as seed 000, and 4D
 * as the natural extension by seed 004's n-dimensional algorithm.
 *
 * Each corner contributes (g . d) f^3 with f = r^2 - |d|^2; its derivative
 * is g f^3 - 6 (g . d) f^2 d.  Contributions are independent, so the sum's
 * derivative is the sum of theirs. */
#include "noise-internal.h"

#define D2 0.70710678f /* (1, 1, 0).normalized */
#define D3 0.57735027f /* (1, 1, 1).normalized */
#define D4 0.57735027f /* (0, 1, 1, 1) normalised */

static const float gradients_1d[2] = { 1.0f, -1.0f };

const float noise_simplex_gradients_2d[8][2] = {
  { 1.0f, 0.0f }, { -1.0f, 0.0f }, { 0.0f, 1.0f }, { 0.0f, -1.0f },
  { D2, D2 },     { -D2, D2 },     { D2, -D2 },    { -D2, -D2 },
};

/* Seed 000: the twelve cube edges twice and the eight corners, normalised,
 * so the main diagonal is covered and the range reaches -1..1. */
const float noise_simplex_gradients_3d[32][3] = {
  { D2, D2, 0 },   { -D2, D2, 0 },   { D2, -D2, 0 },   { -D2, -D2, 0 },
  { D2, 0, D2 },   { -D2, 0, D2 },   { D2, 0, -D2 },   { -D2, 0, -D2 },
  { 0, D2, D2 },   { 0, -D2, D2 },   { 0, D2, -D2 },   { 0, -D2, -D2 },
  { D2, D2, 0 },   { -D2, D2, 0 },   { D2, -D2, 0 },   { -D2, -D2, 0 },
  { D2, 0, D2 },   { -D2, 0, D2 },   { D2, 0, -D2 },   { -D2, 0, -D2 },
  { 0, D2, D2 },   { 0, -D2, D2 },   { 0, D2, -D2 },   { 0, -D2, -D2 },
  { D3, D3, D3 },  { -D3, D3, D3 },  { D3, -D3, D3 },  { -D3, -D3, D3 },
  { D3, D3, -D3 }, { -D3, D3, -D3 }, { D3, -D3, -D3 }, { -D3, -D3, -D3 },
};

/* 4D: the 32 midpoints of the tesseract's cubic cells' edges, (0, ±1, ±1,
 * ±1) and its permutations (Gustavson, "Simplex noise demystified"),
 * normalised like seed 000's 3D set. */
const float noise_simplex_gradients_4d[32][4] = {
  { 0, D4, D4, D4 },    { 0, D4, D4, -D4 },   { 0, D4, -D4, D4 },
  { 0, D4, -D4, -D4 },  { 0, -D4, D4, D4 },   { 0, -D4, D4, -D4 },
  { 0, -D4, -D4, D4 },  { 0, -D4, -D4, -D4 }, { D4, 0, D4, D4 },
  { D4, 0, D4, -D4 },   { D4, 0, -D4, D4 },   { D4, 0, -D4, -D4 },
  { -D4, 0, D4, D4 },   { -D4, 0, D4, -D4 },  { -D4, 0, -D4, D4 },
  { -D4, 0, -D4, -D4 }, { D4, D4, 0, D4 },    { D4, D4, 0, -D4 },
  { D4, -D4, 0, D4 },   { D4, -D4, 0, -D4 },  { -D4, D4, 0, D4 },
  { -D4, D4, 0, -D4 },  { -D4, -D4, 0, D4 },  { -D4, -D4, 0, -D4 },
  { D4, D4, D4, 0 },    { D4, D4, -D4, 0 },   { D4, -D4, D4, 0 },
  { D4, -D4, -D4, 0 },  { -D4, D4, D4, 0 },   { -D4, D4, -D4, 0 },
  { -D4, -D4, D4, 0 },  { -D4, -D4, -D4, 0 },
};

/* Seed 000: 1 / the largest possible sum.  1D: 2x(1 - x^2)^3 at x = 1/2 is
 * 27/64.  2D: 3x(1/2 - x^2)^3 at the triangle centre, 125 sqrt 2 / 5832.
 * 3D: 2x(1/2 - x^2)^3 at the middle of a short edge, 125 sqrt 3 / 8192. */
static const float scale_1d = 64.0f / 27.0f;
const float noise_simplex_scale_2d = 2916.0f * 1.4142135f / 125.0f;
const float noise_simplex_scale_3d = 8192.0f * 1.7320508f / 375.0f;
/* 4D (not in the seeds): the gradients above do not point along the
 * simplex edges, so seed 000's edge argument overestimates.  The largest
 * possible |sum| (each corner taking its best gradient) is 0.0214706, found
 * by tests/core/find-scale.py 4 (which reproduces 000's 3D value exactly);
 * the factor is its reciprocal 46.57538, rounded down. */
const float noise_simplex_scale_4d = 46.5753f;

static NoiseSample4
scaled (NoiseSample4 s, float scale)
{
  return noise_sample4 (s.value * scale, s.dx * scale, s.dy * scale,
                        s.dz * scale, s.dw * scale);
}

NoiseSample4
noise_simplex_1d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *hash = lattice->perm;
  NoiseSample4 s = { 0 };
  int ix = noise_floor (p[0]);
  for (int c = 0; c < 2; c++)
    {
      float d = p[0] - (float) (ix + c);
      float g = gradients_1d[hash[(ix + c) & 255] & 1];
      noise_simplex_part (&s, g * d, &g, 1.0f, &d, 1);
    }
  return scaled (s, scale_1d);
}

/* The gradient at a lattice point: seed 000's chained hashes, extended to
 * 4D with one more step. */
static const float *
gradient (const uint8_t *hash, const int *i, int dims)
{
  switch (dims)
    {
    case 2:
      return noise_simplex_gradients_2d[noise_hash_2d (hash, i[0], i[1]) & 7];
    case 3:
      return noise_simplex_gradients_3d[noise_hash_3d (hash, i[0], i[1], i[2])
                                        & 31];
    default: return noise_simplex_gradients_4d[noise_hash_4d (hash, i) & 31];
    }
}

static NoiseSample4
simplex_nd (const uint8_t *hash, const float *p, int dims, float scale)
{
  NoiseSample4 s = { 0 };
  NoiseSimplexCell cell;
  noise_simplex_cell (p, dims, &cell);
  for (int c = 0; c <= dims; c++)
    {
      const float *g = gradient (hash, cell.corner[c], dims),
                  *d = cell.offset[c];
      float v = 0.0f;
      for (int a = 0; a < dims; a++)
        v += g[a] * d[a];
      noise_simplex_part (&s, v, g, 0.5f, d, dims);
    }
  return scaled (s, scale);
}

NoiseSample4
noise_simplex_2d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *hash = lattice->perm;
  return simplex_nd (hash, p, 2, noise_simplex_scale_2d);
}

NoiseSample4
noise_simplex_3d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *hash = lattice->perm;
  return simplex_nd (hash, p, 3, noise_simplex_scale_3d);
}

NoiseSample4
noise_simplex_4d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *hash = lattice->perm;
  return simplex_nd (hash, p, 4, noise_simplex_scale_4d);
}
