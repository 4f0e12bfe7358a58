/* fractal.c — settings, prepared state and the public entry points of
 * noise.h; the fractal sum itself is row-loop.h's, in every build. */
#include "domain.h"
#include "noise-internal.h"
#include "noise-row.h"

#include <float.h>
#include <string.h>

/* Lattice-space shift per octave when decorrelating: irrational-looking
 * steps (fractional parts of multiples of the plastic and golden ratios),
 * kept below 256 so the permutation period does not matter and float
 * precision is not spent on large coordinates. */
static const float octave_step[4] = { 23.7319f, 61.2853f, 41.9173f, 7.3367f };

int
noise_octave_count (const NoiseSettings *s)
{
  if (s->detail == 0.0f)
    return s->octaves;
  /* Defined for any detail: NaN and below 1 count 1, beyond 16 count 16. */
  if (!(s->detail > 1.0f))
    return 1;
  return s->detail < (float) NOISE_MAX_OCTAVES ? (int) ceilf (s->detail)
                                               : NOISE_MAX_OCTAVES;
}

float
noise_octave_fraction (const NoiseSettings *s)
{
  /* 0 for detail 0, and up to 1 (one whole octave) */
  return s->detail > 1.0f ? s->detail - floorf (s->detail) : 0.0f;
}

/* The fractal modes' own parameters; octaves first, as the top frequency
 * depends on them. */
static NoiseStatus
validate_fractal (const NoiseSettings *s, NoiseRefusal *r)
{
  NoiseStatus status = noise_fields_check (s, NOISE_CHECK_DETAIL, r);
  if (status == NOISE_OK && s->detail == 0.0f)
    status = noise_fields_check (s, NOISE_CHECK_OCTAVES, r);
  if (status == NOISE_OK)
    status = noise_fields_check (s, NOISE_CHECK_FRACTAL, r);
  return status;
}

float
noise_top_frequency (const NoiseSettings *s)
{
  return s->frequency
         * powf (s->lacunarity, (float) (noise_octave_count (s) - 1));
}

/* The warp's noise (noise.h, DOMAIN WARP): the noise's settings with the
 * warp's type, frequency, octaves and seed, an fbm of whole octaves. */
static NoiseSettings
warp_settings (const NoiseSettings *s)
{
  NoiseSettings w = *s;
  w.type = s->warp_type;
  w.frequency = s->warp_frequency;
  w.octaves = s->warp_octaves;
  w.seed = s->warp_seed;
  w.fractal = NOISE_FRACTAL_FBM;
  w.weighted_strength = 0.0f;
  w.detail = 0.0f;
  w.decorrelate_octaves = 1;
  w.warp_mode = NOISE_WARP_NONE;
  return w;
}

float
noise_warp_top_frequency (const NoiseSettings *s)
{
  NoiseSettings w = warp_settings (s);
  return noise_top_frequency (&w);
}

/* The warp's settings, read only with a warp mode; after the noise's own,
 * so that the warp's noise shares checked tiling and cellular fields. */
static NoiseStatus
validate_warp (const NoiseSettings *s, NoiseRefusal *r)
{
  if (s->warp_mode == NOISE_WARP_NONE)
    return NOISE_OK;
  NoiseStatus status = noise_fields_check (s, NOISE_CHECK_WARP, r);
  if (status == NOISE_OK)
    status = noise_fields_check (s, NOISE_CHECK_WARP_TYPE, r);
  if (status != NOISE_OK)
    return status;
  if (s->warp_mode == NOISE_WARP_ORIENTATION
      && !noise_type_orientable (s->type, s->dimensions))
    return noise_refuse (r, NOISE_ERROR_WARP_ORIENTATION,
                         NOISE_FIELD_INDEX_warp_mode, s->type, NAN);
  NoiseSettings w = warp_settings (s);
  if (!noise_type_has_dimensions (w.type, w.dimensions))
    return noise_refuse (r, NOISE_ERROR_WARP_TYPE, NOISE_FIELD_INDEX_warp_type,
                         w.type, NAN);
  if (noise_top_frequency (&w) > NOISE_MAX_FREQUENCY)
    return noise_refuse (r, NOISE_ERROR_WARP_TOP_FREQUENCY,
                         NOISE_FIELD_INDEX_warp_octaves,
                         noise_top_frequency (&w), NOISE_MAX_FREQUENCY);
  status = noise_domain_validate (&w, noise_octave_count (&w), r);
  if (status == NOISE_ERROR_NOT_PERIODIC)
    return noise_refuse (r, NOISE_ERROR_WARP_TYPE, NOISE_FIELD_INDEX_warp_type,
                         w.type, NAN);
  return status;
}

static NoiseStatus
validate (const NoiseSettings *s, NoiseRefusal *r)
{
  NoiseStatus status = noise_fields_check (s, NOISE_CHECK_TYPE, r);
  if (status != NOISE_OK)
    return status;
  if (!noise_type_has_dimensions (s->type, s->dimensions))
    return noise_refuse (
        r, NOISE_ERROR_DIMENSIONS, NOISE_FIELD_INDEX_dimensions, s->dimensions,
        noise_type_nearest_dimensions (s->type, s->dimensions));
  status = noise_fields_check (s, NOISE_CHECK_SCALE, r);
  if (status == NOISE_OK)
    status = validate_fractal (s, r);
  if (status != NOISE_OK)
    return status;
  if (noise_top_frequency (s) > NOISE_MAX_FREQUENCY)
    return noise_refuse (r, NOISE_ERROR_TOP_FREQUENCY,
                         s->detail != 0.0f ? NOISE_FIELD_INDEX_detail
                                           : NOISE_FIELD_INDEX_octaves,
                         noise_top_frequency (s), NOISE_MAX_FREQUENCY);
  status = noise_domain_validate (s, noise_octave_count (s), r);
  if (status == NOISE_OK)
    status = noise_cellular_validate (s, r);
  if (status == NOISE_OK)
    status = validate_warp (s, r);
  if (status == NOISE_OK)
    status = noise_fields_check (s, NOISE_CHECK_LEVELS, r);
  if (status == NOISE_OK)
    status = noise_erosion_validate (s, r);
  if (status == NOISE_OK)
    status = noise_wave_validate (s, r);
  if (status == NOISE_OK)
    status = noise_fields_check (s, NOISE_CHECK_GABOR, r);
  return status;
}

/* One layer of checked settings. */
static void
prepare_layer (const NoiseSettings *settings, NoiseLayer *layer)
{
  layer->settings = *settings;
  layer->turn = layer->turn_slope = NULL; /* set per row (warp.c) */
  layer->settings.octaves = noise_octave_count (settings);
  /* Filled levels stretch whatever range the mode has. */
  if (settings->levels == NOISE_LEVELS_FILL)
    layer->settings.normalize = 1;
  noise_permutation (settings->seed, settings->type == NOISE_SIMPLEX_2002,
                     layer->perm);
  memset (layer->perm + 512, 0, sizeof layer->perm - 512);
  for (int i = 0; i < 512; i++)
    layer->perm32[i] = layer->perm[i];
  noise_permutation_slices (layer->perm, layer->perm_slices);
  /* The pseudorandom-artist tutorial's Sum: frequency *= lacunarity,
   * amplitude *= persistence, range += amplitude, in this order and in
   * float.  A partial last octave (detail) counts with its amplitude scaled
   * by the fraction, in the sum and in the range: Blender's Detail, the same
   * at 0 as without it. */
  noise_domain_layout (layer);
  noise_cellular_prepare (layer);
  int octaves = layer->settings.octaves;
  float fraction = noise_octave_fraction (settings);
  float frequency = settings->frequency, amplitude = 1.0f, range = 1.0f;
  for (int o = 0; o < octaves; o++)
    {
      float a = amplitude;
      if (o > 0)
        {
          frequency *= settings->lacunarity;
          amplitude *= settings->persistence;
          a = fraction > 0.0f && o == octaves - 1 ? amplitude * fraction
                                                  : amplitude;
          range += a;
        }
      layer->amplitude[o] = a;
      for (int a = 0; a < 4; a++)
        layer->offset[o][a] = settings->decorrelate_octaves
                                  ? fmodf ((float) o * octave_step[a], 256.0f)
                                  : 0.0f;
      noise_domain_prepare (layer, o, frequency);
    }
  layer->range = range;
  noise_fractal_bounds (layer);
}

NoiseStatus
noise_prepare (const NoiseSettings *settings, NoiseState *state,
               NoiseRefusal *refusal)
{
  NoiseRefusal own;
  NoiseRefusal *r = refusal ? refusal : &own;
  noise_refuse (r, NOISE_OK, -1, 0.0, 0.0);
  NoiseStatus status = validate (settings, r);
  if (status != NOISE_OK)
    return status;

  prepare_layer (settings, &state->layer);
  memset (&state->warp, 0, sizeof state->warp);
  state->warp_scale = state->warp_turn = 0.0f;
  if (settings->warp_mode != NOISE_WARP_NONE)
    {
      NoiseSettings w = warp_settings (settings);
      prepare_layer (&w, &state->warp);
      /* Finite whatever the frequency (a tiny one made it infinite, and
       * infinity times a flat warp NaN): never less than any finite
       * quotient, so only the quotients that overflowed change. */
      float scale = settings->warp_amount / settings->frequency;
      if (settings->warp_mode == NOISE_WARP_ORIENTATION)
        state->warp_turn = 0.5f * settings->warp_amount;
      else
        state->warp_scale = scale <= FLT_MAX ? scale : FLT_MAX;
    }
  noise_erosion_setup (state);
  status = noise_levels_prepare (state, r);
  if (status == NOISE_OK && settings->erosion_strength > 0.0f)
    {
      /* The ridge map is not levelled; the eroded height, beyond its
       * mode's range, is at least bent into [-1, 1] by the knee (EROSION). */
      if (settings->erosion_ridge)
        state->levels_scale = state->levels_shift = 0.0f;
      else if (state->levels_scale == 0.0f)
        state->levels_scale = 1.0f;
    }
  return status;
}

const char *
noise_status_string (NoiseStatus status)
{
  switch (status)
    {
#define MESSAGE(NAME, TEXT)                                                    \
  case NAME: return TEXT;
      NOISE_STATUSES (MESSAGE)
#undef MESSAGE
    }
  return "unknown status";
}

/* One point by the one-lane build, the reference path: the same source as
 * every row. */
NoiseSample4
noise_eval (const NoiseState *st, const float p[4])
{
  float q[4] = { 0, 0, 0, 0 }, value, d[4];
  for (int a = 0; a < st->layer.settings.dimensions; a++)
    q[a] = p[a];
  noise_row_func (NOISE_ISA_SCALAR) (st, q, NULL, 0, NULL, 1, &value, d);
  NoiseSample4 s = { value, d[0], d[1], d[2], d[3] };
  return s;
}

/* noise_fill_row and noise_fill_columns: the widest build the processor
 * runs. */
static void
fill (const NoiseState *state, const float *origin, const float *step, int x0,
      const int *index, int n, float *values, float *derivatives)
{
  noise_row_dispatch () (state, origin, step, x0, index, n, values,
                         derivatives);
}

void
noise_fill_row (const NoiseState *state, const float origin[4],
                const float step[4], int x0, int n, float *values,
                float *derivatives)
{
  fill (state, origin, step, x0, NULL, n, values, derivatives);
}

void
noise_fill_columns (const NoiseState *state, const float origin[4],
                    const float step[4], const int *columns, int n,
                    float *values, float *derivatives)
{
  fill (state, origin, step, 0, columns, n, values, derivatives);
}

void
noise_fill_points (const NoiseState *state, const float *points, int n,
                   float *values, float *derivatives)
{
  if (n > 0)
    fill (state, points, NULL, 0, NULL, n, values, derivatives);
}

NoiseSample
noise_sample (NoiseType type, int dimensions, float x, float y, float z,
              float frequency, uint32_t seed)
{
  NoiseSample out = { 0, 0, 0, 0 };
  NoiseSettings settings;
  NoiseState state;
  noise_settings_init (&settings);
  settings.type = type;
  settings.dimensions = dimensions;
  settings.frequency = frequency;
  settings.seed = seed;
  if (dimensions > 3 || noise_prepare (&settings, &state, NULL) != NOISE_OK)
    return out;
  float p[4] = { x, y, z, 0.0f };
  NoiseSample4 s = noise_eval (&state, p);
  out.value = s.value;
  out.dx = s.dx;
  out.dy = dimensions > 1 ? s.dy : 0.0f;
  out.dz = dimensions > 2 ? s.dz : 0.0f;
  return out;
}
