/* levels.c — NOISE_LEVELS_FILL (noise.h, LEVELS): the values measured once
 * when a state is prepared, and their map onto [-1, 1] after every row. */
#include "noise-internal.h"
#include "noise-row.h"

#include <stdlib.h> /* qsort */

/* Points evaluated per row call while measuring, and the loop phases a
 * loop is measured at (both divide NOISE_LEVELS_POINTS). */
#define CHUNK 256
#define PHASES 8

/* Point i of the fixed set about centre: Roberts' R2 sequence (steps of
 * the plastic number's inverse powers), evenly spread over [-0.5, 0.5]^2
 * and sharing no period with any lattice, so no frequency makes every
 * point fall on the same place of its cell.  In double, exactly rounded,
 * then one float addition: the same floats on every platform. */
static void
level_point (int i, const float *centre, float *p)
{
  const double a1 = 0.75487766624669276, a2 = 0.56984029099805327;
  p[0] = centre[0] + (float) (fmod (0.5 + a1 * i, 1.0) - 0.5);
  p[1] = centre[1] + (float) (fmod (0.5 + a2 * i, 1.0) - 0.5);
  p[2] = centre[2];
  p[3] = centre[3];
}

static int
compare_floats (const void *a, const void *b)
{
  float x = *(const float *) a, y = *(const float *) b;
  return (x > y) - (x < y);
}

NoiseStatus
noise_levels_prepare (NoiseState *state, NoiseRefusal *refusal)
{
  state->levels_scale = state->levels_shift = 0.0f;
  if (state->layer.settings.levels != NOISE_LEVELS_FILL)
    return NOISE_OK;

  /* The same settings mapped by their bounds; a loop's at PHASES phases
   * spread round it, the same whatever the frame, so that every frame
   * shares the map and no frame's region decides it alone. */
  NoiseSettings s = state->layer.settings;
  s.levels = NOISE_LEVELS_BOUNDS;
  s.erosion_ridge = 0; /* the height's values, ridge map or not */
  int phases = s.looping ? PHASES : 1;
  NoiseRowFunc row = noise_row_dispatch ();
  float values[NOISE_LEVELS_POINTS], points[4 * CHUNK];
  for (int phase = 0; phase < phases; phase++)
    {
      NoiseState bounds;
      s.loop_phase = (float) phase / (float) phases;
      NoiseStatus status = noise_prepare (&s, &bounds, refusal);
      if (status != NOISE_OK)
        return status;
      bounds.levels_scale = 0.0f; /* the values themselves (EROSION) */
      int end = (phase + 1) * (NOISE_LEVELS_POINTS / phases);
      for (int start = phase * (NOISE_LEVELS_POINTS / phases); start < end;
           start += CHUNK)
        {
          for (int i = 0; i < CHUNK; i++)
            level_point (start + i, s.levels_centre, points + 4 * i);
          row (&bounds, points, NULL, 0, NULL, CHUNK, values + start, NULL);
        }
    }
  qsort (values, NOISE_LEVELS_POINTS, sizeof *values, compare_floats);
  double low = values[NOISE_LEVELS_TAIL];
  double high = values[NOISE_LEVELS_POINTS - 1 - NOISE_LEVELS_TAIL];
  if (!(high - low >= NOISE_LEVELS_MIN_SPAN))
    return noise_refuse (refusal, NOISE_ERROR_FLAT, NOISE_FIELD_INDEX_levels,
                         high - low, NOISE_LEVELS_MIN_SPAN);
  state->levels_scale = (float) (2.0 / (high - low));
  state->levels_shift = (float) (-(high + low) / (high - low));
  return NOISE_OK;
}

/* Where the soft knee starts: the map is the identity up to it, then
 * bends the tails smoothly towards -1 and 1, never reaching them. */
#define KNEE 0.875f

/* d times slope, kept within NOISE_MAX_DERIVATIVE as noise.h promises: a
 * deep warp's slopes may already be at that bound (warp.c, chain_rule),
 * and the stretch (up to 2 / NOISE_LEVELS_MIN_SPAN) would carry them past
 * it, or past float. */
static void
stretch_slopes (float *d, float slope)
{
  int within = 1;
  for (int c = 0; c < 4; c++)
    within &= fabsf (d[c] * slope) <= NOISE_MAX_DERIVATIVE; /* inf: false */
  if (within)
    {
      for (int c = 0; c < 4; c++)
        d[c] *= slope;
      return;
    }
  double largest = 0.0;
  for (int c = 0; c < 4; c++)
    largest = fmax (largest, fabs ((double) d[c] * slope));
  /* Scaled down to the bound along its own direction, as chain_rule does. */
  for (int c = 0; c < 4; c++)
    d[c] = noise_slope_within_bound ((double) d[c] * slope
                                     * (NOISE_MAX_DERIVATIVE / largest));
}

void
noise_levels_apply (const NoiseState *state, int n, float *values,
                    float *derivatives)
{
  float scale = state->levels_scale, shift = state->levels_shift;
  if (scale == 0.0f)
    return;
  for (int i = 0; i < n; i++)
    {
      float v = values[i] * scale + shift, slope = scale;
      float a = fabsf (v);
      if (a > KNEE)
        {
          /* m (a) = KNEE + (1 - KNEE) t / (1 + t), t = (a - KNEE) / (1 -
           * KNEE): slope 1 where it starts (the height, its slope, normals
           * and flow stay continuous), below 1 for any a, and its slope
           * is 1 / (1 + t)^2. */
          float t = (a - KNEE) * (1.0f / (1.0f - KNEE));
          float u = 1.0f / (1.0f + t);
          v = copysignf (KNEE + (1.0f - KNEE) * (t * u), v);
          slope *= u * u;
        }
      values[i] = v;
      if (derivatives)
        stretch_slopes (derivatives + 4 * i, slope);
    }
}
