/* warp.c — domain warp (noise.h, DOMAIN WARP): the warp's vector at a
 * row's points, the noise at the moved points, derivatives by the chain
 * rule.  Plain C, compiled once: the layers' rows are those of the
 * instruction set asked for, which give the one-lane build's bits, and the
 * arithmetic here is the same in every build. */
#include "noise-internal.h"
#include "noise-row.h"

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

/* The points of one pass, as row-loop.h's group_points computes them:
 * origin + column * step (components beyond the dimension 0), or the
 * chosen points; and the least and greatest of each axis (NaN when a
 * coordinate is not a number; 0 beyond the dimension).  Along a row each
 * coordinate is monotonic in the column, so the columns' ends bound it. */
static void
pass_points (int dims, const float *origin, const float *step, int x0,
             const int *index, int start, int m, float *p, float ends[4][2])
{
  for (int i = 0; i < 4 * m; i++)
    p[i] = 0.0f;
  for (int a = 0; a < 4; a++)
    ends[a][0] = ends[a][1] = 0.0f;
  if (!step)
    {
      for (int i = 0; i < m; i++)
        for (int a = 0; a < dims; a++)
          p[4 * i + a] = origin[4 * (start + i) + a];
      if (!noise_points_ends (p, m, dims, ends))
        for (int a = 0; a < dims; a++)
          ends[a][0] = ends[a][1] = NAN;
      return;
    }
  int64_t first = index ? index[start] : (int64_t) x0 + start, last = first;
  for (int i = 0; i < m; i++)
    {
      int64_t column = index ? index[start + i] : (int64_t) x0 + start + i;
      first = column < first ? column : first;
      last = column > last ? column : last;
      for (int a = 0; a < dims; a++)
        p[4 * i + a] = origin[a] + (float) column * step[a];
    }
  for (int a = 0; a < dims; a++)
    {
      float u = origin[a] + (float) first * step[a];
      float v = origin[a] + (float) last * step[a];
      int nan = u != u || v != v;
      ends[a][0] = nan ? NAN : u < v ? u : v;
      ends[a][1] = nan ? NAN : u < v ? v : u;
    }
}

/* One warp level at points q (moved in place): each component's noise,
 * q += scale * w, and with derivatives jacobian = (I + scale J_w) jacobian,
 * J_w's rows being the components' gradients at q. */
static void
warp_level (const NoiseLayer *warp, NoiseLayer *work, int level, NoiseIsa isa,
            int dims, float scale, int m, float *q, float ends[4][2],
            float (*jacobian)[16])
{
  float w[4][CHUNK], g[4][4 * CHUNK];
  for (int c = 0; c < dims; c++)
    {
      component_layer (warp, level, c, work);
      noise_layer_points_within (work, isa, ends, q, m, w[c],
                                 jacobian ? g[c] : NULL);
    }
  /* |scale * w| <= scale, and rounding is monotonic: the moved points stay
   * within the ends moved out by scale. */
  for (int a = 0; a < dims; a++)
    {
      ends[a][0] = ends[a][0] - scale;
      ends[a][1] = ends[a][1] + scale;
    }
  for (int i = 0; i < m; i++)
    {
      if (jacobian)
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
          for (int b = 0; b < dims; b++)
            for (int a = 0; a < dims; a++)
              jacobian[i][4 * b + a] = next[4 * b + a];
        }
      for (int c = 0; c < dims; c++)
        q[4 * i + c] += scale * w[c][i];
    }
}

void
noise_warp_row (const NoiseState *st, NoiseIsa isa, const float *origin,
                const float *step, int x0, const int *index, int n,
                float *values, float *derivatives)
{
  const NoiseLayer *warp = &st->warp;
  int dims = st->layer.settings.dimensions;
  int progressive = st->layer.settings.warp_mode == NOISE_WARP_PROGRESSIVE;
  NoiseLayer work = *warp;

  for (int start = 0; start < n; start += CHUNK)
    {
      int m = n - start < CHUNK ? n - start : CHUNK;
      float q[4 * CHUNK], jacobian[CHUNK][16], d[4 * CHUNK], ends[4][2];
      pass_points (dims, origin, step, x0, index, start, m, q, ends);
      if (derivatives)
        for (int i = 0; i < m; i++)
          for (int e = 0; e < 16; e++)
            jacobian[i][e] = e % 5 == 0 ? 1.0f : 0.0f;

      /* Independent: one level at the points themselves; progressive: each
       * octave at the points the octaves below moved. */
      if (!progressive)
        warp_level (warp, &work, -1, isa, dims, st->warp_scale, m, q, ends,
                    derivatives ? jacobian : NULL);
      else
        for (int k = 0; k < warp->settings.octaves; k++)
          warp_level (warp, &work, k, isa, dims,
                      st->warp_scale * (warp->amplitude[k] / warp->range), m, q,
                      ends, derivatives ? jacobian : NULL);

      noise_layer_points_within (&st->layer, isa, ends, q, m, values + start,
                                 derivatives ? d : NULL);
      if (!derivatives)
        continue;
      /* d n (q (p)) / d p_a = sum_b d n / d q_b * d q_b / d p_a */
      for (int i = 0; i < m; i++)
        for (int a = 0; a < 4; a++)
          {
            float sum = 0.0f;
            for (int b = 0; b < dims && a < dims; b++)
              sum += d[4 * i + b] * jacobian[i][4 * b + a];
            derivatives[4 * (start + i) + a] = sum;
          }
    }
}
