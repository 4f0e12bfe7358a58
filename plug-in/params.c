/* params.c — every argument of plug-in-noise-render, declared once: the
 * declaration drives the PDB, the dialog and the last-used values. */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "params.h"

/* One value of the fractal choice: its stable nick (scripts and presets
 * name it), id, label and help, in the order of NoiseFractal. */
typedef struct
{
  const char *nick;
  int id;
  const char *label, *help;
} ChoiceValue;

static const ChoiceValue fractals[] = {
  { "fbm", NOISE_FRACTAL_FBM, N_ ("Fractal sum"),
    N_ ("Octaves added with falling amplitude (fBm)") },
  { "turbulence", NOISE_FRACTAL_TURBULENCE, N_ ("Turbulence"),
    N_ ("Absolute values of the octaves: billowy, creased at zero") },
  { "ridged", NOISE_FRACTAL_RIDGED, N_ ("Ridged"),
    N_ ("Inverted, squared absolute values: sharp ridges") },
};

static GimpChoice *
values_choice (const ChoiceValue *values, size_t n)
{
  GimpChoice *choice = gimp_choice_new ();
  for (size_t i = 0; i < n; i++)
    gimp_choice_add (choice, values[i].nick, values[i].id, _ (values[i].label),
                     _ (values[i].help));
  return choice;
}

static GimpChoice *
fractal_choice (void)
{
  return values_choice (fractals, G_N_ELEMENTS (fractals));
}

/* The noise types, from the core's table (core/types.c). */
/* Argument "result": ids are the values of NoiseRenderParams.as_filter. */
static const ChoiceValue results[] = {
  { "pixels", 0, N_ ("Pixels"), N_ ("Bake the noise into the layer's pixels") },
  { "filter", 1, N_ ("Live filter"),
    N_ ("Add the live filter noise-render:noise, which stays editable; "
        "pixels when it is not installed") },
};

static GimpChoice *
type_choice (void)
{
  GimpChoice *choice = gimp_choice_new ();
  for (int t = 0; t < NOISE_TYPE_COUNT; t++)
    {
      const NoiseTypeInfo *info = noise_type_info ((NoiseType) t);
      gimp_choice_add (choice, info->nick, t, _ (info->name),
                       _ (info->description));
    }
  return choice;
}

/* The outputs, from the render layer's table (render/outputs.c). */
static GimpChoice *
output_choice (void)
{
  GimpChoice *choice = gimp_choice_new ();
  for (int o = 0; o < NOISE_OUTPUT_COUNT; o++)
    {
      const NoiseOutputInfo *info = noise_output_info ((NoiseOutput) o);
      gimp_choice_add (choice, info->nick, o, _ (info->name),
                       _ (info->description));
    }
  return choice;
}

/* "1-3" or "3": the dimensions a type has. */
static gchar *
dimensions_of (NoiseType type)
{
  const NoiseTypeInfo *info = noise_type_info (type);
  if (info->min_dimensions == info->max_dimensions)
    return g_strdup_printf ("%d", info->min_dimensions);
  return g_strdup_printf ("%d-%d", info->min_dimensions, info->max_dimensions);
}

/* "value: 1-3; perlin: 1-3; ...", from the table. */
static gchar *
dimensions_by_type (void)
{
  GString *text = g_string_new (NULL);
  for (int t = 0; t < NOISE_TYPE_COUNT; t++)
    {
      gchar *range = dimensions_of ((NoiseType) t);
      g_string_append_printf (text, "%s%s: %s", t ? "; " : "",
                              noise_type_info ((NoiseType) t)->nick, range);
      g_free (range);
    }
  return g_string_free (text, FALSE);
}

static void
add_dimensions (GimpProcedure *procedure)
{
  gchar *types = dimensions_by_type ();
  gchar *help = g_strdup_printf (
      _ ("Dimensions of the noise: 1 makes stripes, 2 a plane, 3 and 4 a "
         "slice through space (%s)"),
      types);
  gimp_procedure_add_int_argument (procedure, "dimensions", _ ("_Dimensions"),
                                   help, 1, 4, 3, G_PARAM_READWRITE);
  g_free (help);
  g_free (types);
}

static void
add_offset (GimpProcedure *procedure, const char *name, const char *label,
            const char *blurb)
{
  gimp_procedure_add_double_argument (procedure, name, label, blurb, -1e4, 1e4,
                                      0.0, G_PARAM_READWRITE);
}

static void
add_rotation (GimpProcedure *procedure, const char *name, const char *label,
              const char *blurb)
{
  gimp_procedure_add_double_argument (procedure, name, label, blurb, -360.0,
                                      360.0, 0.0, G_PARAM_READWRITE);
}

void
noise_render_add_arguments (GimpProcedure *procedure)
{
  gimp_procedure_add_choice_argument (
      procedure, "noise-type", _ ("_Noise type"), _ ("The noise algorithm"),
      type_choice (), "simplex", G_PARAM_READWRITE);
  add_dimensions (procedure);
  gimp_procedure_add_double_argument (procedure, "frequency", _ ("_Frequency"),
                                      _ ("Lattice cells across the drawable's "
                                         "width for the first octave"),
                                      0.01, NOISE_MAX_FREQUENCY, 4.0,
                                      G_PARAM_READWRITE);
  gimp_procedure_add_int_argument (procedure, "octaves", _ ("Octa_ves"),
                                   _ ("How many layers of detail are summed"),
                                   1, NOISE_MAX_OCTAVES, 6, G_PARAM_READWRITE);
  gimp_procedure_add_double_argument (procedure, "lacunarity",
                                      _ ("Lac_unarity"),
                                      _ ("Frequency factor from one octave to "
                                         "the next"),
                                      1.0, 16.0, 2.0, G_PARAM_READWRITE);
  gimp_procedure_add_double_argument (procedure, "persistence",
                                      _ ("_Persistence"),
                                      _ ("Amplitude factor from one octave to "
                                         "the next"),
                                      0.0, 1.0, 0.5, G_PARAM_READWRITE);
  gimp_procedure_add_choice_argument (procedure, "fractal", _ ("Fractal _mode"),
                                      _ ("How the octaves are combined"),
                                      fractal_choice (), "fbm",
                                      G_PARAM_READWRITE);
  gimp_procedure_add_int_argument (procedure, "seed", _ ("S_eed"),
                                   _ ("Random seed; 0 reproduces the published "
                                      "permutation table"),
                                   0, G_MAXINT, 0, G_PARAM_READWRITE);
  gimp_procedure_add_boolean_argument (
      procedure, "decorrelate-octaves", _ ("Decorrel_ate octaves"),
      _ ("Shift each octave so their features do not line up at the origin; "
         "off reproduces the published fractal sum exactly"),
      TRUE, G_PARAM_READWRITE);
  add_offset (procedure, "offset-x", _ ("Offset _X"),
              _ ("Moves the pattern along x, in cells"));
  add_offset (procedure, "offset-y", _ ("Offset _Y"),
              _ ("Moves the pattern along y, in cells"));
  add_offset (procedure, "offset-z", _ ("Offset _Z"),
              _ ("Position of the slice along z (3D and 4D), in cells"));
  add_offset (procedure, "offset-w", _ ("Offset _W"),
              _ ("Position of the slice along w (4D), in cells"));
  add_rotation (procedure, "rotation-x", _ ("_Tilt about X"),
                _ ("Tilts the sampling plane about the x axis, in degrees"));
  add_rotation (procedure, "rotation-y", _ ("Tilt a_bout Y"),
                _ ("Tilts the sampling plane about the y axis, in degrees"));
  add_rotation (procedure, "rotation-z", _ ("Rotat_ion"),
                _ ("Turns the pattern in the image plane, in degrees"));
  gimp_procedure_add_gradient_argument (procedure, "gradient", _ ("_Gradient"),
                                        _ ("Colours for the noise from -1 "
                                           "(left end) to 1 (right end); "
                                           "defaults to the context gradient"),
                                        FALSE, NULL, TRUE, G_PARAM_READWRITE);
  gimp_procedure_add_boolean_argument (
      procedure, "reverse-gradient", _ ("Reverse gradient"),
      _ ("Use the gradient from right to left"), FALSE, G_PARAM_READWRITE);
  gimp_procedure_add_choice_argument (
      procedure, "output", _ ("Output"), _ ("What the pixels hold"),
      output_choice (), "colour", G_PARAM_READWRITE);
  gimp_procedure_add_boolean_argument (
      procedure, "tileable", _ ("T_ileable"),
      _ ("Make the result repeat seamlessly left to right and top to bottom, "
         "normal maps included (no rotation; Value and Perlin round the "
         "frequency to whole cells, the simplex types use their 4D form)"),
      FALSE, G_PARAM_READWRITE);
  gimp_procedure_add_int_argument (
      procedure, "frames", _ ("Frames"),
      _ ("Render this many layers that move the noise around a closed loop "
         "(an animation that repeats smoothly); 1 renders one layer"),
      1, 1000, 1, G_PARAM_READWRITE);
  gimp_procedure_add_double_argument (
      procedure, "loop-length", _ ("Loop length"),
      _ ("How far the noise travels in one loop of the animation, in cells"),
      0.1, 1000.0, 2.0, G_PARAM_READWRITE);
  gimp_procedure_add_int_argument (
      procedure, "frame-delay", _ ("Frame delay"),
      _ ("Milliseconds per frame, written into the layer names as GIMP's "
         "animation playback and GIF export read them"),
      10, 10000, 80, G_PARAM_READWRITE);
  gimp_procedure_add_choice_argument (
      procedure, "result", _ ("Result"),
      _ ("Pixels baked into the layer, or a live filter on it that GIMP "
         "renders and keeps editable (one per frame)"),
      values_choice (results, G_N_ELEMENTS (results)), "pixels",
      G_PARAM_READWRITE);
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
  gimp_procedure_add_double_argument (procedure, "normal-strength",
                                      _ ("Normal strength"),
                                      _ ("Steepness of the normal map: 1 makes "
                                         "a slope of one unit per cell "
                                         "(half the noise range) 45 degrees"),
                                      0.0, 100.0, 1.0, G_PARAM_READWRITE);
}

/* A double argument, with NaN rejected (GIMP's range check lets NaN
 * through, since every comparison with it is false). */
static gboolean
get_finite (GimpProcedureConfig *config, const char *name, gdouble *value,
            GError **error)
{
  g_object_get (config, name, value, NULL);
  if (isfinite (*value))
    return TRUE;
  g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
               _ ("Argument '%s' must be a finite number."), name);
  return FALSE;
}

/* The doubles of the config, each checked finite. */
static gboolean
get_doubles (GimpProcedureConfig *config, NoiseRenderParams *params,
             GError **error)
{
  static const char *const offsets[4]
      = { "offset-x", "offset-y", "offset-z", "offset-w" };
  static const char *const rotations[3]
      = { "rotation-x", "rotation-y", "rotation-z" };
  NoiseCanvasSettings *c = &params->canvas;
  gdouble frequency, lacunarity, persistence, loop_length;

  if (!get_finite (config, "frequency", &frequency, error)
      || !get_finite (config, "lacunarity", &lacunarity, error)
      || !get_finite (config, "persistence", &persistence, error)
      || !get_finite (config, "loop-length", &loop_length, error)
      || !get_finite (config, "normal-strength", &c->normal_strength, error))
    return FALSE;
  for (int a = 0; a < 4; a++)
    if (!get_finite (config, offsets[a], &c->offset[a], error))
      return FALSE;
  for (int a = 0; a < 3; a++)
    if (!get_finite (config, rotations[a], &c->rotation[a], error))
      return FALSE;
  c->noise.frequency = (float) frequency;
  c->noise.lacunarity = (float) lacunarity;
  c->noise.persistence = (float) persistence;
  c->noise.loop_length = (float) loop_length;
  return TRUE;
}

gboolean
noise_render_params_from_config (GimpProcedureConfig *config,
                                 NoiseRenderParams *params, GError **error)
{
  NoiseCanvasSettings *c = &params->canvas;
  gint dimensions, octaves, seed;
  gboolean decorrelate;
  GimpGradient *gradient = NULL;

  memset (params, 0, sizeof *params);
  noise_canvas_settings_init (c);
  if (!get_doubles (config, params, error))
    return FALSE;
  g_object_get (config, "dimensions", &dimensions, "octaves", &octaves, "seed",
                &seed, "decorrelate-octaves", &decorrelate, "reverse-gradient",
                &params->reverse_gradient, "gradient", &gradient, "tileable",
                &c->tileable, "frames", &c->frames, "frame-delay",
                &params->frame_delay, NULL);
  c->noise.type
      = (NoiseType) gimp_procedure_config_get_choice_id (config, "noise-type");
  c->noise.fractal
      = (NoiseFractal) gimp_procedure_config_get_choice_id (config, "fractal");
  c->noise.dimensions = dimensions;
  c->noise.octaves = octaves;
  c->noise.seed = (uint32_t) seed;
  c->noise.decorrelate_octaves = decorrelate;
  c->output
      = (NoiseOutput) gimp_procedure_config_get_choice_id (config, "output");
  c->frame = 0;
  params->as_filter
      = gimp_procedure_config_get_choice_id (config, "result") == 1;

  /* The config keeps its own reference to the gradient. */
  params->gradient = gradient;
  if (gradient)
    g_object_unref (gradient);
  if (noise_output_info (c->output)->uses_gradient && !params->gradient)
    {
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Argument 'gradient' is not set: choose a gradient for "
                      "the colour output."));
      return FALSE;
    }
  return TRUE;
}

/* The core's objection, naming the argument. */
static void
core_refusal (const NoiseSettings *noise, NoiseStatus core, GError **error)
{
  const char *nick = noise_type_info (noise->type)->nick;
  gchar *range;

  switch (core)
    {
    case NOISE_ERROR_DIMENSIONS:
      range = dimensions_of (noise->type);
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Argument 'dimensions' is %d, but noise type '%s' "
                      "exists in %s dimensions only."),
                   noise->dimensions, nick, range);
      g_free (range);
      break;
    case NOISE_ERROR_NOT_PERIODIC:
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Noise type '%s' cannot tile or loop: it reproduces a "
                      "published reference that has no periodic form; use "
                      "'simplex' or 'simplex-value' for seamless tiles and "
                      "loops."),
                   nick);
      break;
    case NOISE_ERROR_TOP_FREQUENCY:
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("The last octave's frequency (frequency x "
                      "lacunarity^(octaves - 1) = %g) is over %g; lower "
                      "'frequency', 'lacunarity' or 'octaves'."),
                   noise->frequency
                       * pow (noise->lacunarity, noise->octaves - 1),
                   (double) NOISE_MAX_FREQUENCY);
      break;
    default:
      /* The argument ranges exclude every other status. */
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Invalid noise settings: %s."),
                   noise_status_string (core));
      break;
    }
}

/* Whether the canvas alone, with no offsets, is beyond float precision:
 * then the drawable's size (its aspect times the frequency) causes the
 * refusal, not the offsets (issue 21 finding 8). */
static gboolean
size_beyond_precision (const NoiseCanvasSettings *c, gint width, gint height)
{
  NoiseCanvasSettings centred = *c;
  NoiseCanvasPixels px = { 3, 1, NULL, 0 };
  NoiseCanvas canvas;

  for (int a = 0; a < 4; a++)
    centred.offset[a] = 0.0;
  centred.output = NOISE_OUTPUT_HEIGHT;
  return noise_canvas_prepare (&centred, width, height, &px, &canvas, NULL)
         == NOISE_CANVAS_ERROR_PRECISION;
}

/* ERROR_PRECISION: names the offsets that are set, and what scales them,
 * or the drawable's size when that alone is too far out. */
static void
precision_refusal (const NoiseCanvasSettings *c, gint width, gint height,
                   GError **error)
{
  static const char *const offsets[4]
      = { "offset-x", "offset-y", "offset-z", "offset-w" };
  GString *set = g_string_new (NULL);

  if (size_beyond_precision (c, width, height))
    {
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Arguments 'frequency' %g, 'lacunarity' %g and "
                      "'octaves' %d are too fine for this drawable's %d x %d "
                      "pixels: its far edge lies beyond what float precision "
                      "resolves (2^23 cells of the finest octave); lower "
                      "'frequency', 'lacunarity' or 'octaves'."),
                   c->noise.frequency, c->noise.lacunarity, c->noise.octaves,
                   width, height);
      g_string_free (set, TRUE);
      return;
    }

  for (int a = 0; a < 4; a++)
    if (c->offset[a] != 0.0)
      g_string_append_printf (set, "%s'%s' %g", set->len ? ", " : "",
                              offsets[a], c->offset[a]);
  g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
               _ ("Arguments %s with 'frequency' %g, 'lacunarity' %g and "
                  "'octaves' %d put pixels of this drawable farther from the "
                  "origin than float precision resolves (2^23 pixels, or "
                  "2^23 cells of the finest octave); move the offsets "
                  "closer to 0, or lower 'lacunarity' or 'octaves'."),
               set->len ? set->str : "'offset-x'", c->noise.frequency,
               c->noise.lacunarity, c->noise.octaves);
  g_string_free (set, TRUE);
}

void
noise_render_params_refusal (const NoiseRenderParams *params,
                             NoiseCanvasStatus status, NoiseStatus core,
                             gint width, gint height, GError **error)
{
  const NoiseCanvasSettings *c = &params->canvas;

  switch (status)
    {
    case NOISE_CANVAS_ERROR_NOISE: core_refusal (&c->noise, core, error); break;
    case NOISE_CANVAS_ERROR_ROTATION:
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Arguments 'rotation-x', 'rotation-y' and 'rotation-z' "
                      "must be 0 with 'tileable': a turned or tilted pattern "
                      "cannot repeat along the image's edges."));
      break;
    case NOISE_CANVAS_ERROR_PIXELS:
      if (noise_output_info (c->output)->needs_rgb)
        g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                     _ ("Argument 'output' is '%s', which needs an RGB "
                        "image; this one is grayscale."),
                     noise_output_info (c->output)->nick);
      else
        g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                     _ ("Argument 'gradient' has a colour component beyond "
                        "+-%g, which the noise does not blend."),
                     (double) NOISE_CANVAS_MAX_COLOUR);
      break;
    case NOISE_CANVAS_ERROR_PRECISION:
      precision_refusal (c, width, height, error);
      break;
    default:
      /* The argument ranges and the drawable exclude every other status. */
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0, _ ("Invalid settings: %s."),
                   noise_canvas_status_string (status));
      break;
    }
}
