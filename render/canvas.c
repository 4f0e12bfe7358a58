/* canvas.c — the render layer: checks complete settings, prepares the core
 * once, maps canvas pixels to noise space and noise to pixels.  Plain C
 * without GIMP, so the plug-in, its preview and the GEGL operation render
 * the same pixels through one path. */
#include "canvas.h"

#include <float.h>
#include <math.h>
#include <stddef.h>
#include <string.h>

/* Largest run of pixels computed at once (bounds the scratch buffers on
 * the stack). */
#define RUN 256

/* A planet map's sphere: one world unit round. */
#define PLANET_RADIUS (1.0 / 6.28318530717958647692)

void
noise_canvas_settings_init (NoiseCanvasSettings *settings)
{
  noise_settings_init (&settings->noise);
  /* The procedure's defaults where they differ from the core's (the same
   * as settings/settings.h's table). */
  settings->noise.octaves = 6;
  settings->noise.levels = NOISE_LEVELS_FILL;
  for (int a = 0; a < 4; a++)
    settings->offset[a] = 0.0;
  for (int a = 0; a < 3; a++)
    settings->rotation[a] = 0.0;
  settings->output = NOISE_OUTPUT_COLOUR;
  settings->normal_strength = 1.0;
  settings->tileable = 0;
  settings->frames = 1;
  settings->frame = 0;
  settings->planet = 0;
}

/* An angle in degrees with whole turns taken out: exact (fmod is), and the
 * same value for any angle strictly inside one turn, so only a whole turn
 * changes, to 0, which is no rotation. */
static double
reduced_degrees (double degrees)
{
  return fmod (degrees, 360.0);
}

/* Rotation by Euler angles in degrees, applied about z, then x, then y
 * (Unity's order, as in the pseudorandom-artist tutorial's rotated quad): m =
 * Ry Rx Rz. */
static void
rotation_matrix (const double *degrees, double m[3][3])
{
  double c[3], s[3];
  for (int a = 0; a < 3; a++)
    {
      /* In turns: whole turns are exactly no rotation, quarter turns
       * exact, and the same bits on every platform. */
      noise_turn (degrees[a] / 360.0, &c[a], &s[a]);
    }
  /* Ry * Rx * Rz written out. */
  m[0][0] = c[1] * c[2] + s[1] * s[0] * s[2];
  m[0][1] = -c[1] * s[2] + s[1] * s[0] * c[2];
  m[0][2] = s[1] * c[0];
  m[1][0] = c[0] * s[2];
  m[1][1] = c[0] * c[2];
  m[1][2] = -s[0];
  m[2][0] = -s[1] * c[2] + c[1] * s[0] * s[2];
  m[2][1] = s[1] * s[2] + c[1] * s[0] * c[2];
  m[2][2] = c[1] * c[0];
}

/* The sampling plane: like the pseudorandom-artist tutorial's quad, centred on
 * the origin and one unit wide, the canvas's width spanning one unit, so the
 * frequency counts cells across the width whatever the resolution.  Pixel
 * centres sample, and the offsets move the plane in cells of the first
 * octave. */
static void
set_mapping (NoiseCanvas *canvas, const NoiseCanvasSettings *s, int width,
             int height)
{
  double m[3][3], u0 = 0.5 / width - 0.5;
  double v0 = 0.5 / width - 0.5 * height / width;
  double f = s->noise.frequency;

  rotation_matrix (s->rotation, m);
  for (int a = 0; a < 3; a++)
    {
      canvas->origin[a]
          = (float) (m[a][0] * u0 + m[a][1] * v0 + s->offset[a] / f);
      canvas->across[a] = (float) (m[a][0] / width);
      canvas->down[a] = (float) (m[a][1] / width);
    }
  canvas->origin[3] = (float) (s->offset[3] / f);
  canvas->across[3] = canvas->down[3] = 0.0f;
  canvas->planet = s->planet;
  canvas->height = height;
  for (int a = 0; a < 3; a++)
    {
      canvas->centre[a] = s->offset[a] / f;
      for (int b = 0; b < 3; b++)
        canvas->turn[a][b] = m[a][b];
    }

  /* d value / d pixel times pixels per cell = slope per cell; the height
   * is (value + 1) / 2, hence the half. */
  /* Finite whatever the frequency (the core takes any above 0), so that a
   * flat slope times it is 0, never NaN. */
  double scale = 0.5 * s->normal_strength * width / f;
  canvas->normal_scale = scale <= FLT_MAX ? (float) scale : FLT_MAX;
}

/* The core's settings for this canvas: tiling over the canvas (its width is
 * one world unit) and the loop phase of the frame. */
static NoiseSettings
core_settings (const NoiseCanvasSettings *s, int width, int height)
{
  NoiseSettings noise = s->noise;
  if (s->planet)
    noise.dimensions = 3;
  noise.tile[0] = s->tileable ? 1.0f : 0.0f;
  noise.tile[1] = s->tileable ? (float) height / width : 0.0f;
  noise.looping = s->frames > 1;
  noise.erosion_ridge = noise_output_info (s->output)->ridge;
  noise.loop_phase = (float) s->frame / (s->frames > 1 ? s->frames : 1);
  /* Levels measure the region the plane is centred on. */
  for (int a = 0; a < 4; a++)
    noise.levels_centre[a] = (float) (s->offset[a] / s->noise.frequency);
  return noise;
}

int
noise_canvas_turning_axis (const NoiseCanvasSettings *s)
{
  for (int a = 0; a < 3; a++)
    if (reduced_degrees (s->rotation[a]) != 0.0)
      return a;
  return -1;
}

/* Fills the refusal's field, element, value and limit and returns
 * status: the one way a check reports what it refused. */
static NoiseCanvasStatus
refuse (NoiseCanvasRefusal *r, NoiseCanvasStatus status, NoiseCanvasField field,
        int element, double value, double limit)
{
  r->status = status;
  r->field = field;
  r->element = element;
  r->value = value;
  r->limit = limit;
  return status;
}

/* The first of v[0..n-1] that is not finite, or -1. */
static int
not_finite (const double *v, int n)
{
  for (int i = 0; i < n; i++)
    if (!isfinite (v[i]))
      return i;
  return -1;
}

/* What the settings ask of the pixels they are written into. */
static NoiseCanvasStatus
check_pixels (const NoiseOutputInfo *info, const NoiseCanvasPixels *px,
              NoiseOutput output, NoiseCanvasRefusal *r)
{
  const NoiseCanvasStatus no = NOISE_CANVAS_ERROR_PIXELS;
  if (!px)
    return refuse (r, no, NOISE_CANVAS_FIELD_CHANNELS, -1, 0.0, 3.0);
  if (px->colour_channels != 1 && px->colour_channels != 3)
    return refuse (r, no, NOISE_CANVAS_FIELD_CHANNELS, -1, px->colour_channels,
                   3.0);
  if (px->alpha != 0 && px->alpha != 1)
    return refuse (r, no, NOISE_CANVAS_FIELD_ALPHA, -1, px->alpha, 1.0);
  if (info->needs_rgb && px->colour_channels != 3)
    return refuse (r, no, NOISE_CANVAS_FIELD_OUTPUT, -1, output, 3.0);
  if (info->uses_gradient && (!px->gradient || px->gradient_samples < 2))
    return refuse (r, no, NOISE_CANVAS_FIELD_GRADIENT, -1,
                   px->gradient ? px->gradient_samples : 0, 2.0);
  if (info->uses_gradient)
    {
      int n = px->gradient_samples * (px->colour_channels + px->alpha);
      for (int i = 0; i < n; i++)
        if (!(fabsf (px->gradient[i]) <= NOISE_CANVAS_MAX_COLOUR))
          return refuse (r, no, NOISE_CANVAS_FIELD_GRADIENT, i, px->gradient[i],
                         NOISE_CANVAS_MAX_COLOUR);
    }
  return NOISE_CANVAS_OK;
}

/* Whether a type makes planets: a 3D form, and a 4D one to loop (canvas.h,
 * planet). */
static int
planet_type (NoiseType type, int looping)
{
  return noise_type_has_dimensions (type, 3)
         && (!looping || noise_type_has_dimensions (type, 4));
}

/* A side of the canvas outside 1..NOISE_CANVAS_MAX. */
static NoiseCanvasStatus
check_size (int width, int height, NoiseCanvasRefusal *r)
{
  const NoiseCanvasStatus no = NOISE_CANVAS_ERROR_SIZE;
  if (width < 1 || width > NOISE_CANVAS_MAX)
    return refuse (r, no, NOISE_CANVAS_FIELD_WIDTH, -1, width,
                   width < 1 ? 1.0 : NOISE_CANVAS_MAX);
  if (height < 1 || height > NOISE_CANVAS_MAX)
    return refuse (r, no, NOISE_CANVAS_FIELD_HEIGHT, -1, height,
                   height < 1 ? 1.0 : NOISE_CANVAS_MAX);
  return NOISE_CANVAS_OK;
}

/* The offsets and angles: finite, and no turn with tiles. */
static NoiseCanvasStatus
check_placement (const NoiseCanvasSettings *s, NoiseCanvasRefusal *r)
{
  int offset = not_finite (s->offset, 4), angle = not_finite (s->rotation, 3);
  if (offset >= 0)
    return refuse (r, NOISE_CANVAS_ERROR_OFFSET, NOISE_CANVAS_FIELD_OFFSET,
                   offset, s->offset[offset], 0.0);
  if (angle >= 0)
    return refuse (r, NOISE_CANVAS_ERROR_OFFSET, NOISE_CANVAS_FIELD_ROTATION,
                   angle, s->rotation[angle], 0.0);
  angle = noise_canvas_turning_axis (s);
  if (s->tileable && angle >= 0)
    return refuse (r, NOISE_CANVAS_ERROR_ROTATION, NOISE_CANVAS_FIELD_ROTATION,
                   angle, s->rotation[angle], 0.0);
  return NOISE_CANVAS_OK;
}

/* Erosion's plane (NOISE_CANVAS_ERROR_EROSION). */
static NoiseCanvasStatus
check_erosion (const NoiseCanvasSettings *s, const NoiseOutputInfo *info,
               NoiseCanvasRefusal *r)
{
  int eroded = s->noise.erosion_strength > 0.0f;
  if (info->ridge && !eroded)
    return refuse (r, NOISE_CANVAS_ERROR_EROSION, NOISE_CANVAS_FIELD_OUTPUT, -1,
                   s->noise.erosion_strength, 0.0);
  if (!eroded)
    return NOISE_CANVAS_OK;
  if (s->planet)
    return refuse (r, NOISE_CANVAS_ERROR_EROSION, NOISE_CANVAS_FIELD_PLANET, -1,
                   1.0, 0.0);
  /* A tilt: the first axis that turns is x or y (noise_settings_conflict
   * reads it the same way). */
  int axis = noise_canvas_turning_axis (s);
  if (axis == 0 || axis == 1)
    return refuse (r, NOISE_CANVAS_ERROR_EROSION, NOISE_CANVAS_FIELD_ROTATION,
                   axis, s->rotation[axis], 0.0);
  return NOISE_CANVAS_OK;
}

/* Every check that needs no core: the order is the header's. */
static NoiseCanvasStatus
check_settings (const NoiseCanvasSettings *s, int width, int height,
                const NoiseCanvasPixels *px, NoiseCanvasRefusal *r)
{
  const NoiseOutputInfo *info = noise_output_info (s->output);
  NoiseCanvasStatus status = check_size (width, height, r);

  if (status == NOISE_CANVAS_OK)
    status = check_placement (s, r);
  if (status != NOISE_CANVAS_OK)
    return status;
  if (!info)
    return refuse (r, NOISE_CANVAS_ERROR_OUTPUT, NOISE_CANVAS_FIELD_OUTPUT, -1,
                   s->output, NOISE_OUTPUT_COUNT);
  if (!(s->normal_strength >= 0.0 && s->normal_strength <= 100.0))
    return refuse (r, NOISE_CANVAS_ERROR_OUTPUT,
                   NOISE_CANVAS_FIELD_NORMAL_STRENGTH, -1, s->normal_strength,
                   s->normal_strength < 0.0 ? 0.0 : 100.0);
  if (s->frames < 1)
    return refuse (r, NOISE_CANVAS_ERROR_FRAMES, NOISE_CANVAS_FIELD_FRAMES, -1,
                   s->frames, 1.0);
  if (s->frame < 0 || s->frame >= s->frames)
    return refuse (r, NOISE_CANVAS_ERROR_FRAMES, NOISE_CANVAS_FIELD_FRAME, -1,
                   s->frame, s->frame < 0 ? 0.0 : s->frames - 1.0);
  if (s->planet
      && (s->tileable || !planet_type (s->noise.type, s->frames > 1)
          || (s->noise.warp_mode != NOISE_WARP_NONE
              && !planet_type (s->noise.warp_type, s->frames > 1))))
    return refuse (r, NOISE_CANVAS_ERROR_PLANET, NOISE_CANVAS_FIELD_PLANET, -1,
                   1.0, 0.0);
  if (check_erosion (s, info, r) != NOISE_CANVAS_OK)
    return r->status;
  return check_pixels (info, px, s->output, r);
}

/* The largest |coordinate| along axis a of any pixel centre of columns
 * x0..x1 and rows y0..y1: the mapping is affine, so at a corner; a planet
 * map's points are within its radius of the centre. */
static double
largest_coordinate (const NoiseCanvas *canvas, int a, double x0, double y0,
                    double x1, double y1)
{
  if (canvas->planet)
    return fabs (canvas->centre[a]) + PLANET_RADIUS;
  double largest = 0.0;
  for (int corner = 0; corner < 4; corner++)
    {
      double x = corner & 1 ? x1 : x0, y = corner & 2 ? y1 : y0;
      double p = (double) canvas->origin[a] + y * canvas->down[a]
                 + x * canvas->across[a];
      largest = fmax (largest, fabs (p));
    }
  return largest;
}

/* Whether float resolves every pixel of the canvas (see
 * NOISE_CANVAS_ERROR_PRECISION in canvas.h for the derivation):
 *   1. along each axis the plane moves along, |p| * width < 2^23: the
 *      float spacing at p is then below one pixel step (1 / width world
 *      units), so no two pixels merge and none is off by half a step;
 *   2. along every axis, the finest octave's lattice coordinate
 *      |p| * f_top < 2^23: cells and their fractions stay exact, far inside
 *      the int range (2^31) of the core's floor. */
/* The largest of a layer's finest octave's frequencies (tiling snaps each
 * axis; the torus of the simplex types reads axis 0's): whichever the core
 * uses. */
static double
top_frequency (const NoiseLayer *layer)
{
  int top = layer->settings.octaves - 1;
  double f_top = 0.0;
  for (int a = 0; a < 4; a++)
    f_top = fmax (f_top, layer->frequency[top][a]);
  return f_top;
}

/* The first limit float reaches on a canvas (unresolved). */
typedef enum
{
  RESOLVED,
  NOISE_CELLS, /* the noise's finest octave's cells */
  PIXEL_STEPS,
  WARP_CELLS /* the warp's finest octave's cells */
} Unresolved;

/* Where float stops resolving pixels of columns x0..x1 and rows y0..y1,
 * with *value the product that reached the limit (0 when RESOLVED). */
static Unresolved
unresolved (const NoiseCanvas *canvas, double x0, double y0, double x1,
            double y1, double *value)
{
  const NoiseState *st = &canvas->state;
  int warped = st->layer.settings.warp_mode != NOISE_WARP_NONE;
  double width = canvas->width;
  double f_top = top_frequency (&st->layer);
  double f_warp = warped ? top_frequency (&st->warp) : 0.0;
  /* Axes beyond the noise's dimensions are not sampled. */
  for (int a = 0; a < st->layer.settings.dimensions; a++)
    {
      double p = largest_coordinate (canvas, a, x0, y0, x1, y1);
      int moves = canvas->planet || canvas->across[a] != 0.0f
                  || canvas->down[a] != 0.0f;
      /* The warp moves the noise's points by up to its scale per axis. */
      *value = (p + st->warp_scale) * f_top;
      if (!(*value < NOISE_CANVAS_MAX_LATTICE))
        return NOISE_CELLS;
      *value = p * f_warp;
      if (!(*value < NOISE_CANVAS_MAX_LATTICE))
        return WARP_CELLS;
      *value = p * width;
      if (moves && !(*value < NOISE_CANVAS_MAX_PIXELS))
        return PIXEL_STEPS;
    }
  *value = 0.0;
  return RESOLVED;
}

static int
resolves (const NoiseCanvas *canvas, double x0, double y0, double x1, double y1)
{
  double value;
  return !unresolved (canvas, x0, y0, x1, y1, &value);
}

/* The precision refusal of a prepared canvas that float does not resolve:
 * what fails, and whether the canvas alone, without its offsets, fails
 * too (then its size causes it).  The mapping is all the offsets change
 * that resolves reads, so the canvas is mapped again without them rather
 * than prepared again; it is unusable after a refusal anyway. */
static NoiseCanvasStatus
refuse_precision (NoiseCanvas *canvas, const NoiseCanvasSettings *s,
                  Unresolved failed, double value, NoiseCanvasRefusal *r)
{
  NoiseCanvasSettings centred = *s;
  double centred_value;

  for (int a = 0; a < 4; a++)
    centred.offset[a] = 0.0;
  set_mapping (canvas, &centred, r->width, r->height);
  Unresolved size
      = unresolved (canvas, 0, 0, r->width - 1, r->height - 1, &centred_value);
  r->precision
      = size ? NOISE_CANVAS_PRECISION_SIZE : NOISE_CANVAS_PRECISION_OFFSETS;
  /* The cause the message names is the one it blames: the size's own,
   * whatever the offsets reach first. */
  if (size)
    failed = size, value = centred_value;
  r->lattice = failed == NOISE_CELLS ? 1 : failed == WARP_CELLS ? 2 : 0;
  return refuse (r, NOISE_CANVAS_ERROR_PRECISION,
                 r->precision == NOISE_CANVAS_PRECISION_OFFSETS
                     ? NOISE_CANVAS_FIELD_OFFSET
                     : NOISE_CANVAS_FIELD_NONE,
                 -1, value,
                 failed == PIXEL_STEPS ? NOISE_CANVAS_MAX_PIXELS
                                       : NOISE_CANVAS_MAX_LATTICE);
}

/* A refusal of nothing yet, with what every refusal carries. */
static void
refusal_init (NoiseCanvasRefusal *r, const NoiseCanvasSettings *s, int width,
              int height)
{
  r->noise = (NoiseRefusal) { NOISE_OK, -1, 0.0, 0.0 };
  r->precision = NOISE_CANVAS_PRECISION_SIZE;
  r->lattice = 0;
  r->offsets_set = 0;
  for (int a = 0; a < 4; a++)
    if (s->offset[a] != 0.0)
      r->offsets_set |= 1u << a;
  r->width = width;
  r->height = height;
  refuse (r, NOISE_CANVAS_OK, NOISE_CANVAS_FIELD_NONE, -1, 0.0, 0.0);
}

NoiseCanvasStatus
noise_canvas_prepare (const NoiseCanvasSettings *settings, int width,
                      int height, const NoiseCanvasPixels *pixels,
                      NoiseCanvas *canvas, NoiseCanvasRefusal *refusal)
{
  NoiseCanvasRefusal own;
  NoiseCanvasRefusal *r = refusal ? refusal : &own;
  NoiseSettings noise;
  double value;
  Unresolved failed;

  refusal_init (r, settings, width, height);
  if (check_settings (settings, width, height, pixels, r) != NOISE_CANVAS_OK)
    return r->status;
  /* Prepared first without levels' measurement, which runs the whole
   * pipeline at thousands of points: a canvas float does not resolve is
   * refused before that (a deep warp out of reach took 45 s of CPU there,
   * then was refused).  Levels change nothing precision reads. */
  noise = core_settings (settings, width, height);
  NoiseLevels levels = noise.levels;
  noise.levels = NOISE_LEVELS_BOUNDS;
  if (noise_prepare (&noise, &canvas->state, &r->noise) != NOISE_OK)
    return refuse (r, NOISE_CANVAS_ERROR_NOISE, NOISE_CANVAS_FIELD_NOISE, -1,
                   0.0, 0.0);
  canvas->pixels = *pixels;
  canvas->output = settings->output;
  set_mapping (canvas, settings, width, height);
  canvas->width = width;
  failed = unresolved (canvas, 0, 0, width - 1, height - 1, &value);
  if (failed)
    return refuse_precision (canvas, settings, failed, value, r);
  noise.levels = levels;
  if (levels != NOISE_LEVELS_BOUNDS
      && noise_prepare (&noise, &canvas->state, &r->noise) != NOISE_OK)
    return refuse (r, NOISE_CANVAS_ERROR_NOISE, NOISE_CANVAS_FIELD_NOISE, -1,
                   0.0, 0.0);
  return NOISE_CANVAS_OK;
}

int
noise_canvas_resolves (const NoiseCanvas *canvas, int x0, int y0, int x1,
                       int y1)
{
  return resolves (canvas, x0, y0, x1, y1);
}

/* Components per pixel, inside this file: the exported function goes
 * through the PLT from a shared module, once per pixel. */
static inline int
components (const NoiseCanvas *canvas)
{
  return canvas->pixels.colour_channels + canvas->pixels.alpha;
}

int
noise_canvas_components (const NoiseCanvas *canvas)
{
  return components (canvas);
}

/* Where value in [-1, 1] falls in the gradient table of last + 1 samples:
 * the sample at or below it, and the weight of the next. */
static inline void
gradient_place (int last, float value, int *index, float *weight)
{
  float top = (float) last, t = (value + 1.0f) * 0.5f * top;
  /* Clamped first, so that the int conversion is always defined (NaN to
   * 0); one selection a statement, which the compiler vectorizes. */
  float low = t > 0.0f ? t : 0.0f;
  t = low < top ? low : top;
  int i = (int) t;
  i = i < last - 1 ? i : last - 1;
  float w = t - (float) i;
  *index = i;
  *weight = w < 1.0f ? w : 1.0f;
}

/* Four components at once: one pixel of RGBA, which the live filter and
 * most layers are. */
typedef float Rgba __attribute__ ((vector_size (4 * sizeof (float))));

/* n <= RUN values through the gradient, linearly between its samples:
 * first every value's place (a loop the compiler vectorizes), then the
 * colours, an RGBA pixel as one vector.  Each component is a + (b - a) w,
 * the same operations whatever the layout. */
static void
map_colours (const NoiseCanvas *canvas, const float *values, int n, float *out)
{
  const float *gradient = canvas->pixels.gradient;
  int last = canvas->pixels.gradient_samples - 1,
      channels = components (canvas), index[RUN];
  float weight[RUN];

  for (int i = 0; i < n; i++)
    gradient_place (last, values[i], index + i, weight + i);
  if (channels == 4)
    for (int i = 0; i < n; i++)
      {
        Rgba a, b;
        memcpy (&a, gradient + 4 * index[i], sizeof a);
        memcpy (&b, gradient + 4 * index[i] + 4, sizeof b);
        a = a + (b - a) * weight[i];
        memcpy (out + 4 * i, &a, sizeof a);
      }
  else
    for (int i = 0; i < n; i++)
      {
        const float *a = gradient + index[i] * channels, *b = a + channels;
        for (int c = 0; c < channels; c++)
          out[channels * i + c] = a[c] + (b[c] - a[c]) * weight[i];
      }
}

static void
map_height (const NoiseCanvas *canvas, float value, float *pixel)
{
  float h = (value + 1.0f) * 0.5f;
  int channels = canvas->pixels.colour_channels;
  for (int c = 0; c < channels; c++)
    pixel[c] = h;
  if (canvas->pixels.alpha)
    pixel[channels] = 1.0f;
}

/* The value's derivatives along the image's x and y, per pixel, from its
 * derivatives in noise space (the normal and flow maps read them) and the
 * noise-space moves of one pixel right and one down there (tangents: the
 * plane's across and down, a planet map's own at each pixel). */
static void
image_slopes (const float *tangents, const float *gradient, float *sx,
              float *sy)
{
  *sx = 0.0f;
  *sy = 0.0f;
  for (int a = 0; a < 4; a++)
    {
      *sx += gradient[a] * tangents[a];
      *sy += gradient[a] * tangents[4 + a];
    }
}

/* The normal of the height field from its derivatives along the image
 * axes; image y points down, the map's green points up (OpenGL).  A
 * planet map's is in the sphere's tangent frame: x east, y north. */
static void
map_normal (const NoiseCanvas *canvas, const float *tangents,
            const float *gradient, float *pixel)
{
  float sx, sy;
  image_slopes (tangents, gradient, &sx, &sy);
  float nx = -sx * canvas->normal_scale, ny = sy * canvas->normal_scale;
  float nz = 1.0f, length2 = nx * nx + ny * ny + 1.0f;
  /* A Musgrave mode's raw values can be so steep (slopes past 2^64) that
   * the squares overflow: the vector is then scaled down first.  Anywhere
   * else nothing changes, bits included. */
  if (!(fabsf (nx) <= FLT_MAX && fabsf (ny) <= FLT_MAX))
    {
      /* The slope times the strength overflowed (the core's derivatives
       * reach NOISE_MAX_DERIVATIVE): the same in double, where it cannot,
       * its direction kept, as the slopes are finite. */
      double dx = -(double) sx * canvas->normal_scale;
      double dy = (double) sy * canvas->normal_scale;
      double longest = fmax (fabs (dx), fabs (dy));
      nx = (float) (dx / longest);
      ny = (float) (dy / longest);
      nz = (float) (1.0 / longest);
      length2 = nx * nx + ny * ny + nz * nz;
    }
  else if (!(length2 <= FLT_MAX))
    {
      float longest = fmaxf (fabsf (nx), fabsf (ny));
      nx /= longest;
      ny /= longest;
      nz /= longest;
      length2 = nx * nx + ny * ny + nz * nz;
    }
  float inv = 1.0f / sqrtf (length2);
  pixel[0] = nx * inv * 0.5f + 0.5f;
  pixel[1] = ny * inv * 0.5f + 0.5f;
  pixel[2] = nz * inv * 0.5f + 0.5f;
  if (canvas->pixels.alpha)
    pixel[3] = 1.0f;
}

/* The curl of the height field, (d/dy, -d/dx) with y up, as flow maps
 * hold it: red the flow to the right, green the flow up, 0.5 none, each
 * clamped to [0, 1].  Its divergence is 0: it swirls along the contours. */
static void
map_flow (const NoiseCanvas *canvas, const float *tangents,
          const float *gradient, float *pixel)
{
  float sx, sy;
  image_slopes (tangents, gradient, &sx, &sy);
  /* Image y points down: d/dy up is -sy. */
  float right = -sy * canvas->normal_scale, up = -sx * canvas->normal_scale;
  pixel[0] = fminf (fmaxf (right * 0.5f + 0.5f, 0.0f), 1.0f);
  pixel[1] = fminf (fmaxf (up * 0.5f + 0.5f, 0.0f), 1.0f);
  pixel[2] = 0.0f;
  if (canvas->pixels.alpha)
    pixel[3] = 1.0f;
}

/* The noise-space point of column 0 of row y. */
static void
row_origin (const NoiseCanvas *canvas, int y, float *origin)
{
  for (int a = 0; a < 4; a++)
    origin[a] = canvas->origin[a] + (float) y * canvas->down[a];
}

/* tangents: 8 floats per pixel (planet maps), or NULL: the plane's. */
static void
map_run (const NoiseCanvas *canvas, const float *values,
         const float *derivatives, const float *tangents, int n, float *out)
{
  int stride = components (canvas);
  float plane[8];
  for (int a = 0; a < 4; a++)
    {
      plane[a] = canvas->across[a];
      plane[4 + a] = canvas->down[a];
    }
  switch (canvas->output)
    {
    case NOISE_OUTPUT_NORMAL_MAP:
      for (int i = 0; i < n; i++)
        map_normal (canvas, tangents ? tangents + 8 * i : plane,
                    derivatives + 4 * i, out + i * stride);
      break;
    case NOISE_OUTPUT_FLOW_MAP:
      for (int i = 0; i < n; i++)
        map_flow (canvas, tangents ? tangents + 8 * i : plane,
                  derivatives + 4 * i, out + i * stride);
      break;
    case NOISE_OUTPUT_HEIGHT:
    case NOISE_OUTPUT_RIDGE_MAP:
      for (int i = 0; i < n; i++)
        map_height (canvas, values[i], out + i * stride);
      break;
    default: map_colours (canvas, values, n, out); break;
    }
}

/* A planet map's noise-space point of pixel x in the row at `latitude`
 * (planet_latitude), and (tangents, when not NULL) its moves for one pixel
 * right and one down, in the sphere's rotation: longitude x / width
 * turns.  In double, with noise_turn's platform-independent bits, each
 * pixel from its own position. */
static void
planet_point (const NoiseCanvas *canvas, int x, const double latitude[2],
              float *point, float *tangents)
{
  double co, so, ca = latitude[0], sa = latitude[1];
  double rows = canvas->height > 1 ? canvas->height - 1 : 1;
  noise_turn ((double) x / canvas->width, &co, &so);
  /* On the unit sphere, and its derivatives by x and by y (pixels). */
  double u[3] = { ca * co, ca * so, sa };
  double east = 6.28318530717958647692 / canvas->width;
  double south = -3.14159265358979323846 / rows;
  double du[2][3] = { { -ca * so * east, ca * co * east, 0.0 },
                      { -sa * co * south, -sa * so * south, ca * south } };
  for (int a = 0; a < 3; a++)
    {
      const double *m = canvas->turn[a];
      point[a] = (float) (canvas->centre[a]
                          + PLANET_RADIUS
                                * (m[0] * u[0] + m[1] * u[1] + m[2] * u[2]));
      for (int t = 0; tangents && t < 2; t++)
        tangents[4 * t + a]
            = (float) (PLANET_RADIUS
                       * (m[0] * du[t][0] + m[1] * du[t][1] + m[2] * du[t][2]));
    }
  point[3] = 0.0f;
  if (tangents)
    tangents[3] = tangents[7] = 0.0f;
}

/* The cosine and sine of a planet map's latitude at row y: a quarter turn
 * at row 0, minus one at the last row. */
static void
planet_latitude (const NoiseCanvas *canvas, int y, double latitude[2])
{
  double rows = canvas->height > 1 ? canvas->height - 1 : 1;
  noise_turn (0.25 - 0.5 * y / rows, &latitude[0], &latitude[1]);
}

/* Pixels x .. x + n - 1 of row y, or the n pixels columns[] of it. */
static void
fill_pixels (const NoiseCanvas *canvas, int x, const int *columns, int y, int n,
             float *out)
{
  float origin[4], values[RUN], derivatives[4 * RUN];
  float points[4 * RUN], tangents[8 * RUN];
  int normals = noise_output_info (canvas->output)->uses_derivatives;
  int stride = components (canvas);

  double latitude[2] = { 0.0, 0.0 };
  if (canvas->planet)
    planet_latitude (canvas, y, latitude);
  row_origin (canvas, y, origin);
  for (int done = 0; done < n; done += RUN)
    {
      int run = n - done < RUN ? n - done : RUN;
      if (canvas->planet)
        {
          for (int i = 0; i < run; i++)
            planet_point (canvas, columns ? columns[done + i] : x + done + i,
                          latitude, points + 4 * i,
                          normals ? tangents + 8 * i : NULL);
          noise_fill_points (&canvas->state, points, run, values,
                             normals ? derivatives : NULL);
          map_run (canvas, values, derivatives, tangents, run,
                   out + done * stride);
          continue;
        }
      if (columns)
        noise_fill_columns (&canvas->state, origin, canvas->across,
                            columns + done, run, values,
                            normals ? derivatives : NULL);
      else
        noise_fill_row (&canvas->state, origin, canvas->across, x + done, run,
                        values, normals ? derivatives : NULL);
      map_run (canvas, values, derivatives, NULL, run, out + done * stride);
    }
}

void
noise_canvas_fill_row (const NoiseCanvas *canvas, int x, int y, int n,
                       float *out)
{
  fill_pixels (canvas, x, NULL, y, n, out);
}

void
noise_canvas_fill_columns (const NoiseCanvas *canvas, const int *columns, int y,
                           int n, float *out)
{
  fill_pixels (canvas, 0, columns, y, n, out);
}
