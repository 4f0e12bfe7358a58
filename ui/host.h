/* host.h — the one interface between the dialog (ui/) and the plug-in
 * that shows it: what the dialog, its preview and its gallery ask of the
 * procedure, as a table of functions the plug-in fills in and passes to
 * noise_render_dialog_run.  ui/ includes nothing of plug-in/; the
 * plug-in's render path stays the only one (the preview draws the job the
 * final render would make).
 *
 * USAGE (the plug-in's side, plug-in/dialog-host.c)
 *
 *   static const NoiseHost host = { "noise-render", job_new, ... };
 *   noise_render_dialog_run (&host, procedure, config, drawable);
 */
#ifndef NOISE_RENDER_HOST_H
#define NOISE_RENDER_HOST_H

#include <libgimp/gimp.h>

#include "canvas.h"
#include "looks.h"

/* A render the plug-in prepared; opaque to the dialog. */
typedef struct _NoiseHostJob NoiseHostJob;

typedef struct
{
  /* The plug-in's program name, for gimp_ui_init. */
  const gchar *binary;

  /* The render of config on drawable as the final render makes it (every
   * check, the canvas of frame 0 prepared), or NULL with a translated
   * error saying what is refused.  Main thread only: it asks the PDB for
   * the gradient. */
  NoiseHostJob *(*job_new) (GimpProcedureConfig *config, GimpDrawable *drawable,
                            GError **error);
  void (*job_free) (NoiseHostJob *job);
  /* The job's prepared canvas of frame 0 and the float format of its
   * pixels: read-only, for any thread. */
  const NoiseCanvas *(*job_canvas) (const NoiseHostJob *job);
  const Babl *(*job_format) (const NoiseHostJob *job);
  /* Whether the job tiles, once what does not apply is dropped. */
  gboolean (*job_tileable) (const NoiseHostJob *job);

  /* Sets config to look: every setting of the table to the look's value
   * or its default, and the look's gradient.  FALSE with a translated
   * error when GIMP has no such gradient. */
  gboolean (*set_look) (GimpProcedureConfig *config, const NoiseLook *look,
                        GError **error);

  /* Whether the result can be a live filter on drawable: FALSE, with the
   * translated reason, when the render would bake pixels instead. */
  gboolean (*filter_possible) (GimpDrawable *drawable, GError **error);
} NoiseHost;

#endif /* NOISE_RENDER_HOST_H */
