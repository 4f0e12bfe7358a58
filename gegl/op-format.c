/* op-format.c — the operation's babl format policy (see op-format.h). */
#include "op-format.h"

static gboolean
is_linear (const Babl *format)
{
  return noise_encoding_name_is_linear (babl_format_get_encoding (format));
}

const Babl *
noise_op_render_format (NoiseOutput output, gboolean blend_linear,
                        const Babl *space)
{
  const NoiseOutputInfo *info = noise_output_info (output);
  gboolean linear;

  switch (info ? info->encoding : NOISE_ENCODING_LINEAR)
    {
    case NOISE_ENCODING_CANVAS: linear = blend_linear; break;
    case NOISE_ENCODING_PERCEPTUAL: linear = FALSE; break;
    default: linear = TRUE; break;
    }
  return babl_format_with_space (linear ? "RGBA float" : "R'G'B'A float",
                                 space);
}

const Babl *
noise_op_layer_format (const Babl *layer, const Babl *render)
{
  if (!layer || is_linear (layer) == is_linear (render)
      || babl_format_get_type (layer, 0) != babl_type ("float")
      || babl_format_get_n_components (layer) != 4
      || !babl_format_has_alpha (layer))
    return render;
  return babl_format_with_space (is_linear (render) ? "R'G'B'A float"
                                                    : "RGBA float",
                                 babl_format_get_space (render));
}
