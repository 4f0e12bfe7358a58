/* render.c — the GIMP side of a render: the pixel format from the output
 * table, the gradient sampled into a float table, and the threaded fill of
 * a drawable through its shadow buffer.  The pixels come from the render
 * layer (render/canvas.c). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "render.h"

/* Gradient samples; between them the canvas interpolates linearly. */
#define GRADIENT_SAMPLES 1024

struct _NoiseRenderJob
{
  const Babl *format;
  gfloat *gradient; /* GRADIENT_SAMPLES x components, or NULL */
  gint frames;
  NoiseCanvas *canvases; /* one per frame */
  gdouble thread_cost;   /* pixels a thread's start-up is worth */
};

void
noise_render_gegl_init (GimpRunMode run_mode)
{
  gchar *path;

  /* The dialog keeps GEGL whole, for whatever GIMP's widgets may ask. */
  if (run_mode == GIMP_RUN_INTERACTIVE)
    {
      gegl_init (NULL, NULL);
      return;
    }
  /* GEGL loads its modules from GEGL_PATH alone when that is set (at
   * gegl_init only): an empty one loads none.  The user's value comes back
   * afterwards. */
  path = g_strdup (g_getenv ("GEGL_PATH"));
  g_setenv ("GEGL_PATH", "", TRUE);
  gegl_init (NULL, NULL);
  if (path)
    g_setenv ("GEGL_PATH", path, TRUE);
  else
    g_unsetenv ("GEGL_PATH");
  g_free (path);
}

const Babl *
noise_render_format (NoiseOutput output, GimpDrawable *drawable)
{
  const Babl *own = gimp_drawable_get_format (drawable);
  const Babl *space = babl_format_get_space (own);
  gboolean alpha = gimp_drawable_has_alpha (drawable);
  gboolean linear;
  gchar name[32];

  switch (noise_output_info (output)->encoding)
    {
    case NOISE_ENCODING_LINEAR: linear = TRUE; break;
    case NOISE_ENCODING_PERCEPTUAL: linear = FALSE; break;
    default:
      linear = noise_encoding_name_is_linear (babl_format_get_encoding (own));
      break;
    }
  g_snprintf (name, sizeof name, "%s%s float",
              gimp_drawable_is_gray (drawable) ? (linear ? "Y" : "Y'")
                                               : (linear ? "RGB" : "R'G'B'"),
              alpha ? "A" : "");
  return babl_format_with_space (name, space);
}

/* The gradient as GRADIENT_SAMPLES colours in format, or NULL when GIMP
 * gives none (a gradient deleted since the config was read, say). */
static gfloat *
sample_gradient (const NoiseRenderParams *params, const Babl *format)
{
  gint components = babl_format_get_n_components (format);
  GeglColor **colors = gimp_gradient_get_uniform_samples (
      params->gradient, GRADIENT_SAMPLES, params->reverse_gradient);
  gfloat *table = NULL;

  if (colors
      && gimp_core_object_array_get_length ((GObject **) colors)
             == GRADIENT_SAMPLES)
    {
      table = g_new0 (gfloat, GRADIENT_SAMPLES * components);
      for (gint i = 0; i < GRADIENT_SAMPLES; i++)
        gegl_color_get_pixel (colors[i], format, table + i * components);
    }
  if (colors)
    gimp_color_array_free (colors);
  return table;
}

/* Prepares the canvas of every frame; FALSE with the refusal as an error. */
static gboolean
prepare_frames (NoiseRenderJob *job, const NoiseRenderParams *params,
                const NoiseCanvasPixels *pixels, gint width, gint height,
                GError **error)
{
  NoiseCanvasSettings settings = params->canvas;
  job->frames = MAX (settings.frames, 1);
  job->canvases = g_new (NoiseCanvas, job->frames);
  for (gint frame = 0; frame < job->frames; frame++)
    {
      NoiseCanvasRefusal refusal;
      settings.frame = frame;
      if (noise_canvas_prepare (&settings, width, height, pixels,
                                &job->canvases[frame], &refusal)
          != NOISE_CANVAS_OK)
        {
          noise_render_params_refusal (params, &refusal, error);
          return FALSE;
        }
    }
  return TRUE;
}

NoiseRenderJob *
noise_render_job_new (const NoiseRenderParams *params, GimpDrawable *drawable,
                      GimpPDBStatusType *status, GError **error)
{
  NoiseRenderJob *job = g_new0 (NoiseRenderJob, 1);
  const NoiseOutputInfo *output = noise_output_info (params->canvas.output);
  NoiseCanvasPixels pixels
      = { gimp_drawable_is_gray (drawable) ? 1 : 3,
          gimp_drawable_has_alpha (drawable) ? 1 : 0, NULL, 0 };

  job->format = noise_render_format (params->canvas.output, drawable);
  /* Starting a thread costs roughly a hundred single-octave samples. */
  job->thread_cost = 100.0 / noise_octave_count (&params->canvas.noise);
  if (output->uses_gradient && params->gradient)
    {
      job->gradient = sample_gradient (params, job->format);
      if (!job->gradient)
        {
          *status = GIMP_PDB_EXECUTION_ERROR;
          g_set_error (
              error, GIMP_PLUG_IN_ERROR, 0,
              _ ("GIMP gave no colours for the gradient '%s'."),
              gimp_resource_get_name (GIMP_RESOURCE (params->gradient)));
          noise_render_job_free (job);
          return NULL;
        }
      pixels.gradient = job->gradient;
      pixels.gradient_samples = GRADIENT_SAMPLES;
    }
  if (!prepare_frames (job, params, &pixels, gimp_drawable_get_width (drawable),
                       gimp_drawable_get_height (drawable), error))
    {
      *status = GIMP_PDB_CALLING_ERROR;
      noise_render_job_free (job);
      return NULL;
    }
  return job;
}

void
noise_render_job_free (NoiseRenderJob *job)
{
  if (!job)
    return;
  g_free (job->gradient);
  g_free (job->canvases);
  g_free (job);
}

const Babl *
noise_render_job_format (const NoiseRenderJob *job)
{
  return job->format;
}

const NoiseCanvas *
noise_render_job_canvas (const NoiseRenderJob *job, gint frame)
{
  return &job->canvases[CLAMP (frame, 0, job->frames - 1)];
}

typedef struct
{
  NoiseRenderRowFunc fill_row;
  gconstpointer data;
  gint components;
  GeglBuffer *buffer;
  const Babl *format;
} FillArea;

/* One worker's share: its own iterator over its sub-area of the shadow
 * buffer (tile writes from several threads are safe there). */
static void
fill_area (const GeglRectangle *area, gpointer data)
{
  const FillArea *fill = data;
  GeglBufferIterator *iter;

  iter = gegl_buffer_iterator_new (fill->buffer, area, 0, fill->format,
                                   GEGL_ACCESS_WRITE, GEGL_ABYSS_NONE, 1);
  while (gegl_buffer_iterator_next (iter))
    {
      const GeglRectangle *roi = &iter->items[0].roi;
      gfloat *out = iter->items[0].data;
      gint stride = roi->width * fill->components;

      for (gint row = 0; row < roi->height; row++)
        fill->fill_row (fill->data, roi->x, roi->y + row, roi->width,
                        out + row * stride);
    }
}

/* Pixels per band: enough that a band's round trip and thread start-up
 * are noise, few enough that memory stays bounded on huge layers (two
 * bands are held at once). */
#define BAND_BYTES (32 << 20)

/* The end of the band starting at row `start`: about BAND_BYTES, at least
 * one tile row, ending on a tile boundary (absolute, as GIMP's tiles are)
 * so that no tile is written through two buffers. */
static gint
band_end (gint start, gint end, gsize row_bytes)
{
  gint tile = (gint) gimp_tile_height ();
  gint rows = (gint) MAX ((gsize) 1, BAND_BYTES / MAX (row_bytes, 1));
  gint stop = (start + MAX (rows, tile)) / tile * tile;
  return CLAMP (stop, start + 1, end);
}

/* A band of rows, filled into a shadow buffer of its own by a thread of
 * its own, which shares it out to GEGL's workers. */
typedef struct
{
  FillArea fill;
  GeglRectangle area;
  gdouble thread_cost;
  GThread *thread; /* NULL when joined, or when the band was filled inline */
} Band;

static gpointer
fill_band (gpointer data)
{
  Band *band = data;
  gegl_parallel_distribute_area (&band->area, band->thread_cost,
                                 GEGL_SPLIT_STRATEGY_AUTO, fill_area,
                                 &band->fill);
  return NULL;
}

/* Starts filling area of drawable; on the main thread, which gets the
 * buffer from GIMP.  Where no thread can start, fills it here. */
static void
band_start (Band *band, GimpDrawable *drawable, const GeglRectangle *area)
{
  band->area = *area;
  band->fill.buffer = gimp_drawable_get_shadow_buffer (drawable);
  band->thread = g_thread_try_new ("noise-render-band", fill_band, band, NULL);
  if (!band->thread)
    fill_band (band);
}

/* Waits until the band (if any) is filled. */
static void
band_join (Band *band)
{
  if (band && band->thread)
    g_thread_join (band->thread);
  if (band)
    band->thread = NULL;
}

/* Releases a filled band's buffer, which sends its tiles to GIMP and frees
 * them; main thread only. */
static void
band_send (Band *band)
{
  if (band)
    g_clear_object (&band->fill.buffer);
}

gboolean
noise_render_fill_drawable (GimpDrawable *drawable, const Babl *format,
                            NoiseRenderRowFunc fill_row, gconstpointer data,
                            gdouble thread_cost)
{
  gint x, y, width, height;
  FillArea fill
      = { fill_row, data, babl_format_get_n_components (format), NULL, format };
  Band bands[2] = { { fill, { 0 }, thread_cost, NULL },
                    { fill, { 0 }, thread_cost, NULL } };
  Band *previous = NULL;
  gsize row_bytes;

  if (!gimp_drawable_mask_intersect (drawable, &x, &y, &width, &height))
    return TRUE;
  row_bytes = (gsize) width * babl_format_get_bytes_per_pixel (format);

  /* Band by band, sending one while filling the next: the main thread, the
   * only one allowed to talk to GIMP, starts a band, then sends the band
   * before it (the transfer waits on GIMP more than it computes, so the
   * two overlap) and reports progress.  The plug-in never holds more than
   * two bands, about 64 MiB, even at 16k x 16k. */
  for (gint start = y; start < y + height;)
    {
      Band *band = previous == bands ? bands + 1 : bands;
      gint stop = band_end (start, y + height, row_bytes);
      GeglRectangle area = { x, start, width, stop - start };

      band_join (previous);
      band_start (band, drawable, &area);
      band_send (previous);
      if (previous)
        gimp_progress_update ((gdouble) (start - y) / height);
      previous = band;
      start = stop;
    }
  band_join (previous);
  band_send (previous);

  /* Refused for locked pixels, say: the render did not happen. */
  if (!gimp_drawable_merge_shadow (drawable, TRUE))
    return FALSE;
  gimp_drawable_update (drawable, x, y, width, height);
  gimp_progress_update (1.0);
  return TRUE;
}

static void
fill_canvas_row (gconstpointer canvas, gint x, gint y, gint n, gfloat *out)
{
  noise_canvas_fill_row (canvas, x, y, n, out);
}

gboolean
noise_render_drawable (const NoiseRenderJob *job, gint frame,
                       GimpDrawable *drawable)
{
  gimp_progress_init (_ ("Rendering noise"));
  return noise_render_fill_drawable (drawable, job->format, fill_canvas_row,
                                     noise_render_job_canvas (job, frame),
                                     job->thread_cost);
}
