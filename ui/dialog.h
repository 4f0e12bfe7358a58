/* dialog.h — the plug-in's GTK dialog. */
#ifndef NOISE_RENDER_DIALOG_H
#define NOISE_RENDER_DIALOG_H

#include <libgimp/gimp.h>

/* Shows the dialog for config; TRUE when the user pressed OK. */
gboolean noise_render_dialog_run (GimpProcedure *procedure,
                                  GimpProcedureConfig *config,
                                  GimpDrawable *drawable);

#endif /* NOISE_RENDER_DIALOG_H */
