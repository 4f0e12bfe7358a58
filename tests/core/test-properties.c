/* Property tests of core/: what must hold for every type, dimension and
 * fractal mode, whatever the known answers. */
#include "noise.h"

#include "gabor-reference.h"

#include <float.h>
#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A basis: a type and dimension, for cellular noise its return, metric,
 * jitter and Minkowski exponent (0: the default), for waves their shape and
 * profile, for Gabor noise its mode (the profile for the phasor) and
 * anisotropy. */
typedef struct
{
  NoiseType type;
  int dims;
  const char *name;
  NoiseCellularReturn ret;
  NoiseMetric metric;
  float jitter, exponent;
  NoiseWaveShape shape;
  NoiseWaveProfile profile;
  NoiseGaborMode gabor_mode;
  float anisotropy;
} Basis;

/* A sample's derivatives as an array (its components are separate members:
 * indexing past one is undefined behaviour). */
typedef struct
{
  float d[4];
} Slope;

static Slope
slope_of (NoiseSample4 s)
{
  Slope out = { { s.dx, s.dy, s.dz, s.dw } };
  return out;
}

static const Basis bases[] = {
  { NOISE_VALUE, 1, "value-1d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_VALUE, 2, "value-2d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_VALUE, 3, "value-3d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_PERLIN, 1, "perlin-1d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_PERLIN, 2, "perlin-2d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_PERLIN, 3, "perlin-3d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_SIMPLEX_VALUE, 1, "simplex-value-1d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_SIMPLEX_VALUE, 2, "simplex-value-2d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_SIMPLEX_VALUE, 3, "simplex-value-3d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_SIMPLEX_VALUE, 4, "simplex-value-4d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_SIMPLEX, 1, "simplex-1d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_SIMPLEX, 2, "simplex-2d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_SIMPLEX, 3, "simplex-3d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_SIMPLEX, 4, "simplex-4d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_SIMPLEX_2002, 3, "simplex-2002-3d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_SIMPLEX_CLASSIC, 2, "simplex-classic-2d", 0, 0, 0, 0, 0, 0, 0, 0 },
  { NOISE_CELLULAR, 1, "cellular-1d", NOISE_CELLULAR_F1, 0, 1.0f, 0, 0, 0, 0,
    0 },
  { NOISE_CELLULAR, 2, "cellular-2d", NOISE_CELLULAR_F1, 0, 1.0f, 0, 0, 0, 0,
    0 },
  { NOISE_CELLULAR, 3, "cellular-3d", NOISE_CELLULAR_F1, 0, 1.0f, 0, 0, 0, 0,
    0 },
  { NOISE_CELLULAR, 2, "cellular-2d-f2", NOISE_CELLULAR_F2, 0, 0.8f, 0, 0, 0, 0,
    0 },
  { NOISE_CELLULAR, 3, "cellular-3d-f2-f1", NOISE_CELLULAR_F2_MINUS_F1, 0, 0.8f,
    0, 0, 0, 0, 0 },
  { NOISE_CELLULAR, 2, "cellular-2d-edge", NOISE_CELLULAR_EDGE, 0, 1.0f, 0, 0,
    0, 0, 0 },
  { NOISE_CELLULAR, 3, "cellular-3d-edge", NOISE_CELLULAR_EDGE, 0, 0.7f, 0, 0,
    0, 0, 0 },
  { NOISE_CELLULAR, 2, "cellular-2d-smooth-f1", NOISE_CELLULAR_SMOOTH_F1, 0,
    1.0f, 0, 0, 0, 0, 0 },
  { NOISE_CELLULAR, 3, "cellular-3d-smooth-f1-manhattan",
    NOISE_CELLULAR_SMOOTH_F1, NOISE_METRIC_MANHATTAN, 0.6f, 0, 0, 0, 0, 0 },
  { NOISE_CELLULAR, 2, "cellular-2d-manhattan", NOISE_CELLULAR_F1,
    NOISE_METRIC_MANHATTAN, 1.0f, 0, 0, 0, 0, 0 },
  { NOISE_CELLULAR, 3, "cellular-3d-chebyshev-f2", NOISE_CELLULAR_F2,
    NOISE_METRIC_CHEBYSHEV, 0.9f, 0, 0, 0, 0, 0 },
  { NOISE_CELLULAR, 2, "cellular-2d-minkowski-3", NOISE_CELLULAR_F1,
    NOISE_METRIC_MINKOWSKI, 1.0f, 3.0f, 0, 0, 0, 0 },
  { NOISE_CELLULAR, 3, "cellular-3d-minkowski-0.7-f2", NOISE_CELLULAR_F2,
    NOISE_METRIC_MINKOWSKI, 0.5f, 0.7f, 0, 0, 0, 0 },
  { NOISE_CELLULAR, 2, "cellular-2d-cell-value", NOISE_CELLULAR_CELL_VALUE, 0,
    1.0f, 0, 0, 0, 0, 0 },
  { NOISE_WAVE, 1, "wave-1d-bands-x", .shape = NOISE_WAVE_BANDS_X },
  { NOISE_WAVE, 1, "wave-1d-rings-spherical-triangle",
    .shape = NOISE_WAVE_RINGS_SPHERICAL, .profile = NOISE_WAVE_TRIANGLE },
  { NOISE_WAVE, 2, "wave-2d-bands-diagonal",
    .shape = NOISE_WAVE_BANDS_DIAGONAL },
  { NOISE_WAVE, 2, "wave-2d-bands-y-saw", .shape = NOISE_WAVE_BANDS_Y,
    .profile = NOISE_WAVE_SAW },
  { NOISE_WAVE, 2, "wave-2d-rings-z", .shape = NOISE_WAVE_RINGS_Z },
  { NOISE_WAVE, 2, "wave-2d-rings-x-triangle", .shape = NOISE_WAVE_RINGS_X,
    .profile = NOISE_WAVE_TRIANGLE },
  { NOISE_WAVE, 3, "wave-3d-rings-spherical",
    .shape = NOISE_WAVE_RINGS_SPHERICAL },
  { NOISE_WAVE, 3, "wave-3d-bands-z-triangle", .shape = NOISE_WAVE_BANDS_Z,
    .profile = NOISE_WAVE_TRIANGLE },
  { NOISE_WAVE, 3, "wave-3d-rings-y-saw", .shape = NOISE_WAVE_RINGS_Y,
    .profile = NOISE_WAVE_SAW },
  { NOISE_WAVE, 3, "wave-3d-bands-diagonal-saw",
    .shape = NOISE_WAVE_BANDS_DIAGONAL, .profile = NOISE_WAVE_SAW },
  { NOISE_GABOR, 1, "gabor-1d", .anisotropy = 1.0f },
  { NOISE_GABOR, 2, "gabor-2d", .anisotropy = 0.6f },
  { NOISE_GABOR, 2, "gabor-2d-isotropic", .anisotropy = 0.0f },
  { NOISE_GABOR, 2, "gabor-2d-phasor-sine", .gabor_mode = NOISE_GABOR_PHASOR,
    .anisotropy = 0.8f },
  { NOISE_GABOR, 2, "gabor-2d-phasor-saw", .gabor_mode = NOISE_GABOR_PHASOR,
    .profile = NOISE_WAVE_SAW, .anisotropy = 1.0f },
  { NOISE_GABOR, 2, "gabor-2d-intensity", .gabor_mode = NOISE_GABOR_INTENSITY,
    .anisotropy = 0.3f },
  { NOISE_GABOR, 3, "gabor-3d", .anisotropy = 0.5f },
  { NOISE_GABOR, 3, "gabor-3d-phasor-triangle",
    .gabor_mode = NOISE_GABOR_PHASOR, .profile = NOISE_WAVE_TRIANGLE,
    .anisotropy = 0.7f },
  { NOISE_GABOR, 3, "gabor-3d-intensity", .gabor_mode = NOISE_GABOR_INTENSITY,
    .anisotropy = 0.0f },
};

static int
is_cellular (const Basis *b)
{
  return b->type == NOISE_CELLULAR;
}

/* Stripes of a period a cell long (waves) or half of one (Gabor noise's
 * default 2 a cell): steeper than a noise's features, tested at a quarter
 * (an eighth) of the frequency, so that their curvature is a noise's. */
static int
is_striped (const Basis *b)
{
  return b->type == NOISE_WAVE || b->type == NOISE_GABOR;
}

static float
stripe_unit (const Basis *b)
{
  return b->type == NOISE_GABOR ? 8.0f : b->type == NOISE_WAVE ? 4.0f : 1.0f;
}

/* Bases with creases or jumps (cellular borders; a wave's saw, triangle
 * and tiled rings; Gabor noise's intensity, a cone where the sum is 0, and
 * its phase, which turns fast near there and jumps with the saw), and
 * those whose value jumps (the cell value, the saw, the phase). */
static int
is_creased (const Basis *b)
{
  return is_cellular (b) || b->type == NOISE_WAVE
         || (b->type == NOISE_GABOR && b->gabor_mode != NOISE_GABOR_VALUE);
}

static int
jumps (const Basis *b)
{
  return (is_cellular (b) && b->ret == NOISE_CELLULAR_CELL_VALUE)
         || (b->type == NOISE_WAVE && b->profile == NOISE_WAVE_SAW)
         || (b->type == NOISE_GABOR && b->gabor_mode == NOISE_GABOR_PHASOR);
}

/* One sample in quick_share: 4 where NOISE_TEST_QUICK is set, in the runs
 * under the sanitizers and under emulators (meson.build,
 * tests/cross/run-cross.sh), which are several times slower.  They look for
 * undefined behaviour and for other bits on every path a test takes, and
 * each case still takes every path; the plain run draws every sample. */
static int quick_share = 1;

static int
samples (int n)
{
  return n / quick_share;
}

/* n samples, fewer for cellular noise, which visits 9 to 125 cells a
 * point, and for Gabor noise in 3D (108 impulses). */
static int
share (const Basis *b, int n)
{
  n = samples (n);
  if (b->type == NOISE_GABOR)
    return b->dims < 3 ? n : n / 2;
  return !is_cellular (b) ? n : b->dims < 3 ? n / 4 : n / 8;
}

/* A basis's type, dimension and cellular settings. */
static void
set_basis (NoiseSettings *s, const Basis *b)
{
  s->type = b->type;
  s->dimensions = b->dims;
  s->wave_shape = b->shape;
  s->wave_profile = b->profile;
  if (b->type == NOISE_GABOR)
    {
      s->gabor_mode = b->gabor_mode;
      s->gabor_anisotropy = b->anisotropy;
      s->gabor_orientation = 20.0f;
    }
  if (!is_cellular (b))
    return;
  s->cellular_return = b->ret;
  s->metric = b->metric;
  s->jitter = b->jitter;
  if (b->exponent > 0.0f)
    s->minkowski_exponent = b->exponent;
}

/* Tiles of 1 x 0.75 and a loop at phase 0.3, for the periodic variants. */
static int periodic;

/* The fractal modes' own parameters away from their defaults, for the
 * variant runs: NULL for the defaults. */
typedef struct
{
  const char *name;
  float offset, gain, ping_pong_strength, weighted_strength, detail;
  int normalize;
} Variant;

static const Variant *variant;

/* Domain warp (noise.h, DOMAIN WARP) for the warp runs, NONE otherwise:
 * the noise's own type warps it, so that every type is tested as a warp
 * too, at a frequency and seed of its own. */
static NoiseWarpMode warp;
/* Cells: gentle for the derivative checks (finite differences of a warped
 * noise need its curvature small at their step). */
static float warp_amount = 0.15f;

static void
apply_warp (NoiseSettings *s, const Basis *b)
{
  if (warp == NOISE_WARP_NONE)
    return;
  s->warp_mode = warp;
  /* A wave's slope, 2 pi per period, is about three times a noise's per
   * cell: a third of the amount bends it as much. */
  s->warp_amount = warp_amount / (is_striped (b) ? 3.0f : 1.0f);
  s->warp_type = b->type;
  /* (A wave's quarter frequency, as prepare's.) */
  s->warp_frequency = 1.3f / stripe_unit (b);
  s->warp_octaves = 2;
  s->warp_seed = 11;
}

static void
apply_variant (NoiseSettings *s, const Variant *v)
{
  s->fractal_offset = v->offset;
  s->fractal_gain = v->gain;
  s->ping_pong_strength = v->ping_pong_strength;
  s->weighted_strength = v->weighted_strength;
  s->normalize = v->normalize;
  /* detail replaces the octaves: one more, partial */
  s->detail = v->detail > 0.0f ? (float) s->octaves + v->detail : 0.0f;
}

static NoiseState
prepare (const Basis *b, int octaves, NoiseFractal fractal, uint32_t seed)
{
  NoiseSettings s;
  NoiseState st;
  noise_settings_init (&s);
  /* A wave's period is one cell, a noise's features about half of one: at
   * a quarter of the frequency (and tiles four times as long) its
   * curvature is a noise's, which the finite differences' steps are made
   * for. */
  float unit = stripe_unit (b);
  if (periodic)
    {
      /* (1D too: a tile has both sizes or neither, and the plug-in's
       * tiles set both whatever the dimensions.) */
      s.tile[0] = unit;
      s.tile[1] = 0.75f * unit;
      s.looping = 1;
      s.loop_phase = 0.3f;
    }
  set_basis (&s, b);
  s.frequency = 1.0f / unit;
  /* The octaves' decorrelating shifts, up to 256 cells, leave a float ulp
   * of 2^-16 cells, which a wave's slope (2 pi per cell) turns into a
   * quantised finite difference: waves here sum unshifted octaves (the
   * shift is a constant phase to them). */
  if (is_striped (b))
    s.decorrelate_octaves = 0;
  s.octaves = octaves;
  s.fractal = fractal;
  s.seed = seed;
  if (variant)
    apply_variant (&s, variant);
  apply_warp (&s, b);
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
  return st;
}

static void
random_point (GRand *rng, double span, float p[4])
{
  for (int a = 0; a < 4; a++)
    p[a] = (float) g_rand_double_range (rng, -span, span);
}

/* v at p with component a moved by delta (in float, as a user would). */
static double
moved (const NoiseState *st, const float *p, int a, double delta, double *where)
{
  float q[4] = { p[0], p[1], p[2], p[3] };
  q[a] = (float) (p[a] + delta);
  *where = q[a];
  return noise_eval (st, q).value;
}

/* Analytic derivatives against central differences (in double from float
 * samples).  A point where a jump or crease lies within reach (the 2002
 * kernel's r^2 = 0.6 edge; |n| in turbulence and ridged) shows as one-sided
 * slopes that disagree, or central differences at h and h/2 that do; such
 * components are counted, not judged, and there must be few. */
static void
check_derivatives (const Basis *b, int octaves, NoiseFractal fractal)
{
  NoiseState st = prepare (b, octaves, fractal, 7);
  double steepness = fractal == NOISE_FRACTAL_PING_PONG
                         ? fmax (1.0, st.layer.settings.ping_pong_strength)
                         : 1.0;
  GRand *rng = g_rand_new_with_seed (99);
  /* A warped point is rounded to float once more after its move, which
   * adds |grad n| ulp (q) to each value: a wider step keeps that small
   * against the difference. */
  const double h = stripe_unit (b) /* the same in cells */
                   * (warp ? 1.0 / 1024 : 1.0 / 4096);
  /* (The warp's every point, even in a quick run: its cap below is a share
   * of the points, too coarse on a quarter of them.) */
  int skipped = 0, n = warp ? share (b, 1000 * quick_share) : share (b, 4000);
  double worst = 0;
  for (int i = 0; i < n; i++)
    {
      float p[4];
      random_point (rng, 6.0, p);
      /* Just past a lattice line (where Perlin noise is 0, so only for fbm:
       * |n| has its crease there). */
      if (i % 4 == 1 && fractal == NOISE_FRACTAL_FBM)
        p[i % b->dims] = floorf (p[i % b->dims]) + 1e-3f;
      NoiseSample4 s = noise_eval (&st, p);
      Slope slope = slope_of (s);
      const float *d = slope.d;
      /* Along an axis the noise does not have it does not change, so its
       * slope there is 0 (a tiled 1D torus gave y one, and so tilted its
       * normal maps). */
      for (int a = b->dims; a < 4; a++)
        if (d[a] != 0.0f)
          g_error ("%s %d octaves fractal %d at (%g, %g, %g, %g): d%d %g "
                   "along an axis it does not have",
                   b->name, octaves, fractal, p[0], p[1], p[2], p[3], a, d[a]);
      for (int a = 0; a < b->dims; a++)
        {
          /* One-sided slopes at h and h/2: two creases within h (ping-pong
           * folds often) can cancel at one step, hardly at both. */
          double x0, x1, v0, v1, fd[2], side[2][2];
          for (int k = 0; k < 2; k++)
            {
              double step = h / (1 << k);
              v1 = moved (&st, p, a, step, &x1);
              v0 = moved (&st, p, a, -step, &x0);
              fd[k] = (v1 - v0) / (x1 - x0);
              side[k][0] = (s.value - v0) / (p[a] - x0);
              side[k][1] = (v1 - s.value) / (x1 - p[a]);
            }
          /* Octave k scales derivatives by 2^k, and ping-pong by its
           * strength: judge relative to that. */
          double scale = 1.0 + fabs (fd[1]) + (1 << (octaves - 1)) * steepness;
          if (fabs (fd[0] - fd[1]) > 0.01 * scale
              || fabs (side[0][0] - side[0][1]) > 0.01 * scale
              || fabs (side[1][0] - side[1][1]) > 0.01 * scale)
            {
              skipped++;
              continue;
            }
          double err = fabs (d[a] - fd[1]) / scale;
          worst = fmax (worst, err);
          /* The 2002 reference's jumps (~1e-5) that escape the detection
           * above still tilt a difference over 2h by up to ~0.01. */
          if (err > (b->type == NOISE_SIMPLEX_2002 ? 0.02 : 0.01))
            g_error ("%s %d octaves fractal %d at (%g, %g, %g, %g): d%d %g, "
                     "finite difference %g",
                     b->name, octaves, fractal, p[0], p[1], p[2], p[3], a, d[a],
                     fd[1]);
        }
    }
  g_rand_free (rng);
  /* Smooth fbm sums skip nothing, but for the 2002 reference's jumps and
   * cellular noise's borders (creases and jumps: a border within 1/4096 of
   * an octave's cell, ~1 % of points per octave, more for Chebyshev's
   * diagonal creases and the edge distance's medial creases). */
  if (is_creased (b))
    g_assert_cmpint (skipped, <, n * b->dims / (octaves > 1 ? 4 : 10));
  else if (warp && fractal == NOISE_FRACTAL_FBM
           && b->type != NOISE_SIMPLEX_2002)
    /* (A warp bends the noise more sharply: where the one-sided slopes
     * part by its curvature, h f'', the point is counted.) */
    g_assert_cmpint (skipped, <=, n * b->dims / 5);
  else if (fractal == NOISE_FRACTAL_FBM && b->type != NOISE_SIMPLEX_2002)
    /* (The torus of tiling bends the 4D noise: a few of its steepest
     * curvatures trip the one-sided check; so do Gabor noise's, whose
     * kernel and knee are smooth to the first derivative, not the
     * second.) */
    g_assert_cmpint (skipped, <=,
                     periodic || b->type == NOISE_GABOR ? n * b->dims / 1000
                                                        : 0);
  else
    g_assert_cmpint (skipped, <, n * b->dims / 3);
  g_test_message ("%s octaves %d fractal %d: worst relative error %.2g, %d "
                  "of %d components at a jump or crease",
                  b->name, octaves, fractal, worst, skipped, n * b->dims);
}

static void
test_derivatives (gconstpointer data)
{
  const Basis *b = data;
  for (int fractal = 0; fractal < NOISE_FRACTAL_COUNT; fractal++)
    for (int octaves = 1; octaves <= 4; octaves += 3)
      check_derivatives (b, octaves, (NoiseFractal) fractal);
}

/* The same through tiling and looping: wrapped lattices, and the torus and
 * loop circle's chain rule. */
static void
test_periodic_derivatives (gconstpointer data)
{
  const Basis *b = data;
  if (b->type == NOISE_SIMPLEX_2002 || b->type == NOISE_SIMPLEX_CLASSIC)
    return;
  periodic = 1;
  for (int fractal = 0; fractal < NOISE_FRACTAL_COUNT; fractal++)
    check_derivatives (b, 4, (NoiseFractal) fractal);
  periodic = 0;
}

/* The fractal modes' own parameters off their defaults: Musgrave's raw
 * values with his suggested offset and gain for ridges; and weighted
 * strength, a ping-pong strength and a partial octave (detail). */
static const Variant variants[] = {
  { "raw", 0.7f, 1.8f, 2.0f, 0.0f, 0.0f, 0 },
  { "weighted-partial", 1.0f, 2.0f, 1.3f, 0.6f, 0.4f, 1 },
};

static void
test_variant_derivatives (gconstpointer data)
{
  const Basis *b = data;
  for (size_t v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      variant = &variants[v];
      g_test_message ("variant %s", variant->name);
      for (int fractal = 0; fractal < NOISE_FRACTAL_COUNT; fractal++)
        check_derivatives (b, 4, (NoiseFractal) fractal);
    }
  variant = NULL;
}

static void test_tiling (gconstpointer data);
static void test_looping (gconstpointer data);

/* Domain warp over every basis, warped by its own type: derivatives
 * through the chain rule against finite differences, plain and through
 * tiling and looping's domains, and seamless tiles and loops, in both
 * modes that move points, and turned by the orientation mode where the
 * basis has an orientation. */
static void
test_warp (gconstpointer data)
{
  const Basis *b = data;
  int periodic_type
      = b->type != NOISE_SIMPLEX_2002 && b->type != NOISE_SIMPLEX_CLASSIC;
  NoiseWarpMode last = noise_type_orientable (b->type, b->dims)
                           ? NOISE_WARP_ORIENTATION
                           : NOISE_WARP_PROGRESSIVE;
  for (warp = NOISE_WARP_INDEPENDENT; warp <= last; warp++)
    {
      g_test_message ("warp mode %d", warp);
      check_derivatives (b, 2, NOISE_FRACTAL_FBM);
      if (periodic_type)
        {
          periodic = 1;
          check_derivatives (b, 2, NOISE_FRACTAL_FBM);
          periodic = 0;
        }
      test_tiling (b);
      test_looping (b);
    }
  warp = NOISE_WARP_NONE;
}

/* What the warp does to the values: none at amount 0 (the plain noise's
 * bits, derivatives included), in range and moved otherwise, and each mode
 * its own pattern. */
static void
test_warp_values (void)
{
  warp_amount = 1.0f;
  for (size_t i = 0; i < G_N_ELEMENTS (bases); i++)
    {
      const Basis *b = &bases[i];
      NoiseState plain = prepare (b, 3, NOISE_FRACTAL_FBM, 4), still, moved,
                 progressive;
      warp = NOISE_WARP_INDEPENDENT;
      moved = prepare (b, 3, NOISE_FRACTAL_FBM, 4);
      NoiseSettings s = moved.layer.settings;
      s.warp_amount = 0.0f;
      s.octaves = 3;
      g_assert_cmpint (noise_prepare (&s, &still, NULL), ==, NOISE_OK);
      warp = NOISE_WARP_PROGRESSIVE;
      progressive = prepare (b, 3, NOISE_FRACTAL_FBM, 4);
      warp = NOISE_WARP_NONE;
      GRand *rng = g_rand_new_with_seed (5);
      int differ = 0, modes_differ = 0, n = 200;
      for (int k = 0; k < n; k++)
        {
          float p[4];
          random_point (rng, 4.0, p);
          NoiseSample4 a = noise_eval (&plain, p), z = noise_eval (&still, p);
          NoiseSample4 m = noise_eval (&moved, p);
          NoiseSample4 g = noise_eval (&progressive, p);
          g_assert_true (memcmp (&a, &z, sizeof a) == 0);
          g_assert_cmpfloat (fabsf (m.value), <=, 1.0f);
          g_assert_cmpfloat (fabsf (g.value), <=, 1.0f);
          g_assert_true (isfinite (m.dx + m.dy + m.dz + m.dw));
          g_assert_true (isfinite (g.dx + g.dy + g.dz + g.dw));
          differ += m.value != a.value;
          modes_differ += m.value != g.value;
        }
      g_rand_free (rng);
      /* Flat cells keep their value where the warp moves a point within
       * its cell. */
      g_assert_cmpint (differ, >, n / (is_cellular (b) ? 4 : 2));
      g_assert_cmpint (modes_differ, >, n / (is_cellular (b) ? 4 : 2));
    }
  warp_amount = 0.15f;
}

/* Issue 34: deep progressive warps overflowed the product of their
 * Jacobians in float, and inf * 0, inf - inf made derivatives NaN: at the
 * default frequency with persistence 1, warp amount 64 and 14-16 warp
 * octaves everywhere; at frequency 0.1, warp frequency 26, 9 octaves in
 * speckles.  And a frequency so small that warp_amount / frequency
 * overflowed made any warp's derivatives NaN.  Every value and derivative
 * of a 128 x 128 grid is finite, derivatives within NOISE_MAX_DERIVATIVE,
 * and noise_eval gives the rows' bits. */
static void
test_warp_finite (void)
{
  static const struct
  {
    NoiseWarpMode mode;
    float frequency, persistence, warp_frequency;
    int warp_octaves;
  } deep[] = {
    { NOISE_WARP_PROGRESSIVE, 4.0f, 1.0f, 2.0f, 14 },
    { NOISE_WARP_PROGRESSIVE, 4.0f, 1.0f, 2.0f, 16 },
    { NOISE_WARP_PROGRESSIVE, 0.1f, 0.5f, 26.0f, 9 },
    { NOISE_WARP_PROGRESSIVE, 1e-38f, 0.5f, 2.0f, 3 },
    { NOISE_WARP_INDEPENDENT, 1e-38f, 0.5f, 2.0f, 3 },
  };
  enum
  {
    N = 128
  };
  static float values[N], derivatives[4 * N];
  for (size_t c = 0; c < G_N_ELEMENTS (deep); c++)
    for (int dims = 2; dims <= 3; dims++)
      {
        NoiseSettings s;
        NoiseState st;
        noise_settings_init (&s);
        s.dimensions = dims;
        s.frequency = deep[c].frequency;
        s.persistence = deep[c].persistence;
        s.warp_mode = deep[c].mode;
        s.warp_amount = NOISE_MAX_WARP;
        s.warp_frequency = deep[c].warp_frequency;
        s.warp_octaves = deep[c].warp_octaves;
        g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
        long steep = 0;
        for (int y = 0; y < N; y += 4 * quick_share)
          {
            float origin[4] = { -0.5f, -0.5f + (float) y / N, 0.3f, 0.0f };
            float step[4] = { 1.0f / N, 0.0f, 0.0f, 0.0f };
            noise_fill_row (&st, origin, step, 0, N, values, derivatives);
            for (int x = 0; x < N; x++)
              {
                g_assert_cmpfloat (fabsf (values[x]), <=, 1.0f);
                for (int a = 0; a < 4; a++)
                  g_assert_cmpfloat (fabsf (derivatives[4 * x + a]), <=,
                                     NOISE_MAX_DERIVATIVE);
                steep += fabsf (derivatives[4 * x]) > 1e30f;
              }
            float p[4];
            for (int a = 0; a < 4; a++)
              p[a] = origin[a] + (float) (N / 2) * step[a];
            NoiseSample4 e = noise_eval (&st, p);
            g_assert_true (memcmp (&e.value, &values[N / 2], sizeof e.value)
                           == 0);
            Slope slope = slope_of (e);
            g_assert_true (memcmp (slope.d, &derivatives[2 * N], sizeof slope.d)
                           == 0);
          }
        g_test_message ("case %zu, %dD: %ld steep points", c, dims, steep);
      }
}

/* The warp's own settings are checked with a warp mode only, and its type
 * must have the noise's dimension and tile and loop as it does. */
static void
test_warp_validation (void)
{
  NoiseSettings s;
  NoiseState st;
  noise_settings_init (&s);
  s.warp_type = (NoiseType) 99;
  s.warp_amount = NAN;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK); /* not read */
#define EXPECT_WARP(field, bad, status)                                        \
  do                                                                           \
    {                                                                          \
      noise_settings_init (&s);                                                \
      s.warp_mode = NOISE_WARP_PROGRESSIVE;                                    \
      s.field = bad;                                                           \
      g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, status);             \
    }                                                                          \
  while (0)
  EXPECT_WARP (warp_mode, NOISE_WARP_COUNT, NOISE_ERROR_WARP);
  EXPECT_WARP (warp_mode, (NoiseWarpMode) -1, NOISE_ERROR_WARP);
  EXPECT_WARP (warp_amount, -0.01f, NOISE_ERROR_WARP);
  EXPECT_WARP (warp_amount, 64.5f, NOISE_ERROR_WARP);
  EXPECT_WARP (warp_amount, NAN, NOISE_ERROR_WARP);
  EXPECT_WARP (warp_frequency, 0.0f, NOISE_ERROR_WARP);
  EXPECT_WARP (warp_frequency, INFINITY, NOISE_ERROR_WARP);
  EXPECT_WARP (warp_octaves, 0, NOISE_ERROR_WARP);
  EXPECT_WARP (warp_octaves, 17, NOISE_ERROR_WARP);
  EXPECT_WARP (warp_type, (NoiseType) 99, NOISE_ERROR_WARP_TYPE);
  EXPECT_WARP (warp_type, NOISE_SIMPLEX_CLASSIC, NOISE_ERROR_WARP_TYPE);
  EXPECT_WARP (warp_frequency, 40000.0f, NOISE_ERROR_WARP_TOP_FREQUENCY);
  /* The 2002 simplex warps a 3D noise, but cannot tile or loop with it. */
  EXPECT_WARP (warp_type, NOISE_SIMPLEX_2002, NOISE_OK);
  s.looping = 1;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_ERROR_WARP_TYPE);
  s.looping = 0;
  s.tile[0] = s.tile[1] = 1.0f;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_ERROR_WARP_TYPE);
#undef EXPECT_WARP
}

/* Range: a million random points stay in [-1, 1]; the gradient simplex
 * types in 2D and 3D reach at least ±0.95. */
static void
test_range (gconstpointer data)
{
  const Basis *b = data;
  NoiseState st = prepare (b, 1, NOISE_FRACTAL_FBM, 0);
  GRand *rng = g_rand_new_with_seed (5);
  float lo = INFINITY, hi = -INFINITY;
  int n = share (b, 1000000);
  for (int i = 0; i < n; i++)
    {
      float p[4];
      random_point (rng, 256.0, p);
      float v = noise_eval (&st, p).value;
      g_assert_true (v >= -1.0f && v <= 1.0f);
      lo = fminf (lo, v);
      hi = fmaxf (hi, v);
    }
  g_rand_free (rng);
  g_test_message ("%s: range reached [%.4f, %.4f]", b->name, lo, hi);
  if ((b->type == NOISE_SIMPLEX || b->type == NOISE_SIMPLEX_CLASSIC)
      && (b->dims == 2 || b->dims == 3))
    {
      g_assert_cmpfloat (lo, <=, -0.95f);
      g_assert_cmpfloat (hi, >=, 0.95f);
    }
  else if (b->type == NOISE_SIMPLEX_2002)
    {
      /* Perlin's reference is quieter: about ±0.34 (the 2002 reference's slice
       * rescaled to bytes stays within ~85..171). */
      g_assert_cmpfloat (lo, <, -0.3f);
      g_assert_cmpfloat (hi, >, 0.3f);
    }
  else if (is_cellular (b))
    /* Bounds, not extremes: jittered features rarely reach their bounds
     * (noise.h, CELLULAR; test_cellular_range sweeps every return). */
    g_assert_cmpfloat (hi - lo, >, 0.5f);
  else if (b->type == NOISE_GABOR)
    {
      /* 3 sigma maps to 7/8 of the range (noise.h, GABOR): the extremes of
       * a region are its rare tails (a 1D noise at an eighth of the
       * frequency holds only 64 cells here). */
      g_assert_cmpfloat (lo, <, -0.75f);
      g_assert_cmpfloat (hi, >, 0.75f);
    }
  else
    {
      g_assert_cmpfloat (lo, <, -0.9f);
      g_assert_cmpfloat (hi, >, 0.9f);
    }
}

/* Cellular noise's range for every return, metric and dimension, jitters
 * 0, 0.5 and 1, smoothness 0 and 1, plain and looping (a 2D noise samples
 * its 3D form): [-1, 1] at random points and at lattice points, cell
 * centres and borders, where the bounds are reached (F1 at a feature, a
 * cell corner of the regular grid). */
static void
test_cellular_range (void)
{
  GRand *rng = g_rand_new_with_seed (23);
  int states = 0;
  for (int dims = 1; dims <= 3; dims++)
    for (int r = 0; r < NOISE_CELLULAR_RETURN_COUNT; r++)
      for (int m = 0; m < NOISE_METRIC_COUNT; m++)
        for (int j = 0; j < 3; j++)
          for (int variant = 0; variant < 4; variant++)
            {
              NoiseSettings s;
              NoiseState st;
              noise_settings_init (&s);
              s.type = NOISE_CELLULAR;
              s.dimensions = dims;
              s.frequency = 1.0f;
              s.cellular_return = (NoiseCellularReturn) r;
              s.metric = (NoiseMetric) m;
              s.jitter = 0.5f * (float) j;
              s.minkowski_exponent
                  = variant & 1 ? NOISE_MAX_EXPONENT : NOISE_MIN_EXPONENT;
              s.smoothness = variant & 1 ? 1.0f : 0.0f;
              s.looping = variant >= 2;
              /* (Phase 0 puts a 1D noise's loop axis on a cell border,
               * where Chebyshev F1 at jitter 0 is 1/2 all along.) */
              s.loop_phase = 0.3f;
              g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
              states++;
              float lo = INFINITY, hi = -INFINITY;
              for (int i = 0; i < samples (1000); i++)
                {
                  float p[4];
                  random_point (rng, 64.0, p);
                  if (i % 4 == 1) /* lattice points, centres, halfway */
                    for (int a = 0; a < 4; a++)
                      p[a] = floorf (p[a]) + 0.25f * (float) (i / 4 % 3);
                  NoiseSample4 v = noise_eval (&st, p);
                  if (!(v.value >= -1.0f && v.value <= 1.0f))
                    g_error ("cellular %dD return %d metric %d jitter %g "
                             "variant %d at (%g, %g, %g): %g",
                             dims, r, m, s.jitter, variant, p[0], p[1], p[2],
                             v.value);
                  lo = fminf (lo, v.value);
                  hi = fmaxf (hi, v.value);
                }
              /* Something of the range is used: no bound is absurd. */
              if (!(hi - lo > 0.1f))
                g_error ("cellular %dD return %d metric %d jitter %g "
                         "variant %d: only [%g, %g]",
                         dims, r, m, s.jitter, variant, lo, hi);
            }
  g_rand_free (rng);
  g_test_message ("%d cellular states stay in [-1, 1]", states);
}

/* The wave's profiles and shapes at known points (noise.h, WAVE): one
 * octave at frequency 1, so t is the world coordinate itself. */
static void
test_wave_known_values (void)
{
  static const struct
  {
    NoiseWaveShape shape;
    NoiseWaveProfile profile;
    int dims;
    float phase, p[3], value, slope[3];
  } cases[] = {
    /* sine: -cos (2 pi t), slope 2 pi sin (2 pi t) */
    { NOISE_WAVE_BANDS_X, NOISE_WAVE_SINE, 1, 0, { 0, 0, 0 }, -1, { 0 } },
    { NOISE_WAVE_BANDS_X,
      NOISE_WAVE_SINE,
      1,
      0,
      { 0.25f, 0, 0 },
      0,
      { 6.2831853f } },
    { NOISE_WAVE_BANDS_X, NOISE_WAVE_SINE, 2, 0, { 2.5f, 7, 0 }, 1, { 0 } },
    { NOISE_WAVE_BANDS_Y,
      NOISE_WAVE_SINE,
      2,
      0.25f,
      { 7, 3, 0 },
      0,
      { 0, 6.2831853f } },
    /* saw: 2 u - 1, slope 2; at a whole t the value after the drop */
    { NOISE_WAVE_BANDS_X, NOISE_WAVE_SAW, 1, 0, { 0.25f, 0, 0 }, -0.5f, { 2 } },
    { NOISE_WAVE_BANDS_X, NOISE_WAVE_SAW, 1, 0, { -3, 0, 0 }, -1, { 2 } },
    { NOISE_WAVE_BANDS_Z,
      NOISE_WAVE_SAW,
      3,
      0.5f,
      { 9, 9, 1.25f },
      0.5f,
      { 0, 0, 2 } },
    /* triangle: 1 - 4 |u - 1/2|; at its kinks the slope towards larger t */
    { NOISE_WAVE_BANDS_X,
      NOISE_WAVE_TRIANGLE,
      1,
      0,
      { 0.25f, 0, 0 },
      0,
      { 4 } },
    { NOISE_WAVE_BANDS_X,
      NOISE_WAVE_TRIANGLE,
      1,
      0,
      { 0.5f, 0, 0 },
      1,
      { -4 } },
    { NOISE_WAVE_BANDS_X, NOISE_WAVE_TRIANGLE, 1, 0, { 1, 0, 0 }, -1, { 4 } },
    /* diagonal: t = x + y + z */
    { NOISE_WAVE_BANDS_DIAGONAL,
      NOISE_WAVE_SAW,
      3,
      0,
      { 0.125f, 0.25f, 2 },
      -0.25f,
      { 2, 2, 2 } },
    /* rings: t the distance from the axis or the origin */
    { NOISE_WAVE_RINGS_Z,
      NOISE_WAVE_SAW,
      2,
      0.25f,
      { 3, 4, 0 },
      -0.5f,
      { 1.2f, 1.6f } },
    { NOISE_WAVE_RINGS_SPHERICAL,
      NOISE_WAVE_TRIANGLE,
      3,
      0,
      { 2, 3, 6 },
      -1,
      { 8.0f / 7, 12.0f / 7, 24.0f / 7 } },
    { NOISE_WAVE_RINGS_X,
      NOISE_WAVE_SAW,
      3,
      0,
      { 5, 3, 4 },
      -1,
      { 0, 1.2f, 1.6f } },
    /* the rings' centre: a cone's tip, slope 0 */
    { NOISE_WAVE_RINGS_SPHERICAL,
      NOISE_WAVE_SINE,
      2,
      0,
      { 0, 0, 0 },
      -1,
      { 0 } },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      NoiseSettings s;
      NoiseState st;
      noise_settings_init (&s);
      s.type = NOISE_WAVE;
      s.dimensions = cases[i].dims;
      s.frequency = 1.0f;
      s.octaves = 1;
      s.wave_shape = cases[i].shape;
      s.wave_profile = cases[i].profile;
      s.wave_phase = cases[i].phase;
      g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
      float p[4] = { cases[i].p[0], cases[i].p[1], cases[i].p[2], 0 };
      NoiseSample4 v = noise_eval (&st, p);
      Slope d = slope_of (v);
      g_test_message ("case %zu: %g (%g, %g, %g)", i, v.value, v.dx, v.dy,
                      v.dz);
      g_assert_cmpfloat_with_epsilon (v.value, cases[i].value, 1e-5);
      for (int a = 0; a < 3; a++)
        g_assert_cmpfloat_with_epsilon (
            d.d[a], a < cases[i].dims ? cases[i].slope[a] : 0.0f, 1e-4);
    }
}

/* A wave along an axis the noise lacks would be flat: refused, naming the
 * shape and the dimensions it needs. */
static void
test_wave_refusal (void)
{
  static const struct
  {
    NoiseWaveShape shape;
    int dims, needs;
  } flat[] = {
    { NOISE_WAVE_BANDS_Y, 1, 2 },
    { NOISE_WAVE_BANDS_Z, 2, 3 },
    { NOISE_WAVE_RINGS_X, 1, 2 },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (flat); i++)
    {
      NoiseSettings s;
      NoiseState st;
      NoiseRefusal why;
      noise_settings_init (&s);
      s.type = NOISE_WAVE;
      s.dimensions = flat[i].dims;
      s.wave_shape = flat[i].shape;
      g_assert_cmpint (noise_prepare (&s, &st, &why), ==, NOISE_ERROR_WAVE);
      g_assert_cmpint (why.field, ==, NOISE_FIELD_INDEX_wave_shape);
      g_assert_cmpfloat (why.value, ==, flat[i].shape);
      g_assert_cmpfloat (why.limit, ==, flat[i].needs);
      s.dimensions = flat[i].needs;
      g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
      /* Another type ignores the wave's shape. */
      s.type = NOISE_PERLIN;
      s.dimensions = flat[i].dims;
      g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
    }
}

/* Continuity: along random lines in steps of 1e-4, each change of value
 * must be what the derivatives at both ends predict (trapezoid rule, error
 * ~1e-12 for smooth noise); a jump shows as the difference.  The 2002
 * reference's kernel (r^2 = 0.6) reaches past its simplex, so it jumps where
 * a corner drops out: its largest jump is measured and must stay below
 * 0.01. */
static void
test_continuity (gconstpointer data)
{
  const Basis *b = data;
  if (jumps (b))
    return; /* flat cells, the saw: jumps at every border */
  NoiseState st = prepare (b, 1, NOISE_FRACTAL_FBM, 0);
  GRand *rng = g_rand_new_with_seed (11);
  double worst = 0;
  int lines = share (b, 200), jumps = 0;
  /* Smooth F1 blends the cells in the order its window visits them, which
   * moves with the point's cell (Blender's does the same): steps of a few
   * 1e-5 where it does. */
  double allowed = b->type == NOISE_SIMPLEX_2002 ? 0.01
                   : is_cellular (b) && b->ret == NOISE_CELLULAR_SMOOTH_F1
                       ? 1e-4
                       : 1e-5;
  for (int line = 0; line < lines; line++)
    {
      float p[4], dir[4];
      random_point (rng, 10.0, p);
      random_point (rng, 1.0, dir);
      double len = sqrt (dir[0] * dir[0] + dir[1] * dir[1] + dir[2] * dir[2]
                         + dir[3] * dir[3]);
      float q[4], prev_q[4];
      memcpy (prev_q, p, sizeof p);
      NoiseSample4 prev = noise_eval (&st, p);
      for (int i = 1; i < 20000; i++)
        {
          for (int a = 0; a < 4; a++)
            q[a] = p[a] + (float) (i * 1e-4 * dir[a] / len);
          NoiseSample4 s = noise_eval (&st, q);
          Slope s0 = slope_of (prev), s1 = slope_of (s);
          const float *d0 = s0.d, *d1 = s1.d;
          double predicted = 0, crease = 0;
          for (int a = 0; a < b->dims; a++)
            {
              predicted += 0.5 * (d0[a] + d1[a]) * ((double) q[a] - prev_q[a]);
              crease += (d1[a] - d0[a]) * ((double) q[a] - prev_q[a]);
            }
          /* Cellular noise creases at cell borders: crossing one inside the
           * step, the trapezoid rule errs by up to half the change of slope
           * over the step.  Only a jump remains. */
          double unexplained = fabs ((double) s.value - prev.value - predicted);
          if (is_creased (b))
            unexplained -= 0.5 * fabs (crease);
          worst = fmax (worst, unexplained);
          jumps += unexplained >= allowed;
          prev = s;
          memcpy (prev_q, q, sizeof q);
        }
    }
  g_rand_free (rng);
  g_test_message ("%s: largest unexplained change over a 1e-4 step %.3g",
                  b->name, worst);
  /* Float rounding of each value is up to ~1e-6 (Value noise blends hash
   * values up to 255 before scaling): 1e-5 is below 1/400 of an 8-bit step. */
  /* Cellular noise looks for the nearest features in the 3^n cells around
   * the point, as Blender does; beyond Euclidean distance at full jitter
   * the nearest can lie outside (Manhattan: a neighbour's own feature is up
   * to n cells away): a rare step where the window moves on.  Minkowski
   * below 1 has cusps along the axes through each feature, where slopes
   * grow without bound: steps there are unexplained too. */
  if (is_cellular (b) && b->metric != NOISE_METRIC_EUCLIDEAN)
    {
      g_test_message ("%s: %d steps of %d jump", b->name, jumps, lines * 19999);
      g_assert_cmpint (jumps, <=, lines * 19999 / 10000);
    }
  else
    g_assert_cmpfloat (worst, <, allowed);
}

/* The row call equals noise_eval point by point, and any split of a row
 * gives identical bytes. */
static void
test_rows (gconstpointer data)
{
  const Basis *b = data;
  NoiseState st = prepare (b, 5, NOISE_FRACTAL_FBM, 3);
  const float origin[4] = { -3.3f, 1.7f, 0.25f, 9.1f };
  const float step[4] = { 0.013f, -0.0041f, 0.007f, 0.0023f };
  enum
  {
    N = 1000
  };
  static float whole[N], parts[N], dwhole[4 * N], dparts[4 * N];
  noise_fill_row (&st, origin, step, 0, N, whole, dwhole);
  for (int i = 0; i < N; i++)
    {
      float p[4];
      for (int a = 0; a < 4; a++)
        p[a] = origin[a] + (float) i * step[a];
      NoiseSample4 s = noise_eval (&st, p);
      g_assert_true (memcmp (&s.value, &whole[i], sizeof (float)) == 0);
      Slope slope = slope_of (s);
      g_assert_true (memcmp (slope.d, &dwhole[4 * i], sizeof slope.d) == 0);
    }
  for (int x0 = 0, w = 1; x0 < N; x0 += w, w = w * 3 % 97 + 1)
    {
      int n = MIN (w, N - x0);
      noise_fill_row (&st, origin, step, x0, n, parts + x0, dparts + 4 * x0);
    }
  g_assert_true (memcmp (whole, parts, sizeof whole) == 0);
  g_assert_true (memcmp (dwhole, dparts, sizeof dwhole) == 0);
  /* Without derivatives the values are the same. */
  noise_fill_row (&st, origin, step, 0, N, parts, NULL);
  g_assert_true (memcmp (whole, parts, sizeof whole) == 0);
}

/* A checksum (FNV-1a over the float bits) of a small grid. */
static guint32
grid_hash (const NoiseState *st)
{
  guint32 h = 2166136261u;
  for (int j = 0; j < 32; j++)
    {
      float row[64];
      const float origin[4] = { -1.0f, -1.0f + j * 0.0625f, 0.5f, 0.25f };
      const float step[4] = { 0.0625f, 0, 0, 0 };
      noise_fill_row (st, origin, step, 0, 64, row, NULL);
      const guint8 *bytes = (const guint8 *) row;
      for (size_t i = 0; i < sizeof row; i++)
        h = (h ^ bytes[i]) * 16777619u;
    }
  return h;
}

/* Seeds: each seed gives a different pattern; the same seed always the
 * same one (golden checksums of seed 1234, 4 octaves, per basis, recorded
 * when the core was written: a change here is a change users see; the
 * simplex types' were recorded again when their cell offsets moved to the
 * skewed fraction, values within 9.6e-7 of before). */
static void
test_seeds (void)
{
  static const guint32 golden[G_N_ELEMENTS (bases)] = {
    0x1fe62b45,
    0xc3f1f99f,
    0x5d28817b,
    0x02645585,
    0x6099293a,
    0x103bca7b,
    0xc73ca645,
    0x9bc6b1d0,
    0xb5775cd2,
    0xaf8994c0,
    0xa0167c45,
    0x735a9785,
    0x5d695004,
    0x996d7996,
    0xa0debe64,
    0x5bfced7b,
    /* Cellular (issue 23), recorded when it was added. */
    0x86f7ac45,
    0xa86a6b85,
    0x144b8f9d,
    0x8f70f7b5,
    0x6573e04e,
    0x88b9a8ea,
    0x441db82d,
    0x315066c4,
    0x813c66ec,
    0x79b046a2,
    0x95a275e2,
    0x8903cd37,
    /* Was 0x2727d7c6 until the search went past 3^n cells: F2 of
     * Minkowski 0.7 missed features two cells away (seams). */
    0x4b472ce9,
    0x0fea7ad5,
    /* Waves (issue 40), recorded when they were added. */
    0xcb327445,
    0x60aebe85,
    0x3c2796f8,
    0xe59c7ac5,
    0x4e350841,
    0xf3ed90c5,
    0x9e0f2e56,
    0x8840edc5,
    0x57ea9545,
    0x40aa8b03,
    /* Gabor noise (issue 40), recorded when it was added. */
    0x2fd32e45,
    0x429550b3,
    0x73d9845a,
    0x66a3c834,
    0x094549c6,
    0x54b6ec4b,
    0xdb74ebf7,
    0x94b076d2,
    0x218fd8d2,
  };
  int changed = 0;
  for (size_t i = 0; i < G_N_ELEMENTS (bases); i++)
    {
      const Basis *b = &bases[i];
      NoiseState s0 = prepare (b, 4, NOISE_FRACTAL_FBM, 0);
      NoiseState s1 = prepare (b, 4, NOISE_FRACTAL_FBM, 1234);
      NoiseState s2 = prepare (b, 4, NOISE_FRACTAL_FBM, 1235);
      guint32 h0 = grid_hash (&s0), h1 = grid_hash (&s1), h2 = grid_hash (&s2);
      g_assert_cmpuint (h0, !=, h1);
      g_assert_cmpuint (h1, !=, h2);
      g_test_message ("%s: seed 1234 checksum 0x%08x", b->name, h1);
      if (golden[i] != h1)
        {
          g_test_message ("%s: recorded 0x%08x", b->name, golden[i]);
          changed++;
        }
    }
  g_assert_cmpint (changed, ==, 0);
}

/* Tiling: values and derivatives repeat after one period in x and in y,
 * for every type that tiles, every fractal mode, with a frequency and a
 * lacunarity that need snapping. */
static void
test_tiling (gconstpointer data)
{
  const Basis *b = data;
  if (b->type == NOISE_SIMPLEX_2002 || b->type == NOISE_SIMPLEX_CLASSIC)
    return;
  GRand *rng = g_rand_new_with_seed (21);
  double worst = 0;
  int borders = 0;
  /* Warped: fbm only, fewer points (a warped sample costs several). */
  int fractals = warp ? 1 : NOISE_FRACTAL_COUNT, points = warp ? 400 : 2000;
  for (int fractal = 0; fractal < fractals; fractal++)
    {
      NoiseSettings s;
      NoiseState st;
      noise_settings_init (&s);
      set_basis (&s, b);
      /* (Gabor noise's two stripes a cell at half the frequency: as many
       * stripes a unit as a wave's, whose slopes the bound allows; and
       * unshifted octaves, as prepare's: the shifts' ulp of up to 2^-16
       * cells, times its curvature, parts the slopes a period apart.) */
      s.frequency = b->type == NOISE_GABOR ? 1.65f : 3.3f;
      if (b->type == NOISE_GABOR)
        s.decorrelate_octaves = 0;
      s.octaves = 4;
      s.lacunarity = 2.3f;
      s.fractal = (NoiseFractal) fractal;
      s.tile[0] = 1.0f;
      s.tile[1] = 0.75f;
      apply_warp (&s, b);
      g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
      for (int i = 0; i < points; i++)
        {
          float p[4], q[4], r[4];
          random_point (rng, 1.0, p);
          memcpy (q, p, sizeof p);
          memcpy (r, p, sizeof p);
          q[0] += 1.0f;
          r[1] -= 0.75f;
          NoiseSample4 a = noise_eval (&st, p), bq = noise_eval (&st, q),
                       br = noise_eval (&st, r);
          Slope sa = slope_of (a), sq = slope_of (bq), sr = slope_of (br);
          const float *da = sa.d, *dq = sq.d, *dr = sr.d;
          double scale = 1.0 + fabs (da[0]) + fabs (da[1]);
          worst = fmax (worst, fabs (a.value - bq.value));
          worst = fmax (worst, fabs (a.value - br.value));
          double slopes = 0;
          for (int c = 0; c < b->dims; c++)
            {
              slopes = fmax (slopes, fabs (da[c] - dq[c]) / scale);
              slopes = fmax (slopes, fabs (da[c] - dr[c]) / scale);
            }
          /* Cellular slopes jump at cell borders, where the rounding of
           * p + period may land on the other side: counted, not judged. */
          if (is_creased (b) && slopes >= 1e-3)
            borders++;
          else
            worst = fmax (worst, slopes);
        }
    }
  g_rand_free (rng);
  g_test_message ("%s: worst difference one period apart %.3g; %d slopes "
                  "across a border",
                  b->name, worst, borders);
  g_assert_cmpint (borders, <=, 3 * 2000 * NOISE_FRACTAL_COUNT / 100);
  /* Float rounding of p + period: an ulp of p is ~1e-5 cells at the last
   * octave, and the last octave's slopes are ~40 per unit; without tiling
   * the differences are of order 1.  A 1D slope is judged against one
   * slope, not two, so the same rounding weighs more (Perlin 1D: 2.1e-3,
   * its values within 1.5e-5). */
  g_assert_cmpfloat (worst, <, b->dims == 1 ? 4e-3 : 1e-3);
}

/* Looping: phase 1 is phase 0, and nearby phases are nearby patterns. */
static void
test_looping (gconstpointer data)
{
  const Basis *b = data;
  if (b->type == NOISE_SIMPLEX_2002 || b->type == NOISE_SIMPLEX_CLASSIC)
    return;
  NoiseSettings s;
  NoiseState start, end, near;
  noise_settings_init (&s);
  set_basis (&s, b);
  s.octaves = 3;
  s.lacunarity = 2.5f;
  s.looping = 1;
  s.loop_length = 1.5f;
  if (b->dims >= 2)
    {
      s.tile[0] = 1.0f;
      s.tile[1] = 1.0f;
    }
  apply_warp (&s, b);
  g_assert_cmpint (noise_prepare (&s, &start, NULL), ==, NOISE_OK);
  s.loop_phase = 1.0f;
  g_assert_cmpint (noise_prepare (&s, &end, NULL), ==, NOISE_OK);
  s.loop_phase = 0.001f;
  g_assert_cmpint (noise_prepare (&s, &near, NULL), ==, NOISE_OK);
  GRand *rng = g_rand_new_with_seed (8);
  double worst = 0, step = 0;
  for (int i = 0; i < samples (warp ? 400 : 2000); i++)
    {
      float p[4];
      random_point (rng, 1.0, p);
      float v = noise_eval (&start, p).value;
      worst = fmax (worst, fabs (v - noise_eval (&end, p).value));
      step = fmax (step, fabs (v - noise_eval (&near, p).value));
    }
  g_rand_free (rng);
  g_test_message ("%s: phase 0 vs 1 differ by %.3g; a 0.001 step moves up "
                  "to %.3g",
                  b->name, worst, step);
  g_assert_cmpfloat (worst, <, 1e-4);
  if (!jumps (b)) /* flat cells, the saw's drop */
    g_assert_cmpfloat (step, <, 0.05);
  g_assert_cmpfloat (step, >, 0.0);
}

/* decorrelate_octaves = 0 is the pseudorandom-artist tutorial's Sum exactly:
 * sum of noise_sample (p, f_k) * a_k over range, in the text's order. */
static void
test_seed_sum (void)
{
  NoiseSettings s;
  NoiseState st;
  noise_settings_init (&s);
  s.type = NOISE_PERLIN;
  s.frequency = 3.0f;
  s.octaves = 5;
  s.lacunarity = 2.5f;
  s.persistence = 0.6f;
  s.decorrelate_octaves = 0;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
  float p[4] = { 0.3f, -1.25f, 2.5f, 0.0f };
  float sum = noise_sample (NOISE_PERLIN, 3, p[0], p[1], p[2], 3.0f, 0).value;
  float frequency = 3.0f, amplitude = 1.0f, range = 1.0f;
  for (int o = 1; o < 5; o++)
    {
      frequency *= 2.5f;
      amplitude *= 0.6f;
      range += amplitude;
      sum += noise_sample (NOISE_PERLIN, 3, p[0], p[1], p[2], frequency, 0)
                 .value
             * amplitude;
    }
  g_assert_cmpfloat (noise_eval (&st, p).value, ==, sum / range);
  /* With decorrelation the octaves are shifted: a different value. */
  s.decorrelate_octaves = 1;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
  g_assert_cmpfloat (noise_eval (&st, p).value, !=, sum / range);
}

/* The fractal modes by their definitions (noise.h), in double from
 * noise_sample's octaves (decorrelate_octaves 0, so octave k is the basis at
 * f_k): Musgrave's four as Blender's Noise Texture writes them, remainder
 * step included (its Detail is detail - 1 here), and the additive modes
 * with FastNoiseLite's weighted strength and ping-pong.  Blender ignores
 * the remainder in ridged multifractal; here it weights the partial
 * octave's term as in every other mode. */
typedef struct
{
  const NoiseSettings *s;
  double n[NOISE_MAX_OCTAVES + 1]; /* the basis per octave */
  double a[NOISE_MAX_OCTAVES + 1]; /* persistence^k, in float as prepared */
  int whole;                       /* floor (detail) */
  double rmd;                      /* detail - whole */
} Octaves;

static double
ping_pong_of (double t)
{
  t -= floor (t * 0.5) * 2.0;
  return t < 1.0 ? t : 2.0 - t;
}

/* The additive modes: fbm n, turbulence |n|, ridged (1 - |n|)^2,
 * ping-pong, with weights and the partial octave's amplitude. */
static double
reference_additive (const Octaves *q)
{
  const NoiseSettings *s = q->s;
  double sum = 0, range = 0, weight = 1, ws = s->weighted_strength;
  int fbm = s->fractal == NOISE_FRACTAL_FBM;
  for (int k = 0; k <= q->whole; k++)
    {
      double a = k < q->whole ? q->a[k] : q->a[k] * q->rmd, n = q->n[k], m;
      switch (s->fractal)
        {
        case NOISE_FRACTAL_TURBULENCE: m = fabs (n); break;
        case NOISE_FRACTAL_RIDGED: m = (1 - fabs (n)) * (1 - fabs (n)); break;
        case NOISE_FRACTAL_PING_PONG:
          m = ping_pong_of ((n + 1) * s->ping_pong_strength);
          break;
        default: m = (n + 1) / 2; break;
        }
      sum += a * weight * (fbm ? n : 2 * m - 1);
      range += a;
      weight *= 1 + ws * (m - 1);
    }
  return sum / range;
}

static double
reference_musgrave (const Octaves *q)
{
  const NoiseSettings *s = q->s;
  const double *n = q->n, *a = q->a, o = s->fractal_offset, g = s->fractal_gain,
               rmd = q->rmd;
  int N = q->whole;
  double value = 0, weight = 1, signal;
  switch (s->fractal)
    {
    case NOISE_FRACTAL_MULTIFRACTAL:
      value = 1;
      for (int i = 0; i < N; i++)
        value *= a[i] * n[i] + 1;
      if (rmd != 0)
        value *= rmd * a[N] * n[N] + 1;
      return value;
    case NOISE_FRACTAL_HETERO_TERRAIN:
      value = o + n[0];
      for (int i = 1; i < N; i++)
        value += (n[i] + o) * a[i] * value;
      if (rmd != 0)
        value += rmd * ((n[N] + o) * a[N] * value);
      return value;
    case NOISE_FRACTAL_HYBRID_MULTIFRACTAL:
      /* Without Blender's "weight > 0.001" cutoff: test_hybrid_cutoff. */
      for (int i = 0; i < N; i++)
        {
          weight = fmin (fmax (weight, 0), 1);
          signal = (n[i] + o) * a[i];
          value += weight * signal;
          weight *= g * signal;
        }
      if (rmd != 0)
        value += rmd * fmin (fmax (weight, 0), 1) * (n[N] + o) * a[N];
      return value;
    default: /* ridged multifractal */
      signal = (o - fabs (n[0])) * (o - fabs (n[0]));
      value = signal;
      for (int i = 1; i <= N; i++)
        {
          if (i == N && rmd == 0)
            break;
          weight = fmin (fmax (signal * g, 0), 1);
          signal = (o - fabs (n[i])) * (o - fabs (n[i])) * weight;
          value += signal * a[i] * (i == N ? rmd : 1);
        }
      return value;
    }
}

static void
check_definition (NoiseSettings *s, GRand *rng, double *worst)
{
  NoiseState st;
  g_assert_cmpint (noise_prepare (s, &st, NULL), ==, NOISE_OK);
  Octaves q = { s, { 0 }, { 0 }, s->octaves, 0 };
  if (s->detail != 0.0f)
    {
      q.whole = (int) floorf (s->detail);
      q.rmd = s->detail - floorf (s->detail);
    }
  float f = s->frequency, a = 1.0f;
  float f_k[NOISE_MAX_OCTAVES + 1];
  for (int k = 0; k <= q.whole && k < NOISE_MAX_OCTAVES; k++)
    {
      f_k[k] = f;
      q.a[k] = a;
      f *= s->lacunarity;
      a *= s->persistence;
    }
  for (int i = 0; i < 200; i++)
    {
      float p[4];
      random_point (rng, 4.0, p);
      for (int k = 0; k <= q.whole && k < NOISE_MAX_OCTAVES; k++)
        q.n[k] = noise_sample (s->type, 3, p[0], p[1], p[2], f_k[k], 0).value;
      int musgrave = s->fractal >= NOISE_FRACTAL_MULTIFRACTAL
                     && s->fractal <= NOISE_FRACTAL_RIDGED_MULTIFRACTAL;
      double want
          = musgrave ? reference_musgrave (&q) : reference_additive (&q);
      double got = noise_eval (&st, p).value;
      double err = fabs (got - want) / (1.0 + fabs (want));
      *worst = fmax (*worst, err);
      if (err > 2e-5)
        g_error ("fractal %d, detail %g, at (%g, %g, %g): %.9g, defined %.9g",
                 s->fractal, s->detail, p[0], p[1], p[2], got, want);
    }
}

static void
test_definitions (void)
{
  static const float details[] = { 0.0f, 1.0f, 3.0f, 3.25f, 5.7f, 1.5f };
  GRand *rng = g_rand_new_with_seed (24);
  double worst = 0;
  for (int fractal = 0; fractal < NOISE_FRACTAL_COUNT; fractal++)
    for (size_t d = 0; d < G_N_ELEMENTS (details); d++)
      for (int params = 0; params < 2; params++)
        {
          NoiseSettings s;
          noise_settings_init (&s);
          s.type = NOISE_PERLIN;
          s.frequency = 1.3f;
          s.octaves = 4;
          s.lacunarity = 2.1f;
          s.persistence = params ? 0.7f : 0.5f;
          s.decorrelate_octaves = 0;
          s.fractal = (NoiseFractal) fractal;
          s.normalize = 0;
          s.detail = details[d];
          if (params)
            {
              s.fractal_offset = 0.8f;
              s.fractal_gain = 2.5f;
              s.ping_pong_strength = 1.7f;
              s.weighted_strength = 0.65f;
            }
          check_definition (&s, rng, &worst);
        }
  g_rand_free (rng);
  g_test_message ("worst relative difference from the definitions %.3g", worst);
}

/* Blender's hybrid multifractal stops where the weight is 0.001 or less,
 * so its value jumps there; the core's runs on and differs from it by
 * under 0.001 (|o| + 1) sum_(k>0) a_k (noise.h). */
static void
test_hybrid_cutoff (void)
{
  NoiseSettings s;
  NoiseState st;
  noise_settings_init (&s);
  s.type = NOISE_SIMPLEX;
  s.octaves = 8;
  s.decorrelate_octaves = 0;
  s.fractal = NOISE_FRACTAL_HYBRID_MULTIFRACTAL;
  s.fractal_offset = 0.3f;
  s.fractal_gain = 3.0f;
  s.persistence = 0.7f;
  s.normalize = 0;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
  GRand *rng = g_rand_new_with_seed (4);
  double worst = 0, bound = 0, a = 1;
  for (int k = 1; k < 8; k++)
    bound += 0.001 * (0.3 + 1) * (a *= 0.7);
  int stopped = 0;
  for (int i = 0; i < 20000; i++)
    {
      float p[4];
      random_point (rng, 8.0, p);
      double value = 0, weight = 1, f = s.frequency, amplitude = 1;
      for (int k = 0; weight > 0.001 && k < 8; k++, f *= 2, amplitude *= 0.7)
        {
          weight = fmin (weight, 1);
          double n
              = noise_sample (s.type, 3, p[0], p[1], p[2], (float) f, 0).value;
          double signal = (n + 0.3) * amplitude;
          value += weight * signal;
          weight *= 3.0 * signal;
        }
      stopped += weight > 0.0 && weight <= 0.001;
      double diff = fabs (noise_eval (&st, p).value - value);
      worst = fmax (worst, diff);
    }
  g_rand_free (rng);
  g_test_message ("%d of 20000 points stop at Blender's cutoff with a "
                  "positive weight; largest difference %.3g (bound %.3g)",
                  stopped, worst, bound);
  g_assert_cmpint (stopped, >, 0);
  g_assert_cmpfloat (worst, <, bound + 1e-5);
}

/* A row of 2000 points of a 2D Simplex or 3D Perlin state, values and
 * derivatives. */
enum
{
  ROW = 2000
};

static void
fill (const NoiseSettings *s, float *values, float *derivatives)
{
  NoiseState st;
  const float origin[4] = { -3.1f, 0.7f, 1.9f, 0.0f };
  const float step[4] = { 0.0037f, 0.0011f, -0.0023f, 0.0f };
  g_assert_cmpint (noise_prepare (s, &st, NULL), ==, NOISE_OK);
  noise_fill_row (&st, origin, step, 0, ROW, values, derivatives);
}

static double
largest_change (const float *a, const float *b)
{
  double worst = 0;
  for (int i = 0; i < ROW; i++)
    worst = fmax (worst, fabs ((double) a[i] - b[i]));
  return worst;
}

/* Fractional detail: a whole detail gives the bits of the same octaves;
 * a step of 1e-3 in detail moves no value by more than a few 1e-3 (a
 * whole octave moves them by 0.005 to 0.15), also across a whole number;
 * and 0.999 of the way to the next octave is close to it, far closer than
 * the octave below. */
static void
test_detail (void)
{
  static float a[ROW], b[ROW], da[4 * ROW], db[4 * ROW];
  for (int type = 0; type < 2; type++)
    for (int fractal = 0; fractal < NOISE_FRACTAL_COUNT; fractal++)
      {
        NoiseSettings s;
        noise_settings_init (&s);
        s.type = type ? NOISE_PERLIN : NOISE_SIMPLEX;
        s.dimensions = type ? 3 : 2;
        s.fractal = (NoiseFractal) fractal;
        s.fractal_offset = 0.5f;
        s.fractal_gain = 1.5f;
        s.weighted_strength = type ? 0.5f : 0.0f;
        s.octaves = 4;
        fill (&s, a, da);
        s.octaves = 9; /* ignored */
        s.detail = 4.0f;
        fill (&s, b, db);
        g_assert_true (memcmp (a, b, sizeof a) == 0);
        g_assert_true (memcmp (da, db, sizeof da) == 0);
        /* Anything in (0, 1] is one whole octave. */
        s.detail = 0.0f;
        s.octaves = 1;
        fill (&s, a, da);
        for (int k = 0; k < 2; k++)
          {
            s.detail = k ? 1.0f : 0.25f;
            fill (&s, b, db);
            g_assert_true (memcmp (a, b, sizeof a) == 0);
            g_assert_true (memcmp (da, db, sizeof da) == 0);
          }
        double worst = 0;
        static const float from[] = { 2.5f, 3.9995f, 4.0f, 5.3f, 13.99f };
        for (size_t i = 0; i < G_N_ELEMENTS (from); i++)
          {
            s.detail = from[i];
            fill (&s, a, NULL);
            s.detail = from[i] + 1e-3f;
            fill (&s, b, NULL);
            worst = fmax (worst, largest_change (a, b));
          }
        s.detail = 4.999f;
        fill (&s, a, NULL);
        s.detail = 5.0f;
        fill (&s, b, NULL);
        double near = largest_change (a, b);
        s.detail = 4.0f;
        fill (&s, a, NULL);
        double whole = largest_change (a, b);
        g_test_message ("type %d fractal %d: a 1e-3 step of detail moves "
                        "values by up to %.3g; 4.999 to 5 by %.3g, 4 to 5 by "
                        "%.3g",
                        type, fractal, worst, near, whole);
        g_assert_cmpfloat (worst, <, 5e-3);
        g_assert_cmpfloat (near, <, 5e-3);
        g_assert_cmpfloat (whole, >, fmax (1e-3, 20 * near));
      }
}

/* The Musgrave modes' values lie in noise_value_range: raw ones in their
 * bounds, normalised ones in [-1, 1] and the same map of the raw ones; and
 * they spread over a good part of it (the bounds are not loose by orders
 * of magnitude). */
static void
test_musgrave_range (void)
{
  GRand *rng = g_rand_new_with_seed (31);
  for (int fractal = NOISE_FRACTAL_MULTIFRACTAL;
       fractal <= NOISE_FRACTAL_RIDGED_MULTIFRACTAL; fractal++)
    for (int params = 0; params < 2; params++)
      {
        NoiseSettings s;
        NoiseState raw, norm;
        noise_settings_init (&s);
        s.fractal = (NoiseFractal) fractal;
        s.octaves = 6;
        s.fractal_offset = params ? 1.0f : 0.0f;
        s.fractal_gain = params ? 2.0f : 1.0f;
        g_assert_cmpint (noise_prepare (&s, &norm, NULL), ==, NOISE_OK);
        s.normalize = 0;
        g_assert_cmpint (noise_prepare (&s, &raw, NULL), ==, NOISE_OK);
        float low, high, nl, nh;
        noise_value_range (&raw, &low, &high);
        noise_value_range (&norm, &nl, &nh);
        g_assert_cmpfloat (nl, ==, -1.0f);
        g_assert_cmpfloat (nh, ==, 1.0f);
        g_assert_cmpfloat (low, <, high);
        float lo = INFINITY, hi = -INFINITY;
        for (int i = 0; i < samples (100000); i++)
          {
            float p[4];
            random_point (rng, 64.0, p);
            float v = noise_eval (&raw, p).value;
            float w = noise_eval (&norm, p).value;
            g_assert_true (v >= low && v <= high);
            g_assert_true (w >= -1.0f && w <= 1.0f);
            double mapped = 2.0 * (v - low) / ((double) high - low) - 1.0;
            g_assert_cmpfloat (fabs (w - mapped), <, 1e-5);
            lo = fminf (lo, w);
            hi = fmaxf (hi, w);
          }
        g_test_message ("fractal %d offset %g gain %g: raw bounds [%g, %g], "
                        "normalised values reached [%.3f, %.3f]",
                        fractal, s.fractal_offset, s.fractal_gain, low, high,
                        lo, hi);
        g_assert_cmpfloat (hi - lo, >, 0.25f);
      }
  g_rand_free (rng);
}

/* noise_fractal_parameters says which parameters each mode reads: changing
 * one it lists changes the pattern, changing one it does not list leaves
 * every bit. */
static void
test_fractal_parameters (void)
{
  static float base[ROW], moved[ROW];
  g_assert_cmpuint (noise_fractal_parameters (NOISE_FRACTAL_COUNT), ==, 0);
  g_assert_cmpuint (noise_fractal_parameters ((NoiseFractal) -1), ==, 0);
  for (int fractal = 0; fractal < NOISE_FRACTAL_COUNT; fractal++)
    {
      NoiseSettings s;
      noise_settings_init (&s);
      s.fractal = (NoiseFractal) fractal;
      s.octaves = 5;
      fill (&s, base, NULL);
      unsigned uses = noise_fractal_parameters ((NoiseFractal) fractal);
      for (int bit = 0; bit < 5; bit++)
        {
          NoiseSettings t = s;
          switch (1u << bit)
            {
            case NOISE_FRACTAL_USES_OFFSET: t.fractal_offset = 0.6f; break;
            case NOISE_FRACTAL_USES_GAIN: t.fractal_gain = 2.5f; break;
            case NOISE_FRACTAL_USES_PING_PONG_STRENGTH:
              t.ping_pong_strength = 1.3f;
              break;
            case NOISE_FRACTAL_USES_WEIGHTED_STRENGTH:
              t.weighted_strength = 0.7f;
              break;
            default: t.normalize = 0; break;
            }
          fill (&t, moved, NULL);
          int same = memcmp (base, moved, sizeof base) == 0;
          if (same == !!(uses & (1u << bit)))
            g_error ("fractal %d: parameter bit %d is%s listed, yet the "
                     "pattern %s",
                     fractal, bit, uses & (1u << bit) ? "" : " not",
                     same ? "stays" : "changes");
        }
    }
}

/* Every status has a message of its own: none is the fallback for unknown
 * values, and no two are the same, so a user is told which setting is
 * wrong. */
static void
test_status_strings (void)
{
#define ONE(NAME, TEXT) +1
  enum
  {
    N_STATUSES = 0 NOISE_STATUSES (ONE)
  };
#undef ONE
  const char *unknown = noise_status_string ((NoiseStatus) -1);
  g_assert_nonnull (unknown);
  g_assert_cmpstr (noise_status_string ((NoiseStatus) N_STATUSES), ==, unknown);
  for (int a = NOISE_OK; a < N_STATUSES; a++)
    {
      const char *message = noise_status_string ((NoiseStatus) a);
      g_assert_nonnull (message);
      g_assert_cmpuint (strlen (message), >, 0);
      g_assert_cmpstr (message, !=, unknown);
      for (int b = NOISE_OK; b < a; b++)
        g_assert_cmpstr (message, !=, noise_status_string ((NoiseStatus) b));
    }
}

/* Element e of field f of s, as a double. */
static double
field_value (const NoiseSettings *s, const NoiseField *f, int e)
{
  const char *at = (const char *) s + f->offset + 4 * e;
  float x;
  int32_t i;
  uint32_t u;
  switch (f->kind)
    {
    case NOISE_FIELD_FLOAT: memcpy (&x, at, 4); return x;
    case NOISE_FIELD_UINT32: memcpy (&u, at, 4); return u;
    default: memcpy (&i, at, 4); return i;
    }
}

/* Sets element e of field f of s to v, converted to the field's type
 * only where the conversion is defined (NaN or a value beyond an integer
 * type's range is not: UBSan's float-cast-overflow stops there); an
 * integer field then gets 0, which field_value tells apart from v. */
static void
set_field (NoiseSettings *s, const NoiseField *f, int e, double v)
{
  char *at = (char *) s + f->offset + 4 * e;
  if (f->kind == NOISE_FIELD_FLOAT)
    {
      float x = (float) v;
      memcpy (at, &x, 4);
    }
  else if (f->kind == NOISE_FIELD_UINT32)
    {
      uint32_t u = v >= 0.0 && v <= UINT32_MAX ? (uint32_t) v : 0;
      memcpy (at, &u, 4);
    }
  else
    {
      int32_t i = v >= INT32_MIN && v <= INT32_MAX ? (int32_t) v : 0;
      memcpy (at, &i, 4);
    }
}

/* The descriptor (noise_settings_fields) is the struct: every field in
 * order, four bytes an element, nothing between; its defaults are
 * noise_settings_init's. */
static void
test_field_layout (void)
{
  int n;
  const NoiseField *f = noise_settings_fields (&n);
  NoiseSettings s;
  size_t end = 0;
  memset (&s, 0xa5, sizeof s);
  noise_settings_init (&s);
  for (int i = 0; i < n; i++)
    {
      g_assert_cmpuint (f[i].offset, ==, end);
      end += 4 * (size_t) f[i].count;
      for (int e = 0; e < f[i].count; e++)
        g_assert_cmpfloat (field_value (&s, &f[i], e), ==, f[i].default_value);
      g_assert_true (f[i].min_excluded ? f[i].min < f[i].default_value
                                       : f[i].min <= f[i].default_value);
      g_assert_cmpfloat (f[i].default_value, <=, f[i].max);
    }
  g_assert_cmpuint (end, ==, sizeof (NoiseSettings));
}

/* Each checked field's range is what noise_prepare keeps: just outside
 * either end (and NaN) it refuses with the field's status, where the field
 * is read (the loop's while looping, the warp's with a warp mode); and the
 * status's message gives the range, so that it cannot drift from the
 * table. */
static void
test_field_ranges (void)
{
  int n;
  const NoiseField *f = noise_settings_fields (&n);
  for (int i = 0; i < n; i++)
    {
      if (f[i].check == NOISE_CHECK_ANY)
        continue;
      double outside[3] = { f[i].min, f[i].max, NAN };
      int n_outside = f[i].kind == NOISE_FIELD_FLOAT ? 3 : 2;
      if (f[i].kind == NOISE_FIELD_FLOAT)
        {
          if (!f[i].min_excluded)
            outside[0] = nextafterf ((float) f[i].min, -INFINITY);
          outside[1] = nextafterf ((float) f[i].max, INFINITY);
        }
      else
        {
          outside[0] = f[i].min - 1;
          outside[1] = f[i].max + 1;
        }
      for (int e = 0; e < f[i].count; e++)
        for (int k = 0; k < n_outside; k++)
          {
            NoiseSettings s;
            NoiseState st;
            noise_settings_init (&s);
            s.looping = f[i].check == NOISE_CHECK_LOOP;
            if (f[i].check == NOISE_CHECK_WARP
                || f[i].check == NOISE_CHECK_WARP_TYPE)
              s.warp_mode = NOISE_WARP_INDEPENDENT;
            set_field (&s, &f[i], e, outside[k]);
            if (field_value (&s, &f[i], e) == outside[k] || isnan (outside[k]))
              {
                if (noise_prepare (&s, &st, NULL) != f[i].status)
                  g_error ("%s[%d] = %g: status %d, not %d", f[i].name, e,
                           outside[k], (int) noise_prepare (&s, &st, NULL),
                           (int) f[i].status);
              }
          }
      char range[64] = "";
      if (f[i].kind == NOISE_FIELD_FLOAT && f[i].max < FLT_MAX)
        g_snprintf (range, sizeof range, "%c%g, %g]",
                    f[i].min_excluded ? '(' : '[', f[i].min, f[i].max);
      else if (f[i].kind == NOISE_FIELD_INT && f[i].check != NOISE_CHECK_TYPE)
        g_snprintf (range, sizeof range, "%g..%g", f[i].min, f[i].max);
      /* A status of one family's many fields (the erosion's) names its
       * field and limit in the refusal record (noise.h, NoiseRefusal),
       * not every range in its English text. */
      int sharing = 0;
      for (int j = 0; j < n; j++)
        sharing += f[j].status == f[i].status;
      if (sharing > 4)
        {
          NoiseSettings s;
          NoiseState st;
          NoiseRefusal why;
          noise_settings_init (&s);
          set_field (&s, &f[i], 0, f[i].max + 1);
          g_assert_cmpint (noise_prepare (&s, &st, &why), ==, f[i].status);
          g_assert_cmpint (why.field, ==, i);
          g_assert_cmpfloat (why.limit, ==, f[i].max);
          continue;
        }
      if (*range && !strstr (noise_status_string (f[i].status), range))
        g_error ("%s: \"%s\" does not say %s", f[i].name,
                 noise_status_string (f[i].status), range);
    }
}

/* Tile and loop sizes that noise_prepare cannot lay out are refused: more
 * whole cells per period than an int holds (the count would overflow), or a
 * lattice tile so short that one cell per period is over
 * NOISE_MAX_FREQUENCY per unit; sizes just inside stay accepted. */
static void
test_period_sizes (void)
{
  static const struct
  {
    NoiseType type;
    float tile, loop_length;
    NoiseStatus status;
  } cases[] = {
    { NOISE_VALUE, 1e-20f, 0.0f, NOISE_ERROR_TILE },
    { NOISE_PERLIN, 1e-5f, 0.0f, NOISE_ERROR_TILE },
    { NOISE_PERLIN, 1e-4f, 0.0f, NOISE_OK }, /* 10^4 cells per unit */
    { NOISE_VALUE, 1e30f, 0.0f, NOISE_ERROR_TILE },
    { NOISE_SIMPLEX, 1e30f, 0.0f, NOISE_ERROR_TILE },
    { NOISE_SIMPLEX, 1e-20f, 0.0f, NOISE_OK }, /* any torus is fine */
    { NOISE_PERLIN, 1e8f, 0.0f, NOISE_OK },    /* 4e8 cells */
    { NOISE_PERLIN, 0.0f, 1e30f, NOISE_ERROR_LOOP },
    { NOISE_SIMPLEX_VALUE, 0.0f, 3e9f, NOISE_ERROR_LOOP },
    { NOISE_SIMPLEX_VALUE, 0.0f, 1e9f, NOISE_OK },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      NoiseSettings s;
      NoiseState st;
      noise_settings_init (&s);
      s.type = cases[i].type;
      s.dimensions = 2;
      s.tile[0] = s.tile[1] = cases[i].tile;
      s.looping = cases[i].loop_length > 0.0f;
      s.loop_length = s.looping ? cases[i].loop_length : 2.0f;
      g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, cases[i].status);
    }
  /* Every octave counts: the last one's cells overflow here. */
  NoiseSettings s;
  NoiseState st;
  noise_settings_init (&s);
  s.type = NOISE_VALUE;
  s.tile[0] = s.tile[1] = 1e6f;
  s.frequency = 1000.0f;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
  s.octaves = 4; /* 8e9 cells */
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_ERROR_TILE);
}

static void
test_validation (void)
{
  NoiseSettings s;
  NoiseState st;
  noise_settings_init (&s);
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);

#define EXPECT(field, bad, status)                                             \
  do                                                                           \
    {                                                                          \
      noise_settings_init (&s);                                                \
      s.field = bad;                                                           \
      g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, status);             \
    }                                                                          \
  while (0)
  EXPECT (type, (NoiseType) 99, NOISE_ERROR_TYPE);
  EXPECT (type, (NoiseType) -1, NOISE_ERROR_TYPE);
  EXPECT (dimensions, 0, NOISE_ERROR_DIMENSIONS);
  EXPECT (dimensions, 5, NOISE_ERROR_DIMENSIONS);
  EXPECT (frequency, 0.0f, NOISE_ERROR_FREQUENCY);
  EXPECT (frequency, -1.0f, NOISE_ERROR_FREQUENCY);
  EXPECT (frequency, NAN, NOISE_ERROR_FREQUENCY);
  EXPECT (frequency, INFINITY, NOISE_ERROR_FREQUENCY);
  EXPECT (octaves, 0, NOISE_ERROR_OCTAVES);
  EXPECT (octaves, 17, NOISE_ERROR_OCTAVES);
  EXPECT (lacunarity, 0.5f, NOISE_ERROR_LACUNARITY);
  EXPECT (lacunarity, NAN, NOISE_ERROR_LACUNARITY);
  EXPECT (persistence, 1.5f, NOISE_ERROR_PERSISTENCE);
  EXPECT (persistence, -NAN, NOISE_ERROR_PERSISTENCE);
  EXPECT (cellular_return, NOISE_CELLULAR_RETURN_COUNT,
          NOISE_ERROR_CELLULAR_RETURN);
  EXPECT (cellular_return, (NoiseCellularReturn) -1,
          NOISE_ERROR_CELLULAR_RETURN);
  EXPECT (metric, NOISE_METRIC_COUNT, NOISE_ERROR_METRIC);
  EXPECT (metric, (NoiseMetric) -1, NOISE_ERROR_METRIC);
  EXPECT (minkowski_exponent, 0.49f, NOISE_ERROR_EXPONENT);
  EXPECT (minkowski_exponent, 8.01f, NOISE_ERROR_EXPONENT);
  EXPECT (minkowski_exponent, NAN, NOISE_ERROR_EXPONENT);
  EXPECT (jitter, -0.01f, NOISE_ERROR_JITTER);
  EXPECT (jitter, 1.01f, NOISE_ERROR_JITTER);
  EXPECT (jitter, NAN, NOISE_ERROR_JITTER);
  EXPECT (smoothness, -0.01f, NOISE_ERROR_SMOOTHNESS);
  EXPECT (smoothness, INFINITY, NOISE_ERROR_SMOOTHNESS);
  EXPECT (smoothness, NAN, NOISE_ERROR_SMOOTHNESS);
  EXPECT (fractal, NOISE_FRACTAL_COUNT, NOISE_ERROR_FRACTAL);
  EXPECT (fractal, (NoiseFractal) -1, NOISE_ERROR_FRACTAL);
  EXPECT (fractal_offset, 16.5f, NOISE_ERROR_FRACTAL_OFFSET);
  EXPECT (fractal_offset, -INFINITY, NOISE_ERROR_FRACTAL_OFFSET);
  EXPECT (fractal_offset, NAN, NOISE_ERROR_FRACTAL_OFFSET);
  EXPECT (fractal_gain, -0.5f, NOISE_ERROR_FRACTAL_GAIN);
  EXPECT (fractal_gain, 17.0f, NOISE_ERROR_FRACTAL_GAIN);
  EXPECT (fractal_gain, NAN, NOISE_ERROR_FRACTAL_GAIN);
  EXPECT (ping_pong_strength, -1.0f, NOISE_ERROR_PING_PONG_STRENGTH);
  EXPECT (ping_pong_strength, 65.0f, NOISE_ERROR_PING_PONG_STRENGTH);
  EXPECT (ping_pong_strength, NAN, NOISE_ERROR_PING_PONG_STRENGTH);
  EXPECT (weighted_strength, 1.01f, NOISE_ERROR_WEIGHTED_STRENGTH);
  EXPECT (weighted_strength, -0.01f, NOISE_ERROR_WEIGHTED_STRENGTH);
  EXPECT (weighted_strength, NAN, NOISE_ERROR_WEIGHTED_STRENGTH);
  EXPECT (detail, -1.0f, NOISE_ERROR_DETAIL);
  EXPECT (detail, 16.01f, NOISE_ERROR_DETAIL);
  EXPECT (detail, NAN, NOISE_ERROR_DETAIL);
  EXPECT (detail, INFINITY, NOISE_ERROR_DETAIL);
  /* Set, detail replaces octaves: theirs are not checked, its are. */
  noise_settings_init (&s);
  s.octaves = 0;
  s.detail = 16.0f;
  s.frequency = 1.0f; /* the 16th octave's: 32768 */
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
  g_assert_cmpint (st.layer.settings.octaves, ==, 16);
  s.detail = 2.01f;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
  g_assert_cmpint (st.layer.settings.octaves, ==, 3);
  s.frequency = 30000.0f; /* the partial third octave's is 120000 */
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==,
                   NOISE_ERROR_TOP_FREQUENCY);
  g_assert_cmpfloat (noise_top_frequency (&s), ==, 120000.0f);
  s.detail = 2.0f;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
  g_assert_cmpfloat (noise_top_frequency (&s), ==, 60000.0f);
  noise_settings_init (&s);
  s.frequency = 4096.0f;
  s.octaves = 16;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==,
                   NOISE_ERROR_TOP_FREQUENCY);
  g_assert_cmpfloat (noise_top_frequency (&s), ==, 134217728.0f);
  s.octaves = 5; /* exactly the limit: allowed */
  g_assert_cmpfloat (noise_top_frequency (&s), ==, NOISE_MAX_FREQUENCY);
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
  /* The warp's: warp_frequency and warp_octaves, whatever detail holds. */
  s.warp_mode = NOISE_WARP_INDEPENDENT;
  s.detail = 9.5f;
  s.frequency = 1.0f;
  s.warp_frequency = 3000.0f;
  s.warp_octaves = 6;
  g_assert_cmpfloat (noise_warp_top_frequency (&s), ==, 96000.0f);
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==,
                   NOISE_ERROR_WARP_TOP_FREQUENCY);
  EXPECT (tile[0], -1.0f, NOISE_ERROR_TILE);
  EXPECT (tile[0], 1.0f, NOISE_ERROR_TILE); /* tile[1] still 0 */
  EXPECT (tile[1], NAN, NOISE_ERROR_TILE);
  noise_settings_init (&s);
  s.looping = 1;
  s.loop_length = 0.0f;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_ERROR_LOOP);
  s.loop_length = 1.0f;
  s.loop_phase = INFINITY;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_ERROR_LOOP);
  s.loop_phase = 0.0f;
  s.type = NOISE_SIMPLEX_2002;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_ERROR_NOT_PERIODIC);
#undef EXPECT
  test_period_sizes ();
  /* Types and their dimensions. */
  noise_settings_init (&s);
  s.type = NOISE_SIMPLEX_2002;
  s.dimensions = 2;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_ERROR_DIMENSIONS);
  s.type = NOISE_SIMPLEX_CLASSIC;
  s.dimensions = 3;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_ERROR_DIMENSIONS);
  s.type = NOISE_PERLIN;
  s.dimensions = 4;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_ERROR_DIMENSIONS);
  /* noise_sample covers 1..3 dimensions; others give zeros, no crash. */
  NoiseSample z = noise_sample (NOISE_SIMPLEX, 4, 1, 2, 3, 1, 0);
  g_assert_cmpfloat (z.value, ==, 0.0f);
}

/* Settings of one octave of Gabor noise in dims dimensions at frequency
 * f, the rest the defaults. */
static NoiseSettings
gabor_settings (int dims, float f)
{
  NoiseSettings s;
  noise_settings_init (&s);
  s.type = NOISE_GABOR;
  s.dimensions = dims;
  s.octaves = 1;
  s.frequency = f;
  return s;
}

/* The kernel at known points against its formula: the value, and the
 * gradient 2 g' d e^(i phi) + g i e^(i phi) 2 pi f w; the envelope's
 * polynomial within 2e-7 of the exponential and cosine everywhere. */
static void
test_gabor_kernel (void)
{
  static const struct
  {
    int dims;
    float d[3], w[3], frequency, shift;
  } cases[] = {
    { 2, { 0, 0, 0 }, { 1, 0, 0 }, 2, 0 },
    { 2, { 0.3f, 0.4f, 0 }, { 0.6f, 0.8f, 0 }, 2, 0 },
    { 2, { 0.6f, -0.5f, 0 }, { 0, 1, 0 }, 3.5f, 0.25f },
    { 2, { 0.99f, 0, 0 }, { 1, 0, 0 }, 1, -0.3f },
    { 1, { -0.45f, 0, 0 }, { 1, 0, 0 }, 2, 0 },
    { 3, { 0.2f, 0.3f, 0.4f }, { 0.48f, 0.64f, 0.6f }, 5, 0.1f },
    { 3, { 0.1f, -0.7f, 0.2f }, { 0, 0, 1 }, 0.5f, 0 },
    { 2, { 1.0f, 0.1f, 0 }, { 1, 0, 0 }, 2, 0 }, /* outside: 0 */
  };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      float out[2], gradient[2][3];
      noise_gabor_kernel (cases[i].dims, cases[i].d, cases[i].w,
                          cases[i].frequency, cases[i].shift, out, gradient);
      double s = 0, along = 0, slope;
      for (int a = 0; a < cases[i].dims; a++)
        {
          s += (double) cases[i].d[a] * cases[i].d[a];
          along += (double) cases[i].d[a] * cases[i].w[a];
        }
      double g = gabor_envelope (s, &slope);
      double phi = 2 * GABOR_REFERENCE_PI
                   * (cases[i].frequency * along + cases[i].shift);
      double re = g * cos (phi), im = g * sin (phi);
      g_test_message ("case %zu: (%.7g, %.7g), expected (%.7g, %.7g)", i,
                      out[0], out[1], re, im);
      /* The phase in float turns (ulp 2^-22 at 2 turns) and the
       * polynomials (1.4e-7) bound the difference. */
      double tolerance = 3e-7 + 1.5e-6 * fabs (g) * fabs (phi);
      g_assert_cmpfloat_with_epsilon (out[0], re, tolerance);
      g_assert_cmpfloat_with_epsilon (out[1], im, tolerance);
      for (int a = 0; a < 3; a++)
        {
          double da = a < cases[i].dims ? cases[i].d[a] : 0.0;
          double wa = a < cases[i].dims ? cases[i].w[a] : 0.0;
          double turn
              = s < 1.0 ? 2 * GABOR_REFERENCE_PI * cases[i].frequency * wa * g
                        : 0;
          double radial = s < 1.0 ? 2 * slope * da : 0;
          g_assert_cmpfloat_with_epsilon (
              gradient[0][a], radial * cos (phi) - turn * sin (phi), 2e-5);
          g_assert_cmpfloat_with_epsilon (
              gradient[1][a], radial * sin (phi) + turn * cos (phi), 2e-5);
        }
    }
  double worst = 0;
  for (int k = 0; k <= 4000; k++)
    {
      float d[3] = { (float) sqrt (k / 4000.0), 0, 0 }, w[3] = { 1, 0, 0 };
      float out[2], gradient[2][3];
      double slope;
      noise_gabor_kernel (1, d, w, 0.0f, 0.0f, out, gradient);
      worst = fmax (
          worst, fabs (out[0] - gabor_envelope ((double) d[0] * d[0], &slope)));
    }
  g_test_message ("envelope: worst error %.3g", worst);
  g_assert_cmpfloat (worst, <, 2e-7);
}

/* The family against the reference at many points, 1D to 3D, every mode,
 * tiled or not: the same impulses, so only float rounding apart. */
static void
test_gabor_reference (void)
{
  GRand *rng = g_rand_new_with_seed (40);
  double worst = 0;
  int compared = 0;
  for (int dims = 1; dims <= 3; dims++)
    for (int mode = 0; mode < NOISE_GABOR_MODE_COUNT; mode++)
      for (int tiled = 0; tiled < 2; tiled++)
        {
          NoiseSettings s = gabor_settings (dims, 1.7f);
          NoiseState st;
          s.decorrelate_octaves = 0;
          s.seed = 17 + (uint32_t) mode;
          s.gabor_mode = (NoiseGaborMode) mode;
          s.gabor_frequency = 1.5f + (float) dims;
          s.gabor_anisotropy = 0.25f * (float) (mode + tiled);
          s.gabor_orientation = -70.0f + 50.0f * (float) dims;
          s.wave_profile = NOISE_WAVE_SINE;
          if (tiled && dims > 1)
            s.tile[0] = s.tile[1] = 2.0f;
          g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
          double deviation = gabor_deviation (dims);
          for (int i = 0; i < samples (400); i++)
            {
              float p[4];
              random_point (rng, 9.0, p);
              double q[3], re, im;
              for (int a = 0; a < dims; a++)
                q[a] = (float) (p[a] * st.layer.frequency[0][a]
                                + st.layer.offset[0][a]);
              gabor_reference (&s, st.layer.perm, st.layer.period[0], q, &re,
                               &im);
              /* (The phase: the sine profile, cos theta, away from z = 0,
               * where its direction is rounding.) */
              if (mode == NOISE_GABOR_PHASOR
                  && hypot (re, im) < 0.05 * deviation)
                continue;
              double expected = gabor_reference_value (&s, re, im, deviation);
              double v = noise_eval (&st, p).value;
              worst = fmax (worst, fabs (v - expected));
              if (fabs (v - expected) > 2e-4)
                g_error ("gabor %dD mode %d tiled %d at (%g, %g, %g): %.7g, "
                         "reference %.7g",
                         dims, mode, tiled, p[0], p[1], p[2], v, expected);
              compared++;
            }
        }
  g_rand_free (rng);
  g_test_message ("%d points: worst difference from the reference %.3g",
                  compared, worst);
}

/* A 2D Gabor noise's values on a grid (512 x 512 points, 8 a cell), and
 * their power at spatial frequency r cycles per cell in direction phi
 * degrees: Bartlett's average of the periodograms of its 64 patches of
 * 8 x 8 cells (one realisation's periodogram scatters as widely as its
 * mean; 64 of them, an eighth of that). */
typedef struct
{
  float *v;
  int n;
  double step;
} Grid;

enum
{
  GABOR_PATCH = 64
};

/* The sum over the patches of |DFT|^2 at wave vector (r, phi).  Each
 * point's factor e^-i2pi(kx x + ky y)step is a factor of its column times
 * one of its row: the trigonometry is done once a call, not once a point,
 * where it would be most of these tests' time under the sanitizers. */
static double
power_at (const Grid *g, double r, double phi)
{
  double kx = r * cos (phi * GABOR_REFERENCE_PI / 180);
  double ky = r * sin (phi * GABOR_REFERENCE_PI / 180);
  double cx[GABOR_PATCH], sx[GABOR_PATCH], cy[GABOR_PATCH], sy[GABOR_PATCH];
  for (int i = 0; i < GABOR_PATCH; i++)
    {
      double ax = 2 * GABOR_REFERENCE_PI * kx * i * g->step;
      double ay = 2 * GABOR_REFERENCE_PI * ky * i * g->step;
      cx[i] = cos (ax);
      sx[i] = sin (ax);
      cy[i] = cos (ay);
      sy[i] = sin (ay);
    }
  double total = 0;
  for (int py = 0; py < g->n; py += GABOR_PATCH)
    for (int px = 0; px < g->n; px += GABOR_PATCH)
      {
        double re = 0, im = 0;
        for (int y = 0; y < GABOR_PATCH; y++)
          {
            /* The row's sum, then times its factor e^-i ay. */
            double row_re = 0, row_im = 0;
            const float *v = g->v + (py + y) * g->n + px;
            for (int x = 0; x < GABOR_PATCH; x++)
              {
                row_re += v[x] * cx[x];
                row_im -= v[x] * sx[x];
              }
            re += row_re * cy[y] + row_im * sy[y];
            im += row_im * cy[y] - row_re * sy[y];
          }
        total += re * re + im * im;
      }
  return total;
}

/* A 512 x 512 grid of noise s, its points step apart from (x, y, z). */
static Grid
grid_of (const NoiseSettings *s, double step, const float from[3])
{
  NoiseState st;
  g_assert_cmpint (noise_prepare (s, &st, NULL), ==, NOISE_OK);
  Grid g = { g_new (float, 512 * 512), 512, step };
  for (int y = 0; y < g.n; y++)
    {
      const float origin[4]
          = { from[0], (float) (y * g.step) + from[1], from[2], 0 };
      const float along[4] = { (float) g.step, 0, 0, 0 };
      noise_fill_row (&st, origin, along, 0, g.n, g.v + y * g.n, NULL);
    }
  return g;
}

static Grid
gabor_grid (float anisotropy, float orientation)
{
  NoiseSettings s = gabor_settings (2, 1.0f);
  s.seed = 3;
  s.gabor_frequency = 2.0f;
  s.gabor_anisotropy = anisotropy;
  s.gabor_orientation = orientation;
  return grid_of (&s, 0.125, (const float[3]) { 0, 0, 0 });
}

/* A looping Gabor frame of 512 x 512 points a sixteenth of a cell apart
 * (2D, or the plane z = 0.3 in 3D), one octave at frequency 1, value mode,
 * stripe frequency f, loop length 4 (4 whole cells), at phase p. */
static Grid
gabor_loop_frame (int dims, float f, double p)
{
  NoiseSettings s = gabor_settings (dims, 1.0f);
  NoiseState st;
  s.seed = 7;
  s.gabor_frequency = f;
  s.gabor_anisotropy = 0.5f;
  s.looping = 1;
  s.loop_length = 4.0;
  s.loop_phase = p;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
  g_assert_cmpint (noise_lattice_period (&st, 0, dims < 3 ? dims : 2), ==, 4);
  return grid_of (&s, 0.0625, (const float[3]) { 0.1f, 0.1f, 0.3f });
}

static double
grid_deviation (const Grid *g)
{
  double sum = 0, sum2 = 0;
  for (int i = 0; i < g->n * g->n; i++)
    {
      sum += g->v[i];
      sum2 += (double) g->v[i] * g->v[i];
    }
  double mean = sum / (g->n * g->n);
  return sqrt (sum2 / (g->n * g->n) - mean * mean);
}

/* Gabor noise loops by phase (NOISE_LOOPS_BY_PHASE): at a phase that turns
 * every wavelet by whole turns (4 cells, a quarter of the loop) the frame
 * is the first, bit for bit, in 3D too (where the domain once moved z and
 * the type moved it back, a rounding off); from the least stripe frequency
 * up, a frame turned by a quarter turn has the contrast of the first (a
 * loop does not pulse), and below it the stripe frequency is refused. */
static void
test_gabor_loop (void)
{
  for (int dims = 2; dims <= 3; dims++)
    {
      Grid first = gabor_loop_frame (dims, 2.0f, 0.0);
      Grid whole = gabor_loop_frame (dims, 2.0f, 0.25);
      g_assert_true (
          memcmp (first.v, whole.v, sizeof (float) * first.n * first.n) == 0);
      g_free (first.v);
      g_free (whole.v);
    }
  float least = (float) NOISE_FIELD_MIN (gabor_frequency);
  Grid still = gabor_loop_frame (2, least, 0.0);
  Grid quarter = gabor_loop_frame (2, least, 1.0 / 16.0);
  double a = grid_deviation (&still), b = grid_deviation (&quarter);
  g_test_message ("stripe frequency %g: deviation %.4f, a quarter turn on "
                  "%.4f",
                  least, a, b);
  g_assert_cmpfloat (a, >, 0.2);
  g_assert_cmpfloat (fabs (b / a - 1.0), <, 0.1);
  g_free (still.v);
  g_free (quarter.v);

  NoiseSettings s = gabor_settings (2, 1.0f);
  NoiseState st;
  s.gabor_frequency = nextafterf (least, 0.0f);
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_ERROR_GABOR);
}

/* The orientation warp (noise.h, DOMAIN WARP): at amount 0 the plain
 * noise's bits, derivatives included; refused on a type without an
 * orientation and in 1D; and a field that turns the stripes spreads an
 * anisotropic spectrum's peak round the ring, where the plain noise keeps
 * most of it within 30 degrees either side of the set orientation. */
static void sector_power (const Grid *g, double share[6]);

static NoiseSettings
turned_settings (float amount)
{
  NoiseSettings s = gabor_settings (2, 1.0f);
  s.seed = 3;
  s.gabor_frequency = 2.0f;
  s.gabor_anisotropy = 1.0f;
  s.gabor_orientation = 30.0f;
  s.warp_mode = NOISE_WARP_ORIENTATION;
  s.warp_type = NOISE_SIMPLEX;
  s.warp_amount = amount;
  s.warp_frequency = 0.25f;
  s.warp_octaves = 2;
  return s;
}

static void
test_gabor_orientation (void)
{
  NoiseSettings s = turned_settings (0.0f), plain = s;
  NoiseState st, plain_st;
  plain.warp_mode = NOISE_WARP_NONE;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
  g_assert_cmpint (noise_prepare (&plain, &plain_st, NULL), ==, NOISE_OK);
  GRand *rng = g_rand_new_with_seed (17);
  for (int k = 0; k < 500; k++)
    {
      float p[4];
      random_point (rng, 8.0, p);
      NoiseSample4 a = noise_eval (&st, p), b = noise_eval (&plain_st, p);
      g_assert_true (memcmp (&a, &b, sizeof a) == 0);
    }
  g_rand_free (rng);

  NoiseRefusal r;
  NoiseSettings other = turned_settings (1.0f);
  other.type = NOISE_SIMPLEX;
  g_assert_cmpint (noise_prepare (&other, &st, &r), ==,
                   NOISE_ERROR_WARP_ORIENTATION);
  g_assert_cmpint (r.field, ==, NOISE_FIELD_INDEX_warp_mode);
  other = turned_settings (1.0f);
  other.dimensions = 1;
  g_assert_cmpint (noise_prepare (&other, &st, &r), ==,
                   NOISE_ERROR_WARP_ORIENTATION);

  double share[6];
  Grid g = gabor_grid (1.0f, 30.0f);
  sector_power (&g, share);
  double still = share[0] + share[1];
  g_free (g.v);
  s = turned_settings (1.0f);
  g = grid_of (&s, 0.125, (const float[3]) { 0, 0, 0 });
  sector_power (&g, share);
  double turned = share[0] + share[1];
  g_free (g.v);
  g_test_message ("sectors 0-60 hold %.2f of the ring, turned %.2f", still,
                  turned);
  g_assert_cmpfloat (still, >, 0.8);
  g_assert_cmpfloat (turned, <, 0.6);
}

/* The share of the power on the ring r = 1.75 .. 2.25 cycles per cell in
 * each of six 30-degree sectors (from 0; the spectrum of a real field is
 * symmetric, so half the circle). */
static void
sector_power (const Grid *g, double share[6])
{
  double total = 0;
  for (int k = 0; k < 6; k++)
    {
      share[k] = 0;
      for (double phi = k * 30 + 1.25; phi < (k + 1) * 30; phi += 5)
        for (double r = 1.75; r <= 2.25; r += 0.25)
          share[k] += power_at (g, r, phi);
      total += share[k];
    }
  for (int k = 0; k < 6; k++)
    share[k] /= total;
}

/* At anisotropy 1 the spectrum peaks at the set frequency (2 stripes a
 * cell) and orientation (30 degrees); at 0 its ring is even around. */
static void
test_gabor_spectrum (void)
{
  Grid g = gabor_grid (1.0f, 30.0f);
  double best = 0, best_r = 0, best_phi = 0, share[6];
  for (double r = 0.5; r <= 4.0; r += 0.25)
    {
      double power = power_at (&g, r, 30.0);
      if (power > best)
        best = power, best_r = r;
    }
  best = 0;
  for (double phi = 0; phi < 180; phi += 5)
    {
      double power = power_at (&g, 2.0, phi);
      if (power > best)
        best = power, best_phi = phi;
    }
  sector_power (&g, share);
  g_test_message ("anisotropic: peak at %g cycles per cell, %g degrees; "
                  "sector 30-60 holds %.2f",
                  best_r, best_phi, share[1]);
  g_assert_cmpfloat (fabs (best_r - 2.0), <=, 0.25);
  g_assert_cmpfloat (fabs (best_phi - 30.0), <=, 10.0);
  /* Sector 0-30 and 30-60 meet at the peak: between them, most of it. */
  g_assert_cmpfloat (share[0] + share[1], >, 0.8);
  g_free (g.v);

  g = gabor_grid (0.0f, 30.0f);
  sector_power (&g, share);
  double lo = 1, hi = 0;
  for (int k = 0; k < 6; k++)
    {
      lo = fmin (lo, share[k]);
      hi = fmax (hi, share[k]);
    }
  g_test_message ("isotropic: sectors hold %.3f .. %.3f of the ring", lo, hi);
  g_assert_cmpfloat (hi / lo, <, 2.0);
  g_free (g.v);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (getenv ("NOISE_TEST_QUICK"))
    quick_share = 4;
  for (size_t i = 0; i < G_N_ELEMENTS (bases); i++)
    {
      const Basis *b = &bases[i];
      char path[128];
      g_snprintf (path, sizeof path, "/derivatives/%s", b->name);
      g_test_add_data_func (path, b, test_derivatives);
      g_snprintf (path, sizeof path, "/range/%s", b->name);
      g_test_add_data_func (path, b, test_range);
      g_snprintf (path, sizeof path, "/continuity/%s", b->name);
      g_test_add_data_func (path, b, test_continuity);
      g_snprintf (path, sizeof path, "/rows/%s", b->name);
      g_test_add_data_func (path, b, test_rows);
      g_snprintf (path, sizeof path, "/derivatives-variants/%s", b->name);
      g_test_add_data_func (path, b, test_variant_derivatives);
      g_snprintf (path, sizeof path, "/derivatives-periodic/%s", b->name);
      g_test_add_data_func (path, b, test_periodic_derivatives);
      g_snprintf (path, sizeof path, "/tiling/%s", b->name);
      g_test_add_data_func (path, b, test_tiling);
      g_snprintf (path, sizeof path, "/looping/%s", b->name);
      g_test_add_data_func (path, b, test_looping);
      g_snprintf (path, sizeof path, "/warp/%s", b->name);
      g_test_add_data_func (path, b, test_warp);
    }
  g_test_add_func ("/range/cellular-sweep", test_cellular_range);
  g_test_add_func ("/wave/known-values", test_wave_known_values);
  g_test_add_func ("/wave/refusal", test_wave_refusal);
  g_test_add_func ("/gabor/kernel", test_gabor_kernel);
  g_test_add_func ("/gabor/reference", test_gabor_reference);
  g_test_add_func ("/gabor/spectrum", test_gabor_spectrum);
  g_test_add_func ("/gabor/loop", test_gabor_loop);
  g_test_add_func ("/gabor/orientation", test_gabor_orientation);
  g_test_add_func ("/seeds/differ-and-stay", test_seeds);
  g_test_add_func ("/fractal/seed-001-sum", test_seed_sum);
  g_test_add_func ("/fractal/definitions", test_definitions);
  g_test_add_func ("/fractal/hybrid-cutoff", test_hybrid_cutoff);
  g_test_add_func ("/fractal/detail", test_detail);
  g_test_add_func ("/fractal/musgrave-range", test_musgrave_range);
  g_test_add_func ("/fractal/parameters", test_fractal_parameters);
  g_test_add_func ("/settings/validation", test_validation);
  g_test_add_func ("/settings/status-strings", test_status_strings);
  g_test_add_func ("/settings/field-layout", test_field_layout);
  g_test_add_func ("/settings/field-ranges", test_field_ranges);
  g_test_add_func ("/fractal/warp-values", test_warp_values);
  g_test_add_func ("/warp/deep-finite", test_warp_finite);
  g_test_add_func ("/settings/warp-validation", test_warp_validation);
  return g_test_run ();
}
