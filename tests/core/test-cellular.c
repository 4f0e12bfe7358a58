/* Cellular noise against brute force: F1, F2, F2 - F1 and the edge distance
 * that noise_eval and noise_fill_points give, against a search of every
 * feature in the 7^n cells (or more) around the point, in double.
 *
 * The features are placed as noise.h's CELLULAR says (one per cell, at its
 * centre moved by up to jitter / 2 per axis, from a hash of the cell
 * through the prepared state's permutation), with the bits of that hash
 * transcribed from core/cellular.c's rule: the same rule, computed apart
 * (in double, cell by cell, none of the core's code), and searched without
 * its 3^n-cell window.
 *
 * No feature outside the block can matter: the point lies in the block's
 * middle cell, so a feature outside is more than `reach` cells away along
 * some axis, and every metric is at least the longest axis (Chebyshev).
 * The search widens the block until what it found is nearer than that. */
#include "noise-internal.h" /* noise_cellular_cells_scalar */
#include "noise.h"

#include <glib.h>
#include <math.h>

enum
{
  REACH = 3,                   /* cells searched each side of the point's
                                * own, at least (a 7^n block) */
  MAX_REACH = 6,               /* and at most */
  MAX_FEATURES = 13 * 13 * 13, /* (2 MAX_REACH + 1)^3 */
  RANDOM_POINTS = 160,         /* per state, and twice as many near borders */
};

/* Raw distances are a few cells at most; float arithmetic in the core
 * (offsets within the cell, its own pow for Minkowski) keeps well under
 * this.  A misplaced feature (one hash bit is 1/1024 of a cell at jitter 1)
 * or a wrong metric is far over. */
#define TOLERANCE 1e-4

typedef struct
{
  NoiseMetric metric;
  float exponent; /* Minkowski's; ignored by the others */
  const char *name;
} Metric;

static const Metric metrics[] = {
  { NOISE_METRIC_EUCLIDEAN, 2.0f, "euclidean" },
  { NOISE_METRIC_MANHATTAN, 1.0f, "manhattan" },
  { NOISE_METRIC_CHEBYSHEV, 1.0f, "chebyshev" },
  { NOISE_METRIC_MINKOWSKI, 0.5f, "minkowski-0.5" },
  { NOISE_METRIC_MINKOWSKI, 1.0f, "minkowski-1" },
  { NOISE_METRIC_MINKOWSKI, 3.0f, "minkowski-3" },
};

static const float jitters[] = { 0.0f, 0.5f, 1.0f };

/* Seeds, each with its own frequency (cells per world unit). */
static const struct
{
  uint32_t seed;
  float frequency;
} seeds[] = { { 0, 1.0f }, { 1, 3.0f }, { 0xdeadbeefu, 1.0f } };

/* What the brute force places features with: the prepared state (its
 * permutation, jitter, lattice periods) and the hash bits' first shift,
 * which the sensitivity test moves to prove a misplaced feature is seen. */
typedef struct
{
  const NoiseState *state;
  int shift; /* 22: bits 22..31 place x, 12..21 y, 2..11 z */
} Model;

/* A feature point, in lattice units. */
typedef struct
{
  double x[3];
} Feature;

/* A world point, as noise_eval and noise_fill_points read it. */
typedef struct
{
  float p[4];
} Point;

/* A test's values compared: the worst error, the worst within tolerance,
 * and the counts of values and of those over tolerance. */
typedef struct
{
  double worst, rounding;
  long compared, bad;
} Tally;

/* Chris Wellons's lowbias32 (hash-prospector), the mixer core/cellular.c
 * cites, from its published constants. */
static uint32_t
lowbias32 (uint32_t x)
{
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  return x ^ (x >> 16);
}

/* A lattice coordinate reduced to the permutation's 0..255: modulo the
 * period when the axis tiles, then the low 8 bits (the pseudorandom-artist
 * tutorial's hashMask). */
static unsigned
wrap_cell (long i, int period)
{
  if (period > 0)
    i = ((i % period) + period) % period;
  return (unsigned) (i & 255);
}

/* The feature of cell `cell`: its centre moved by jitter (bits + 1/2) /
 * 1024 - jitter / 2 per axis, 10 bits of the cell's hash per axis, the hash
 * being lowbias32 of the coordinates' permutations packed a byte each. */
static void
feature_of (const Model *m, const long *cell, int dims, double *at)
{
  const NoiseState *st = m->state;
  uint32_t key = 0;
  for (int a = 0; a < dims; a++)
    key |= (uint32_t)
               st->layer.perm[wrap_cell (cell[a], st->layer.period[0][a])]
           << (8 * a);
  uint32_t h = lowbias32 (key);
  double jitter = st->layer.settings.jitter;
  for (int a = 0; a < dims; a++)
    {
      unsigned bits = (h >> (m->shift - 10 * a)) & 1023u;
      at[a] = (double) cell[a] + 0.5 + jitter * ((bits + 0.5) / 1024.0 - 0.5);
    }
}

/* The features of the (2 reach + 1)^dims cells around lattice point q. */
static int
features_around (const Model *m, const double *q, int dims, int reach,
                 Feature *at)
{
  int span = 2 * reach + 1, n = 1;
  for (int a = 0; a < dims; a++)
    n *= span;
  for (int c = 0; c < n; c++)
    {
      long cell[3];
      for (int a = 0, rest = c; a < dims; a++, rest /= span)
        cell[a] = (long) floor (q[a]) + rest % span - reach;
      feature_of (m, cell, dims, at[c].x);
    }
  return n;
}

/* The metric's length of v. */
static double
length_of (const Metric *m, const double *v, int dims)
{
  double sum = 0.0, longest = 0.0;
  for (int a = 0; a < dims; a++)
    {
      double u = fabs (v[a]);
      longest = fmax (longest, u);
      switch (m->metric)
        {
        case NOISE_METRIC_EUCLIDEAN: sum += u * u; break;
        case NOISE_METRIC_MANHATTAN: sum += u; break;
        case NOISE_METRIC_MINKOWSKI: sum += pow (u, m->exponent); break;
        default: break;
        }
    }
  switch (m->metric)
    {
    case NOISE_METRIC_EUCLIDEAN: return sqrt (sum);
    case NOISE_METRIC_MANHATTAN: return sum;
    case NOISE_METRIC_MINKOWSKI: return pow (sum, 1.0 / m->exponent);
    default: return longest;
    }
}

/* The metric's distance from feature f to point x. */
static double
distance (const Metric *m, const Feature *f, const double *x, int dims)
{
  double v[3];
  for (int a = 0; a < dims; a++)
    v[a] = x[a] - f->x[a];
  return length_of (m, v, dims);
}

/* The nearest two of n features to a point: their distances and indices. */
typedef struct
{
  double d[2];
  int index[2];
} Nearest;

static Nearest
nearest_two (const Metric *m, const Feature *at, int n, const double *q,
             int dims)
{
  Nearest near = { { INFINITY, INFINITY }, { -1, -1 } };
  for (int i = 0; i < n; i++)
    {
      double d = distance (m, &at[i], q, dims);
      int k = d < near.d[0] ? 0 : d < near.d[1] ? 1 : 2;
      if (k == 0)
        {
          near.d[1] = near.d[0];
          near.index[1] = near.index[0];
        }
      if (k < 2)
        {
          near.d[k] = d;
          near.index[k] = i;
        }
    }
  return near;
}

/* The Euclidean distance from q to the nearest bisector between feature
 * `a` and any other: dot ((a + b) / 2 - q, (b - a) / |b - a|), which is the
 * distance to the bisector plane of a and b, positive on a's side. */
static double
edge_distance (const Feature *at, int n, int a, const double *q, int dims)
{
  double best = INFINITY;
  for (int b = 0; b < n; b++)
    {
      double apart = 0.0, ahead = 0.0;
      for (int k = 0; k < dims; k++)
        {
          double along = at[b].x[k] - at[a].x[k];
          apart += along * along;
          ahead += (0.5 * (at[a].x[k] + at[b].x[k]) - q[k]) * along;
        }
      if (b != a)
        best = fmin (best, ahead / sqrt (apart));
    }
  return best;
}

/* The edge distance's metric, whatever the case's. */
static const Metric euclidean = { NOISE_METRIC_EUCLIDEAN, 2.0f, "euclidean" };

/* The true raw returns at one lattice point: F1 and F2 in the case's
 * metric, and the edge distance (Euclidean's nearest feature and
 * bisectors, whatever the metric: noise.h). */
typedef struct
{
  double f1, f2, edge;
} Truth;

/* Every feature of the cells up to `reach` cells from the point's own, a
 * wider block while something outside it could be nearer: a feature there
 * is over `reach` cells away along some axis, so over `reach` in any
 * metric, and its bisector with the nearest over (reach - f1) / 2. */
static Truth
brute_force (const Model *model, const Metric *m, const double *q, int dims)
{
  Feature at[MAX_FEATURES];
  for (int reach = REACH;; reach++)
    {
      int n = features_around (model, q, dims, reach, at);
      Nearest near = nearest_two (m, at, n, q, dims);
      Nearest straight = nearest_two (&euclidean, at, n, q, dims);
      Truth t = { near.d[0], near.d[1],
                  edge_distance (at, n, straight.index[0], q, dims) };
      if (t.f2 < reach && t.edge < (reach - straight.d[0]) / 2)
        return t;
      g_assert_cmpint (reach, <, MAX_REACH);
    }
}

/* The truth of one return. */
static double
truth_of (const Truth *t, NoiseCellularReturn ret)
{
  switch (ret)
    {
    case NOISE_CELLULAR_F1: return t->f1;
    case NOISE_CELLULAR_F2: return t->f2;
    case NOISE_CELLULAR_F2_MINUS_F1: return t->f2 - t->f1;
    default: return t->edge;
    }
}

/* World point p's lattice point in octave 0, in float as the core computes
 * it (octave.h, plain_octave: p f + offset + loop, no contraction). */
static void
lattice_point (const NoiseState *st, const float *p, int dims, double *q)
{
  for (int a = 0; a < dims; a++)
    {
      float x = p[a] * st->layer.frequency[0][a];
      x = x + st->layer.offset[0][a];
      q[a] = x + st->layer.loop[0][a];
    }
}

/* A value of noise_eval or noise_fill_points back to its raw distance. */
static double
raw_of (const NoiseState *st, float value)
{
  return ((double) value - st->layer.cellular.bias) / st->layer.cellular.scale;
}

/* The world point whose lattice point is near q (exactly q at frequency
 * 1). */
static void
world_point (const NoiseState *st, const double *q, int dims, float *p)
{
  for (int a = 0; a < 4; a++)
    p[a] = a < dims ? (float) (q[a] / st->layer.frequency[0][a]) : 0.0f;
}

/* A point on a lattice cell's border along a random axis: on it, or a
 * hair either side. */
static void
lattice_border_point (GRand *rng, int dims, double span, double *q)
{
  static const double hairs[] = { 0.0, 0x1p-20, -0x1p-20, 1e-3, -1e-3 };
  for (int a = 0; a < dims; a++)
    q[a] = g_rand_double_range (rng, -span, span);
  int a = (int) (g_rand_int (rng) % (guint32) dims);
  q[a] = floor (q[a]) + hairs[g_rand_int (rng) % G_N_ELEMENTS (hairs)];
}

/* A point near a Voronoi border of metric m: from a random point towards
 * its second nearest feature, bisected to where the nearest and the second
 * are equally far (on their border, unless a third is nearer there). */
static void
voronoi_border_point (GRand *rng, const Model *model, const Metric *m, int dims,
                      double span, double *q)
{
  Feature at[MAX_FEATURES];
  for (int a = 0; a < dims; a++)
    q[a] = g_rand_double_range (rng, -span, span);
  int n = features_around (model, q, dims, REACH, at);
  Nearest near = nearest_two (m, at, n, q, dims);
  const Feature *first = &at[near.index[0]], *second = &at[near.index[1]];
  double lo = 0.0, hi = 1.0, x[3];
  for (int k = 0; k < 30; k++)
    {
      double t = 0.5 * (lo + hi);
      for (int a = 0; a < dims; a++)
        x[a] = q[a] + t * (second->x[a] - q[a]);
      if (distance (m, first, x, dims) < distance (m, second, x, dims))
        lo = t;
      else
        hi = t;
    }
  for (int a = 0; a < dims; a++)
    q[a] = q[a] + lo * (second->x[a] - q[a]);
}

/* One state of cellular noise to check: a dimension, metric, jitter, seed
 * and frequency, and tiles (world units, 0 for none). */
typedef struct
{
  int dims;
  const Metric *metric;
  float jitter;
  uint32_t seed;
  float frequency, tile;
} Case;

static const NoiseCellularReturn returns[] = {
  NOISE_CELLULAR_F1,
  NOISE_CELLULAR_F2,
  NOISE_CELLULAR_F2_MINUS_F1,
  NOISE_CELLULAR_EDGE,
};

/* One octave of a case's cellular noise, return `ret`. */
static NoiseState
prepare_case (const Case *c, NoiseCellularReturn ret)
{
  NoiseSettings s;
  NoiseState st;
  noise_settings_init (&s);
  s.type = NOISE_CELLULAR;
  s.dimensions = c->dims;
  s.frequency = c->frequency;
  s.octaves = 1;
  s.decorrelate_octaves = 1;
  s.seed = c->seed;
  s.cellular_return = ret;
  s.metric = c->metric->metric;
  s.minkowski_exponent = c->metric->exponent;
  s.jitter = c->jitter;
  s.tile[0] = s.tile[1] = c->tile;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
  g_assert_cmpint (st.layer.basis_dimensions, ==, c->dims);
  return st;
}

/* A case's points: random ones over +-100 world units, then as many on (or
 * a hair beside) lattice cell borders, then as many on Voronoi borders of
 * the case's metric and of Euclidean distance (the edge distance's). */
static int
case_points (GRand *rng, const Model *model, const Case *c, Point *p)
{
  const NoiseState *st = model->state;
  double span = 100.0 * c->frequency, q[3];
  int n = 0;
  for (; n < RANDOM_POINTS; n++)
    for (int a = 0; a < 4; a++)
      p[n].p[a]
          = a < c->dims ? (float) g_rand_double_range (rng, -100, 100) : 0;
  for (int i = 0; i < RANDOM_POINTS; i++, n++)
    {
      lattice_border_point (rng, c->dims, span, q);
      world_point (st, q, c->dims, p[n].p);
    }
  for (int i = 0; i < RANDOM_POINTS; i++, n++)
    {
      const Metric *m = i % 2 ? c->metric : &euclidean;
      voronoi_border_point (rng, model, m, c->dims, span, q);
      world_point (st, q, c->dims, p[n].p);
    }
  return n;
}

/* How the core's raw return at a case's points compares with the truth:
 * the worst difference, at point `where`; the count over tolerance, and
 * the worst of the others (the float arithmetic's error). */
typedef struct
{
  double worst, rounding;
  int where, bad;
} Errors;

/* The core's raw return at points p, noise_eval's and noise_fill_points's
 * (the widest build's), against the true one. */
static Errors
errors_of (const NoiseState *core, NoiseCellularReturn ret, const Truth *truth,
           const Point *p, int n)
{
  float values[3 * RANDOM_POINTS];
  noise_fill_points (core, p[0].p, n, values, NULL);
  Errors e = { -1.0, 0.0, 0, 0 };
  for (int i = 0; i < n; i++)
    {
      double want = truth_of (&truth[i], ret);
      double eval = raw_of (core, noise_eval (core, p[i].p).value);
      double error
          = fmax (fabs (eval - want), fabs (raw_of (core, values[i]) - want));
      e.bad += error > TOLERANCE;
      if (error <= TOLERANCE)
        e.rounding = fmax (e.rounding, error);
      if (error > e.worst)
        {
          e.worst = error;
          e.where = i;
        }
    }
  return e;
}

/* Every return of a case against the brute force: a failure names the
 * case and its worst point, and the other cases still run. */
static void
check_case (GRand *rng, const Case *c, Tally *tally)
{
  NoiseState st[G_N_ELEMENTS (returns)];
  for (size_t r = 0; r < G_N_ELEMENTS (returns); r++)
    st[r] = prepare_case (c, returns[r]);
  Model model = { &st[0], 22 };
  Point p[3 * RANDOM_POINTS];
  Truth truth[3 * RANDOM_POINTS];
  int n = case_points (rng, &model, c, p);
  for (int i = 0; i < n; i++)
    {
      double q[3];
      lattice_point (&st[0], p[i].p, c->dims, q);
      truth[i] = brute_force (&model, c->metric, q, c->dims);
    }
  for (size_t r = 0; r < G_N_ELEMENTS (returns); r++)
    {
      Errors e = errors_of (&st[r], returns[r], truth, p, n);
      const float *at = p[e.where].p;
      tally->worst = fmax (tally->worst, e.worst);
      tally->rounding = fmax (tally->rounding, e.rounding);
      tally->compared += n;
      tally->bad += e.bad;
      if (e.bad == 0)
        continue;
      g_test_message (
          "%dD %s jitter %g seed %u frequency %g tile %g, "
          "return %s: %d of %d points off, worst at (%.9g, "
          "%.9g, %.9g): noise_eval %.9g, brute force %.9g",
          c->dims, c->metric->name, c->jitter, c->seed, c->frequency, c->tile,
          noise_cellular_return_info (returns[r])->nick, e.bad, n, at[0], at[1],
          at[2], raw_of (&st[r], noise_eval (&st[r], at).value),
          truth_of (&truth[e.where], returns[r]));
      g_test_fail ();
    }
}

/* A test's summary. */
static void
report (const Tally *tally)
{
  g_test_message ("%ld values, %ld off by over %g (worst %.3g), the others "
                  "by %.3g at most",
                  tally->compared, tally->bad, TOLERANCE, tally->worst,
                  tally->rounding);
}

/* One dimension and metric: every jitter and seed. */
static void
test_brute_force (gconstpointer data)
{
  int index = GPOINTER_TO_INT (data);
  const Metric *m = &metrics[index % G_N_ELEMENTS (metrics)];
  int dims = 1 + index / (int) G_N_ELEMENTS (metrics);
  GRand *rng = g_rand_new_with_seed (23 + index);
  Tally tally = { 0, 0, 0, 0 };
  for (size_t j = 0; j < G_N_ELEMENTS (jitters); j++)
    for (size_t s = 0; s < G_N_ELEMENTS (seeds); s++)
      {
        Case c = { dims, m, jitters[j], seeds[s].seed, seeds[s].frequency, 0 };
        check_case (rng, &c, &tally);
      }
  g_rand_free (rng);
  report (&tally);
}

/* Seamless tiles wrap the cells hashed along x and y: tiles of 5 world
 * units at frequency 1.3 hold 6 cells (snapped: frequency 1.2), a period
 * that 256 is no multiple of, crossed often by points over +-100 units.
 * With the metrics whose 3^n-cell search the paths above find exact, so
 * that a failure here is the wrapping's. */
static void
test_tiled (void)
{
  static const int tiled_metrics[] = { 0, 2, 5 }; /* Euclidean, Chebyshev,
                                                   * Minkowski 3 */
  GRand *rng = g_rand_new_with_seed (5);
  Tally tally = { 0, 0, 0, 0 };
  for (int dims = 2; dims <= 3; dims++)
    for (size_t m = 0; m < G_N_ELEMENTS (tiled_metrics); m++)
      for (size_t j = 1; j < G_N_ELEMENTS (jitters); j++)
        {
          Case c
              = { dims, &metrics[tiled_metrics[m]], jitters[j], 7, 1.3f, 5.0f };
          NoiseState st = prepare_case (&c, NOISE_CELLULAR_F1);
          g_assert_cmpint (st.layer.period[0][0], ==, 6);
          g_assert_cmpint (st.layer.period[0][1], ==, 6);
          check_case (rng, &c, &tally);
        }
  g_rand_free (rng);
  report (&tally);
}

/* The worst error of a case's return `ret` at random points against a
 * brute force that places features by `model` and measures in `m`. */
static double
error_against (const Case *c, NoiseCellularReturn ret, const Model *model,
               const Metric *m)
{
  NoiseState core = prepare_case (c, ret);
  GRand *rng = g_rand_new_with_seed (3);
  Point p[RANDOM_POINTS];
  Truth truth[RANDOM_POINTS];
  for (int i = 0; i < RANDOM_POINTS; i++)
    {
      double q[3];
      for (int a = 0; a < 4; a++)
        p[i].p[a]
            = a < c->dims ? (float) g_rand_double_range (rng, -100, 100) : 0.0f;
      lattice_point (&core, p[i].p, c->dims, q);
      truth[i] = brute_force (model, m, q, c->dims);
    }
  g_rand_free (rng);
  return errors_of (&core, ret, truth, p, RANDOM_POINTS).worst;
}

/* The comparison can fail: a brute force with the wrong metric, features
 * from the wrong hash bits or another seed's permutation, a jitter off by
 * 1/1000, or tiles without their period, disagrees with the core by more
 * than the tolerance, where the right one agrees. */
static void
test_sees_errors (void)
{
  Case c = { 2, &metrics[0], 1.0f, 1, 1.0f, 0.0f };
  Case other_seed = c, nudged = c, tiled = c, untiled = c;
  other_seed.seed = 2;
  nudged.jitter = 0.999f;
  tiled.frequency = untiled.frequency = 1.3f;
  tiled.tile = 5.0f;
  NoiseState right = prepare_case (&c, NOISE_CELLULAR_F1);
  NoiseState seeded = prepare_case (&other_seed, NOISE_CELLULAR_F1);
  NoiseState jittered = prepare_case (&nudged, NOISE_CELLULAR_F1);
  NoiseState unwrapped = prepare_case (&untiled, NOISE_CELLULAR_F1);
  Model model = { &right, 22 }, shifted = { &right, 21 };
  Model wrong_seed = { &seeded, 22 }, wrong_jitter = { &jittered, 22 };
  Model no_period = { &unwrapped, 22 };
  for (size_t r = 0; r < G_N_ELEMENTS (returns); r++)
    {
      NoiseCellularReturn ret = returns[r];
      double fine = error_against (&c, ret, &model, c.metric);
      /* (The edge distance is Euclidean's whatever the metric.) */
      double metric = ret == NOISE_CELLULAR_EDGE
                          ? INFINITY
                          : error_against (&c, ret, &model, &metrics[3]);
      double errors[] = {
        metric,
        error_against (&c, ret, &shifted, c.metric),
        error_against (&c, ret, &wrong_seed, c.metric),
        error_against (&c, ret, &wrong_jitter, c.metric),
        error_against (&tiled, ret, &no_period, c.metric),
      };
      g_test_message ("%s: right %.3g; wrong metric %.3g, bits %.3g, seed "
                      "%.3g, jitter %.3g, period %.3g",
                      noise_cellular_return_info (ret)->nick, fine, errors[0],
                      errors[1], errors[2], errors[3], errors[4]);
      g_assert_cmpfloat (fine, <=, TOLERANCE);
      for (size_t e = 0; e < G_N_ELEMENTS (errors); e++)
        g_assert_cmpfloat (errors[e], >, TOLERANCE);
    }
}

/* Bounded work (issue 34): the cells whose feature a sample measures, for
 * every return, metric (Minkowski at both ends of its exponent), jitter and
 * dimension, on average and at worst over points all over the lattice,
 * against the 3^n of the defaults (F1, Euclidean).  Counted, not timed.
 * Unbounded, the far rings of Minkowski 0.5 measured thousands of cells at
 * a point (about 90 times the defaults' on average in 3D).  The edge
 * distance's second pass is counted with the rest (it measured all 5^n
 * cells, 125 in 3D: over the mean's bound with the nearest's 27).  Smooth
 * F1 blends the 5^n cells around the point in order, but computes only the
 * distances of the cells that could blend in (h > 0): in 3D at most
 * SMOOTH_SHARE / 8 of the 125 on average (all of them before). */
enum
{
  WORK_POINTS = 4000,
  SMOOTH_SHARE = 4, /* eighths of the 5^n cells smooth F1 measures, mean */
  WORK_MEAN = 5,  /* at most this many times the defaults' cells, on average */
  WORK_WORST = 12 /* and at any point */
};

static void
test_bounded_work (void)
{
  static const float exponents[] = { 0.5f, 1.0f, 8.0f };
  static const float work_jitters[] = { 0.0f, 1.0f };
  GRand *rng = g_rand_new_with_seed (34);
  for (int dims = 1; dims <= 3; dims++)
    {
      int plain = dims == 1 ? 3 : dims == 2 ? 9 : 27;
      for (int ret = 0; ret < NOISE_CELLULAR_RETURN_COUNT; ret++)
        for (int m = 0; m < NOISE_METRIC_COUNT + 2; m++)
          for (size_t j = 0; j < G_N_ELEMENTS (work_jitters); j++)
            {
              NoiseSettings s;
              NoiseState st;
              noise_settings_init (&s);
              s.type = NOISE_CELLULAR;
              s.dimensions = dims;
              s.cellular_return = (NoiseCellularReturn) ret;
              s.metric = m < NOISE_METRIC_COUNT ? (NoiseMetric) m
                                                : NOISE_METRIC_MINKOWSKI;
              s.minkowski_exponent
                  = exponents[m < NOISE_METRIC_COUNT ? 0 : m - 3];
              s.jitter = work_jitters[j];
              g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
              /* The edge and smooth F1 measure only some of the 5^n
               * cells they go through (the edge's beside the nearest). */
              int around = dims == 1 ? 5 : dims == 2 ? 25 : 125;
              int smooth = ret == NOISE_CELLULAR_SMOOTH_F1;
              double total = 0;
              int worst = 0;
              for (int i = 0; i < WORK_POINTS; i++)
                {
                  float p[3];
                  for (int a = 0; a < dims; a++)
                    {
                      /* Cell borders and corners a quarter of the time. */
                      float cell = (float) (g_rand_int (rng) % 256);
                      p[a] = cell
                             + (g_rand_int (rng) % 4
                                    ? (float) g_rand_double (rng)
                                    : 0.0f);
                    }
                  int cells = noise_cellular_cells_scalar (&st.layer, 0, p);
                  total += cells;
                  worst = MAX (worst, cells);
                }
              double mean = total / WORK_POINTS;
              g_test_message (
                  "%dD %s %s e %g jitter %g: %.1f cells on "
                  "average, %d at worst (defaults: %d)",
                  dims, noise_cellular_return_info (s.cellular_return)->nick,
                  noise_metric_info (s.metric)->nick, s.minkowski_exponent,
                  s.jitter, mean, worst, plain);
              if (smooth)
                {
                  g_assert_cmpint (worst, <=, around);
                  if (dims == 3)
                    g_assert_cmpfloat (mean, <=, SMOOTH_SHARE * around / 8.0);
                  continue;
                }
              g_assert_cmpfloat (mean, <=, WORK_MEAN * plain);
              g_assert_cmpint (worst, <=, WORK_WORST * plain);
            }
    }
  g_rand_free (rng);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (int dims = 1; dims <= 3; dims++)
    for (size_t m = 0; m < G_N_ELEMENTS (metrics); m++)
      {
        char path[128];
        int index = (dims - 1) * (int) G_N_ELEMENTS (metrics) + (int) m;
        g_snprintf (path, sizeof path, "/brute-force/%dd/%s", dims,
                    metrics[m].name);
        g_test_add_data_func (path, GINT_TO_POINTER (index), test_brute_force);
      }
  g_test_add_func ("/brute-force/tiled", test_tiled);
  g_test_add_func ("/brute-force/sees-errors", test_sees_errors);
  g_test_add_func ("/bounded-work", test_bounded_work);
  return g_test_run ();
}
