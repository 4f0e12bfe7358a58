/* filter.c — the render as a live filter (see filter.h). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "filter.h"
#include "gradient-text.h"
#include "render.h"

#define FILTER_OPERATION "noise-render:noise-2"
/* As the baked render samples its gradient (render.c). */
#define FILTER_GRADIENT_SAMPLES 1024

/* The gradient as the operation's text (settings/gradient-text.h): RGBA
 * floats per sample in the encoding the baked render blends colours in
 * for this drawable, in the compact form: every float exactly, with
 * nothing to print or parse per number. */
static gchar *
gradient_text (const NoiseRenderParams *params, const Babl *format)
{
  GeglColor **colors;
  gfloat *rgba;
  gsize samples = 0;
  gchar *text;

  if (!params->gradient)
    return g_strdup ("");
  colors = gimp_gradient_get_uniform_samples (
      params->gradient, FILTER_GRADIENT_SAMPLES, params->reverse_gradient);
  while (colors && colors[samples])
    samples++;
  rgba = g_new (gfloat, 4 * MAX (samples, 1));
  for (gsize i = 0; i < samples; i++)
    gegl_color_get_pixel (colors[i], format, rgba + 4 * i);
  gimp_color_array_free (colors);
  /* No samples: empty text, the operation's black to white. */
  text = noise_gradient_text_encode (rgba, samples);
  g_free (rgba);
  return text;
}

/* The RGBA format of the baked render's colours for drawable: its space,
 * linear or perceptual as the drawable is. */
static const Babl *
colour_format (GimpDrawable *drawable, gboolean *linear)
{
  const Babl *baked = noise_render_format (NOISE_OUTPUT_COLOUR, drawable);
  const char *encoding = babl_format_get_encoding (baked);

  *linear = noise_encoding_name_is_linear (encoding);
  return babl_format_with_space (*linear ? "RGBA float" : "R'G'B'A float",
                                 babl_format_get_space (baked));
}

/* The drawable's colour space as the operation's profile property: empty
 * for sRGB, else its ICC profile in base64. */
static gchar *
profile_text (GimpDrawable *drawable)
{
  const Babl *space
      = babl_format_get_space (gimp_drawable_get_format (drawable));
  const char *icc;
  int length = 0;

  if (space == babl_space ("sRGB"))
    return g_strdup ("");
  icc = babl_space_get_icc (space, &length);
  return g_base64_encode ((const guchar *) icc, (gsize) length);
}

/* The operation's properties for params: the table's settings as the
 * procedure's arguments hold them (settings.h), then the operation's own:
 * the gradient's samples (already reversed), the canvas, the profile. */
static void
set_properties (GimpDrawableFilterConfig *config,
                const NoiseRenderParams *params, GimpProcedureConfig *arguments,
                GimpDrawable *drawable, gint frame)
{
  gboolean linear;
  const Babl *format = colour_format (drawable, &linear);
  gchar *gradient = gradient_text (params, format);
  gchar *profile = profile_text (drawable);
  gint x, y, width, height;

  /* GIMP renders the filter from the selection's corner (its filter
   * region); the canvas is the drawable's, as when baking. */
  gimp_drawable_mask_intersect (drawable, &x, &y, &width, &height);
  noise_settings_copy (G_OBJECT (arguments), FALSE, G_OBJECT (config), TRUE);
  g_object_set (config, "gradient", gradient, "reverse-gradient", FALSE,
                "gradient-blend", linear ? "linear" : "perceptual", "frame",
                frame, "width", gimp_drawable_get_width (drawable), "height",
                gimp_drawable_get_height (drawable), "canvas-x", x, "canvas-y",
                y, "profile", profile, NULL);
  g_free (gradient);
  g_free (profile);
}

/* A new filter of the operation for drawable, not yet on it, or NULL with
 * the reason there can be none: the drawable is not an RGB layer, or GIMP
 * has no such operation.  GIMP's core would also report its own failure
 * (an error dialog in the GUI); the caller says why instead. */
static GimpDrawableFilter *
new_filter (GimpDrawable *drawable, GError **error)
{
  GimpPlugIn *plug_in = gimp_get_plug_in ();
  GimpPDBErrorHandler handler = gimp_plug_in_get_pdb_error_handler (plug_in);
  GimpDrawableFilter *filter;

  /* Only layers carry filters; the operation renders RGB. */
  if (!GIMP_IS_LAYER (drawable) || gimp_drawable_is_gray (drawable))
    {
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("A live filter needs an RGB layer: the noise is baked "
                      "into the pixels instead."));
      return NULL;
    }
  gimp_plug_in_set_pdb_error_handler (plug_in, GIMP_PDB_ERROR_HANDLER_PLUGIN);
  filter = gimp_drawable_filter_new (drawable, FILTER_OPERATION,
                                     _ ("Procedural Noise"));
  gimp_plug_in_set_pdb_error_handler (plug_in, handler);
  if (!filter)
    g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                 _ ("The live filter noise-render:noise-2 is not installed "
                    "in GIMP (see the README): the noise is baked into the "
                    "pixels instead."));
  return filter;
}

gboolean
noise_render_filter_possible (GimpDrawable *drawable, GError **error)
{
  GimpDrawableFilter *filter = new_filter (drawable, error);

  if (!filter)
    return FALSE;
  gimp_drawable_filter_delete (filter);
  return TRUE;
}

gboolean
noise_render_append_filter (const NoiseRenderParams *params,
                            GimpProcedureConfig *config, GimpDrawable *drawable,
                            gint frame, GError **error)
{
  GimpDrawableFilter *filter = new_filter (drawable, error);

  if (!filter)
    return FALSE;
  set_properties (gimp_drawable_filter_get_config (filter), params, config,
                  drawable, frame);
  gimp_drawable_filter_set_blend_mode (filter, GIMP_LAYER_MODE_REPLACE);
  gimp_drawable_filter_set_opacity (filter, 1.0);
  gimp_drawable_append_filter (drawable, filter);
  return TRUE;
}
