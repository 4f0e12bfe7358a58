/* render.h — the GIMP side of a render: the pixel format, the gradient as a
 * float table, and the threaded fill of a drawable through its shadow
 * buffer.  The pixels themselves come from the render layer
 * (render/canvas.h), which the dialog's preview calls too. */
#ifndef NOISE_RENDER_RENDER_H
#define NOISE_RENDER_RENDER_H

#include <libgimp/gimp.h>

#include "params.h"

typedef struct _NoiseRenderJob NoiseRenderJob;

/* gegl_init for a run in run_mode.  Without a dialog, GEGL starts with
 * buffers and threads only, none of its operation modules: the plug-in
 * runs no GEGL operation, and loading them (some fifty, with the libraries
 * they link) was a good part of every call's fixed cost. */
void noise_render_gegl_init (GimpRunMode run_mode);

/* The float format an output is written in on drawable: its colour space,
 * its alpha or none, grey on grey drawables, and the encoding the output
 * table names (NOISE_ENCODING_CANVAS: the drawable's own, linear or
 * perceptual, so only the gradient table is converted). */
const Babl *noise_render_format (NoiseOutput output, GimpDrawable *drawable);

/* Everything a render of params into drawable needs, made once: the float
 * format (the drawable's space and alpha, the encoding the output table
 * names, grey on grey drawables), the gradient as a float table in it, and
 * a prepared canvas for each frame (so every frame is checked before
 * anything changes).  Calls the PDB: main thread only.  NULL with error
 * and *status (GIMP_PDB_CALLING_ERROR for settings the canvas refuses,
 * GIMP_PDB_EXECUTION_ERROR when GIMP gives no gradient colours) when it
 * cannot be made.  Read-only afterwards: any thread may fill from it. */
NoiseRenderJob *noise_render_job_new (const NoiseRenderParams *params,
                                      GimpDrawable *drawable,
                                      GimpPDBStatusType *status,
                                      GError **error);
void noise_render_job_free (NoiseRenderJob *job);

const Babl *noise_render_job_format (const NoiseRenderJob *job);

/* The canvas of frame 0 .. frames - 1. */
const NoiseCanvas *noise_render_job_canvas (const NoiseRenderJob *job,
                                            gint frame);

/* Fills n pixels of row y from column x (drawable coordinates) into out
 * (components of the format per pixel); called from several threads at
 * once. */
typedef void (*NoiseRenderRowFunc) (gconstpointer data, gint x, gint y, gint n,
                                    gfloat *out);

/* The fill path of every render: the drawable's selection bounds, tile by
 * tile through its shadow buffer on all GEGL threads (thread_cost: the cost
 * of a thread in pixels), progress between bands, merged as one undo step.
 * An empty selection does nothing.  FALSE when GIMP refused the merge
 * (locked pixels, say).  (Also what the benchmark's transfer floor runs,
 * with a constant.) */
gboolean noise_render_fill_drawable (GimpDrawable *drawable, const Babl *format,
                                     NoiseRenderRowFunc fill_row,
                                     gconstpointer data, gdouble thread_cost);

/* Renders frame `frame` of the job into drawable (the one the job was made
 * for, or a copy of it of the same size); FALSE when GIMP refused the
 * pixels. */
gboolean noise_render_drawable (const NoiseRenderJob *job, gint frame,
                                GimpDrawable *drawable);

#endif /* NOISE_RENDER_RENDER_H */
