/* preview.c — the preview image: the same canvas (render/canvas.h) as the
 * final render, sampled at the drawable pixels the preview pixels stand
 * for. */
#include "config.h"

#include "preview.h"

typedef struct
{
  const NoiseCanvas *canvas;
  const Babl *fish; /* canvas format -> R'G'B'A u8 */
  gint width, height, pw, ph;
  gboolean tiled;
  guchar *rgba;
  GCancellable *cancellable;
} PreviewWork;

/* The drawable coordinate preview coordinate i stands for, along an axis of
 * size drawable pixels shown as preview pixels (twice over when tiled). */
static gint
source (gint i, gint size, gint preview, gboolean tiled)
{
  if (tiled)
    {
      gint half = preview / 2;
      i = i < half ? i : i - half;
      preview = MAX (half, 1);
    }
  return (gint) (((gint64) 2 * i + 1) * size / (2 * (gint64) preview));
}

static void
render_rows (gsize offset, gsize n, gpointer data)
{
  const PreviewWork *work = data;
  gint components = noise_canvas_components (work->canvas);
  gfloat *row = g_new (gfloat, work->pw * components);
  gint *columns = g_new (gint, work->pw);

  for (gint i = 0; i < work->pw; i++)
    columns[i] = source (i, work->width, work->pw, work->tiled);
  for (gsize r = offset; r < offset + n; r++)
    {
      if (g_cancellable_is_cancelled (work->cancellable))
        break;
      gint y = source ((gint) r, work->height, work->ph, work->tiled);
      noise_canvas_fill_columns (work->canvas, columns, y, work->pw, row);
      babl_process (work->fish, row, work->rgba + r * 4 * work->pw, work->pw);
    }
  g_free (columns);
  g_free (row);
}

gboolean
noise_preview_render (const NoiseCanvas *canvas, const Babl *format, gint width,
                      gint height, gint pw, gint ph, gboolean tiled,
                      guchar *rgba, GCancellable *cancellable)
{
  PreviewWork work
      = { canvas,     babl_fish (format, babl_format ("R'G'B'A u8")),
          width,      height,
          pw,         ph,
          tiled,      rgba,
          cancellable };

  /* A row of samples outweighs a thread's start-up many times over. */
  gegl_parallel_distribute_range (ph, 1.0, render_rows, &work);
  return !g_cancellable_is_cancelled (cancellable);
}

void
noise_preview_size (gint width, gint height, gint size, gint *pw, gint *ph)
{
  if (width >= height)
    {
      *pw = MIN (size, width);
      *ph = MAX (1, (gint) ((gint64) *pw * height / width));
    }
  else
    {
      *ph = MIN (size, height);
      *pw = MAX (1, (gint) ((gint64) *ph * width / height));
    }
}
