/* erosion-row.c — the erosion stage of a row (noise.h, EROSION): the
 * noise's height and exact gradient at each point, its Hessian from the
 * exact gradient at four points around it, then the filter of erosion.c
 * at each point.  Between the noise (warp.c) and the levels (dispatch.c
 * calls it in place of noise_warped_row). */
#include "noise-internal.h"
#include "noise-row.h"

#include <string.h>

/* Points per pass: each needs four more around it, all sampled in one
 * call so that a vector build fills its lanes. */
#define CHUNK 32

/* The difference step, as a fraction of the finest octave's cell.
 * Measured on 6 octaves of value noise (tests/core/test-eroded.c's scan):
 * the eroded gradient's median error against differences of the height
 * is 1.1e-3 at 1/64 and at 1/256 (float's rounding of the gradient over
 * the step), 1.6e-3 at 1/16, 5.5e-3 at 1/8 (truncation); the height's own
 * gradient, not eroded, measures 0.6e-3 by the same scan. */
#define STEP (1.0f / 64.0f)

NoiseStatus
noise_erosion_validate (const NoiseSettings *s, NoiseRefusal *r)
{
  NoiseStatus status = noise_fields_check (s, NOISE_CHECK_EROSION, r);
  if (status == NOISE_OK && s->erosion_strength > 0.0f && s->dimensions < 2)
    return noise_refuse (r, NOISE_ERROR_EROSION,
                         NOISE_FIELD_INDEX_erosion_strength,
                         s->erosion_strength, 0.0);
  return status;
}

void
noise_erosion_from_settings (const NoiseSettings *s, const double period[2],
                             NoiseErosion *e)
{
  memset (e, 0, sizeof *e);
  noise_erosion_init (e);
  e->strength = s->erosion_strength;
  e->scale = s->erosion_scale;
  e->octaves = s->erosion_octaves;
  e->gain = s->erosion_gain;
  e->lacunarity = s->erosion_lacunarity;
  e->gully_weight = s->erosion_gully_weight;
  e->detail = s->erosion_detail;
  e->cell_scale = s->erosion_cell_scale;
  e->ridge_rounding = s->erosion_ridge_rounding;
  e->crease_rounding = s->erosion_crease_rounding;
  e->onset_initial = e->onset_octave = s->erosion_onset;
  e->seed = s->seed;
  for (int a = 0; a < 2; a++)
    e->period[a] = period ? period[a] : 0.0;
  noise_erosion_prepare (e);
}

/* The frequency of a type's finest feature in the top octave (top, its
 * cells): Gabor's is a stripe, gabor_frequency (checked, at least 1) to a
 * cell, so the step is a fraction of the stripe, as of other types' cells.
 * The noise and its warp share gabor_frequency. */
static float
finest (NoiseType type, float top, const NoiseSettings *s)
{
  return type == NOISE_GABOR ? top * s->gabor_frequency : top;
}

void
noise_erosion_setup (NoiseState *state)
{
  const NoiseSettings *s = &state->layer.settings;
  NoiseErosion *e = &state->erosion;
  memset (e, 0, sizeof *e);
  state->erosion_step = 0.0f;
  if (!(s->erosion_strength > 0.0f))
    return;
  /* In cells of the first octave: a tile's period is tile x frequency
   * cells (erosion.c snaps each erosion octave to whole cells of it). */
  double period[2];
  for (int a = 0; a < 2; a++)
    period[a] = (double) s->tile[a] * (double) s->frequency;
  noise_erosion_from_settings (s, period, e);
  float top = finest (s->type, noise_top_frequency (s), s);
  if (s->warp_mode != NOISE_WARP_NONE)
    {
      float warp_top = finest (s->warp_type, noise_warp_top_frequency (s), s);
      if (warp_top > top)
        top = warp_top;
    }
  state->erosion_step = STEP / top;
}

/* p shifted by step along axis a, and the exact distance moved (the float
 * sum rounds it): 0 when the shift is lost in p's precision. */
static double
shifted (const float *p, int a, float step, float *q)
{
  memcpy (q, p, 4 * sizeof *q);
  q[a] = p[a] + step;
  return (double) q[a] - (double) p[a];
}

/* The shifts around each point, in this order: along x by +1, -1, +2 and
 * -2 steps, then along y. */
enum
{
  SHIFTS = 8
};
static const float multiple[4] = { 1.0f, -1.0f, 2.0f, -2.0f };

/* The derivative along axis a of one gradient component c, at point i of
 * m: Richardson's extrapolation of the central differences over one and
 * two steps, (4 D1 - D2) / 3, whose truncation is of the fourth order in
 * the step; each difference over its own exact distance (0 where no step
 * remains). */
static double
curvature (const float *d, double (*dist)[CHUNK], int m, int i, int a, int c)
{
  double D[2];
  for (int k = 0; k < 2; k++)
    {
      int plus = 4 * a + 2 * k, minus = plus + 1;
      double span = dist[plus][i] - dist[minus][i];
      double gp = d[4 * ((plus + 1) * m + i) + c];
      double gm = d[4 * ((minus + 1) * m + i) + c];
      D[k] = span > 0.0 ? (gp - gm) / span : 0.0;
    }
  return (4.0 * D[0] - D[1]) / 3.0;
}

/* The filter's lane builds (erosion-lanes.c), by NoiseIsa. */
typedef void (*ErosionLanes) (const NoiseErosion *e, int n, const double *x,
                              const double *y, const NoiseErosionIn *in,
                              NoiseErosionOut *out);
#define EROSION_LANES(suffix)                                                  \
  void noise_erosion_lanes_##suffix (                                          \
      const NoiseErosion *e, int n, const double *x, const double *y,          \
      const NoiseErosionIn *in, NoiseErosionOut *out);
EROSION_LANES (scalar)
EROSION_LANES (generic)
#ifdef NOISE_HAVE_X86_ROWS
EROSION_LANES (avx2)
EROSION_LANES (avx512)
EROSION_LANES (avx512vbmi)
#endif

static const ErosionLanes erosion_lanes[NOISE_ISA_COUNT] = {
  [NOISE_ISA_SCALAR] = noise_erosion_lanes_scalar,
  [NOISE_ISA_GENERIC] = noise_erosion_lanes_generic,
#ifdef NOISE_HAVE_X86_ROWS
  [NOISE_ISA_AVX2] = noise_erosion_lanes_avx2,
  [NOISE_ISA_AVX512] = noise_erosion_lanes_avx512,
  [NOISE_ISA_AVX512_VBMI] = noise_erosion_lanes_avx512vbmi,
#endif
};

int
noise_erosion_points (const NoiseErosion *e, int isa, int n, const double *x,
                      const double *y, const NoiseErosionIn *in,
                      NoiseErosionOut *out)
{
  if (isa < 0)
    isa = noise_row_best_isa ();
  /* The row path's check: whether this processor runs the build. */
  if (isa >= NOISE_ISA_COUNT || !erosion_lanes[isa]
      || !noise_row_func ((NoiseIsa) isa))
    return 0;
  erosion_lanes[isa](e, n, x, y, in, out);
  return 1;
}

static void
erode_chunk (const NoiseState *st, NoiseIsa isa, const float *centre, int m,
             float *values, float *derivatives)
{
  /* Zeroed: GCC cannot see that the loop below writes every point the
   * row reads (m is at least 1), and a few kilobytes cost nothing beside
   * the filter. */
  float points[(SHIFTS + 1) * CHUNK * 4] = { 0 }, v[(SHIFTS + 1) * CHUNK];
  float d[(SHIFTS + 1) * CHUNK * 4];
  double dist[SHIFTS][CHUNK];
  for (int i = 0; i < m; i++)
    {
      const float *p = centre + 4 * i;
      memcpy (points + 4 * i, p, 4 * sizeof *p);
      for (int k = 0; k < SHIFTS; k++)
        {
          /* The step grows with |p| so that it keeps about 16 bits of
           * it. */
          float step = fmaxf (st->erosion_step, fabsf (p[k >> 2]) * 0x1p-16f);
          dist[k][i] = shifted (p, k >> 2, multiple[k & 3] * step,
                                points + 4 * ((k + 1) * m + i));
        }
    }
  noise_warped_row (st, isa, points, NULL, 0, NULL, (SHIFTS + 1) * m, v, d);

  const NoiseSettings *s = &st->layer.settings;
  double f = s->frequency; /* world units to cells of the first octave */
  NoiseErosionIn in[CHUNK];
  NoiseErosionOut eroded[CHUNK];
  double x[CHUNK], y[CHUNK];
  for (int i = 0; i < m; i++)
    {
      const float *g = d + 4 * i;
      double hxx = curvature (d, dist, m, i, 0, 0);
      double hyy = curvature (d, dist, m, i, 1, 1);
      double hxy = 0.5
                   * (curvature (d, dist, m, i, 0, 1)
                      + curvature (d, dist, m, i, 1, 0));
      in[i] = (NoiseErosionIn) { v[i],          g[0] / f,      g[1] / f,
                                 hxx / (f * f), hxy / (f * f), hyy / (f * f) };
      x[i] = centre[4 * i] * f;
      y[i] = centre[4 * i + 1] * f;
    }
  /* The row's instruction set runs here (its row function was chosen so). */
  noise_erosion_points (&st->erosion, isa, m, x, y, in, eroded);
  for (int i = 0; i < m; i++)
    {
      const float *g = d + 4 * i;
      NoiseErosionOut out = eroded[i];
      if (s->erosion_ridge)
        {
          values[i] = (float) out.ridge;
          if (derivatives)
            memset (derivatives + 4 * i, 0, 4 * sizeof *derivatives);
          continue;
        }
      values[i] = (float) out.h;
      if (derivatives)
        {
          /* Within NOISE_MAX_DERIVATIVE, as every derivative. */
          derivatives[4 * i] = noise_slope_within_bound (out.hx * f);
          derivatives[4 * i + 1] = noise_slope_within_bound (out.hy * f);
          derivatives[4 * i + 2] = g[2];
          derivatives[4 * i + 3] = g[3];
        }
    }
}

void
noise_erosion_row (const NoiseState *st, NoiseIsa isa, const float *origin,
                   const float *step, int x0, const int *index, int n,
                   float *values, float *derivatives)
{
  float centre[4 * CHUNK];
  for (int start = 0; start < n; start += CHUNK)
    {
      int m = n - start < CHUNK ? n - start : CHUNK;
      /* The row's points as points.h computes them: origin + column x
       * step in float, components beyond the dimension 0. */
      for (int i = 0; i < m; i++)
        for (int a = 0; a < 4; a++)
          {
            float *c = centre + 4 * i + a;
            if (!step)
              *c = origin[4 * (start + i) + a];
            else if (a >= st->layer.settings.dimensions)
              *c = 0.0f;
            else
              {
                int64_t column
                    = index ? index[start + i] : (int64_t) x0 + start + i;
                *c = origin[a] + (float) column * step[a];
              }
          }
      erode_chunk (st, isa, centre, m, values + start,
                   derivatives ? derivatives + 4 * start : NULL);
    }
}
