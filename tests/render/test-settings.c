/* Tests of settings/: the table against the render layer's defaults (the
 * one other place that states them, for C users), the choices, the
 * operation's "sensitive" metas as they were written by hand before the
 * table (GIMP's filter dialog reads them from saved filters too), and the
 * plug-in dialog's boxes against the table. */
#include "dialog-layout.h"

#include <math.h>
#include <string.h>

/* noise_canvas_settings_init gives every setting its table default. */
static void
test_defaults (void)
{
  NoiseSettingValues v;

  memset (&v, 0, sizeof v);
  noise_canvas_settings_init (&v.canvas);
#define CHECK_DEFAULT(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN,     \
                      UI_MAX, UI_LOG, UNIT, APPLIES, FIELD, CHOICES)           \
  if (v.FIELD != (DEF))                                                        \
    {                                                                          \
      g_test_message ("%s: render default %g, table %g", ARG,                  \
                      (double) v.FIELD, (double) (DEF));                       \
      g_test_fail ();                                                          \
    }
  NOISE_SETTINGS (CHECK_DEFAULT)
#undef CHECK_DEFAULT
}

/* Every choice's nick finds its id, and the operation's enums hold the
 * same values and nicks. */
static void
test_choices (void)
{
  const struct
  {
    NoiseChoices choices;
    GType type;
  } all[] = {
    { NOISE_CHOICES_TYPE, noise_choices_type_get_type () },
    { NOISE_CHOICES_FRACTAL, noise_choices_fractal_get_type () },
    { NOISE_CHOICES_OUTPUT, noise_choices_output_get_type () },
    { NOISE_CHOICES_CELLULAR_RETURN,
      noise_choices_cellular_return_get_type () },
    { NOISE_CHOICES_METRIC, noise_choices_metric_get_type () },
    { NOISE_CHOICES_WARP_MODE, noise_choices_warp_mode_get_type () },
    { NOISE_CHOICES_LEVELS, noise_choices_levels_get_type () },
    { NOISE_CHOICES_WAVE_SHAPE, noise_choices_wave_shape_get_type () },
    { NOISE_CHOICES_WAVE_PROFILE, noise_choices_wave_profile_get_type () },
    { NOISE_CHOICES_GABOR_MODE, noise_choices_gabor_mode_get_type () },
  };

  g_assert_cmpint (noise_choices_count (NOISE_CHOICES_TYPE), ==,
                   NOISE_TYPE_COUNT);
  g_assert_cmpint (noise_choices_count (NOISE_CHOICES_FRACTAL), ==,
                   NOISE_FRACTAL_COUNT);
  g_assert_cmpint (noise_choices_count (NOISE_CHOICES_OUTPUT), ==,
                   NOISE_OUTPUT_COUNT);
  g_assert_cmpint (noise_choices_count (NOISE_CHOICES_CELLULAR_RETURN), ==,
                   NOISE_CELLULAR_RETURN_COUNT);
  g_assert_cmpint (noise_choices_count (NOISE_CHOICES_METRIC), ==,
                   NOISE_METRIC_COUNT);
  for (gsize c = 0; c < G_N_ELEMENTS (all); c++)
    {
      GEnumClass *enums = g_type_class_ref (all[c].type);
      int n = noise_choices_count (all[c].choices);

      g_assert_cmpint ((int) enums->n_values, ==, n);
      for (int id = 0; id < n; id++)
        {
          NoiseChoiceValue value = noise_choices_value (all[c].choices, id);
          g_assert_cmpint (noise_choices_id (all[c].choices, value.nick), ==,
                           id);
          g_assert_cmpstr (g_enum_get_value (enums, id)->value_nick, ==,
                           value.nick);
        }
      g_assert_cmpint (noise_choices_id (all[c].choices, "no-such"), ==, -1);
      g_type_class_unref (enums);
    }
}

/* The metas the operation declared by hand until the table. */
static void
test_metas (void)
{
  const char *fixed = "! type {simplex-2002, simplex-classic}";
#define META(SETTING)                                                          \
  noise_setting_sensitive_meta (SETTING (NOISE_SETTING_APPLIES_OF))
#define NOISE_SETTING_APPLIES_OF(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF,  \
                                 UI_MIN, UI_MAX, UI_LOG, UNIT, APPLIES, FIELD, \
                                 CHOICES)                                      \
  APPLIES
  g_assert_cmpstr (META (NOISE_SETTING_DIMENSIONS), ==, fixed);
  g_assert_cmpstr (META (NOISE_SETTING_TILEABLE), ==, fixed);
  g_assert_cmpstr (META (NOISE_SETTING_FRAMES), ==, fixed);
  g_assert_cmpstr (META (NOISE_SETTING_LOOP_LENGTH), ==, fixed);
  g_assert_cmpstr (META (NOISE_SETTING_REVERSE_GRADIENT), ==,
                   "output-type {colour}");
  g_assert_cmpstr (META (NOISE_SETTING_NORMAL_STRENGTH), ==,
                   "output-type {normal-map, flow-map}");
  g_assert_cmpstr (noise_setting_sensitive_meta (NOISE_APPLIES_NOT_TILEABLE),
                   ==, "! tileable");
  /* The cellular settings, added with the table: by the type, or by the
   * one cellular choice that they need. */
  g_assert_cmpstr (META (NOISE_SETTING_CELLULAR_RETURN), ==,
                   "! type {value, perlin, simplex-value, simplex, "
                   "simplex-2002, simplex-classic, wave, gabor}");
  /* The wave's, by the type; its profile for Gabor noise too (whose
   * phasor mode reads it: the plug-in dialog checks the mode). */
  g_assert_cmpstr (META (NOISE_SETTING_WAVE_SHAPE), ==,
                   "! type {value, perlin, simplex-value, simplex, "
                   "simplex-2002, simplex-classic, cellular, gabor}");
  g_assert_cmpstr (META (NOISE_SETTING_WAVE_PHASE), ==,
                   META (NOISE_SETTING_WAVE_SHAPE));
  g_assert_cmpstr (META (NOISE_SETTING_WAVE_PROFILE), ==,
                   "! type {value, perlin, simplex-value, simplex, "
                   "simplex-2002, simplex-classic, cellular}");
  /* Gabor noise's, by the type. */
  g_assert_cmpstr (META (NOISE_SETTING_GABOR_MODE), ==,
                   "! type {value, perlin, simplex-value, simplex, "
                   "simplex-2002, simplex-classic, cellular, wave}");
  g_assert_cmpstr (META (NOISE_SETTING_GABOR_ORIENTATION), ==,
                   META (NOISE_SETTING_GABOR_MODE));
  g_assert_cmpstr (META (NOISE_SETTING_CELLULAR_JITTER), ==,
                   META (NOISE_SETTING_CELLULAR_RETURN));
  g_assert_cmpstr (META (NOISE_SETTING_MINKOWSKI_EXPONENT), ==,
                   "cellular-metric {minkowski}");
  g_assert_cmpstr (META (NOISE_SETTING_CELLULAR_SMOOTHNESS), ==,
                   "cellular-return {smooth-f1}");
  /* The fractal modes' settings: by the modes that read them. */
  g_assert_cmpstr (META (NOISE_SETTING_FRACTAL_OFFSET), ==,
                   "fractal {hybrid-multifractal, hetero-terrain, "
                   "ridged-multifractal}");
  g_assert_cmpstr (META (NOISE_SETTING_FRACTAL_GAIN), ==,
                   "fractal {hybrid-multifractal, ridged-multifractal}");
  g_assert_cmpstr (META (NOISE_SETTING_PING_PONG_STRENGTH), ==,
                   "fractal {ping-pong}");
  g_assert_cmpstr (META (NOISE_SETTING_WEIGHTED_STRENGTH), ==,
                   "fractal {fbm, turbulence, ridged, ping-pong}");
  g_assert_cmpstr (META (NOISE_SETTING_NORMALIZE), ==,
                   "fractal {multifractal, hybrid-multifractal, "
                   "hetero-terrain, ridged-multifractal}");
  g_assert_null (META (NOISE_SETTING_DETAIL));
  g_assert_null (META (NOISE_SETTING_OCTAVES)); /* detail 0: no syntax */
  g_assert_null (META (NOISE_SETTING_FREQUENCY));
  g_assert_null (META (NOISE_SETTING_LACUNARITY)); /* octaves > 1: no syntax */
#undef META
}

/* Every setting of the table is in at most one of the plug-in dialog's
 * boxes, and the boxes hold nothing else; the table's first is in one, so
 * that a setting in none has a setting before it that is, which the
 * dialog shows it after (ui/dialog.c). */
static void
test_dialog_boxes (void)
{
#define ARG_OF(KIND, ARG, ...) ARG,
  const char *const table[] = { NOISE_SETTINGS (ARG_OF) NULL };
  const char *const boxes[] = { NOISE_DIALOG_SETTINGS (ARG_OF) NULL };
#undef ARG_OF

  for (gsize t = 0; table[t]; t++)
    {
      int placed = 0;
      for (gsize b = 0; boxes[b]; b++)
        placed += strcmp (table[t], boxes[b]) == 0;
      if (placed > 1 || (t == 0 && placed == 0))
        {
          g_test_message ("%s is in %d of the dialog's boxes", table[t],
                          placed);
          g_test_fail ();
        }
    }
  for (gsize b = 0; boxes[b]; b++)
    {
      gboolean known = FALSE;
      for (gsize t = 0; table[t]; t++)
        known |= strcmp (table[t], boxes[b]) == 0;
      if (!known)
        {
          g_test_message ("%s is in a box but not in the table", boxes[b]);
          g_test_fail ();
        }
    }
}

/* The dialog's one Octaves control: a whole number is octaves alone, as
 * scripts and saved files have it; a fraction is detail, with octaves its
 * ceiling; and back again, every value of the control and every pair of
 * arguments meaning the same. */
static void
test_octaves_detail (void)
{
  static const struct
  {
    double value;
    int octaves;
    double detail;
  } cases[] = {
    { 6.0, 6, 0.0 },       { 1.0, 1, 0.0 },   { 16.0, 16, 0.0 },
    { 2.5, 3, 2.5 },       { 1.25, 2, 1.25 }, { 15.99, 16, 15.99 },
    { 0.5, 1, 0.0 },       { 99.0, 16, 0.0 }, { NAN, 1, 0.0 },
    { -INFINITY, 1, 0.0 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int octaves = -1;
      double detail = -1.0;

      noise_octaves_detail_split (cases[i].value, &octaves, &detail);
      g_assert_cmpint (octaves, ==, cases[i].octaves);
      g_assert_cmpfloat (detail, ==, cases[i].detail);
      if (cases[i].value >= 1.0 && cases[i].value <= NOISE_MAX_OCTAVES)
        g_assert_cmpfloat (noise_octaves_detail_join (octaves, detail), ==,
                           cases[i].value);
    }
  /* Arguments as scripts give them: detail, where set, is what renders. */
  g_assert_cmpfloat (noise_octaves_detail_join (4, 0.0), ==, 4.0);
  g_assert_cmpfloat (noise_octaves_detail_join (4, 7.5), ==, 7.5);
}

/* When the fractal settings apply: by the mode, and octaves by detail. */
static void
test_fractal_applies (void)
{
  NoiseCanvasSettings s;

  noise_canvas_settings_init (&s);
  s.noise.octaves = 1;
  g_assert_false (noise_setting_applies (NOISE_APPLIES_OCTAVES, &s));
  s.noise.detail = 1.5f;
  g_assert_true (noise_setting_applies (NOISE_APPLIES_OCTAVES, &s));
  g_assert_false (noise_setting_applies (NOISE_APPLIES_NO_DETAIL, &s));
  s.noise.detail = 0.0f;
  g_assert_true (noise_setting_applies (NOISE_APPLIES_NO_DETAIL, &s));
  s.noise.fractal = NOISE_FRACTAL_FBM;
  g_assert_false (noise_setting_applies (NOISE_APPLIES_FRACTAL_OFFSET, &s));
  g_assert_true (noise_setting_applies (NOISE_APPLIES_WEIGHTED_STRENGTH, &s));
  s.noise.fractal = NOISE_FRACTAL_HETERO_TERRAIN;
  g_assert_true (noise_setting_applies (NOISE_APPLIES_FRACTAL_OFFSET, &s));
  g_assert_false (noise_setting_applies (NOISE_APPLIES_FRACTAL_GAIN, &s));
  g_assert_true (noise_setting_applies (NOISE_APPLIES_NORMALIZE, &s));
  s.noise.fractal = NOISE_FRACTAL_PING_PONG;
  g_assert_true (noise_setting_applies (NOISE_APPLIES_PING_PONG_STRENGTH, &s));
  g_assert_false (noise_setting_applies (NOISE_APPLIES_NORMALIZE, &s));
}

/* Issue 34: the procedure and the operation agree on every combination
 * where a setting does not apply.  Base settings are the defaults with two
 * of the changes below, each of which makes some setting not apply (every
 * pair of them, so every pair of the table's rules).  In each, every
 * setting that does not apply (noise_setting_applies) is set to each end
 * of its range (each choice, both booleans), and:
 *   - the operation's path (noise_settings_resolve, then the render layer)
 *     renders, and the same bits as with the setting at its base value:
 *     the setting is ignored;
 *   - the procedure's path refuses it with the one conflict that names
 *     that setting (noise_settings_conflict), or renders the operation's
 *     bits. */
#define MODS 33

static void
apply_mod (NoiseCanvasSettings *s, int mod)
{
  static const NoiseFractal fractals[]
      = { NOISE_FRACTAL_TURBULENCE,     NOISE_FRACTAL_RIDGED,
          NOISE_FRACTAL_MULTIFRACTAL,   NOISE_FRACTAL_HYBRID_MULTIFRACTAL,
          NOISE_FRACTAL_HETERO_TERRAIN, NOISE_FRACTAL_RIDGED_MULTIFRACTAL,
          NOISE_FRACTAL_PING_PONG };
  static const NoiseType types[]
      = { NOISE_VALUE,        NOISE_PERLIN,          NOISE_SIMPLEX_VALUE,
          NOISE_SIMPLEX_2002, NOISE_SIMPLEX_CLASSIC, NOISE_CELLULAR };

  if (mod < 6)
    s->noise.type = types[mod];
  else if (mod < 13)
    s->noise.fractal = fractals[mod - 6];
  else if (mod < 16)
    s->output = (NoiseOutput) (NOISE_OUTPUT_HEIGHT + mod - 13);
  else if (mod < 19)
    s->noise.dimensions = mod == 18 ? 4 : mod - 15;
  else
    switch (mod)
      {
      case 19: s->planet = 1; break;
      case 20: s->tileable = 1; break;
      case 21: s->frames = 3, s->frame = 1; break;
      case 22: s->noise.octaves = 1; break;
      case 23: s->noise.detail = 2.5f; break;
      case 24: s->noise.warp_mode = NOISE_WARP_INDEPENDENT; break;
      case 25: s->noise.warp_mode = NOISE_WARP_PROGRESSIVE; break;
      case 26: s->noise.metric = NOISE_METRIC_MINKOWSKI; break;
      case 27: s->noise.cellular_return = NOISE_CELLULAR_SMOOTH_F1; break;
      case 28: s->rotation[2] = 30.0; break;
      case 29: s->noise.warp_type = NOISE_CELLULAR; break;
      /* Gabor noise, its phasor mode (which reads the wave profile), and
       * as a warp. */
      case 30: s->noise.type = NOISE_GABOR; break;
      case 31:
        s->noise.type = NOISE_GABOR;
        s->noise.gabor_mode = NOISE_GABOR_PHASOR;
        break;
      case 32: s->noise.warp_type = NOISE_GABOR; break;
      }
}

#define CANVAS_W 12
#define CANVAS_H 6

/* The pixels of s, or FALSE when the render layer refuses it. */
static gboolean
render_settings (const NoiseCanvasSettings *s, float *out)
{
  static const float ramp[] = { 0, 0, 0, 1, 1, 1, 1, 1 };
  NoiseCanvasPixels px = { 3, 1, ramp, 2 };
  NoiseCanvas canvas;

  if (noise_canvas_prepare (s, CANVAS_W, CANVAS_H, &px, &canvas, NULL)
      != NOISE_CANVAS_OK)
    return FALSE;
  for (int y = 0; y < CANVAS_H; y++)
    noise_canvas_fill_row (&canvas, 0, y, CANVAS_W, out + 4 * CANVAS_W * y);
  return TRUE;
}

/* The operation's path: resolved, then rendered. */
static gboolean
op_render (const NoiseCanvasSettings *raw, float *out)
{
  NoiseCanvasSettings s = *raw;
  noise_settings_resolve (&s);
  return render_settings (&s, out);
}

/* The setting a conflict's message names. */
static const char *
conflict_setting (NoiseConflict c)
{
  switch (c)
    {
    case NOISE_CONFLICT_PLANET_TYPE: return "planet";
    case NOISE_CONFLICT_PLANET_TILEABLE:
    case NOISE_CONFLICT_TILE_TYPE: return "tileable";
    case NOISE_CONFLICT_LOOP_TYPE:
    case NOISE_CONFLICT_PLANET_LOOP: return "frames";
    case NOISE_CONFLICT_DIMENSIONS: return "dimensions";
    case NOISE_CONFLICT_TILE_ROTATION: return "rotation-";
    case NOISE_CONFLICT_EROSION: return "erosion-strength";
    case NOISE_CONFLICT_WAVE_SHAPE: return "wave-shape";
    case NOISE_CONFLICT_WARP_ORIENTATION: return "warp-mode";
    default: return "(none)";
    }
}

static int walk_failures, walk_checked;

#define WALK_FAIL(...)                                                         \
  do                                                                           \
    {                                                                          \
      if (walk_failures++ < 40)                                                \
        g_test_message (__VA_ARGS__);                                          \
      g_test_fail ();                                                          \
    }                                                                          \
  while (0)

/* Setting arg changed to a value that does not apply in base. */
static void
check_ignored (const char *where, const NoiseCanvasSettings *base,
               const float *base_pixels, const NoiseCanvasSettings *changed,
               const char *arg, double value)
{
  float op[4 * CANVAS_W * CANVAS_H], proc[4 * CANVAS_W * CANVAS_H];
  NoiseConflict conflict;

  walk_checked++;
  if (!op_render (changed, op))
    {
      WALK_FAIL ("%s, %s %g: the operation refuses it", where, arg, value);
      return;
    }
  if (memcmp (op, base_pixels, sizeof op) != 0)
    WALK_FAIL ("%s, %s %g: does not apply, but changes the pixels", where, arg,
               value);
  if (noise_settings_conflict (base) != NOISE_CONFLICT_NONE)
    return; /* the procedure refuses the base already */
  conflict = noise_settings_conflict (changed);
  if (conflict != NOISE_CONFLICT_NONE)
    {
      if (!g_str_has_prefix (arg, conflict_setting (conflict)))
        WALK_FAIL ("%s, %s %g: the procedure's refusal names %s", where, arg,
                   value, conflict_setting (conflict));
      return;
    }
  {
    NoiseCanvasSettings p = *changed;
    noise_settings_resolve (&p);
    if (!render_settings (&p, proc) || memcmp (op, proc, sizeof op) != 0)
      WALK_FAIL ("%s, %s %g: the procedure renders otherwise", where, arg,
                 value);
  }
}

/* The values each kind of setting is tried at. */
#define WALK_COUNT_DOUBLE(MIN, MAX, CHOICES) 2
#define WALK_COUNT_INT WALK_COUNT_DOUBLE
#define WALK_COUNT_SEED WALK_COUNT_DOUBLE
#define WALK_COUNT_BOOLEAN WALK_COUNT_DOUBLE
#define WALK_COUNT_CHOICE(MIN, MAX, CHOICES)                                   \
  noise_choices_count (NOISE_CHOICES_##CHOICES)
#define WALK_VALUE_DOUBLE(MIN, MAX, CHOICES, k) ((k) ? (MAX) : (MIN))
#define WALK_VALUE_INT WALK_VALUE_DOUBLE
#define WALK_VALUE_SEED WALK_VALUE_DOUBLE
#define WALK_VALUE_BOOLEAN(MIN, MAX, CHOICES, k) (k)
#define WALK_VALUE_CHOICE(MIN, MAX, CHOICES, k) (k)

static void
walk_base (const char *where, const NoiseSettingValues *base)
{
  float pixels[4 * CANVAS_W * CANVAS_H];

  if (!op_render (&base->canvas, pixels))
    {
      WALK_FAIL ("%s: the operation refuses it", where);
      return;
    }
#define WALK(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN, UI_MAX,      \
             UI_LOG, UNIT, APPLIES, FIELD, CHOICES)                            \
  if (!noise_setting_applies (APPLIES, &base->canvas))                         \
    for (int k = 0; k < WALK_COUNT_##KIND (MIN, MAX, CHOICES); k++)            \
      {                                                                        \
        NoiseSettingValues t = *base;                                          \
        t.FIELD = WALK_VALUE_##KIND (MIN, MAX, CHOICES, k);                    \
        check_ignored (where, &base->canvas, pixels, &t.canvas, ARG,           \
                       (double) t.FIELD);                                      \
      }
  NOISE_SETTINGS (WALK)
#undef WALK
}

static void
test_not_applying_pairs (void)
{
  for (int i = 0; i < MODS; i++)
    for (int j = i; j < MODS; j++)
      {
        NoiseSettingValues base;
        gchar *where = g_strdup_printf ("changes %d and %d", i, j);

        memset (&base, 0, sizeof base);
        noise_canvas_settings_init (&base.canvas);
        base.canvas.noise.octaves = 2;
        /* Fill's map comes from the core's values at other points of the
         * same noise, so it follows the pixels; measuring it 20,000 times
         * over would only cost time (test-levels checks it). */
        base.canvas.noise.levels = NOISE_LEVELS_BOUNDS;
        apply_mod (&base.canvas, i);
        apply_mod (&base.canvas, j);
        walk_base (where, &base);
        g_free (where);
      }
  g_test_message ("%d settings that do not apply checked, %d failures",
                  walk_checked, walk_failures);
  g_assert_cmpint (walk_checked, >, 1000);
}

/* Each conflict is what it says, and the operation resolves it. */
static void
test_conflicts (void)
{
  NoiseCanvasSettings s, r;

  noise_canvas_settings_init (&s);
  s.planet = 1, s.tileable = 1;
  g_assert_cmpint (noise_settings_conflict (&s), ==,
                   NOISE_CONFLICT_PLANET_TILEABLE);
  r = s, noise_settings_resolve (&r);
  g_assert_true (r.planet && !r.tileable);
  s.tileable = 0, s.frames = 3, s.frame = 2, s.noise.type = NOISE_PERLIN;
  g_assert_cmpint (noise_settings_conflict (&s), ==,
                   NOISE_CONFLICT_PLANET_LOOP);
  r = s, noise_settings_resolve (&r);
  g_assert_true (r.planet && r.frames == 1 && r.frame == 0);
  s.noise.type = NOISE_SIMPLEX;
  g_assert_cmpint (noise_settings_conflict (&s), ==, NOISE_CONFLICT_NONE);
  s.noise.type = NOISE_SIMPLEX_CLASSIC;
  g_assert_cmpint (noise_settings_conflict (&s), ==,
                   NOISE_CONFLICT_PLANET_TYPE);
  r = s, noise_settings_resolve (&r);
  g_assert_true (!r.planet && r.frames == 1 && r.noise.dimensions == 2);
  noise_canvas_settings_init (&s);
  s.tileable = 1, s.rotation[1] = 720.0;
  g_assert_cmpint (noise_settings_conflict (&s), ==, NOISE_CONFLICT_NONE);
  s.rotation[2] = 10.0;
  g_assert_cmpint (noise_settings_conflict (&s), ==,
                   NOISE_CONFLICT_TILE_ROTATION);
  s.noise.type = NOISE_SIMPLEX_2002;
  g_assert_cmpint (noise_settings_conflict (&s), ==, NOISE_CONFLICT_TILE_TYPE);
  r = s, noise_settings_resolve (&r);
  g_assert_true (!r.tileable && r.rotation[2] == 10.0);
  /* Frames on a planet apply only with a 4D form: greyed out otherwise. */
  noise_canvas_settings_init (&s);
  s.planet = 1, s.noise.type = NOISE_VALUE;
  g_assert_false (noise_setting_applies (NOISE_APPLIES_TYPE_LOOPS, &s));
  /* A planet's offsets are its 3D centre, whatever the dimensions say. */
  s.noise.dimensions = 1;
  g_assert_true (noise_setting_applies (NOISE_APPLIES_3D, &s));
  g_assert_false (noise_setting_applies (NOISE_APPLIES_4D, &s));
}

static void
test_labels (void)
{
  g_assert_cmpstr (noise_setting_plain_label ("Octa_ves"), ==, "Octaves");
  g_assert_cmpstr (noise_setting_plain_label ("_Noise type"), ==, "Noise type");
  g_assert_cmpstr (noise_setting_plain_label ("a__b_c"), ==, "a_bc");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/settings/defaults", test_defaults);
  g_test_add_func ("/settings/choices", test_choices);
  g_test_add_func ("/settings/metas", test_metas);
  g_test_add_func ("/settings/labels", test_labels);
  g_test_add_func ("/settings/fractal-applies", test_fractal_applies);
  g_test_add_func ("/settings/octaves-detail", test_octaves_detail);
  g_test_add_func ("/settings/dialog-boxes", test_dialog_boxes);
  g_test_add_func ("/settings/conflicts", test_conflicts);
  g_test_add_func ("/settings/not-applying-pairs", test_not_applying_pairs);
  return g_test_run ();
}
