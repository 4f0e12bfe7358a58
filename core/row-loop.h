/* row-loop.h — the row loop, written once against the lane type (lanes.h):
 * W points at a time, each group's fractal sum (the octave of octave.h,
 * shaped by shape.h or folded by folds.h, mapped by range.h) between
 * gathering its points and storing its values (points.h).  A family file
 * instantiates it for each of its bases with NOISE_FAMILY_ROWS, so the loop,
 * the octave and the basis inline into one function per basis and
 * instruction set (the test builds that define NOISE_SMALL_ROWS call the
 * basis, below).  Not installed. */
#ifndef NOISE_ROW_LOOP_H
#define NOISE_ROW_LOOP_H

#include "domain.h"
#include "folds.h"
#include "lanes.h"
#include "octave.h"
#include "points.h"
#include "range.h"
#include "shape.h"

/* The fractal sum at W points, as the pseudorandom-artist tutorial's Sum: each
 * octave shaped and weighted (sum_range divides by the range). */
static INLINE Lanes
fractal_sum (const NoiseLayer *st, LaneBasis basis, Basis *b, const vf *p,
             const vf *angles)
{
  const NoiseSettings *set = &st->settings;
  Lanes sum = shape (set, octave (st, basis, b, p, angles, 0), b->derivatives);
  for (int o = 1; o < set->octaves; o++)
    {
      Lanes s
          = shape (set, octave (st, basis, b, p, angles, o), b->derivatives);
      float w = st->amplitude[o];
      sum.value += s.value * w;
      for (int a = 0; a < b->derivatives; a++)
        sum.d[a] += s.d[a] * w;
    }
  return sum;
}

/* Any mode at W points: the plain additive modes by fractal_sum, the
 * pseudorandom-artist tutorial's Sum (which seed 0 must reproduce; fold_sum
 * would centre the shaped modes' octaves and round them differently), the
 * others by fold_sum. */
static INLINE Lanes
fractal_value (const NoiseLayer *st, LaneBasis basis, Basis *b, const vf *p,
               const vf *angles, float range, float inverse, float bias)
{
  const NoiseSettings *set = &st->settings;
  Lanes sum = noise_fractal_is_musgrave (set->fractal)
                      || set->weighted_strength > 0.0f
                  ? fold_sum (st, basis, b, p, angles)
                  : fractal_sum (st, basis, b, p, angles);
  return sum_range (st, sum, range, inverse, bias, b->derivatives);
}

/* The turns of an orientation field at a group's points (NoiseLayer.turn):
 * lanes past the end repeat the last point, as its coordinates do. */
static INLINE void
group_turns (const NoiseLayer *st, int start, int n, Basis *b)
{
  for (int l = 0; l < W; l++)
    {
      int i = start + l < n ? start + l : n - 1;
      b->turn[l] = st->turn[i];
      for (int a = 0; a < 4; a++)
        b->turn_slope[a][l] = st->turn_slope ? st->turn_slope[4 * i + a] : 0.0f;
    }
}

static INLINE void
row (const NoiseLayer *st, LaneBasis basis, int basis_dimensions,
     const float (*gradient)[32], const float *origin, const float *step,
     int x0, const int *index, int n, float *values, float *derivatives,
     int with_derivatives)
{
  int dims = st->settings.dimensions;
  /* Only a 4D basis is sampled on the 4D domain (noise_domain_layout): for
   * the others, a constant here leaves the domain's code out of the row. */
  int four_d = basis_dimensions == 4 && st->four_d;
  float range = st->range, bias = 0.0f;
  if (st->settings.fractal != NOISE_FRACTAL_FBM)
    {
      range *= 0.5f;
      bias = 1.0f;
    }
  float inverse = range_inverse (range);
  Basis b = {
    .perm = st->perm32,
    .perm8 = st->perm,
    .slices = st->perm_slices,
    .derivatives = with_derivatives ? basis_dimensions : 0,
    .gradient = gradient,
    .cellular = &st->cellular,
    .settings = &st->settings,
    .turned = st->turn != NULL,
  };
  vi lane;
  for (int l = 0; l < W; l++)
    lane[l] = l;
  /* The last torus angle per axis: its point, cosine and sine. */
  float memo[2][3] = { { 0, 0, 0 }, { 0, 0, 0 } };
  for (int a = 0; four_d && a < 2; a++)
    noise_domain_angle (st, a, 0.0f, &memo[a][1], &memo[a][2]);

  for (int start = 0; start < n; start += W)
    {
      vf p[4];
      /* Lanes past the end repeat the last point (layer-row.c's in_reach
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
      group_points (dims, origin, step, column, start, n, p);
      if (b.turned)
        group_turns (st, start, n, &b);

      vf angles[4] = { { 0 }, { 0 }, { 0 }, { 0 } };
      if (four_d)
        torus_angles (st, p, memo, angles);
      Lanes sum = fractal_value (st, basis, &b, p, four_d ? angles : NULL,
                                 range, inverse, bias);
      int m = n - start < W ? n - start : W;
      store (values + start, sum.value, m);
      if (with_derivatives)
        store_points (derivatives + 4 * start, sum.d, m);
    }
}

/* The basis as the row loop calls it.  Inlined, as everywhere else, unless
 * NOISE_SMALL_ROWS is defined, as it is for the sanitized core tests' rows
 * (tests/core/meson.build), fuzz-replay's own and the libFuzzer build's
 * (tests/fuzz/meson.build): there one copy of the basis is called, instead
 * of a copy inlined at each of the row's octave calls, for each mode GCC
 * unswitches the octave loop on, with and without derivatives.  Those
 * copies made 30 % of the sanitized rows' compile time (cellular.c for
 * AVX-512 F: 44 s of CPU, 15 s called), and the sanitizers check the same
 * operations called as inlined.  Only the call moves: the bits are the
 * same. */
#ifdef NOISE_SMALL_ROWS
#define NOISE_ROW_BASIS(basis) basis##_called
#define NOISE_ROW_CALLED(basis)                                                \
  static OUT_OF_LINE Lanes basis##_called (const Basis *b, const vf *p)        \
  {                                                                            \
    return basis (b, p);                                                       \
  }
#else
#define NOISE_ROW_BASIS(basis) basis
#define NOISE_ROW_CALLED(basis)
#endif

/* The row loop of one basis of the given dimensions (gradient: its table by
 * component, or NULL), with or without derivatives. */
#define NOISE_ROW_FOR(basis, dimensions, gradient)                             \
  NOISE_ROW_CALLED (basis)                                                     \
  static void row_##basis (const NoiseLayer *st, const float *origin,          \
                           const float *step, int x0, const int *index, int n, \
                           float *values, float *derivatives)                  \
  {                                                                            \
    if (derivatives)                                                           \
      row (st, NOISE_ROW_BASIS (basis), dimensions, gradient, origin, step,    \
           x0, index, n, values, derivatives, 1);                              \
    else                                                                       \
      row (st, NOISE_ROW_BASIS (basis), dimensions, gradient, origin, step,    \
           x0, index, n, values, NULL, 0);                                     \
  }

/* A family's row loops for this instruction set, by basis dimension - 1
 * (NULL where it has none): noise_rows_FAMILY_SUFFIX, which types.c lists
 * for the family's type. */
#define NOISE_FAMILY_ROWS(family, d1, d2, d3, d4)                              \
  const NoiseLayerRowFunc NOISE_LANES_NAME (noise_rows_##family)[4]            \
      = { d1, d2, d3, d4 }

#endif /* NOISE_ROW_LOOP_H */
