/* dialog.h — the plug-in's GTK dialog. */
#ifndef NOISE_RENDER_DIALOG_H
#define NOISE_RENDER_DIALOG_H

#include <libgimp/gimp.h>

#include "host.h"

/* Shows the dialog for config, its preview and gallery rendered through
 * host (the plug-in: ui/host.h); TRUE when the user pressed OK. */
gboolean noise_render_dialog_run (const NoiseHost *host,
                                  GimpProcedure *procedure,
                                  GimpProcedureConfig *config,
                                  GimpDrawable *drawable);

#endif /* NOISE_RENDER_DIALOG_H */
