/* noise-internal.h — what the basis files share; not installed. */
#ifndef NOISE_INTERNAL_H
#define NOISE_INTERNAL_H

#include "noise.h"

#include <math.h>
#include <stddef.h>

/* What a basis hashes with: perm is 512 entries, the permutation twice, so
 * perm[perm[i] + j] needs no mask for i, j <= 255; period[a] > 0 makes the
 * hypercube lattices (Value, Perlin) repeat every period[a] cells along
 * axis a, for seamless tiles and loops. */
typedef struct
{
  const uint8_t *perm;
  int period[4];
} NoiseLattice;

/* A basis: one octave at a point p already in lattice space (the world
 * point times the frequency).  Derivatives are with respect to p; the
 * caller multiplies them by the frequency. */
typedef NoiseSample4 (*NoiseBasis) (const NoiseLattice *lattice,
                                    const float *p);

/* The basis for a type and dimension, or NULL when there is none. */
NoiseBasis noise_basis (NoiseType type, int dimensions);

/* Fills perm[0..511] for a seed: Perlin's table for 0 (seed 001), a
 * deterministic shuffle otherwise.  identity_for_zero gives 0..255 for seed 0
 * (the 2002 reference hashes lattice coordinates directly). */
void noise_permutation (uint32_t seed, int identity_for_zero, uint8_t *perm);

/* Tiling and looping (domain.c): checks those settings; fills octave o's
 * per-axis frequency, lattice periods and loop position (prepare time);
 * samples octave o at world point p through the 4D torus and loop of the
 * simplex types (state->four_d), derivatives with respect to p. */
NoiseStatus noise_domain_validate (const NoiseSettings *settings);
void noise_domain_layout (NoiseState *state); /* four_d, basis_dimensions */
void noise_domain_prepare (NoiseState *state, int octave, float frequency);
NoiseSample4 noise_domain_octave (const NoiseState *state, NoiseBasis basis,
                                  const float *p, int octave);
/* The simplex types' 4D domain, split for the row path: per point, the
 * cosines and sines of its two torus angles (every octave shares them;
 * cos 0, sin 0 without tiling); per octave, the radius of torus circle
 * `axis`, and the 4D point q of world point p with jacobian[a][c] =
 * d q[c] / d p[a]. */
void noise_domain_angles (const NoiseState *state, const float *p,
                          float *angles);
void noise_domain_angle (const NoiseState *state, int axis, float p,
                         float *cosine, float *sine);
float noise_domain_torus_radius (const NoiseState *state, int octave, int axis);
/* With tiling, the 4D direction q moves along per unit of world axis
 * `axis` (2: z, 3: w) in octave o; zeros beyond the dimension. */
void noise_domain_direction (const NoiseState *state, int octave, int axis,
                             float *q);
void noise_domain_map (const NoiseState *state, const float *p,
                       const float *angles, int octave, float *q,
                       float jacobian[4][4]);

/* Per-family entry points (one family per file). */
NoiseSample4 noise_value_1d (const NoiseLattice *lattice, const float *p);
NoiseSample4 noise_value_2d (const NoiseLattice *lattice, const float *p);
NoiseSample4 noise_value_3d (const NoiseLattice *lattice, const float *p);
NoiseSample4 noise_perlin_1d (const NoiseLattice *lattice, const float *p);
NoiseSample4 noise_perlin_2d (const NoiseLattice *lattice, const float *p);
NoiseSample4 noise_perlin_3d (const NoiseLattice *lattice, const float *p);
NoiseSample4 noise_simplex_value_1d (const NoiseLattice *lattice,
                                     const float *p);
NoiseSample4 noise_simplex_value_2d (const NoiseLattice *lattice,
                                     const float *p);
NoiseSample4 noise_simplex_value_3d (const NoiseLattice *lattice,
                                     const float *p);
NoiseSample4 noise_simplex_value_4d (const NoiseLattice *lattice,
                                     const float *p);
NoiseSample4 noise_simplex_1d (const NoiseLattice *lattice, const float *p);
NoiseSample4 noise_simplex_2d (const NoiseLattice *lattice, const float *p);
NoiseSample4 noise_simplex_3d (const NoiseLattice *lattice, const float *p);
NoiseSample4 noise_simplex_4d (const NoiseLattice *lattice, const float *p);
NoiseSample4 noise_simplex_2002_3d (const NoiseLattice *lattice,
                                    const float *p);
NoiseSample4 noise_simplex_classic_2d (const NoiseLattice *lattice,
                                       const float *p);

/* The tables and scale factors of the bases, shared with the row path
 * (row.c), which must compute exactly what the bases compute. */
extern const float noise_value_scale;
extern const float noise_perlin_gradients_2d[8][2];
extern const float noise_perlin_gradients_3d[16][3];
extern const float noise_perlin_scale_2d;
extern const float noise_simplex_gradients_2d[8][2];
extern const float noise_simplex_gradients_3d[32][3];
extern const float noise_simplex_gradients_4d[32][4];
extern const float noise_simplex_scale_2d, noise_simplex_scale_3d,
    noise_simplex_scale_4d;
extern const float noise_simplex_value_scale;
extern const float noise_classic_gradients[12][2];
extern const float noise_2002_patterns[16];
extern const float noise_2002_select[3][16];
extern const float noise_2002_sign[3][16];

/* Seed 001: Ken Perlin's quintic fade 6t^5 - 15t^4 + 10t^3 and its
 * derivative 30t^4 - 60t^3 + 30t^2, for any arithmetic type T (the row
 * path's lanes too, the same operations). */
#define NOISE_DEFINE_SMOOTH(name, derivative, T)                               \
  static inline T name (T t)                                                   \
  {                                                                            \
    return t * t * t * (t * (t * 6.0f - 15.0f) + 10.0f);                       \
  }                                                                            \
  static inline T derivative (T t)                                             \
  {                                                                            \
    return 30.0f * t * t * (t * (t - 2.0f) + 1.0f);                            \
  }

NOISE_DEFINE_SMOOTH (noise_smooth, noise_smooth_derivative, float)

/* Mathf.FloorToInt of the seeds, for |x| < 2^31.  Written out because
 * floorf is a library call on baseline x86-64 (SSE2 has no rounding
 * instruction), and this is the hot path. */
static inline int
noise_floor (float x)
{
  int i = (int) x;
  return x < (float) i ? i - 1 : i;
}

static inline int
noise_floor_double (double x)
{
  int i = (int) x;
  return x < (double) i ? i - 1 : i;
}

static inline NoiseSample4
noise_sample4 (float value, float dx, float dy, float dz, float dw)
{
  NoiseSample4 s = { value, dx, dy, dz, dw };
  return s;
}

/* The simplex around a point: its corners (lattice coordinates) and the
 * offsets from each corner to the point, for 2..4 dimensions. */
typedef struct
{
  int corner[5][4];
  float offset[5][4];
} NoiseSimplexCell;

/* Seed 004's factors for n = 2, 3, 4 (index n - 2). */
static const double noise_skew_factor[3] = {
  0.36602540378443865, /* (sqrt 3 - 1) / 2, seed 000's trianglesToSquares */
  1.0 / 3.0,           /* seed 000's 3D skew */
  0.30901699437494742, /* (sqrt 5 - 1) / 4 */
};
static const double noise_unskew_factor[3] = {
  0.21132486540518712, /* (3 - sqrt 3) / 6, seed 000's squaresToTriangles */
  1.0 / 6.0,           /* seed 000's 3D unskew */
  0.13819660112501052, /* (5 - sqrt 5) / 20 */
};

/* Seed 000's skew to the square/cube grid, simplicial split and unskew
 * (seed 004 in general: F = (sqrt(n+1) - 1)/n, G = (1 - 1/sqrt(n+1))/n).
 * Corners come in traversal order: the cell origin, then one step along the
 * axis of the largest internal coordinate, and so on (ties in axis order, as
 * seed 000's comparisons); there are dims + 1.
 *
 * The skew is computed in double: the point's position inside its skewed
 * cell, f, is then exact to float precision however far from the origin
 * (in float, seed 000 loses 5e-4 at a few thousand cells).  Everything
 * after is small numbers in float: corner c's offset is
 * p - corner + G sum(corner) = f - e_c - G sum(f) + c G, e_c its steps.
 * The row path (row.c) performs exactly these operations.  Inline, so that
 * a constant dimension unrolls every loop. */
static inline void
noise_simplex_cell (const float *p, int dims, NoiseSimplexCell *cell)
{
  double sum = 0.0;
  float fraction[4], fraction_sum = 0.0f;
  int base[4], rank[4] = { 0, 0, 0, 0 };
  for (int a = 0; a < dims; a++)
    sum += p[a];
  double skew = sum * noise_skew_factor[dims - 2];
  for (int a = 0; a < dims; a++)
    {
      double s = (double) p[a] + skew;
      base[a] = noise_floor_double (s);
      fraction[a] = (float) (s - base[a]);
      fraction_sum += fraction[a];
    }
  /* rank[a]: how many axes are stepped along before axis a. */
  for (int a = 0; a < dims; a++)
    for (int b = a + 1; b < dims; b++)
      rank[fraction[a] >= fraction[b] ? b : a]++;

  float unskew = fraction_sum * (float) noise_unskew_factor[dims - 2];
  for (int c = 0; c <= dims; c++)
    {
      float corner_unskew = (float) (c * noise_unskew_factor[dims - 2]);
      for (int a = 0; a < dims; a++)
        {
          int step = rank[a] < c;
          cell->corner[c][a] = base[a] + step;
          cell->offset[c][a]
              = fraction[a] - (float) step - unskew + corner_unskew;
        }
    }
}

/* Adds one simplex corner's contribution v f^3, f = r2 - |d|^2 (d: the n
 * components of the offset from the corner), to s with its derivative
 * g f^3 - 6 v f^2 d, where v = g . d for gradient noise (seed 000's
 * Simplex) and v = h, g = 0 for value noise (Simplex Value). */
static inline void
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

/* Seed 000's chained hashes: hash[hash[ix & m] + iy & m] and so on (C#'s
 * + binds tighter than &). */
static inline int
noise_hash_2d (const uint8_t *hash, int ix, int iy)
{
  return hash[(hash[ix & 255] + iy) & 255];
}

static inline int
noise_hash_3d (const uint8_t *hash, int ix, int iy, int iz)
{
  return hash[(noise_hash_2d (hash, ix, iy) + iz) & 255];
}

/* The natural 4D extension: one more chained step. */
static inline int
noise_hash_4d (const uint8_t *hash, const int *i)
{
  return hash[(noise_hash_3d (hash, i[0], i[1], i[2]) + i[3]) & 255];
}

/* Lattice coordinate i on an axis with the given period (0 = none), reduced
 * to the permutation's 0..255; without a period this is seed 001's
 * "i &= hashMask". */
static inline int
noise_wrap (int i, int period)
{
  if (period > 0)
    {
      i %= period;
      if (i < 0)
        i += period;
    }
  return i & 255;
}

/* The hypercube cell around p: per axis, the wrapped coordinates of its
 * two lattice planes and the offset t in [0, 1) from the lower one. */
typedef struct
{
  int i[3][2];
  float t[3];
} NoiseCube;

static inline void
noise_cube (const NoiseLattice *lattice, const float *p, int dims,
            NoiseCube *cube)
{
  for (int a = 0; a < dims; a++)
    {
      int i0 = noise_floor (p[a]);
      cube->t[a] = p[a] - (float) i0;
      cube->i[a][0] = noise_wrap (i0, lattice->period[a]);
      cube->i[a][1] = noise_wrap (i0 + 1, lattice->period[a]);
    }
}

/* Seed 001's 3D hashes of the cube's eight corners (index x + 2y + 4z),
 * hash[hash[hash[x] + y] + z], sharing the first two levels: 14 lookups
 * instead of 24. */
static inline void
noise_cube_hashes_3d (const uint8_t *hash, const NoiseCube *c, int *out)
{
  int hx[2] = { hash[c->i[0][0]], hash[c->i[0][1]] };
  for (int cy = 0; cy < 2; cy++)
    for (int cx = 0; cx < 2; cx++)
      {
        int hxy = hash[hx[cx] + c->i[1][cy]];
        out[cx + 2 * cy] = hash[hxy + c->i[2][0]];
        out[cx + 2 * cy + 4] = hash[hxy + c->i[2][1]];
      }
}

/* The trilinear blend of eight corner quantities q[8] (index x + 2y + 4z)
 * with weights w, as seed 001's nested Lerps expanded into a polynomial
 * (the "Noise Derivatives" form); slope, when not NULL, receives its
 * partial derivatives with respect to w[0..2].  Defined once for any
 * arithmetic type T, so that the row path's vector lanes (row.c) perform
 * the very operations of the scalar bases. */
#define NOISE_DEFINE_BLEND3(name, T)                                           \
  static inline T name (const T *q, const T *w, T *slope)                      \
  {                                                                            \
    T a = q[0], b = q[1] - q[0], c = q[2] - q[0], d = q[4] - q[0];             \
    T e = q[3] - q[2] - q[1] + q[0], f = q[5] - q[4] - q[1] + q[0];            \
    T g = q[6] - q[4] - q[2] + q[0];                                           \
    T h = q[7] - q[6] - q[5] + q[4] - q[3] + q[2] + q[1] - q[0];               \
    if (slope)                                                                 \
      {                                                                        \
        slope[0] = b + e * w[1] + (f + h * w[1]) * w[2];                       \
        slope[1] = c + e * w[0] + (g + h * w[0]) * w[2];                       \
        slope[2] = d + f * w[0] + (g + h * w[0]) * w[1];                       \
      }                                                                        \
    return a + b * w[0] + (c + e * w[0]) * w[1]                                \
           + (d + f * w[0] + (g + h * w[0]) * w[1]) * w[2];                    \
  }

NOISE_DEFINE_BLEND3 (blend3, float)

#endif /* NOISE_INTERNAL_H */
