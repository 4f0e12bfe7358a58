/* Tests of render/: what must hold for every canvas, without GIMP — any
 * split gives the same bits, the outputs stay in their ranges, tiles are
 * seamless, and settings float cannot resolve are refused. */
#include "canvas.h"

#include <glib.h>
#include <math.h>
#include <string.h>

#define W 67
#define H 43
#define SAMPLES 64

/* A gradient table from black (-1) to a colour ramp (1), RGBA. */
static float gradient[SAMPLES * 4];

static void
make_gradient (void)
{
  for (int i = 0; i < SAMPLES; i++)
    {
      float t = (float) i / (SAMPLES - 1);
      gradient[4 * i + 0] = t;
      gradient[4 * i + 1] = t * t;
      gradient[4 * i + 2] = 1.0f - t;
      gradient[4 * i + 3] = 0.5f + 0.5f * t;
    }
}

/* The cases every property runs on: each output, periodic or not. */
typedef struct
{
  const char *name;
  NoiseType type;
  int dimensions;
  NoiseOutput output;
  int tileable, frames;
  double rotation_z;
  int planet;
} Case;

static const Case cases[] = {
  { "perlin-colour", NOISE_PERLIN, 2, NOISE_OUTPUT_COLOUR, 0, 1, 0, 0 },
  { "value-height-rotated", NOISE_VALUE, 3, NOISE_OUTPUT_HEIGHT, 0, 1, 30, 0 },
  { "simplex-normal", NOISE_SIMPLEX, 3, NOISE_OUTPUT_NORMAL_MAP, 0, 1, 0, 0 },
  { "simplex-value-4d-loop", NOISE_SIMPLEX_VALUE, 4, NOISE_OUTPUT_HEIGHT, 0, 5,
    0, 0 },
  { "perlin-tiled-normal", NOISE_PERLIN, 2, NOISE_OUTPUT_NORMAL_MAP, 1, 1, 0,
    0 },
  { "simplex-tiled-colour", NOISE_SIMPLEX, 2, NOISE_OUTPUT_COLOUR, 1, 3, 0, 0 },
  { "simplex-2002-normal", NOISE_SIMPLEX_2002, 3, NOISE_OUTPUT_NORMAL_MAP, 0, 1,
    0, 0 },
  { "simplex-classic-colour", NOISE_SIMPLEX_CLASSIC, 2, NOISE_OUTPUT_COLOUR, 0,
    1, 0, 0 },
  { "simplex-flow-rotated", NOISE_SIMPLEX, 2, NOISE_OUTPUT_FLOW_MAP, 0, 1, 40,
    0 },
  { "cellular-tiled-flow", NOISE_CELLULAR, 2, NOISE_OUTPUT_FLOW_MAP, 1, 1, 0,
    0 },
  { "planet-simplex-normal", NOISE_SIMPLEX, 2, NOISE_OUTPUT_NORMAL_MAP, 0, 1,
    30, 1 },
  { "planet-cellular-colour", NOISE_CELLULAR, 3, NOISE_OUTPUT_COLOUR, 0, 1, 0,
    1 },
  { "planet-simplex-value-loop-flow", NOISE_SIMPLEX_VALUE, 3,
    NOISE_OUTPUT_FLOW_MAP, 0, 4, 0, 1 },
};

static NoiseCanvasSettings
settings_of (const Case *c)
{
  NoiseCanvasSettings s;
  noise_canvas_settings_init (&s);
  s.noise.type = c->type;
  s.noise.dimensions = c->dimensions;
  s.noise.octaves = 4;
  s.noise.seed = 7;
  s.offset[0] = 1.5;
  s.offset[1] = -2.25;
  s.offset[2] = 0.75;
  s.rotation[2] = c->rotation_z;
  s.output = c->output;
  s.tileable = c->tileable;
  s.frames = c->frames;
  s.frame = c->frames - 1;
  s.planet = c->planet;
  return s;
}

static NoiseCanvasPixels
pixels_of (NoiseOutput output)
{
  NoiseCanvasPixels px = { 3, 1, NULL, 0 };
  if (output == NOISE_OUTPUT_COLOUR)
    {
      px.gradient = gradient;
      px.gradient_samples = SAMPLES;
    }
  return px;
}

static NoiseCanvas
prepare_case (const Case *c)
{
  NoiseCanvasSettings s = settings_of (c);
  NoiseCanvasPixels px = pixels_of (c->output);
  NoiseCanvas canvas;
  g_assert_cmpint (noise_canvas_prepare (&s, W, H, &px, &canvas, NULL), ==,
                   NOISE_CANVAS_OK);
  return canvas;
}

/* The whole canvas, row by row. */
static float *
render_whole (const NoiseCanvas *canvas)
{
  int n = noise_canvas_components (canvas);
  float *img = g_new (float, W *H *n);
  for (int y = 0; y < H; y++)
    noise_canvas_fill_row (canvas, 0, y, W, img + y * W * n);
  return img;
}

/* Any split of a row into pieces, in any order, gives the same bits. */
static void
test_split (gconstpointer data)
{
  NoiseCanvas canvas = prepare_case (data);
  int n = noise_canvas_components (&canvas);
  float *whole = render_whole (&canvas), *piece = g_new (float, W *n);
  GRand *rand = g_rand_new_with_seed (11);

  for (int y = H - 1; y >= 0; y--)
    for (int x = 0; x < W;)
      {
        int len = g_rand_int_range (rand, 1, W - x + 1);
        noise_canvas_fill_row (&canvas, x, y, len, piece);
        g_assert_cmpmem (piece, len * n * sizeof (float),
                         whole + (y * W + x) * n, len * n * sizeof (float));
        x += len;
      }
  g_rand_free (rand);
  g_free (piece);
  g_free (whole);
}

/* fill_columns gives exactly fill_row's values at any columns. */
static void
test_columns (gconstpointer data)
{
  NoiseCanvas canvas = prepare_case (data);
  int n = noise_canvas_components (&canvas);
  float *whole = render_whole (&canvas), *picked = g_new (float, W *n);
  int columns[W];
  GRand *rand = g_rand_new_with_seed (5);

  for (int y = 0; y < H; y += 7)
    {
      for (int i = 0; i < W; i++)
        columns[i] = g_rand_int_range (rand, 0, W);
      noise_canvas_fill_columns (&canvas, columns, y, W, picked);
      for (int i = 0; i < W; i++)
        g_assert_cmpmem (picked + i * n, n * sizeof (float),
                         whole + (y * W + columns[i]) * n, n * sizeof (float));
    }
  g_rand_free (rand);
  g_free (picked);
  g_free (whole);
}

/* Every component finite and in [0, 1], alpha opaque unless the gradient
 * says otherwise, normals of unit length, and not a constant picture. */
static void
test_ranges (gconstpointer data)
{
  const Case *c = data;
  NoiseCanvas canvas = prepare_case (c);
  float *img = render_whole (&canvas);
  float lo = INFINITY, hi = -INFINITY;

  for (int i = 0; i < W * H; i++)
    {
      const float *p = img + 4 * i;
      for (int k = 0; k < 4; k++)
        {
          g_assert_true (isfinite (p[k]));
          g_assert_cmpfloat (p[k], >=, 0.0f);
          g_assert_cmpfloat (p[k], <=, 1.0f);
        }
      if (c->output != NOISE_OUTPUT_COLOUR)
        g_assert_cmpfloat (p[3], ==, 1.0f);
      if (c->output == NOISE_OUTPUT_HEIGHT)
        g_assert_true (p[0] == p[1] && p[1] == p[2]);
      if (c->output == NOISE_OUTPUT_NORMAL_MAP)
        {
          double x = 2.0 * p[0] - 1, y = 2.0 * p[1] - 1, z = 2.0 * p[2] - 1;
          g_assert_cmpfloat_with_epsilon (sqrt (x * x + y * y + z * z), 1.0,
                                          1e-5);
          g_assert_cmpfloat (z, >, 0.0);
        }
      lo = fminf (lo, p[0]);
      hi = fmaxf (hi, p[0]);
    }
  g_assert_cmpfloat (hi - lo, >, 0.05f);
  g_free (img);
}

/* How many of the W x H normals img encodes are steeper than `degrees`,
 * each checked finite, of unit length and facing up. */
static int
normals_steeper (const float *img, double degrees)
{
  int steep = 0;
  for (int i = 0; i < W * H; i++)
    {
      const float *p = img + 4 * i;
      double x = 2.0 * p[0] - 1, y = 2.0 * p[1] - 1, z = 2.0 * p[2] - 1;
      g_assert_true (isfinite (x) && isfinite (y) && isfinite (z));
      g_assert_cmpfloat_with_epsilon (sqrt (x * x + y * y + z * z), 1.0, 1e-5);
      g_assert_cmpfloat (z, >=, 0.0);
      steep += z < cos (degrees * G_PI / 180.0);
    }
  return steep;
}
/* Normal maps of the steepest raw values the settings allow (hetero
 * terrain without normalize, offset and octaves at their ends): slopes past
 * 2^64, whose squares overflow float.  Every normal is finite, of unit
 * length and facing up, and they still lean, as the slopes say. */
static void
test_steep_normals (void)
{
  NoiseCanvasSettings s;
  NoiseCanvasPixels px = { 3, 1, NULL, 0 };
  NoiseCanvas canvas;

  noise_canvas_settings_init (&s);
  s.noise.type = NOISE_PERLIN;
  s.noise.dimensions = 2;
  s.noise.frequency = 0.5f;
  s.noise.fractal = NOISE_FRACTAL_HETERO_TERRAIN;
  s.noise.fractal_offset = 16.0f;
  s.noise.octaves = 16;
  s.noise.lacunarity = 2.0f;
  s.noise.persistence = 1.0f;
  s.noise.normalize = 0;
  s.output = NOISE_OUTPUT_NORMAL_MAP;
  s.normal_strength = 100.0;
  g_assert_cmpint (noise_canvas_prepare (&s, W, H, &px, &canvas, NULL), ==,
                   NOISE_CANVAS_OK);
  float *img = render_whole (&canvas);
  int leaning = normals_steeper (img, 30.0);
  g_test_message ("%d of %d normals lean more than 30 degrees", leaning, W * H);
  g_assert_cmpint (leaning, >, W * H / 2);
  g_free (img);
}

/* Issue 34: a deep progressive warp (warp amount 64, persistence 1, 16
 * warp octaves) overflowed the product of its Jacobians, and every normal
 * came out NaN, every flow pixel the same.  Now every normal is finite, of
 * unit length and facing up, most of them steep, and the flow map is
 * finite and not constant; also at the lowest frequency and the highest
 * strength, where the slopes times the strength overflow float. */
static void
test_deep_warp_normals (void)
{
  static const struct
  {
    float frequency;
    double strength;
  } cases[] = { { 4.0f, 1.0 }, { 0.01f, 100.0 } };
  for (size_t c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      NoiseCanvasSettings s;
      NoiseCanvasPixels px = { 3, 1, NULL, 0 };
      NoiseCanvas canvas;

      noise_canvas_settings_init (&s);
      s.noise.dimensions = 2;
      s.noise.frequency = cases[c].frequency;
      s.noise.persistence = 1.0f;
      s.noise.warp_mode = NOISE_WARP_PROGRESSIVE;
      s.noise.warp_amount = 64.0f;
      s.noise.warp_octaves = 16;
      s.normal_strength = cases[c].strength;
      s.output = NOISE_OUTPUT_NORMAL_MAP;
      g_assert_cmpint (noise_canvas_prepare (&s, W, H, &px, &canvas, NULL), ==,
                       NOISE_CANVAS_OK);
      float *img = render_whole (&canvas);
      int steep = normals_steeper (img, 60.0);
      g_test_message ("case %zu: %d of %d normals steeper than 60 degrees", c,
                      steep, W * H);
      g_assert_cmpint (steep, >, W * H / 2);
      g_free (img);

      s.output = NOISE_OUTPUT_FLOW_MAP;
      g_assert_cmpint (noise_canvas_prepare (&s, W, H, &px, &canvas, NULL), ==,
                       NOISE_CANVAS_OK);
      img = render_whole (&canvas);
      int differ = 0;
      for (int i = 0; i < W * H; i++)
        {
          for (int k = 0; k < 4; k++)
            g_assert_true (isfinite (img[4 * i + k]));
          differ += img[4 * i] != img[0] || img[4 * i + 1] != img[1];
        }
      g_assert_cmpint (differ, >, W * H / 10);
      g_free (img);
    }
}

/* The flow map is the curl of the noise: its numerical divergence, from
 * central differences of the decoded flow, is tiny beside the terms it is
 * the sum of (each as large as the flow's own change); and it is seamless
 * when the noise is (the seamless test runs on a tiled flow case). */
static void
test_flow_divergence (void)
{
  NoiseCanvasSettings s;
  NoiseCanvasPixels px = { 3, 0, NULL, 0 };
  NoiseCanvas canvas;

  noise_canvas_settings_init (&s);
  s.noise.type = NOISE_SIMPLEX;
  s.noise.dimensions = 3;
  s.noise.frequency = 0.75f; /* 89 pixels a cell: fine differences */
  s.noise.octaves = 2;
  s.offset[2] = 0.4;
  s.rotation[2] = 25.0;
  s.output = NOISE_OUTPUT_FLOW_MAP;
  s.normal_strength = 0.3; /* no flow clamped */
  /* Fill's soft knee bends the tails within a few pixels here, a curvature
   * one-pixel central differences do not resolve (the curl of any
   * function of the noise is divergence-free all the same). */
  s.noise.levels = NOISE_LEVELS_BOUNDS;
  g_assert_cmpint (noise_canvas_prepare (&s, W, H, &px, &canvas, NULL), ==,
                   NOISE_CANVAS_OK);
  float *img = render_whole (&canvas);
  /* The flow in image axes: x right, y down. */
#define FLOW_X(x, y) (2.0 * img[3 * ((y) * W + (x))] - 1.0)
#define FLOW_Y(x, y) (1.0 - 2.0 * img[3 * ((y) * W + (x)) + 1])
  double divergence = 0, terms = 0;
  for (int y = 1; y < H - 1; y++)
    for (int x = 1; x < W - 1; x++)
      {
        g_assert_cmpfloat (img[3 * (y * W + x)], >, 0.0f);
        g_assert_cmpfloat (img[3 * (y * W + x)], <, 1.0f);
        double dxx = (FLOW_X (x + 1, y) - FLOW_X (x - 1, y)) / 2;
        double dyy = (FLOW_Y (x, y + 1) - FLOW_Y (x, y - 1)) / 2;
        divergence = fmax (divergence, fabs (dxx + dyy));
        terms = fmax (terms, fmax (fabs (dxx), fabs (dyy)));
      }
#undef FLOW_X
#undef FLOW_Y
  g_test_message ("flow map: largest |divergence| %.3g, largest term %.3g",
                  divergence, terms);
  g_assert_cmpfloat (terms, >, 1e-3);
  g_assert_cmpfloat (divergence, <, 0.05 * terms);
  g_free (img);
}

/* A grey canvas without alpha: one float per pixel, equal to the red of the
 * RGBA canvas. */
static void
test_grey (void)
{
  Case c = cases[1];
  NoiseCanvasSettings s = settings_of (&c);
  NoiseCanvasPixels grey = { 1, 0, NULL, 0 };
  NoiseCanvas g, rgba = prepare_case (&c);
  float one[W], four[4 * W];

  g_assert_cmpint (noise_canvas_prepare (&s, W, H, &grey, &g, NULL), ==,
                   NOISE_CANVAS_OK);
  g_assert_cmpint (noise_canvas_components (&g), ==, 1);
  noise_canvas_fill_row (&g, 0, 3, W, one);
  noise_canvas_fill_row (&rgba, 0, 3, W, four);
  for (int i = 0; i < W; i++)
    g_assert_cmpfloat (one[i], ==, four[4 * i]);
}

/* A colour canvas in every layout gives, component by component, the bits
 * of the RGBA one through the same gradient: RGBA pixels are blended as
 * vectors, the others one component at a time (a row of W = 67 pixels
 * takes the vectorized loops' whole groups and their remainder). */
static void
test_colour_layouts (void)
{
  static const struct
  {
    int colour_channels, alpha, from[4];
  } layouts[] = {
    { 3, 0, { 0, 1, 2 } },
    { 1, 1, { 0, 3 } },
    { 1, 0, { 0 } },
  };
  Case c = cases[0];
  NoiseCanvasSettings s = settings_of (&c);
  NoiseCanvas rgba = prepare_case (&c);
  float four[4 * W];

  g_assert_cmpint (noise_canvas_components (&rgba), ==, 4);
  noise_canvas_fill_row (&rgba, 0, 5, W, four);
  for (size_t l = 0; l < G_N_ELEMENTS (layouts); l++)
    {
      int n = layouts[l].colour_channels + layouts[l].alpha;
      float table[SAMPLES * 4], out[4 * W];
      for (int i = 0; i < SAMPLES; i++)
        for (int k = 0; k < n; k++)
          table[n * i + k] = gradient[4 * i + layouts[l].from[k]];
      NoiseCanvasPixels px
          = { layouts[l].colour_channels, layouts[l].alpha, table, SAMPLES };
      NoiseCanvas canvas;
      g_assert_cmpint (noise_canvas_prepare (&s, W, H, &px, &canvas, NULL), ==,
                       NOISE_CANVAS_OK);
      g_assert_cmpint (noise_canvas_components (&canvas), ==, n);
      noise_canvas_fill_row (&canvas, 0, 5, W, out);
      for (int i = 0; i < W; i++)
        for (int k = 0; k < n; k++)
          g_assert_cmpmem (&out[n * i + k], sizeof (float),
                           &four[4 * i + layouts[l].from[k]], sizeof (float));
    }
}

/* Tileable: the pixels just past the right and bottom edges continue as
 * the first column and row do (the pattern repeats every canvas). */
static void
test_seamless (gconstpointer data)
{
  NoiseCanvas canvas = prepare_case (data);
  int n = noise_canvas_components (&canvas);
  float a[4 * W], b[4 * W], largest = 0.0f;

  for (int y = 0; y < H; y += 3)
    {
      int col[1] = { W }, zero[1] = { 0 };
      noise_canvas_fill_columns (&canvas, col, y, 1, a);
      noise_canvas_fill_columns (&canvas, zero, y, 1, b);
      for (int k = 0; k < n; k++)
        largest = fmaxf (largest, fabsf (a[k] - b[k]));
    }
  noise_canvas_fill_row (&canvas, 0, H, W, a);
  noise_canvas_fill_row (&canvas, 0, 0, W, b);
  for (int k = 0; k < n * W; k++)
    largest = fmaxf (largest, fabsf (a[k] - b[k]));
  /* Float coordinates one period apart differ in their last bits only. */
  g_assert_cmpfloat (largest, <, 1e-3f);
}

/* Planet maps of every type with a 3D form, 2:1: each pole row is one
 * value; the column just past the right edge is the first column, bit for
 * bit, and the step across that seam is an ordinary one; the picture is not
 * constant. */
static void
test_planet (void)
{
  enum
  {
    PW = 64,
    PH = 33
  };
  for (int type = 0; type < NOISE_TYPE_COUNT; type++)
    {
      if (!noise_type_has_dimensions ((NoiseType) type, 3))
        continue;
      NoiseCanvasSettings s;
      noise_canvas_settings_init (&s);
      s.noise.type = (NoiseType) type;
      s.noise.seed = 3;
      s.planet = 1;
      s.output = NOISE_OUTPUT_HEIGHT;
      s.rotation[0] = 20.0;
      NoiseCanvasPixels px = { 1, 0, NULL, 0 };
      NoiseCanvas canvas;
      g_assert_cmpint (noise_canvas_prepare (&s, PW, PH, &px, &canvas, NULL),
                       ==, NOISE_CANVAS_OK);
      float row[PW + 1], lo = INFINITY, hi = -INFINITY;
      double seam = 0.0, inside = 0.0;
      for (int y = 0; y < PH; y++)
        {
          noise_canvas_fill_row (&canvas, 0, y, PW + 1, row);
          g_assert_cmpmem (&row[PW], sizeof (float), &row[0], sizeof (float));
          for (int x = 0; x < PW; x++)
            {
              if (y == 0 || y == PH - 1)
                g_assert_cmpfloat (row[x], ==, row[0]);
              double step = fabs (row[x + 1] - row[x]);
              if (x == PW - 1)
                seam += step;
              else
                inside += step / (PW - 1);
              lo = fminf (lo, row[x]);
              hi = fmaxf (hi, row[x]);
            }
        }
      g_assert_cmpfloat (hi - lo, >, 0.05f);
      g_assert_cmpfloat (seam, <, 2.0 * inside);
      g_test_message ("%s: seam step %.4f, interior step %.4f (means)",
                      noise_type_info ((NoiseType) type)->nick, seam / PH,
                      inside / PH);
    }
}

/* A full turn is no rotation, with or without tiling. */
static void
test_full_turn (void)
{
  Case c = cases[5];
  NoiseCanvasSettings s = settings_of (&c);
  NoiseCanvasPixels px = pixels_of (c.output);
  NoiseCanvas turned, plain = prepare_case (&c);
  float a[4 * W], b[4 * W];

  s.rotation[2] = 360.0;
  s.rotation[0] = -720.0;
  g_assert_cmpint (noise_canvas_prepare (&s, W, H, &px, &turned, NULL), ==,
                   NOISE_CANVAS_OK);
  noise_canvas_fill_row (&turned, 0, 9, W, a);
  noise_canvas_fill_row (&plain, 0, 9, W, b);
  g_assert_cmpmem (a, sizeof a, b, sizeof b);
}

static NoiseCanvasStatus
status_of (const NoiseCanvasSettings *s, int w, int h,
           const NoiseCanvasPixels *px, NoiseStatus *core)
{
  NoiseCanvas canvas;
  NoiseCanvasRefusal refusal;
  NoiseCanvasStatus status
      = noise_canvas_prepare (s, w, h, px, &canvas, &refusal);
  g_assert_cmpint (refusal.status, ==, status);
  if (core)
    *core = refusal.noise.status;
  return status;
}

/* Each refusal with the status the header promises. */
static void
test_refusals (void)
{
  Case c = cases[0];
  NoiseCanvasSettings s = settings_of (&c), t;
  NoiseCanvasPixels px = pixels_of (c.output), bad;
  NoiseStatus core = NOISE_OK;

  g_assert_cmpint (status_of (&s, 0, H, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_SIZE);
  g_assert_cmpint (status_of (&s, W, NOISE_CANVAS_MAX + 1, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_SIZE);
  t = s, t.offset[3] = NAN;
  g_assert_cmpint (status_of (&t, W, H, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_OFFSET);
  t = s, t.rotation[1] = INFINITY;
  g_assert_cmpint (status_of (&t, W, H, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_OFFSET);
  t = s, t.tileable = 1, t.rotation[2] = 359.0;
  g_assert_cmpint (status_of (&t, W, H, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_ROTATION);
  t = s, t.output = NOISE_OUTPUT_COUNT;
  g_assert_cmpint (status_of (&t, W, H, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_OUTPUT);
  t = s, t.normal_strength = NAN;
  g_assert_cmpint (status_of (&t, W, H, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_OUTPUT);
  bad = px, bad.gradient = NULL;
  g_assert_cmpint (status_of (&s, W, H, &bad, NULL), ==,
                   NOISE_CANVAS_ERROR_PIXELS);
  bad = px, bad.colour_channels = 2;
  g_assert_cmpint (status_of (&s, W, H, &bad, NULL), ==,
                   NOISE_CANVAS_ERROR_PIXELS);
  t = s, t.output = NOISE_OUTPUT_NORMAL_MAP, bad = px, bad.colour_channels = 1;
  g_assert_cmpint (status_of (&t, W, H, &bad, NULL), ==,
                   NOISE_CANVAS_ERROR_PIXELS);
  t = s, t.frame = 1;
  g_assert_cmpint (status_of (&t, W, H, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_FRAMES);
  /* Planet maps: no 3D form, tiling, looping without a 4D form. */
  t = s, t.planet = 1, t.noise.type = NOISE_SIMPLEX_CLASSIC;
  g_assert_cmpint (status_of (&t, W, H, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_PLANET);
  t = s, t.planet = 1, t.tileable = 1;
  g_assert_cmpint (status_of (&t, W, H, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_PLANET);
  t = s, t.planet = 1, t.frames = 3, t.noise.type = NOISE_PERLIN;
  g_assert_cmpint (status_of (&t, W, H, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_PLANET);
  t = s, t.planet = 1, t.frames = 3, t.noise.type = NOISE_SIMPLEX;
  g_assert_cmpint (status_of (&t, W, H, &px, NULL), ==, NOISE_CANVAS_OK);
  t = s, t.frames = 0, t.frame = 0;
  g_assert_cmpint (status_of (&t, W, H, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_FRAMES);
  t = s, t.noise.dimensions = 4;
  g_assert_cmpint (status_of (&t, W, H, &px, &core), ==,
                   NOISE_CANVAS_ERROR_NOISE);
  g_assert_cmpint (core, ==, NOISE_ERROR_DIMENSIONS);
  t = s, t.noise.type = NOISE_SIMPLEX_2002, t.noise.dimensions = 3;
  t.tileable = 1;
  g_assert_cmpint (status_of (&t, W, H, &px, &core), ==,
                   NOISE_CANVAS_ERROR_NOISE);
  g_assert_cmpint (core, ==, NOISE_ERROR_NOT_PERIODIC);
}

/* The two settings of issue 13 that gave NaN pixels, as the procedure
 * builds them (height output, 256 x 256). */
typedef struct
{
  const char *name;
  NoiseType type;
  float frequency, lacunarity;
  int octaves;
  double offset_x, offset_y;
} Far;

static const Far far_cases[] = {
  { "perlin-lacunarity-16", NOISE_PERLIN, 0.01f, 16.0f, 6, 10000.0, 0.0 },
  { "value-octaves-16", NOISE_VALUE, 0.01f, 2.847f, 16, -10000.0, 10000.0 },
};

static NoiseCanvasSettings
far_settings (const Far *f, double scale)
{
  NoiseCanvasSettings s;
  noise_canvas_settings_init (&s);
  s.noise.type = f->type;
  s.noise.frequency = f->frequency;
  s.noise.lacunarity = f->lacunarity;
  s.noise.octaves = f->octaves;
  s.offset[0] = f->offset_x * scale;
  s.offset[1] = f->offset_y * scale;
  s.output = NOISE_OUTPUT_HEIGHT;
  return s;
}

/* Finite everywhere, and not constant. */
static void
assert_renders (const NoiseCanvasSettings *s, int size)
{
  NoiseCanvasPixels px = { 1, 0, NULL, 0 };
  NoiseCanvas canvas;
  float *row = g_new (float, size), lo = INFINITY, hi = -INFINITY;

  g_assert_cmpint (noise_canvas_prepare (s, size, size, &px, &canvas, NULL), ==,
                   NOISE_CANVAS_OK);
  for (int y = 0; y < size; y++)
    {
      noise_canvas_fill_row (&canvas, 0, y, size, row);
      for (int x = 0; x < size; x++)
        {
          g_assert_true (isfinite (row[x]));
          lo = fminf (lo, row[x]);
          hi = fmaxf (hi, row[x]);
        }
    }
  g_assert_cmpfloat (hi, >, lo);
  g_free (row);
}

/* The reproducers are refused with ERROR_PRECISION; the largest accepted
 * scale of their offsets (found by bisection) renders finite, varying
 * pixels, and a little beyond it is refused. */
static void
test_precision (gconstpointer data)
{
  const Far *f = data;
  NoiseCanvasPixels px = { 1, 0, NULL, 0 };
  NoiseCanvasSettings s = far_settings (f, 1.0);
  double in = 0.0, out = 1.0;

  g_assert_cmpint (status_of (&s, 256, 256, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_PRECISION);
  for (int i = 0; i < 60; i++)
    {
      double mid = 0.5 * (in + out);
      s = far_settings (f, mid);
      if (status_of (&s, 256, 256, &px, NULL) == NOISE_CANVAS_OK)
        in = mid;
      else
        out = mid;
    }
  g_test_message ("largest accepted offset-x: %g", f->offset_x * in);
  g_assert_cmpfloat (in, >, 0.0);
  s = far_settings (f, in);
  assert_renders (&s, 256);
  s = far_settings (f, in * 1.001);
  g_assert_cmpint (status_of (&s, 256, 256, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_PRECISION);
}

/* The pixel criterion: an offset whose plane lies 2^23 pixels out is
 * refused even with one octave, one just inside is not; an offset along z,
 * which the plane does not move along, is only held to the lattice one. */
static void
test_pixel_limit (void)
{
  NoiseCanvasPixels px = { 1, 0, NULL, 0 };
  NoiseCanvasSettings s;
  int size = 1024;

  noise_canvas_settings_init (&s);
  s.output = NOISE_OUTPUT_HEIGHT;
  s.noise.octaves = 1;
  s.noise.frequency = 0.25f;
  /* offset / frequency world units, times width pixels. */
  s.offset[0] = NOISE_CANVAS_MAX_PIXELS / size * 0.25 * 1.01;
  g_assert_cmpint (status_of (&s, size, size, &px, NULL), ==,
                   NOISE_CANVAS_ERROR_PRECISION);
  s.offset[0] = NOISE_CANVAS_MAX_PIXELS / size * 0.25 * 0.99;
  g_assert_cmpint (status_of (&s, size, size, &px, NULL), ==, NOISE_CANVAS_OK);
  s.offset[0] = 0.0;
  s.offset[2] = 10000.0;
  assert_renders (&s, size / 8);
}

/* The output table: nicks round-trip, and what the canvas checks agrees
 * with what the table says each output needs. */
static void
test_output_table (void)
{
  for (int o = 0; o < NOISE_OUTPUT_COUNT; o++)
    {
      const NoiseOutputInfo *info = noise_output_info ((NoiseOutput) o);
      NoiseCanvasSettings s;
      NoiseCanvasPixels grey = { 1, 0, NULL, 0 };

      g_assert_nonnull (info);
      g_assert_cmpint (noise_output_from_nick (info->nick), ==, o);
      noise_canvas_settings_init (&s);
      s.output = (NoiseOutput) o;
      /* The ridge map needs erosion, and is refused without it. */
      if (info->ridge)
        {
          g_assert_cmpint (status_of (&s, 8, 8, &grey, NULL), ==,
                           NOISE_CANVAS_ERROR_EROSION);
          s.noise.erosion_strength = 0.5f;
        }
      g_assert_cmpint (status_of (&s, 8, 8, &grey, NULL) == NOISE_CANVAS_OK, ==,
                       !info->uses_gradient && !info->needs_rgb);
    }
  g_assert_null (noise_output_info (NOISE_OUTPUT_COUNT));
  g_assert_cmpint (noise_output_from_nick ("colour "), ==, NOISE_OUTPUT_COUNT);
  g_assert_cmpint (noise_output_from_nick (NULL), ==, NOISE_OUTPUT_COUNT);
  g_assert_cmpstr (noise_canvas_status_string (NOISE_CANVAS_ERROR_PRECISION),
                   !=, noise_canvas_status_string (NOISE_CANVAS_OK));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  make_gradient ();
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      char *path = g_strdup_printf ("/split/%s", c->name);
      g_test_add_data_func (path, c, test_split);
      g_free (path);
      path = g_strdup_printf ("/columns/%s", c->name);
      g_test_add_data_func (path, c, test_columns);
      g_free (path);
      path = g_strdup_printf ("/ranges/%s", c->name);
      g_test_add_data_func (path, c, test_ranges);
      g_free (path);
      if (!c->tileable)
        continue;
      path = g_strdup_printf ("/seamless/%s", c->name);
      g_test_add_data_func (path, c, test_seamless);
      g_free (path);
    }
  for (size_t i = 0; i < G_N_ELEMENTS (far_cases); i++)
    {
      char *path = g_strdup_printf ("/precision/%s", far_cases[i].name);
      g_test_add_data_func (path, &far_cases[i], test_precision);
      g_free (path);
    }
  g_test_add_func ("/precision/pixels", test_pixel_limit);
  g_test_add_func ("/grey", test_grey);
  g_test_add_func ("/colours/layouts", test_colour_layouts);
  g_test_add_func ("/outputs/steep-normals", test_steep_normals);
  g_test_add_func ("/outputs/flow-divergence", test_flow_divergence);
  g_test_add_func ("/outputs/deep-warp", test_deep_warp_normals);
  g_test_add_func ("/rotation/full-turn", test_full_turn);
  g_test_add_func ("/planet", test_planet);
  g_test_add_func ("/refusals", test_refusals);
  g_test_add_func ("/outputs/table", test_output_table);
  return g_test_run ();
}
