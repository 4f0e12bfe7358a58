/* canvas.h — the render layer: complete settings to float pixels of a
 * W x H canvas.  The GIMP plug-in, its dialog's preview and the GEGL
 * operation all render through it, so they give the same pixels.
 *
 * Plain C11 on the core (core/noise.h); no GLib, no GIMP, no allocation.
 *
 * USAGE
 *
 *   NoiseCanvasSettings s;
 *   NoiseCanvas canvas;
 *   noise_canvas_settings_init (&s);             // the procedure's defaults
 *   s.noise.type = NOISE_PERLIN;
 *   s.output = NOISE_OUTPUT_COLOUR;
 *   NoiseCanvasPixels px = { 3, 1, gradient, 1024 }; // RGBA, caller's table
 *   NoiseCanvasRefusal why;                       // or NULL
 *   if (noise_canvas_prepare (&s, width, height, &px, &canvas, &why)
 *       != NOISE_CANVAS_OK)
 *     ...                                  // refused; why says what and why
 *   noise_canvas_fill_row (&canvas, x, y, n, out);  // any thread, any split
 *
 * Pixel (x, y) of the canvas is always computed from its absolute position,
 * so any split into tiles, bands or threads gives bit-identical pixels.
 */
#ifndef NOISE_RENDER_CANVAS_H
#define NOISE_RENDER_CANVAS_H

#include "noise.h"

NOISE_BEGIN_DECLS

/* What the pixels hold.  Values are stable: they index presets and
 * scripts. */
typedef enum
{
  NOISE_OUTPUT_COLOUR,     /* the value through the caller's gradient table */
  NOISE_OUTPUT_HEIGHT,     /* (value + 1) / 2 as linear grey */
  NOISE_OUTPUT_NORMAL_MAP, /* from the analytic derivatives, OpenGL (green up)
                            */
  NOISE_OUTPUT_FLOW_MAP,   /* the curl of the noise, from its derivatives:
                            * red right, green up, 0.5 none, blue 0 */
  NOISE_OUTPUT_RIDGE_MAP,  /* erosion's drainage, (ridge + 1) / 2 as linear
                            * grey: creases black, ridges white (noise.h,
                            * EROSION); needs erosion_strength above 0 */
  NOISE_OUTPUT_COUNT
} NoiseOutput;

/* The encoding an output's pixels are in. */
typedef enum
{
  NOISE_ENCODING_CANVAS,    /* the canvas's own: the gradient table is given
                             * in it, so nothing converts per pixel */
  NOISE_ENCODING_LINEAR,    /* linear light (heights are data) */
  NOISE_ENCODING_PERCEPTUAL /* perceptual: an 8-bit export of a normal map
                             * holds n / 2 + 1 / 2 */
} NoiseEncoding;

/* What an output is and needs: the one table the procedure's choices, the
 * dialog's sensitivity, the plug-in's pixel format and the GEGL
 * operation derive from.  name and description are English, marked for
 * translation in the plug-in's catalogs. */
typedef struct
{
  const char *nick; /* stable: scripts, presets and files name it */
  const char *name;
  const char *description;
  int uses_gradient;    /* 1 when colours come from the gradient table */
  int uses_derivatives; /* 1 when it needs the noise's derivatives */
  int needs_rgb;        /* 1 when it has no grey form (normal maps) */
  int uses_strength;    /* 1 when normal_strength applies */
  int ridge;            /* 1 when it shows erosion's ridge map, not the
                         * height (the core's erosion_ridge) */
  NoiseEncoding encoding;
} NoiseOutputInfo;

NOISE_API const NoiseOutputInfo *noise_output_info (NoiseOutput output);

/* Whether a Babl encoding name (babl_format_get_encoding: "RGBA float",
 * "R'G'B'A float", "R~G~B~A float", "Y' u8", ...) stores light linearly:
 * 1 when it marks no component perceptual (') or perceptual in the
 * space's own curve (~).  The one test of it the plug-in, its live filter
 * and the GEGL operation share. */
NOISE_API int noise_encoding_name_is_linear (const char *encoding);
/* The output whose nick is `nick`, or NOISE_OUTPUT_COUNT when none is. */
NOISE_API NoiseOutput noise_output_from_nick (const char *nick);

/* Everything a render needs but the canvas size: what the procedure's
 * arguments and the GEGL operation's properties hold. */
typedef struct
{
  /* The noise.  frequency counts cells across the canvas width (the look
   * does not depend on resolution).  tile, looping and loop_phase are not
   * read: prepare derives them from tileable, frames and frame. */
  NoiseSettings noise;
  double offset[4];   /* of the sampling plane, in cells of the 1st octave */
  double rotation[3]; /* degrees about x, y, z; 0 when tileable */
  NoiseOutput output;
  double normal_strength; /* 1: a slope of one unit per cell is 45 degrees */
  int tileable;           /* seamless left-right and top-bottom */
  int frames;             /* 1, or the frames of a closed loop */
  int frame;              /* which of them, 0 .. frames - 1 */
  /* Nonzero: an equirectangular planet map instead of a plane.  Columns
   * are longitudes, the left edge meeting the right (x = width is x = 0);
   * rows are latitudes from the north pole (row 0) to the south pole (the
   * last row), each pole one point, so nothing pinches.  The type's 3D
   * noise (4D when looping, as planes loop) is sampled on a sphere one
   * world unit round, so frequency counts cells round the equator, and
   * any aspect ratio maps (2:1 keeps shapes round).  Offsets move the
   * sphere through the noise, in cells; rotation turns it.  Not with
   * tileable (the map is seamless in longitude by itself); looping only
   * with a type that has a 4D form, where the loop turns in the fourth
   * dimension (a lattice type's periodic extra axis would repeat the
   * planet along its own axis); dimensions are not read. */
  int planet;
} NoiseCanvasSettings;

/* The pixels a canvas writes: colour_channels (1 grey or 3 RGB) floats,
 * then one of alpha when alpha is 1.  gradient holds gradient_samples
 * colours from -1 (first) to 1 (last), each colour_channels + alpha floats
 * in the canvas's encoding; the canvas keeps the pointer, not a copy.  It
 * may be NULL unless the output uses the gradient. */
typedef struct
{
  int colour_channels;
  int alpha;
  const float *gradient;
  int gradient_samples;
} NoiseCanvasPixels;

typedef enum
{
  NOISE_CANVAS_OK = 0,
  NOISE_CANVAS_ERROR_NOISE,    /* the core refused the noise: *noise_status */
  NOISE_CANVAS_ERROR_SIZE,     /* width or height outside 1..NOISE_CANVAS_MAX */
  NOISE_CANVAS_ERROR_OFFSET,   /* an offset or rotation is not finite */
  NOISE_CANVAS_ERROR_ROTATION, /* tileable with a rotation that turns */
  NOISE_CANVAS_ERROR_OUTPUT,   /* output is not a NoiseOutput, or normal
                                * strength not finite in [0, 100] */
  NOISE_CANVAS_ERROR_PIXELS,   /* channels not 1 or 3, normal map on grey,
                                * a gradient needed and missing, or with
                                * a component that is not finite or above
                                * NOISE_CANVAS_MAX_COLOUR in magnitude */
  NOISE_CANVAS_ERROR_FRAMES,   /* frames < 1 or frame outside 0..frames-1 */
  /* Last, so the values above stay stable for callers: the offsets,
   * frequency, lacunarity and octaves put some pixel of the canvas where
   * float no longer resolves it.  The core samples in float, and a float
   * p is only exact to its spacing, at most |p| 2^-23.  So the canvas
   * refuses, for any pixel centre p of the canvas (world units, the width
   * being one unit):
   *  - along every axis the plane moves along, |p| * width >=
   *    NOISE_CANVAS_MAX_PIXELS (2^23): the float spacing there reaches a
   *    pixel step (1 / width), so neighbouring pixels would merge and the
   *    picture turn blocky;
   *  - along any axis, |p| * f_top >= NOISE_CANVAS_MAX_LATTICE (2^23), f_top
   *    being the finest octave's frequency (frequency *
   *    lacunarity^(octaves - 1), after tiling's snap): its lattice cells
   *    would have no fraction left, and beyond 2^31 the core's float-to-int
   *    floor overflows (NaN pixels; issue 13).  The same for the warp's
   *    finest octave, and for the noise's at points the warp moves.
   * Both are tested on the pixel centres of the canvas; pixels beyond it
   * (fill_row goes on past the canvas) with noise_canvas_resolves. */
  NOISE_CANVAS_ERROR_PRECISION,
  /* A planet map asked of a type without a 3D form (the classic simplex),
   * with tileable on, or looping with a type without a 4D form; the
   * warp's type (noise.warp_type, with a warp) as the noise's. */
  NOISE_CANVAS_ERROR_PLANET,
  /* Erosion (noise.erosion_strength above 0, core/noise.h's EROSION) acts
   * in the plane z = w = constant: refused on a planet map (field PLANET)
   * and on a plane tilted out of it (field ROTATION, the axis x or y);
   * and the ridge map without erosion, which would be flat (field
   * OUTPUT, value the strength). */
  NOISE_CANVAS_ERROR_EROSION
} NoiseCanvasStatus;

#define NOISE_CANVAS_MAX 524288            /* GIMP's largest image side */
#define NOISE_CANVAS_MAX_PIXELS 8388608.0  /* 2^23: see ERROR_PRECISION */
#define NOISE_CANVAS_MAX_LATTICE 8388608.0 /* 2^23: see ERROR_PRECISION */
/* Largest |component| of a gradient colour (issue 21: colours of +-3e38
 * made infinite pixels, and NaN where the blend weight is 0): 2^24, the
 * largest float up to which every integer is exact.  Blending two such
 * colours, a + (b - a) w, stays finite, and so does converting the result
 * between linear and perceptual encodings with gammas from 1/4 to 4 and
 * parameters up to 16 (what the GEGL operation's profiles may have):
 * (16 * 2^24)^4 = 2^112. */
#define NOISE_CANVAS_MAX_COLOUR 16777216.0f

/* An English description of a status, for C users; the plug-in has its own
 * translated messages. */
NOISE_API const char *noise_canvas_status_string (NoiseCanvasStatus status);

/* The settings a canvas refusal names (NoiseCanvasRefusal.field). */
typedef enum
{
  NOISE_CANVAS_FIELD_NONE = -1,
  NOISE_CANVAS_FIELD_NOISE,           /* the core's: see refusal.noise */
  NOISE_CANVAS_FIELD_WIDTH,           /* the canvas width */
  NOISE_CANVAS_FIELD_HEIGHT,          /* the canvas height */
  NOISE_CANVAS_FIELD_OFFSET,          /* offset[element] */
  NOISE_CANVAS_FIELD_ROTATION,        /* rotation[element] */
  NOISE_CANVAS_FIELD_OUTPUT,          /* output */
  NOISE_CANVAS_FIELD_NORMAL_STRENGTH, /* normal_strength */
  NOISE_CANVAS_FIELD_FRAMES,          /* frames */
  NOISE_CANVAS_FIELD_FRAME,           /* frame */
  NOISE_CANVAS_FIELD_PLANET,          /* planet */
  NOISE_CANVAS_FIELD_CHANNELS,        /* the pixels' colour_channels */
  NOISE_CANVAS_FIELD_ALPHA,           /* the pixels' alpha */
  NOISE_CANVAS_FIELD_GRADIENT         /* the pixels' gradient[element] */
} NoiseCanvasField;

/* What made float precision fail (NOISE_CANVAS_ERROR_PRECISION). */
typedef enum
{
  NOISE_CANVAS_PRECISION_SIZE,    /* the canvas alone, every offset at 0:
                                   * its size and the frequencies */
  NOISE_CANVAS_PRECISION_OFFSETS, /* the offsets (offsets_set) move it out */
  /* Pixels beyond the canvas that noise_canvas_resolves refused: never
   * noise_canvas_prepare's, a record its caller makes (the operation's
   * layer larger than the canvas, or moved along it). */
  NOISE_CANVAS_PRECISION_BEYOND
} NoiseCanvasPrecision;

/* What noise_canvas_prepare refused, as a record: the front ends say why
 * from it, without preparing again.  Filled on every call; status
 * NOISE_CANVAS_OK, field NONE and zeros when nothing was refused.
 *
 *   NOISE_CANVAS_ERROR_NOISE: field NOISE, and noise holds the core's
 *     record (NoiseRefusal); value and limit are 0
 *   NOISE_CANVAS_ERROR_SIZE: WIDTH or HEIGHT, its value, and 1 or
 *     NOISE_CANVAS_MAX, the bound it is beyond
 *   NOISE_CANVAS_ERROR_OFFSET: OFFSET or ROTATION, element the axis, the
 *     value that is not finite; limit 0
 *   NOISE_CANVAS_ERROR_ROTATION: ROTATION, element the turning axis
 *     (noise_canvas_turning_axis), the angle; limit 0
 *   NOISE_CANVAS_ERROR_OUTPUT: OUTPUT (value the output, limit
 *     NOISE_OUTPUT_COUNT) or NORMAL_STRENGTH (value, and 0 or 100)
 *   NOISE_CANVAS_ERROR_FRAMES: FRAMES (value, limit 1) or FRAME (value,
 *     and 0 or frames - 1)
 *   NOISE_CANVAS_ERROR_PLANET: PLANET; value 1, limit 0
 *   NOISE_CANVAS_ERROR_PIXELS: CHANNELS (value, limit 3), ALPHA (value,
 *     limit 1), OUTPUT for an output that needs RGB on grey (value the
 *     output, limit 3 channels needed), or GRADIENT: missing or under two
 *     samples (element -1, value the samples, limit 2), or the first
 *     component beyond NOISE_CANVAS_MAX_COLOUR (element its index, value,
 *     limit NOISE_CANVAS_MAX_COLOUR)
 *   NOISE_CANVAS_ERROR_PRECISION: field OFFSET when the offsets cause it,
 *     else NONE; precision says which (SIZE or OFFSETS); lattice 1 when
 *     the finest octave's cells ran out, 2 when the warp's finest octave's
 *     did, 0 when the pixel steps did; value the first product reaching
 *     the limit (|p| f_top, |p| f_warp_top or |p| width), limit
 *     NOISE_CANVAS_MAX_LATTICE or NOISE_CANVAS_MAX_PIXELS
 *
 * offsets_set (bit a: offset[a] is not 0), width and height are filled
 * whatever the status. */
typedef struct
{
  NoiseCanvasStatus status;
  NoiseRefusal noise; /* the core's; status NOISE_OK unless it refused */
  NoiseCanvasField field;
  int element; /* of an array field, or -1 */
  double value, limit;
  NoiseCanvasPrecision precision;
  int lattice;
  unsigned offsets_set;
  int width, height;
} NoiseCanvasRefusal;

/* Prepared: read-only after noise_canvas_prepare.  Treat as opaque. */
typedef struct
{
  NoiseState state;
  NoiseCanvasPixels pixels;
  NoiseOutput output;
  /* Noise-space point of pixel (x, y): origin + y * down + x * across, each
   * component in float exactly so. */
  float origin[4], across[4], down[4];
  float normal_scale; /* slopes per cell from derivatives per pixel */
  int width;          /* of the canvas */
  /* A planet map: the sphere's rotation and centre (noise space), and the
   * canvas height (latitudes run over its rows). */
  int planet, height;
  double turn[3][3], centre[3];
} NoiseCanvas;

NOISE_API void noise_canvas_settings_init (NoiseCanvasSettings *settings);

/* The first axis (0 x, 1 y, 2 z) whose rotation turns the pattern, a whole
 * turn being no turn; -1 when none does (what NOISE_CANVAS_ERROR_ROTATION
 * checks with tiles). */
NOISE_API int noise_canvas_turning_axis (const NoiseCanvasSettings *settings);

/* Checks everything and prepares the core: once, or with levels 'fill'
 * twice, first without them to check precision before they are measured
 * (the measurement runs the whole pipeline at thousands of points).  On a
 * refusal *canvas is
 * unusable; refusal, when not NULL, receives the record of it
 * (NoiseCanvasRefusal), the core's included. */
NOISE_API NoiseCanvasStatus
noise_canvas_prepare (const NoiseCanvasSettings *settings, int width,
                      int height, const NoiseCanvasPixels *pixels,
                      NoiseCanvas *canvas, NoiseCanvasRefusal *refusal);

/* Whether float resolves every pixel of columns x0..x1 and rows y0..y1
 * (canvas coordinates, possibly beyond the canvas), by the tests
 * NOISE_CANVAS_ERROR_PRECISION describes: 1 when it does.  Rendering
 * pixels outside the canvas (fill_row's columns and rows beyond it), check
 * them with this first. */
NOISE_API int noise_canvas_resolves (const NoiseCanvas *canvas, int x0, int y0,
                                     int x1, int y1);

/* Components per pixel: colour_channels + alpha. */
NOISE_API int noise_canvas_components (const NoiseCanvas *canvas);

/* Pixels x .. x + n - 1 of row y (canvas coordinates; any integers, the
 * pattern goes on beyond the canvas) into out, components floats each. */
NOISE_API void noise_canvas_fill_row (const NoiseCanvas *canvas, int x, int y,
                                      int n, float *out);

/* The same pixels at columns[0 .. n-1] of row y: exactly the values
 * noise_canvas_fill_row gives there (a scaled-down preview). */
NOISE_API void noise_canvas_fill_columns (const NoiseCanvas *canvas,
                                          const int *columns, int y, int n,
                                          float *out);

NOISE_END_DECLS

#endif /* NOISE_RENDER_CANVAS_H */
