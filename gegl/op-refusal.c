/* op-refusal.c — why the operation renders nothing (see op-refusal.h). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "op-refusal.h"
#include "settings.h"

gchar *
noise_op_precision_refusal (void)
{
  return g_strdup (
      _ ("Pixels lie farther from the origin than float precision resolves "
         "(2^23 pixels, or 2^23 cells of the finest octave): bring "
         "the offsets, canvas-x and canvas-y closer to 0, lower "
         "frequency, lacunarity or octaves, or make the canvas's height "
         "closer to its width."));
}

gchar *
noise_op_canvas_refusal (const NoiseCanvasSettings *s, NoiseCanvasStatus status,
                         NoiseStatus core)
{
  if (status == NOISE_CANVAS_ERROR_NOISE && core == NOISE_ERROR_TOP_FREQUENCY)
    return s->noise.detail != 0.0f
               ? g_strdup_printf (
                     _ ("The last octave's frequency (frequency x "
                        "lacunarity^(ceil(detail) - 1) = %g) is over %g: "
                        "lower frequency, lacunarity or detail."),
                     (double) noise_top_frequency (&s->noise),
                     (double) NOISE_MAX_FREQUENCY)
               : g_strdup_printf (
                     _ ("The last octave's frequency (frequency x "
                        "lacunarity^(octaves - 1) = %g) is over %g: lower "
                        "frequency, lacunarity or octaves."),
                     (double) noise_top_frequency (&s->noise),
                     (double) NOISE_MAX_FREQUENCY);
  if (status == NOISE_CANVAS_ERROR_NOISE
      && core == NOISE_ERROR_WARP_TOP_FREQUENCY)
    return g_strdup_printf (
        _ ("The warp's last octave's frequency (warp frequency x "
           "lacunarity^(warp octaves - 1) = %g) is over %g: lower the warp "
           "frequency, lacunarity or warp octaves."),
        (double) noise_warp_top_frequency (&s->noise),
        (double) NOISE_MAX_FREQUENCY);
  if (status == NOISE_CANVAS_ERROR_NOISE && core == NOISE_ERROR_FLAT)
    return g_strdup (noise_settings_flat_refusal ());
  if (status == NOISE_CANVAS_ERROR_NOISE)
    return g_strdup_printf (_ ("Invalid noise settings: %s."),
                            noise_status_string (core));
  if (status == NOISE_CANVAS_ERROR_PRECISION)
    return noise_op_precision_refusal ();
  return g_strdup_printf (_ ("Invalid settings: %s."),
                          noise_canvas_status_string (status));
}
