/* fuzz-erode-op.c — the fuzz target of the GEGL operation
 * noise-render:erode (gegl/erode-op.c): any properties over any height
 * map.
 *
 * Input: one byte per property of the operation in the order GEGL lists
 * them, doubles and ints followed by eight or four big-endian bytes
 * (doubles: its minimum, its maximum, NaN -- which GLib refuses: left --
 * +-infinity, the eight bytes, or left; ints: minimum, maximum, the four
 * bytes; enums and booleans from the byte); then width and height (one
 * byte each: 1 .. 40) and the layer's format (one byte: float, double, u8
 * perceptual, u16, grey float); then the pixels: RGBA
 * floats of four bytes each, as they are (NaN, infinities, 1e30 and
 * denormals come naturally), missing bytes zero, converted to the layer's
 * format as GEGL converts.  Renders the whole layer, a window of it at
 * level 0 and at mipmap level 1.
 *
 * Checks what the operation documents: every output float finite; normal
 * and ridge maps within [0, 1]; alpha within [0, 1].  A broken promise
 * prints the case and aborts; ASan and UBSan report the rest.  GEGL_PATH
 * must name the folder of the module under test, FUZZ_GEGL_COMMON GEGL's
 * gegl-common module (gegl:buffer-source).  make-erode-op-inputs.py
 * writes erode-op-corpus/. */
#define _POSIX_C_SOURCE 200809L /* symlink */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <gegl.h>

#include "fuzz-core.h"

#define OP "noise-render:erode"

typedef struct
{
  const uint8_t *data;
  size_t size;
} Input;

static uint8_t
take8 (Input *in)
{
  uint8_t b = in->size ? *in->data : 0;
  if (in->size)
    in->data++, in->size--;
  return b;
}

static uint64_t
take_bits (Input *in, int bytes)
{
  uint64_t v = 0;
  for (int i = 0; i < bytes; i++)
    v = v << 8 | take8 (in);
  return v;
}

static void
set_property (GeglNode *node, GParamSpec *spec, Input *in)
{
  GValue v = G_VALUE_INIT;
  uint8_t how = take8 (in);
  GType type = G_PARAM_SPEC_VALUE_TYPE (spec);

  g_value_init (&v, type);
  if (type == G_TYPE_DOUBLE)
    {
      GParamSpecDouble *d = G_PARAM_SPEC_DOUBLE (spec);
      uint64_t bits = take_bits (in, 8);
      double raw;
      memcpy (&raw, &bits, sizeof raw);
      const double pick[]
          = { d->minimum, d->maximum, NAN, INFINITY, -INFINITY, raw };
      if (how % 7 == 6 || isnan (pick[how % 7]))
        {
          /* GLib refuses NaN (with a critical): left as it is. */
          g_value_unset (&v);
          return;
        }
      g_value_set_double (&v, pick[how % 7]);
    }
  else if (type == G_TYPE_INT || type == G_TYPE_UINT)
    {
      gint32 raw = (gint32) take_bits (in, 4);
      if (type == G_TYPE_INT)
        {
          GParamSpecInt *i = G_PARAM_SPEC_INT (spec);
          const gint pick[] = { i->minimum, i->maximum, raw };
          g_value_set_int (&v, pick[how % 3]);
        }
      else
        {
          GParamSpecUInt *u = G_PARAM_SPEC_UINT (spec);
          const guint pick[] = { u->minimum, u->maximum, (guint) raw };
          g_value_set_uint (&v, pick[how % 3]);
        }
    }
  else if (type == G_TYPE_BOOLEAN)
    g_value_set_boolean (&v, how & 1);
  else if (G_TYPE_IS_ENUM (type))
    {
      GEnumClass *e = g_type_class_ref (type);
      g_value_set_enum (&v, e->values[how % e->n_values].value);
      g_type_class_unref (e);
    }
  else
    {
      g_value_unset (&v);
      return;
    }
  g_param_value_validate (spec, &v);
  gegl_node_set_property (node, spec->name, &v);
  g_value_unset (&v);
}

/* The layer: w x h pixels of the input's floats in one of five formats. */
static GeglBuffer *
take_layer (Input *in)
{
  static const char *const formats[]
      = { "RGBA float", "RGBA double", "R'G'B'A u8", "RGBA u16", "YA float" };
  gint w = take8 (in) % 40 + 1, h = take8 (in) % 40 + 1;
  const char *format = formats[take8 (in) % G_N_ELEMENTS (formats)];
  GeglRectangle r = { 0, 0, w, h };
  GeglBuffer *b = gegl_buffer_new (&r, babl_format (format));
  gfloat *p = g_new0 (gfloat, 4 * (gsize) w * h);

  for (gsize i = 0; i < 4 * (gsize) w * h && in->size; i++)
    {
      uint32_t bits = (uint32_t) take_bits (in, 4);
      memcpy (p + i, &bits, sizeof bits);
    }
  gegl_buffer_set (b, &r, 0, babl_format ("RGBA float"), p,
                   GEGL_AUTO_ROWSTRIDE);
  g_free (p);
  return b;
}

static void
check_region (GeglNode *node, const GeglRectangle *r, double scale, int unit)
{
  gsize n = 4 * (gsize) r->width * r->height;
  gfloat *out = g_new (gfloat, n);

  gegl_node_blit (node, scale, r, babl_format ("RGBA float"), out,
                  GEGL_AUTO_ROWSTRIDE, GEGL_BLIT_DEFAULT);
  for (gsize i = 0; i < n; i++)
    if (!isfinite (out[i])
        || ((unit || i % 4 == 3) && (out[i] < 0.0f || out[i] > 1.0f)))
      {
        fprintf (stderr,
                 "fuzz-erode-op: float %zu of %d,%d %dx%d at %g is "
                 "%g\n",
                 i, r->x, r->y, r->width, r->height, scale, out[i]);
        abort ();
      }
  g_free (out);
}

static gchar *ops_dir, *ops_link;

static void
remove_ops_dir (void)
{
  unlink (ops_link);
  rmdir (ops_dir);
}

static void
setup (void)
{
  static gboolean ready;
  if (ready)
    return;
  gegl_init (NULL, NULL);
  /* GEGL_PATH names the module under test only, and so leaves out GEGL's
   * own operations, gegl:buffer-source among them: the one module of
   * GEGL's that holds it (FUZZ_GEGL_COMMON), from a folder of its own. */
  const char *common = g_getenv ("FUZZ_GEGL_COMMON");
  if (common && !gegl_has_operation ("gegl:buffer-source"))
    {
      /* Kept until exit: GEGL reloads a module when its types are used
       * again. */
      ops_dir = g_dir_make_tmp ("fuzz-erode-op-XXXXXX", NULL);
      ops_link
          = ops_dir ? g_build_filename (ops_dir, "gegl-common.so", NULL) : NULL;
      if (ops_link && symlink (common, ops_link) == 0)
        {
          atexit (remove_ops_dir);
          gegl_load_module_directory (ops_dir);
        }
    }
  if (!gegl_has_operation ("gegl:buffer-source"))
    {
      fprintf (stderr, "fuzz-erode-op: no gegl:buffer-source (set "
                       "FUZZ_GEGL_COMMON to GEGL's gegl-common module)\n");
      abort ();
    }
  if (!gegl_has_operation (OP))
    {
      fprintf (stderr, "fuzz-erode-op: " OP " is not in GEGL_PATH\n");
      abort ();
    }
  ready = TRUE;
}

int LLVMFuzzerInitialize (int *argc, char ***argv);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  (void) argc;
  (void) argv;
  setup ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  Input in = { data, size };
  guint n;
  gint output = 0;

  setup ();
  GeglNode *graph = gegl_node_new ();
  GeglNode *node = gegl_node_new_child (graph, "operation", OP, NULL);
  GParamSpec **specs = gegl_operation_list_properties (OP, &n);
  for (guint i = 0; i < n; i++)
    set_property (node, specs[i], &in);
  g_free (specs);
  GeglBuffer *layer = take_layer (&in);
  GeglNode *src = gegl_node_new_child (graph, "operation", "gegl:buffer-source",
                                       "buffer", layer, NULL);
  gegl_node_link (src, node);
  gegl_node_get (node, "output-type", &output, NULL);
  const GeglRectangle *e = gegl_buffer_get_extent (layer);
  GeglRectangle window = { e->width / 3, e->height / 2, e->width - e->width / 3,
                           e->height - e->height / 2 };
  GeglRectangle half = { 0, 0, (e->width + 1) / 2, (e->height + 1) / 2 };
  check_region (node, e, 1.0, output > 0);
  check_region (node, &window, 1.0, output > 0);
  check_region (node, &half, 0.5, output > 0);
  g_object_unref (layer);
  g_object_unref (graph);
  return 0;
}
