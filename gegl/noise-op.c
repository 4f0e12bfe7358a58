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
 *                  in base64 (settings/gradient-text.h, which the
 *                  plug-in writes it with).
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
 * (warn_refusal).
 *
 * This file is the operation: its properties, which GEGL's chant reads
 * here (GEGL_OP_C_SOURCE), and its methods.  Beside it: op-cache.c, what
 * prepare keeps for process; op-format.c, the babl formats it renders
 * and hands over in; the texts of its refusals are settings/refusal.c's,
 * which the procedure shows too. */
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
#include "noise-op.h"
#include "op-cache.h"
#include "op-format.h"
#include "op-properties.h"
#include "refusal.h"

#ifdef GEGL_PROPERTIES

/* clang-format off */

/* The settings the procedure shares, from the table (settings.h, through
 * op-properties.h): types, ranges, defaults, labels and help.  Their
 * "unit" and "sensitive" metas come from it in class_init (set_metas). */
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
#include <string.h>

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

/* The canvas for the current properties, into the cache; not ready, with
 * the refusal, when the gradient, the profile or the render layer refuse
 * them.  Nothing is printed here: GEGL prepares after every property set,
 * also on the way to settings that apply (process warns). */
static void
prepare_canvas (GeglOperation *operation, NoiseOpCache *cache,
                const GeglRectangle *region)
{
  const GeglProperties *o = GEGL_PROPERTIES (operation);
  NoiseCanvasSettings s;
  NoiseCanvasPixels px = { 3, 1, cache->table, cache->samples };
  NoiseCanvasRefusal why;
  gchar *refusal = NULL;

  cache->ready = FALSE;
  if (noise_op_cache_input_refusal (cache))
    refusal = g_strdup (noise_op_cache_input_refusal (cache));
  else if (canvas_settings (operation, &s, &refusal))
    {
      if (noise_canvas_prepare (&s, o->width, o->height, &px, &cache->canvas,
                                &why)
          != NOISE_CANVAS_OK)
        refusal = noise_refusal_message (&why, &s);
      else if (region && !region_resolves (o, &cache->canvas, region))
        {
          noise_refusal_beyond (&why, o->width, o->height);
          refusal = noise_refusal_message (&why, &s);
        }
    }
  noise_op_cache_set_refusal (cache, refusal);
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
warn_refusal (NoiseOpCache *cache, const gchar *refusal)
{
  if (noise_op_cache_first_warning (cache))
    g_log ("GEGL", G_LOG_LEVEL_MESSAGE, NOISE_OP_NAME ": %s %s", refusal,
           _ ("The output is transparent."));
}

static void
prepare (GeglOperation *operation)
{
  GeglProperties *o = GEGL_PROPERTIES (operation);
  NoiseOpCache *cache;
  const Babl *render, *format;

  cache = o->user_data = noise_op_cache_update (
      o->user_data, o->gradient, o->reverse_gradient, o->profile);
  prepare_canvas (operation, cache,
                  gegl_operation_source_get_bounding_box (operation, "input"));
  /* The input, which process does not read, takes the output's format. */
  render = noise_op_render_format (
      (NoiseOutput) o->output_type,
      o->gradient_blend == NOISE_RENDER_OP_BLEND_LINEAR, cache->space);
  format = noise_op_layer_format (
      gegl_operation_get_source_format (operation, "input"), render);
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
  NoiseOpCache *cache = o->user_data;
  const NoiseCanvas *canvas = &cache->canvas;
  gint step = 1 << CLAMP (level, 0, 16); /* GEGL keeps 8 levels */
  gint64 x0 = (gint64) roi->x * step + o->canvas_x;
  gint64 y0 = (gint64) roi->y * step + o->canvas_y;
  gint64 x1 = x0 + (gint64) (roi->width - 1) * step;
  gint64 y1 = y0 + (gint64) (roi->height - 1) * step;
  gfloat *out = out_buf;
  const gchar *refusal = cache->refusal;
  gchar *precision = NULL;
  NoiseCanvasRefusal beyond;

  if (!refusal
      && (level != CLAMP (level, 0, 16) || MIN (x0, y0) < G_MININT
          || MAX (x1, y1) > G_MAXINT
          || !noise_canvas_resolves (canvas, (gint) x0, (gint) y0, (gint) x1,
                                     (gint) y1)))
    {
      noise_refusal_beyond (&beyond, o->width, o->height);
      refusal = precision = noise_refusal_message (&beyond, NULL);
    }
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

  noise_op_cache_free (o->user_data);
  o->user_data = NULL;
  G_OBJECT_CLASS (gegl_op_parent_class)->finalize (object);
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
  noise_op_limit_seed (object_class);
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
