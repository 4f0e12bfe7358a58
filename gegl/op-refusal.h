/* op-refusal.h — why the operation renders nothing, as translated
 * sentences naming its properties. */
#ifndef NOISE_RENDER_GEGL_OP_REFUSAL_H
#define NOISE_RENDER_GEGL_OP_REFUSAL_H

#include <glib.h>

#include "canvas.h"

G_BEGIN_DECLS

/* Pixels beyond float precision, naming every property that moves pixels
 * away from the origin.  Free it. */
gchar *noise_op_precision_refusal (void);

/* Why the render layer refused s (status, and the core's for
 * NOISE_CANVAS_ERROR_NOISE).  Free it. */
gchar *noise_op_canvas_refusal (const NoiseCanvasSettings *s,
                                NoiseCanvasStatus status, NoiseStatus core);

G_END_DECLS

#endif /* NOISE_RENDER_GEGL_OP_REFUSAL_H */
