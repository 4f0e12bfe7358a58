/* warp.c — domain warp (noise.h, DOMAIN WARP): the warp's vector at a
 * row's points (along the row, as any row), the noise at the moved points
 * (the points path), derivatives by the chain rule.  Plain C, compiled
 * once: the layers' rows are those of the instruction set asked for, which
 * give the one-lane build's bits, and the arithmetic here is the same in
 * every build. */
#include "noise-internal.h"
#include "noise-row.h"

#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>

/* Points per pass: the buffers below stay a few kilobytes of stack. */
#define CHUNK 256

/* Component c of the warp vector is the warp's noise shifted by these
 * lattice cells (below 256, as the octaves' own shifts), so that the
 * components are unrelated and none is the noise itself when the warp's
 * settings equal the noise's. */
static const float component_shift[4][4] = {
  { 131.7f, 47.3f, 89.1f, 23.9f },
  { 59.3f, 173.9f, 11.7f, 101.3f },
  { 7.1f, 97.9f, 151.3f, 67.7f },
  { 167.9f, 29.3f, 73.1f, 139.7f },
};

/* The warp's layer for component c: its whole fractal sum (level < 0), or
 * its octave `level` alone (progressive).  work starts as a copy of the
 * warp's layer; only the per-octave tables change. */
static void
component_layer (const NoiseLayer *warp, int level, int c, NoiseLayer *work)
{
  int first = level < 0 ? 0 : level;
  int count = level < 0 ? warp->settings.octaves : 1;
  for (int o = 0; o < count; o++)
    {
      int from = first + o;
      for (int a = 0; a < 4; a++)
        {
          work->frequency[o][a] = warp->frequency[from][a];
          work->period[o][a] = warp->period[from][a];
          work->loop[o][a] = warp->loop[from][a];
          work->offset[o][a] = warp->offset[from][a] + component_shift[c][a];
        }
      work->loop_radius[o] = warp->loop_radius[from];
      work->amplitude[o] = level < 0 ? warp->amplitude[from] : 1.0f;
    }
  work->settings.octaves = count;
  work->range = level < 0 ? warp->range : 1.0f;
}

/* Inlined into each caller with its dimension a constant, so that the
 * loops over axes unroll and the loops over points vectorize. */
#define FOR_DIMS __attribute__ ((always_inline)) static inline

/* The points of one pass, as points.h's group_points computes them:
 * origin + column * step (components beyond the dimension 0: 0 + column *
 * 0 is +0), or the chosen points; and the least and greatest of each axis
 * (NaN when a coordinate is infinite or not a number; 0 beyond the
 * dimension).  Along a row each coordinate is monotonic in the column, so
 * the columns' ends bound it. */
FOR_DIMS void
pass_points (int dims, const float *origin, const float *step, int x0,
             const int *index, int start, int m, float *p, float ends[4][2])
{
  for (int a = 0; a < 4; a++)
    ends[a][0] = ends[a][1] = 0.0f;
  if (!step)
    {
      for (int i = 0; i < m; i++)
        for (int a = 0; a < 4; a++)
          p[4 * i + a] = a < dims ? origin[4 * (start + i) + a] : 0.0f;
      if (!noise_points_ends (p, m, dims, ends))
        for (int a = 0; a < dims; a++)
          ends[a][0] = ends[a][1] = NAN;
      return;
    }
  float o[4] = { 0, 0, 0, 0 }, s[4] = { 0, 0, 0, 0 };
  for (int a = 0; a < dims; a++)
    {
      o[a] = origin[a];
      s[a] = step[a];
    }
  /* The columns as floats first, in loops the compiler vectorizes: one
   * converting each point's column in turn would wait on the last. */
  float at[CHUNK];
  int64_t first, last;
  if (index)
    {
      int low = index[start], high = low;
      for (int i = 0; i < m; i++)
        {
          int column = index[start + i];
          low = column < low ? column : low;
          high = column > high ? column : high;
          at[i] = (float) column;
        }
      first = low;
      last = high;
    }
  else
    {
      first = (int64_t) x0 + start;
      last = first + (m - 1);
      if (last <= INT_MAX)
        for (int i = 0; i < m; i++)
          at[i] = (float) ((int) first + i);
      else /* past noise_fill_row's contract: still each column's float */
        for (int i = 0; i < m; i++)
          at[i] = (float) (first + i);
    }
  for (int i = 0; i < m; i++)
    for (int a = 0; a < 4; a++)
      p[4 * i + a] = o[a] + at[i] * s[a];
  for (int a = 0; a < dims; a++)
    {
      float u = o[a] + (float) first * s[a];
      float v = o[a] + (float) last * s[a];
      int nan = u != u || v != v;
      ends[a][0] = nan ? NAN : u < v ? u : v;
      ends[a][1] = nan ? NAN : u < v ? v : u;
    }
}

/* The largest entry a point's Jacobian keeps (noise.h, DOMAIN WARP): past
 * it the matrix is scaled down by a power of two, which is exact, and the
 * power kept apart (its exponent), so that a deep progressive warp's
 * product of Jacobians never overflows and its direction is kept.  With
 * entries up to 2^64 and warp gradients below 2^40 (a basis's slope times
 * the top frequency) a level's float products overflow only through a huge
 * scale (a tiny frequency); that level is then computed in double. */
#define JACOBIAN_BOUND 0x1p64f

/* Point i's next Jacobian where the float one overflowed (scale times the
 * warp's gradients, each finite, past FLT_MAX): the same product in double,
 * where it cannot, scaled by a power of two into the bound. */
FOR_DIMS void
move_jacobian_wide (int dims, float scale, int i, float (*g)[4 * CHUNK],
                    float *jacobian, int *exponent)
{
  double next[16], largest = 0.0;
  for (int b = 0; b < dims; b++)
    for (int a = 0; a < dims; a++)
      {
        double sum = 0.0;
        for (int e = 0; e < dims; e++)
          sum += (double) g[b][4 * i + e] * jacobian[4 * e + a];
        next[4 * b + a] = jacobian[4 * b + a] + (double) scale * sum;
        largest = fmax (largest, fabs (next[4 * b + a]));
      }
  int k = 0;
  if (largest > JACOBIAN_BOUND)
    frexp (largest / JACOBIAN_BOUND, &k); /* 2^(k-1) <= ratio < 2^k */
  for (int b = 0; b < dims; b++)
    for (int a = 0; a < dims; a++)
      jacobian[4 * b + a] = (float) ldexp (next[4 * b + a], -k);
  *exponent += k;
}

/* Point i's next Jacobian, next, into jacobian (the one before it): as it
 * is below the bound, scaled by a power of two (exact) when an entry is
 * past it, recomputed in double when the float product overflowed. */
FOR_DIMS void
bound_jacobian (int dims, float scale, int i, float (*g)[4 * CHUNK],
                const float *next, float *jacobian, int *exponent)
{
  float largest = 0.0f;
  int finite = 1;
  for (int b = 0; b < dims; b++)
    for (int a = 0; a < dims; a++)
      {
        float x = fabsf (next[4 * b + a]);
        finite &= x <= FLT_MAX; /* false for infinity and NaN */
        largest = x > largest ? x : largest;
      }
  if (!finite)
    {
      move_jacobian_wide (dims, scale, i, g, jacobian, exponent);
      return;
    }
  int k = 0;
  if (largest > JACOBIAN_BOUND)
    frexpf (largest / JACOBIAN_BOUND, &k); /* 2^(k-1) <= ratio < 2^k */
  for (int b = 0; b < dims; b++)
    for (int a = 0; a < dims; a++)
      jacobian[4 * b + a] = k ? ldexpf (next[4 * b + a], -k) : next[4 * b + a];
  *exponent += k;
}

/* q += scale * w, and with derivatives jacobian = (I + scale J_w)
 * jacobian, J_w's rows being the components' gradients g at q, the true
 * Jacobian being jacobian times 2^exponent. */
FOR_DIMS void
move_points (int dims, float scale, int m, float (*w)[CHUNK],
             float (*g)[4 * CHUNK], float *q, float (*jacobian)[16],
             int *exponent)
{
  for (int i = 0; jacobian && i < m; i++)
    {
      float next[16];
      for (int b = 0; b < dims; b++)
        for (int a = 0; a < dims; a++)
          {
            float sum = 0.0f;
            for (int e = 0; e < dims; e++)
              sum += g[b][4 * i + e] * jacobian[i][4 * e + a];
            next[4 * b + a] = jacobian[i][4 * b + a] + scale * sum;
          }
      bound_jacobian (dims, scale, i, g, next, jacobian[i], &exponent[i]);
    }
  for (int i = 0; i < m; i++)
    for (int c = 0; c < dims; c++)
      q[4 * i + c] += scale * w[c][i];
}

/* d n (q (p)) / d p_a = sum_b d n / d q_b * d q_b / d p_a (0 beyond the
 * dimension), the Jacobian being jacobian times 2^exponent: in float as
 * written where that is finite and within NOISE_MAX_DERIVATIVE, else in
 * double, the vector scaled down (its direction kept) until its largest
 * component is NOISE_MAX_DERIVATIVE. */
FOR_DIMS void
chain_rule (int dims, int m, const float *d, float (*jacobian)[16],
            const int *exponent, float *derivatives)
{
  for (int i = 0; i < m; i++)
    {
      int within = 1;
      for (int a = 0; a < 4; a++)
        {
          float sum = 0.0f;
          for (int b = 0; b < dims && a < dims; b++)
            sum += d[4 * i + b] * jacobian[i][4 * b + a];
          if (exponent[i])
            sum = ldexpf (sum, exponent[i]);
          within &= fabsf (sum) <= NOISE_MAX_DERIVATIVE; /* NaN: false */
          derivatives[4 * i + a] = sum;
        }
      if (within)
        continue;
      /* The sums in double (finite: a float's square times four), then
       * times 2^exponent, or, where that reaches the bound, scaled to it. */
      double wide[4], largest = 0.0;
      for (int a = 0; a < 4; a++)
        {
          double sum = 0.0;
          for (int b = 0; b < dims && a < dims; b++)
            sum += (double) d[4 * i + b] * jacobian[i][4 * b + a];
          wide[a] = sum;
          largest = fmax (largest, fabs (sum));
        }
      int top, size = 0;
      frexp (NOISE_MAX_DERIVATIVE, &top); /* the bound is 2^(top - 1) */
      frexp (largest, &size);             /* largest < 2^size */
      int shrink = largest > 0.0 && size + exponent[i] >= top;
      for (int a = 0; a < 4; a++)
        {
          double x = shrink ? wide[a] * (NOISE_MAX_DERIVATIVE / largest)
                            : ldexp (wide[a], exponent[i]);
          derivatives[4 * i + a] = noise_slope_within_bound (x);
        }
    }
}

/* The row's own points of one pass: origin + column * step, the columns
 * x0 + start .. or index[start ..], m of them; or, with step NULL, the
 * chosen points. */
typedef struct
{
  const float *origin, *step;
  int x0;
  const int *index;
  int start, m;
} PassRow;

/* Layer at the pass's points: a row's points by the row path (the warp's
 * components before any level moved them), else the moved or chosen points
 * q by the points path; the two give the same bits. */
static void
sample (const NoiseLayer *layer, NoiseIsa isa, const PassRow *r, int moved,
        const float *q, float ends[4][2], float *values, float *derivatives)
{
  if (!moved && r->step
      && (r->index || (int64_t) r->x0 + r->start + (r->m - 1) <= INT_MAX))
    noise_layer_row (layer, isa, r->origin, r->step, r->x0 + r->start,
                     r->index ? r->index + r->start : NULL, r->m, values,
                     derivatives);
  else
    noise_layer_points_within (layer, isa, ends, q, r->m, values, derivatives);
}

/* One warp level at points q (moved in place; moved: whether a level
 * before this one moved them). */
FOR_DIMS void
warp_level (const NoiseLayer *warp, NoiseLayer *work, int level, NoiseIsa isa,
            int dims, float scale, const PassRow *row, int moved, float *q,
            float ends[4][2], float (*jacobian)[16], int *exponent)
{
  float w[4][CHUNK], g[4][4 * CHUNK];
  for (int c = 0; c < dims; c++)
    {
      component_layer (warp, level, c, work);
      sample (work, isa, row, moved, q, ends, w[c], jacobian ? g[c] : NULL);
    }
  /* |scale * w| <= scale, and rounding is monotonic: the moved points stay
   * within the ends moved out by scale. */
  for (int a = 0; a < dims; a++)
    {
      ends[a][0] = ends[a][0] - scale;
      ends[a][1] = ends[a][1] + scale;
    }
  move_points (dims, scale, row->m, w, g, q, jacobian, exponent);
}

/* The noise turned by the warp's noise (noise.h, DOMAIN WARP,
 * orientation): the warp's first component at the row's points, as turns
 * and their gradients, read by the noise's row at the same points. */
static void
turn_row (const NoiseState *st, NoiseIsa isa, const PassRow *row,
          const float *q, float ends[4][2], float *values, float *derivatives)
{
  NoiseLayer work = st->warp, turned = st->layer;
  float turn[CHUNK], slope[4 * CHUNK];
  component_layer (&st->warp, -1, 0, &work);
  sample (&work, isa, row, 0, q, ends, turn, derivatives ? slope : NULL);
  for (int i = 0; i < row->m; i++)
    turn[i] *= st->warp_turn;
  for (int i = 0; derivatives && i < 4 * row->m; i++)
    slope[i] *= st->warp_turn;
  turned.turn = turn;
  turned.turn_slope = derivatives ? slope : NULL;
  sample (&turned, isa, row, 0, q, ends, values, derivatives);
}

FOR_DIMS void
warp_row (int dims, const NoiseState *st, NoiseIsa isa, const float *origin,
          const float *step, int x0, const int *index, int n, float *values,
          float *derivatives)
{
  const NoiseLayer *warp = &st->warp;
  int progressive = st->layer.settings.warp_mode == NOISE_WARP_PROGRESSIVE;
  NoiseLayer work = *warp;

  for (int start = 0; start < n; start += CHUNK)
    {
      int m = n - start < CHUNK ? n - start : CHUNK;
      PassRow row = { origin, step, x0, index, start, m };
      float q[4 * CHUNK], jacobian[CHUNK][16], d[4 * CHUNK], ends[4][2];
      int exponent[CHUNK]; /* the Jacobian's power of two, kept apart */
      pass_points (dims, origin, step, x0, index, start, m, q, ends);
      if (st->layer.settings.warp_mode == NOISE_WARP_ORIENTATION)
        {
          turn_row (st, isa, &row, q, ends, values + start,
                    derivatives ? derivatives + 4 * start : NULL);
          continue;
        }
      if (derivatives) /* the identity, in the entries the dimension uses */
        for (int i = 0; i < m; i++)
          {
            exponent[i] = 0;
            for (int b = 0; b < dims; b++)
              for (int a = 0; a < dims; a++)
                jacobian[i][4 * b + a] = a == b ? 1.0f : 0.0f;
          }

      /* Independent: one level at the points themselves; progressive: each
       * octave at the points the octaves below moved. */
      if (!progressive)
        warp_level (warp, &work, -1, isa, dims, st->warp_scale, &row, 0, q,
                    ends, derivatives ? jacobian : NULL, exponent);
      else
        for (int k = 0; k < warp->settings.octaves; k++)
          warp_level (warp, &work, k, isa, dims,
                      st->warp_scale * (warp->amplitude[k] / warp->range), &row,
                      k > 0, q, ends, derivatives ? jacobian : NULL, exponent);

      sample (&st->layer, isa, &row, 1, q, ends, values + start,
              derivatives ? d : NULL);
      if (derivatives)
        chain_rule (dims, m, d, jacobian, exponent, derivatives + 4 * start);
    }
}

void
noise_warp_row (const NoiseState *st, NoiseIsa isa, const float *origin,
                const float *step, int x0, const int *index, int n,
                float *values, float *derivatives)
{
  switch (st->layer.settings.dimensions)
    {
    case 1:
      warp_row (1, st, isa, origin, step, x0, index, n, values, derivatives);
      break;
    case 2:
      warp_row (2, st, isa, origin, step, x0, index, n, values, derivatives);
      break;
    case 3:
      warp_row (3, st, isa, origin, step, x0, index, n, values, derivatives);
      break;
    default:
      warp_row (4, st, isa, origin, step, x0, index, n, values, derivatives);
      break;
    }
}

void
noise_warped_row (const NoiseState *st, NoiseIsa isa, const float *origin,
                  const float *step, int x0, const int *index, int n,
                  float *values, float *derivatives)
{
  if (st->layer.settings.warp_mode != NOISE_WARP_NONE)
    noise_warp_row (st, isa, origin, step, x0, index, n, values, derivatives);
  else
    noise_layer_row (&st->layer, isa, origin, step, x0, index, n, values,
                     derivatives);
}
