/* The erosion filter at one point (core/erosion.h): off is the identity,
 * the gradient is the exact derivative of the eroded height (against
 * central differences, and not without the terrain's Hessian), the height
 * has no jumps, tiles repeat bit for bit, any input gives finite outputs,
 * and the bits are the ones recorded on x86-64 (the cross runs check them
 * on arm64, 32-bit x86 and Windows). */
#include "erosion.h"
#include "noise-row.h" /* NoiseIsa */

#include <glib.h>
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>

#define TAU 6.28318530717958647692

/* Recorded on x86-64 (GCC 12 and 14, clang 14; -O0 to -O3 -march=native,
 * the sanitized build too): test_same_bits's FNV-1a. */
#define EROSION_CHECKSUM 0x99815c4f688285d1u

static int
quick (void)
{
  return getenv ("NOISE_TEST_QUICK") != NULL;
}

/* The test terrain: a few waves with whole wave numbers (period 1 on
 * both axes), amplitude about 0.14 and features about a third of a unit,
 * as the prototype's terrain (scratch/erosion); value, gradient and
 * Hessian in closed form. */
static const double waves[][4] = {
  /* kx, ky, amplitude, phase */
  { 3, 1, 0.06, 0.3 },
  { -1, 3, 0.05, 1.1 },
  { 5, -4, 0.02, 2.0 },
  { 2, 7, 0.01, 0.7 },
};

static NoiseErosionIn
terrain (double x, double y)
{
  NoiseErosionIn t = { 0 };
  for (size_t i = 0; i < G_N_ELEMENTS (waves); i++)
    {
      double kx = TAU * waves[i][0], ky = TAU * waves[i][1], a = waves[i][2];
      double arg = kx * x + ky * y + waves[i][3];
      double s = a * sin (arg), c = a * cos (arg);
      t.h += s;
      t.hx += kx * c;
      t.hy += ky * c;
      t.hxx -= kx * kx * s;
      t.hxy -= kx * ky * s;
      t.hyy -= ky * ky * s;
    }
  return t;
}

/* The reference's example settings for this terrain: fade target full at
 * 0.6 of its amplitude (0.125, as the prototype's). */
static void
settings (NoiseErosion *e)
{
  noise_erosion_init (e);
  e->fade_height = 0.075;
  e->seed = 7;
  noise_erosion_prepare (e);
}

static NoiseErosionOut
eroded (const NoiseErosion *e, double x, double y, int no_hessian)
{
  NoiseErosionIn t = terrain (x, y);
  NoiseErosionOut out;
  if (no_hessian)
    t.hxx = t.hxy = t.hyy = 0.0;
  noise_erosion_point (e, x, y, &t, &out);
  return out;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Off (strength 0, or no octaves): the input, bit for bit, and no ridges. */
static void
test_off (void)
{
  NoiseErosion e;
  for (int variant = 0; variant < 2; variant++)
    {
      settings (&e);
      if (variant == 0)
        e.strength = 0.0;
      else
        e.octaves = 0;
      noise_erosion_prepare (&e);
      for (int i = 0; i < 1000; i++)
        {
          double x = i * 0.0137 - 3.1, y = i * -0.0071 + 0.4;
          NoiseErosionIn t = terrain (x, y);
          if (i == 0)
            t.h = -0.0;
          NoiseErosionOut out;
          noise_erosion_point (&e, x, y, &t, &out);
          g_assert_true (memcmp (&out.h, &t.h, sizeof t.h) == 0);
          g_assert_true (memcmp (&out.hx, &t.hx, sizeof t.hx) == 0);
          g_assert_true (memcmp (&out.hy, &t.hy, sizeof t.hy) == 0);
          g_assert_true (out.ridge == 0.0);
        }
    }
}

/* Relative gradient errors against central differences of the height
 * over an n x n grid, sorted; the step is 1e-4 of the finest octave's
 * cell (as the prototype's). */
static double *
gradient_errors (int n, int no_hessian, double period_x, double period_y)
{
  NoiseErosion e;
  settings (&e);
  e.period[0] = period_x;
  e.period[1] = period_y;
  noise_erosion_prepare (&e);
  double cell = e.scale * e.cell_scale / pow (e.lacunarity, e.octaves - 1);
  double step = 1e-4 * cell;
  double *err = g_new (double, n *n);
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      {
        double x = 0.371 + (i + 0.5) / n, y = 0.713 + (j + 0.5) / n;
        NoiseErosionOut o = eroded (&e, x, y, no_hessian);
        double gx
            = (eroded (&e, x + step, y, 0).h - eroded (&e, x - step, y, 0).h)
              / (2 * step);
        double gy
            = (eroded (&e, x, y + step, 0).h - eroded (&e, x, y - step, 0).h)
              / (2 * step);
        double m = fmax (hypot (gx, gy), 1e-12);
        err[j * n + i] = hypot (o.hx - gx, o.hy - gy) / m;
      }
  qsort (err, n * n, sizeof *err, cmp_double);
  return err;
}

/* The prototype measured (double, all points, creases included) a median
 * of 1.7e-8 and p99 2.8e-7, the differences' own error being 2.5e-7 and
 * 3e-6 (scratch/erosion/results.txt); the bounds leave room for another
 * terrain and hash, and catch any missing term (0.2 without the
 * Hessian, 0.7 for the reference's carried slope). */
static void
test_gradient (void)
{
  int n = quick () ? 48 : 128;
  double *err = gradient_errors (n, 0, 0.0, 0.0);
  double median = err[n * n / 2], p99 = err[(int) (0.99 * (n * n - 1))];
  g_test_message ("relative gradient error vs central differences, %d points: "
                  "median %.2e p90 %.2e p99 %.2e max %.2e",
                  n * n, median, err[(int) (0.9 * (n * n - 1))], p99,
                  err[n * n - 1]);
  g_assert_cmpfloat (median, <, 1e-6);
  g_assert_cmpfloat (p99, <, 1e-4);
  g_free (err);
}

/* Tiled: each octave's cells are snapped to whole cells per period, a
 * different frequency per axis; the gradient follows them. */
static void
test_gradient_tiled (void)
{
  int n = quick () ? 32 : 64;
  double *err = gradient_errors (n, 0, 1.0, 0.7);
  double median = err[n * n / 2], p99 = err[(int) (0.99 * (n * n - 1))];
  g_test_message ("tiled: median %.2e p99 %.2e", median, p99);
  g_assert_cmpfloat (median, <, 1e-6);
  g_assert_cmpfloat (p99, <, 1e-4);
  g_free (err);
}

/* The check has teeth: with the terrain's Hessian zeroed (the stripe
 * direction's derivative left out) the same statistics fail. */
static void
test_gradient_needs_hessian (void)
{
  int n = quick () ? 32 : 64;
  double *err = gradient_errors (n, 1, 0.0, 0.0);
  double median = err[n * n / 2];
  g_test_message ("without the Hessian: median %.2e", median);
  g_assert_cmpfloat (median, >, 1e-2);
  g_free (err);
}

/* No jumps: along fine scans the height changes by no more than the
 * gradients at both ends allow (a crease bends, a jump breaks).  A cell
 * leaving the 4x4 window has weight 0 there; a 3x3 window jumps by
 * about 3e-3 (the prototype), thousands of times the bound. */
static void
test_continuity (void)
{
  NoiseErosion e;
  settings (&e);
  int steps = quick () ? 20000 : 100000;
  double delta = 2e-6, worst = 0.0;
  for (int line = 0; line < 2; line++)
    {
      double x0 = 0.2 + 0.3 * line, y0 = 0.9 - 0.25 * line;
      double ux = line ? 0.6 : 1.0, uy = line ? 0.8 : 0.0;
      NoiseErosionOut a = eroded (&e, x0, y0, 0);
      for (int s = 1; s <= steps; s++)
        {
          NoiseErosionOut b
              = eroded (&e, x0 + s * delta * ux, y0 + s * delta * uy, 0);
          double bound
              = 2.0 * delta * fmax (hypot (a.hx, a.hy), hypot (b.hx, b.hy));
          double ratio = fabs (b.h - a.h) / (bound + 1e-13);
          worst = fmax (worst, ratio);
          a = b;
        }
    }
  g_test_message ("largest step over its bound: %.3f", worst);
  g_assert_cmpfloat (worst, <=, 1.0);
}

/* With the terrain's period as the filter's, the output repeats bit for
 * bit at whole periods (points and shifts exact in double); without the
 * period it does not. */
static void
test_periodic (void)
{
  NoiseErosion e, plain;
  settings (&e);
  plain = e;
  e.period[0] = e.period[1] = 1.0;
  noise_erosion_prepare (&e);
  int differs = 0;
  for (int i = 0; i < 400; i++)
    {
      double x = (i % 20) / 32.0 + (i * 7 % 13) / 1024.0;
      double y = (i / 20) / 32.0 + (i * 5 % 11) / 1024.0;
      static const double shifts[][2]
          = { { 1, 0 }, { 0, 1 }, { -3, 2 }, { 17, -5 } };
      NoiseErosionIn t = terrain (x, y); /* periodic: the same input */
      NoiseErosionOut o, s, p0, p1;
      noise_erosion_point (&e, x, y, &t, &o);
      for (size_t k = 0; k < G_N_ELEMENTS (shifts); k++)
        {
          noise_erosion_point (&e, x + shifts[k][0], y + shifts[k][1], &t, &s);
          g_assert_true (memcmp (&o, &s, sizeof o) == 0);
        }
      noise_erosion_point (&plain, x, y, &t, &p0);
      noise_erosion_point (&plain, x + 1.0, y, &t, &p1);
      differs += p0.h != p1.h;
    }
  g_assert_cmpint (differs, >, 300);
}

/* NaN, infinities, huge and tiny values in any input or setting, flat
 * ground, octaves 0 to the maximum: finite outputs, the ridge value in
 * [-1, 1]. */
static void
test_any_input (void)
{
  static const double odd[]
      = { NAN,  INFINITY, -INFINITY, 1e30, -1e30, 1e300, -1e300, 0.0,
          -0.0, 4e-320,   DBL_MAX,   0.5,  -0.25, 3.0,   1e-9,   2.5e7 };
  guint32 state = 12345;
  int n = quick () ? 3000 : 20000;
  for (int i = 0; i < n; i++)
    {
      double v[8];
      for (int k = 0; k < 8; k++)
        {
          state = state * 1664525u + 1013904223u;
          v[k] = (state >> 28) < 12
                     ? odd[(state >> 20) % G_N_ELEMENTS (odd)]
                     : ((double) (state >> 8) / 8388608.0 - 1.0) * 3.0;
        }
      NoiseErosion e;
      settings (&e);
      state = state * 1664525u + 1013904223u;
      e.octaves = (int) (state >> 24) % 11 - 1;
      if (i % 3 == 0)
        {
          e.strength = v[(i / 3) % 8] * 100.0;
          e.scale = odd[(state >> 8) % G_N_ELEMENTS (odd)];
          e.detail = odd[(state >> 12) % G_N_ELEMENTS (odd)];
          e.normalization = odd[(state >> 16) % G_N_ELEMENTS (odd)];
          e.lacunarity = odd[(state >> 4) % G_N_ELEMENTS (odd)];
          e.cell_scale = v[(i / 3 + 1) % 8];
          e.period[0] = odd[(state >> 20) % G_N_ELEMENTS (odd)];
          e.period[1] = v[(i / 3 + 2) % 8];
          e.fade_height = v[(i / 3 + 3) % 8];
          e.input_rounding = odd[state % G_N_ELEMENTS (odd)];
        }
      noise_erosion_prepare (&e);
      NoiseErosionIn t = { v[2], v[3], v[4], v[5], v[6], v[7] };
      if (i % 7 == 0)
        t.hx = t.hy = t.hxx = t.hxy = t.hyy = 0.0; /* flat ground */
      NoiseErosionOut o;
      noise_erosion_point (&e, v[0], v[1], &t, &o);
      if (!(isfinite (o.h) && isfinite (o.hx) && isfinite (o.hy)
            && fabs (o.ridge) <= 1.0))
        g_error ("draw %d: (%g, %g) h %g (%g %g) (%g %g %g), octaves %d "
                 "-> %g (%g %g) ridge %g",
                 i, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], e.octaves,
                 o.h, o.hx, o.hy, o.ridge);
    }
}

/* Flat ground: the stripes have no direction, the result is defined and
 * the same all around the flat point's neighbourhood of zero slope. */
static void
test_flat (void)
{
  NoiseErosion e;
  settings (&e);
  NoiseErosionIn t = { 0.3, 0, 0, 0, 0, 0 };
  for (int i = 0; i < 100; i++)
    {
      NoiseErosionOut o;
      noise_erosion_point (&e, i * 0.031, i * -0.017, &t, &o);
      g_assert_true (isfinite (o.h) && isfinite (o.hx) && isfinite (o.hy));
    }
}

/* The seed picks the cells: the same seed gives the same bits, another
 * seed other gullies. */
static void
test_seed (void)
{
  NoiseErosion a, b, c;
  settings (&a);
  settings (&b);
  c = a;
  c.seed = 8;
  noise_erosion_prepare (&c);
  int differs = 0;
  for (int i = 0; i < 200; i++)
    {
      double x = i * 0.0123, y = 0.5 - i * 0.0077;
      NoiseErosionOut oa = eroded (&a, x, y, 0), ob = eroded (&b, x, y, 0),
                      oc = eroded (&c, x, y, 0);
      g_assert_true (memcmp (&oa, &ob, sizeof oa) == 0);
      differs += oa.h != oc.h;
    }
  g_assert_cmpint (differs, >, 150);
}

/* The same bits as recorded on x86-64: FNV-1a over the outputs at points
 * whose inputs are exact (no libm in the test's part), with the default
 * settings, a period, and all octaves. */
static void
test_same_bits (void)
{
  guint64 hash = 14695981039346656037u;
  guint32 state = 2026;
  for (int variant = 0; variant < 3; variant++)
    {
      NoiseErosion e;
      settings (&e);
      if (variant == 1)
        e.period[0] = 2.5, e.period[1] = 0.75;
      if (variant == 2)
        e.octaves = NOISE_EROSION_MAX_OCTAVES, e.detail = 2.7;
      noise_erosion_prepare (&e);
      for (int i = 0; i < 300; i++)
        {
          double v[8];
          for (int k = 0; k < 8; k++)
            {
              state = state * 1664525u + 1013904223u;
              v[k] = (double) (state >> 8) / 16777216.0 - 0.5;
            }
          NoiseErosionIn t
              = { v[2] * 0.2, v[3], v[4], v[5] * 20, v[6] * 20, v[7] * 20 };
          NoiseErosionOut o;
          noise_erosion_point (&e, v[0] * 8, v[1] * 8, &t, &o);
          const guint8 *bytes = (const guint8 *) &o;
          for (size_t k = 0; k < sizeof o; k++)
            hash = (hash ^ bytes[k]) * 1099511628211u;
        }
    }
  g_test_message ("checksum %016llx", (unsigned long long) hash);
  g_assert_cmphex (hash, ==, EROSION_CHECKSUM);
}

/* A double for the lanes test: mostly ordinary within +-scale, else one
 * of the hostile values (NaN, infinities, huge, tiny, signed zeros, the
 * coordinate limit). */
static double
draw (guint32 *state, double scale)
{
  static const double hostile[] = {
    NAN,    -NAN, INFINITY, -INFINITY, 0.0, -0.0, 1e300,   -1e300, 1e30, -1e30,
    5e-324, 1e-9, 0x1p24,   -0x1p24,   3e7, -3e7, DBL_MAX, 1e12,   0.5,  -1.0,
  };
  *state = *state * 1664525u + 1013904223u;
  guint32 r = *state >> 8;
  if (r % 8 == 0)
    return hostile[(r >> 3) % G_N_ELEMENTS (hostile)];
  if (r % 8 == 1)
    return 0.0;
  *state = *state * 1664525u + 1013904223u;
  return ((double) (*state >> 8) / 8388608.0 - 1.0) * scale;
}

/* Settings for draw i of the lanes test: the defaults, random ones within
 * and beyond the ranges, periods or none. */
static void
lanes_settings (NoiseErosion *e, int i, guint32 *state)
{
  settings (e);
  if (i % 4 == 0)
    return;
  e->strength = i % 17 == 0 ? draw (state, 3.0) : fabs (draw (state, 2.0));
  e->scale = fabs (draw (state, 2.0));
  *state = *state * 1664525u + 1013904223u;
  e->octaves = (int) (*state >> 24) % 11 - 1;
  e->gully_weight = draw (state, 1.0);
  e->detail = draw (state, 8.0);
  e->cell_scale = draw (state, 4.0);
  e->ridge_rounding = draw (state, 1.0);
  e->crease_rounding = draw (state, 1.0);
  e->input_rounding = draw (state, 4.0);
  e->normalization = draw (state, 1.0);
  e->fade_height = draw (state, 2.0);
  e->assumed_mix = draw (state, 1.0);
  e->onset_octave = draw (state, 8.0);
  e->period[0] = i % 3 == 0 ? draw (state, 8.0) : 0.0;
  e->period[1] = i % 5 == 0 ? draw (state, 8.0) : 0.0;
  e->seed = *state;
  noise_erosion_prepare (e);
}

/* Every lane build this processor runs (erosion-lanes.c, the erosion
 * stage's path) gives noise_erosion_point's bits at every point: random
 * and hostile settings, coordinates and inputs (NaN, infinities, huge,
 * flat ground, zero slope), runs of every length up to 37 so that partly
 * filled vectors are met. */
static void
test_lanes (void)
{
  enum
  {
    MAX = 37
  };
  int draws = quick () ? 300 : 3000, runs[NOISE_ISA_COUNT] = { 0 };
  long eroded_points = 0;
  guint32 state = 37;
  for (int i = 0; i < draws; i++)
    {
      NoiseErosion e;
      lanes_settings (&e, i, &state);
      int n = 1 + i % MAX;
      double x[MAX], y[MAX];
      NoiseErosionIn in[MAX];
      NoiseErosionOut ref[MAX], out[MAX];
      for (int k = 0; k < n; k++)
        {
          double spread = k % 5 == 0 ? 1e6 : 4.0;
          x[k] = draw (&state, spread);
          y[k] = draw (&state, 4.0);
          in[k] = (NoiseErosionIn) { draw (&state, 1.0),  draw (&state, 3.0),
                                     draw (&state, 3.0),  draw (&state, 30.0),
                                     draw (&state, 30.0), draw (&state, 30.0) };
          if (k % 6 == 0)
            in[k].hx = in[k].hy = 0.0; /* zero slope */
          if (k % 12 == 0)
            in[k].hxx = in[k].hxy = in[k].hyy = 0.0; /* flat */
          noise_erosion_point (&e, x[k], y[k], &in[k], &ref[k]);
          eroded_points += ref[k].ridge != 0.0;
        }
      for (int isa = 0; isa < NOISE_ISA_COUNT; isa++)
        {
          memset (out, 0x5a, sizeof out);
          if (!noise_erosion_points (&e, isa, n, x, y, in, out))
            continue;
          runs[isa]++;
          for (int k = 0; k < n; k++)
            if (memcmp (&out[k], &ref[k], sizeof out[k]) != 0)
              g_error ("draw %d, build %d, point %d (%a, %a): h %a (%a %a) "
                       "ridge %a, not %a (%a %a) ridge %a",
                       i, isa, k, x[k], y[k], out[k].h, out[k].hx, out[k].hy,
                       out[k].ridge, ref[k].h, ref[k].hx, ref[k].hy,
                       ref[k].ridge);
          /* Nothing past the n points written. */
          for (size_t b = n * sizeof *out; b < sizeof out; b++)
            g_assert_cmpint (((const guint8 *) out)[b], ==, 0x5a);
        }
    }
  /* The one-lane and generic builds run everywhere; most draws erode. */
  g_assert_cmpint (runs[NOISE_ISA_SCALAR], ==, draws);
  g_assert_cmpint (runs[NOISE_ISA_GENERIC], ==, draws);
  for (int isa = 0; isa < NOISE_ISA_COUNT; isa++)
    g_test_message ("build %d: %d draws", isa, runs[isa]);
  g_assert_cmpint (eroded_points, >, draws * 8);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/erosion/off", test_off);
  g_test_add_func ("/erosion/gradient", test_gradient);
  g_test_add_func ("/erosion/gradient-tiled", test_gradient_tiled);
  g_test_add_func ("/erosion/gradient-needs-hessian",
                   test_gradient_needs_hessian);
  g_test_add_func ("/erosion/continuity", test_continuity);
  g_test_add_func ("/erosion/periodic", test_periodic);
  g_test_add_func ("/erosion/any-input", test_any_input);
  g_test_add_func ("/erosion/flat", test_flat);
  g_test_add_func ("/erosion/seed", test_seed);
  g_test_add_func ("/erosion/same-bits", test_same_bits);
  g_test_add_func ("/erosion/lanes", test_lanes);
  return g_test_run ();
}
