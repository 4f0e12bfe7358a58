/* fractal.c — settings, prepared state, fractal sums and the row fill: the
 * public entry points of noise.h. */
#include "noise-internal.h"
#include "noise-row.h"

#include <stddef.h>

/* Bases by type and dimension - 1; NULL where a type has no such dimension. */
static const NoiseBasis bases[NOISE_TYPE_COUNT][4] = {
  [NOISE_VALUE] = { noise_value_1d, noise_value_2d, noise_value_3d, NULL },
  [NOISE_PERLIN] = { noise_perlin_1d, noise_perlin_2d, noise_perlin_3d, NULL },
  [NOISE_SIMPLEX_VALUE] = { noise_simplex_value_1d, noise_simplex_value_2d,
                            noise_simplex_value_3d, noise_simplex_value_4d },
  [NOISE_SIMPLEX]
  = { noise_simplex_1d, noise_simplex_2d, noise_simplex_3d, noise_simplex_4d },
  [NOISE_SIMPLEX_2002] = { NULL, NULL, noise_simplex_2002_3d, NULL },
  [NOISE_SIMPLEX_CLASSIC] = { NULL, noise_simplex_classic_2d, NULL, NULL },
};

/* Lattice-space shift per octave when decorrelating: irrational-looking
 * steps (fractional parts of multiples of the plastic and golden ratios),
 * kept below 256 so the permutation period does not matter and float
 * precision is not spent on large coordinates. */
static const float octave_step[4] = { 23.7319f, 61.2853f, 41.9173f, 7.3367f };

NoiseBasis
noise_basis (NoiseType type, int dimensions)
{
  if ((unsigned) type >= NOISE_TYPE_COUNT || dimensions < 1 || dimensions > 4)
    return NULL;
  return bases[type][dimensions - 1];
}

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
  if (s->octaves < 1 || s->octaves > NOISE_MAX_OCTAVES)
    return NOISE_ERROR_OCTAVES;
  if (!(s->lacunarity >= 1.0f && s->lacunarity <= 16.0f))
    return NOISE_ERROR_LACUNARITY;
  if (!(s->persistence >= 0.0f && s->persistence <= 1.0f))
    return NOISE_ERROR_PERSISTENCE;
  if ((unsigned) s->fractal >= NOISE_FRACTAL_COUNT)
    return NOISE_ERROR_FRACTAL;
  if (s->frequency * powf (s->lacunarity, (float) (s->octaves - 1))
      > NOISE_MAX_FREQUENCY)
    return NOISE_ERROR_TOP_FREQUENCY;
  return noise_domain_validate (s);
}

NoiseStatus
noise_prepare (const NoiseSettings *settings, NoiseState *state)
{
  NoiseStatus status = validate (settings);
  if (status != NOISE_OK)
    return status;

  state->settings = *settings;
  noise_permutation (settings->seed, settings->type == NOISE_SIMPLEX_2002,
                     state->perm);
  for (int i = 0; i < 512; i++)
    state->perm32[i] = state->perm[i];
  /* Seed 001's Sum: frequency *= lacunarity, amplitude *= persistence,
   * range += amplitude, in this order and in float. */
  noise_domain_layout (state);
  float frequency = settings->frequency, amplitude = 1.0f, range = 1.0f;
  for (int o = 0; o < settings->octaves; o++)
    {
      if (o > 0)
        {
          frequency *= settings->lacunarity;
          amplitude *= settings->persistence;
          range += amplitude;
        }
      state->amplitude[o] = amplitude;
      for (int a = 0; a < 4; a++)
        state->offset[o][a] = settings->decorrelate_octaves
                                  ? fmodf ((float) o * octave_step[a], 256.0f)
                                  : 0.0f;
      noise_domain_prepare (state, o, frequency);
    }
  state->range = range;
  return NOISE_OK;
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
    case NOISE_ERROR_TILE: return "tile periods must be both 0 or both > 0";
    case NOISE_ERROR_LOOP:
      return "loop phase and length must be finite, "
             "the length above 0";
    case NOISE_ERROR_NOT_PERIODIC:
      return "the 2002 and classic simplex cannot tile or loop";
    }
  return "unknown status";
}

/* Shapes one octave for the fractal mode: fbm n, turbulence |n|, ridged
 * (1 - |n|)^2; the derivative by the chain rule (zero-measure creases at
 * n = 0 take the sign of +0). */
static NoiseSample4
shape (NoiseFractal fractal, NoiseSample4 s)
{
  if (fractal == NOISE_FRACTAL_FBM)
    return s;
  float sign = s.value < 0.0f ? -1.0f : 1.0f, a = s.value * sign;
  float k = sign;
  float v = a;
  if (fractal == NOISE_FRACTAL_RIDGED)
    {
      v = (1.0f - a) * (1.0f - a);
      k = -2.0f * (1.0f - a) * sign;
    }
  return noise_sample4 (v, s.dx * k, s.dy * k, s.dz * k, s.dw * k);
}

/* Float rounding of the scale factors can overshoot by an ulp (Value
 * noise at hash 255: 255 * (2f / 255) - 1 > 1); the contract is [-1, 1]. */
static float
clamp_unit (float v)
{
  return v < -1.0f ? -1.0f : v > 1.0f ? 1.0f : v;
}

/* One octave without tiling or looping of the simplex types: seed 000's
 * "point *= frequency" (per axis, as tiling snaps Value and Perlin), the
 * basis, then "derivative *= frequency". */
static inline NoiseSample4
plain_octave (const NoiseState *st, NoiseBasis basis, const float *p, int o)
{
  NoiseLattice lattice = { st->perm, { 0, 0, 0, 0 } };
  float q[4];
  for (int a = 0; a < 4; a++)
    {
      q[a] = p[a] * st->frequency[o][a] + st->offset[o][a] + st->loop[o][a];
      lattice.period[a] = st->period[o][a];
    }
  NoiseSample4 s = basis (&lattice, q);
  int dims = st->settings.dimensions;
  s.dx *= st->frequency[o][0];
  s.dy = dims > 1 ? s.dy * st->frequency[o][1] : 0.0f;
  s.dz = dims > 2 ? s.dz * st->frequency[o][2] : 0.0f;
  s.dw = dims > 3 ? s.dw * st->frequency[o][3] : 0.0f;
  return s;
}

static inline NoiseSample4
octave (const NoiseState *st, NoiseBasis basis, const float *p, int o)
{
  return st->four_d ? noise_domain_octave (st, basis, p, o)
                    : plain_octave (st, basis, p, o);
}

/* The fractal sum at p (components beyond the dimension already 0). */
static inline NoiseSample4
eval (const NoiseState *st, NoiseBasis basis, const float *q)
{
  const NoiseSettings *set = &st->settings;
  NoiseSample4 sum = shape (set->fractal, octave (st, basis, q, 0));
  for (int o = 1; o < set->octaves; o++)
    {
      NoiseSample4 s = shape (set->fractal, octave (st, basis, q, o));
      float w = st->amplitude[o];
      sum.value += s.value * w;
      sum.dx += s.dx * w;
      sum.dy += s.dy * w;
      sum.dz += s.dz * w;
      sum.dw += s.dw * w;
    }
  /* Seed 001: "return sum / range"; turbulence and ridged sums lie in
   * [0, 1] and are stretched to [-1, 1]. */
  float range = st->range, bias = 0.0f;
  if (set->fractal != NOISE_FRACTAL_FBM)
    {
      range *= 0.5f;
      bias = 1.0f;
    }
  return noise_sample4 (clamp_unit (sum.value / range - bias), sum.dx / range,
                        sum.dy / range, sum.dz / range, sum.dw / range);
}

NoiseSample4
noise_eval (const NoiseState *st, const float p[4])
{
  float q[4] = { 0, 0, 0, 0 };
  for (int a = 0; a < st->settings.dimensions; a++)
    q[a] = p[a];
  return eval (st, noise_basis (st->settings.type, st->basis_dimensions), q);
}

/* noise_fill_row and noise_fill_columns: the widest vector path the
 * processor runs, where it covers the basis. */
static void
fill (const NoiseState *state, const float origin[4], const float step[4],
      int x0, const int *index, int n, float *values, float *derivatives)
{
  NoiseRowFunc row = noise_row_covers (state)
                         ? noise_row_func (noise_row_best_isa ())
                         : noise_fill_row_scalar;
  row (state, origin, step, x0, index, n, values, derivatives);
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
noise_fill_row_scalar (const NoiseState *state, const float origin[4],
                       const float step[4], int x0, const int *index, int n,
                       float *values, float *derivatives)
{
  NoiseBasis basis
      = noise_basis (state->settings.type, state->basis_dimensions);
  int dims = state->settings.dimensions;
  for (int i = 0; i < n; i++)
    {
      float p[4] = { 0, 0, 0, 0 };
      int column = index ? index[i] : x0 + i;
      for (int a = 0; a < dims; a++)
        p[a] = origin[a] + (float) column * step[a];
      NoiseSample4 s = eval (state, basis, p);
      values[i] = s.value;
      if (derivatives)
        {
          derivatives[4 * i + 0] = s.dx;
          derivatives[4 * i + 1] = s.dy;
          derivatives[4 * i + 2] = s.dz;
          derivatives[4 * i + 3] = s.dw;
        }
    }
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
