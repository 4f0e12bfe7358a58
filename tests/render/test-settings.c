/* Tests of settings/: the table against the render layer's defaults (the
 * one other place that states them, for C users), the choices, the
 * operation's "sensitive" metas as they were written by hand before the
 * table (GIMP's filter dialog reads them from saved filters too), and the
 * plug-in dialog's boxes against the table. */
#include "settings.h"

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
                   "simplex-2002, simplex-classic}");
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

/* Every setting of the table is in exactly one of the plug-in dialog's
 * boxes, and the boxes hold nothing else: a setting left out of them
 * would be missing from the dialog. */
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
      if (placed != 1)
        {
          g_test_message ("%s is in %d of the dialog's boxes", table[t],
                          placed);
          g_test_fail ();
        }
    }
  g_assert_cmpuint (g_strv_length ((char **) boxes), ==,
                    g_strv_length ((char **) table));
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
  g_test_add_func ("/settings/dialog-boxes", test_dialog_boxes);
  return g_test_run ();
}
