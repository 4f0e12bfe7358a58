/* params.c — every argument of plug-in-noise-render, declared once: the
 * declaration drives the PDB, the dialog and the last-used values. */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "params.h"

/* One value of a choice argument: its stable nick (scripts and presets
 * name it), id, label and help.  The tables are in the order of NoiseType,
 * NoiseFractal and NoiseRenderOutput. */
typedef struct
{
  const char *nick;
  int id;
  const char *label, *help;
} ChoiceValue;

static const ChoiceValue noise_types[] = {
  { "value", NOISE_VALUE, N_ ("Value"),
    N_ ("Smoothly blended random values on a square grid (1D-3D)") },
  { "perlin", NOISE_PERLIN, N_ ("Perlin"),
    N_ ("Gradient noise on a square grid, quintic fade (1D-3D)") },
  { "simplex-value", NOISE_SIMPLEX_VALUE, N_ ("Simplex value"),
    N_ ("Random values with a radial falloff on a triangular grid (1D-4D)") },
  { "simplex", NOISE_SIMPLEX, N_ ("Simplex"),
    N_ ("Gradient noise on a simplex grid (1D-4D)") },
  { "simplex-2002", NOISE_SIMPLEX_2002, N_ ("Simplex (Perlin 2002)"),
    N_ ("Ken Perlin's 2002 reference simplex noise, exactly (3D only)") },
  { "simplex-classic", NOISE_SIMPLEX_CLASSIC, N_ ("Simplex (classic 2D)"),
    N_ ("The common 2D simplex noise with 12 gradients (2D only)") },
};

static const ChoiceValue fractals[] = {
  { "fbm", NOISE_FRACTAL_FBM, N_ ("Fractal sum"),
    N_ ("Octaves added with falling amplitude (fBm)") },
  { "turbulence", NOISE_FRACTAL_TURBULENCE, N_ ("Turbulence"),
    N_ ("Absolute values of the octaves: billowy, creased at zero") },
  { "ridged", NOISE_FRACTAL_RIDGED, N_ ("Ridged"),
    N_ ("Inverted, squared absolute values: sharp ridges") },
};

static const ChoiceValue outputs[] = {
  { "colour", NOISE_RENDER_OUTPUT_COLOUR, N_ ("Colour"),
    N_ ("The noise mapped through the gradient") },
  { "height", NOISE_RENDER_OUTPUT_HEIGHT, N_ ("Height"),
    N_ ("The noise as linear grey, -1 to black and 1 to white") },
  { "normal-map", NOISE_RENDER_OUTPUT_NORMAL_MAP, N_ ("Normal map"),
    N_ ("Surface normals from the exact derivatives (OpenGL convention, "
        "green up)") },
};

static GimpChoice *
make_choice (const ChoiceValue *values, size_t n)
{
  GimpChoice *choice = gimp_choice_new ();
  for (size_t i = 0; i < n; i++)
    gimp_choice_add (choice, values[i].nick, values[i].id, _ (values[i].label),
                     _ (values[i].help));
  return choice;
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
      make_choice (noise_types, G_N_ELEMENTS (noise_types)), "simplex",
      G_PARAM_READWRITE);
  gimp_procedure_add_int_argument (
      procedure, "dimensions", _ ("_Dimensions"),
      _ ("Dimensions of the noise: 1 makes stripes, 2 a plane, 3 and 4 a slice "
         "through space (value, perlin: 1-3; simplex, simplex-value: 1-4; "
         "simplex-2002: 3; simplex-classic: 2)"),
      1, 4, 3, G_PARAM_READWRITE);
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
  gimp_procedure_add_choice_argument (
      procedure, "fractal", _ ("Fractal _mode"),
      _ ("How the octaves are combined"),
      make_choice (fractals, G_N_ELEMENTS (fractals)), "fbm",
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
      make_choice (outputs, G_N_ELEMENTS (outputs)), "colour",
      G_PARAM_READWRITE);
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

static const char *
dimensions_of (NoiseType type)
{
  switch (type)
    {
    case NOISE_SIMPLEX:
    case NOISE_SIMPLEX_VALUE: return "1-4";
    case NOISE_SIMPLEX_2002: return "3";
    case NOISE_SIMPLEX_CLASSIC: return "2";
    default: return "1-3";
    }
}

/* The core's word on the settings, as a message naming the argument. */
static gboolean
check_noise (const NoiseSettings *noise, GError **error)
{
  NoiseState state;
  switch (noise_prepare (noise, &state))
    {
    case NOISE_OK: return TRUE;
    case NOISE_ERROR_DIMENSIONS:
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Argument 'dimensions' is %d, but noise type '%s' "
                      "exists in %s dimensions only."),
                   noise->dimensions, noise_types[noise->type].nick,
                   dimensions_of (noise->type));
      return FALSE;
    case NOISE_ERROR_NOT_PERIODIC:
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Noise type '%s' cannot tile or loop: it reproduces a "
                      "published reference that has no periodic form; use "
                      "'simplex' or 'simplex-value' for seamless tiles and "
                      "loops."),
                   noise_types[noise->type].nick);
      return FALSE;
    case NOISE_ERROR_TOP_FREQUENCY:
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("The last octave's frequency (frequency x "
                      "lacunarity^(octaves - 1) = %g) is over %g; lower "
                      "'frequency', 'lacunarity' or 'octaves'."),
                   noise->frequency
                       * pow (noise->lacunarity, noise->octaves - 1),
                   (double) NOISE_MAX_FREQUENCY);
      return FALSE;
    default:
      /* The argument ranges exclude every other status. */
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Invalid noise settings: %s."),
                   noise_status_string (noise_prepare (noise, &state)));
      return FALSE;
    }
}

gboolean
noise_render_params_from_config (GimpProcedureConfig *config,
                                 NoiseRenderParams *params, GError **error)
{
  static const char *const offsets[4]
      = { "offset-x", "offset-y", "offset-z", "offset-w" };
  static const char *const rotations[3]
      = { "rotation-x", "rotation-y", "rotation-z" };
  gdouble frequency, lacunarity, persistence, loop_length = 0.0;
  gint dimensions, octaves, seed;
  gboolean decorrelate;
  GimpGradient *gradient = NULL;

  memset (params, 0, sizeof *params);
  if (!get_finite (config, "frequency", &frequency, error)
      || !get_finite (config, "lacunarity", &lacunarity, error)
      || !get_finite (config, "persistence", &persistence, error)
      || !get_finite (config, "normal-strength", &params->normal_strength,
                      error))
    return FALSE;
  for (int a = 0; a < 4; a++)
    if (!get_finite (config, offsets[a], &params->offset[a], error))
      return FALSE;
  for (int a = 0; a < 3; a++)
    if (!get_finite (config, rotations[a], &params->rotation[a], error))
      return FALSE;

  g_object_get (config, "dimensions", &dimensions, "octaves", &octaves, "seed",
                &seed, "decorrelate-octaves", &decorrelate, "reverse-gradient",
                &params->reverse_gradient, "gradient", &gradient, "tileable",
                &params->tileable, "frames", &params->frames, "frame-delay",
                &params->frame_delay, NULL);
  if (!get_finite (config, "loop-length", &loop_length, error))
    return FALSE;

  noise_settings_init (&params->noise);
  params->noise.type
      = (NoiseType) gimp_procedure_config_get_choice_id (config, "noise-type");
  params->noise.fractal
      = (NoiseFractal) gimp_procedure_config_get_choice_id (config, "fractal");
  params->noise.dimensions = dimensions;
  params->noise.frequency = (float) frequency;
  params->noise.octaves = octaves;
  params->noise.lacunarity = (float) lacunarity;
  params->noise.persistence = (float) persistence;
  params->noise.seed = (uint32_t) seed;
  params->noise.decorrelate_octaves = decorrelate;
  params->noise.loop_length = (float) loop_length;
  params->output = (NoiseRenderOutput) gimp_procedure_config_get_choice_id (
      config, "output");

  /* The config keeps its own reference to the gradient. */
  params->gradient = gradient;
  if (gradient)
    g_object_unref (gradient);
  if (params->output == NOISE_RENDER_OUTPUT_COLOUR && !params->gradient)
    {
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Argument 'gradient' is not set: choose a gradient for "
                      "the colour output."));
      return FALSE;
    }
  if (params->tileable
      && (params->rotation[0] != 0.0 || params->rotation[1] != 0.0
          || params->rotation[2] != 0.0))
    {
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Arguments 'rotation-x', 'rotation-y' and 'rotation-z' "
                      "must be 0 with 'tileable': a turned or tilted pattern "
                      "cannot repeat along the image's edges."));
      return FALSE;
    }
  /* Any drawable shape checks the same things. */
  noise_render_params_for_drawable (params, 1, 1, 0);
  return check_noise (&params->noise, error);
}

void
noise_render_params_for_drawable (NoiseRenderParams *params, gint width,
                                  gint height, gint frame)
{
  params->noise.tile[0] = params->tileable ? 1.0f : 0.0f;
  params->noise.tile[1] = params->tileable ? (float) height / width : 0.0f;
  params->noise.looping = params->frames > 1;
  params->noise.loop_phase = (float) frame / MAX (params->frames, 1);
}
