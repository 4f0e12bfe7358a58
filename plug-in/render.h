/* render.h — from parameters to pixels: the one path used by the final
 * render and by the dialog's preview. */
#ifndef NOISE_RENDER_RENDER_H
#define NOISE_RENDER_RENDER_H

#include <libgimp/gimp.h>

#include "params.h"

typedef struct _NoiseRenderJob NoiseRenderJob;

/* The float format the render writes for a drawable, in its colour space
 * and with its alpha or without: colours in the drawable's own encoding
 * (linear or perceptual, so no conversion per pixel), heights linear,
 * normal maps perceptual (an 8-bit export holds n/2 + 1/2); grey drawables
 * get the grey equivalents. */
const Babl *noise_render_format (const NoiseRenderParams *params,
                                 GimpDrawable *drawable);

/* Prepares everything that does not depend on the pixel: core state, the
 * pixel-to-noise mapping for a width x height drawable, the gradient as a
 * float table in format.  Calls the PDB (gradient samples): main thread
 * only.  The job is read-only afterwards, so any thread may fill from it. */
NoiseRenderJob *noise_render_job_new (const NoiseRenderParams *params,
                                      gint width, gint height,
                                      const Babl *format);
void noise_render_job_free (NoiseRenderJob *job);

/* Components per pixel of the job's format (2 or 4). */
gint noise_render_job_components (const NoiseRenderJob *job);

/* Fills n pixels of row y from column x (drawable coordinates) into out.
 * The same pixel always gets the same bytes, however the rows are split. */
void noise_render_job_fill_row (const NoiseRenderJob *job, gint x, gint y,
                                gint n, gfloat *out);

/* The same pixels at the n columns columns[] of row y (a scaled preview's),
 * in one vectorised pass. */
void noise_render_job_fill_columns (const NoiseRenderJob *job,
                                    const gint *columns, gint y, gint n,
                                    gfloat *out);

/* Fills n pixels of row y from column x into out (components of the
 * format per pixel); called from several threads at once. */
typedef void (*NoiseRenderRowFunc) (gconstpointer data, gint x, gint y, gint n,
                                    gfloat *out);

/* The fill path of every render: the drawable's selection bounds, tile by
 * tile through its shadow buffer on all GEGL threads (thread_cost: the cost
 * of a thread in pixels), progress between bands, merged as one undo step.
 * An empty selection does nothing.  (Also what the benchmark's transfer
 * floor runs, with a constant.) */
void noise_render_fill_drawable (GimpDrawable *drawable, const Babl *format,
                                 NoiseRenderRowFunc fill_row,
                                 gconstpointer data, gdouble thread_cost);

/* Renders into the drawable: its selection bounds, tile by tile through the
 * shadow buffer on all GEGL threads, progress between bands, merged as one
 * undo step.  An empty selection does nothing. */
void noise_render_drawable (const NoiseRenderParams *params,
                            GimpDrawable *drawable);

#endif /* NOISE_RENDER_RENDER_H */
