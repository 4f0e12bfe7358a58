/* refusal.h — why the render layer refused settings, as one translated
 * sentence: the one text of each refusal that the procedure (its error),
 * the GEGL operation (its message) and the plug-in dialog (the procedure's
 * error, shown under the preview) give.  Settings are named in quotes by
 * their procedure argument names, which are the operation's property
 * names too (settings.h: ARG is PROP with dashes for every setting named
 * here). */
#ifndef NOISE_RENDER_REFUSAL_H
#define NOISE_RENDER_REFUSAL_H

#include <glib.h>

#include "canvas.h"

G_BEGIN_DECLS

/* The message for refusal (noise_canvas_prepare's record) of settings:
 * the status, what was refused and its limit, naming the settings to
 * change.  settings give the context the record does not hold (the type's
 * name, the frequency, lacunarity and octaves a precision refusal names);
 * NULL reads noise_canvas_settings_init's, enough for a record that names
 * no setting's value (NOISE_CANVAS_PRECISION_BEYOND).  Free it. */
gchar *noise_refusal_message (const NoiseCanvasRefusal *refusal,
                              const NoiseCanvasSettings *settings);

/* The record of a region beyond the canvas that noise_canvas_resolves
 * refused (NOISE_CANVAS_PRECISION_BEYOND), for noise_refusal_message. */
void noise_refusal_beyond (NoiseCanvasRefusal *refusal, int width, int height);

G_END_DECLS

#endif /* NOISE_RENDER_REFUSAL_H */
