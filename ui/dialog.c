/* dialog.c — the dialog, built from the procedure's argument declarations
 * by GimpProcedureDialog. */
#include "config.h"

#include <libgimp/gimpui.h>

#include <glib/gi18n-lib.h>

#include "dialog.h"
#include "params.h"

gboolean
noise_render_dialog_run (GimpProcedure *procedure, GimpProcedureConfig *config,
                         GimpDrawable *drawable)
{
  GtkWidget *dialog;
  gboolean ok;

  gimp_ui_init (PLUG_IN_BINARY);
  dialog = gimp_procedure_dialog_new (procedure, config, _ ("Noise"));
  gimp_procedure_dialog_fill (GIMP_PROCEDURE_DIALOG (dialog), NULL);
  ok = gimp_procedure_dialog_run (GIMP_PROCEDURE_DIALOG (dialog));
  gtk_widget_destroy (dialog);
  return ok;
}
