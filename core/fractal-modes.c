/* fractal-modes.c — what each fractal mode reads, and the Musgrave modes'
 * raw range, bounded once at prepare time from the octaves' amplitudes
 * (never per sample, as FastNoiseLite does), with its map onto [-1, 1].
 * The sums themselves are folds.h's. */
#include "noise-internal.h"

#define USES_NORMALIZE NOISE_FRACTAL_USES_NORMALIZE
#define OFFSET NOISE_FRACTAL_USES_OFFSET
#define GAIN NOISE_FRACTAL_USES_GAIN
#define WEIGHTED NOISE_FRACTAL_USES_WEIGHTED_STRENGTH

static const unsigned parameters[NOISE_FRACTAL_COUNT] = {
  [NOISE_FRACTAL_FBM] = WEIGHTED,
  [NOISE_FRACTAL_TURBULENCE] = WEIGHTED,
  [NOISE_FRACTAL_RIDGED] = WEIGHTED,
  [NOISE_FRACTAL_MULTIFRACTAL] = USES_NORMALIZE,
  [NOISE_FRACTAL_HYBRID_MULTIFRACTAL] = OFFSET | GAIN | USES_NORMALIZE,
  [NOISE_FRACTAL_HETERO_TERRAIN] = OFFSET | USES_NORMALIZE,
  [NOISE_FRACTAL_RIDGED_MULTIFRACTAL] = OFFSET | GAIN | USES_NORMALIZE,
  [NOISE_FRACTAL_PING_PONG] = NOISE_FRACTAL_USES_PING_PONG_STRENGTH | WEIGHTED,
};

unsigned
noise_fractal_parameters (NoiseFractal fractal)
{
  return (unsigned) fractal < NOISE_FRACTAL_COUNT ? parameters[fractal] : 0;
}

/* A closed interval, in double: bounds of float sums stay bounds. */
typedef struct
{
  double lo, hi;
} Range;

/* { x y : x in a, y in b }: exact for independent factors. */
static Range
product (Range a, Range b)
{
  double p[4] = { a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi };
  Range r = { p[0], p[0] };
  for (int i = 1; i < 4; i++)
    {
      r.lo = fmin (r.lo, p[i]);
      r.hi = fmax (r.hi, p[i]);
    }
  return r;
}

static double
clamp01 (double x)
{
  return fmin (fmax (x, 0.0), 1.0);
}

/* prod_k (1 + a_k n_k). */
static Range
multifractal (const NoiseLayer *st)
{
  Range v = { 1.0, 1.0 };
  for (int k = 0; k < st->settings.octaves; k++)
    {
      double a = st->amplitude[k];
      v = product (v, (Range) { 1.0 - a, 1.0 + a });
    }
  return v;
}

/* (o + n_0) prod_(k>0) (1 + a_k (n_k + o)). */
static Range
hetero_terrain (const NoiseLayer *st, double o)
{
  Range v = { o - 1.0, o + 1.0 };
  for (int k = 1; k < st->settings.octaves; k++)
    {
      double a = st->amplitude[k];
      v = product (v, (Range) { 1.0 + a * (o - 1.0), 1.0 + a * (o + 1.0) });
    }
  return v;
}

/* sum w_k s_k: w_0 = 1, and w_k in [0, W_k], W_k = min (1, W_(k-1) g
 * max (0, largest s_(k-1))); so the term is between W_k times s_k's
 * extremes and 0. */
static Range
hybrid (const NoiseLayer *st, double o, double g)
{
  Range v = { o - 1.0, o + 1.0 };
  double weight = 1.0, largest = o + 1.0;
  for (int k = 1; k < st->settings.octaves; k++)
    {
      weight = fmin (1.0, weight * g * fmax (0.0, largest));
      double a = st->amplitude[k];
      largest = a * (o + 1.0);
      v.lo += weight * fmin (0.0, a * (o - 1.0));
      v.hi += weight * fmax (0.0, largest);
    }
  return v;
}

/* s_0 = r_0, s_k = r_k clamp (g s_(k-1), 0, 1), v = sum a_k s_k, r_k =
 * (o - |n_k|)^2 over |n_k| in [0, 1]. */
static Range
ridged_multifractal (const NoiseLayer *st, double o, double g)
{
  Range r = { 0.0, fmax (o * o, (o - 1.0) * (o - 1.0)) };
  if (o < 0.0 || o > 1.0)
    r.lo = fmin (o * o, (o - 1.0) * (o - 1.0));
  Range s = r, v = r;
  for (int k = 1; k < st->settings.octaves; k++)
    {
      double a = st->amplitude[k];
      s = (Range) { r.lo * clamp01 (g * s.lo), r.hi * clamp01 (g * s.hi) };
      v.lo += a * s.lo;
      v.hi += a * s.hi;
    }
  return v;
}

void
noise_fractal_bounds (NoiseLayer *st)
{
  const NoiseSettings *s = &st->settings;
  double o = s->fractal_offset, g = s->fractal_gain;
  Range v = { -1.0, 1.0 };
  switch (s->fractal)
    {
    case NOISE_FRACTAL_MULTIFRACTAL: v = multifractal (st); break;
    case NOISE_FRACTAL_HYBRID_MULTIFRACTAL: v = hybrid (st, o, g); break;
    case NOISE_FRACTAL_HETERO_TERRAIN: v = hetero_terrain (st, o); break;
    case NOISE_FRACTAL_RIDGED_MULTIFRACTAL:
      v = ridged_multifractal (st, o, g);
      break;
    default: break;
    }
  /* Octave 0 alone spans an interval of positive width in every mode (its
   * amplitude is 1), and the ranges of NoiseSettings keep the bounds far
   * inside float (|v| < 18^16 < 2^67). */
  st->low = (float) v.lo;
  st->high = (float) v.hi;
  if (st->low > v.lo) /* rounded inwards: one float further out */
    st->low = nextafterf (st->low, -INFINITY);
  if (st->high < v.hi)
    st->high = nextafterf (st->high, INFINITY);
  st->scale = (float) (2.0 / (v.hi - v.lo));
  st->shift = (float) (-(v.hi + v.lo) / (v.hi - v.lo));
}

void
noise_value_range (const NoiseState *state, float *low, float *high)
{
  const NoiseLayer *layer = &state->layer;
  int raw = noise_fractal_is_musgrave (layer->settings.fractal)
            && !layer->settings.normalize
            && !(layer->settings.erosion_strength > 0.0f);
  *low = raw ? layer->low : -1.0f;
  *high = raw ? layer->high : 1.0f;
}
