/* cellular-settings.c — cellular noise's settings, checked and prepared
 * once: the basis's parameters and the raw range of its return, which
 * noise.h documents (CELLULAR) and cellular.c maps to [-1, 1]. */
#include "noise-internal.h"

NoiseStatus
noise_cellular_validate (const NoiseSettings *s, NoiseRefusal *refusal)
{
  return noise_fields_check (s, NOISE_CHECK_CELLULAR, refusal);
}

/* The metric's length of a vector of n components, the first `first` long
 * and the others `rest`: every metric grows with each component, so this
 * bounds the distance to a feature whose offsets are bounded so. */
static double
length (const NoiseCellular *c, int n, double first, double rest)
{
  double e = c->exponent;
  switch (c->metric)
    {
    case NOISE_METRIC_MANHATTAN: return first + (n - 1) * rest;
    case NOISE_METRIC_CHEBYSHEV: return first > rest ? first : rest;
    case NOISE_METRIC_MINKOWSKI:
      return pow (pow (first, e) + (n - 1) * pow (rest, e), 1.0 / e);
    default: return sqrt (first * first + (n - 1) * rest * rest);
    }
}

/* A return's raw range [lo, hi].  A feature is at most 1/2 + j/2 from the
 * point along each axis in its own cell, and 1 + j/2 along x in the
 * neighbour on the point's side, both among the cells searched: F1 is at
 * most the first distance (B1), F2 the larger of the two (B2).  The edge
 * distance is at most (F1 + F2) / 2 (the bisector of the nearest two is
 * crossed that far along the way to the second), and smooth F1 lies in
 * [F1 - s, F1] (each blend is at most both of its inputs and at least the
 * smaller minus s). */
static void
raw_range (const NoiseCellular *c, int n, double *lo, double *hi)
{
  double own = 0.5 + 0.5 * c->jitter, near = 1.0 + 0.5 * c->jitter;
  double b1 = length (c, n, own, own), b2 = length (c, n, near, own);
  *lo = 0.0;
  switch (c->cellular_return)
    {
    case NOISE_CELLULAR_F1: *hi = b1; break;
    case NOISE_CELLULAR_CELL_VALUE:
      *lo = -1.0;
      *hi = 1.0;
      break;
    case NOISE_CELLULAR_EDGE: *hi = 0.5 * (b1 + b2); break;
    case NOISE_CELLULAR_SMOOTH_F1:
      *lo = -c->smoothness;
      *hi = b1;
      break;
    default: *hi = b2; /* F2, F2 - F1 */
    }
}

void
noise_cellular_prepare (NoiseLayer *st)
{
  const NoiseSettings *s = &st->settings;
  NoiseCellular *c = &st->cellular;
  c->cellular_return = s->cellular_return;
  /* The bisector is a plane only for Euclidean distances (as Blender). */
  c->metric = s->cellular_return == NOISE_CELLULAR_EDGE ? NOISE_METRIC_EUCLIDEAN
                                                        : s->metric;
  c->reach = s->cellular_return == NOISE_CELLULAR_SMOOTH_F1 ? 2 : 1;
  c->jitter = s->jitter;
  c->exponent = s->minkowski_exponent;
  c->inverse_exponent = 1.0f / s->minkowski_exponent;
  /* Blender halves the smoothness; 0 is F1 itself, s kept above 0 for the
   * division. */
  c->smoothness = fmaxf (0.5f * s->smoothness, 1e-6f);
  c->inverse_smoothness = 1.0f / c->smoothness;

  double lo, hi;
  raw_range (c, st->basis_dimensions, &lo, &hi);
  c->scale = (float) (2.0 / (hi - lo));
  c->bias = (float) (-1.0 - lo * (2.0 / (hi - lo)));
}
