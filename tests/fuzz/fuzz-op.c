/* fuzz-op.c — the fuzz target of the GEGL operation noise-render:noise:
 * what an XCF (or a script, or the command line) can hand it.
 *
 * Each input sets every property of the operation from its bytes, those of
 * issue 21's format first in their order then (legacy[]), then the ones
 * added since in the order GEGL lists them, then renders three small regions at
 * offsets of any size and mipmap levels 0 to 3.  Per property, one byte picks
 * how: numbers   its minimum, its maximum, four bytes (eight for doubles) as
 *             they are (clamped to the range as GObject does, NaN kept),
 *             NaN, +-infinity, or left as it is;
 *   gradient  raw text (any byte but NUL), decimal numbers from the
 *             input's floats (with
 *             spaces, commas or decimal commas), the compact base64 form
 *             of raw float bits, 400 KB of numbers, or empty;
 *   profile   raw bytes in base64, a valid RGB profile (made by lcms2) with
 *             up to 8 bytes changed, 2 MB of text, or empty;
 *   enums, booleans  from the byte.
 * Missing bytes read as zero; multi-byte fields are big-endian.
 *
 * It checks what the operation documents (noise-op.c): every pixel is
 * finite; settings it refuses give a transparent output and one message
 * saying why and that the output is transparent; settings it takes give
 * pixels, opaque wherever their alpha does not come from the gradient
 * text.  A broken promise prints the case and aborts; ASan and UBSan (the
 * replay and libFuzzer builds) report the rest.  GEGL_PATH must name the
 * folder of the module under test (one of the suite's sanitized builds). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gegl.h>
#include <lcms2.h>

#include "fuzz-core.h"

typedef struct
{
  const uint8_t *data;
  size_t size;
} Input;

/* FUZZ_OP_VERBOSE set: print each property, region and refusal. */
static gboolean verbose;

static uint8_t
take8 (Input *in)
{
  uint8_t b = 0;
  if (in->size)
    b = *in->data++, in->size--;
  return b;
}

static uint32_t
take32 (Input *in)
{
  uint32_t v = 0;
  for (int i = 0; i < 4; i++)
    v = v << 8 | take8 (in);
  return v;
}

static double
take_double (Input *in)
{
  /* Two statements: the operands of | are evaluated in no set order, and
   * GCC (the replay) and clang (libFuzzer) must read the same double. */
  uint64_t bits = (uint64_t) take32 (in) << 32;
  double d;

  bits |= take32 (in);
  memcpy (&d, &bits, sizeof d);
  return d;
}

/* A valid RGB profile's bytes, made once. */
static GBytes *
valid_profile (void)
{
  static GBytes *bytes;
  if (!bytes)
    {
      cmsToneCurve *curve = cmsBuildGamma (NULL, 2.2);
      cmsToneCurve *curves[3] = { curve, curve, curve };
      cmsCIExyYTRIPLE primaries
          = { { 0.64, 0.33, 1.0 }, { 0.21, 0.71, 1.0 }, { 0.15, 0.06, 1.0 } };
      cmsHPROFILE p = cmsCreateRGBProfile (cmsD50_xyY (), &primaries, curves);
      cmsUInt32Number size = 0;
      void *data;
      cmsSaveProfileToMem (p, NULL, &size);
      data = g_malloc (size);
      cmsSaveProfileToMem (p, data, &size);
      cmsCloseProfile (p);
      cmsFreeToneCurve (curve);
      bytes = g_bytes_new_take (data, size);
    }
  return bytes;
}

static gchar *
gradient_text (Input *in)
{
  GString *s = g_string_new (NULL);
  static const char *const separators[] = { " ", ",", ", ", "  " };
  guint n;

  switch (take8 (in) % 5)
    {
    case 0: /* raw text; a NUL would end it, so NUL reads as a space */
      n = take8 (in);
      for (guint i = 0; i < n; i++)
        {
          char c = (char) take8 (in);
          g_string_append_c (s, c ? c : ' ');
        }
      break;
    case 1: /* decimal numbers */
      n = take8 (in) % 48;
      for (guint i = 0; i < n; i++)
        {
          gchar buf[G_ASCII_DTOSTR_BUF_SIZE];
          uint32_t bits = take32 (in);
          float f;
          memcpy (&f, &bits, sizeof f);
          if (i)
            g_string_append (s, separators[take8 (in) % 4]);
          g_string_append (s, g_ascii_dtostr (buf, sizeof buf, f));
        }
      break;
    case 2: /* the compact form of raw float bits */
      {
        guchar raw[4 * 64];
        gchar *b64;
        n = 4 * (take8 (in) % 64);
        for (guint i = 0; i < n; i++)
          raw[i] = take8 (in);
        b64 = g_base64_encode (raw, n);
        g_string_append_printf (s, "base64:%s", b64);
        g_free (b64);
      }
      break;
    case 3: /* 400 KB: more samples than taken */
      for (guint i = 0; i < 100000; i++)
        g_string_append (s, "0.5 ");
      break;
    default: break;
    }
  return g_string_free (s, FALSE);
}

static gchar *
profile_text (Input *in)
{
  gsize length;
  guchar *icc;
  gchar *text;
  guint n;

  switch (take8 (in) % 4)
    {
    case 0: /* raw bytes */
      n = take8 (in) << 1;
      icc = g_malloc (n + 1);
      for (guint i = 0; i < n; i++)
        icc[i] = take8 (in);
      text = g_base64_encode (icc, n);
      g_free (icc);
      return text;
    case 1: /* a valid profile with some bytes changed */
      icc = g_bytes_unref_to_data (g_bytes_ref (valid_profile ()), &length);
      n = take8 (in) % 9;
      for (guint i = 0; i < n; i++)
        {
          uint32_t at = take32 (in) % length;
          icc[at] = take8 (in);
        }
      text = g_base64_encode (icc, length);
      g_free (icc);
      return text;
    case 2: /* 2 MB */
      text = g_malloc (2 << 20 | 1);
      memset (text, 'A', 2 << 20);
      text[2 << 20] = 0;
      return text;
    default: return g_strdup ("");
    }
}

/* One property from the input. */
static void
set_property (GeglNode *node, GParamSpec *spec, Input *in)
{
  GValue v = G_VALUE_INIT;
  uint8_t how = take8 (in);
  GType type = G_PARAM_SPEC_VALUE_TYPE (spec);

  g_value_init (&v, type);
  if (type == G_TYPE_STRING)
    {
      gchar *text = !strcmp (spec->name, "profile") ? profile_text (in)
                                                    : gradient_text (in);
      g_value_take_string (&v, text);
    }
  else if (type == G_TYPE_DOUBLE)
    {
      GParamSpecDouble *d = G_PARAM_SPEC_DOUBLE (spec);
      const double pick[] = { d->minimum, d->maximum, NAN,
                              INFINITY,   -INFINITY,  take_double (in) };
      if (how % 7 == 6)
        {
          g_value_unset (&v);
          return;
        }
      g_value_set_double (&v, pick[how % 7]);
    }
  else if (type == G_TYPE_INT)
    {
      GParamSpecInt *i = G_PARAM_SPEC_INT (spec);
      const gint pick[] = { i->minimum, i->maximum, (gint) take32 (in) };
      g_value_set_int (&v, pick[how % 3]);
    }
  else if (type == G_TYPE_UINT)
    {
      GParamSpecUInt *u = G_PARAM_SPEC_UINT (spec);
      const guint pick[] = { u->minimum, u->maximum, take32 (in) };
      g_value_set_uint (&v, pick[how % 3]);
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
  if (verbose)
    {
      gchar *text = g_strdup_value_contents (&v);
      fprintf (stderr, "fuzz-op: %s = %.60s\n", spec->name, text);
      g_free (text);
    }
  g_value_unset (&v);
}

/* The operation's refusal message: a message on GEGL's domain, which GIMP
 * shows its user (gegl/noise-op.c, warn_refusal). */
static gboolean
is_op_message (const gchar *domain, GLogLevelFlags level, const gchar *text)
{
  return g_strcmp0 (domain, "GEGL") == 0 && (level & G_LOG_LEVEL_MESSAGE)
         && g_str_has_prefix (text, "noise-render:noise: ");
}

/* The operation's refusals during one input (atomic: GEGL renders tiles
 * on several threads). */
static gint refusals, precision_refusals;

#define PRECISION_REFUSAL "noise-render:noise: Pixels lie farther"
#define TRANSPARENT_SAID "The output is transparent."

/* Counts the operation's messages, and prints the others but GObject's
 * refusal of NaN values, which set_property hands it on purpose. */
static void
on_log (const gchar *domain, GLogLevelFlags level, const gchar *text,
        gpointer data)
{
  if (is_op_message (domain, level, text))
    {
      if (!g_str_has_suffix (text, TRANSPARENT_SAID))
        {
          fprintf (stderr, "fuzz-op: a refusal that does not say '%s': %s\n",
                   TRANSPARENT_SAID, text);
          abort ();
        }
      if (verbose)
        fprintf (stderr, "fuzz-op: %s\n", text);
      g_atomic_int_inc (&refusals);
      if (g_str_has_prefix (text, PRECISION_REFUSAL))
        g_atomic_int_inc (&precision_refusals);
      return;
    }
  if (strstr (text, "is invalid or out of range for property"))
    return;
  if (strstr (text, "noise-render:noise"))
    {
      fprintf (stderr,
               "fuzz-op: said otherwise than as a message on GEGL's "
               "domain, which GIMP would not show: %s\n",
               text);
      abort ();
    }
  g_log_default_handler (domain, level, text, data);
}

/* What the rendered regions held: pixels by alpha. */
typedef struct
{
  long pixels, transparent, opaque;
} Seen;

static void
check_finite (const float *out, const GeglRectangle *r, int level)
{
  for (int i = 0; i < 4 * r->width * r->height; i++)
    if (!isfinite (out[i]))
      {
        fprintf (stderr,
                 "fuzz-op: float %d of %dx%d at %d,%d level %d is "
                 "%g\n",
                 i, r->width, r->height, r->x, r->y, level, out[i]);
        abort ();
      }
}

/* A region at a mipmap level 0 to 3, within 2^23 pixels of the origin
 * (offsets folded).
 * GEGL 0.4.62 is sound only that near: from 2^24 out at levels above 0 a
 * blit writes past a buffer of its own (ASan, here: a memset called from
 * gegl_node_blit at scale 1/2, y = 2^24 - 1), and farther out it returns
 * zeros without asking the operation (from 2^25 at level 1, 2^30 at level
 * 0).  GIMP's layers end at 2^19; pixels farther out reach the operation
 * through canvas-x, canvas-y and the offsets. */
static void
take_region (Input *in, GeglRectangle *r, int *level)
{
  int shift = take8 (in) % 32;

  r->x = (gint32) take32 (in) >> shift;
  r->y = (gint32) take32 (in) >> shift;
  r->width = 1 + take8 (in) % 48;
  r->height = 1 + take8 (in) % 16;
  *level = take8 (in) % 4;
  r->x %= 1 << (23 - *level);
  r->y %= 1 << (23 - *level);
}

/* Renders a region taken: every float finite; its pixels counted by
 * alpha. */
static void
render_region (GeglNode *node, const GeglRectangle *region, int level,
               Seen *seen)
{
  GeglRectangle r = *region;
  float *out;

  /* GEGL 0.4.62 writes past a blit's rectangle at scales below 1 (a
   * zeroing memset, seen under ASan here): room for it. */
  out = g_new0 (float, 4 * (r.width + 16) * (r.height + 16));
  gegl_node_blit (node, 1.0 / (1 << level), &r, babl_format ("RGBA float"), out,
                  GEGL_AUTO_ROWSTRIDE, GEGL_BLIT_DEFAULT);
  check_finite (out, &r, level);
  if (verbose)
    fprintf (stderr,
             "fuzz-op: %dx%d at %d,%d level %d, alpha of the first %g\n",
             r.width, r.height, r.x, r.y, level, out[3]);
  for (int i = 0; i < r.width * r.height; i++)
    {
      seen->transparent += out[4 * i + 3] == 0.0f;
      seen->opaque += out[4 * i + 3] == 1.0f;
    }
  seen->pixels += r.width * r.height;
  g_free (out);
}

/* Whether every rendered pixel is opaque: its alpha is 1 unless the
 * colours come from gradient text (output "colour", gradient not empty). */
static gboolean
renders_opaque (GeglNode *node)
{
  gchar *gradient = NULL;
  gint output = 0;
  GEnumClass *outputs;
  GEnumValue *value;
  gboolean opaque;

  gegl_node_get (node, "gradient", &gradient, "output-type", &output, NULL);
  outputs = g_type_class_ref (
      G_PARAM_SPEC_VALUE_TYPE (gegl_node_find_property (node, "output-type")));
  value = g_enum_get_value (outputs, output);
  opaque = !gradient || !*gradient || !value
           || strcmp (value->value_nick, "colour") != 0;
  g_type_class_unref (outputs);
  g_free (gradient);
  return opaque;
}

/* The refusal as documented: at most one message per node; a refusal of
 * the settings themselves (not of pixels too far out) leaves every pixel
 * transparent; without one, pixels that must be opaque are. */
static void
check_refusal (GeglNode *node, const Seen *seen)
{
  int said = g_atomic_int_get (&refusals);
  gboolean precision = g_atomic_int_get (&precision_refusals) > 0;
  const char *broken = NULL;

  if (said > 1)
    broken = "more than one message";
  else if (said == 1 && !precision && seen->transparent != seen->pixels)
    broken = "a refusal with pixels that are not transparent";
  else if (said == 0 && renders_opaque (node) && seen->opaque != seen->pixels)
    broken = "pixels that are not opaque, without a refusal";
  if (broken)
    {
      fprintf (stderr,
               "fuzz-op: %s (%d messages, %ld of %ld pixels transparent, "
               "%ld opaque)\n",
               broken, said, seen->transparent, seen->pixels, seen->opaque);
      abort ();
    }
}

static void print_properties (void);

/* GEGL, the log handler and the module, once; with FUZZ_OP_PROPERTIES set,
 * prints the properties (print_properties) and exits. */
static void
setup (void)
{
  static gboolean ready;

  if (ready)
    return;
  verbose = g_getenv ("FUZZ_OP_VERBOSE") != NULL;
  g_log_set_default_handler (on_log, NULL);
  gegl_init (NULL, NULL);
  /* Levels above 0 reach process, as in GIMP's zoomed-out views. */
  g_object_set (gegl_config (), "mipmap-rendering", TRUE, NULL);
  if (!gegl_has_operation ("noise-render:noise"))
    {
      fprintf (stderr, "fuzz-op: no noise-render:noise in GEGL_PATH\n");
      abort ();
    }
  if (g_getenv ("FUZZ_OP_PROPERTIES"))
    {
      print_properties ();
      exit (fflush (stdout) != 0);
    }
  ready = TRUE;
}

/* libFuzzer's: GEGL loads the module before fuzzing starts, so its
 * coverage counters are there from the first input. */
int LLVMFuzzerInitialize (int *argc, char ***argv);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  (void) argc;
  (void) argv;
  setup ();
  return 0;
}

/* The properties read before the regions, in this order: the format as
 * it is saved in op-corpus/ and op-regressions/.  First issue 21's, as
 * GEGL listed them when the format was made; then the settings added
 * before this list was closed (cellular noise's, the fractal modes', the
 * planet, the warp's, levels), in the order GEGL listed them then.  Closed:
 * a property added to the operation is read after the regions (later[]),
 * so that it takes only bytes an older input left unread. */
static const char *const format[] = {
  "type",
  "dimensions",
  "frequency",
  "octaves",
  "lacunarity",
  "persistence",
  "fractal",
  "seed",
  "decorrelate-octaves",
  "offset-x",
  "offset-y",
  "offset-z",
  "offset-w",
  "rotation-x",
  "rotation-y",
  "rotation-z",
  "output-type",
  "gradient",
  "reverse-gradient",
  "gradient-blend",
  "profile",
  "normal-strength",
  "tileable",
  "frames",
  "frame",
  "loop-length",
  "width",
  "height",
  "canvas-x",
  "canvas-y",
  /* added after issue 21 */
  "cellular-return",
  "cellular-metric",
  "minkowski-exponent",
  "cellular-jitter",
  "cellular-smoothness",
  "detail",
  "fractal-offset",
  "fractal-gain",
  "ping-pong-strength",
  "weighted-strength",
  "normalize",
  "planet",
  "warp-mode",
  "warp-amount",
  "warp-type",
  "warp-frequency",
  "warp-octaves",
  "warp-seed",
  "levels",
};

/* The operation's properties in the order an input sets them: format[]
 * (*n_format of them; each one the operation has), then every other in
 * the order GEGL lists them.  Free with g_free. */
static GParamSpec **
input_order (guint *n, guint *n_format)
{
  guint all = 0, k = 0;
  GParamSpec **specs
      = gegl_operation_list_properties ("noise-render:noise", &all);
  GParamSpec **order = g_new0 (GParamSpec *, all + 1);

  for (gsize f = 0; f < G_N_ELEMENTS (format); f++)
    for (guint i = 0; i < all; i++)
      if (strcmp (specs[i]->name, format[f]) == 0)
        order[k++] = specs[i];
  *n_format = k;
  for (guint i = 0; i < all; i++)
    {
      gboolean listed = FALSE;
      for (gsize f = 0; f < G_N_ELEMENTS (format); f++)
        listed |= strcmp (specs[i]->name, format[f]) == 0;
      if (!listed)
        order[k++] = specs[i];
    }
  *n = k;
  g_free (specs);
  return order;
}

/* FUZZ_OP_PROPERTIES set: prints the properties in input_order's order,
 * one a line, "regions" where the regions are read, for make-op-inputs.py
 * (which writes inputs by name):
 *
 *   NAME  TYPE  DEFAULT  [NICKS]
 *
 * TYPE double, int, uint, boolean, enum (NICKS: comma-separated, by value
 * number as set_property numbers them) or string; DEFAULT as a number
 * (%.17g), 0 or 1, the enum's nick, or the string. */
static void
print_properties (void)
{
  guint n, n_format;
  GParamSpec **order = input_order (&n, &n_format);

  for (guint i = 0; i < n; i++)
    {
      GParamSpec *spec = order[i];
      GType type = G_PARAM_SPEC_VALUE_TYPE (spec);

      if (i == n_format)
        printf ("regions\n");
      if (type == G_TYPE_DOUBLE)
        printf ("%s\tdouble\t%.17g\n", spec->name,
                G_PARAM_SPEC_DOUBLE (spec)->default_value);
      else if (type == G_TYPE_INT)
        printf ("%s\tint\t%d\n", spec->name,
                G_PARAM_SPEC_INT (spec)->default_value);
      else if (type == G_TYPE_UINT)
        printf ("%s\tuint\t%u\n", spec->name,
                G_PARAM_SPEC_UINT (spec)->default_value);
      else if (type == G_TYPE_BOOLEAN)
        printf ("%s\tboolean\t%d\n", spec->name,
                G_PARAM_SPEC_BOOLEAN (spec)->default_value);
      else if (G_TYPE_IS_ENUM (type))
        {
          GEnumClass *e = g_type_class_ref (type);
          GEnumValue *def
              = g_enum_get_value (e, G_PARAM_SPEC_ENUM (spec)->default_value);
          printf ("%s\tenum\t%s\t", spec->name, def ? def->value_nick : "");
          for (guint v = 0; v < e->n_values; v++)
            printf ("%s%s", v ? "," : "", e->values[v].value_nick);
          printf ("\n");
          g_type_class_unref (e);
        }
      else if (type == G_TYPE_STRING)
        printf ("%s\tstring\t%s\n", spec->name,
                G_PARAM_SPEC_STRING (spec)->default_value);
    }
  if (n == n_format)
    printf ("regions\n");
  g_free (order);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  Input in = { data, size };
  Seen seen = { 0, 0, 0 };
  GeglNode *graph, *node;
  GeglRectangle regions[3];
  int levels[3];
  guint n, n_format;
  GParamSpec **order;

  setup ();
  graph = gegl_node_new ();
  node = gegl_node_new_child (graph, "operation", "noise-render:noise", NULL);
  order = input_order (&n, &n_format);
  for (guint i = 0; i < n_format; i++)
    set_property (node, order[i], &in);
  /* All three regions are read before any renders: the properties after
   * them are set first. */
  for (int i = 0; i < 3; i++)
    take_region (&in, &regions[i], &levels[i]);
  /* The later properties only while bytes are left: an input that ends
   * before one leaves it (and every one after it) at its default, so an
   * input saved before a property was added renders as it did. */
  for (guint i = n_format; i < n && in.size; i++)
    set_property (node, order[i], &in);
  g_free (order);
  g_atomic_int_set (&refusals, 0);
  g_atomic_int_set (&precision_refusals, 0);
  for (int i = 0; i < 3; i++)
    render_region (node, &regions[i], levels[i], &seen);
  check_refusal (node, &seen);
  g_object_unref (graph);
  return 0;
}
