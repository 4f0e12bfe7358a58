/* test-gegl-op.c — noise-render:noise in plain GEGL, without GIMP (and
 * noise-render:noise-2, the same but for levels' default: check_versions).
 *
 *   test-gegl-op MODULE-DIR                 every check below
 *   test-gegl-op MODULE-DIR --png FILE W H [OUTPUT]
 *       FILE (from the gegl command line, tests/gegl/test-gegl-cli.sh)
 *       holds the op's default pixels on a W x H canvas, to the byte: its
 *       colours, or with OUTPUT (`normal-map`) that output
 *   test-gegl-op MODULE-DIR --png-size FILE W H   FILE is W x H, not flat
 *
 * Checks, each against the render layer called directly (render/canvas.h,
 * what the plug-in renders through):
 *   - the menu entry says what it is, with a mnemonic free in GIMP's Noise
 *     menu (the filter dialog test opens it by keys): "Procedural Noise
 *     (_Live Filter)...";
 *   - GIMP's filter dialog keeps every property, and every property a
 *     "sensitive" key refers to (none is named input or output);
 *   - the enum nicks are the core's and the render layer's;
 *   - the defaults are the procedure's (the canvas's settings_init);
 *   - colour, height and normal-map pixels equal the canvas's, bit for
 *     bit, with the gradient property, reversed, and in both encodings;
 *   - the gradient's compact form ("base64:") gives its floats exactly,
 *     and a malformed one is refused;
 *   - any split of the region gives the same bits; so does mipmap level 1
 *     (pixel (x, y) is canvas pixel (2x, 2y));
 *   - settings that do not apply fall back as documented, and a bad
 *     gradient gives transparent pixels;
 *   - combinations where one setting does not apply (a planet with
 *     tileable, with frames of a lattice type, of the classic simplex)
 *     render it ignored, as the procedure does (issue 34). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gegl.h>
#include <gegl-plugin.h> /* gegl_operation_get_format */

#include "canvas.h"
#include "check.h"

/* The operation tested: today's (check_versions compares the other). */
#define OP "noise-render:noise-2"

/* The op's pixels of rect, RGBA float in `format`, at `scale`. */
static float *
op_pixels (GeglNode *node, const GeglRectangle *rect, const char *format,
           double scale)
{
  float *out = g_new (float, 4 * (gsize) rect->width * rect->height);
  gegl_node_blit (node, scale, rect, babl_format (format), out,
                  GEGL_AUTO_ROWSTRIDE, GEGL_BLIT_DEFAULT);
  return out;
}

/* The canvas's own pixels of rect: what the plug-in writes. */
static float *
canvas_pixels (const NoiseCanvasSettings *s, int width, int height,
               const float *gradient, int samples, const GeglRectangle *rect)
{
  NoiseCanvasPixels px = { 3, 1, gradient, samples };
  NoiseCanvas canvas;
  float *out = g_new (float, 4 * (gsize) rect->width * rect->height);
  NoiseCanvasStatus status
      = noise_canvas_prepare (s, width, height, &px, &canvas, NULL);

  CHECK (status == NOISE_CANVAS_OK, "canvas refused: %d", (int) status);
  for (int y = 0; y < rect->height; y++)
    noise_canvas_fill_row (&canvas, rect->x, rect->y + y, rect->width,
                           out + 4 * (gsize) y * rect->width);
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

static void
check_nicks (GeglNode *node)
{
  GeglOperation *op = gegl_node_get_gegl_operation (node);
  GParamSpec *type
      = g_object_class_find_property (G_OBJECT_GET_CLASS (op), "type");
  GParamSpec *output
      = g_object_class_find_property (G_OBJECT_GET_CLASS (op), "output-type");
  GEnumClass *types, *outputs;

  CHECK (type && G_IS_PARAM_SPEC_ENUM (type), "no enum property type");
  CHECK (output && G_IS_PARAM_SPEC_ENUM (output),
         "no enum property output-type");
  if (!type || !output)
    return;
  types = g_type_class_ref (type->value_type);
  outputs = g_type_class_ref (output->value_type);
  CHECK (types->n_values == NOISE_TYPE_COUNT, "%u types", types->n_values);
  for (int t = 0; t < NOISE_TYPE_COUNT; t++)
    {
      GEnumValue *v = g_enum_get_value (types, t);
      CHECK (v && !strcmp (v->value_nick, noise_type_info (t)->nick),
             "type %d nick %s", t, v ? v->value_nick : "(none)");
    }
  CHECK (outputs->n_values == NOISE_OUTPUT_COUNT, "%u outputs",
         outputs->n_values);
  for (int o = 0; o < NOISE_OUTPUT_COUNT; o++)
    {
      GEnumValue *v = g_enum_get_value (outputs, o);
      CHECK (v && !strcmp (v->value_nick, noise_output_info (o)->nick),
             "output %d nick %s", o, v ? v->value_nick : "(none)");
    }
  g_type_class_unref (types);
  g_type_class_unref (outputs);
}

static void
check_defaults (GeglNode *node)
{
  NoiseCanvasSettings s;
  gint dimensions, octaves, frames;
  gdouble frequency, lacunarity, persistence, strength;
  guint seed;
  gboolean decorrelate, tileable;

  noise_canvas_settings_init (&s);
  gegl_node_get (node, "dimensions", &dimensions, "octaves", &octaves,
                 "frequency", &frequency, "lacunarity", &lacunarity,
                 "persistence", &persistence, "seed", &seed,
                 "decorrelate-octaves", &decorrelate, "normal-strength",
                 &strength, "tileable", &tileable, "frames", &frames, NULL);
  CHECK (dimensions == s.noise.dimensions && octaves == s.noise.octaves
             && (float) frequency == s.noise.frequency
             && (float) lacunarity == s.noise.lacunarity
             && (float) persistence == s.noise.persistence
             && seed == s.noise.seed
             && decorrelate == !!s.noise.decorrelate_octaves
             && strength == s.normal_strength && tileable == s.tileable
             && frames == s.frames,
         "defaults differ from noise_canvas_settings_init");
}

/* GIMP's Render > Noise menu already has Cell, Perlin, Simplex and Solid
 * Noise...: ours must say what it is, and that it is the live filter (the
 * plug-in's dialog entry is another). */
static void
check_labels (void)
{
  const char *label = gegl_operation_get_key (OP, "gimp:menu-label");
  const char *title = gegl_operation_get_key (OP, "title");
  const char *path = gegl_operation_get_key (OP, "gimp:menu-path");

  /* The operation of files saved before levels is not in the menu. */
  CHECK (!gegl_operation_get_key ("noise-render:noise", "gimp:menu-path"),
         "noise-render:noise is in GIMP's menu");

  CHECK (label && strstr (label, "Procedural Noise")
             && strstr (label, "(_Live Filter)"),
         "menu label %s", label ? label : "(none)");
  CHECK (title && strstr (title, "Procedural Noise"), "title %s",
         title ? title : "(none)");
  CHECK (path && !strcmp (path, "<Image>/Filters/Render/Noise"), "menu path %s",
         path ? path : "(none)");
}

/* The two operations (gegl/noise-op.c): noise-render:noise, for files
 * saved before levels, differs from noise-render:noise-2 in the default of
 * levels only, and renders its bits with levels set to fill. */
static void
check_versions (GeglNode *graph)
{
  guint n1, n2;
  GParamSpec **p1 = gegl_operation_list_properties ("noise-render:noise", &n1);
  GParamSpec **p2
      = gegl_operation_list_properties ("noise-render:noise-2", &n2);
  GeglRectangle r = { 5, -7, 48, 32 };
  GeglNode *a, *b;
  float *pa, *pb;

  CHECK (n1 == n2, "%u and %u properties", n1, n2);
  for (guint i = 0; i < MIN (n1, n2); i++)
    {
      const char *name = g_param_spec_get_name (p1[i]);
      const GValue *d1 = g_param_spec_get_default_value (p1[i]);
      const GValue *d2 = g_param_spec_get_default_value (p2[i]);
      gchar *v1 = g_strdup_value_contents (d1),
            *v2 = g_strdup_value_contents (d2);
      CHECK (!strcmp (name, g_param_spec_get_name (p2[i])), "property %u: %s",
             i, name);
      if (!strcmp (name, "levels"))
        CHECK (g_value_get_enum (d1) == NOISE_LEVELS_BOUNDS
                   && g_value_get_enum (d2) == NOISE_LEVELS_FILL,
               "levels defaults %s and %s", v1, v2);
      else if (!strcmp (name, "seed"))
        ; /* GEGL's seed spec: its default is random-looking either way */
      else
        CHECK (!strcmp (v1, v2), "%s: defaults %s and %s", name, v1, v2);
      g_free (v1), g_free (v2);
    }
  g_free (p1), g_free (p2);

  a = gegl_node_new_child (graph, "operation", "noise-render:noise", "levels",
                           (int) NOISE_LEVELS_FILL, "width", 64, "height", 48,
                           NULL);
  b = gegl_node_new_child (graph, "operation", "noise-render:noise-2", "width",
                           64, "height", 48, NULL);
  pa = op_pixels (a, &r, "RGBA float", 1.0);
  pb = op_pixels (b, &r, "RGBA float", 1.0);
  same_bits (
      pa, pb, 4 * (gsize) r.width * r.height,
      "noise-render:noise with levels fill against noise-render:noise-2");
  g_free (pa), g_free (pb);
  gegl_node_remove_child (graph, a);
  gegl_node_remove_child (graph, b);
}

/* A setting: a property a user sets (readable and writable). */
static gboolean
is_setting (const GParamSpec *pspec)
{
  return (pspec->flags & G_PARAM_READABLE) && (pspec->flags & G_PARAM_WRITABLE);
}

/* Whether GIMP's filter dialog keeps the setting `name`: GIMP 3.0's config
 * for an operation (gimp_operation_config_get_type) takes its settings but
 * those named "input" and "output" (the pads' names), which its dialog
 * then neither shows nor carries. */
static gboolean
gimp_keeps (const char *name)
{
  GParamSpec *pspec = gegl_operation_find_property (OP, name);

  return pspec && is_setting (pspec) && strcmp (name, "input") != 0
         && strcmp (name, "output") != 0;
}

/* Every setting is one GIMP's dialog keeps, and so is every property a
 * "sensitive" key names (outside its {value lists}): else GIMP leaves the
 * setting out and logs "property '...' not found". */
static void
check_gimp_names (void)
{
  guint n;
  GParamSpec **pspecs = gegl_operation_list_properties (OP, &n);

  for (guint i = 0; i < n; i++)
    {
      const char *name = g_param_spec_get_name (pspecs[i]);
      const char *expr
          = gegl_param_spec_get_property_key (pspecs[i], "sensitive");
      int depth = 0;

      CHECK (!is_setting (pspecs[i]) || gimp_keeps (name),
             "GIMP's dialog leaves out property %s", name);
      for (const char *p = expr ? expr : ""; *p;)
        {
          const char *start = p;
          if (*p == '{' || *p == '}')
            depth += *p++ == '{' ? 1 : -1;
          else if (depth == 0 && (g_ascii_isalpha (*p) || *p == '_'))
            {
              while (g_ascii_isalnum (*p) || *p == '_' || *p == '-')
                p++;
              char *ref = g_strndup (start, p - start);
              CHECK (gimp_keeps (ref),
                     "%s is sensitive to %s, which GIMP's dialog lacks", name,
                     ref);
              g_free (ref);
            }
          else
            p++;
        }
    }
  g_free (pspecs);
}

/* Sets the node and the canvas settings alike: 3D simplex, 4 octaves. */
static void
set_both (GeglNode *node, NoiseCanvasSettings *s, NoiseOutput out, int width,
          int height)
{
  noise_canvas_settings_init (s);
  s->noise.octaves = 4;
  s->noise.seed = 7;
  s->offset[2] = 0.25;
  s->rotation[2] = 30.0;
  s->output = out;
  gegl_node_set (node, "type", NOISE_SIMPLEX, "octaves", 4, "seed", 7,
                 "offset-z", 0.25, "rotation-z", 30.0, "output-type", (int) out,
                 "width", width, "height", height, "gradient", "",
                 "reverse-gradient", FALSE, "gradient-blend", 0, NULL);
}

static void
check_outputs (GeglNode *node)
{
  static const float ramp[] = { 0, 0, 0, 1, 1, 1, 1, 1 };
  static const float three[] = { 1, 0, 0, 1, 0, 1, 0, 0.5f, 0, 0, 1, 1 };
  static const float three_reversed[]
      = { 0, 0, 1, 1, 0, 1, 0, 0.5f, 1, 0, 0, 1 };
  GeglRectangle r = { -5, 3, 97, 41 };
  NoiseCanvasSettings s;
  float *a, *b;

  set_both (node, &s, NOISE_OUTPUT_COLOUR, 200, 100);
  a = op_pixels (node, &r, "R'G'B'A float", 1.0);
  b = canvas_pixels (&s, 200, 100, ramp, 2, &r);
  same_bits (a, b, 4 * 97 * 41, "colour, default gradient");
  g_free (a), g_free (b);

  gegl_node_set (node, "gradient", "1 0 0 1, 0 1 0 0.5, 0 0 1 1",
                 "gradient-blend", 1, NULL);
  a = op_pixels (node, &r, "RGBA float", 1.0);
  b = canvas_pixels (&s, 200, 100, three, 3, &r);
  same_bits (a, b, 4 * 97 * 41, "colour, linear three-sample gradient");
  g_free (a);
  gegl_node_set (node, "reverse-gradient", TRUE, NULL);
  a = op_pixels (node, &r, "RGBA float", 1.0);
  g_free (b);
  b = canvas_pixels (&s, 200, 100, three_reversed, 3, &r);
  same_bits (a, b, 4 * 97 * 41, "colour, reversed gradient");
  g_free (a), g_free (b);

  set_both (node, &s, NOISE_OUTPUT_HEIGHT, 200, 100);
  a = op_pixels (node, &r, "RGBA float", 1.0);
  b = canvas_pixels (&s, 200, 100, NULL, 0, &r);
  same_bits (a, b, 4 * 97 * 41, "height");
  g_free (a), g_free (b);

  set_both (node, &s, NOISE_OUTPUT_NORMAL_MAP, 64, 300);
  a = op_pixels (node, &r, "R'G'B'A float", 1.0);
  b = canvas_pixels (&s, 64, 300, NULL, 0, &r);
  same_bits (a, b, 4 * 97 * 41, "normal map");
  g_free (a), g_free (b);
}

/* floats (RGBA samples) in the gradient property's compact form:
 * "base64:" and their little-endian bits. */
static char *
base64_gradient (const float *floats, int n)
{
  guint8 *bytes = g_new (guint8, 4 * (gsize) n);
  char *base64, *text;

  for (int i = 0; i < n; i++)
    {
      guint32 bits;
      memcpy (&bits, floats + i, sizeof bits);
      for (int k = 0; k < 4; k++)
        bytes[4 * i + k] = bits >> (8 * k) & 0xff;
    }
  base64 = g_base64_encode (bytes, 4 * (gsize) n);
  text = g_strconcat ("base64:", base64, NULL);
  g_free (bytes), g_free (base64);
  return text;
}

/* Whether every pixel of rect is transparent black. */
static int
all_transparent (GeglNode *node, const GeglRectangle *r)
{
  float *a = op_pixels (node, r, "RGBA float", 1.0);
  int zero = 1;

  for (int i = 0; i < 4 * r->width * r->height; i++)
    zero &= a[i] == 0.0f;
  g_free (a);
  return zero;
}

/* The compact gradient form gives the very floats it encodes: those no
 * short decimal gives back (a subnormal, 1/3, -0, over 1), with each
 * amount of base64 padding (2, 3 and 4 samples: 32, 48, 64 bytes); a
 * malformed one is refused (transparent), as a bad decimal list is. */
static void
check_base64_gradient (GeglNode *node)
{
  static const float table[16] = {
    0x1p-149f,   1.0f / 3.0f, -0.0f,       1.0f,  0.1f, 2.5f, 0.7f, 0.5f,
    1.0f / 7.0f, 0.0f,        16777215.0f, 0.25f, 0.9f, 0.6f, 0.2f, 1.0f
  };
  static const char *const bad[] = {
    "base64:",                                             /* no samples */
    "base64:AACAPwAAgD8AAIA/AACAPw==",                     /* one sample */
    "base64:AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8",  /* cut short */
    "base64:AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8B", /* 33 bytes */
    "base64:AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAA=D8=", /* '=' inside */
    "base64:AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD*=", /* not base64 */
    "base64:AADAfwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8=", /* a NaN */
    "base64:AACAfwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8=", /* infinity */
  };
  GeglRectangle r = { -5, 3, 97, 41 };
  NoiseCanvasSettings s;

  set_both (node, &s, NOISE_OUTPUT_COLOUR, 200, 100);
  for (int samples = 2; samples <= 4; samples++)
    {
      char *text = base64_gradient (table, 4 * samples);
      char what[64];
      float *a, *b;

      gegl_node_set (node, "gradient", text, "gradient-blend", 1, NULL);
      a = op_pixels (node, &r, "RGBA float", 1.0);
      b = canvas_pixels (&s, 200, 100, table, samples, &r);
      g_snprintf (what, sizeof what, "colour, %d samples in base64", samples);
      same_bits (a, b, 4 * 97 * 41, what);
      g_free (a), g_free (b), g_free (text);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      gegl_node_set (node, "gradient", bad[i], NULL);
      CHECK (all_transparent (node, &r), "gradient %s was not refused", bad[i]);
    }
  gegl_node_set (node, "gradient", "", NULL);
}

/* The profile property: in babl's Adobe-like space the output has the
 * very numbers of the sRGB output, now in that space (so GIMP copies them
 * into an image of that profile); a profile that is not an RGB ICC
 * profile in base64 is refused (transparent). */
static void
check_profile (GeglNode *node)
{
  const Babl *space = babl_space ("Adobish");
  GeglRectangle r = { -3, 2, 53, 29 };
  int length = 0;
  const char *icc = babl_space_get_icc (space, &length);
  char *text = g_base64_encode ((const guchar *) icc, (gsize) length);
  const char *error = NULL;
  const Babl *own;
  float *a, *b;

  gegl_node_set (node, "output-type", (int) NOISE_OUTPUT_COLOUR, "gradient",
                 "0.1 0.05 0 1  0.9 0.6 0.2 1  0.2 0.8 0.7 1", "profile", "",
                 NULL);
  a = op_pixels (node, &r, "RGBA float", 1.0);
  gegl_node_set (node, "profile", text, NULL);
  /* Read in the profile's own space: converted from sRGB, the numbers
   * would differ. */
  own = babl_format_with_space (
      "RGBA float",
      babl_space_from_icc (icc, length, BABL_ICC_INTENT_RELATIVE_COLORIMETRIC,
                           &error));
  b = g_new (float, 4 * r.width * r.height);
  gegl_node_blit (node, 1.0, &r, own, b, GEGL_AUTO_ROWSTRIDE,
                  GEGL_BLIT_DEFAULT);
  same_bits (a, b, 4 * r.width * r.height, "colour in the profile's space");
  g_free (a), g_free (b);

  gegl_node_set (node, "profile", "bm90IGFuIElDQyBwcm9maWxl", NULL);
  CHECK (all_transparent (node, &r), "a profile that is no ICC was taken");
  gegl_node_set (node, "profile", "not base64!", NULL);
  CHECK (all_transparent (node, &r), "a profile that is no base64 was taken");
  gegl_node_set (node, "profile", "", "gradient", "", NULL);
  g_free (text);
}

/* An input pad, which the operation ignores: GIMP replaces the layer with
 * a filter that has one instead of compositing it over the layer, and
 * merges it about twice as fast.  Without input the output is the same. */
/* On a layer of the other encoding (a linear float layer under the
 * default perceptual gradient) the operation gives its output in the
 * layer's format, converted in place, so that GEGL needs no second buffer
 * (issue 21): the same pixels as without the layer, bit for bit, in both
 * directions. */
static void
check_layer_encoding (GeglNode *graph, GeglNode *node)
{
  const char *const layers[] = { "RGBA float", "R'G'B'A float" };
  GeglRectangle r = { -7, 5, 41, 19 };

  for (int blend = 0; blend < 2; blend++)
    for (int l = 0; l < 2; l++)
      {
        GeglBuffer *buffer = gegl_buffer_new (
            GEGL_RECTANGLE (-64, -64, 128, 128), babl_format (layers[l]));
        GeglNode *layer = gegl_node_new_child (
            graph, "operation", "gegl:buffer-source", "buffer", buffer, NULL);
        float *a, *b;
        char what[96];

        gegl_node_set (node, "gradient-blend", blend, "gradient",
                       "0.1 0.05 0 1  0.9 0.6 0.2 1  0.2 0.8 0.7 1", NULL);
        a = op_pixels (node, &r, layers[l], 1.0);
        gegl_node_connect (layer, "output", node, "input");
        b = op_pixels (node, &r, layers[l], 1.0);
        CHECK (gegl_operation_get_format (gegl_node_get_gegl_operation (node),
                                          "output")
                   == babl_format (layers[l]),
               "blend %d: on a %s layer the output is not in its format", blend,
               layers[l]);
        g_snprintf (what, sizeof what, "blend %d on a %s layer", blend,
                    layers[l]);
        same_bits (a, b, 4 * r.width * r.height, what);
        gegl_node_disconnect (node, "input");
        g_object_unref (layer), g_object_unref (buffer);
        g_free (a), g_free (b);
      }
  gegl_node_set (node, "gradient-blend", 0, "gradient", "", NULL);
}

static void
check_input_pad (GeglNode *graph, GeglNode *node)
{
  GeglNode *flat = gegl_node_new_child (graph, "operation", "gegl:color", NULL);
  GeglRectangle r = { 4, -2, 37, 23 };
  float *a, *b;

  CHECK (gegl_node_has_pad (node, "input"), "no input pad");
  a = op_pixels (node, &r, "RGBA float", 1.0);
  gegl_node_connect (flat, "output", node, "input");
  b = op_pixels (node, &r, "RGBA float", 1.0);
  same_bits (a, b, 4 * r.width * r.height, "output with and without input");
  gegl_node_disconnect (node, "input");
  g_free (a), g_free (b);
  check_layer_encoding (graph, node);
}

/* Whole versus pieces of odd sizes, each blitted alone. */
static void
check_splits (GeglNode *node)
{
  GeglRectangle whole = { 10, -7, 131, 67 };
  float *a = op_pixels (node, &whole, "RGBA float", 1.0);
  float *b = g_new (float, 4 * 131 * 67);
  int xs[] = { 10, 11, 50, 77, 141 }, ys[] = { -7, 0, 13, 60 };

  for (int j = 0; j + 1 < (int) G_N_ELEMENTS (ys); j++)
    for (int i = 0; i + 1 < (int) G_N_ELEMENTS (xs); i++)
      {
        GeglRectangle piece
            = { xs[i], ys[j], xs[i + 1] - xs[i], ys[j + 1] - ys[j] };
        float *p = op_pixels (node, &piece, "RGBA float", 1.0);
        for (int y = 0; y < piece.height; y++)
          memcpy (b
                      + 4
                            * ((gsize) (piece.y - whole.y + y) * whole.width
                               + piece.x - whole.x),
                  p + 4 * (gsize) y * piece.width,
                  sizeof (float) * 4 * piece.width);
        g_free (p);
      }
  same_bits (a, b, 4 * 131 * 67, "split regions");
  g_free (a), g_free (b);
}

/* Level 1: GEGL renders a blit at scale 0.5 from mipmap level 1, where
 * pixel (x, y) is canvas pixel (2x, 2y). */
static void
check_level (GeglNode *node)
{
  GeglRectangle half = { 0, 0, 40, 30 }, full = { 0, 0, 80, 60 };
  NoiseCanvasSettings s;
  float *a, *b;
  int mismatches = 0;

  set_both (node, &s, NOISE_OUTPUT_HEIGHT, 80, 60);
  gegl_node_set (node, "frequency", 8.0, NULL);
  s.noise.frequency = 8.0f;
  a = op_pixels (node, &half, "RGBA float", 0.5);
  b = canvas_pixels (&s, 80, 60, NULL, 0, &full);
  for (int y = 0; y < half.height; y++)
    for (int x = 0; x < half.width; x++)
      mismatches
          += memcmp (a + 4 * (y * half.width + x),
                     b + 4 * (2 * y * full.width + 2 * x), 4 * sizeof (float))
             != 0;
  CHECK (mismatches == 0, "level 1: %d pixels are not canvas (2x, 2y)",
         mismatches);
  g_free (a), g_free (b);
}

/* What does not apply falls back; what the canvas refuses is
 * transparent. */
static void
check_fallbacks (GeglNode *node)
{
  GeglRectangle r = { 0, 0, 32, 32 };
  float *a, *b;
  int opaque = 0;

  gegl_node_set (node, "type", NOISE_SIMPLEX_CLASSIC, "dimensions", 3,
                 "tileable", TRUE, "rotation-z", 0.0, NULL);
  a = op_pixels (node, &r, "RGBA float", 1.0);
  gegl_node_set (node, "dimensions", 2, "tileable", FALSE, NULL);
  b = op_pixels (node, &r, "RGBA float", 1.0);
  same_bits (a, b, 4 * 32 * 32, "classic: 3D and tiles as 2D untiled");
  g_free (a), g_free (b);

  gegl_node_set (node, "output-type", (int) NOISE_OUTPUT_COLOUR, "gradient",
                 "1 0 0", NULL);
  a = op_pixels (node, &r, "RGBA float", 1.0);
  for (int i = 0; i < 32 * 32; i++)
    opaque += a[4 * i + 3] != 0.0f;
  CHECK (opaque == 0, "a bad gradient left %d pixels opaque", opaque);
  g_free (a);
}

/* FILE (an 8-bit PNG the gegl command line wrote) against the default
 * settings' pixels of `output` (colour or normal map, both perceptual) on
 * a W x H canvas, converted by babl as GEGL's PNG saver converts. */
static void
check_png (const char *file, int width, int height, NoiseOutput output)
{
  static const float ramp[] = { 0, 0, 0, 1, 1, 1, 1, 1 };
  GeglNode *graph = gegl_node_new ();
  GeglNode *load = gegl_node_new_child (graph, "operation", "gegl:load", "path",
                                        file, NULL);
  GeglRectangle r = { 0, 0, width, height };
  GeglRectangle got = gegl_node_get_bounding_box (load);
  NoiseCanvasSettings s;
  guchar *png = g_new (guchar, 4 * (gsize) width * height);
  guchar *want = g_new (guchar, 4 * (gsize) width * height);
  float *f;

  CHECK (got.width == width && got.height == height, "%s is %dx%d", file,
         got.width, got.height);
  gegl_node_blit (load, 1.0, &r, babl_format ("R'G'B'A u8"), png,
                  GEGL_AUTO_ROWSTRIDE, GEGL_BLIT_DEFAULT);
  noise_canvas_settings_init (&s);
  s.output = output;
  f = canvas_pixels (&s, width, height, ramp, 2, &r);
  babl_process (babl_fish ("R'G'B'A float", "R'G'B'A u8"), f, want,
                (long) width * height);
  CHECK (memcmp (png, want, 4 * (gsize) width * height) == 0,
         "%s differs from the canvas's pixels", file);
  g_free (f), g_free (png), g_free (want);
  g_object_unref (graph);
}

/* FILE is a W x H picture that is not one flat colour. */
static void
check_png_size (const char *file, int width, int height)
{
  GeglNode *graph = gegl_node_new ();
  GeglNode *load = gegl_node_new_child (graph, "operation", "gegl:load", "path",
                                        file, NULL);
  GeglRectangle got = gegl_node_get_bounding_box (load);
  guchar *png;
  int flat = 1;

  CHECK (got.width == width && got.height == height, "%s is %dx%d", file,
         got.width, got.height);
  png = g_new0 (guchar, 4 * (gsize) got.width * got.height + 4);
  gegl_node_blit (load, 1.0, &got, babl_format ("R'G'B'A u8"), png,
                  GEGL_AUTO_ROWSTRIDE, GEGL_BLIT_DEFAULT);
  for (gsize i = 4; i < 4 * (gsize) got.width * got.height; i++)
    flat &= png[i] == png[i % 4];
  CHECK (!flat, "%s is one flat colour", file);
  g_free (png);
  g_object_unref (graph);
}

/* Issue 34: settings the dialog offers together where one does not apply
 * render as the procedure renders them with that one ignored (what
 * settings.c's noise_settings_resolve gives, written out here): never a
 * transparent layer. */
static void
check_not_applying (GeglNode *graph)
{
  static const struct
  {
    const char *what;
    NoiseType type;
    gboolean tileable;
    int frames, frame;
    double rotation_z;
    gboolean planet;
    /* What renders: tiles, loops and the planet kept or dropped. */
    gboolean tiles, loops, planet_kept;
    int dimensions;
  } cases[] = {
    { "planet with tileable", NOISE_SIMPLEX, TRUE, 1, 0, 0.0, TRUE, FALSE,
      FALSE, TRUE, 3 },
    { "planet with tileable and a rotation", NOISE_PERLIN, TRUE, 1, 0, 30.0,
      TRUE, FALSE, FALSE, TRUE, 3 },
    { "planet with frames, value", NOISE_VALUE, FALSE, 3, 1, 0.0, TRUE, FALSE,
      FALSE, TRUE, 3 },
    { "planet with frames, perlin", NOISE_PERLIN, FALSE, 4, 2, 0.0, TRUE, FALSE,
      FALSE, TRUE, 3 },
    { "planet with frames, cellular", NOISE_CELLULAR, FALSE, 3, 2, 0.0, TRUE,
      FALSE, FALSE, TRUE, 3 },
    { "planet with tileable and frames, value", NOISE_VALUE, TRUE, 3, 1, 0.0,
      TRUE, FALSE, FALSE, TRUE, 3 },
    { "planet with frames, simplex (loops)", NOISE_SIMPLEX, FALSE, 3, 1, 0.0,
      TRUE, FALSE, TRUE, TRUE, 3 },
    { "planet of simplex-classic", NOISE_SIMPLEX_CLASSIC, FALSE, 1, 0, 30.0,
      TRUE, FALSE, FALSE, FALSE, 2 },
    { "planet of simplex-classic with tileable", NOISE_SIMPLEX_CLASSIC, TRUE, 1,
      0, 0.0, TRUE, FALSE, FALSE, FALSE, 2 },
    { "tileable simplex-2002 with a rotation", NOISE_SIMPLEX_2002, TRUE, 3, 1,
      30.0, FALSE, FALSE, FALSE, FALSE, 3 },
  };
  GeglRectangle r = { -3, 0, 40, 20 };

  for (gsize c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      GeglNode *node = gegl_node_new_child (graph, "operation", OP, NULL);
      NoiseCanvasSettings s;
      float *a, *b;
      int transparent = 0;

      noise_canvas_settings_init (&s);
      gegl_node_set (node, "type", cases[c].type, "dimensions", 3, "octaves", 3,
                     "seed", 5, "output-type", (int) NOISE_OUTPUT_HEIGHT,
                     "tileable", cases[c].tileable, "frames", cases[c].frames,
                     "frame", cases[c].frame, "rotation-z", cases[c].rotation_z,
                     "planet", cases[c].planet, "width", 40, "height", 20,
                     NULL);
      s.noise.type = cases[c].type;
      s.noise.dimensions = cases[c].dimensions;
      s.noise.octaves = 3;
      s.noise.seed = 5;
      s.output = NOISE_OUTPUT_HEIGHT;
      s.tileable = cases[c].tiles;
      s.frames = cases[c].loops ? cases[c].frames : 1;
      s.frame = cases[c].loops ? cases[c].frame : 0;
      s.rotation[2] = cases[c].tiles ? 0.0 : cases[c].rotation_z;
      s.planet = cases[c].planet_kept;
      a = op_pixels (node, &r, "RGBA float", 1.0);
      for (int i = 0; i < r.width * r.height; i++)
        transparent += a[4 * i + 3] == 0.0f;
      CHECK (transparent == 0, "%s: %d transparent pixels", cases[c].what,
             transparent);
      b = canvas_pixels (&s, 40, 20, NULL, 0, &r);
      same_bits (a, b, 4 * (gsize) r.width * r.height, cases[c].what);
      g_free (a), g_free (b);
      gegl_node_remove_child (graph, node);
    }
}

int
main (int argc, char **argv)
{
  GeglNode *graph, *node;

  if (argc < 2)
    return 2;
  gegl_init (&argc, &argv);
  g_object_set (gegl_config (), "mipmap-rendering", TRUE, NULL);
  /* Unless already loaded from the user's folder (the command-line test
   * installs it there). */
  if (!gegl_has_operation (OP))
    gegl_load_module_directory (argv[1]);
  if (!gegl_has_operation (OP))
    {
      fprintf (stderr, "FAIL: " OP " not found in %s\n", argv[1]);
      return 1;
    }
  if ((argc == 6 || argc == 7) && !strcmp (argv[2], "--png"))
    {
      NoiseOutput output
          = argc == 7 ? noise_output_from_nick (argv[6]) : NOISE_OUTPUT_COLOUR;
      if (output != NOISE_OUTPUT_COLOUR && output != NOISE_OUTPUT_NORMAL_MAP)
        {
          /* Heights are linear: GEGL's PNG saver encodes them otherwise. */
          fprintf (stderr, "--png takes colour or normal-map, not %s\n",
                   argv[6]);
          return 2;
        }
      check_png (argv[3], atoi (argv[4]), atoi (argv[5]), output);
    }
  else if (argc == 6 && !strcmp (argv[2], "--png-size"))
    check_png_size (argv[3], atoi (argv[4]), atoi (argv[5]));
  else
    {
      graph = gegl_node_new ();
      node = gegl_node_new_child (graph, "operation", OP, NULL);
      check_labels ();
      check_gimp_names ();
      check_nicks (node);
      check_defaults (node);
      check_outputs (node);
      check_base64_gradient (node);
      check_profile (node);
      check_input_pad (graph, node);
      check_splits (node);
      check_level (node);
      check_fallbacks (node);
      check_not_applying (graph);
      check_versions (graph);
      g_object_unref (graph);
    }
  gegl_exit ();
  if (failures)
    return 1;
  printf (OP ": all checks passed\n");
  return 0;
}
