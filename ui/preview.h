/* preview.h — the dialog's preview image, computed by the render layer
 * (render/canvas.h) as the final render is, without GTK. */
#ifndef NOISE_RENDER_PREVIEW_H
#define NOISE_RENDER_PREVIEW_H

#include <gio/gio.h>

#include <gegl.h>

#include "canvas.h"

/* The preview of a width x height drawable at pw x ph, as R'G'B'A u8 rows
 * of 4 * pw bytes.  Preview pixel (i, j) shows drawable pixel
 * ((2i + 1) width / 2pw, (2j + 1) height / 2ph): exactly the bytes the
 * final render puts there (nearest-neighbour scaling), whatever the scale.
 * With tiled, the drawable is shown 2 x 2 at half the scale, to show its
 * seams.  format is the canvas's pixels' (the host's job_format).  Rows are
 * shared among GEGL's threads.  Returns FALSE, with rgba
 * partly filled, when cancellable was cancelled. */
gboolean noise_preview_render (const NoiseCanvas *canvas, const Babl *format,
                               gint width, gint height, gint pw, gint ph,
                               gboolean tiled, guchar *rgba,
                               GCancellable *cancellable);

/* The preview size for a drawable: its shape, at most size on the longer
 * side, and not larger than the drawable. */
void noise_preview_size (gint width, gint height, gint size, gint *pw,
                         gint *ph);

#endif /* NOISE_RENDER_PREVIEW_H */
