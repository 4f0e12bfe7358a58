/* params.h — the procedure's arguments as plain values, and the one
 * function that reads them from a GimpProcedureConfig. */
#ifndef NOISE_RENDER_PARAMS_H
#define NOISE_RENDER_PARAMS_H

#include <libgimp/gimp.h>

#include "noise.h"

#define PLUG_IN_PROC "plug-in-noise-render"
#define PLUG_IN_BINARY "noise-render"
#define PLUG_IN_ROLE "noise-render"

typedef enum
{
  NOISE_RENDER_OUTPUT_COLOUR,    /* the value through the gradient */
  NOISE_RENDER_OUTPUT_HEIGHT,    /* (value + 1) / 2 as linear grey */
  NOISE_RENDER_OUTPUT_NORMAL_MAP /* from the analytic derivatives */
} NoiseRenderOutput;

typedef struct
{
  NoiseSettings noise; /* frequency: cells across the width */
  gdouble offset[4];   /* in cells of the first octave */
  gdouble rotation[3]; /* degrees about x, y, z */
  NoiseRenderOutput output;
  gdouble normal_strength;
  GimpGradient *gradient; /* not owned; NULL unless colour */
  gboolean reverse_gradient;
  gboolean tileable; /* seamless left-right and top-bottom */
  gint frames;       /* 1, or that many looping animation layers */
  gint frame_delay;  /* milliseconds, in the layer names */
} NoiseRenderParams;

/* Sets the core's tiling for a width x height drawable (its width is one
 * world unit) when params->tileable, and the loop phase of frame k. */
void noise_render_params_for_drawable (NoiseRenderParams *params, gint width,
                                       gint height, gint frame);

/* Declares every argument of the procedure (the one list of them). */
void noise_render_add_arguments (GimpProcedure *procedure);

/* Reads and checks every argument.  FALSE with a translated, specific
 * error naming the argument when one is out of range or not finite, or
 * when the noise type has no such dimension. */
gboolean noise_render_params_from_config (GimpProcedureConfig *config,
                                          NoiseRenderParams *params,
                                          GError **error);

#endif /* NOISE_RENDER_PARAMS_H */
