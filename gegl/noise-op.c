/* noise-op.c — noise-render:noise-2, the plug-in's noise as a GEGL
 * operation: a live (non-destructive) filter in GIMP 3's filter stack and
 * an operation for the `gegl` command line.
 *
 * The file builds two operations (gegl/meson.build), which differ in their
 * defaults only, as saved work needs: an XCF keeps a filter's properties
 * but not the operation's version, and a property it lacks takes the
 * operation's default.
 *
 *   noise-render:noise-2  (NOISE_OP_VERSION 2) what GIMP's menu and the
 *                         plug-in make today: levels fill;
 *   noise-render:noise    (1, noise-op-1.c) the operation files and
 *                         commands made before levels existed name: levels
 *                         bounds, as they rendered; not in GIMP's menu.
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
 * layer still refuses give transparent pixels and one message saying why
 * (warn_refusal). */
#include "config.h"

#include <glib/gi18n-lib.h>

#ifndef NOISE_OP_VERSION
#define NOISE_OP_VERSION 2
#endif
#if NOISE_OP_VERSION == 1
#define NOISE_LEVELS_DEFAULT NOISE_LEVELS_BOUNDS
#define NOISE_OP_NAME "noise-render:noise"
#else
#define NOISE_OP_NAME "noise-render:noise-2"
#endif

#include "canvas.h"
#include "settings.h"
#include "profile.h"
#include "noise-op.h"

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
#if NOISE_OP_VERSION == 1
#define GEGL_OP_NAME noise_render_noise
#else
#define GEGL_OP_NAME noise_render_noise_2
#endif
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
  gchar *text;         /* the property text this table came from */
  gboolean reverse;    /* and its reverse_gradient */
  gfloat *table;       /* samples x 4 floats (RGBA) */
  gint samples;        /* 0: the text is not a gradient */
  gchar *profile;      /* the profile property this space came from */
  const Babl *space;   /* its space; NULL: not a profile */
  const gchar *why;    /* when it is not, why (translated) */
  gchar *gradient_why; /* when the text is not a gradient, why */
  NoiseCanvas canvas;
  gboolean ready;       /* FALSE: refused; transparent output */
  gchar *refusal;       /* then why, translated: process warns once */
  const Babl *to_layer; /* converts rendered pixels to the output's format */
  gint warned;          /* set once process warned of it (atomic) */
} OpCache;

/* The compact form of the gradient text: this prefix, then the samples'
 * R G B A floats as IEEE 754 binary32, little-endian, in base64 (RFC 4648,
 * with its padding).  Exact, and a quarter of the decimal form's length:
 * the plug-in's 1024 samples are 21.9 KB instead of some 80 KB, which
 * GIMP copies on every change and prepare parses. */
#define GRADIENT_BASE64 "base64:"

/* Longest gradient text read: the compact form of GRADIENT_MAX_SAMPLES
 * samples (16 bytes each).  Longer text holds too many samples in either
 * form (a decimal number takes at least 2 characters), so it is refused
 * before anything is allocated for it. */
#define GRADIENT_MAX_TEXT                                                      \
  (strlen (GRADIENT_BASE64) + 4 * ((GRADIENT_MAX_SAMPLES * 16 + 2) / 3))

/* A float a gradient may hold: finite, and small enough that blending two
 * of them stays finite (NOISE_CANVAS_MAX_COLOUR). */
static gboolean
colour_ok (gdouble v)
{
  return fabs (v) <= G_MAXFLOAT
         && fabsf ((gfloat) v) <= NOISE_CANVAS_MAX_COLOUR;
}

/* The compact form's floats (after the prefix) into values. */
static gboolean
gradient_parse_base64 (const gchar *text, GArray *values)
{
  gsize length = 0;
  guchar *bytes = noise_base64_strict (text, &length);
  gboolean ok = bytes && length % 4 == 0;

  for (gsize i = 0; ok && i < length; i += 4)
    {
      guint32 bits;
      gfloat f;

      memcpy (&bits, bytes + i, sizeof bits);
      bits = GUINT32_FROM_LE (bits);
      memcpy (&f, &bits, sizeof f);
      ok = colour_ok (f);
      if (ok)
        g_array_append_val (values, f);
    }
  g_free (bytes);
  return ok;
}

/* Whether a comma at p stands between two digits, as a decimal comma does
 * ("0,5"): the text would otherwise be read as two numbers. */
static gboolean
decimal_comma (const gchar *text, const gchar *p)
{
  return *p == ',' && p > text && g_ascii_isdigit (p[-1])
         && g_ascii_isdigit (p[1]);
}

/* Decimal numbers (C locale), separated by whitespace or by commas that
 * are not between digits, into values; *comma set when one is. */
static gboolean
gradient_parse_decimal (const gchar *text, GArray *values, gboolean *comma)
{
  const gchar *p = text;

  while (*p)
    {
      gchar *end;
      gdouble v;
      gfloat f;

      while (g_ascii_isspace (*p) || *p == ',')
        if (decimal_comma (text, p++))
          return !(*comma = TRUE);
      if (!*p)
        break;
      v = g_ascii_strtod (p, &end);
      if (end == p || !colour_ok (v) || values->len >= 4 * GRADIENT_MAX_SAMPLES)
        return FALSE;
      f = (gfloat) v;
      g_array_append_val (values, f);
      p = end;
    }
  return TRUE;
}

/* The gradient text as a table, four floats per sample: the compact form
 * (GRADIENT_BASE64), or decimal numbers; empty text is black to white.
 * NULL, or why not (translated, to free): every number must be finite and
 * at most NOISE_CANVAS_MAX_COLOUR in magnitude, they come in fours and
 * there are 2 to GRADIENT_MAX_SAMPLES samples. */
static gchar *
gradient_parse (const gchar *text, GArray *values)
{
  static const gfloat black_to_white[8] = { 0, 0, 0, 1, 1, 1, 1, 1 };
  const gchar *p = text ? text : "";
  gboolean ok, comma = FALSE;

  if (strlen (p) > GRADIENT_MAX_TEXT)
    ok = FALSE;
  else if (g_str_has_prefix (p, GRADIENT_BASE64))
    ok = gradient_parse_base64 (p + strlen (GRADIENT_BASE64), values);
  else
    {
      ok = gradient_parse_decimal (p, values, &comma);
      if (ok && values->len == 0)
        g_array_append_vals (values, black_to_white, 8);
    }
  if (comma)
    return g_strdup (_ ("The gradient property has a comma between digits: "
                        "write decimals with a point (0.5), and separate "
                        "numbers with spaces."));
  if (ok && values->len % 4 == 0 && values->len / 4 >= 2
      && values->len / 4 <= GRADIENT_MAX_SAMPLES)
    return NULL;
  return g_strdup_printf (_ ("The gradient property is not a list of 2 to "
                             "%d R G B A samples, each a number no larger "
                             "than %.0f in magnitude."),
                          GRADIENT_MAX_SAMPLES,
                          (double) NOISE_CANVAS_MAX_COLOUR);
}

static void
cache_free (OpCache *cache)
{
  if (!cache)
    return;
  g_free (cache->text);
  g_free (cache->table);
  g_free (cache->profile);
  g_free (cache->refusal);
  g_free (cache->gradient_why);
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
  cache->space = noise_profile_space (o->profile, &cache->why);

  values = g_array_new (FALSE, FALSE, sizeof (gfloat));
  cache->gradient_why = gradient_parse (o->gradient, values);
  if (!cache->gradient_why)
    {
      cache->samples = values->len / 4;
      cache->table = (gfloat *) g_array_free (values, FALSE);
      if (cache->reverse)
        reverse_samples (cache->table, cache->samples, 4);
    }
  else
    g_array_free (values, TRUE);
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

/* The properties as the render layer's settings: the table's one
 * conversion (settings.c), with what does not apply ignored by the table's
 * rules (noise_settings_resolve, which the procedure applies too, after
 * refusing what it refuses): no rotation with tiles, no tiles or loops for
 * the types that have neither, no tiles on a planet, no loops on a planet
 * of a type without a 4D form, no planet of a type without a 3D form, a
 * type's nearest dimensions, no warp whose type cannot warp what is left.
 * FALSE, with the reason in refusal, when the table cannot read them. */
static gboolean
canvas_settings (GeglOperation *operation, NoiseCanvasSettings *s,
                 gchar **refusal)
{
  const GeglProperties *o = GEGL_PROPERTIES (operation);
  NoiseSettingValues v;
  GError *error = NULL;

  if (!noise_settings_from_object (G_OBJECT (operation), TRUE, &v, &error))
    {
      *refusal = g_strdup (error->message);
      g_error_free (error);
      return FALSE;
    }
  *s = v.canvas;
  s->frame = o->frame;
  noise_settings_resolve (s);
  return TRUE;
}

/* A precision refusal, naming every property that moves pixels away
 * from the origin. */
static gchar *
precision_refusal (void)
{
  return g_strdup (
      _ ("Pixels lie farther from the origin than float precision resolves "
         "(2^23 pixels, or 2^23 cells of the finest octave): bring "
         "the offsets, canvas-x and canvas-y closer to 0, lower "
         "frequency, lacunarity or octaves, or make the canvas's height "
         "closer to its width."));
}

/* Whether float resolves every pixel of region (the layer GIMP renders
 * the filter over, moved by canvas-x and canvas-y), not only the canvas's:
 * a layer larger than the canvas, or canvas-x and -y far out, asks for
 * pixels beyond it.  Checked here so that such a filter is refused whole
 * rather than tile by tile (process checks each tile too). */
static gboolean
region_resolves (const GeglProperties *o, const NoiseCanvas *canvas,
                 const GeglRectangle *region)
{
  gint64 x0 = (gint64) region->x + o->canvas_x;
  gint64 y0 = (gint64) region->y + o->canvas_y;
  gint64 x1 = x0 + region->width - 1, y1 = y0 + region->height - 1;

  if (region->width <= 0 || region->height <= 0
      || gegl_rectangle_is_infinite_plane (region))
    return TRUE;
  return MIN (x0, y0) >= G_MININT && MAX (x1, y1) <= G_MAXINT
         && noise_canvas_resolves (canvas, (gint) x0, (gint) y0, (gint) x1,
                                   (gint) y1);
}

/* Why the render layer refused the properties, translated, naming them. */
static gchar *
canvas_refusal (const NoiseCanvasSettings *s, NoiseCanvasStatus status,
                NoiseStatus core)
{
  if (status == NOISE_CANVAS_ERROR_NOISE && core == NOISE_ERROR_TOP_FREQUENCY)
    return s->noise.detail != 0.0f
               ? g_strdup_printf (
                     _ ("The last octave's frequency (frequency x "
                        "lacunarity^(ceil(detail) - 1) = %g) is over %g: "
                        "lower frequency, lacunarity or detail."),
                     (double) noise_top_frequency (&s->noise),
                     (double) NOISE_MAX_FREQUENCY)
               : g_strdup_printf (
                     _ ("The last octave's frequency (frequency x "
                        "lacunarity^(octaves - 1) = %g) is over %g: lower "
                        "frequency, lacunarity or octaves."),
                     (double) noise_top_frequency (&s->noise),
                     (double) NOISE_MAX_FREQUENCY);
  if (status == NOISE_CANVAS_ERROR_NOISE
      && core == NOISE_ERROR_WARP_TOP_FREQUENCY)
    return g_strdup_printf (
        _ ("The warp's last octave's frequency (warp frequency x "
           "lacunarity^(warp octaves - 1) = %g) is over %g: lower the warp "
           "frequency, lacunarity or warp octaves."),
        (double) noise_warp_top_frequency (&s->noise),
        (double) NOISE_MAX_FREQUENCY);
  if (status == NOISE_CANVAS_ERROR_NOISE && core == NOISE_ERROR_FLAT)
    return g_strdup (noise_settings_flat_refusal ());
  if (status == NOISE_CANVAS_ERROR_NOISE)
    return g_strdup_printf (_ ("Invalid noise settings: %s."),
                            noise_status_string (core));
  if (status == NOISE_CANVAS_ERROR_PRECISION)
    return precision_refusal ();
  return g_strdup_printf (_ ("Invalid settings: %s."),
                          noise_canvas_status_string (status));
}

/* The canvas for the current properties, into the cache; not ready, with
 * the refusal, when the gradient, the profile or the render layer refuse
 * them.  Nothing is printed here: GEGL prepares after every property set,
 * also on the way to settings that apply (process warns). */
static void
prepare_canvas (GeglOperation *operation, OpCache *cache,
                const GeglRectangle *region)
{
  const GeglProperties *o = GEGL_PROPERTIES (operation);
  NoiseCanvasSettings s;
  NoiseCanvasPixels px = { 3, 1, cache->table, cache->samples };
  NoiseCanvasStatus status = NOISE_CANVAS_OK;
  NoiseStatus core = NOISE_OK;
  gchar *refusal = NULL;

  cache->ready = FALSE;
  if (cache->gradient_why)
    refusal = g_strdup (cache->gradient_why);
  else if (!cache->space)
    refusal = g_strdup (cache->why);
  else if (canvas_settings (operation, &s, &refusal))
    {
      status = noise_canvas_prepare (&s, o->width, o->height, &px,
                                     &cache->canvas, &core);
      if (status != NOISE_CANVAS_OK)
        refusal = canvas_refusal (&s, status, core);
      else if (region && !region_resolves (o, &cache->canvas, region))
        refusal = precision_refusal ();
    }
  cache->ready = !refusal;
  if (g_strcmp0 (refusal, cache->refusal) != 0)
    g_atomic_int_set (&cache->warned, 0);
  g_free (cache->refusal);
  cache->refusal = refusal;
}

/* Process's refusal: once per node and refusal, a message with its
 * reason (GEGL prepares before processing, so this is a render of settings
 * that do not apply, not a step on the way to them).  It goes to GEGL's log
 * domain at message level: GIMP hands the messages of that domain (among
 * its own) to its message system, which shows them to the user (a "GIMP
 * Message" dialog, or the Error Console), whereas under its default debug
 * policy it prints warnings on its terminal only (app/errors.c,
 * app/gimp-log.c); the gegl command prints it.  Safe from GEGL's worker
 * threads: GIMP shows a message not its own from an idle. */
static void
warn_refusal (OpCache *cache, const gchar *refusal)
{
  if (g_atomic_int_compare_and_exchange (&cache->warned, 0, 1))
    g_log ("GEGL", G_LOG_LEVEL_MESSAGE, NOISE_OP_NAME ": %s %s", refusal,
           _ ("The output is transparent."));
}

static gboolean
is_linear (const Babl *format)
{
  const char *encoding = babl_format_get_encoding (format);
  return !strchr (encoding, '\'') && !strchr (encoding, '~');
}

/* The format the output is given in: the rendered one, or, when the layer
 * under the filter (the input) is RGBA float in the other encoding, that
 * one, converted in place by process.  Otherwise GEGL would convert the
 * whole output into a second layer-sized buffer when GIMP merges it: a
 * filter on a linear image with the default perceptual gradient cost about
 * one more layer of memory (issue 21).  The conversion is babl's, the one
 * GEGL would make, so the pixels are the same. */
static const Babl *
layer_format (GeglOperation *operation, const Babl *render)
{
  const Babl *layer = gegl_operation_get_source_format (operation, "input");

  if (!layer || is_linear (layer) == is_linear (render)
      || babl_format_get_type (layer, 0) != babl_type ("float")
      || babl_format_get_n_components (layer) != 4
      || !babl_format_has_alpha (layer))
    return render;
  return babl_format_with_space (is_linear (render) ? "R'G'B'A float"
                                                    : "RGBA float",
                                 babl_format_get_space (render));
}

static void
prepare (GeglOperation *operation)
{
  GeglProperties *o = GEGL_PROPERTIES (operation);
  OpCache *cache;
  const Babl *render, *format;

  cache_update (o);
  cache = o->user_data;
  prepare_canvas (operation, cache,
                  gegl_operation_source_get_bounding_box (operation, "input"));
  /* The input, which process does not read, takes the output's format. */
  render = output_format (o, cache->space);
  format = layer_format (operation, render);
  cache->to_layer = format != render ? babl_fish (render, format) : NULL;
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
 * canvas pixels would leave the int range, or lie where float does not
 * resolve them (noise_canvas_resolves), stays transparent, with the
 * message.
 *
 * The operation has an input, which it does not read: GIMP composites the
 * output of an operation without one over the layer (NORMAL mode), but
 * replaces the layer with the output of one that has (REPLACE): no
 * layer-sized composite, so a merge costs what the noise costs
 * (BENCHMARKS.md). */
static gboolean
process (GeglOperation *operation, void *in_buf G_GNUC_UNUSED, void *out_buf,
         glong n_pixels, const GeglRectangle *roi, gint level)
{
  const GeglProperties *o = GEGL_PROPERTIES (operation);
  OpCache *cache = o->user_data;
  const NoiseCanvas *canvas = &cache->canvas;
  gint step = 1 << CLAMP (level, 0, 16); /* GEGL keeps 8 levels */
  gint64 x0 = (gint64) roi->x * step + o->canvas_x;
  gint64 y0 = (gint64) roi->y * step + o->canvas_y;
  gint64 x1 = x0 + (gint64) (roi->width - 1) * step;
  gint64 y1 = y0 + (gint64) (roi->height - 1) * step;
  gfloat *out = out_buf;
  const gchar *refusal = cache->refusal;
  gchar *precision = NULL;

  if (!refusal
      && (level != CLAMP (level, 0, 16) || MIN (x0, y0) < G_MININT
          || MAX (x1, y1) > G_MAXINT
          || !noise_canvas_resolves (canvas, (gint) x0, (gint) y0, (gint) x1,
                                     (gint) y1)))
    refusal = precision = precision_refusal ();
  if (refusal)
    {
      warn_refusal (cache, refusal);
      g_free (precision);
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
  if (cache->to_layer)
    babl_process (cache->to_layer, out_buf, out_buf, n_pixels);
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
      operation_class, "name", NOISE_OP_NAME, "title",
      _ ("Procedural Noise (live filter)"), "categories", "render",
      "position-dependent", "true", "description",
      _ ("Value, Perlin and simplex noise in 1 to 4 dimensions with fractal "
         "sums, seamless tiles, looping frames, colours through a "
         "gradient, heights or normal maps: the noise-render plug-in's "
         "pixels as an editable filter"),
      NULL);
#if NOISE_OP_VERSION != 1
  gegl_operation_class_set_keys (
      operation_class, "gimp:menu-path", "<Image>/Filters/Render/Noise",
      "gimp:menu-label", _ ("Procedural Noise (_Live Filter)..."), NULL);
#endif
}

#endif
