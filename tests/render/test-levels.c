/* test-levels.c — levels (core/noise.h, LEVELS), issue 35: what the first
 * render shows fills its range.
 *
 * At the settings table's defaults (the procedure's and
 * noise-render:noise-2's) and at typical settings -- every fractal mode,
 * every cellular return at 6 octaves and at 1, each warp mode, a loop (all
 * its frames) -- a 512 x 512 height map's 1st to 99th percentile covers
 * at least 80 % of its range, no pixel reaches either end, and at most 1 %
 * lie beyond the quantiles the map was measured from (the soft knee's
 * squeezed tails).  The same cases with levels
 * "bounds", the map every render had before, mostly cover much less: the
 * test checks that too, so it would fail on the old default.
 *
 * And the map's promises: one map for every frame of a loop (measured at
 * phases round it, whatever the frame), and a flat setting refused
 * (NOISE_ERROR_FLAT) rather than rendered as noise. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "settings.h"

#define SIDE 512

/* The table's defaults, as the procedure's arguments give them. */
static NoiseCanvasSettings
table_defaults (void)
{
  NoiseSettingValues v;

  noise_setting_values_defaults (&v);
  return v.canvas;
}

static int
compare_floats (const void *a, const void *b)
{
  float x = *(const float *) a, y = *(const float *) b;
  return (x > y) - (x < y);
}

/* The height map of s, sorted; a loop's, every frame's (a loop's frames
 * share one map: the animation, not each frame, fills the range).  *n is
 * the number of heights. */
static float *
heights (const NoiseCanvasSettings *settings, NoiseCanvas *canvas, int *n)
{
  NoiseCanvasSettings s = *settings;
  NoiseCanvasPixels px = { 1, 0, NULL, 0 };
  float *h;

  *n = SIDE * SIDE * s.frames;
  h = g_new (float, *n);
  s.output = NOISE_OUTPUT_HEIGHT;
  for (s.frame = 0; s.frame < s.frames; s.frame++)
    {
      g_assert_cmpint (noise_canvas_prepare (&s, SIDE, SIDE, &px, canvas, NULL),
                       ==, NOISE_CANVAS_OK);
      for (int y = 0; y < SIDE; y++)
        noise_canvas_fill_row (canvas, 0, y, SIDE,
                               h + (s.frame * SIDE + y) * SIDE);
    }
  qsort (h, *n, sizeof *h, compare_floats);
  return h;
}

/* The share of [0, 1] between the 1st and 99th percentiles of the n
 * sorted heights h. */
static double
covered (const float *h, int n)
{
  return h[n / 100 * 99] - h[n / 100];
}

/* The share of pixels that s's fill takes past the quantiles it measured:
 * of its heights with bounds (the values fill maps), those the linear map
 * takes past -1 or 1, which the soft knee squeezes into the last 1/16 of
 * the range.  (A value the map takes to an end exactly, the lowest cell of
 * a cellular "cell value", is not past it.) */
static double
clipped (const NoiseCanvasSettings *s)
{
  NoiseCanvasSettings bounds = *s;
  NoiseCanvas fill, canvas;
  int n, clip = 0;
  float *h = heights (s, &fill, &n);

  g_free (h);
  bounds.noise.levels = NOISE_LEVELS_BOUNDS;
  h = heights (&bounds, &canvas, &n);
  for (int i = 0; i < n; i++)
    {
      double v = (2.0 * h[i] - 1.0) * fill.state.levels_scale
                 + fill.state.levels_shift;
      clip += fabs (v) > 1.0 + 1e-5;
    }
  g_free (h);
  return (double) clip / n;
}

typedef struct
{
  const char *what;
  void (*set) (NoiseCanvasSettings *s, int i);
  int n;
  double least; /* the share of the range covered at least */
} Family;

static void
set_mode (NoiseCanvasSettings *s, int i)
{
  s->noise.fractal = (NoiseFractal) i;
}

static void
set_return (NoiseCanvasSettings *s, int i)
{
  s->noise.type = NOISE_CELLULAR;
  s->noise.cellular_return = (NoiseCellularReturn) (i % 6);
  s->noise.octaves = i < 6 ? 6 : 1;
}

static void
set_warp (NoiseCanvasSettings *s, int i)
{
  s->noise.warp_mode = (NoiseWarpMode) (1 + i % 2);
  s->noise.type = i < 2 ? NOISE_SIMPLEX : NOISE_PERLIN;
}

/* Typical settings beyond the defaults: Musgrave's suggested ridged
 * multifractal, a loop, a tile, a planet, 2D, a normal map's height. */
static void
set_typical (NoiseCanvasSettings *s, int i)
{
  switch (i)
    {
    case 0:
      s->noise.fractal = NOISE_FRACTAL_RIDGED_MULTIFRACTAL;
      s->noise.fractal_offset = 1.0f;
      s->noise.fractal_gain = 2.0f;
      break;
    case 1: s->frames = 8; break;
    case 2: s->tileable = TRUE; break;
    case 3: s->planet = TRUE; break;
    case 4: s->noise.dimensions = 2, s->noise.type = NOISE_VALUE; break;
    case 5: s->noise.frequency = 16.0f, s->noise.octaves = 8; break;
    }
}

/* The nearly flat layers issue 35 found, at the old map: multifractal at
 * frequency 1, 16 octaves, persistence 1 (all in -1 .. -0.993); hetero
 * terrain at offset 1 and -1; cellular edge at jitter 0.  Each is
 * stretched to cover at least 40 %: the multifractal, a product of 16
 * full-amplitude octaves, has tails too long for a linear map to give its
 * middle more (48 %) without clipping them. */
static void
set_nearly_flat (NoiseCanvasSettings *s, int i)
{
  switch (i)
    {
    case 0:
      s->noise.fractal = NOISE_FRACTAL_MULTIFRACTAL;
      s->noise.frequency = 1.0f;
      s->noise.octaves = 16;
      s->noise.persistence = 1.0f;
      break;
    case 1:
    case 2:
      s->noise.fractal = NOISE_FRACTAL_HETERO_TERRAIN;
      s->noise.fractal_offset = i == 1 ? 1.0f : -1.0f;
      break;
    case 3:
      s->noise.type = NOISE_CELLULAR;
      s->noise.cellular_return = NOISE_CELLULAR_EDGE;
      s->noise.jitter = 0.0f;
      break;
    }
}

static const Family families[] = {
  { "nearly flat before", set_nearly_flat, 4, 0.4 },
  { "fractal mode", set_mode, NOISE_FRACTAL_COUNT, 0.8 },
  { "cellular return (6 octaves, then 1)", set_return, 12, 0.8 },
  { "warp (simplex, then Perlin)", set_warp, 4, 0.8 },
  { "typical", set_typical, 6, 0.8 },
};

static void
test_fill (void)
{
  int failed = 0, bounds_narrow = 0, cases = 0;

  for (gsize f = 0; f < G_N_ELEMENTS (families); f++)
    for (int i = 0; i < families[f].n; i++)
      {
        NoiseCanvasSettings s = table_defaults ();
        NoiseCanvas canvas;
        float *h;
        int n;
        double fill, clip, bounds;

        g_assert_cmpint (s.noise.levels, ==, NOISE_LEVELS_FILL);
        families[f].set (&s, i);
        h = heights (&s, &canvas, &n);
        fill = covered (h, n);
        /* Nothing clips: the knee never reaches the ends. */
        g_assert_cmpfloat (h[0], >, 0.0f);
        g_assert_cmpfloat (h[n - 1], <, 1.0f);
        g_free (h);
        clip = clipped (&s);
        s.noise.levels = NOISE_LEVELS_BOUNDS;
        h = heights (&s, &canvas, &n);
        bounds = covered (h, n);
        g_free (h);
        g_test_message ("%s %d: fill covers %.0f %%, %.2f %% past its "
                        "quantiles; bounds covers %.0f %%",
                        families[f].what, i, 100 * fill, 100 * clip,
                        100 * bounds);
        failed += fill < families[f].least || clip > 0.01;
        bounds_narrow += bounds < 0.8;
        cases++;
      }
  g_assert_cmpint (failed, ==, 0);
  /* Without fill most of these are dull: the test would fail on it. */
  g_assert_cmpint (bounds_narrow, >, cases / 2);
}

/* A loop's frames share one map: it is measured round the loop whatever
 * the frame, so the animation does not flicker. */
static void
test_frames (void)
{
  NoiseCanvasSettings s = table_defaults ();
  NoiseCanvasPixels px = { 1, 0, NULL, 0 };
  NoiseCanvas a, b;

  s.output = NOISE_OUTPUT_HEIGHT;
  s.frames = 12;
  s.frame = 0;
  g_assert_cmpint (noise_canvas_prepare (&s, 64, 64, &px, &a, NULL), ==,
                   NOISE_CANVAS_OK);
  s.frame = 7;
  g_assert_cmpint (noise_canvas_prepare (&s, 64, 64, &px, &b, NULL), ==,
                   NOISE_CANVAS_OK);
  g_assert_cmpfloat (a.state.levels_scale, ==, b.state.levels_scale);
  g_assert_cmpfloat (a.state.levels_shift, ==, b.state.levels_shift);
  g_assert_cmpfloat (a.state.levels_scale, >, 1.0f);
}

/* Fill's derivatives are exact through the soft knee: against central
 * differences of the values, at points in the linear part and in the
 * knee alike. */
static void
test_derivatives (void)
{
  NoiseCanvasSettings s = table_defaults ();
  NoiseCanvasPixels px = { 1, 0, NULL, 0 };
  NoiseCanvas canvas;
  const float h = 1.0f / 65536.0f;
  int knee = 0, checked = 0;
  double worst = 0.0;

  s.output = NOISE_OUTPUT_HEIGHT;
  s.noise.dimensions = 2;
  g_assert_cmpint (noise_canvas_prepare (&s, 64, 64, &px, &canvas, NULL), ==,
                   NOISE_CANVAS_OK);
  for (int i = 0; i < 4096; i++)
    {
      float p[4] = { (float) (i % 64) / 64.0f - 0.5f,
                     (float) (i / 64) / 64.0f - 0.5f, 0.0f, 0.0f };
      NoiseSample4 at = noise_eval (&canvas.state, p);
      float d[2] = { at.dx, at.dy };
      knee += fabsf (at.value) > 0.875f;
      for (int a = 0; a < 2; a++)
        {
          float q[4] = { p[0], p[1], 0.0f, 0.0f }, r[4] = { p[0], p[1], 0, 0 };
          q[a] += h, r[a] -= h;
          double fd = ((double) noise_eval (&canvas.state, q).value
                       - noise_eval (&canvas.state, r).value)
                      / ((double) q[a] - r[a]);
          worst = fmax (worst, fabs (fd - d[a]) / fmax (1.0, fabs (d[a])));
          checked++;
        }
    }
  g_test_message ("%d derivatives, %d points in the knee: worst relative "
                  "difference from central differences %.3g",
                  checked, knee, worst);
  g_assert_cmpint (knee, >, 10);
  g_assert_cmpfloat (worst, <, 0.02);
}

/* Ping-pong at strength 0 is constant by definition: fill refuses it,
 * bounds renders it (as every render did before levels). */
static void
test_flat (void)
{
  NoiseCanvasSettings s = table_defaults ();
  NoiseCanvasPixels px = { 1, 0, NULL, 0 };
  NoiseCanvas canvas;
  NoiseCanvasRefusal refusal;

  s.output = NOISE_OUTPUT_HEIGHT;
  s.noise.fractal = NOISE_FRACTAL_PING_PONG;
  s.noise.ping_pong_strength = 0.0f;
  g_assert_cmpint (noise_canvas_prepare (&s, 64, 64, &px, &canvas, &refusal),
                   ==, NOISE_CANVAS_ERROR_NOISE);
  g_assert_cmpint (refusal.noise.status, ==, NOISE_ERROR_FLAT);
  s.noise.levels = NOISE_LEVELS_BOUNDS;
  g_assert_cmpint (noise_canvas_prepare (&s, 64, 64, &px, &canvas, &refusal),
                   ==, NOISE_CANVAS_OK);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/levels/fill", test_fill);
  g_test_add_func ("/levels/frames", test_frames);
  g_test_add_func ("/levels/derivatives", test_derivatives);
  g_test_add_func ("/levels/flat", test_flat);
  return g_test_run ();
}
