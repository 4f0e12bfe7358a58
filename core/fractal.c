/* fractal.c — settings, prepared state and the public entry points of
 * noise.h; the fractal sum itself is row-loop.h's, in every build. */
#include "domain.h"
#include "noise-internal.h"
#include "noise-row.h"

#include <float.h>
#include <stddef.h>
#include <string.h>

/* Lattice-space shift per octave when decorrelating: irrational-looking
 * steps (fractional parts of multiples of the plastic and golden ratios),
 * kept below 256 so the permutation period does not matter and float
 * precision is not spent on large coordinates. */
static const float octave_step[4] = { 23.7319f, 61.2853f, 41.9173f, 7.3367f };

void
noise_settings_init (NoiseSettings *settings)
{
  settings->type = NOISE_SIMPLEX;
  settings->dimensions = 3;
  settings->frequency = 4.0f;
  settings->octaves = 1;
  settings->lacunarity = 2.0f;
  settings->persistence = 0.5f;
  settings->fractal = NOISE_FRACTAL_FBM;
  settings->seed = 0;
  settings->decorrelate_octaves = 1;
  settings->tile[0] = settings->tile[1] = 0.0f;
  settings->looping = 0;
  settings->loop_phase = 0.0f;
  settings->loop_length = 2.0f;
  settings->cellular_return = NOISE_CELLULAR_F1;
  settings->metric = NOISE_METRIC_EUCLIDEAN;
  settings->minkowski_exponent = 0.5f;
  settings->jitter = 1.0f;
  settings->smoothness = 1.0f;
  settings->fractal_offset = 0.0f;
  settings->fractal_gain = 1.0f;
  settings->ping_pong_strength = 2.0f;
  settings->weighted_strength = 0.0f;
  settings->normalize = 1;
  settings->detail = 0.0f;
  settings->warp_mode = NOISE_WARP_NONE;
  settings->warp_amount = 1.0f;
  settings->warp_type = NOISE_SIMPLEX;
  settings->warp_frequency = 2.0f;
  settings->warp_octaves = 3;
  settings->warp_seed = 0;
  settings->levels = NOISE_LEVELS_BOUNDS;
  for (int a = 0; a < 4; a++)
    settings->levels_centre[a] = 0.0f;
}

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
validate_fractal (const NoiseSettings *s)
{
  if (!(s->detail >= 0.0f && s->detail <= (float) NOISE_MAX_OCTAVES))
    return NOISE_ERROR_DETAIL;
  if (s->detail == 0.0f && (s->octaves < 1 || s->octaves > NOISE_MAX_OCTAVES))
    return NOISE_ERROR_OCTAVES;
  if ((unsigned) s->fractal >= NOISE_FRACTAL_COUNT)
    return NOISE_ERROR_FRACTAL;
  if (!(s->fractal_offset >= -16.0f && s->fractal_offset <= 16.0f))
    return NOISE_ERROR_FRACTAL_OFFSET;
  if (!(s->fractal_gain >= 0.0f && s->fractal_gain <= 16.0f))
    return NOISE_ERROR_FRACTAL_GAIN;
  if (!(s->ping_pong_strength >= 0.0f && s->ping_pong_strength <= 64.0f))
    return NOISE_ERROR_PING_PONG_STRENGTH;
  if (!(s->weighted_strength >= 0.0f && s->weighted_strength <= 1.0f))
    return NOISE_ERROR_WEIGHTED_STRENGTH;
  return NOISE_OK;
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
validate_warp (const NoiseSettings *s)
{
  if (s->warp_mode == NOISE_WARP_NONE)
    return NOISE_OK;
  if ((unsigned) s->warp_mode >= NOISE_WARP_COUNT
      || !(s->warp_amount >= 0.0f && s->warp_amount <= NOISE_MAX_WARP)
      || !(s->warp_frequency > 0.0f && s->warp_frequency <= NOISE_MAX_FREQUENCY)
      || s->warp_octaves < 1 || s->warp_octaves > NOISE_MAX_OCTAVES)
    return NOISE_ERROR_WARP;
  NoiseSettings w = warp_settings (s);
  if (!noise_type_has_dimensions (w.type, w.dimensions))
    return NOISE_ERROR_WARP_TYPE;
  if (noise_top_frequency (&w) > NOISE_MAX_FREQUENCY)
    return NOISE_ERROR_WARP_TOP_FREQUENCY;
  NoiseStatus status = noise_domain_validate (&w, noise_octave_count (&w));
  return status == NOISE_ERROR_NOT_PERIODIC ? NOISE_ERROR_WARP_TYPE : status;
}

static NoiseStatus
validate (const NoiseSettings *s)
{
  if ((unsigned) s->type >= NOISE_TYPE_COUNT)
    return NOISE_ERROR_TYPE;
  if (!noise_type_has_dimensions (s->type, s->dimensions))
    return NOISE_ERROR_DIMENSIONS;
  if (!(s->frequency > 0.0f && s->frequency <= NOISE_MAX_FREQUENCY))
    return NOISE_ERROR_FREQUENCY;
  if (!(s->lacunarity >= 1.0f && s->lacunarity <= 16.0f))
    return NOISE_ERROR_LACUNARITY;
  if (!(s->persistence >= 0.0f && s->persistence <= 1.0f))
    return NOISE_ERROR_PERSISTENCE;
  NoiseStatus status = validate_fractal (s);
  if (status != NOISE_OK)
    return status;
  if (noise_top_frequency (s) > NOISE_MAX_FREQUENCY)
    return NOISE_ERROR_TOP_FREQUENCY;
  status = noise_domain_validate (s, noise_octave_count (s));
  if (status == NOISE_OK)
    status = noise_cellular_validate (s);
  if (status == NOISE_OK)
    status = validate_warp (s);
  if (status == NOISE_OK
      && ((unsigned) s->levels >= NOISE_LEVELS_COUNT
          || !(fabsf (s->levels_centre[0]) <= FLT_MAX
               && fabsf (s->levels_centre[1]) <= FLT_MAX
               && fabsf (s->levels_centre[2]) <= FLT_MAX
               && fabsf (s->levels_centre[3]) <= FLT_MAX)))
    status = NOISE_ERROR_LEVELS;
  return status;
}

/* One layer of checked settings. */
static void
prepare_layer (const NoiseSettings *settings, NoiseLayer *layer)
{
  layer->settings = *settings;
  layer->settings.octaves = noise_octave_count (settings);
  /* Filled levels stretch whatever range the mode has. */
  if (settings->levels == NOISE_LEVELS_FILL)
    layer->settings.normalize = 1;
  noise_permutation (settings->seed, settings->type == NOISE_SIMPLEX_2002,
                     layer->perm);
  for (int i = 0; i < 512; i++)
    layer->perm32[i] = layer->perm[i];
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
noise_prepare (const NoiseSettings *settings, NoiseState *state)
{
  NoiseStatus status = validate (settings);
  if (status != NOISE_OK)
    return status;

  prepare_layer (settings, &state->layer);
  memset (&state->warp, 0, sizeof state->warp);
  state->warp_scale = 0.0f;
  if (settings->warp_mode != NOISE_WARP_NONE)
    {
      NoiseSettings w = warp_settings (settings);
      prepare_layer (&w, &state->warp);
      /* Finite whatever the frequency (a tiny one made it infinite, and
       * infinity times a flat warp NaN): never less than any finite
       * quotient, so only the quotients that overflowed change. */
      float scale = settings->warp_amount / settings->frequency;
      state->warp_scale = scale <= FLT_MAX ? scale : FLT_MAX;
    }
  return noise_levels_prepare (state);
}

const char *
noise_status_string (NoiseStatus status)
{
  switch (status)
    {
    case NOISE_OK: return "no error";
    case NOISE_ERROR_TYPE: return "unknown noise type";
    case NOISE_ERROR_DIMENSIONS: return "the noise type has no such dimension";
    case NOISE_ERROR_FREQUENCY:
      return "frequency must be finite, in (0, 65536]";
    case NOISE_ERROR_OCTAVES: return "octaves must be 1..16";
    case NOISE_ERROR_LACUNARITY: return "lacunarity must be finite, in [1, 16]";
    case NOISE_ERROR_PERSISTENCE:
      return "persistence must be finite, in [0, 1]";
    case NOISE_ERROR_FRACTAL: return "unknown fractal mode";
    case NOISE_ERROR_TOP_FREQUENCY:
      return "the last octave's frequency is over 65536";
    case NOISE_ERROR_TILE:
      return "tile periods must be both 0 or both > 0, under 2^31 cells and "
             "at most 65536 cells per unit";
    case NOISE_ERROR_LOOP:
      return "loop phase and length must be finite, "
             "the length above 0 and under 2^31 cells";
    case NOISE_ERROR_NOT_PERIODIC:
      return "the 2002 and classic simplex cannot tile or loop";
    case NOISE_ERROR_CELLULAR_RETURN: return "unknown cellular return";
    case NOISE_ERROR_METRIC: return "unknown distance metric";
    case NOISE_ERROR_EXPONENT:
      return "the Minkowski exponent must be finite, in [0.5, 8]";
    case NOISE_ERROR_JITTER: return "jitter must be finite, in [0, 1]";
    case NOISE_ERROR_SMOOTHNESS: return "smoothness must be finite, in [0, 1]";
    case NOISE_ERROR_FRACTAL_OFFSET:
      return "the fractal offset must be finite, in [-16, 16]";
    case NOISE_ERROR_FRACTAL_GAIN:
      return "the fractal gain must be finite, in [0, 16]";
    case NOISE_ERROR_PING_PONG_STRENGTH:
      return "the ping-pong strength must be finite, in [0, 64]";
    case NOISE_ERROR_WEIGHTED_STRENGTH:
      return "the weighted strength must be finite, in [0, 1]";
    case NOISE_ERROR_DETAIL: return "detail must be finite, in [0, 16]";
    case NOISE_ERROR_WARP:
      return "unknown warp mode, or the warp amount not in [0, 64], its "
             "frequency not in (0, 65536] or its octaves not 1..16";
    case NOISE_ERROR_WARP_TYPE:
      return "the warp's noise type lacks the noise's dimension, or cannot "
             "tile or loop as the noise does";
    case NOISE_ERROR_WARP_TOP_FREQUENCY:
      return "the warp's last octave's frequency is over 65536";
    case NOISE_ERROR_LEVELS:
      return "unknown levels, or their centre not finite";
    case NOISE_ERROR_FLAT:
      return "the settings give a flat layer: no variation to fill the "
             "range with";
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
  if (dimensions > 3 || noise_prepare (&settings, &state) != NOISE_OK)
    return out;
  float p[4] = { x, y, z, 0.0f };
  NoiseSample4 s = noise_eval (&state, p);
  out.value = s.value;
  out.dx = s.dx;
  out.dy = dimensions > 1 ? s.dy : 0.0f;
  out.dz = dimensions > 2 ? s.dz : 0.0f;
  return out;
}
