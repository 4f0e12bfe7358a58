/* The erosion stage of the core (noise.h, EROSION) through its public
 * calls: strength 0 gives the bits of no erosion whatever the other
 * erosion settings; the eroded height's derivatives agree with central
 * differences of it for every type with a 2D form, fractal modes and
 * warps; an eroded tile is seamless; the gullies run down the slope; the
 * ridge map stays in [-1, 1] with both creases and ridges; the eroded
 * values fill [-1, 1] and stay in it; 1D noise is refused. */
#include "noise.h"

#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static int
quick (void)
{
  return getenv ("NOISE_TEST_QUICK") != NULL;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Terrain settings: fBm of the type, 6 octaves, eroded by default. */
static NoiseSettings
terrain (NoiseType type, int dims)
{
  NoiseSettings s;
  noise_settings_init (&s);
  s.type = type;
  s.dimensions = dims;
  s.frequency = 3.0f;
  s.octaves = 6;
  s.seed = 11;
  s.erosion_strength = 0.6f;
  return s;
}

static void
prepare (const NoiseSettings *s, NoiseState *st)
{
  NoiseRefusal why;
  NoiseStatus status = noise_prepare (s, st, &why);
  if (status != NOISE_OK)
    g_error ("refused: %s (field %d, value %g)", noise_status_string (status),
             why.field, why.value);
}

/* One sample at (x, y, 0.37, 0.21). */
static NoiseSample4
at (const NoiseState *st, double x, double y)
{
  float p[4] = { (float) x, (float) y, 0.37f, 0.21f };
  return noise_eval (st, p);
}

/* Strength 0 leaves every bit as without erosion, whatever the other
 * erosion settings hold; and strength above 0 changes the values. */
static void
test_off (void)
{
  NoiseSettings plain = terrain (NOISE_SIMPLEX, 3), off = plain;
  plain.erosion_strength = 0.0f;
  off.erosion_strength = 0.0f;
  off.erosion_scale = 2.0f;
  off.erosion_octaves = 3;
  off.erosion_gully_weight = 0.9f;
  off.erosion_onset = 7.0f;
  off.erosion_ridge = 1;
  NoiseState a, b, c;
  prepare (&plain, &a);
  prepare (&off, &b);
  prepare (&plain, &c);
  enum
  {
    N = 300
  };
  float origin[4] = { -0.3f, 0.45f, 0.2f, 0 }, step[4] = { 0.0071f, 0, 0, 0 };
  float va[N], vb[N], da[4 * N], db[4 * N];
  noise_fill_row (&a, origin, step, 0, N, va, da);
  noise_fill_row (&b, origin, step, 0, N, vb, db);
  g_assert_true (memcmp (va, vb, sizeof va) == 0);
  g_assert_true (memcmp (da, db, sizeof da) == 0);

  NoiseSettings on = plain;
  on.erosion_strength = 0.6f;
  prepare (&on, &c);
  noise_fill_row (&c, origin, step, 0, N, vb, db);
  int changed = 0;
  for (int i = 0; i < N; i++)
    changed += va[i] != vb[i];
  g_assert_cmpint (changed, >, N * 9 / 10);
}

/* The eroded derivatives against central differences of the eroded
 * height, at n points along a scan: the median and 75th percentile of
 * |analytic - difference| / (1 + |analytic|) (a gully's creases, where
 * the height has no derivative, are the tail). */
static void
derivative_errors (const NoiseSettings *s, int n, double *median, double *p75)
{
  NoiseState st;
  prepare (s, &st);
  double *err = g_new (double, 2 * n);
  const double h = 1e-4 / s->frequency;
  for (int i = 0; i < n; i++)
    {
      double x = -0.41 + 0.61803398875 * i / n, y = 0.23 + 0.4142135 * i / n;
      /* float points, and the differences over the float steps */
      float px = (float) x, py = (float) y;
      NoiseSample4 c = at (&st, px, py);
      float xp = (float) (x + h), xm = (float) (x - h);
      float yp = (float) (y + h), ym = (float) (y - h);
      double dx = ((double) at (&st, xp, py).value - at (&st, xm, py).value)
                  / ((double) xp - xm);
      double dy = ((double) at (&st, px, yp).value - at (&st, px, ym).value)
                  / ((double) yp - ym);
      double scale = s->frequency; /* a slope of one per cell */
      err[2 * i] = fabs (c.dx - dx) / (scale + fabs (c.dx));
      err[2 * i + 1] = fabs (c.dy - dy) / (scale + fabs (c.dy));
    }
  qsort (err, 2 * n, sizeof *err, cmp_double);
  *median = err[n];
  *p75 = err[2 * n * 3 / 4];
  g_free (err);
}

/* The scan's differences have their own error (float values over a small
 * step): the un-eroded noise's exact derivatives measure it, about 1e-3
 * (1e-2 warped).
 * The eroded ones come within a few times of it (the Hessian's
 * differences add their rounding, erosion.h its creases); without the
 * Hessian (the gully direction taken as fixed) the median is 0.7. */
static void
check_derivatives (const char *what, const NoiseSettings *s)
{
  int n = quick () ? 150 : 600;
  double median, p75, base_median, base_p75;
  NoiseSettings plain = *s;
  plain.erosion_strength = 0.0f;
  derivative_errors (s, n, &median, &p75);
  derivative_errors (&plain, n, &base_median, &base_p75);
  g_test_message ("%s: relative error median %.2g, p75 %.2g (not eroded: "
                  "%.2g, %.2g)",
                  what, median, p75, base_median, base_p75);
  if (median > fmax (4e-3, 3.0 * base_median)
      || p75 > fmax (1.5e-2, 3.0 * base_p75))
    g_error ("%s: eroded derivatives off: median %g, p75 %g", what, median,
             p75);
}

/* Every type with a 2D form, 2D and 3D, and the fractal modes. */
static void
test_derivatives (void)
{
  for (int type = 0; type < NOISE_TYPE_COUNT; type++)
    for (int dims = 2; dims <= 3; dims++)
      {
        if (!noise_type_has_dimensions ((NoiseType) type, dims)
            || type == NOISE_CELLULAR)
          continue;
        NoiseSettings s = terrain ((NoiseType) type, dims);
        s.fractal = (NoiseFractal) ((type + dims) % NOISE_FRACTAL_COUNT);
        if (s.fractal == NOISE_FRACTAL_TURBULENCE
            || s.fractal == NOISE_FRACTAL_RIDGED
            || s.fractal == NOISE_FRACTAL_RIDGED_MULTIFRACTAL
            || s.fractal == NOISE_FRACTAL_PING_PONG)
          s.fractal = NOISE_FRACTAL_FBM; /* creased everywhere: below */
        char *what
            = g_strdup_printf ("%s %dD, fractal %d",
                               noise_type_info (s.type)->nick, dims, s.fractal);
        check_derivatives (what, &s);
        g_free (what);
      }
}

/* Creased modes and cellular: the creases are the noise's own; the
 * median still agrees. */
static void
test_derivatives_creased (void)
{
  NoiseSettings s = terrain (NOISE_PERLIN, 2);
  s.fractal = NOISE_FRACTAL_RIDGED;
  check_derivatives ("perlin 2D ridged", &s);
  s = terrain (NOISE_CELLULAR, 2);
  s.octaves = 3;
  s.cellular_return = NOISE_CELLULAR_SMOOTH_F1;
  check_derivatives ("cellular 2D smooth F1", &s);
}

/* Warped noise, both warp modes, and a tile. */
static void
test_derivatives_warped (void)
{
  NoiseSettings s = terrain (NOISE_SIMPLEX, 2);
  s.warp_mode = NOISE_WARP_INDEPENDENT;
  s.warp_amount = 0.6f;
  check_derivatives ("simplex 2D, independent warp", &s);
  s.warp_mode = NOISE_WARP_PROGRESSIVE;
  check_derivatives ("simplex 2D, progressive warp", &s);
  s = terrain (NOISE_PERLIN, 2);
  s.tile[0] = s.tile[1] = 1.0f;
  check_derivatives ("perlin 2D tiled", &s);
}

/* A tile's opposite edges meet: the value at x + tile is the value at x
 * (to float rounding of the coordinates), along both axes, for a lattice
 * type and a torus type. */
static void
test_seamless (void)
{
  NoiseType types[] = { NOISE_PERLIN, NOISE_SIMPLEX };
  for (size_t t = 0; t < G_N_ELEMENTS (types); t++)
    {
      NoiseSettings s = terrain (types[t], 2);
      s.tile[0] = 1.0f;
      s.tile[1] = 1.0f;
      NoiseState st;
      prepare (&s, &st);
      double worst = 0.0;
      for (int i = 0; i < 200; i++)
        {
          double u = i / 200.0;
          NoiseSample4 a = at (&st, 0.0, u), b = at (&st, 1.0, u);
          NoiseSample4 c = at (&st, u, 0.0), d = at (&st, u, 1.0);
          worst = fmax (worst, fabs (a.value - b.value));
          worst = fmax (worst, fabs (c.value - d.value));
        }
      g_test_message ("%s: largest edge difference %.2g",
                      noise_type_info (s.type)->nick, worst);
      g_assert_cmpfloat (worst, <, 1e-4);
    }
}

/* The gullies run down the slope: the height the erosion adds changes
 * little along the terrain's slope and much across it, a quarter of the
 * first gullies' spacing either way.  (Gullies laid across the slope, or
 * in a fixed direction, give a ratio near or below 1.) */
static void
test_gullies_downhill (void)
{
  NoiseSettings s = terrain (NOISE_PERLIN, 2), plain;
  s.erosion_gully_weight = 1.0f; /* gullies only, */
  s.erosion_onset = 16.0f;       /* everywhere the ground slopes, */
  s.octaves = 1;                 /* on a terrain whose slope turns slowly */
  s.erosion_octaves = 1;
  plain = s;
  plain.erosion_strength = 0.0f;
  NoiseState eroded, base;
  prepare (&s, &eroded);
  prepare (&plain, &base);
  /* a quarter of the gully spacing, in world units */
  double eps = 0.25 * s.erosion_scale * s.erosion_cell_scale / s.frequency;
  double along = 0.0, across = 0.0;
  int count = 0;
  for (int i = 0; i < 4000; i++)
    {
      double x = fmod (i * 0.7548776662, 1.0), y = fmod (i * 0.5698402910, 1.0);
      NoiseSample4 b = at (&base, x, y);
      double lg = hypot (b.dx, b.dy);
      if (lg < s.frequency)
        continue; /* flat ground: no direction to run along */
      double ux = b.dx / lg, uy = b.dy / lg;
      double c = at (&eroded, x, y).value - b.value;
#define CARVE(px, py) (at (&eroded, px, py).value - at (&base, px, py).value)
      along += fabs (CARVE (x + eps * ux, y + eps * uy) - c)
               + fabs (CARVE (x - eps * ux, y - eps * uy) - c);
      across += fabs (CARVE (x - eps * uy, y + eps * ux) - c)
                + fabs (CARVE (x + eps * uy, y - eps * ux) - c);
#undef CARVE
      count++;
    }
  g_test_message ("carve's change across the slope / along it: %.2f over %d "
                  "points",
                  across / along, count);
  g_assert_cmpint (count, >, 400);
  g_assert_cmpfloat (across, >, 2.0 * along);
}

/* The ridge map: in [-1, 1], creases and ridges both present; derivatives
 * 0.  The eroded height: in [-1, 1] under bounds (the knee), and filling
 * it under fill. */
static void
test_ranges (void)
{
  enum
  {
    N = 512
  };
  float v[N], d[4 * N];
  float origin[4] = { -0.5f, 0.1f, 0.37f, 0 }, step[4] = { 1.0f / N, 0, 0, 0 };
  for (int mode = 0; mode < 3; mode++)
    {
      NoiseSettings s = terrain (NOISE_SIMPLEX, 2);
      s.erosion_strength = 2.0f;
      s.erosion_scale = 1.0f;
      s.erosion_ridge = mode == 0;
      s.levels = mode == 2 ? NOISE_LEVELS_FILL : NOISE_LEVELS_BOUNDS;
      NoiseState st;
      prepare (&s, &st);
      float lo = 1, hi = -1;
      for (int row = 0; row < 16; row++)
        {
          origin[1] = 0.1f + 0.06f * row;
          noise_fill_row (&st, origin, step, 0, N, v, d);
          for (int i = 0; i < N; i++)
            {
              g_assert_true (isfinite (v[i]));
              lo = fminf (lo, v[i]);
              hi = fmaxf (hi, v[i]);
              if (mode == 0)
                g_assert_true (d[4 * i] == 0.0f && d[4 * i + 1] == 0.0f);
            }
        }
      g_test_message ("mode %d: values %.3f .. %.3f", mode, lo, hi);
      g_assert_cmpfloat (lo, >=, -1.0f);
      g_assert_cmpfloat (hi, <=, 1.0f);
      if (mode != 1)
        {
          g_assert_cmpfloat (lo, <, -0.5f);
          g_assert_cmpfloat (hi, >, 0.5f);
        }
    }
}

/* A 1D noise has no slope to erode along: refused, naming the field. */
static void
test_refusals (void)
{
  NoiseSettings s = terrain (NOISE_PERLIN, 1);
  NoiseState st;
  NoiseRefusal why;
  g_assert_cmpint (noise_prepare (&s, &st, &why), ==, NOISE_ERROR_EROSION);
  g_assert_cmpint (why.field, ==, NOISE_FIELD_INDEX_erosion_strength);
  s.erosion_strength = 0.0f;
  g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
  s = terrain (NOISE_PERLIN, 2);
  s.erosion_octaves = 0;
  g_assert_cmpint (noise_prepare (&s, &st, &why), ==, NOISE_ERROR_EROSION);
  g_assert_cmpint (why.field, ==, NOISE_FIELD_INDEX_erosion_octaves);
  s = terrain (NOISE_PERLIN, 2);
  s.erosion_scale = NAN;
  g_assert_cmpint (noise_prepare (&s, &st, &why), ==, NOISE_ERROR_EROSION);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/eroded/off", test_off);
  g_test_add_func ("/eroded/derivatives", test_derivatives);
  g_test_add_func ("/eroded/derivatives-creased", test_derivatives_creased);
  g_test_add_func ("/eroded/derivatives-warped", test_derivatives_warped);
  g_test_add_func ("/eroded/seamless", test_seamless);
  g_test_add_func ("/eroded/gullies-downhill", test_gullies_downhill);
  g_test_add_func ("/eroded/ranges", test_ranges);
  g_test_add_func ("/eroded/refusals", test_refusals);
  return g_test_run ();
}
