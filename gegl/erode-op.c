/* erode-op.c — noise-render:erode, the erosion stage of the noise (issue
 * 37; core/erosion.h) applied to a height map of the user's own: a GEGL
 * area filter, a live filter in GIMP's Filters ▸ Map menu (beside Bump
 * Map and Tile Seamless, the filters that read the layer as a map; Render
 * holds those that draw over it) and an operation for the `gegl` command.
 *
 * Height: the layer's linear luminance (default) or one linear channel,
 * v in [0, 1] as the noise's height output writes it (-1 black, 1 white),
 * h = relief (2 v - 1).  Position: x / width x size cells, where width is
 * the input's (the layer's, or with a selection the selection bounds GIMP
 * hands a filter), in cells as the noise's erosion works in cells of its
 * first octave: the erosion settings mean what they mean there.
 *
 * Slope and curvature from the pixels: the height smoothed by `smoothing`
 * passes of the binomial [1 2 1] / 4 along x and along y (a Gaussian of
 * sigma sqrt (passes / 2) pixels), so that the rounding of an 8-bit layer
 * does not become a noise of gully directions; then central differences of
 * it, (s[+1] - s[-1]) / 2 for the gradient, s[+1] - 2 s + s[-1] and the
 * four-corner cross difference for the Hessian, each of second order in
 * the pixel.  The eroded height adds the filter's carving to the pixel's
 * own height, not the smoothed one, so strength 0 returns every height as
 * it was.  The stencils read `smoothing` + 1 pixels around each pixel: the
 * area filter's margin.  Beyond the input's edges they read the edge pixel
 * (clamp), or with `tileable` the other side (wrap), where the gully
 * cells also wrap (the filter's period: size cells across the width,
 * size x height / width down; each erosion octave rounded to whole cells
 * of it).
 *
 * Hostile pixels: a NaN value counts as 0, values are clamped to
 * [-EROSION_CLAMP, EROSION_CLAMP] (infinities included); alpha likewise to
 * [0, 1].  The filter then gives finite outputs for any input
 * (erosion.h).  Pixels are computed from absolute positions only, so any
 * tile size, thread count and region split give the same bits. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "noise-op.h"
#include "op-format.h"
#include "op-properties.h"

#ifdef GEGL_PROPERTIES

/* clang-format off */

enum_start (noise_render_erode_channel)
  enum_value (NOISE_ERODE_LUMINANCE, "luminance", N_ ("Luminance"))
  enum_value (NOISE_ERODE_RED, "red", N_ ("Red"))
  enum_value (NOISE_ERODE_GREEN, "green", N_ ("Green"))
  enum_value (NOISE_ERODE_BLUE, "blue", N_ ("Blue"))
  enum_value (NOISE_ERODE_ALPHA, "alpha", N_ ("Alpha"))
enum_end (NoiseRenderErodeChannel)

enum_start (noise_render_erode_output)
  enum_value (NOISE_ERODE_HEIGHT, "height", N_ ("Height"))
  enum_value (NOISE_ERODE_NORMAL_MAP, "normal-map", N_ ("Normal map"))
  enum_value (NOISE_ERODE_RIDGE_MAP, "ridge-map", N_ ("Ridge map"))
enum_end (NoiseRenderErodeOutput)

/* The noise's erosion settings, from the same table (settings.h), and its
 * seed, which places the gully cells. */
NOISE_SETTINGS_EROSION (NOISE_OP_PROPERTY)
NOISE_SETTING_SEED (NOISE_OP_PROPERTY)

property_enum (channel, _ ("Height from"), NoiseRenderErodeChannel,
               noise_render_erode_channel, NOISE_ERODE_LUMINANCE)
  description (_ ("What of the layer is the height: its linear luminance "
                  "or one linear channel, 0 the lowest and 1 the highest"))

property_double (size, _ ("Size in cells"), 4.0)
  description (_ ("How many cells of noise span the layer's width: the unit "
                  "the gully spacing counts in.  The noise's default "
                  "frequency is 4"))
  value_range (1.0 / 64.0, 4096.0)
  ui_range (0.5, 64.0)
  ui_gamma (2.0)

property_double (relief, _ ("Relief"), 1.0)
  description (_ ("How high the layer's range of 0 to 1 stands, as a noise's "
                  "range of -1 to 1 does at 1: higher makes steeper slopes, "
                  "which erode more"))
  value_range (1.0 / 64.0, 64.0)
  ui_range (0.125, 8.0)
  ui_gamma (2.0)

property_int (smoothing, _ ("Slope smoothing"), 2)
  description (_ ("Passes of a small blur over the height before its slope "
                  "and curvature are taken (not over the height itself), so "
                  "that the steps of an 8-bit layer do not scatter the "
                  "gullies; 0 reads the pixels as they are"))
  value_range (0, 16)
  ui_range (0, 8)

/* Not "output": GIMP's filter dialog leaves out properties named so. */
property_enum (output_type, _ ("Output"), NoiseRenderErodeOutput,
               noise_render_erode_output, NOISE_ERODE_HEIGHT)
  description (_ ("The eroded height (linear grey), its normal map from "
                  "the exact slope of the eroded height (OpenGL, green up), "
                  "or the ridge map (creases black, ridges white)"))

NOISE_SETTING_NORMAL_STRENGTH (NOISE_OP_PROPERTY)

property_boolean (tileable, _ ("Tileable input"), FALSE)
  description (_ ("The layer is a seamless tile: read across its edges from "
                  "the other side and wrap the gully cells at them, so that "
                  "the eroded tile stays seamless"))

#else

#define GEGL_OP_AREA_FILTER
#define GEGL_OP_BUNDLE
#define GEGL_OP_NAME noise_render_erode
#define GEGL_OP_C_SOURCE erode-op.c

#include <gegl-op.h>
/* clang-format on */
#include <math.h>
#include <string.h>

#include "noise.h"

/* Heights beyond this count as this (in layer values, 0 .. 1 nominal). */
#define EROSION_CLAMP 64.0
/* Rows per band: the scratch of a band is small whatever GEGL asks for. */
#define BAND 32
/* The width cells count across when the input has no bounds (an infinite
 * source on the command line). */
#define UNBOUNDED_WIDTH 1024
/* erosion-strength's default here (see set_defaults). */
#define NOISE_ERODE_STRENGTH 0.5

/* What prepare keeps for process: the filter, and the frame it works in. */
typedef struct
{
  NoiseErosion erosion;
  GeglRectangle bounds; /* the input's; empty: unbounded */
  double cells;         /* cells per pixel of level 0 */
  double luma[3];       /* the space's luminance of R, G, B, summing to 1 */
  double relief, normal_strength; /* the properties, NaN as their default */
  const Babl *read, *write;
} ErodeState;

static double
sanitize (double v, double low, double high)
{
  if (isnan (v))
    return 0.0; /* both ranges hold it */
  return v < low ? low : v > high ? high : v;
}

static gboolean
bounded (const GeglRectangle *r)
{
  return r && r->width > 0 && r->height > 0
         && !gegl_rectangle_is_infinite_plane (r);
}

/* The filter of the properties: the table's erosion fields and seed into
 * the core's settings, and from them, as the noise's erosion stage does
 * (noise_erosion_from_settings), the filter; in cells, with the input's
 * period when tileable. */
static void
prepare_erosion (const GeglProperties *o, ErodeState *st)
{
  NoiseSettingValues v;
  double period[2] = { 0.0, 0.0 };
  double width = bounded (&st->bounds) ? st->bounds.width : UNBOUNDED_WIDTH;

  noise_setting_values_defaults (&v);
#define SET_FIELD(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN, UI_MAX, \
                  UI_LOG, UNIT, APPLIES, FIELD, CHOICES)                       \
  v.FIELD = o->PROP;
  NOISE_SETTINGS_EROSION (SET_FIELD)
#undef SET_FIELD
  v.canvas.noise.seed = (uint32_t) o->seed;
  /* GLib refuses NaN for a double property today; older GLib let it
   * through its range check, and the cells, heights and normals would be
   * NaN: the defaults instead. */
  double size = isnan (o->size) ? 4.0 : o->size;
  st->relief = isnan (o->relief) ? 1.0 : o->relief;
  st->normal_strength = isnan (o->normal_strength) ? 1.0 : o->normal_strength;
  st->cells = size / width;
  if (o->tileable && bounded (&st->bounds))
    {
      period[0] = size;
      period[1] = size * st->bounds.height / width;
    }
  noise_erosion_from_settings (&v.canvas.noise, period, &st->erosion);
}

static void
prepare (GeglOperation *operation)
{
  GeglProperties *o = GEGL_PROPERTIES (operation);
  GeglOperationAreaFilter *area = GEGL_OPERATION_AREA_FILTER (operation);
  const GeglRectangle *in
      = gegl_operation_source_get_bounding_box (operation, "input");
  const Babl *source = gegl_operation_get_source_format (operation, "input");
  const Babl *space = source ? babl_format_get_space (source) : NULL;
  ErodeState *st = o->user_data;

  if (!st)
    st = o->user_data = g_new0 (ErodeState, 1);
  st->bounds = bounded (in) ? *in : (GeglRectangle) { 0, 0, 0, 0 };
  prepare_erosion (o, st);
  area->left = area->right = area->top = area->bottom = o->smoothing + 1;
  /* Luminance from the space's own weights, made to sum to 1 so that a
   * grey pixel's is its value, to the bit. */
  babl_space_get_rgb_luminance (space ? space : babl_space ("sRGB"),
                                &st->luma[0], &st->luma[1], &st->luma[2]);
  double sum = st->luma[0] + st->luma[1] + st->luma[2];
  for (gint c = 0; c < 3; c++)
    st->luma[c] = sum > 0.0 ? st->luma[c] / sum : 1.0 / 3.0;
  st->read = babl_format_with_space ("RGBA float", space);
  st->write = noise_op_render_format (o->output_type == NOISE_ERODE_NORMAL_MAP
                                          ? NOISE_OUTPUT_NORMAL_MAP
                                          : NOISE_OUTPUT_HEIGHT,
                                      FALSE, space);
  gegl_operation_set_format (operation, "input", st->read);
  gegl_operation_set_format (operation, "output", st->write);
}

/* Coordinate c (of an axis whose input spans [start, start + n)) where the
 * stencils read it: clamped into the span, or wrapped round it. */
static gint64
source_coordinate (gint64 c, gint64 start, gint64 n, gboolean wrap)
{
  if (n <= 0)
    return c;
  if (wrap)
    {
      gint64 r = (c - start) % n;
      return start + (r < 0 ? r + n : r);
    }
  return c < start ? start : c >= start + n ? start + n - 1 : c;
}

/* Heights and alphas of n pixels of row y from column x (level
 * coordinates), each read where source_coordinate says; runs of
 * neighbouring source pixels in one read. */
static void
read_row (GeglBuffer *input, const GeglRectangle *b, gboolean wrap,
          const GeglProperties *o, const ErodeState *st, gint x, gint y, gint n,
          double *height, double *alpha, gfloat *scratch)
{
  gint sy = (gint) source_coordinate (y, b->y, b->height, wrap);
  gint i = 0;

  while (i < n)
    {
      gint sx = (gint) source_coordinate (x + i, b->x, b->width, wrap);
      gint run = 1;
      while (i + run < n
             && source_coordinate (x + i + run, b->x, b->width, wrap)
                    == sx + run)
        run++;
      GeglRectangle r = { sx, sy, run, 1 };
      gegl_buffer_get (input, &r, 1.0, st->read, scratch + 4 * i,
                       GEGL_AUTO_ROWSTRIDE, GEGL_ABYSS_CLAMP);
      i += run;
    }
  for (i = 0; i < n; i++)
    {
      const gfloat *p = scratch + 4 * i;
      double v
          = o->channel == NOISE_ERODE_LUMINANCE
                ? st->luma[0] * p[0] + st->luma[1] * p[1] + st->luma[2] * p[2]
                : p[o->channel - NOISE_ERODE_RED];
      double a = p[3];
      height[i] = st->relief
                  * (2.0 * sanitize (v, -EROSION_CLAMP, EROSION_CLAMP) - 1.0);
      alpha[i] = o->channel == NOISE_ERODE_ALPHA ? 1.0 : sanitize (a, 0.0, 1.0);
    }
}

/* One pass of [1 2 1] / 4 along x over the w x h field src, into the
 * (w - 2) x h field dst; then along y, into w x (h - 2). */
static void
smooth_x (const double *src, gint w, gint h, double *dst)
{
  for (gint y = 0; y < h; y++)
    for (gint x = 1; x < w - 1; x++)
      {
        const double *s = src + (gsize) y * w + x;
        dst[(gsize) y * (w - 2) + x - 1]
            = 0.25 * s[-1] + 0.5 * s[0] + 0.25 * s[1];
      }
}

static void
smooth_y (const double *src, gint w, gint h, double *dst)
{
  for (gint y = 1; y < h - 1; y++)
    for (gint x = 0; x < w; x++)
      {
        const double *s = src + (gsize) y * w + x;
        dst[(gsize) (y - 1) * w + x] = 0.25 * s[-w] + 0.5 * s[0] + 0.25 * s[w];
      }
}

/* The filter's input at one pixel: its own height h, the smoothed field
 * s around it (row length w), k cells per pixel. */
static NoiseErosionIn
erosion_input (double h, const double *s, gint w, double k)
{
  double per = 1.0 / k; /* pixels per cell */
  return (NoiseErosionIn) {
    h,
    0.5 * (s[1] - s[-1]) * per,
    0.5 * (s[w] - s[-w]) * per,
    (s[1] - 2.0 * s[0] + s[-1]) * per * per,
    0.25 * (s[w + 1] - s[w - 1] - s[-w + 1] + s[-w - 1]) * per * per,
    (s[w] - 2.0 * s[0] + s[-w]) * per * per,
  };
}

/* The output pixel of the filter's result e and the pixel's alpha. */
static void
erode_output (const GeglProperties *o, const ErodeState *st,
              const NoiseErosionOut *e, double alpha, gfloat *out)
{
  if (o->output_type == NOISE_ERODE_NORMAL_MAP)
    {
      /* As the noise's normal map: a slope of 1 per cell at strength 1 is
       * 45 degrees on the height's half range; image y points down, the
       * map's green up.  In double, scaled by the longest component, so
       * that no slope overflows. */
      double nx = -0.5 * st->normal_strength * e->hx;
      double ny = 0.5 * st->normal_strength * e->hy;
      double longest = fmax (1.0, fmax (fabs (nx), fabs (ny)));
      double x = nx / longest, y = ny / longest, z = 1.0 / longest;
      double len = sqrt (x * x + y * y + z * z);
      out[0] = (gfloat) (x / len * 0.5 + 0.5);
      out[1] = (gfloat) (y / len * 0.5 + 0.5);
      out[2] = (gfloat) (z / len * 0.5 + 0.5);
    }
  else
    {
      double v = o->output_type == NOISE_ERODE_RIDGE_MAP
                     ? 0.5 * e->ridge + 0.5
                     : 0.5 * e->h / st->relief + 0.5;
      out[0] = out[1] = out[2] = (gfloat) v;
    }
  out[3] = (gfloat) alpha;
}

/* Rows [y0, y0 + rows) of the region r (level coordinates) into out (r's
 * row stride). */
static void
erode_band (GeglOperation *operation, GeglBuffer *input, const GeglRectangle *r,
            gint y0, gint rows, gint level, gfloat *out)
{
  const GeglProperties *o = GEGL_PROPERTIES (operation);
  const ErodeState *st = o->user_data;
  gint m = o->smoothing + 1;
  gint w = r->width + 2 * m, h = rows + 2 * m;
  gint step = 1 << level;
  GeglRectangle b = st->bounds;
  gboolean wrap = o->tileable && bounded (&b);
  double *raw = g_new (double, (gsize) w *h);
  double *alpha = g_new (double, (gsize) w *h);
  double *tmp = g_new (double, (gsize) w *h);
  gfloat *scratch = g_new (gfloat, 4 * (gsize) w);
  double k = st->cells * step;

  /* The input's bounds at this level. */
  b.x >>= level, b.y >>= level;
  b.width = b.width ? MAX (1, b.width >> level) : 0;
  b.height = b.height ? MAX (1, b.height >> level) : 0;
  for (gint y = 0; y < h; y++)
    read_row (input, &b, wrap, o, st, r->x - m, y0 - m + y, w,
              raw + (gsize) y * w, alpha + (gsize) y * w, scratch);

  /* The smoothed field, shrinking by one pixel each side per pass; a
   * field of (w - 2 p) x (h - 2 p) after p passes, in tmp. */
  double *s = g_memdup2 (raw, sizeof *raw * (gsize) w * h);
  gint sw = w, sh = h;
  for (gint p = 0; p < o->smoothing; p++)
    {
      smooth_x (s, sw, sh, tmp);
      sw -= 2;
      smooth_y (tmp, sw, sh, s);
      sh -= 2;
    }
  /* Now sw = r->width + 2 and sh = rows + 2: one pixel round each.  A
   * row at a time through the filter's vector lanes (the same bits as
   * noise_erosion_point at every pixel). */
  NoiseErosionIn *in = g_new (NoiseErosionIn, r->width);
  NoiseErosionOut *eroded = g_new (NoiseErosionOut, r->width);
  double *cx = g_new (double, r->width), *cy = g_new (double, r->width);
  for (gint y = 0; y < rows; y++)
    {
      gint64 ay = ((gint64) y0 + y) * step - st->bounds.y;
      for (gint x = 0; x < r->width; x++)
        {
          gsize i = (gsize) (y + m) * w + x + m;
          gint64 ax = ((gint64) r->x + x) * step - st->bounds.x;
          in[x]
              = erosion_input (raw[i], s + (gsize) (y + 1) * sw + x + 1, sw, k);
          cx[x] = (double) ax * st->cells;
          cy[x] = (double) ay * st->cells;
        }
      noise_erosion_points (&st->erosion, -1, r->width, cx, cy, in, eroded);
      for (gint x = 0; x < r->width; x++)
        erode_output (o, st, &eroded[x], alpha[(gsize) (y + m) * w + x + m],
                      out + 4 * ((gsize) (y0 - r->y + y) * r->width + x));
    }
  g_free (cy);
  g_free (cx);
  g_free (eroded);
  g_free (in);
  g_free (s);
  g_free (scratch);
  g_free (tmp);
  g_free (alpha);
  g_free (raw);
}

static gboolean
process (GeglOperation *operation, GeglBuffer *input, GeglBuffer *output,
         const GeglRectangle *roi, gint level)
{
  const GeglProperties *o = GEGL_PROPERTIES (operation);
  const ErodeState *st = o->user_data;
  gfloat *out = g_new (gfloat, 4 * (gsize) roi->width * roi->height);

  level = CLAMP (level, 0, 16);
  for (gint y = roi->y; y < roi->y + roi->height; y += BAND)
    erode_band (operation, input, roi, y, MIN (BAND, roi->y + roi->height - y),
                level, out);
  gegl_buffer_set (output, roi, level, st->write, out, GEGL_AUTO_ROWSTRIDE);
  g_free (out);
  return TRUE;
}

/* The input's: the output is the eroded layer, no larger. */
static GeglRectangle
get_bounding_box (GeglOperation *operation)
{
  const GeglRectangle *in
      = gegl_operation_source_get_bounding_box (operation, "input");

  return in ? *in : (GeglRectangle) { 0, 0, 0, 0 };
}

/* With tileable, all of the input: the stencils read across the edges
 * from the other side, so a wrapped pixel may lie anywhere in it, and a
 * change anywhere may reach any output; NULL without. */
static const GeglRectangle *
wrapped_input (GeglOperation *operation)
{
  const GeglProperties *o = GEGL_PROPERTIES (operation);
  const GeglRectangle *in
      = gegl_operation_source_get_bounding_box (operation, "input");

  return o->tileable && bounded (in) ? in : NULL;
}

static GeglRectangle
get_required_for_output (GeglOperation *operation, const gchar *pad,
                         const GeglRectangle *roi)
{
  const GeglRectangle *whole = wrapped_input (operation);
  GeglOperationClass *parent = GEGL_OPERATION_CLASS (gegl_op_parent_class);

  return whole ? *whole : parent->get_required_for_output (operation, pad, roi);
}

static GeglRectangle
get_invalidated_by_change (GeglOperation *operation, const gchar *pad,
                           const GeglRectangle *roi)
{
  const GeglRectangle *whole = wrapped_input (operation);
  GeglOperationClass *parent = GEGL_OPERATION_CLASS (gegl_op_parent_class);

  return whole ? *whole
               : parent->get_invalidated_by_change (operation, pad, roi);
}

static void
finalize (GObject *object)
{
  GeglProperties *o = GEGL_PROPERTIES (object);

  g_free (o->user_data);
  o->user_data = NULL;
  G_OBJECT_CLASS (gegl_op_parent_class)->finalize (object);
}

/* The table's erosion-strength defaults to 0 (off), which keeps the noise
 * of saved work as it was; an erode filter exists to erode, so it starts
 * at the reference's depth.  Every other setting keeps the table's
 * default. */
static void
set_defaults (GObjectClass *object_class)
{
  GParamSpec *strength
      = g_object_class_find_property (object_class, "erosion-strength");

  G_PARAM_SPEC_DOUBLE (strength)->default_value = NOISE_ERODE_STRENGTH;
}

static void
gegl_op_class_init (GeglOpClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GeglOperationClass *operation_class = GEGL_OPERATION_CLASS (klass);
  GeglOperationFilterClass *filter_class = GEGL_OPERATION_FILTER_CLASS (klass);

  object_class->finalize = finalize;
  operation_class->prepare = prepare;
  operation_class->get_bounding_box = get_bounding_box;
  operation_class->get_required_for_output = get_required_for_output;
  operation_class->get_invalidated_by_change = get_invalidated_by_change;
  filter_class->process = process;
  /* process reads only prepared state: tiles may render in parallel. */
  operation_class->threaded = TRUE;
  noise_op_limit_seed (object_class);
  set_defaults (object_class);

  gegl_operation_class_set_keys (
      operation_class, "name", "noise-render:erode", "title",
      _ ("Erode Height Map"), "categories", "map", "position-dependent", "true",
      "description",
      _ ("Carves gullies, sharp ridges and filled valleys into the layer "
         "read as a height map: noise-render's erosion, live and seamless "
         "for tiles; outputs the eroded height, its normal map or its "
         "ridge map"),
      "gimp:menu-path", "<Image>/Filters/Map", "gimp:menu-label",
      _ ("Erode _Height Map..."), NULL);
}

#endif
