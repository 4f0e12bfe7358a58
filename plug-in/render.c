/* render.c — pixels from noise: mapping pixel positions to noise space,
 * noise values to colours, heights or normals, and the threaded fill of a
 * drawable through its shadow buffer. */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "render.h"

/* Gradient samples; between them the colour is interpolated linearly. */
#define GRADIENT_SAMPLES 1024
/* Largest run of pixels computed at once (bounds the scratch buffers). */
#define RUN 256

struct _NoiseRenderJob
{
  NoiseState state;
  NoiseRenderOutput output;
  gint components; /* per pixel: colour channels, then alpha if any */
  gboolean alpha;
  /* Noise-space point of pixel (x, y): origin + y * down + x * across,
   * each step in float exactly so (see row_origin). */
  gfloat origin[4], across[4], down[4];
  /* Normal map: slopes per cell from derivatives per pixel. */
  gfloat normal_scale;
  gfloat *gradient; /* GRADIENT_SAMPLES x components */
};

/* Whether a format stores light linearly (GIMP's "linear" precisions). */
static gboolean
is_linear (const Babl *format)
{
  const char *encoding = babl_format_get_encoding (format);
  return !strchr (encoding, '\'') && !strchr (encoding, '~');
}

const Babl *
noise_render_format (const NoiseRenderParams *params, GimpDrawable *drawable)
{
  const Babl *own = gimp_drawable_get_format (drawable);
  const Babl *space = babl_format_get_space (own);
  gboolean alpha = gimp_drawable_has_alpha (drawable);
  gboolean linear;
  gchar name[32];

  switch (params->output)
    {
    case NOISE_RENDER_OUTPUT_HEIGHT: linear = TRUE; break;
    /* Normals are data: stored so that an 8-bit export holds n/2 + 1/2. */
    case NOISE_RENDER_OUTPUT_NORMAL_MAP: linear = FALSE; break;
    /* Colours in the drawable's own encoding: no conversion per pixel,
     * only of the gradient table. */
    default: linear = is_linear (own); break;
    }
  g_snprintf (name, sizeof name, "%s%s float",
              gimp_drawable_is_gray (drawable) ? (linear ? "Y" : "Y'")
                                               : (linear ? "RGB" : "R'G'B'"),
              alpha ? "A" : "");
  return babl_format_with_space (name, space);
}

/* Rotation by Euler angles in degrees, applied about z, then x, then y
 * (Unity's order, as in seed 001's rotated quad): m = Ry Rx Rz. */
static void
rotation_matrix (const gdouble *degrees, gdouble m[3][3])
{
  gdouble r[3], c[3], s[3];
  for (int a = 0; a < 3; a++)
    {
      r[a] = degrees[a] * G_PI / 180.0;
      c[a] = cos (r[a]);
      s[a] = sin (r[a]);
    }
  /* Ry * Rx * Rz written out. */
  m[0][0] = c[1] * c[2] + s[1] * s[0] * s[2];
  m[0][1] = -c[1] * s[2] + s[1] * s[0] * c[2];
  m[0][2] = s[1] * c[0];
  m[1][0] = c[0] * s[2];
  m[1][1] = c[0] * c[2];
  m[1][2] = -s[0];
  m[2][0] = -s[1] * c[2] + c[1] * s[0] * s[2];
  m[2][1] = s[1] * s[2] + c[1] * s[0] * c[2];
  m[2][2] = c[1] * c[0];
}

/* The sampling plane: like seed 001's quad, centred on the origin and one
 * unit wide, the drawable's width spanning one unit, so the frequency
 * counts cells across the width whatever the resolution.  Pixel centres
 * sample, and the offsets move the plane in cells of the first octave. */
static void
set_mapping (NoiseRenderJob *job, const NoiseRenderParams *params, gint width,
             gint height)
{
  gdouble m[3][3], u0 = 0.5 / width - 0.5;
  gdouble v0 = 0.5 / width - 0.5 * height / width;
  gdouble f = params->noise.frequency;

  rotation_matrix (params->rotation, m);
  for (int a = 0; a < 3; a++)
    {
      job->origin[a]
          = (gfloat) (m[a][0] * u0 + m[a][1] * v0 + params->offset[a] / f);
      job->across[a] = (gfloat) (m[a][0] / width);
      job->down[a] = (gfloat) (m[a][1] / width);
    }
  job->origin[3] = (gfloat) (params->offset[3] / f);
  job->across[3] = job->down[3] = 0.0f;

  /* d value / d pixel times pixels per cell = slope per cell; the height
   * is (value + 1) / 2, hence the half. */
  job->normal_scale = (gfloat) (0.5 * params->normal_strength * width / f);
}

static gfloat *
sample_gradient (const NoiseRenderParams *params, const Babl *format,
                 gint components)
{
  gfloat *table = g_new0 (gfloat, GRADIENT_SAMPLES * components);
  GeglColor **colors;

  if (params->output != NOISE_RENDER_OUTPUT_COLOUR || !params->gradient)
    return table;
  colors = gimp_gradient_get_uniform_samples (
      params->gradient, GRADIENT_SAMPLES, params->reverse_gradient);
  for (gint i = 0; colors && colors[i] && i < GRADIENT_SAMPLES; i++)
    gegl_color_get_pixel (colors[i], format, table + i * components);
  gimp_color_array_free (colors);
  return table;
}

NoiseRenderJob *
noise_render_job_new (const NoiseRenderParams *params, gint width, gint height,
                      const Babl *format)
{
  NoiseRenderJob *job = g_new0 (NoiseRenderJob, 1);

  if (noise_prepare (&params->noise, &job->state) != NOISE_OK)
    g_return_val_if_reached ((g_free (job), NULL));
  job->output = params->output;
  job->components = babl_format_get_n_components (format);
  job->alpha = babl_format_has_alpha (format);
  set_mapping (job, params, width, height);
  job->gradient = sample_gradient (params, format, job->components);
  return job;
}

void
noise_render_job_free (NoiseRenderJob *job)
{
  if (!job)
    return;
  g_free (job->gradient);
  g_free (job);
}

gint
noise_render_job_components (const NoiseRenderJob *job)
{
  return job->components;
}

/* value in [-1, 1] to a colour from the table, linearly between samples. */
static void
map_colour (const NoiseRenderJob *job, gfloat value, gfloat *pixel)
{
  gint n = job->components;
  gfloat t = (value + 1.0f) * 0.5f * (GRADIENT_SAMPLES - 1);
  gint i = CLAMP ((gint) t, 0, GRADIENT_SAMPLES - 2);
  gfloat w = CLAMP (t - (gfloat) i, 0.0f, 1.0f);
  const gfloat *a = job->gradient + i * n, *b = a + n;

  for (gint c = 0; c < n; c++)
    pixel[c] = a[c] + (b[c] - a[c]) * w;
}

static void
map_height (const NoiseRenderJob *job, gfloat value, gfloat *pixel)
{
  gfloat h = (value + 1.0f) * 0.5f;
  gint channels = job->components - job->alpha;
  for (gint c = 0; c < channels; c++)
    pixel[c] = h;
  if (job->alpha)
    pixel[channels] = 1.0f;
}

/* The normal of the height field from its derivatives along the image
 * axes; image y points down, the map's green points up (OpenGL). */
static void
map_normal (const NoiseRenderJob *job, const gfloat *gradient, gfloat *pixel)
{
  gfloat sx = 0.0f, sy = 0.0f;
  for (int a = 0; a < 4; a++)
    {
      sx += gradient[a] * job->across[a];
      sy += gradient[a] * job->down[a];
    }
  gfloat nx = -sx * job->normal_scale, ny = sy * job->normal_scale;
  gfloat inv = 1.0f / sqrtf (nx * nx + ny * ny + 1.0f);
  pixel[0] = nx * inv * 0.5f + 0.5f;
  pixel[1] = ny * inv * 0.5f + 0.5f;
  pixel[2] = inv * 0.5f + 0.5f;
  if (job->alpha)
    pixel[3] = 1.0f;
}

/* The noise-space point of column 0 of row y. */
static void
row_origin (const NoiseRenderJob *job, gint y, gfloat *origin)
{
  for (int a = 0; a < 4; a++)
    origin[a] = job->origin[a] + (gfloat) y * job->down[a];
}

/* Pixels x .. x + n - 1 of row y, or the n pixels columns[] of it. */
static void
fill_pixels (const NoiseRenderJob *job, gint x, const gint *columns, gint y,
             gint n, gfloat *out)
{
  gfloat origin[4], values[RUN], derivatives[4 * RUN];
  gboolean normals = job->output == NOISE_RENDER_OUTPUT_NORMAL_MAP;
  gint stride = job->components;

  row_origin (job, y, origin);
  for (gint done = 0; done < n; done += RUN)
    {
      gint run = MIN (RUN, n - done);
      if (columns)
        noise_fill_columns (&job->state, origin, job->across, columns + done,
                            run, values, normals ? derivatives : NULL);
      else
        noise_fill_row (&job->state, origin, job->across, x + done, run, values,
                        normals ? derivatives : NULL);
      for (gint i = 0; i < run; i++)
        {
          gfloat *pixel = out + (done + i) * stride;
          if (normals)
            map_normal (job, derivatives + 4 * i, pixel);
          else if (job->output == NOISE_RENDER_OUTPUT_HEIGHT)
            map_height (job, values[i], pixel);
          else
            map_colour (job, values[i], pixel);
        }
    }
}

void
noise_render_job_fill_row (const NoiseRenderJob *job, gint x, gint y, gint n,
                           gfloat *out)
{
  fill_pixels (job, x, NULL, y, n, out);
}

void
noise_render_job_fill_columns (const NoiseRenderJob *job, const gint *columns,
                               gint y, gint n, gfloat *out)
{
  fill_pixels (job, 0, columns, y, n, out);
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
 * are noise, few enough that memory stays bounded on huge layers. */
#define BAND_BYTES (64 << 20)

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

void
noise_render_fill_drawable (GimpDrawable *drawable, const Babl *format,
                            NoiseRenderRowFunc fill_row, gconstpointer data,
                            gdouble thread_cost)
{
  gint x, y, width, height;
  FillArea fill
      = { fill_row, data, babl_format_get_n_components (format), NULL, format };
  gsize row_bytes;

  if (!gimp_drawable_mask_intersect (drawable, &x, &y, &width, &height))
    return;
  row_bytes = (gsize) width * babl_format_get_bytes_per_pixel (format);

  /* Band by band: the workers fill a band, then the main thread, the only
   * one allowed to talk to GIMP, releases it (which sends its tiles to
   * GIMP and frees them: the plug-in never holds more than a band, about
   * 64 MiB, even at 16k x 16k) and reports progress. */
  for (gint start = y; start < y + height;)
    {
      gint stop = band_end (start, y + height, row_bytes);
      GeglRectangle area = { x, start, width, stop - start };

      fill.buffer = gimp_drawable_get_shadow_buffer (drawable);
      gegl_parallel_distribute_area (
          &area, thread_cost, GEGL_SPLIT_STRATEGY_AUTO, fill_area, &fill);
      g_object_unref (fill.buffer);
      gimp_progress_update ((gdouble) (stop - y) / height);
      start = stop;
    }

  gimp_drawable_merge_shadow (drawable, TRUE);
  gimp_drawable_update (drawable, x, y, width, height);
  gimp_progress_update (1.0);
}

static void
fill_job_row (gconstpointer job, gint x, gint y, gint n, gfloat *out)
{
  noise_render_job_fill_row (job, x, y, n, out);
}

void
noise_render_drawable (const NoiseRenderParams *params, GimpDrawable *drawable)
{
  const Babl *format = noise_render_format (params, drawable);
  NoiseRenderJob *job;

  job = noise_render_job_new (params, gimp_drawable_get_width (drawable),
                              gimp_drawable_get_height (drawable), format);
  gimp_progress_init (_ ("Rendering noise"));
  /* Starting a thread costs roughly a hundred single-octave samples. */
  noise_render_fill_drawable (drawable, format, fill_job_row, job,
                              100.0 / params->noise.octaves);
  noise_render_job_free (job);
}
