/* layer-row.c — one layer's row on one instruction set: the row loop of
 * the layer's type and basis dimension (types.c), given to the one-lane
 * build, which clamps, when a vector build's lattice points could leave
 * NOISE_LATTICE_LIMIT.  Below both the warp (warp.c) and the builds'
 * entries (dispatch.c), which call it; it calls neither. */
#include "noise-internal.h"
#include "noise-row.h"

#include <limits.h>
#include <stdint.h>

int
noise_points_ends (const float *points, int n, int dims, float ends[4][2])
{
  /* Four points at a time, each into its own least, greatest and sum, so
   * that the comparisons' latency does not bound the loop; "v < lo ? v :
   * lo" is one minimum instruction where the processor has one.  v - v is
   * 0 unless v is infinite or not a number, and a NaN sum stays NaN. */
  float lo[4][4], hi[4][4], sum[4][4];
  for (int k = 0; k < 4; k++)
    for (int a = 0; a < 4; a++)
      {
        lo[k][a] = hi[k][a] = points[a];
        sum[k][a] = 0.0f;
      }
  for (int i = 0; i < n; i += 4)
    for (int k = 0; k < 4; k++)
      {
        const float *p = points + 4 * (i + k < n ? i + k : i);
        for (int a = 0; a < 4; a++)
          {
            float v = p[a];
            lo[k][a] = v < lo[k][a] ? v : lo[k][a];
            hi[k][a] = v > hi[k][a] ? v : hi[k][a];
            sum[k][a] += v - v;
          }
      }
  int finite = 1;
  for (int a = 0; a < dims; a++)
    {
      ends[a][0] = lo[0][a];
      ends[a][1] = hi[0][a];
      for (int k = 0; k < 4; k++)
        {
          ends[a][0] = lo[k][a] < ends[a][0] ? lo[k][a] : ends[a][0];
          ends[a][1] = hi[k][a] > ends[a][1] ? hi[k][a] : ends[a][1];
          finite &= sum[k][a] == 0.0f;
        }
    }
  return finite;
}

/* The least and greatest world coordinate of a row's points along each
 * axis below dims, computed as points.h computes them (group_points):
 * with step, each coordinate is a float operation with one operand fixed
 * along the row, and rounding is monotonic, so every coordinate lies
 * between those of the first and last columns (lanes past the end repeat
 * the last); chosen points (step NULL) as noise_points_ends reads them. */
static int
row_ends (const float *origin, const float *step, int x0, const int *index,
          int n, int dims, float ends[4][2])
{
  if (!step)
    return noise_points_ends (origin, n, dims, ends);
  int columns[2] = { x0, x0 };
  if (!index)
    columns[1] = x0 + (n - 1); /* in_reach: not past INT_MAX */
  else
    {
      columns[0] = columns[1] = index[0];
      for (int i = 1; i < n; i++)
        {
          columns[0] = index[i] < columns[0] ? index[i] : columns[0];
          columns[1] = index[i] > columns[1] ? index[i] : columns[1];
        }
    }
  for (int a = 0; a < dims; a++)
    for (int e = 0; e < 2; e++)
      ends[a][e] = origin[a] + (float) columns[e] * step[a];
  return 1;
}

/* Whether world coordinates between ends[a][0] and ends[a][1] along each
 * axis a keep every octave's plain lattice point inside
 * NOISE_LATTICE_LIMIT (NaN ends do not). */
static int
ends_in_reach (const NoiseLayer *st, float ends[4][2])
{
  for (int a = 0; a < 4; a++)
    for (int o = 0; o < st->settings.octaves; o++)
      for (int e = 0; e < 2; e++)
        {
          float q = ends[a][e] * st->frequency[o][a] + st->offset[o][a]
                    + st->loop[o][a];
          if (!(fabsf (q) < NOISE_LATTICE_LIMIT)) /* NaN too */
            return 0;
        }
  return 1;
}

/* Whether every lattice point a vector build computes for a row is inside
 * NOISE_LATTICE_LIMIT, so that it may skip the clamp: the plain octave's
 * point (octave.h, plain_octave) is monotonic in the world point, so the
 * ends of each axis (row_ends) bound it.  The 4D domain clamps in every
 * build.  The bound is strict: a compiler evaluating this in wider
 * precision stays within an ulp. */
static int
in_reach (const NoiseLayer *st, const float *origin, const float *step, int x0,
          const int *index, int n)
{
  if (n <= 0)
    return 1;
  if (step && !index && (int64_t) x0 + (n - 1) > INT_MAX)
    return 0; /* the columns wrap round: no longer between their ends */
  if (st->four_d)
    return 1;
  float ends[4][2] = { { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 } };
  return row_ends (origin, step, x0, index, n, st->settings.dimensions, ends)
         && ends_in_reach (st, ends);
}

void
noise_layer_row (const NoiseLayer *layer, NoiseIsa isa, const float *origin,
                 const float *step, int x0, const int *index, int n,
                 float *values, float *derivatives)
{
  if (isa != NOISE_ISA_SCALAR && !in_reach (layer, origin, step, x0, index, n))
    isa = NOISE_ISA_SCALAR;
  noise_type_row (layer->settings.type, layer->basis_dimensions,
                  isa) (layer, origin, step, x0, index, n, values, derivatives);
}

void
noise_layer_points_within (const NoiseLayer *layer, NoiseIsa isa,
                           float ends[4][2], const float *points, int n,
                           float *values, float *derivatives)
{
  if (isa != NOISE_ISA_SCALAR && !layer->four_d && !ends_in_reach (layer, ends))
    isa = NOISE_ISA_SCALAR;
  noise_type_row (layer->settings.type, layer->basis_dimensions,
                  isa) (layer, points, NULL, 0, NULL, n, values, derivatives);
}
