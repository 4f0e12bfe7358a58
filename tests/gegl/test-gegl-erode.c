/* test-gegl-erode.c — noise-render:erode (gegl/erode-op.c) in plain GEGL:
 *
 *   test-gegl-erode MODULE-DIR
 *
 *   - its erosion properties are the table's (settings.h): names, ranges,
 *     defaults (but erosion-strength, which starts at 0.5), labels;
 *   - strength 0 gives every height back bit for bit; the defaults erode
 *     (the height changes, finite, not flat) and give a ridge map that is
 *     not flat;
 *   - the same bits for any split of the region, any tile size and 1 or 4
 *     threads;
 *   - a tileable input stays seamless: the eroded height's jump across the
 *     wrap is the size of its jumps inside, where without tileable it is
 *     several times larger;
 *   - the slope from the pixels: its normal map at strength 0 against the
 *     noise's from exact derivatives, on float and 8-bit heights;
 *   - hostile pixels (NaN, +-inf, +-1e30, in height and alpha), a constant
 *     layer, 1 x 1 layers (tileable or not), 8-bit perceptual and 16-bit
 *     layers, and a mipmap level give finite pixels in [0, 1] where they
 *     must be (normal maps, ridge maps). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gegl.h>
#include <glib/gi18n.h> /* N_, which the table marks its texts with */

#include "check.h"
#include "settings.h"

#define OP "noise-render:erode"
#define W 128
#define H 96

/* A smooth height map that repeats over W x H. */
static float
terrain (int x, int y)
{
  double u = 2.0 * G_PI * x / W, v = 2.0 * G_PI * y / H;
  return (float) (0.5 + 0.25 * sin (u) * cos (2.0 * v)
                  + 0.12 * sin (3.0 * u + v) + 0.05 * cos (5.0 * u - 3.0 * v));
}

/* A w x h RGBA float buffer of grey heights f (x, y), alpha 1. */
static GeglBuffer *
height_buffer (int w, int h, float (*f) (int, int))
{
  GeglRectangle r = { 0, 0, w, h };
  GeglBuffer *b = gegl_buffer_new (&r, babl_format ("RGBA float"));
  float *p = g_new (float, 4 * (gsize) w * h);

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        float *q = p + 4 * ((gsize) y * w + x);
        q[0] = q[1] = q[2] = f (x, y);
        q[3] = 1.0f;
      }
  gegl_buffer_set (b, &r, 0, babl_format ("RGBA float"), p,
                   GEGL_AUTO_ROWSTRIDE);
  g_free (p);
  return b;
}

/* The op over buffer b, with properties (NULL-terminated name, value
 * pairs), its pixels of rect (RGBA float) at scale. */
static float *
erode (GeglBuffer *b, const GeglRectangle *rect, double scale,
       const char *first, ...)
{
  GeglNode *graph = gegl_node_new ();
  GeglNode *src = gegl_node_new_child (graph, "operation", "gegl:buffer-source",
                                       "buffer", b, NULL);
  GeglNode *op = gegl_node_new_child (graph, "operation", OP, NULL);
  float *out = g_new (float, 4 * (gsize) rect->width * rect->height);
  va_list args;

  va_start (args, first);
  if (first)
    gegl_node_set_valist (op, first, args);
  va_end (args);
  gegl_node_link (src, op);
  gegl_node_blit (op, scale, rect, babl_format ("RGBA float"), out,
                  GEGL_AUTO_ROWSTRIDE, GEGL_BLIT_DEFAULT);
  g_object_unref (graph);
  return out;
}

static int
same_bits (const float *a, const float *b, gsize floats, const char *what)
{
  for (gsize i = 0; i < floats; i++)
    if (memcmp (a + i, b + i, sizeof (float)) != 0)
      {
        CHECK (0, "%s: float %zu differs: %.9g vs %.9g", what, i, a[i], b[i]);
        return 0;
      }
  return 1;
}

/* Every float finite, and within [0, 1] when `unit`. */
static void
check_finite (const float *p, gsize floats, int unit, const char *what)
{
  for (gsize i = 0; i < floats; i++)
    if (!isfinite (p[i]) || (unit && (p[i] < 0.0f || p[i] > 1.0f)))
      {
        CHECK (0, "%s: float %zu is %g", what, i, p[i]);
        return;
      }
}

static double
spread (const float *p, gsize pixels)
{
  float lo = p[0], hi = p[0];
  for (gsize i = 0; i < pixels; i++)
    lo = fminf (lo, p[4 * i]), hi = fmaxf (hi, p[4 * i]);
  return hi - lo;
}

static void
check_properties (void)
{
  GeglNode *graph = gegl_node_new ();
  GeglNode *op = gegl_node_new_child (graph, "operation", OP, NULL);
  GObjectClass *klass = G_OBJECT_GET_CLASS (gegl_node_get_gegl_operation (op));
  GParamSpec *p;

#define CHECK_SPEC(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN,        \
                   UI_MAX, UI_LOG, UNIT, APPLIES, FIELD, CHOICES)              \
  p = g_object_class_find_property (klass, ARG);                               \
  CHECK (p, "no property %s", ARG);                                            \
  if (p && G_IS_PARAM_SPEC_DOUBLE (p))                                         \
    {                                                                          \
      GParamSpecDouble *d = G_PARAM_SPEC_DOUBLE (p);                           \
      double def = strcmp (ARG, "erosion-strength") ? (DEF) : 0.5;             \
      CHECK (d->minimum == (MIN) && d->maximum == (MAX)                        \
                 && d->default_value == def,                                   \
             "%s: [%g, %g] %g", ARG, d->minimum, d->maximum,                   \
             d->default_value);                                                \
    }                                                                          \
  else if (p && G_IS_PARAM_SPEC_INT (p))                                       \
    CHECK (G_PARAM_SPEC_INT (p)->minimum == (MIN)                              \
               && G_PARAM_SPEC_INT (p)->maximum == (MAX)                       \
               && G_PARAM_SPEC_INT (p)->default_value == (DEF),                \
           "%s: int range or default", ARG);                                   \
  else                                                                         \
    CHECK (0, "%s: not a double or int", ARG);                                 \
  if (p)                                                                       \
    CHECK (!strcmp (g_param_spec_get_nick (p),                                 \
                    noise_setting_plain_label (LABEL)),                        \
           "%s: label %s", ARG, g_param_spec_get_nick (p));
  NOISE_SETTINGS_EROSION (CHECK_SPEC)
#undef CHECK_SPEC
  /* Every property GIMP's dialog shows: none named input or output. */
  CHECK (g_object_class_find_property (klass, "output-type")
             && g_object_class_find_property (klass, "channel")
             && g_object_class_find_property (klass, "tileable")
             && g_object_class_find_property (klass, "seed"),
         "missing own properties");
  CHECK (!strcmp (gegl_operation_get_key (OP, "gimp:menu-path"),
                  "<Image>/Filters/Map"),
         "menu path");
  g_object_unref (graph);
}

static void
check_strength (GeglBuffer *b)
{
  GeglRectangle r = { 0, 0, W, H };
  float *in = g_new (float, 4 * W * H);
  float *off = erode (b, &r, 1.0, "erosion-strength", 0.0, NULL);
  float *on = erode (b, &r, 1.0, NULL);
  float *ridge = erode (b, &r, 1.0, "output-type", 2, NULL);
  double change = 0.0;

  gegl_buffer_get (b, &r, 1.0, babl_format ("RGBA float"), in,
                   GEGL_AUTO_ROWSTRIDE, GEGL_ABYSS_NONE);
  same_bits (in, off, 4 * W * H, "strength 0 gives the heights back");
  check_finite (on, 4 * W * H, 0, "defaults");
  for (int i = 0; i < W * H; i++)
    change = fmax (change, fabs (on[4 * i] - in[4 * i]));
  CHECK (change > 0.05, "the defaults change the height by at most %g", change);
  CHECK (spread (on, W * H) > 0.3, "eroded height spread %g",
         spread (on, W * H));
  check_finite (ridge, 4 * W * H, 1, "ridge map");
  CHECK (spread (ridge, W * H) > 0.3, "ridge map spread %g",
         spread (ridge, W * H));
  g_free (in), g_free (off), g_free (on), g_free (ridge);
}

/* Whole against pieces of odd sizes, each output, tileable or not. */
static void
check_splits (GeglBuffer *b)
{
  GeglRectangle whole = { 0, 0, W, H };
  for (int output = 0; output < 3; output++)
    for (int tileable = 0; tileable < 2; tileable++)
      {
        float *a = erode (b, &whole, 1.0, "output-type", output, "tileable",
                          tileable, NULL);
        float *c = g_new (float, 4 * W * H);
        int xs[] = { 0, 37, 90, W }, ys[] = { 0, 1, 50, H };
        for (int i = 0; i < 3; i++)
          for (int j = 0; j < 3; j++)
            {
              GeglRectangle r
                  = { xs[i], ys[j], xs[i + 1] - xs[i], ys[j + 1] - ys[j] };
              float *piece = erode (b, &r, 1.0, "output-type", output,
                                    "tileable", tileable, NULL);
              for (int y = 0; y < r.height; y++)
                memcpy (c + 4 * ((gsize) (r.y + y) * W + r.x),
                        piece + 4 * (gsize) y * r.width,
                        sizeof (float) * 4 * r.width);
              g_free (piece);
            }
        same_bits (a, c, 4 * W * H, "split regions");
        g_free (a), g_free (c);
      }
}

/* Tile sizes and threads: the same bits (GEGL's config, fresh graphs). */
static void
check_threads (GeglBuffer *b)
{
  GeglRectangle whole = { 0, 0, W, H };
  float *ref = NULL;
  const int configs[][3] = { { 1, 128, 128 }, { 4, 32, 16 }, { 4, 64, 64 } };

  for (gsize c = 0; c < G_N_ELEMENTS (configs); c++)
    {
      g_object_set (gegl_config (), "threads", configs[c][0], "tile-width",
                    configs[c][1], "tile-height", configs[c][2], NULL);
      float *p = erode (b, &whole, 1.0, "output-type", 1, NULL);
      if (!ref)
        ref = p;
      else
        {
          same_bits (ref, p, 4 * W * H, "threads and tile sizes");
          g_free (p);
        }
    }
  g_object_set (gegl_config (), "threads", 1, "tile-width", 128, "tile-height",
                64, NULL);
  g_free (ref);
}

/* Mean |jump| of the eroded height across the wrap (column W - 1 to 0 and
 * row H - 1 to 0) over the mean |jump| between neighbours inside. */
static double
seam_ratio (const float *p)
{
  double inside = 0.0, seam = 0.0;
  int n_inside = 0, n_seam = 0;

  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      {
        const float *q = p + 4 * (y * W + x);
        const float *right = p + 4 * (y * W + (x + 1) % W);
        const float *down = p + 4 * (((y + 1) % H) * W + x);
        double dx = fabs (right[0] - q[0]), dy = fabs (down[0] - q[0]);
        if (x == W - 1)
          seam += dx, n_seam++;
        else
          inside += dx, n_inside++;
        if (y == H - 1)
          seam += dy, n_seam++;
        else
          inside += dy, n_inside++;
      }
  return (seam / n_seam) / (inside / n_inside);
}

static void
check_tileable (GeglBuffer *b)
{
  GeglRectangle whole = { 0, 0, W, H };
  float *tiled
      = erode (b, &whole, 1.0, "tileable", TRUE, "erosion-strength", 1.0, NULL);
  float *plain = erode (b, &whole, 1.0, "erosion-strength", 1.0, NULL);
  double t = seam_ratio (tiled), p = seam_ratio (plain);

  printf ("seam jump over inner jump: tileable %.2f, not tileable %.2f\n", t,
          p);
  CHECK (t < 1.3, "tileable: the seam jumps %.2f times the inside", t);
  CHECK (p > 1.5,
         "not tileable: the seam jumps only %.2f times the inside "
         "(the check would not see a seam)",
         p);
  g_free (tiled), g_free (plain);
}

static float
hostile (int x, int y)
{
  static const float values[]
      = { NAN, INFINITY, -INFINITY, 1e30f, -1e30f, 0.5f, 1e-30f, 3.0f };
  return (x * 7 + y * 3) % 5 == 0 ? values[(x + y) % 8] : terrain (x, y);
}

static float
constant (int x G_GNUC_UNUSED, int y G_GNUC_UNUSED)
{
  return 0.3f;
}

/* Every output of buffer b finite (normal and ridge maps in [0, 1]). */
static void
check_outputs_finite (GeglBuffer *b, const char *what)
{
  const GeglRectangle *e = gegl_buffer_get_extent (b);
  char label[128];

  for (int output = 0; output < 3; output++)
    for (int tileable = 0; tileable < 2; tileable++)
      {
        float *p = erode (b, e, 1.0, "output-type", output, "tileable",
                          tileable, "erosion-strength", 2.0, NULL);
        g_snprintf (label, sizeof label, "%s, output %d, tileable %d", what,
                    output, tileable);
        check_finite (p, 4 * (gsize) e->width * e->height, output > 0, label);
        g_free (p);
      }
}

static void
check_hostile (void)
{
  GeglBuffer *b = height_buffer (W, H, hostile);
  GeglRectangle r = { 0, 0, W, H };
  float *p = g_new (float, 4 * W * H);

  check_outputs_finite (b, "NaN, inf, 1e30 heights");
  /* The same in alpha. */
  gegl_buffer_get (b, &r, 1.0, babl_format ("RGBA float"), p,
                   GEGL_AUTO_ROWSTRIDE, GEGL_ABYSS_NONE);
  for (int i = 0; i < W * H; i++)
    p[4 * i + 3] = p[4 * i];
  gegl_buffer_set (b, &r, 0, babl_format ("RGBA float"), p,
                   GEGL_AUTO_ROWSTRIDE);
  float *a = erode (b, &r, 1.0, "channel", 4, NULL);
  check_finite (a, 4 * W * H, 0, "hostile alpha as height");
  g_free (a), g_free (p);
  g_object_unref (b);

  b = height_buffer (W, H, constant);
  check_outputs_finite (b, "constant layer");
  /* No slope, no gullies: a constant layer stays constant (moved towards
   * the fade target, as flat ground is: erosion.h), its normal map flat. */
  float *flat = erode (b, &r, 1.0, "erosion-strength", 2.0, NULL);
  float *up = erode (b, &r, 1.0, "output-type", 1, NULL);
  printf ("constant 0.3 eroded: %.9g .. %.9g, normal %g %g %g\n", flat[0],
          flat[0] + spread (flat, W * H), up[0], up[1], up[2]);
  /* (0.5, 0.5, 1) perceptual, the blit's linear (0.214..., 0.214..., 1). */
  CHECK (spread (flat, W * H) == 0.0 && spread (up, W * H) == 0.0
             && up[0] == up[1] && fabsf (up[0] - 0.2140411f) < 1e-5f
             && up[2] == 1.0f,
         "a constant layer: spread %g, normal %g %g %g", spread (flat, W * H),
         up[0], up[1], up[2]);
  g_free (flat), g_free (up);
  g_object_unref (b);
  b = height_buffer (1, 1, constant);
  check_outputs_finite (b, "1 x 1 layer");
  g_object_unref (b);
  b = height_buffer (1, 1, hostile);
  check_outputs_finite (b, "1 x 1 NaN layer");
  g_object_unref (b);
}

/* Integer and perceptual layers: GEGL converts to linear float; finite,
 * and strength 0 gives the linear value back. */
static void
check_formats (GeglBuffer *source)
{
  const char *formats[] = { "R'G'B'A u8", "RGBA u16", "Y' u8", "Y float" };
  GeglRectangle r = { 0, 0, W, H };

  for (gsize f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      GeglBuffer *b = gegl_buffer_new (&r, babl_format (formats[f]));
      float *in = g_new (float, 4 * W * H);
      gegl_buffer_copy (source, &r, GEGL_ABYSS_NONE, b, &r);
      gegl_buffer_get (b, &r, 1.0, babl_format ("RGBA float"), in,
                       GEGL_AUTO_ROWSTRIDE, GEGL_ABYSS_NONE);
      float *off = erode (b, &r, 1.0, "erosion-strength", 0.0, NULL);
      float *on = erode (b, &r, 1.0, "output-type", 1, NULL);
      for (int i = 0; i < W * H; i++)
        if (fabsf (off[4 * i] - in[4 * i]) > 1e-6f)
          {
            CHECK (0, "%s: pixel %d %g, was %g", formats[f], i, off[4 * i],
                   in[4 * i]);
            break;
          }
      check_finite (on, 4 * W * H, 1, formats[f]);
      g_free (in), g_free (off), g_free (on);
      g_object_unref (b);
    }
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* The method's accuracy: on the noise's own height (noise-render:noise-2,
 * float), erode's normal map at strength 0 -- the slope from the pixels --
 * against the noise's normal map from its exact derivatives, in degrees
 * between the normals, away from the edges (where the stencils clamp). */
static void
check_accuracy (int w, int h, int u8, int smoothing, double median_bound,
                double worst_bound)
{
  GeglNode *graph = gegl_node_new ();
  GeglRectangle r = { 0, 0, w, h };
  float *a = g_new (float, 4 * w * h), *b = g_new (float, 4 * w * h);
  double *angle = g_new (double, w *h);
  int n = 0;
  GeglNode *noise = gegl_node_new_child (
      graph, "operation", "noise-render:noise-2", "width", w, "height", h,
      "octaves", 3, "frequency", 4.0, "output-type", 1, NULL);
  GeglNode *crop = gegl_node_new_child (graph, "operation", "gegl:crop", "x",
                                        0.0, "y", 0.0, "width", (double) w,
                                        "height", (double) h, NULL);
  GeglNode *op = gegl_node_new_child (
      graph, "operation", OP, "erosion-strength", 0.0, "size", 4.0, "smoothing",
      smoothing, "output-type", 1, NULL);
  GeglNode *normals = gegl_node_new_child (
      graph, "operation", "noise-render:noise-2", "width", w, "height", h,
      "octaves", 3, "frequency", 4.0, "output-type", 2, NULL);

  GeglNode *bits = gegl_node_new_child (
      graph, "operation", "gegl:convert-format", "format",
      babl_format (u8 ? "R'G'B'A u8" : "RGBA float"), NULL);

  gegl_node_link_many (noise, crop, bits, op, NULL);
  gegl_node_blit (op, 1.0, &r, babl_format ("R'G'B'A float"), a,
                  GEGL_AUTO_ROWSTRIDE, GEGL_BLIT_DEFAULT);
  gegl_node_blit (normals, 1.0, &r, babl_format ("R'G'B'A float"), b,
                  GEGL_AUTO_ROWSTRIDE, GEGL_BLIT_DEFAULT);
  for (int y = 20; y < h - 20; y++)
    for (int x = 20; x < w - 20; x++)
      {
        const float *p = a + 4 * (y * w + x), *q = b + 4 * (y * w + x);
        double dot = 0.0;
        for (int c = 0; c < 3; c++)
          dot += (2.0 * p[c] - 1.0) * (2.0 * q[c] - 1.0);
        angle[n++] = acos (fmin (1.0, dot)) * 180.0 / G_PI;
      }
  qsort (angle, n, sizeof *angle, compare_doubles);
  printf ("slope from %s pixels, %d x %d, smoothing %d: normals off by %.3g "
          "degrees at the median, %.3g at the 99th percentile, %.3g at "
          "worst\n",
          u8 ? "8-bit" : "float", w, h, smoothing, angle[n / 2],
          angle[n * 99 / 100], angle[n - 1]);
  CHECK (angle[n / 2] < median_bound && angle[n - 1] < worst_bound,
         "smoothing %d: normals off by %g median, %g worst", smoothing,
         angle[n / 2], angle[n - 1]);
  g_free (angle), g_free (a), g_free (b);
  g_object_unref (graph);
}

/* A mipmap level (GIMP's zoomed-out preview): finite. */
static void
check_level (GeglBuffer *b)
{
  GeglRectangle r = { 0, 0, W / 2, H / 2 };
  float *p = erode (b, &r, 0.5, "output-type", 1, NULL);
  check_finite (p, 4 * (gsize) r.width * r.height, 1, "level 1");
  g_free (p);
}

int
main (int argc, char **argv)
{
  GeglBuffer *b;

  if (argc < 2)
    return 2;
  gegl_init (&argc, &argv);
  g_object_set (gegl_config (), "mipmap-rendering", TRUE, NULL);
  if (!gegl_has_operation (OP))
    gegl_load_module_directory (argv[1]);
  if (!gegl_has_operation (OP))
    {
      fprintf (stderr, "FAIL: " OP " not found in %s\n", argv[1]);
      return 1;
    }
  b = height_buffer (W, H, terrain);
  check_properties ();
  check_strength (b);
  check_splits (b);
  check_threads (b);
  check_tileable (b);
  check_hostile ();
  check_formats (b);
  check_level (b);
  /* The figures README.md gives (Eroded terrain, your own height map). */
  check_accuracy (512, 192, 0, 0, 0.3, 4.0);
  check_accuracy (512, 192, 0, 2, 1.2, 10.0);
  check_accuracy (1024, 128, 0, 2, 0.4, 3.0);
  check_accuracy (1024, 128, 1, 0, 90.0, 90.0);
  check_accuracy (1024, 128, 1, 2, 2.5, 30.0);
  check_accuracy (1024, 128, 1, 4, 1.5, 25.0);
  g_object_unref (b);
  gegl_exit ();
  if (failures)
    return 1;
  printf (OP ": all checks passed\n");
  return 0;
}
