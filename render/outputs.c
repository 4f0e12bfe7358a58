/* outputs.c — what each output mode is and needs: the one table that the
 * canvas, the procedure's choices, the dialog's sensitivity, the plug-in's
 * pixel format and the GEGL operation derive from.  A new output is a case
 * in canvas.c's map_run and one entry here. */
#include "canvas.h"

#include <string.h>

/* Marks a string for the plug-in's catalogs (xgettext's N_), without
 * making the render layer depend on gettext: callers translate at display. */
#define N_(String) (String)

static const NoiseOutputInfo outputs[NOISE_OUTPUT_COUNT] = {
  [NOISE_OUTPUT_COLOUR]
  = { "colour", N_ ("Colour"), N_ ("The noise mapped through the gradient"), 1,
      0, 0, 0, 0, NOISE_ENCODING_CANVAS },
  [NOISE_OUTPUT_HEIGHT] = { "height", N_ ("Height"),
                            N_ ("The noise as linear grey, -1 to black and 1 "
                                "to white"),
                            0, 0, 0, 0, 0, NOISE_ENCODING_LINEAR },
  [NOISE_OUTPUT_NORMAL_MAP]
  = { "normal-map", N_ ("Normal map"),
      N_ ("Surface normals from the exact derivatives (OpenGL convention, "
          "green up)"),
      0, 1, 1, 1, 0, NOISE_ENCODING_PERCEPTUAL },
  [NOISE_OUTPUT_FLOW_MAP]
  = { "flow-map", N_ ("Flow map"),
      N_ ("The curl of the noise, a swirling flow without sources or sinks, "
          "from the exact derivatives: red right, green up, 0.5 no flow"),
      0, 1, 1, 1, 0, NOISE_ENCODING_PERCEPTUAL },
  [NOISE_OUTPUT_RIDGE_MAP]
  = { "ridge-map", N_ ("Ridge map"),
      N_ ("Erosion's drainage lines as linear grey: creases black, ridges "
          "white, a mask for rivers, rock and snow (needs erosion)"),
      0, 0, 0, 0, 1, NOISE_ENCODING_LINEAR },
};

const NoiseOutputInfo *
noise_output_info (NoiseOutput output)
{
  return (unsigned) output < NOISE_OUTPUT_COUNT ? &outputs[output] : NULL;
}

int
noise_encoding_name_is_linear (const char *encoding)
{
  return !strchr (encoding, '\'') && !strchr (encoding, '~');
}

NoiseOutput
noise_output_from_nick (const char *nick)
{
  for (int o = 0; nick && o < NOISE_OUTPUT_COUNT; o++)
    if (strcmp (outputs[o].nick, nick) == 0)
      return (NoiseOutput) o;
  return NOISE_OUTPUT_COUNT;
}

const char *
noise_canvas_status_string (NoiseCanvasStatus status)
{
  switch (status)
    {
    case NOISE_CANVAS_OK: return "no error";
    case NOISE_CANVAS_ERROR_NOISE: return "the core refused the noise settings";
    case NOISE_CANVAS_ERROR_SIZE: return "canvas size out of range";
    case NOISE_CANVAS_ERROR_OFFSET:
      return "an offset or rotation is not finite";
    case NOISE_CANVAS_ERROR_ROTATION:
      return "a tileable canvas cannot be rotated";
    case NOISE_CANVAS_ERROR_OUTPUT:
      return "unknown output, or normal strength outside [0, 100]";
    case NOISE_CANVAS_ERROR_PIXELS:
      return "pixel layout does not fit the output";
    case NOISE_CANVAS_ERROR_FRAMES: return "frame outside 0 .. frames - 1";
    case NOISE_CANVAS_ERROR_PRECISION:
      return "coordinates too far from the origin for float precision";
    case NOISE_CANVAS_ERROR_PLANET:
      return "a planet map needs a type with a 3D form (4D to loop), and no "
             "tiling";
    case NOISE_CANVAS_ERROR_EROSION:
      return "erosion works on a flat plane: not on a planet or a tilted "
             "plane; and the ridge map needs erosion";
    }
  return "unknown status";
}
