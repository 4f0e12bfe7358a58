/* row-loop.h — the fractal sum over a row of points, written once against
 * the lane type (lanes.h): where each octave samples its basis (the plain
 * scaled point, a wrapped lattice, or the simplex types' 4D torus and loop
 * circle, derivatives taken back to the world point by the chain rule), the
 * fractal shaping, and the row loop.  A family file instantiates it for each
 * of its bases with NOISE_FAMILY_ROWS, so the loop, the octave and the basis
 * inline into one function per basis and instruction set.  Not installed. */
#ifndef NOISE_ROW_LOOP_H
#define NOISE_ROW_LOOP_H

#include "lanes.h"

#include <string.h>

/* Shapes one octave for the fractal mode: fbm n, turbulence |n|, ridged
 * (1 - |n|)^2; the derivative by the chain rule (zero-measure creases at
 * n = 0 take the sign of +0). */
static INLINE Lanes
shape (NoiseFractal fractal, Lanes s, int derivatives)
{
  if (fractal == NOISE_FRACTAL_FBM)
    return s;
  vf one = splat (1.0f);
  vf sign = select_f ((vi) (s.value < 0.0f), -one, one), a = s.value * sign;
  vf k = sign, v = a;
  if (fractal == NOISE_FRACTAL_RIDGED)
    {
      v = (1.0f - a) * (1.0f - a);
      k = -2.0f * (1.0f - a) * sign;
    }
  s.value = v;
  if (derivatives)
    for (int c = 0; c < 4; c++)
      s.d[c] *= k;
  return s;
}

/* One octave without the 4D domain: seed 000's "point *= frequency" (per
 * axis, as tiling snaps Value and Perlin), the basis, then "derivative *=
 * frequency".  Only the one-lane build clamps the lattice point: the vector
 * builds are given only rows whose lattice points are all in reach
 * (dispatch.c), so there the clamp would change nothing. */
static INLINE Lanes
plain_octave (const NoiseState *st, LaneBasis basis, const Basis *b,
              const vf *p, int o)
{
  vf q[4];
  for (int a = 0; a < 4; a++)
    {
      q[a] = p[a] * st->frequency[o][a] + st->offset[o][a] + st->loop[o][a];
#if W == 1
      q[a] = lattice_clamp (q[a]);
#endif
    }
  Lanes s = basis (b, q);
  if (b->derivatives)
    for (int a = 0; a < 4; a++)
      s.d[a] = a < st->settings.dimensions ? s.d[a] * st->frequency[o][a]
                                           : splat (0.0f);
  return s;
}

/* The simplex types' 4D point q of world point p in octave o, with
 * jacobian[a][c] = d q[c] / d p[a] (angles: the cosines and sines of the
 * torus angles, see torus_angles).  With tiling each tiled axis goes round a
 * circle of tile * f cells: a flat (Clifford) torus, so lengths along the
 * plane are kept; z and w move along fixed directions (domain.c). */
static INLINE void
domain_map (const NoiseState *st, const vf *p, const vf *angles, int o, vf *q,
            vf jacobian[4][4])
{
  float f = st->frequency[o][0];
  for (int a = 0; a < 4; a++)
    {
      q[a] = splat (st->offset[o][a]);
      for (int c = 0; c < 4; c++)
        jacobian[a][c] = splat (0.0f);
    }
  if (st->settings.tile[0] > 0.0f)
    {
      for (int a = 0; a < 2; a++)
        {
          float r = noise_domain_torus_radius (st, o, a);
          vf c = angles[2 * a], sn = angles[2 * a + 1];
          q[2 * a] += r * c;
          q[2 * a + 1] += r * sn;
          jacobian[a][2 * a] = -sn * f;
          jacobian[a][2 * a + 1] = c * f;
        }
      float along[2][4]; /* the directions of z and w */
      noise_domain_direction (st, o, 2, along[0]);
      noise_domain_direction (st, o, 3, along[1]);
      for (int c = 0; c < 4; c++)
        {
          jacobian[2][c] = splat (along[0][c]);
          jacobian[3][c] = splat (along[1][c]);
          q[c] += p[2] * jacobian[2][c] + p[3] * jacobian[3][c];
        }
    }
  else
    for (int a = 0; a < st->settings.dimensions; a++)
      {
        q[a] += p[a] * f;
        jacobian[a][a] = splat (f);
      }
  for (int a = 0; a < 4; a++)
    q[a] = lattice_clamp (q[a] + st->loop[o][a]); /* loop circle, or 0 */
}

/* One octave at W world points. */
static INLINE Lanes
octave (const NoiseState *st, LaneBasis basis, Basis *b, const vf *p,
        const vf *angles, int o)
{
  b->period = st->period[o];
  if (!st->four_d)
    return plain_octave (st, basis, b, p, o);

  vf q[4], jacobian[4][4];
  domain_map (st, p, angles, o, q, jacobian);
  Lanes g = basis (b, q), s = lanes_zero ();
  s.value = g.value;
  if (b->derivatives)
    for (int a = 0; a < 4; a++)
      s.d[a] = jacobian[a][0] * g.d[0] + jacobian[a][1] * g.d[1]
               + jacobian[a][2] * g.d[2] + jacobian[a][3] * g.d[3];
  return s;
}

/* The torus angles of W points for every octave: one cosine and sine per
 * point and axis, the last one remembered (along a row y rarely changes). */
static INLINE void
torus_angles (const NoiseState *st, const vf *p, float memo[2][3], vf *angles)
{
  for (int a = 0; a < 2; a++)
    for (int l = 0; l < W; l++)
      {
        if (p[a][l] != memo[a][0])
          {
            memo[a][0] = p[a][l];
            noise_domain_angle (st, a, p[a][l], &memo[a][1], &memo[a][2]);
          }
        angles[2 * a][l] = memo[a][1];
        angles[2 * a + 1][l] = memo[a][2];
      }
}

/* The fractal sum at W points, as seed 001's Sum: each octave shaped and
 * weighted, then "return sum / range"; turbulence and ridged sums lie in
 * [0, 1] and are stretched to [-1, 1] (range halved, bias 1: see row, which
 * keeps both in registers for the whole row).  Float rounding of the scale
 * factors can overshoot by an ulp (Value noise at hash 255: 255 * (2f / 255) -
 * 1 > 1), so the value is clamped to the contract's [-1, 1]. */
static INLINE Lanes
fractal_sum (const NoiseState *st, LaneBasis basis, Basis *b, const vf *p,
             const vf *angles, float range, float bias)
{
  const NoiseSettings *set = &st->settings;
  Lanes sum = shape (set->fractal, octave (st, basis, b, p, angles, 0),
                     b->derivatives);
  for (int o = 1; o < set->octaves; o++)
    {
      Lanes s = shape (set->fractal, octave (st, basis, b, p, angles, o),
                       b->derivatives);
      float w = st->amplitude[o];
      sum.value += s.value * w;
      if (b->derivatives)
        for (int a = 0; a < 4; a++)
          sum.d[a] += s.d[a] * w;
    }
  sum.value
      = max_f (min_f (sum.value / range - bias, splat (1.0f)), splat (-1.0f));
  if (b->derivatives)
    for (int a = 0; a < 4; a++)
      sum.d[a] /= range;
  return sum;
}

/* The world points of one group: origin + column * step, components beyond
 * the dimension 0.  The one-lane build also takes step NULL: the point is
 * origin itself (noise_eval). */
static INLINE void
group_points (int dims, const float *origin, const float *step, vi column,
              vf *p)
{
  vf at = vf_of (column);
  for (int a = 0; a < 4; a++)
    p[a] = a < dims ? origin[a] + at * step[a] : splat (0.0f);
}

/* The first m lanes of v to out: a whole group in one unaligned vector
 * store (a loop over lanes would go through the stack), a ragged end lane
 * by lane. */
static INLINE void
store (float *out, vf v, int m)
{
  if (m == W)
    memcpy (out, &v, sizeof v);
  else
    for (int l = 0; l < m; l++)
      out[l] = v[l];
}

static INLINE void
row (const NoiseState *st, LaneBasis basis, const float (*gradient)[32],
     const float *origin, const float *step, int x0, const int *index, int n,
     float *values, float *derivatives, int with_derivatives)
{
  int dims = st->settings.dimensions;
  float range = st->range, bias = 0.0f;
  if (st->settings.fractal != NOISE_FRACTAL_FBM)
    {
      range *= 0.5f;
      bias = 1.0f;
    }
  Basis b = {
    st->perm32, st->perm, NULL, with_derivatives, gradient, &st->cellular,
  };
  vi lane;
  for (int l = 0; l < W; l++)
    lane[l] = l;
  /* The last torus angle per axis: its point, cosine and sine. */
  float memo[2][3];
  for (int a = 0; a < 2; a++)
    noise_domain_angle (st, a, 0.0f, &memo[a][1], &memo[a][2]);
  memo[0][0] = memo[1][0] = 0.0f;

  for (int start = 0; start < n; start += W)
    {
      vf p[4];
      /* Lanes past the end repeat the last point (dispatch.c's in_reach
       * checks the row's points, not beyond). */
      vi column = { 0 };
      if (index || start + W > n)
        for (int l = 0; l < W; l++)
          {
            int i = start + l < n ? start + l : n - 1;
            column[l] = index ? index[i] : x0 + i;
          }
      else
        column = x0 + start + lane;
#if W == 1
      if (!step)
        for (int a = 0; a < 4; a++)
          p[a] = splat (a < dims ? origin[a] : 0.0f);
      else
#endif
        group_points (dims, origin, step, column, p);

      vf angles[4] = { { 0 }, { 0 }, { 0 }, { 0 } };
      if (st->four_d)
        torus_angles (st, p, memo, angles);
      Lanes sum = fractal_sum (st, basis, &b, p, angles, range, bias);
      int m = n - start < W ? n - start : W;
      store (values + start, sum.value, m);
      if (with_derivatives)
        for (int a = 0; a < 4; a++)
          for (int l = 0; l < m; l++)
            derivatives[4 * (start + l) + a] = sum.d[a][l];
    }
}

/* The row loop of one basis (gradient: its table by component, or NULL),
 * with or without derivatives. */
#define NOISE_ROW_FOR(basis, gradient)                                         \
  static void row_##basis (const NoiseState *st, const float *origin,          \
                           const float *step, int x0, const int *index, int n, \
                           float *values, float *derivatives)                  \
  {                                                                            \
    if (derivatives)                                                           \
      row (st, basis, gradient, origin, step, x0, index, n, values,            \
           derivatives, 1);                                                    \
    else                                                                       \
      row (st, basis, gradient, origin, step, x0, index, n, values, NULL, 0);  \
  }

/* A family's row loops for this instruction set, by basis dimension - 1
 * (NULL where it has none): noise_rows_FAMILY_SUFFIX, which types.c lists
 * for the family's type. */
#define NOISE_FAMILY_ROWS(family, d1, d2, d3, d4)                              \
  const NoiseRowFunc NOISE_LANES_NAME (noise_rows_##family)[4]                 \
      = { d1, d2, d3, d4 }

#endif /* NOISE_ROW_LOOP_H */
