/* noise-op.h — what the module's two operations share (noise-op.c builds
 * both; module.c registers them and this enum once). */
#ifndef NOISE_RENDER_NOISE_OP_H
#define NOISE_RENDER_NOISE_OP_H

#include <glib-object.h>

/* gradient-blend: the encoding the gradient samples are in. */
typedef enum
{
  NOISE_RENDER_OP_BLEND_PERCEPTUAL,
  NOISE_RENDER_OP_BLEND_LINEAR
} NoiseRenderOpBlend;

GType noise_render_op_blend_get_type (void);

/* Defined by gegl-op.h in the two builds of noise-op.c. */
void gegl_op_noise_render_noise_register_type (GTypeModule *module);
void gegl_op_noise_render_noise_2_register_type (GTypeModule *module);
/* Defined by gegl-op.h in erode-op.c. */
void gegl_op_noise_render_erode_register_type (GTypeModule *module);

#endif
