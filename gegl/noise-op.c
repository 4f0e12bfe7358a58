/* noise-op.c — noise-render:noise, the plug-in's noise as a GEGL
 * operation: a live (non-destructive) filter in GIMP 3's filter stack and
 * an operation for the `gegl` command line.
 *
 * It renders through the same render layer as the plug-in
 * (render/canvas.h), so for the same settings it gives the same pixels.
 * The properties are the procedure's arguments, both made from one table
 * (settings/settings.h: X-macros expanded into GEGL's property macros
 * here, so GeglProperties keeps its fields and GEGL its generated
 * accessors) -- named alike but for `type` (noise-type) and `output-type`
 * (output) -- and those the procedure takes from elsewhere:
 *
 *   width, height  the canvas the frequency counts cells across and the
 *                  tiles repeat over.  A filter has no drawable size, so
 *                  it is a property: GIMP's filter dialog sets it to the
 *                  layer (or the selection's bounds) when it opens, the
 *                  plug-in to its drawable, a script or the command line
 *                  to what it wants (role "output-extent").
 *   gradient       the gradient's colours as text, sampled as the plug-in
 *                  samples its gradient argument: R G B A floats per
 *                  sample, first at -1, last at 1, in decimal or exactly
 *                  in base64 (see gradient_parse).
 *   gradient-blend the encoding those samples are in and blended in: the
 *                  plug-in blends in the drawable's own encoding.
 *   profile        the colour space of the gradient and the output, an
 *                  ICC profile in base64 (empty: sRGB).  The plug-in sets
 *                  the image's, so that GIMP converts nothing and the
 *                  colours are the baked ones.
 *   canvas-x, -y   the canvas pixel at the operation's (0, 0).  GIMP
 *                  renders a filter with a selection from the selection's
 *                  corner; the plug-in, which renders the layer's canvas,
 *                  sets them to that corner.
 *
 * It has an input, which it ignores (see process: GIMP then
 * replaces the layer instead of compositing over it).
 *
 * A live filter cannot refuse a setting as the procedure does, so settings
 * that do not apply are taken as their nearest meaning (see
 * canvas_settings) and GIMP's dialog greys them out; settings the render
 * layer still refuses give transparent pixels and a warning. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "canvas.h"
#include "settings.h"

#ifdef GEGL_PROPERTIES

/* GEGL's property macros, laid out as GEGL's own operations are. */
/* clang-format off */

/* The settings the procedure shares, from the table (settings.h): types,
 * ranges, defaults, labels and help.  Their "unit" and "sensitive" metas
 * come from it in class_init (set_metas). */
#define NOISE_OP_DOUBLE(PROP, LABEL, MIN, MAX, DEF, UI_MIN, UI_MAX, UI_LOG,  \
                        CHOICES)                                            \
  property_double (PROP, LABEL, DEF)                                        \
    value_range (MIN, MAX)                                                  \
    ui_range (UI_MIN, UI_MAX)                                               \
    ui_gamma ((UI_LOG) ? 2.0 : 1.0)
#define NOISE_OP_INT(PROP, LABEL, MIN, MAX, DEF, UI_MIN, UI_MAX, UI_LOG,     \
                     CHOICES)                                               \
  property_int (PROP, LABEL, DEF)                                           \
    value_range (MIN, MAX)                                                  \
    ui_range (UI_MIN, UI_MAX)
#define NOISE_OP_BOOLEAN(PROP, LABEL, MIN, MAX, DEF, UI_MIN, UI_MAX, UI_LOG, \
                         CHOICES)                                           \
  property_boolean (PROP, LABEL, DEF)
/* GEGL's seed; its range is the procedure's from class_init (limit_seed). */
#define NOISE_OP_SEED(PROP, LABEL, MIN, MAX, DEF, UI_MIN, UI_MAX, UI_LOG,    \
                      CHOICES)                                              \
  property_seed (PROP, LABEL, rand)
#define NOISE_OP_CHOICE(PROP, LABEL, MIN, MAX, DEF, UI_MIN, UI_MAX, UI_LOG,  \
                        CHOICES)                                            \
  property_enum (PROP, LABEL, gint, noise_choices_##CHOICES, DEF)
#define NOISE_OP_PROPERTY(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF,       \
                          UI_MIN, UI_MAX, UI_LOG, UNIT, APPLIES, FIELD,      \
                          CHOICES)                                          \
  NOISE_OP_##KIND (PROP, noise_setting_plain_label (LABEL), MIN, MAX, DEF,  \
                   UI_MIN, UI_MAX, UI_LOG, CHOICES)                         \
    description (noise_setting_help (HELP))

enum_start (noise_render_op_blend)
  enum_value (NOISE_RENDER_OP_BLEND_PERCEPTUAL, "perceptual",
              N_ ("Perceptual (sRGB)"))
  enum_value (NOISE_RENDER_OP_BLEND_LINEAR, "linear", N_ ("Linear light"))
enum_end (NoiseRenderOpBlend)

NOISE_SETTINGS_NOISE (NOISE_OP_PROPERTY)

/* Not "output": GIMP's filter dialog leaves out every property named
 * "input" or "output" (they are pad names), so the user could not choose
 * the output and the sensitivity keys would name a missing property
 * (app/operations/gimp-operation-config.c in GIMP 3.0). */
NOISE_SETTING_OUTPUT (NOISE_OP_PROPERTY)

property_string (gradient, _ ("Gradient samples"), "")
  description (_ ("Colours for the noise from -1 to 1: R G B A floats per "
                  "sample, at least two samples, in the encoding of "
                  "gradient-blend, as decimal numbers or exactly as "
                  "\"base64:\" and their little-endian 32-bit floats in "
                  "base64; empty for black to white.  The plug-in fills it "
                  "from a GIMP gradient"))

NOISE_SETTING_REVERSE_GRADIENT (NOISE_OP_PROPERTY)

property_enum (gradient_blend, _ ("Gradient encoding"), NoiseRenderOpBlend,
               noise_render_op_blend, NOISE_RENDER_OP_BLEND_PERCEPTUAL)
  description (_ ("The encoding the gradient samples are in and blended in: "
                  "the plug-in uses the image's (linear for linear-light "
                  "precisions)"))

property_string (profile, _ ("Colour profile"), "")
  description (_ ("The colour space of the gradient samples and of the "
                  "output, as an ICC profile in base64; empty for sRGB.  "
                  "The plug-in sets the image's, so that GIMP converts "
                  "nothing"))

NOISE_SETTING_NORMAL_STRENGTH (NOISE_OP_PROPERTY)
NOISE_SETTING_TILEABLE (NOISE_OP_PROPERTY)
NOISE_SETTING_FRAMES (NOISE_OP_PROPERTY)

property_int (frame, _ ("Frame"), 0)
  description (_ ("Which frame of the loop, 0 to frames - 1"))
  value_range (0, 999)
  ui_range (0, 99)

NOISE_SETTING_LOOP_LENGTH (NOISE_OP_PROPERTY)
NOISE_SETTINGS_APPENDED (NOISE_OP_PROPERTY)

property_int (width, _ ("Canvas width"), 1024)
  description (_ ("Width of the canvas the frequency counts cells across "
                  "and tiles repeat over; GIMP's dialog sets it to the "
                  "layer's"))
  value_range (1, NOISE_CANVAS_MAX)
  ui_range (1, 8192)
  ui_meta ("unit", "pixel-distance")
  ui_meta ("axis", "x")
  ui_meta ("role", "output-extent")

property_int (height, _ ("Canvas height"), 1024)
  description (_ ("Height of the canvas tiles repeat over; GIMP's dialog "
                  "sets it to the layer's"))
  value_range (1, NOISE_CANVAS_MAX)
  ui_range (1, 8192)
  ui_meta ("unit", "pixel-distance")
  ui_meta ("axis", "y")
  ui_meta ("role", "output-extent")

property_int (canvas_x, _ ("Canvas X"), 0)
  description (_ ("Canvas column of the operation's left edge.  GIMP "
                  "renders a filter from the selection's corner; the "
                  "plug-in sets this to that corner, so that the noise "
                  "stays where the layer has it"))
  value_range (-NOISE_CANVAS_MAX, NOISE_CANVAS_MAX)
  ui_range (-8192, 8192)
  ui_meta ("unit", "pixel-coordinate")
  ui_meta ("axis", "x")

property_int (canvas_y, _ ("Canvas Y"), 0)
  description (_ ("Canvas row of the operation's top edge (see Canvas X)"))
  value_range (-NOISE_CANVAS_MAX, NOISE_CANVAS_MAX)
  ui_range (-8192, 8192)
  ui_meta ("unit", "pixel-coordinate")
  ui_meta ("axis", "y")

#else

#define GEGL_OP_POINT_FILTER
#define GEGL_OP_BUNDLE
#define GEGL_OP_NAME noise_render_noise
#define GEGL_OP_C_SOURCE noise-op.c

#include <gegl-op.h>
/* clang-format on */
#include <math.h>
#include <string.h>

/* Samples a gradient property may hold: far more than any gradient
 * needs (the plug-in samples 1024). */
#define GRADIENT_MAX_SAMPLES 65536

/* What prepare keeps for process: the gradient property parsed (once per
 * change of its text) and the canvas prepared.  Only prepare writes it,
 * before GEGL processes; process only reads it, from any thread.  (Each
 * process call preparing its own canvas cost a quarter of a second per
 * 4096 x 4096: GEGL calls process once per tile.) */
typedef struct
{
  gchar *text;       /* the property text this table came from */
  gboolean reverse;  /* and its reverse_gradient */
  gfloat *table;     /* samples x 4 floats (RGBA) */
  gint samples;      /* 0: the text is not a gradient */
  gchar *profile;    /* the profile property this space came from */
  const Babl *space; /* its space; NULL: not a profile */
  NoiseCanvas canvas;
  gboolean ready; /* FALSE: the canvas refused; transparent output */
} OpCache;

/* The compact form of the gradient text: this prefix, then the samples'
 * R G B A floats as IEEE 754 binary32, little-endian, in base64 (RFC 4648,
 * with its padding).  Exact, and a quarter of the decimal form's length:
 * the plug-in's 1024 samples are 21.9 KB instead of some 80 KB, which
 * GIMP copies on every change and prepare parses. */
#define GRADIENT_BASE64 "base64:"

/* The bytes of base64 text, or NULL.  GLib's decoder skips what is not
 * base64; only text that is exactly the encoding of what it decodes to
 * (whole groups, padding last) is taken. */
static guchar *
base64_strict (const gchar *text, gsize *length)
{
  guchar *bytes = g_base64_decode (text, length);
  gchar *again = g_base64_encode (bytes, *length);
  gboolean canonical = strcmp (again, text) == 0;

  g_free (again);
  if (!canonical)
    g_clear_pointer (&bytes, g_free);
  return bytes;
}

/* The compact form's floats (after the prefix) into values. */
static gboolean
gradient_parse_base64 (const gchar *text, GArray *values)
{
  gsize length = 0;
  guchar *bytes = base64_strict (text, &length);
  gboolean ok = bytes && length % 4 == 0;

  for (gsize i = 0; ok && i < length; i += 4)
    {
      guint32 bits;
      gfloat f;

      memcpy (&bits, bytes + i, sizeof bits);
      bits = GUINT32_FROM_LE (bits);
      memcpy (&f, &bits, sizeof f);
      ok = isfinite (f);
      if (ok)
        g_array_append_val (values, f);
    }
  g_free (bytes);
  return ok;
}

/* Decimal numbers (C locale), whitespace- or comma-separated, into
 * values. */
static gboolean
gradient_parse_decimal (const gchar *p, GArray *values)
{
  while (*p)
    {
      gchar *end;
      gdouble v;
      gfloat f;

      while (g_ascii_isspace (*p) || *p == ',')
        p++;
      if (!*p)
        break;
      v = g_ascii_strtod (p, &end);
      if (end == p || !isfinite (v) || fabs (v) > G_MAXFLOAT)
        return FALSE;
      f = (gfloat) v;
      g_array_append_val (values, f);
      p = end;
    }
  return TRUE;
}

/* The gradient text as a table, four floats per sample: the compact form
 * (GRADIENT_BASE64), or decimal numbers; empty text is black to white.
 * FALSE unless every number is finite, they come in fours and there are
 * 2 to GRADIENT_MAX_SAMPLES samples. */
static gboolean
gradient_parse (const gchar *text, GArray *values)
{
  static const gfloat black_to_white[8] = { 0, 0, 0, 1, 1, 1, 1, 1 };
  const gchar *p = text ? text : "";
  gboolean ok;

  if (g_str_has_prefix (p, GRADIENT_BASE64))
    ok = gradient_parse_base64 (p + strlen (GRADIENT_BASE64), values);
  else
    {
      ok = gradient_parse_decimal (p, values);
      if (ok && values->len == 0)
        g_array_append_vals (values, black_to_white, 8);
    }
  return ok && values->len % 4 == 0 && values->len / 4 >= 2
         && values->len / 4 <= GRADIENT_MAX_SAMPLES;
}

static void
cache_free (OpCache *cache)
{
  if (!cache)
    return;
  g_free (cache->text);
  g_free (cache->table);
  g_free (cache->profile);
  g_free (cache);
}

/* The samples last to first. */
static void
reverse_samples (gfloat *table, gint samples, gint components)
{
  for (gint i = 0, j = samples - 1; i < j; i++, j--)
    for (gint c = 0; c < components; c++)
      {
        gfloat t = table[i * components + c];
        table[i * components + c] = table[j * components + c];
        table[j * components + c] = t;
      }
}

/* The Babl space of the profile property: sRGB when empty, else the ICC
 * profile it holds in base64 (babl keeps one space per profile), or NULL
 * with a warning. */
static const Babl *
profile_space (const gchar *text)
{
  const Babl *space = NULL;
  const char *error = NULL;
  gsize length = 0;
  guchar *icc;

  if (!text || !*text)
    return babl_space ("sRGB");
  icc = base64_strict (text, &length);
  if (icc && length <= G_MAXINT)
    space = babl_space_from_icc ((const char *) icc, (int) length,
                                 BABL_ICC_INTENT_RELATIVE_COLORIMETRIC, &error);
  g_free (icc);
  if (!space || babl_space_is_cmyk (space) || babl_space_is_gray (space))
    {
      g_warning ("noise-render:noise: the profile property is not an RGB "
                 "ICC profile in base64 (%s): the output is transparent",
                 error ? error : "not base64");
      return NULL;
    }
  return space;
}

/* Re-reads the gradient and profile properties when they or
 * reverse_gradient changed. */
static void
cache_update (GeglProperties *o)
{
  OpCache *cache = o->user_data;
  GArray *values;

  if (cache && cache->reverse == o->reverse_gradient
      && g_strcmp0 (cache->text, o->gradient) == 0
      && g_strcmp0 (cache->profile, o->profile) == 0)
    return;
  cache_free (cache);
  cache = o->user_data = g_new0 (OpCache, 1);
  cache->text = g_strdup (o->gradient);
  cache->reverse = o->reverse_gradient;
  cache->profile = g_strdup (o->profile);
  cache->space = profile_space (o->profile);

  values = g_array_new (FALSE, FALSE, sizeof (gfloat));
  if (gradient_parse (o->gradient, values))
    {
      cache->samples = values->len / 4;
      cache->table = (gfloat *) g_array_free (values, FALSE);
      if (cache->reverse)
        reverse_samples (cache->table, cache->samples, 4);
    }
  else
    {
      g_warning ("noise-render:noise: the gradient property is not a list "
                 "of 2 to %d R G B A samples: the output is transparent",
                 GRADIENT_MAX_SAMPLES);
      g_array_free (values, TRUE);
    }
}

/* The Babl format of each output: colours in the gradient's encoding (so
 * nothing converts per pixel, as in the plug-in), heights linear, normal
 * maps perceptual (an 8-bit export holds n / 2 + 1 / 2). */
static const Babl *
output_format (const GeglProperties *o, const Babl *space)
{
  const NoiseOutputInfo *info
      = noise_output_info ((NoiseOutput) o->output_type);
  gboolean linear;

  switch (info ? info->encoding : NOISE_ENCODING_LINEAR)
    {
    case NOISE_ENCODING_CANVAS:
      linear = o->gradient_blend == NOISE_RENDER_OP_BLEND_LINEAR;
      break;
    case NOISE_ENCODING_PERCEPTUAL: linear = FALSE; break;
    default: linear = TRUE; break;
    }
  return babl_format_with_space (linear ? "RGBA float" : "R'G'B'A float",
                                 space);
}

/* The nearest dimensions the type has. */
static int
nearest_dimensions (NoiseType type, int dimensions)
{
  const NoiseTypeInfo *info = noise_type_info (type);
  return CLAMP (dimensions, info->min_dimensions, info->max_dimensions);
}

/* The properties as the render layer's settings: the table's one
 * conversion (settings.c), with what the dialog greys out taken as not
 * applying: no rotation with tiles, no tiles or loops for the types that
 * have neither, a type's nearest dimensions. */
static gboolean
canvas_settings (GeglOperation *operation, NoiseCanvasSettings *s)
{
  const GeglProperties *o = GEGL_PROPERTIES (operation);
  NoiseSettingValues v;
  const NoiseTypeInfo *info;
  gboolean tiles, loops;
  GError *error = NULL;

  if (!noise_settings_from_object (G_OBJECT (operation), TRUE, &v, &error))
    {
      g_warning ("noise-render:noise: %s: the output is transparent",
                 error->message);
      g_error_free (error);
      return FALSE;
    }
  *s = v.canvas;
  info = noise_type_info (s->noise.type);
  tiles = s->tileable && info->tiling != NOISE_TILING_NONE;
  loops = s->frames > 1 && info->loops;
  s->noise.dimensions = nearest_dimensions (s->noise.type, s->noise.dimensions);
  for (int a = 0; a < 3; a++)
    s->rotation[a] = tiles ? 0.0 : s->rotation[a];
  s->tileable = tiles;
  s->frames = loops ? s->frames : 1;
  s->frame = loops ? o->frame % s->frames : 0;
  return TRUE;
}

/* The canvas for the current properties, into the cache; not ready (after
 * a warning) when the render layer refuses them. */
static void
prepare_canvas (GeglOperation *operation, OpCache *cache)
{
  const GeglProperties *o = GEGL_PROPERTIES (operation);
  NoiseCanvasSettings s;
  NoiseCanvasPixels px = { 3, 1, cache->table, cache->samples };
  NoiseCanvasStatus status;

  cache->ready = FALSE;
  if (cache->samples == 0 || !cache->space)
    return;
  if (!canvas_settings (operation, &s))
    return;
  status = noise_canvas_prepare (&s, o->width, o->height, &px, &cache->canvas,
                                 NULL);
  if (status != NOISE_CANVAS_OK)
    g_warning ("noise-render:noise: settings refused (canvas status %d): "
               "the output is transparent",
               (int) status);
  cache->ready = status == NOISE_CANVAS_OK;
}

static void
prepare (GeglOperation *operation)
{
  GeglProperties *o = GEGL_PROPERTIES (operation);
  OpCache *cache;
  const Babl *format;

  cache_update (o);
  cache = o->user_data;
  prepare_canvas (operation, cache);
  /* The input, which process does not read, takes the output's format. */
  format = output_format (o, cache->space);
  gegl_operation_set_format (operation, "input", format);
  gegl_operation_set_format (operation, "output", format);
}

/* n pixels of canvas row y from column x, every step-th column: a mipmap
 * level's row (GEGL's mipmaps subsample). */
static void
fill_level_row (const NoiseCanvas *canvas, gint x, gint y, gint n, gint step,
                gfloat *out)
{
  gint columns[256];

  for (gint done = 0; done < n; done += G_N_ELEMENTS (columns))
    {
      gint run = MIN ((gint) G_N_ELEMENTS (columns), n - done);
      for (gint i = 0; i < run; i++)
        columns[i] = x + (done + i) * step;
      noise_canvas_fill_columns (canvas, columns, y, run, out + 4 * done);
    }
}

/* The output's pixel (x, y) at mipmap level `level` is canvas pixel
 * (x << level, y << level) moved by canvas-x and canvas-y.  A region whose
 * canvas pixels would leave the int range stays transparent.
 *
 * The operation has an input, which it does not read: GIMP composites the
 * output of an operation without one over the layer (NORMAL mode), but
 * replaces the layer with the output of one that has (REPLACE), and that
 * merges a 4096 x 4096 filter about twice as fast (BENCHMARKS.md). */
static gboolean
process (GeglOperation *operation, void *in_buf G_GNUC_UNUSED, void *out_buf,
         glong n_pixels, const GeglRectangle *roi, gint level)
{
  const GeglProperties *o = GEGL_PROPERTIES (operation);
  const OpCache *cache = o->user_data;
  const NoiseCanvas *canvas = &cache->canvas;
  gint step = 1 << CLAMP (level, 0, 16); /* GEGL keeps 8 levels */
  gint64 x0 = (gint64) roi->x * step + o->canvas_x;
  gint64 y0 = (gint64) roi->y * step + o->canvas_y;
  gint64 x1 = x0 + (gint64) (roi->width - 1) * step;
  gint64 y1 = y0 + (gint64) (roi->height - 1) * step;
  gfloat *out = out_buf;

  if (!cache->ready || level != CLAMP (level, 0, 16) || MIN (x0, y0) < G_MININT
      || MAX (x1, y1) > G_MAXINT)
    {
      memset (out, 0, sizeof (gfloat) * 4 * n_pixels);
      return TRUE;
    }
  for (gint row = 0; row < roi->height; row++, out += 4 * roi->width)
    {
      gint y = (gint) (y0 + (gint64) row * step);
      if (level == 0)
        noise_canvas_fill_row (canvas, (gint) x0, y, roi->width, out);
      else
        fill_level_row (canvas, (gint) x0, y, roi->width, step, out);
    }
  return TRUE;
}

/* The pattern goes on beyond the canvas: GIMP crops to the layer, the
 * command line with crop. */
static GeglRectangle
get_bounding_box (GeglOperation *operation G_GNUC_UNUSED)
{
  return gegl_rectangle_infinite_plane ();
}

static void
finalize (GObject *object)
{
  GeglProperties *o = GEGL_PROPERTIES (object);

  cache_free (o->user_data);
  o->user_data = NULL;
  G_OBJECT_CLASS (gegl_op_parent_class)->finalize (object);
}

/* The procedure's seed range (0 .. G_MAXINT), which GEGL's seed spec
 * does not take as a chant argument. */
static void
limit_seed (GObjectClass *object_class)
{
  GParamSpec *seed = g_object_class_find_property (object_class, "seed");

  G_PARAM_SPEC_UINT (seed)->maximum = G_MAXINT;
  GEGL_PARAM_SPEC_SEED (seed)->ui_maximum = G_MAXINT;
}

/* The metas of the table's settings and of the operation's own that
 * depend on them: the unit, and when a setting applies as GIMP's
 * "sensitive" expression. */
static void
set_metas (GObjectClass *object_class)
{
  static const struct
  {
    const char *name;
    NoiseApplies applies;
  } own[] = {
    { "gradient", NOISE_APPLIES_GRADIENT },
    { "gradient-blend", NOISE_APPLIES_GRADIENT },
    { "frame", NOISE_APPLIES_TYPE_LOOPS },
  };
  GParamSpec *pspec;
  const char *sensitive;

#define SET_METAS(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN, UI_MAX, \
                  UI_LOG, UNIT, APPLIES, FIELD, CHOICES)                       \
  pspec = g_object_class_find_property (object_class, #PROP);                  \
  if (UNIT)                                                                    \
    gegl_param_spec_set_property_key (pspec, "unit", UNIT);                    \
  sensitive = noise_setting_sensitive_meta (APPLIES);                          \
  if (sensitive)                                                               \
    gegl_param_spec_set_property_key (pspec, "sensitive", sensitive);
  NOISE_SETTINGS (SET_METAS)
#undef SET_METAS
  for (gsize i = 0; i < G_N_ELEMENTS (own); i++)
    gegl_param_spec_set_property_key (
        g_object_class_find_property (object_class, own[i].name), "sensitive",
        noise_setting_sensitive_meta (own[i].applies));
}

static void
gegl_op_class_init (GeglOpClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GeglOperationClass *operation_class = GEGL_OPERATION_CLASS (klass);
  GeglOperationPointFilterClass *filter_class
      = GEGL_OPERATION_POINT_FILTER_CLASS (klass);

  object_class->finalize = finalize;
  operation_class->prepare = prepare;
  operation_class->get_bounding_box = get_bounding_box;
  filter_class->process = process;
  /* process reads only prepared state: tiles may render in parallel. */
  operation_class->threaded = TRUE;
  limit_seed (object_class);
  set_metas (object_class);

  gegl_operation_class_set_keys (
      operation_class, "name", "noise-render:noise", "title",
      _ ("Procedural Noise (live filter)"), "categories", "render",
      "position-dependent", "true", "gimp:menu-path",
      "<Image>/Filters/Render/Noise", "gimp:menu-label",
      _ ("Procedural Noise (_Live Filter)..."), "description",
      _ ("Value, Perlin and simplex noise in 1 to 4 dimensions with fractal "
         "sums, seamless tiles, looping frames, colours through a "
         "gradient, heights or normal maps: the noise-render plug-in's "
         "pixels as an editable filter"),
      NULL);
}

#endif
