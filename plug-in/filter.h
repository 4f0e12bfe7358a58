/* filter.h — the render as a live filter: the GEGL operation
 * noise-render:noise-2 (gegl/noise-op.c) appended to a layer with the
 * procedure's settings, rendered and kept editable by GIMP itself. */
#ifndef NOISE_RENDER_FILTER_H
#define NOISE_RENDER_FILTER_H

#include <libgimp/gimp.h>

#include "params.h"

/* Appends noise-render:noise-2 to drawable with params (frame `frame` of a
 * loop), the gradient sampled as the baked render samples it, so that the
 * merged filter gives the baked pixels.  FALSE, with a translated reason,
 * when there can be no such filter: the drawable is not an RGB layer, or
 * GIMP has no such operation installed.  config gives the choices' nicks. */
gboolean noise_render_append_filter (const NoiseRenderParams *params,
                                     GimpProcedureConfig *config,
                                     GimpDrawable *drawable, gint frame,
                                     GError **error);

/* Whether noise_render_append_filter can put a filter on drawable: FALSE,
 * with the same translated reason, when it would bake pixels instead.  It
 * asks GIMP itself, whose GEGL (not the plug-in's) runs the filter. */
gboolean noise_render_filter_possible (GimpDrawable *drawable, GError **error);

#endif /* NOISE_RENDER_FILTER_H */
