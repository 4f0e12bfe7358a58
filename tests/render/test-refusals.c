/* test-refusals.c — refusals are records (issue 36): noise_canvas_prepare
 * returns what it refused (the status, the field, the value and the limit,
 * the core's among them, and for precision which cause), and
 * noise_refusal_message (settings/refusal.h) says it from that record in
 * the one wording the procedure, the operation and the dialog share.
 *
 * Each case builds real settings (the table's defaults, as the procedure's
 * arguments give them), prepares them and checks the record and the
 * message's key fragments: those tests/gimp/test-refusals.py and
 * test-procedure.py check through GIMP, here without it. */
#include <limits.h>
#include <math.h>
#include <string.h>

#include <glib.h>

#include "refusal.h"
#include "settings.h"

#define W 64
#define H 64

static const float gradient[2 * 4] = { 0, 0, 0, 1, 1, 1, 1, 1 };

/* The table's defaults, as the procedure's arguments give them. */
static NoiseCanvasSettings
table_defaults (void)
{
  NoiseSettingValues v;

  noise_setting_values_defaults (&v);
  v.canvas.output = NOISE_OUTPUT_HEIGHT;
  return v.canvas;
}

/* Prepares s on a width x height RGBA canvas (px when not NULL); the
 * record, whose status must be the one returned. */
static NoiseCanvasRefusal
refusal_of (const NoiseCanvasSettings *s, int width, int height,
            const NoiseCanvasPixels *px)
{
  NoiseCanvasPixels rgba = { 3, 1, gradient, 2 };
  NoiseCanvas canvas;
  NoiseCanvasRefusal r;
  NoiseCanvasStatus status
      = noise_canvas_prepare (s, width, height, px ? px : &rgba, &canvas, &r);

  g_assert_cmpint (r.status, ==, status);
  g_assert_cmpint (r.width, ==, width);
  g_assert_cmpint (r.height, ==, height);
  return r;
}

/* The message of r holds every fragment in `has` (NULL-ended) and not
 * `lacks` (when not NULL). */
static void
check_message (const NoiseCanvasRefusal *r, const NoiseCanvasSettings *s,
               const char *const *has, const char *lacks)
{
  gchar *message = noise_refusal_message (r, s);

  g_test_message ("%s", message);
  for (; *has; has++)
    if (!strstr (message, *has))
      g_error ("message \"%s\" lacks \"%s\"", message, *has);
  if (lacks && strstr (message, lacks))
    g_error ("message \"%s\" names \"%s\"", message, lacks);
  g_free (message);
}

/* A core refusal: the canvas's record says NOISE, the core's holds the
 * rest. */
static const NoiseRefusal *
core_refusal (const NoiseCanvasRefusal *r, NoiseStatus status, int field)
{
  g_assert_cmpint (r->status, ==, NOISE_CANVAS_ERROR_NOISE);
  g_assert_cmpint (r->field, ==, NOISE_CANVAS_FIELD_NOISE);
  g_assert_cmpint (r->noise.status, ==, status);
  g_assert_cmpint (r->noise.field, ==, field);
  return &r->noise;
}

static void
test_accepted (void)
{
  NoiseCanvasSettings s = table_defaults ();
  NoiseCanvasRefusal r = refusal_of (&s, W, H, NULL);

  g_assert_cmpint (r.status, ==, NOISE_CANVAS_OK);
  g_assert_cmpint (r.noise.status, ==, NOISE_OK);
  g_assert_cmpint (r.noise.field, ==, -1);
  g_assert_cmpint (r.field, ==, NOISE_CANVAS_FIELD_NONE);
}

/* The last octave's frequency, 4096 x 2^5, named by what counts the
 * octaves: octaves, or detail when it is set. */
static void
test_top_frequency (void)
{
  NoiseCanvasSettings s = table_defaults ();
  NoiseCanvasRefusal r;
  const NoiseRefusal *n;

  s.noise.frequency = 4096.0f, s.noise.octaves = 6;
  s.noise.lacunarity = 2.0f;
  r = refusal_of (&s, W, H, NULL);
  n = core_refusal (&r, NOISE_ERROR_TOP_FREQUENCY, NOISE_FIELD_INDEX_octaves);
  g_assert_cmpfloat (n->value, ==, 131072.0);
  g_assert_cmpfloat (n->limit, ==, NOISE_MAX_FREQUENCY);
  check_message (&r, &s,
                 (const char *[]) { "= 131072)", "over 65536", "'octaves'",
                                    "'frequency'", NULL },
                 "'detail'");

  s.noise.detail = 5.5f;
  r = refusal_of (&s, W, H, NULL);
  n = core_refusal (&r, NOISE_ERROR_TOP_FREQUENCY, NOISE_FIELD_INDEX_detail);
  g_assert_cmpfloat (n->value, ==, 131072.0);
  check_message (&r, &s, (const char *[]) { "= 131072)", "'detail'", NULL },
                 "'octaves'");

  s = table_defaults ();
  s.noise.warp_mode = NOISE_WARP_INDEPENDENT;
  s.noise.lacunarity = 2.0f;
  s.noise.warp_frequency = 8192.0f, s.noise.warp_octaves = 4;
  /* 8192 x 2^3 is the limit itself: accepted. */
  g_assert_cmpint (refusal_of (&s, W, H, NULL).status, ==, NOISE_CANVAS_OK);
  s.noise.warp_octaves = 5;
  r = refusal_of (&s, W, H, NULL);
  n = core_refusal (&r, NOISE_ERROR_WARP_TOP_FREQUENCY,
                    NOISE_FIELD_INDEX_warp_octaves);
  g_assert_cmpfloat (n->value, ==, 131072.0);
  g_assert_cmpfloat (n->limit, ==, NOISE_MAX_FREQUENCY);
  check_message (&r, &s,
                 (const char *[]) { "= 131072)", "'warp-octaves'",
                                    "'warp-frequency'", NULL },
                 NULL);
}

/* The orientation warp on noise with no orientation to turn: named, with
 * the type and the dimensions, and what to choose instead; and the
 * conflict the procedure refuses with the same words. */
static void
test_orientation (void)
{
  NoiseCanvasSettings s = table_defaults ();
  NoiseCanvasRefusal r;

  s.noise.type = NOISE_PERLIN;
  s.noise.dimensions = 2;
  s.noise.warp_mode = NOISE_WARP_ORIENTATION;
  g_assert_cmpint (noise_settings_conflict (&s), ==,
                   NOISE_CONFLICT_WARP_ORIENTATION);
  r = refusal_of (&s, W, H, NULL);
  core_refusal (&r, NOISE_ERROR_WARP_ORIENTATION, NOISE_FIELD_INDEX_warp_mode);
  check_message (&r, &s,
                 (const char *[]) { "'orientation'",
                                    "2D noise of type 'perlin'", "'gabor'",
                                    "'warp-mode'", NULL },
                 "Invalid");
  s.noise.type = NOISE_GABOR;
  g_assert_cmpint (noise_settings_conflict (&s), ==, NOISE_CONFLICT_NONE);
  g_assert_cmpint (refusal_of (&s, W, H, NULL).status, ==, NOISE_CANVAS_OK);
  s.noise.dimensions = 1;
  g_assert_cmpint (noise_settings_conflict (&s), ==,
                   NOISE_CONFLICT_WARP_ORIENTATION);
  /* A planet is 3D whatever the dimensions say. */
  s.planet = TRUE;
  g_assert_cmpint (noise_settings_conflict (&s), ==, NOISE_CONFLICT_NONE);
  s.planet = FALSE;
  noise_settings_resolve (&s);
  g_assert_cmpint (s.noise.warp_mode, ==, NOISE_WARP_NONE);
  /* Named before the warp's type, as the core names it. */
  s.noise.dimensions = 2;
  s.noise.type = NOISE_PERLIN;
  s.noise.warp_mode = NOISE_WARP_ORIENTATION;
  s.noise.warp_type = NOISE_SIMPLEX_2002;
  g_assert_cmpint (noise_settings_conflict (&s), ==,
                   NOISE_CONFLICT_WARP_ORIENTATION);
  r = refusal_of (&s, W, H, NULL);
  core_refusal (&r, NOISE_ERROR_WARP_ORIENTATION, NOISE_FIELD_INDEX_warp_mode);
}

/* Periods the lattice cannot hold: a loop whose cells at the finest
 * octave are over an int (issue 40's sweep drew one: 1000 cells, 12
 * octaves at lacunarity 4), and a Value tile on a canvas so wide that its
 * height, snapped to whole cells, has more per unit than
 * NOISE_MAX_FREQUENCY.  The live filter cannot
 * resolve them (no setting's default avoids them) and renders them
 * transparent with this message; the procedure refuses with it. */
static void
test_period_cells (void)
{
  NoiseCanvasSettings s = table_defaults ();
  NoiseCanvasRefusal r;
  const NoiseRefusal *n;

  s.noise.octaves = 12, s.noise.lacunarity = 4.0f;
  s.noise.frequency = 0.01f;
  s.frames = 4, s.noise.loop_length = 1000.0f;
  r = refusal_of (&s, W, H, NULL);
  n = core_refusal (&r, NOISE_ERROR_LOOP, NOISE_FIELD_INDEX_loop_length);
  g_assert_cmpfloat (n->value, >, (double) INT_MAX);
  g_assert_cmpfloat (n->limit, ==, (double) INT_MAX);
  check_message (&r, &s,
                 (const char *[]) { "The loop holds", "'loop-length'",
                                    "'lacunarity'", NULL },
                 "Invalid");

  s = table_defaults ();
  s.noise.type = NOISE_VALUE;
  s.noise.octaves = 1, s.noise.frequency = 60000.0f;
  s.tileable = TRUE;
  r = refusal_of (&s, 100000, 1, NULL);
  n = core_refusal (&r, NOISE_ERROR_TILE, NOISE_FIELD_INDEX_tile);
  g_assert_cmpfloat (n->limit, ==, NOISE_MAX_FREQUENCY);
  check_message (&r, &s,
                 (const char *[]) { "cells per unit", "'frequency'",
                                    "'lacunarity'", NULL },
                 "Invalid");
}

/* The core's own checks: dimensions (with the nearest the type has), a
 * range, a type that cannot tile, and a flat layer (with what it measured). */
static void
test_core_fields (void)
{
  NoiseCanvasSettings s = table_defaults ();
  NoiseCanvasRefusal r;
  const NoiseRefusal *n;

  s.noise.type = NOISE_PERLIN, s.noise.dimensions = 4;
  r = refusal_of (&s, W, H, NULL);
  n = core_refusal (&r, NOISE_ERROR_DIMENSIONS, NOISE_FIELD_INDEX_dimensions);
  g_assert_cmpfloat (n->value, ==, 4.0);
  g_assert_cmpfloat (n->limit, ==, 3.0);
  check_message (
      &r, &s, (const char *[]) { "'dimensions' is 4", "'perlin'", "1-3", NULL },
      NULL);

  s = table_defaults ();
  s.noise.lacunarity = 20.0f;
  r = refusal_of (&s, W, H, NULL);
  n = core_refusal (&r, NOISE_ERROR_LACUNARITY, NOISE_FIELD_INDEX_lacunarity);
  g_assert_cmpfloat (n->value, ==, 20.0);
  g_assert_cmpfloat (n->limit, ==, 16.0);
  check_message (
      &r, &s, (const char *[]) { "Invalid noise settings: lacunarity", NULL },
      NULL);
  s.noise.lacunarity = NAN;
  r = refusal_of (&s, W, H, NULL);
  n = core_refusal (&r, NOISE_ERROR_LACUNARITY, NOISE_FIELD_INDEX_lacunarity);
  g_assert_true (isnan (n->value));
  g_assert_cmpfloat (n->limit, ==, 16.0);

  s = table_defaults ();
  s.noise.type = NOISE_SIMPLEX_2002, s.tileable = 1;
  r = refusal_of (&s, W, H, NULL);
  n = core_refusal (&r, NOISE_ERROR_NOT_PERIODIC, NOISE_FIELD_INDEX_type);
  g_assert_cmpfloat (n->value, ==, NOISE_SIMPLEX_2002);
  check_message (
      &r, &s, (const char *[]) { "'simplex-2002' cannot tile or loop", NULL },
      NULL);

  /* Ping-pong of strength 0 is flat (tests/render/test-levels.c). */
  s = table_defaults ();
  s.noise.fractal = NOISE_FRACTAL_PING_PONG;
  s.noise.ping_pong_strength = 0.0f;
  r = refusal_of (&s, W, H, NULL);
  n = core_refusal (&r, NOISE_ERROR_FLAT, NOISE_FIELD_INDEX_levels);
  g_assert_cmpfloat (n->value, <, n->limit);
  g_assert_cmpfloat (n->limit, ==, NOISE_LEVELS_MIN_SPAN);
  check_message (&r, &s, (const char *[]) { "flat layer", "'bounds'", NULL },
                 NULL);
}

/* Issue 21 finding 8: a 1 x 100000 canvas at every offset 0 is beyond
 * precision by its size; the message names the size and the frequencies,
 * not an offset. */
static void
test_precision_size (void)
{
  NoiseCanvasSettings s = table_defaults ();
  NoiseCanvasRefusal r;

  s.noise.octaves = 8;
  r = refusal_of (&s, 1, 100000, NULL);
  g_assert_cmpint (r.status, ==, NOISE_CANVAS_ERROR_PRECISION);
  g_assert_cmpint (r.precision, ==, NOISE_CANVAS_PRECISION_SIZE);
  g_assert_cmpint (r.field, ==, NOISE_CANVAS_FIELD_NONE);
  g_assert_cmpuint (r.offsets_set, ==, 0);
  /* The finest octave's cells: 50000 units out at 4 x 2^7 cells each. */
  g_assert_cmpint (r.lattice, ==, 1);
  g_assert_cmpfloat (r.limit, ==, NOISE_CANVAS_MAX_LATTICE);
  g_assert_cmpfloat (r.value, >=, r.limit);
  g_assert_cmpfloat (fabs (r.value - 50000.0 * 512.0), <, 512.0);
  check_message (&r, &s,
                 (const char *[]) { "1 x 100000", "'frequency' 4",
                                    "'lacunarity' 2", "'octaves' 8", NULL },
                 "'offset-x'");
  /* Offsets on top of it do not change the cause. */
  s.offset[1] = 3.0;
  r = refusal_of (&s, 1, 100000, NULL);
  g_assert_cmpint (r.precision, ==, NOISE_CANVAS_PRECISION_SIZE);
  g_assert_cmpuint (r.offsets_set, ==, 2);
  /* Nor when they take a warp's cells out of reach first (along x, 150
   * world units out): the size's own cause is named, the noise's cells. */
  s.noise.warp_mode = NOISE_WARP_INDEPENDENT;
  s.noise.warp_frequency = 65536.0f, s.noise.warp_octaves = 1;
  s.offset[0] = 600.0;
  r = refusal_of (&s, 1, 100000, NULL);
  g_assert_cmpint (r.precision, ==, NOISE_CANVAS_PRECISION_SIZE);
  g_assert_cmpint (r.lattice, ==, 1);
  g_assert_cmpfloat (fabs (r.value - 50000.0 * 512.0), <, 512.0);
  check_message (&r, &s, (const char *[]) { "'octaves' 8", NULL },
                 "warp-frequency");
}

/* Issue 13's first reproducer: Perlin noise whose finest cells run out
 * at offset-x 10000 (10486 cells a world unit, 10^6 world units out). */
static void
set_far (NoiseCanvasSettings *s)
{
  s->noise.type = NOISE_PERLIN, s->noise.frequency = 0.01f;
  s->noise.lacunarity = 16.0f, s->noise.octaves = 6;
  s->offset[0] = 10000.0;
}

/* Precision is checked before levels are measured, which runs the whole
 * pipeline at thousands of points: fuzz-op's input, a deep Gabor warp whose
 * cells ran out at offsets of 10000, measured for 45 s of CPU and was then
 * refused as flat.  Settings both flat and unresolved are refused for
 * precision, the cheap check, whether the noise's cells or the warp's run
 * out. */
static void
test_precision_before_levels (void)
{
  NoiseCanvasSettings s = table_defaults ();
  NoiseCanvasRefusal r;

  g_assert_cmpint (s.noise.levels, ==, NOISE_LEVELS_FILL);
  s.noise.fractal = NOISE_FRACTAL_PING_PONG; /* flat: test_core_fields */
  s.noise.ping_pong_strength = 0.0f;
  set_far (&s);
  r = refusal_of (&s, W, H, NULL);
  g_assert_cmpint (r.status, ==, NOISE_CANVAS_ERROR_PRECISION);
  g_assert_cmpint (r.precision, ==, NOISE_CANVAS_PRECISION_OFFSETS);
  g_assert_cmpint (r.lattice, ==, 1);

  /* Ten cells out, 1000 world units: the noise's cells and the pixels
   * resolve, the warp's, 2^16 a world unit, do not. */
  s.noise.lacunarity = 2.0f, s.noise.octaves = 1;
  s.offset[0] = 10.0;
  r = refusal_of (&s, W, H, NULL);
  core_refusal (&r, NOISE_ERROR_FLAT, NOISE_FIELD_INDEX_levels);
  s.noise.warp_mode = NOISE_WARP_INDEPENDENT;
  s.noise.warp_type = NOISE_GABOR;
  s.noise.warp_frequency = 65536.0f, s.noise.warp_octaves = 16;
  s.noise.lacunarity = 1.0f;
  r = refusal_of (&s, W, H, NULL);
  g_assert_cmpint (r.status, ==, NOISE_CANVAS_ERROR_PRECISION);
  g_assert_cmpint (r.precision, ==, NOISE_CANVAS_PRECISION_OFFSETS);
  g_assert_cmpint (r.lattice, ==, 2);
  g_assert_cmpfloat (r.value, >=, 1000.0 * 65536.0 * 0.99);
  check_message (&r, &s,
                 (const char *[]) { "'offset-x' 10 with 'frequency' 0.01,",
                                    "'warp-frequency' 65536", "'lacunarity' 1",
                                    "'warp-octaves' 16", "for the warp", NULL },
                 "'octaves' 1 ");

  /* At offset 0, a wide enough canvas reaches as far. */
  s.offset[0] = 0.0;
  r = refusal_of (&s, 1, 1000, NULL);
  g_assert_cmpint (r.status, ==, NOISE_CANVAS_ERROR_PRECISION);
  g_assert_cmpint (r.precision, ==, NOISE_CANVAS_PRECISION_SIZE);
  g_assert_cmpint (r.lattice, ==, 2);
  check_message (&r, &s,
                 (const char *[]) { "1 x 1000", "'warp-frequency' 65536",
                                    "warp's finest cells", NULL },
                 "'octaves' 1 ");
}

/* Issue 13's reproducers (tests/gimp/test-refusals.py, FAR): the offsets
 * put the pixels out of reach; the message names the ones set. */
static void
test_precision_offsets (void)
{
  NoiseCanvasSettings s = table_defaults ();
  NoiseCanvasRefusal r;

  set_far (&s);
  r = refusal_of (&s, W, H, NULL);
  g_assert_cmpint (r.status, ==, NOISE_CANVAS_ERROR_PRECISION);
  g_assert_cmpint (r.precision, ==, NOISE_CANVAS_PRECISION_OFFSETS);
  g_assert_cmpint (r.field, ==, NOISE_CANVAS_FIELD_OFFSET);
  g_assert_cmpuint (r.offsets_set, ==, 1);
  g_assert_cmpint (r.lattice, ==, 1);
  g_assert_cmpfloat (r.value, >=, r.limit);
  check_message (&r, &s,
                 (const char *[]) { "'offset-x' 10000 with", "'frequency' 0.01",
                                    "'lacunarity' 16", "'octaves' 6", NULL },
                 "'offset-y'");

  s.noise.type = NOISE_VALUE, s.noise.lacunarity = 2.847f;
  s.noise.octaves = 16;
  s.offset[0] = -10000.0, s.offset[1] = 10000.0;
  r = refusal_of (&s, W, H, NULL);
  g_assert_cmpint (r.precision, ==, NOISE_CANVAS_PRECISION_OFFSETS);
  g_assert_cmpuint (r.offsets_set, ==, 3);
  check_message (
      &r, &s,
      (const char *[]) { "'offset-x' -10000, 'offset-y' 10000 with", NULL },
      NULL);

  /* The pixel criterion: 2^23 pixels out along the plane, at one octave of
   * a low frequency whose cells stay in reach. */
  s = table_defaults ();
  s.noise.frequency = 0.01f, s.noise.octaves = 1;
  s.offset[0] = 1000.0;
  r = refusal_of (&s, 16384, 2, NULL);
  g_assert_cmpint (r.precision, ==, NOISE_CANVAS_PRECISION_OFFSETS);
  g_assert_cmpint (r.lattice, ==, 0);
  g_assert_cmpfloat (r.limit, ==, NOISE_CANVAS_MAX_PIXELS);
  g_assert_cmpfloat (r.value, >=, r.limit);
}

/* What the operation asks beyond its canvas: its record and message. */
static void
test_precision_beyond (void)
{
  NoiseCanvasRefusal r;

  noise_refusal_beyond (&r, 1, 1);
  g_assert_cmpint (r.status, ==, NOISE_CANVAS_ERROR_PRECISION);
  g_assert_cmpint (r.precision, ==, NOISE_CANVAS_PRECISION_BEYOND);
  check_message (&r, NULL,
                 (const char *[]) { "Pixels lie farther from the origin than "
                                    "float precision",
                                    "'canvas-x'", NULL },
                 NULL);
}

/* The render layer's own checks. */
static void
test_canvas_fields (void)
{
  NoiseCanvasSettings s = table_defaults ();
  NoiseCanvasPixels grey = { 1, 1, gradient, 2 }, bad;
  float huge[2 * 4] = { 0, 0, 0, 1, 1, 3e38f, 1, 1 };
  NoiseCanvasRefusal r;

  s.output = NOISE_OUTPUT_NORMAL_MAP;
  r = refusal_of (&s, W, H, &grey);
  g_assert_cmpint (r.status, ==, NOISE_CANVAS_ERROR_PIXELS);
  g_assert_cmpint (r.field, ==, NOISE_CANVAS_FIELD_OUTPUT);
  g_assert_cmpfloat (r.value, ==, NOISE_OUTPUT_NORMAL_MAP);
  check_message (&r, &s,
                 (const char *[]) { "'output' is 'normal-map'", "RGB", NULL },
                 NULL);

  s = table_defaults ();
  s.output = NOISE_OUTPUT_COLOUR;
  bad = (NoiseCanvasPixels) { 3, 1, huge, 2 };
  r = refusal_of (&s, W, H, &bad);
  g_assert_cmpint (r.status, ==, NOISE_CANVAS_ERROR_PIXELS);
  g_assert_cmpint (r.field, ==, NOISE_CANVAS_FIELD_GRADIENT);
  g_assert_cmpint (r.element, ==, 5);
  g_assert_cmpfloat (r.value, ==, 3e38f);
  g_assert_cmpfloat (r.limit, ==, NOISE_CANVAS_MAX_COLOUR);
  check_message (
      &r, &s, (const char *[]) { "'gradient'", "+-1.67772e+07", NULL }, NULL);

  s = table_defaults ();
  r = refusal_of (&s, 0, H, NULL);
  g_assert_cmpint (r.status, ==, NOISE_CANVAS_ERROR_SIZE);
  g_assert_cmpint (r.field, ==, NOISE_CANVAS_FIELD_WIDTH);
  g_assert_cmpfloat (r.value, ==, 0.0);
  g_assert_cmpfloat (r.limit, ==, 1.0);
  check_message (&r, &s, (const char *[]) { "Invalid settings: ", NULL }, NULL);
  r = refusal_of (&s, W, NOISE_CANVAS_MAX + 1, NULL);
  g_assert_cmpint (r.field, ==, NOISE_CANVAS_FIELD_HEIGHT);
  g_assert_cmpfloat (r.limit, ==, NOISE_CANVAS_MAX);

  s.tileable = 1, s.rotation[2] = 30.0;
  r = refusal_of (&s, W, H, NULL);
  g_assert_cmpint (r.status, ==, NOISE_CANVAS_ERROR_ROTATION);
  g_assert_cmpint (r.field, ==, NOISE_CANVAS_FIELD_ROTATION);
  g_assert_cmpint (r.element, ==, 2);
  g_assert_cmpfloat (r.value, ==, 30.0);

  s = table_defaults ();
  s.offset[2] = INFINITY;
  r = refusal_of (&s, W, H, NULL);
  g_assert_cmpint (r.status, ==, NOISE_CANVAS_ERROR_OFFSET);
  g_assert_cmpint (r.field, ==, NOISE_CANVAS_FIELD_OFFSET);
  g_assert_cmpint (r.element, ==, 2);

  s = table_defaults ();
  s.frames = 3, s.frame = 3;
  r = refusal_of (&s, W, H, NULL);
  g_assert_cmpint (r.status, ==, NOISE_CANVAS_ERROR_FRAMES);
  g_assert_cmpint (r.field, ==, NOISE_CANVAS_FIELD_FRAME);
  g_assert_cmpfloat (r.value, ==, 3.0);
  g_assert_cmpfloat (r.limit, ==, 2.0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/refusals/accepted", test_accepted);
  g_test_add_func ("/refusals/top-frequency", test_top_frequency);
  g_test_add_func ("/refusals/period-cells", test_period_cells);
  g_test_add_func ("/refusals/orientation", test_orientation);
  g_test_add_func ("/refusals/core-fields", test_core_fields);
  g_test_add_func ("/refusals/precision-size", test_precision_size);
  g_test_add_func ("/refusals/precision-offsets", test_precision_offsets);
  g_test_add_func ("/refusals/precision-beyond", test_precision_beyond);
  g_test_add_func ("/refusals/precision-before-levels",
                   test_precision_before_levels);
  g_test_add_func ("/refusals/canvas-fields", test_canvas_fields);
  return g_test_run ();
}
