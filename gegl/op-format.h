/* op-format.h — the operation's babl format policy: which format each
 * output renders in, and the one it hands GEGL. */
#ifndef NOISE_RENDER_GEGL_OP_FORMAT_H
#define NOISE_RENDER_GEGL_OP_FORMAT_H

#include <babl/babl.h>
#include <glib.h>

#include "canvas.h"

G_BEGIN_DECLS

/* The format output renders in, in space: colours in the gradient's
 * encoding (blend_linear: linear, else perceptual), so that nothing
 * converts per pixel, as in the plug-in; heights linear; normal maps
 * perceptual (an 8-bit export holds n / 2 + 1 / 2). */
const Babl *noise_op_render_format (NoiseOutput output, gboolean blend_linear,
                                    const Babl *space);

/* The format the output is given in: render, or, when layer (the format
 * of the layer under the filter, the operation's input; may be NULL) is
 * RGBA float in the other encoding, that one, which the operation then
 * converts to in place.  Otherwise GEGL would convert the whole output
 * into a second layer-sized buffer when GIMP merges it: a filter on a
 * linear image with the default perceptual gradient cost about one more
 * layer of memory (issue 21).  The conversion is babl's, the one GEGL
 * would make, so the pixels are the same. */
const Babl *noise_op_layer_format (const Babl *layer, const Babl *render);

G_END_DECLS

#endif /* NOISE_RENDER_GEGL_OP_FORMAT_H */
