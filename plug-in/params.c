/* params.c — the arguments of plug-in-noise-render: the table's settings
 * (settings/settings.h) and the procedure's own, in their positional
 * order; they drive the PDB, the dialog and the last-used values. */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "params.h"

/* Argument "result": ids are the values of NoiseRenderParams.as_filter. */
static const NoiseChoiceValue results[] = {
  { "pixels", N_ ("Pixels"), N_ ("Bake the noise into the layer's pixels") },
  { "filter", N_ ("Live filter"),
    N_ ("Add the live filter noise-render:noise-2, which stays editable; "
        "pixels when it is not installed") },
};

static GimpChoice *
values_choice (const NoiseChoiceValue *values, size_t n)
{
  GimpChoice *choice = gimp_choice_new ();
  for (size_t i = 0; i < n; i++)
    gimp_choice_add (choice, values[i].nick, (gint) i, _ (values[i].label),
                     _ (values[i].help));
  return choice;
}

/* The choices of a CHOICE setting (settings.h). */
static GimpChoice *
table_choice (NoiseChoices choices)
{
  GimpChoice *choice = gimp_choice_new ();
  for (int id = 0; id < noise_choices_count (choices); id++)
    {
      NoiseChoiceValue value = noise_choices_value (choices, id);
      gimp_choice_add (choice, value.nick, id, _ (value.label), _ (value.help));
    }
  return choice;
}

void
noise_render_add_result_argument (GimpProcedure *procedure)
{
  gimp_procedure_add_choice_argument (
      procedure, "result", _ ("Result"),
      _ ("Pixels baked into the layer, or a live filter on it that GIMP "
         "renders and keeps editable (one per frame)"),
      values_choice (results, G_N_ELEMENTS (results)), "pixels",
      G_PARAM_READWRITE);
}

/* The arguments of the table's settings, by kind. */
#define ADD_DOUBLE(P, NAME, LABEL, HELP, MIN, MAX, DEF, CHOICES)               \
  gimp_procedure_add_double_argument (P, NAME, LABEL, HELP, MIN, MAX, DEF,     \
                                      G_PARAM_READWRITE)
#define ADD_INT(P, NAME, LABEL, HELP, MIN, MAX, DEF, CHOICES)                  \
  gimp_procedure_add_int_argument (P, NAME, LABEL, HELP, MIN, MAX, DEF,        \
                                   G_PARAM_READWRITE)
#define ADD_SEED ADD_INT
#define ADD_BOOLEAN(P, NAME, LABEL, HELP, MIN, MAX, DEF, CHOICES)              \
  gimp_procedure_add_boolean_argument (P, NAME, LABEL, HELP, DEF,              \
                                       G_PARAM_READWRITE)
#define ADD_CHOICE(P, NAME, LABEL, HELP, MIN, MAX, DEF, CHOICES)               \
  gimp_procedure_add_choice_argument (                                         \
      P, NAME, LABEL, HELP, table_choice (CHOICES),                            \
      noise_choices_value (CHOICES, DEF).nick, G_PARAM_READWRITE)
#define ADD_ARGUMENT(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN,      \
                     UI_MAX, UI_LOG, UNIT, APPLIES, FIELD, CHOICES)            \
  ADD_##KIND (procedure, ARG, _ (LABEL), noise_setting_help (HELP), MIN, MAX,  \
              DEF, NOISE_CHOICES_##CHOICES);

void
noise_render_add_arguments (GimpProcedure *procedure)
{
  /* The table's settings, and the procedure's own in between (the order
   * is the positional one scripts use: append only). */
  NOISE_SETTINGS_NOISE (ADD_ARGUMENT)
  gimp_procedure_add_gradient_argument (procedure, "gradient", _ ("_Gradient"),
                                        _ ("Colours for the noise from -1 "
                                           "(left end) to 1 (right end); "
                                           "defaults to the context gradient"),
                                        FALSE, NULL, TRUE, G_PARAM_READWRITE);
  NOISE_SETTING_REVERSE_GRADIENT (ADD_ARGUMENT)
  NOISE_SETTING_OUTPUT (ADD_ARGUMENT)
  NOISE_SETTING_TILEABLE (ADD_ARGUMENT)
  NOISE_SETTING_FRAMES (ADD_ARGUMENT)
  NOISE_SETTING_LOOP_LENGTH (ADD_ARGUMENT)
  gimp_procedure_add_int_argument (
      procedure, "frame-delay", _ ("Frame delay"),
      _ ("Milliseconds per frame, written into the layer names as GIMP's "
         "animation playback and GIF export read them"),
      10, 10000, 80, G_PARAM_READWRITE);
  noise_render_add_result_argument (procedure);
  /* Not for scripts: the dialog's memory, saved with its last values and
   * presets, that "result" there is the user's (see ui/dialog.c). */
  gimp_procedure_add_boolean_aux_argument (
      procedure, "result-chosen", _ ("Result chosen"),
      _ ("Whether Result was set in a dialog that offered the live filter, "
         "so that the dialog keeps it rather than its default"),
      FALSE, G_PARAM_READWRITE);
  gimp_procedure_add_boolean_aux_argument (
      procedure, "preview-tiled", _ ("Preview 2 × 2 tiles"),
      _ ("Show the preview repeated twice across and down, to see the seams "
         "or their absence"),
      FALSE, G_PARAM_READWRITE);
  NOISE_SETTING_NORMAL_STRENGTH (ADD_ARGUMENT)
  NOISE_SETTINGS_APPENDED (ADD_ARGUMENT)
  /* Not for scripts: the dialog's one control for octaves and detail
   * (noise_octaves_detail_join), which sets both. */
  gimp_procedure_add_double_aux_argument (
      procedure, "octaves-detail", _ ("Octa_ves"),
      _ ("How many layers of detail are summed.  A fraction blends in the "
         "last layer by that much, so the pattern changes smoothly (the "
         "arguments octaves and detail)"),
      1.0, NOISE_MAX_OCTAVES, 6.0, G_PARAM_READWRITE);
}

/* A warp whose type cannot warp the noise (NOISE_CONFLICT_WARP_TYPE):
 * the one form it lacks. */
static void
warp_type_refusal (const NoiseCanvasSettings *c, GError **error)
{
  NoiseType type = c->noise.warp_type;
  const char *nick = noise_type_info (type)->nick;

  if (c->planet)
    g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                 c->frames > 1
                     ? _ ("Argument 'warp-type' is '%s', which cannot warp "
                          "a looping planet map: it needs a 4D form "
                          "('simplex', 'simplex-value').")
                     : _ ("Argument 'warp-type' is '%s', which cannot warp "
                          "a planet map: it needs a 3D form."),
                 nick);
  else if (!noise_type_has_dimensions (type, c->noise.dimensions))
    g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                 _ ("Argument 'warp-type' is '%s', which has no %dD form to "
                    "warp this noise: choose another warp type."),
                 nick, c->noise.dimensions);
  else if (c->frames > 1 && !noise_type_info (type)->loops)
    g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                 _ ("Argument 'warp-type' is '%s', which cannot loop: set "
                    "'frames' to 1 or choose another warp type."),
                 nick);
  else
    g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                 _ ("Argument 'warp-type' is '%s', which cannot tile: turn "
                    "off 'tileable' or choose another warp type."),
                 nick);
}

/* The core's refusal of a setting, as the render layer reports it: what
 * the procedure says of a conflict the core would have refused, had the
 * procedure let it through (its one message). */
static void
core_conflict (NoiseCanvasRefusal *refusal, NoiseStatus status, int field,
               double value, double limit)
{
  refusal->status = NOISE_CANVAS_ERROR_NOISE;
  refusal->field = NOISE_CANVAS_FIELD_NOISE;
  refusal->noise = (NoiseRefusal) { status, field, value, limit };
}

/* A combination where a setting does not apply that the procedure refuses
 * (noise_settings_conflict), as an error naming its one condition; TRUE
 * when there is none.  Where the core or the render layer has the words
 * (refusal set), its message. */
static gboolean
conflict_refusal (const NoiseCanvasSettings *c, GError **error)
{
  const char *nick = noise_type_info (c->noise.type)->nick;
  static const char *const rotations[3]
      = { "rotation-x", "rotation-y", "rotation-z" };
  int axis;
  NoiseCanvasRefusal refusal = { 0 };

  switch (noise_settings_conflict (c))
    {
    case NOISE_CONFLICT_NONE: return TRUE;
    case NOISE_CONFLICT_PLANET_TYPE:
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("A planet map needs a noise type with a 3D form, and "
                      "'%s' has none: choose another 'noise-type' or turn "
                      "off 'planet'."),
                   nick);
      break;
    case NOISE_CONFLICT_PLANET_TILEABLE:
      g_set_error_literal (
          error, GIMP_PLUG_IN_ERROR, 0,
          _ ("Planet maps cannot tile: the map wraps round from left to "
             "right by itself, and its top and bottom are the poles; turn "
             "off 'tileable' or 'planet'."));
      break;
    case NOISE_CONFLICT_TILE_TYPE:
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Noise type '%s' cannot tile: it reproduces a "
                      "published reference that has no periodic form; turn "
                      "off 'tileable', or use 'simplex' or 'simplex-value' "
                      "for seamless tiles."),
                   nick);
      break;
    case NOISE_CONFLICT_LOOP_TYPE:
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Noise type '%s' cannot loop: it reproduces a "
                      "published reference that has no periodic form; set "
                      "'frames' to 1, or use 'simplex' or 'simplex-value' "
                      "for looping frames."),
                   nick);
      break;
    case NOISE_CONFLICT_PLANET_LOOP:
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("A planet map loops only with a noise type that has a "
                      "4D form ('simplex', 'simplex-value'), and '%s' has "
                      "none: set 'frames' to 1 or choose one of those."),
                   nick);
      break;
    case NOISE_CONFLICT_DIMENSIONS:
      core_conflict (
          &refusal, NOISE_ERROR_DIMENSIONS, NOISE_FIELD_INDEX_dimensions,
          c->noise.dimensions,
          noise_type_nearest_dimensions (c->noise.type, c->noise.dimensions));
      break;
    case NOISE_CONFLICT_TILE_ROTATION:
      axis = MAX (noise_canvas_turning_axis (c), 0);
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Argument '%s' is %g, but with 'tileable' the pattern "
                      "cannot turn or tilt: it would not repeat along the "
                      "image's edges; set it to 0 (or a whole turn) or turn "
                      "off 'tileable'."),
                   rotations[axis], c->rotation[axis]);
      break;
    case NOISE_CONFLICT_WARP_TYPE: warp_type_refusal (c, error); break;
    case NOISE_CONFLICT_WARP_ORIENTATION:
      core_conflict (&refusal, NOISE_ERROR_WARP_ORIENTATION,
                     NOISE_FIELD_INDEX_warp_mode, c->noise.type, NAN);
      break;
    case NOISE_CONFLICT_WAVE_SHAPE:
      /* (The render layer's words, for a planet.) */
      core_conflict (&refusal, NOISE_ERROR_WAVE, NOISE_FIELD_INDEX_wave_shape,
                     c->noise.wave_shape,
                     noise_wave_shape_dimensions (c->noise.wave_shape));
      break;
    case NOISE_CONFLICT_EROSION:
      /* The render layer's refusal of it (or the core's, for 1D). */
      axis = noise_canvas_turning_axis (c);
      refusal.status = NOISE_CANVAS_ERROR_EROSION;
      refusal.element = -1;
      if (!(c->noise.erosion_strength > 0.0f))
        refusal.field = NOISE_CANVAS_FIELD_OUTPUT;
      else if (c->planet)
        refusal.field = NOISE_CANVAS_FIELD_PLANET;
      else if (axis == 0 || axis == 1)
        refusal.field = NOISE_CANVAS_FIELD_ROTATION, refusal.element = axis;
      else
        core_conflict (&refusal, NOISE_ERROR_EROSION,
                       NOISE_FIELD_INDEX_erosion_strength,
                       c->noise.erosion_strength, 0.0);
      break;
    }
  if (refusal.status != NOISE_CANVAS_OK)
    {
      gchar *message = noise_refusal_message (&refusal, c);
      g_set_error_literal (error, GIMP_PLUG_IN_ERROR, 0, message);
      g_free (message);
    }
  return FALSE;
}

gboolean
noise_render_params_from_config (GimpProcedureConfig *config,
                                 NoiseRenderParams *params, GError **error)
{
  NoiseSettingValues values;
  GimpGradient *gradient = NULL;

  memset (params, 0, sizeof *params);
  if (!noise_settings_from_object (G_OBJECT (config), FALSE, &values, error))
    return FALSE;
  params->canvas = values.canvas;
  params->reverse_gradient = values.reverse_gradient;
  /* What does not apply: refused with the one condition, or ignored. */
  if (!conflict_refusal (&params->canvas, error))
    return FALSE;
  noise_settings_resolve (&params->canvas);
  g_object_get (config, "gradient", &gradient, "frame-delay",
                &params->frame_delay, NULL);
  params->as_filter
      = gimp_procedure_config_get_choice_id (config, "result") == 1;

  /* The config keeps its own reference to the gradient. */
  params->gradient = gradient;
  if (gradient)
    g_object_unref (gradient);
  if (noise_output_info (params->canvas.output)->uses_gradient
      && !params->gradient)
    {
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Argument 'gradient' is not set: choose a gradient for "
                      "the colour output."));
      return FALSE;
    }
  return TRUE;
}

gboolean
noise_render_config_set_look (GimpProcedureConfig *config,
                              const NoiseLook *look, GError **error)
{
  GimpGradient *gradient = gimp_gradient_get_by_name (look->gradient);
  gboolean ok;

  if (!gradient)
    {
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("The look '%s' needs GIMP's gradient '%s', which this "
                      "GIMP does not have."),
                   look->nick, look->gradient);
      return FALSE;
    }
  /* Every setting at once, so that the dialog redraws once. */
  g_object_freeze_notify (G_OBJECT (config));
  ok = noise_look_apply (look, G_OBJECT (config), FALSE, error);
  if (ok)
    g_object_set (config, "gradient", gradient, NULL);
  g_object_thaw_notify (G_OBJECT (config));
  return ok;
}

void
noise_render_params_refusal (const NoiseRenderParams *params,
                             const NoiseCanvasRefusal *refusal, GError **error)
{
  gchar *message = noise_refusal_message (refusal, &params->canvas);

  g_set_error_literal (error, GIMP_PLUG_IN_ERROR, 0, message);
  g_free (message);
}
