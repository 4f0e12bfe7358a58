/* params.h — the procedure's arguments as plain values, and the one
 * function that reads them from a GimpProcedureConfig. */
#ifndef NOISE_RENDER_PARAMS_H
#define NOISE_RENDER_PARAMS_H

#include <libgimp/gimp.h>

#include "canvas.h"
#include "looks.h"
#include "refusal.h"
#include "settings.h"

#define PLUG_IN_PROC "plug-in-noise-render"
#define LOOK_PROC "plug-in-noise-render-look"
#define PLUG_IN_BINARY "noise-render"
#define PLUG_IN_ROLE "noise-render"

typedef struct
{
  /* Complete settings of the render layer: with a drawable's size they
   * are all a canvas needs (it derives tiling and each frame's place on
   * the loop itself).  canvas.frame is 0; frame k is rendered by setting
   * it. */
  NoiseCanvasSettings canvas;
  GimpGradient *gradient; /* not owned; NULL unless colour */
  gboolean reverse_gradient;
  gint frame_delay;   /* milliseconds, in the layer names */
  gboolean as_filter; /* argument "result": a live filter, not pixels */
} NoiseRenderParams;

/* Declares every argument of the procedure (the one list of them). */
void noise_render_add_arguments (GimpProcedure *procedure);

/* Declares the argument "result" (pixels or a live filter), which the
 * look procedure has too. */
void noise_render_add_result_argument (GimpProcedure *procedure);

/* Reads and checks every argument the config holds.  FALSE with a
 * translated, specific error naming the argument when one is out of range
 * or not finite, or the gradient is missing; what needs the drawable's size
 * is checked where the canvas is prepared (noise_render_params_refusal). */
gboolean noise_render_params_from_config (GimpProcedureConfig *config,
                                          NoiseRenderParams *params,
                                          GError **error);

/* Sets config (plug-in-noise-render's) to look: every setting of the
 * table to the look's value or its default, and the look's gradient.
 * FALSE with an error when GIMP has no gradient of that name. */
gboolean noise_render_config_set_look (GimpProcedureConfig *config,
                                       const NoiseLook *look, GError **error);

/* A canvas's refusal of params (noise_canvas_prepare's record) as a
 * translated error naming the arguments (noise_refusal_message). */
void noise_render_params_refusal (const NoiseRenderParams *params,
                                  const NoiseCanvasRefusal *refusal,
                                  GError **error);

#endif /* NOISE_RENDER_PARAMS_H */
