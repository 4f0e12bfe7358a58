/* settings.c — what derives from the table of settings (settings.h) at
 * run time: the choices, the help texts, the operation's sensitivity
 * metas, when a setting applies, and the one conversion of the settings a
 * GObject holds (the procedure's config, the operation) to the render
 * layer's. */
#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "settings.h"

/* The fractal modes, in the order of NoiseFractal. */
static const NoiseChoiceInfo fractals[] = {
  { "fbm", N_ ("Fractal sum"),
    N_ ("Octaves added with falling amplitude (fBm)") },
  { "turbulence", N_ ("Turbulence"),
    N_ ("Absolute values of the octaves: billowy, creased at zero") },
  { "ridged", N_ ("Ridged"),
    N_ ("Inverted, squared absolute values: sharp ridges") },
  { "multifractal", N_ ("Multifractal"),
    N_ ("Octaves multiplied: rough in some places, smooth in others") },
  { "hybrid-multifractal", N_ ("Hybrid multifractal"),
    N_ ("Each octave weighted by the ones below it: smooth valleys, rough "
        "peaks") },
  { "hetero-terrain", N_ ("Hetero terrain"),
    N_ ("Detail grows with the height so far: smooth lowlands, rough "
        "highlands") },
  { "ridged-multifractal", N_ ("Ridged multifractal"),
    N_ ("Sharp ridges, each octave weighted by the ones below it: mountain "
        "ranges") },
  { "ping-pong", N_ ("Ping-pong"),
    N_ ("Each octave folded back and forth: bands and terraces") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (fractals) == NOISE_FRACTAL_COUNT);

static const NoiseChoiceInfo *
fractal_info (NoiseFractal fractal)
{
  return &fractals[fractal];
}

int
noise_choices_count (NoiseChoices choices)
{
#define COUNT(lower, UPPER, count, info, gtype_name)                           \
  case NOISE_CHOICES_##UPPER: return count;
  switch (choices)
    {
      NOISE_CHOICE_LISTS (COUNT)
    }
#undef COUNT
  return 0;
}

NoiseChoiceValue
noise_choices_value (NoiseChoices choices, int id)
{
  NoiseChoiceValue value = { NULL, NULL, NULL };

  g_return_val_if_fail (id >= 0 && id < noise_choices_count (choices), value);
#define VALUE(lower, UPPER, count, info, gtype_name)                           \
  case NOISE_CHOICES_##UPPER:                                                  \
    value = (NoiseChoiceValue) { info (id)->nick, info (id)->name,             \
                                 info (id)->description };                     \
    break;
  switch (choices)
    {
      NOISE_CHOICE_LISTS (VALUE)
    }
#undef VALUE
  return value;
}

int
noise_choices_id (NoiseChoices choices, const char *nick)
{
  for (int id = 0; nick && id < noise_choices_count (choices); id++)
    if (strcmp (noise_choices_value (choices, id).nick, nick) == 0)
      return id;
  return -1;
}

/* The choices as a GEnum named name: values the ids, nicks the nicks,
 * names the translated labels (as GEGL's enum_start does). */
static GType
register_enum (NoiseChoices choices, const char *name)
{
  int n = noise_choices_count (choices);
  GEnumValue *values = g_new0 (GEnumValue, n + 1);

  for (int id = 0; id < n; id++)
    {
      NoiseChoiceValue value = noise_choices_value (choices, id);
      values[id].value = id;
      values[id].value_name = _ (value.label);
      values[id].value_nick = value.nick;
    }
  return g_enum_register_static (name, values);
}

#define GTYPE(lower, UPPER, count, info, gtype_name)                           \
  GType noise_choices_##lower##_get_type (void)                                \
  {                                                                            \
    static gsize type = 0;                                                     \
    if (g_once_init_enter (&type))                                             \
      g_once_init_leave (&type,                                                \
                         register_enum (NOISE_CHOICES_##UPPER, gtype_name));   \
    return (GType) type;                                                       \
  }
NOISE_CHOICE_LISTS (GTYPE)
#undef GTYPE

GType
noise_choices_get_type (NoiseChoices choices)
{
#define BY_LIST(lower, UPPER, count, info, gtype_name)                         \
  case NOISE_CHOICES_##UPPER: return noise_choices_##lower##_get_type ();
  switch (choices)
    {
      NOISE_CHOICE_LISTS (BY_LIST)
    }
#undef BY_LIST
  g_return_val_if_reached (G_TYPE_INVALID);
}

char *
noise_type_dimensions (NoiseType type)
{
  const NoiseTypeInfo *info = noise_type_info (type);
  if (info->min_dimensions == info->max_dimensions)
    return g_strdup_printf ("%d", info->min_dimensions);
  return g_strdup_printf ("%d-%d", info->min_dimensions, info->max_dimensions);
}

const char *
noise_setting_help (const char *help)
{
  GString *types;
  gchar *text;
  const char *interned;

  help = _ (help);
  if (!strstr (help, "%s"))
    return help;
  /* "value: 1-3; perlin: 1-3; ...", from the type table. */
  types = g_string_new (NULL);
  for (int t = 0; t < NOISE_TYPE_COUNT; t++)
    {
      gchar *range = noise_type_dimensions ((NoiseType) t);
      g_string_append_printf (types, "%s%s: %s", t ? "; " : "",
                              noise_type_info ((NoiseType) t)->nick, range);
      g_free (range);
    }
  text = g_strdup_printf (help, types->str);
  interned = g_intern_string (text);
  g_free (text);
  g_string_free (types, TRUE);
  return interned;
}

const char *
noise_setting_plain_label (const char *label)
{
  GString *plain = g_string_new (NULL);
  const char *interned;

  /* "_" marks the mnemonic; "__" is an underscore. */
  for (const char *p = _ (label); *p; p++)
    if (*p != '_')
      g_string_append_c (plain, *p);
    else if (p[1] == '_')
      g_string_append_c (plain, *++p);
  interned = g_intern_string (plain->str);
  g_string_free (plain, TRUE);
  return interned;
}

const char *
noise_setting_dashed (const char *identifier)
{
  gchar *name = g_strdelimit (g_strdup (identifier), "_", '-');
  const char *interned = g_intern_string (name);
  g_free (name);
  return interned;
}

/* The operation's property names of the type, output and tileable. */
#define NOISE_SETTING_PROP_NAME(KIND, ARG, PROP, ...) #PROP
#define TYPE_PROPERTY NOISE_SETTING_NOISE_TYPE (NOISE_SETTING_PROP_NAME)
#define OUTPUT_PROPERTY NOISE_SETTING_OUTPUT (NOISE_SETTING_PROP_NAME)
#define TILEABLE_PROPERTY NOISE_SETTING_TILEABLE (NOISE_SETTING_PROP_NAME)
#define RETURN_PROPERTY NOISE_SETTING_CELLULAR_RETURN (NOISE_SETTING_PROP_NAME)
#define METRIC_PROPERTY NOISE_SETTING_CELLULAR_METRIC (NOISE_SETTING_PROP_NAME)
#define FRACTAL_PROPERTY NOISE_SETTING_FRACTAL (NOISE_SETTING_PROP_NAME)
#define PLANET_PROPERTY NOISE_SETTING_PLANET (NOISE_SETTING_PROP_NAME)
#define WARP_PROPERTY NOISE_SETTING_WARP_MODE (NOISE_SETTING_PROP_NAME)
#define LEVELS_PROPERTY NOISE_SETTING_LEVELS (NOISE_SETTING_PROP_NAME)

/* Whether the type meets the type conditions of applies. */
static gboolean
type_applies (NoiseApplies applies, NoiseType type)
{
  const NoiseTypeInfo *info = noise_type_info (type);

  return (!(applies & NOISE_APPLIES_DIMENSION_CHOICE)
          || info->min_dimensions != info->max_dimensions)
         && (!(applies & NOISE_APPLIES_TYPE_TILES)
             || info->tiling != NOISE_TILING_NONE)
         && (!(applies & NOISE_APPLIES_TYPE_LOOPS) || info->loops)
         && (!(applies & NOISE_APPLIES_CELLULAR) || type == NOISE_CELLULAR)
         && (!(applies & NOISE_APPLIES_WAVE) || type == NOISE_WAVE)
         && (!(applies & NOISE_APPLIES_GABOR) || type == NOISE_GABOR)
         && (!(applies & NOISE_APPLIES_PROFILE) || type == NOISE_WAVE
             || type == NOISE_GABOR)
         && (!(applies & NOISE_APPLIES_TYPE_3D)
             || noise_type_has_dimensions (type, 3));
}

/* Whether the cellular choices meet the conditions of applies. */
static gboolean
cellular_applies (NoiseApplies applies, const NoiseSettings *noise)
{
  return (!(applies & NOISE_APPLIES_MINKOWSKI)
          || noise->metric == NOISE_METRIC_MINKOWSKI)
         && (!(applies & NOISE_APPLIES_SMOOTH_F1)
             || noise->cellular_return == NOISE_CELLULAR_SMOOTH_F1);
}

/* The NoiseApplies flags that are a fractal mode's parameters. */
static const NoiseApplies by_fractal
    = NOISE_APPLIES_FRACTAL_OFFSET | NOISE_APPLIES_FRACTAL_GAIN
      | NOISE_APPLIES_PING_PONG_STRENGTH | NOISE_APPLIES_WEIGHTED_STRENGTH
      | NOISE_APPLIES_NORMALIZE;

/* Whether the fractal mode reads every parameter applies names (its flags
 * are the core's NOISE_FRACTAL_USES_ ones, shifted). */
static gboolean
fractal_applies (NoiseApplies applies, NoiseFractal fractal)
{
  unsigned asked = (unsigned) (applies & by_fractal) >> 15;

  return (asked & ~noise_fractal_parameters (fractal)) == 0;
}

static gboolean
output_applies (NoiseApplies applies, NoiseOutput output)
{
  const NoiseOutputInfo *info = noise_output_info (output);

  return (!(applies & NOISE_APPLIES_GRADIENT) || info->uses_gradient)
         && (!(applies & NOISE_APPLIES_STRENGTH) || info->uses_strength);
}

const char *
noise_setting_sensitive_meta (NoiseApplies applies)
{
  const NoiseApplies by_type
      = NOISE_APPLIES_DIMENSION_CHOICE | NOISE_APPLIES_TYPE_TILES
        | NOISE_APPLIES_TYPE_LOOPS | NOISE_APPLIES_CELLULAR | NOISE_APPLIES_WAVE
        | NOISE_APPLIES_GABOR | NOISE_APPLIES_PROFILE | NOISE_APPLIES_TYPE_3D;
  const NoiseApplies by_output
      = NOISE_APPLIES_GRADIENT | NOISE_APPLIES_STRENGTH;
  GString *meta = g_string_new (NULL);
  const char *interned;
  int parts = 0;

  /* GIMP's syntax: "[!] property {nick, ...}" or "[!] boolean", and one
   * condition only: for a setting of a cellular choice, the choice (GIMP's
   * dialog then greys it out by the choice alone, whatever the type). */
  if (applies & NOISE_APPLIES_MINKOWSKI)
    {
      g_string_append_printf (meta, "%s {%s}",
                              noise_setting_dashed (METRIC_PROPERTY),
                              noise_metric_info (NOISE_METRIC_MINKOWSKI)->nick);
      applies &= ~by_type;
      parts++;
    }
  if (applies & NOISE_APPLIES_SMOOTH_F1)
    {
      g_string_append_printf (
          meta, "%s {%s}", noise_setting_dashed (RETURN_PROPERTY),
          noise_cellular_return_info (NOISE_CELLULAR_SMOOTH_F1)->nick);
      applies &= ~by_type;
      parts++;
    }
  if (applies & by_type)
    {
      g_string_append_printf (meta, "! %s {",
                              noise_setting_dashed (TYPE_PROPERTY));
      for (int t = 0, n = 0; t < NOISE_TYPE_COUNT; t++)
        if (!type_applies (applies, (NoiseType) t))
          g_string_append_printf (meta, "%s%s", n++ ? ", " : "",
                                  noise_type_info ((NoiseType) t)->nick);
      g_string_append (meta, "}");
      parts++;
    }
  if (applies & NOISE_APPLIES_NOT_TILEABLE)
    {
      g_string_append_printf (meta, "! %s",
                              noise_setting_dashed (TILEABLE_PROPERTY));
      parts++;
    }
  if (applies & by_output)
    {
      g_string_append_printf (meta, "%s {",
                              noise_setting_dashed (OUTPUT_PROPERTY));
      for (int o = 0, n = 0; o < NOISE_OUTPUT_COUNT; o++)
        if (output_applies (applies, (NoiseOutput) o))
          g_string_append_printf (meta, "%s%s", n++ ? ", " : "",
                                  noise_output_info ((NoiseOutput) o)->nick);
      g_string_append (meta, "}");
      parts++;
    }
  if (applies & by_fractal)
    {
      g_string_append_printf (meta, "%s {",
                              noise_setting_dashed (FRACTAL_PROPERTY));
      for (int f = 0, n = 0; f < NOISE_FRACTAL_COUNT; f++)
        if (fractal_applies (applies, (NoiseFractal) f))
          g_string_append_printf (meta, "%s%s", n++ ? ", " : "",
                                  fractals[f].nick);
      g_string_append (meta, "}");
      parts++;
    }
  if (applies & NOISE_APPLIES_WARP)
    {
      g_string_append_printf (meta, "! %s {%s}",
                              noise_setting_dashed (WARP_PROPERTY),
                              noise_warp_mode_info (NOISE_WARP_NONE)->nick);
      parts++;
    }
  /* Not a planet map: said only when nothing else is (NoiseApplies). */
  if ((applies & NOISE_APPLIES_NOT_PLANET) && parts == 0)
    {
      g_string_append_printf (meta, "! %s",
                              noise_setting_dashed (PLANET_PROPERTY));
      parts++;
    }
  if ((applies & NOISE_APPLIES_BOUNDS) && parts == 0)
    {
      g_string_append_printf (meta, "%s {%s}",
                              noise_setting_dashed (LEVELS_PROPERTY),
                              noise_levels_info (NOISE_LEVELS_BOUNDS)->nick);
      parts++;
    }
  /* One condition per setting: GIMP's syntax has no "and". */
  g_warn_if_fail (parts <= 1);
  interned = parts ? g_intern_string (meta->str) : NULL;
  g_string_free (meta, TRUE);
  return interned;
}

double
noise_octaves_detail_join (int octaves, double detail)
{
  return detail != 0.0 ? detail : (double) octaves;
}

void
noise_octaves_detail_split (double value, int *octaves, double *detail)
{
  double whole;

  value = CLAMP (value, 1.0, (double) NOISE_MAX_OCTAVES);
  if (isnan (value))
    value = 1.0;
  whole = ceil (value);
  *octaves = (int) whole;
  *detail = whole == value ? 0.0 : value;
}

/* The conditions of NoiseConflict, one function each, so that the check
 * and the resolution read the same ones. */
static gboolean
planet_without_3d (const NoiseCanvasSettings *s)
{
  return s->planet && !noise_type_has_dimensions (s->noise.type, 3);
}

static gboolean
planet_tileable (const NoiseCanvasSettings *s)
{
  return s->planet && s->tileable;
}

static gboolean
tileable_type (const NoiseCanvasSettings *s)
{
  return s->tileable
         && noise_type_info (s->noise.type)->tiling == NOISE_TILING_NONE;
}

static gboolean
looping_type (const NoiseCanvasSettings *s)
{
  return s->frames > 1 && !noise_type_info (s->noise.type)->loops;
}

/* A planet loops in the fourth dimension (render/canvas.h, planet). */
static gboolean
planet_looping (const NoiseCanvasSettings *s)
{
  return s->planet && s->frames > 1
         && !noise_type_has_dimensions (s->noise.type, 4);
}

static gboolean
missing_dimensions (const NoiseCanvasSettings *s)
{
  return !s->planet
         && !noise_type_has_dimensions (s->noise.type, s->noise.dimensions);
}

static gboolean
tileable_turns (const NoiseCanvasSettings *s)
{
  return s->tileable && noise_canvas_turning_axis (s) >= 0;
}

/* The orientation warp turns what has an orientation: Gabor noise in 2D
 * and 3D (core/noise.h, DOMAIN WARP), a planet's 3D form included. */
static gboolean
orientation_unusable (const NoiseCanvasSettings *s)
{
  return s->noise.warp_mode == NOISE_WARP_ORIENTATION
         && !noise_type_orientable (s->noise.type,
                                    s->planet ? 3 : s->noise.dimensions);
}

/* The warp's noise shares the noise's dimensions, tiles and loop (core/
 * noise.h, DOMAIN WARP); a planet samples its 3D form, its 4D to loop
 * (render/canvas.h). */
static gboolean
warp_type_unusable (const NoiseCanvasSettings *s)
{
  NoiseType type = s->noise.warp_type;
  const NoiseTypeInfo *info = noise_type_info (type);
  gboolean looping = s->frames > 1;

  if (s->noise.warp_mode == NOISE_WARP_NONE || !info)
    return FALSE;
  if (s->planet) /* a type has every dimension from its least to most */
    return !noise_type_has_dimensions (type, looping ? 4 : 3);
  return !noise_type_has_dimensions (type, s->noise.dimensions)
         || (s->tileable && info->tiling == NOISE_TILING_NONE)
         || (looping && !info->loops);
}

/* Erosion acts in the plane of 2D or more (core/noise.h, EROSION;
 * render/canvas.h, NOISE_CANVAS_ERROR_EROSION), and the ridge map needs
 * it. */
static gboolean
erosion_misplaced (const NoiseCanvasSettings *s)
{
  const NoiseOutputInfo *info = noise_output_info (s->output);
  int axis = noise_canvas_turning_axis (s); /* the first that turns */
  if (!(s->noise.erosion_strength > 0.0f))
    return info && info->ridge;
  return s->planet || axis == 0 || axis == 1 || s->noise.dimensions < 2;
}

/* A wave along an axis the noise lacks (core/noise.h, WAVE), or spherical
 * rings round a planet's own centre: one value all over. */
static gboolean
wave_flat (const NoiseCanvasSettings *s)
{
  return s->noise.type == NOISE_WAVE
         && (s->planet ? s->noise.wave_shape == NOISE_WAVE_RINGS_SPHERICAL
                       : s->noise.dimensions < noise_wave_shape_dimensions (
                             s->noise.wave_shape));
}

/* In NoiseConflict's order. */
static gboolean (*const conflicts[]) (const NoiseCanvasSettings *) = {
  NULL,
  planet_without_3d,
  planet_tileable,
  tileable_type,
  looping_type,
  planet_looping,
  missing_dimensions,
  tileable_turns,
  orientation_unusable,
  warp_type_unusable,
  erosion_misplaced,
  wave_flat,
};
G_STATIC_ASSERT (G_N_ELEMENTS (conflicts) == NOISE_CONFLICT_WAVE_SHAPE + 1);

NoiseConflict
noise_settings_conflict (const NoiseCanvasSettings *s)
{
  for (gsize c = 1; c < G_N_ELEMENTS (conflicts); c++)
    if (conflicts[c](s))
      return (NoiseConflict) c;
  return NOISE_CONFLICT_NONE;
}

void
noise_settings_resolve (NoiseCanvasSettings *s)
{
  /* In NoiseConflict's order: what one drops, the next ones see. */
  if (planet_without_3d (s))
    s->planet = 0;
  if (planet_tileable (s) || tileable_type (s))
    s->tileable = 0;
  if (looping_type (s) || planet_looping (s))
    s->frames = 1;
  if (s->planet)
    s->noise.dimensions = 3;
  s->noise.dimensions
      = noise_type_nearest_dimensions (s->noise.type, s->noise.dimensions);
  /* A whole turn is no turn: 0 then, as the operation always took it. */
  if (s->tileable)
    for (int a = 0; a < 3; a++)
      s->rotation[a] = 0.0;
  s->frame = s->frames > 1 && s->frame > 0 ? s->frame % s->frames : 0;
  /* Last: whether the warp's mode and type fit depends on what is left. */
  if (orientation_unusable (s) || warp_type_unusable (s))
    s->noise.warp_mode = NOISE_WARP_NONE;
  if (erosion_misplaced (s))
    {
      const NoiseOutputInfo *info = noise_output_info (s->output);
      s->noise.erosion_strength = 0.0f;
      if (info && info->ridge)
        s->output = NOISE_OUTPUT_HEIGHT;
    }
  if (wave_flat (s))
    s->noise.wave_shape = NOISE_WAVE_BANDS_X;
}

/* Whether a noise of this type reads the wave profile (NOISE_APPLIES_PROFILE):
 * a wave, or Gabor noise in the phasor mode. */
static gboolean
profile_read (NoiseType type, const NoiseSettings *noise)
{
  return type == NOISE_WAVE
         || (type == NOISE_GABOR && noise->gabor_mode == NOISE_GABOR_PHASOR);
}

gboolean
noise_setting_applies (NoiseApplies applies, const NoiseCanvasSettings *raw)
{
  NoiseCanvasSettings resolved = *raw;
  const NoiseCanvasSettings *s = &resolved;
  int dimensions;

  noise_settings_resolve (&resolved);
  /* A warp whose type does not fit is ignored, but its settings stay
   * editable: the warp's type is the one to change. */
  resolved.noise.warp_mode = raw->noise.warp_mode;
  dimensions = s->noise.dimensions;
  /* A cellular or wave warp reads that type's settings too (the warp's
   * noise shares them: core/noise.h, DOMAIN WARP). */
  if (s->noise.warp_mode != NOISE_WARP_NONE
      && s->noise.warp_type == NOISE_CELLULAR)
    applies &= ~NOISE_APPLIES_CELLULAR;
  if (s->noise.warp_mode != NOISE_WARP_NONE && s->noise.warp_type == NOISE_WAVE)
    applies &= ~NOISE_APPLIES_WAVE;
  if (s->noise.warp_mode != NOISE_WARP_NONE
      && s->noise.warp_type == NOISE_GABOR)
    applies &= ~NOISE_APPLIES_GABOR;
  /* The wave profile: read by a wave, or by Gabor noise's phasor mode,
   * as the noise or as its warp. */
  if (applies & NOISE_APPLIES_PROFILE)
    {
      if (!profile_read (s->noise.type, &s->noise)
          && !(s->noise.warp_mode != NOISE_WARP_NONE
               && profile_read (s->noise.warp_type, &s->noise)))
        return FALSE;
      applies &= ~NOISE_APPLIES_PROFILE;
    }
  /* A planet loops only in a type's fourth dimension. */
  if ((applies & NOISE_APPLIES_TYPE_LOOPS) && s->planet
      && !noise_type_has_dimensions (s->noise.type, 4))
    return FALSE;
  return type_applies (applies, s->noise.type)
         && output_applies (applies, s->output)
         && cellular_applies (applies, &s->noise)
         && fractal_applies (applies, s->noise.fractal)
         && (!(applies & NOISE_APPLIES_NOT_TILEABLE) || !s->tileable)
         && (!(applies & NOISE_APPLIES_NOT_PLANET) || !s->planet)
         && (!(applies & NOISE_APPLIES_BOUNDS)
             || s->noise.levels == NOISE_LEVELS_BOUNDS)
         && (!(applies & NOISE_APPLIES_WARP)
             || s->noise.warp_mode != NOISE_WARP_NONE)
         && (!(applies & NOISE_APPLIES_EROSION)
             || s->noise.erosion_strength > 0.0f)
         && (!(applies & NOISE_APPLIES_OCTAVES)
             || noise_octave_count (&s->noise) > 1)
         && (!(applies & NOISE_APPLIES_SUMS)
             || noise_octave_count (&s->noise) > 1
             || (s->noise.warp_mode != NOISE_WARP_NONE
                 && s->noise.warp_octaves > 1))
         && (!(applies & NOISE_APPLIES_NO_DETAIL) || s->noise.detail == 0.0f)
         && (!(applies & NOISE_APPLIES_FRAMES) || s->frames > 1)
         && (!(applies & NOISE_APPLIES_2D) || dimensions >= 2)
         && (!(applies & NOISE_APPLIES_3D) || dimensions >= 3)
         && (!(applies & NOISE_APPLIES_4D) || dimensions >= 4);
}

/* One property of object as a GValue (unset when there is none). */
static gboolean
get_value (GObject *object, const char *name, GValue *value)
{
  GParamSpec *pspec
      = g_object_class_find_property (G_OBJECT_GET_CLASS (object), name);

  g_return_val_if_fail (pspec != NULL, FALSE);
  g_value_init (value, G_PARAM_SPEC_VALUE_TYPE (pspec));
  g_object_get_property (object, name, value);
  return TRUE;
}

static gboolean
read_DOUBLE (GObject *object, const char *name, NoiseChoices choices,
             double *out, GError **error)
{
  GValue value = G_VALUE_INIT;

  (void) choices;
  if (!get_value (object, name, &value))
    return FALSE;
  /* Rounded to float, what an XCF keeps of a filter's double property:
   * the procedure, the live filter and the same filter reopened from a
   * file then all render the same bits (issue 34).  Every range's ends
   * are floats (NOISE_FLOAT_SAFE_MIN), so the rounded value stays in
   * range; a double too large for a float becomes infinite and is
   * refused below, as NaN is. */
  *out = (double) (float) g_value_get_double (&value);
  g_value_unset (&value);
  if (isfinite (*out))
    return TRUE;
  /* GIMP's and GLib's range checks let NaN through. */
  g_set_error (error, g_quark_from_static_string ("noise-settings-error"), 0,
               _ ("Argument '%s' must be a finite number."), name);
  return FALSE;
}

/* INT, SEED, BOOLEAN and CHOICE: an int, an uint (GEGL's seed), a boolean,
 * an enum (the operation) or a choice's nick (the procedure). */
static gboolean
read_int (GObject *object, const char *name, NoiseChoices choices, int *out)
{
  GValue value = G_VALUE_INIT;

  if (!get_value (object, name, &value))
    return FALSE;
  if (G_VALUE_HOLDS_INT (&value))
    *out = g_value_get_int (&value);
  else if (G_VALUE_HOLDS_UINT (&value))
    *out = (int) MIN (g_value_get_uint (&value), (guint) G_MAXINT);
  else if (G_VALUE_HOLDS_BOOLEAN (&value))
    *out = g_value_get_boolean (&value);
  else if (G_VALUE_HOLDS_ENUM (&value))
    *out = g_value_get_enum (&value);
  else if (G_VALUE_HOLDS_STRING (&value))
    *out = MAX (noise_choices_id (choices, g_value_get_string (&value)), 0);
  else
    g_return_val_if_reached (FALSE);
  g_value_unset (&value);
  return TRUE;
}

#define read_INT(o, n, c, out, e) read_int (o, n, c, out)
#define read_SEED read_INT
#define read_BOOLEAN read_INT
#define read_CHOICE read_INT
#define VALUE_DOUBLE double
#define VALUE_INT int
#define VALUE_SEED int
#define VALUE_BOOLEAN int
#define VALUE_CHOICE int

gboolean
noise_settings_from_object (GObject *object, gboolean by_property,
                            NoiseSettingValues *v, GError **error)
{
  memset (v, 0, sizeof *v);
  noise_canvas_settings_init (&v->canvas);
#define READ(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN, UI_MAX,      \
             UI_LOG, UNIT, APPLIES, FIELD, CHOICES)                            \
  {                                                                            \
    VALUE_##KIND value;                                                        \
    if (!read_##KIND (object,                                                  \
                      by_property ? noise_setting_dashed (#PROP) : ARG,        \
                      NOISE_CHOICES_##CHOICES, &value, error))                 \
      return FALSE;                                                            \
    v->FIELD = value;                                                          \
  }
  NOISE_SETTINGS (READ)
#undef READ
  return TRUE;
}

/* value converted to the type of `to`'s property name, and set. */
static void
set_converted (GObject *to, const char *name, const GValue *value)
{
  GParamSpec *pspec
      = g_object_class_find_property (G_OBJECT_GET_CLASS (to), name);
  GValue target = G_VALUE_INIT;
  GType type;

  g_return_if_fail (pspec != NULL);
  type = G_PARAM_SPEC_VALUE_TYPE (pspec);
  g_value_init (&target, type);
  if (G_VALUE_HOLDS_STRING (value) && G_TYPE_IS_ENUM (type))
    {
      GEnumClass *enums = g_type_class_ref (type);
      GEnumValue *nick
          = g_enum_get_value_by_nick (enums, g_value_get_string (value));
      g_value_set_enum (&target, nick ? nick->value : 0);
      g_type_class_unref (enums);
    }
  else if (G_VALUE_HOLDS_ENUM (value) && type == G_TYPE_STRING)
    {
      GEnumClass *enums = g_type_class_ref (G_VALUE_TYPE (value));
      GEnumValue *nick = g_enum_get_value (enums, g_value_get_enum (value));
      g_value_set_string (&target, nick ? nick->value_nick : NULL);
      g_type_class_unref (enums);
    }
  else if (!g_value_transform (value, &target))
    g_return_if_reached ();
  g_object_set_property (to, name, &target);
  g_value_unset (&target);
}

void
noise_settings_copy (GObject *from, gboolean from_by_property, GObject *to,
                     gboolean to_by_property)
{
  GValue value = G_VALUE_INIT;

#define COPY(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN, UI_MAX,      \
             UI_LOG, UNIT, APPLIES, FIELD, CHOICES)                            \
  if (get_value (from, from_by_property ? noise_setting_dashed (#PROP) : ARG,  \
                 &value))                                                      \
    {                                                                          \
      set_converted (to, to_by_property ? noise_setting_dashed (#PROP) : ARG,  \
                     &value);                                                  \
      g_value_unset (&value);                                                  \
    }
  NOISE_SETTINGS (COPY)
#undef COPY
}

void
noise_setting_values_defaults (NoiseSettingValues *v)
{
  memset (v, 0, sizeof *v);
  noise_canvas_settings_init (&v->canvas);
#define SET_DEFAULT(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN,       \
                    UI_MAX, UI_LOG, UNIT, APPLIES, FIELD, CHOICES)             \
  v->FIELD = (DEF);
  NOISE_SETTINGS (SET_DEFAULT)
#undef SET_DEFAULT
}
