/* test-gegl-hostile.c — noise-render:noise given what a hostile XCF can
 * hold (issue 21), in plain GEGL:
 *
 *   test-gegl-hostile MODULE-DIR
 *
 *   - colour profiles babl cannot safely read are refused before babl sees
 *     them (each of these crashed or aborted babl, so GEGL and GIMP):
 *     truncated and oversized ones, CMYK, grey and Lab ones, random bytes,
 *     tag offsets past the end, a huge tag count, curves of 16 M and 80 M
 *     entries, parametric curves babl asserts on; all made here from a
 *     valid RGB profile that lcms2 writes;
 *   - at most NOISE_PROFILE_MAX_SPACES distinct profiles become spaces
 *     (babl has room for about 100, and then crashes); the ones taken keep
 *     rendering;
 *   - gradient colours of +-3e38 (and beyond +-2^24) are refused, not
 *     rendered to inf or NaN;
 *     decimal commas ("0,5") are refused rather than read as two numbers;
 *   - pixels float does not resolve (a 1 x 1 canvas far out through
 *     canvas-x) are refused, not rendered flat;
 *   - refusals print one warning when rendered, none when only set;
 *   - frequency and loop-length take their minimums as floats (what the
 *     procedure and an XCF give back). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <gegl.h>
#include <lcms2.h>

#include "profile.h"
#include "check.h"

static int warnings, misrouted;

/* The operation's messages: a refusal goes to GEGL's domain at message
 * level, which GIMP shows its user (see warn_refusal); anything else about
 * the operation (a warning, another domain) reaches only a terminal. */
static void
count_warning (const gchar *domain, GLogLevelFlags level, const gchar *message,
               gpointer data G_GNUC_UNUSED)
{
  if (!strstr (message, "noise-render:noise"))
    return;
  if (g_strcmp0 (domain, "GEGL") == 0
      && (level & G_LOG_LEVEL_MASK) == G_LOG_LEVEL_MESSAGE)
    warnings++;
  else
    misrouted++;
}

/* What the node renders of a small region: 1 when every float is finite
 * and some pixel is opaque, 0 when all are transparent zeros, -1 else. */
static int
render (GeglNode *node)
{
  GeglRectangle r = { 3, -2, 17, 9 };
  float out[4 * 17 * 9];
  int zero = 1, finite = 1;

  gegl_node_blit (node, 1.0, &r, babl_format ("RGBA float"), out,
                  GEGL_AUTO_ROWSTRIDE, GEGL_BLIT_DEFAULT);
  for (gsize i = 0; i < G_N_ELEMENTS (out); i++)
    {
      zero &= out[i] == 0.0f;
      finite &= isfinite (out[i]);
    }
  return zero ? 0 : finite ? 1 : -1;
}

/* The bytes of profile p, as lcms2 writes it; p is closed. */
static GBytes *
saved (cmsHPROFILE p)
{
  cmsUInt32Number size = 0;
  void *bytes;

  cmsSaveProfileToMem (p, NULL, &size);
  bytes = g_malloc (size);
  cmsSaveProfileToMem (p, bytes, &size);
  cmsCloseProfile (p);
  return g_bytes_new_take (bytes, size);
}

/* A valid RGB display profile (primaries near sRGB, one gamma per
 * channel), as lcms2 writes it. */
static GBytes *
rgb_profile (double gamma)
{
  cmsCIExyY white = { 0.3127, 0.3290, 1.0 };
  cmsCIExyYTRIPLE primaries
      = { { 0.64, 0.33, 1.0 }, { 0.30, 0.60, 1.0 }, { 0.15, 0.06, 1.0 } };
  cmsToneCurve *curve = cmsBuildGamma (NULL, gamma);
  cmsToneCurve *curves[3] = { curve, curve, curve };
  cmsHPROFILE p = cmsCreateRGBProfile (&white, &primaries, curves);

  cmsFreeToneCurve (curve); /* the profile keeps its own copy */
  return saved (p);
}

static guint32
get32 (const guchar *p)
{
  return (guint32) p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3];
}

static void
put32 (guchar *p, guint32 v)
{
  p[0] = v >> 24, p[1] = v >> 16, p[2] = v >> 8, p[3] = v;
}

/* The tag table entry of signature sig in icc, or NULL. */
static guchar *
tag_entry (guchar *icc, const char *sig)
{
  guint32 count = get32 (icc + 128);
  for (guint32 t = 0; t < count; t++)
    if (!memcmp (icc + 132 + 12 * t, sig, 4))
      return icc + 132 + 12 * t;
  return NULL;
}

/* The profile property's text for bytes. */
static gchar *
text_of (const guchar *bytes, gsize length)
{
  return g_base64_encode (bytes, length);
}

/* Sets profile text, renders and says whether it was refused. */
static gboolean
refused (GeglNode *node, const gchar *text)
{
  gegl_node_set (node, "profile", text, NULL);
  return render (node) == 0;
}

/* A copy of the valid profile with a curve tag (rTRC) rewritten in place:
 * its entry points at a tag appended at the end. */
static gchar *
with_curve (GBytes *valid, const guchar *tag, gsize size)
{
  gsize length = g_bytes_get_size (valid);
  guchar *icc = g_malloc (length + size);
  guchar *entry;
  gchar *text;

  memcpy (icc, g_bytes_get_data (valid, NULL), length);
  memcpy (icc + length, tag, size);
  entry = tag_entry (icc, "rTRC");
  put32 (entry + 4, (guint32) length);
  put32 (entry + 8, (guint32) size);
  put32 (icc, (guint32) (length + size));
  text = text_of (icc, length + size);
  g_free (icc);
  return text;
}

static void
check_hostile_profiles (GeglNode *node, GBytes *valid)
{
  gsize length = g_bytes_get_size (valid);
  const guchar *bytes = g_bytes_get_data (valid, NULL);
  guchar *icc = g_malloc (length + 256);
  gchar *text = text_of (bytes, length);
  GRand *rand = g_rand_new_with_seed (21);

  CHECK (!refused (node, text), "the valid lcms2 RGB profile was refused");
  g_free (text);

  /* Truncated: the size in the header says more. */
  text = text_of (bytes, length - 20);
  CHECK (refused (node, text), "a truncated profile was taken");
  g_free (text);
  /* Oversized: bytes after the size the header says. */
  memcpy (icc, bytes, length);
  memset (icc + length, 0, 256);
  text = text_of (icc, length + 256);
  CHECK (refused (node, text), "an oversized profile was taken");
  g_free (text);

  /* CMYK in the header of an RGB profile; real grey and Lab ones. */
  memcpy (icc, bytes, length);
  memcpy (icc + 16, "CMYK", 4);
  text = text_of (icc, length);
  CHECK (refused (node, text), "a CMYK profile was taken");
  g_free (text);
  {
    cmsToneCurve *g = cmsBuildGamma (NULL, 2.2);
    GBytes *grey = saved (cmsCreateGrayProfile (cmsD50_xyY (), g));
    GBytes *lab = saved (cmsCreateLab4Profile (NULL));
    gsize n;
    cmsFreeToneCurve (g);
    text = text_of (g_bytes_get_data (grey, &n), g_bytes_get_size (grey));
    CHECK (refused (node, text), "a grey profile was taken");
    g_free (text);
    text = text_of (g_bytes_get_data (lab, &n), g_bytes_get_size (lab));
    CHECK (refused (node, text), "a Lab profile was taken");
    g_free (text);
    g_bytes_unref (grey), g_bytes_unref (lab);
  }

  /* Random bytes, with and without the right size in a header. */
  for (int i = 0; i < 50; i++)
    {
      gsize n = 132 + g_rand_int_range (rand, 0, 200);
      for (gsize b = 0; b < n; b++)
        icc[b] = (guchar) g_rand_int (rand);
      if (i % 2)
        put32 (icc, (guint32) n);
      text = text_of (icc, n);
      CHECK (refused (node, text), "random bytes (%d) were taken", i);
      g_free (text);
    }

  /* A tag offset past the end, and one that wraps an int. */
  for (int i = 0; i < 2; i++)
    {
      memcpy (icc, bytes, length);
      put32 (tag_entry (icc, "gTRC") + 4, i ? 0x7fffff00u : (guint32) length);
      text = text_of (icc, length);
      CHECK (refused (node, text), "a tag offset past the end was taken");
      g_free (text);
    }
  /* A huge tag count. */
  memcpy (icc, bytes, length);
  put32 (icc + 128, 0x10000000u);
  text = text_of (icc, length);
  CHECK (refused (node, text), "a huge tag count was taken");
  g_free (text);

  /* Curves of 16 M and 80 M entries in a 14-byte tag, and a long one
   * whose entries are there but too many. */
  {
    guchar curv[14] = { 'c', 'u', 'r', 'v', 0, 0, 0, 0, 0, 0, 0, 0, 0x80, 0 };
    guint32 counts[] = { 16u << 20, 80u << 20 };
    for (gsize i = 0; i < G_N_ELEMENTS (counts); i++)
      {
        put32 (curv + 8, counts[i]);
        text = with_curve (valid, curv, sizeof curv);
        CHECK (refused (node, text), "a curve of %u entries was taken",
               counts[i]);
        g_free (text);
      }
  }
  {
    gsize n = NOISE_PROFILE_MAX_CURVE + 1, size = 12 + 2 * n;
    guchar *curv = g_malloc0 (size);
    memcpy (curv, "curv", 4);
    put32 (curv + 8, (guint32) n);
    for (gsize e = 0; e < n; e++)
      curv[12 + 2 * e] = (guchar) (e * 255 / n);
    text = with_curve (valid, curv, size);
    CHECK (refused (node, text), "a curve of %zu entries was taken", n);
    g_free (text), g_free (curv);
  }

  /* Parametric curves babl cannot take: a break point past its
   * approximation's end (type 3, d = 2: babl asserts x0 < x1), the CIE
   * forms (types 1 and 2: babl reads a parameter they do not have), an
   * unknown type, and a zero gamma. */
  {
    guchar para[40] = { 'p', 'a', 'r', 'a' };
    const struct
    {
      guint type;
      double g, d;
    } odd[] = { { 3, 2.4, 2.0 },
                { 1, 2.4, 0 },
                { 2, 2.4, 0 },
                { 7, 2.4, 0 },
                { 0, 0.0, 0 } };
    for (gsize i = 0; i < G_N_ELEMENTS (odd); i++)
      {
        memset (para + 4, 0, sizeof para - 4);
        para[9] = (guchar) odd[i].type;
        put32 (para + 12, (guint32) (gint32) (odd[i].g * 65536));
        put32 (para + 16, 65536);                        /* a */
        put32 (para + 24, 65536 / 12);                   /* c */
        put32 (para + 28, (guint32) (odd[i].d * 65536)); /* d */
        text = with_curve (valid, para, sizeof para);
        CHECK (refused (node, text), "parametric curve %zu was taken", i);
        g_free (text);
      }
  }
  gegl_node_set (node, "profile", "", NULL);
  g_rand_free (rand);
  g_free (icc);
}

/* The bound: distinct valid profiles are taken until there are
 * NOISE_PROFILE_MAX_SPACES, then refused; those taken still render. */
static void
check_profile_bound (GeglNode *node, int already)
{
  gchar *first = NULL;
  int taken = already;

  for (int i = 0; i < NOISE_PROFILE_MAX_SPACES + 4; i++)
    {
      GBytes *p = rgb_profile (1.5 + 0.05 * i);
      gchar *text = text_of (g_bytes_get_data (p, NULL), g_bytes_get_size (p));
      if (!refused (node, text))
        {
          taken++;
          if (!first)
            first = g_strdup (text);
        }
      g_free (text);
      g_bytes_unref (p);
    }
  CHECK (taken == NOISE_PROFILE_MAX_SPACES, "%d distinct profiles taken",
         taken);
  CHECK (first && !refused (node, first),
         "a profile taken before the bound was refused after it");
  gegl_node_set (node, "profile", "", NULL);
  g_free (first);
}

/* Gradients a hostile file can hold. */
static void
check_gradients (GeglNode *node)
{
  gegl_node_set (node, "gradient",
                 "-3e38 -3e38 -3e38 -3e38 3e38 3e38 3e38 3e38", NULL);
  CHECK (render (node) == 0, "a gradient of +-3e38 was not refused");
  gegl_node_set (node, "gradient", "0,5 0,5 0,5 0,5", NULL);
  CHECK (render (node) == 0, "a decimal-comma gradient was not refused");
  gegl_node_set (node, "gradient", "0.5, 0.5, 0.5, 1, 1 ,1 ,1 ,1", NULL);
  CHECK (render (node) == 1, "commas as separators were refused");
  gegl_node_set (node, "gradient", "2e7 0 0 1 -2e7 0 0 1", NULL);
  CHECK (render (node) == 0, "a gradient of +-2e7 was not refused");
  gegl_node_set (node, "gradient", "16777216 0 0 1 -16777216 0 0 1", NULL);
  CHECK (render (node) == 1, "a gradient of +-2^24 was refused or not finite");
  gegl_node_set (node, "gradient", "", NULL);
}

/* A 1 x 1 canvas far out through canvas-x and -y: the pixels asked for lie
 * beyond where float resolves them. */
static void
check_precision (GeglNode *node)
{
  gegl_node_set (node, "width", 1, "height", 1, "frequency", 65536.0, "octaves",
                 1, "canvas-x", 524288, "canvas-y", -524288, NULL);
  CHECK (render (node) == 0, "pixels beyond float precision were rendered");
  gegl_node_set (node, "canvas-x", 0, "canvas-y", 0, "frequency", 4.0, NULL);
  CHECK (render (node) == 1, "a 1 x 1 canvas's 17 x 9 neighbourhood at "
                             "frequency 4 was refused");
  gegl_node_set (node, "width", 64, "height", 64, "octaves", 6, NULL);
  CHECK (render (node) == 1, "the settings back in range were refused");
}

/* One message when a refusal renders, none for settings only set. */
static void
check_warnings (GeglNode *node)
{
  const GLogLevelFlags levels = G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE;
  guint ours = g_log_set_handler ("GEGL", levels, count_warning, NULL);
  guint none = g_log_set_handler (NULL, levels, count_warning, NULL);
  warnings = misrouted = 0;
  gegl_node_set (node, "frequency", 65536.0, NULL); /* octaves 6: refused */
  gegl_node_set (node, "gradient", "1 x", NULL);
  gegl_node_set (node, "gradient", "", "frequency", 4.0, NULL);
  render (node);
  CHECK (warnings == 0, "%d messages for settings set on the way", warnings);
  gegl_node_set (node, "gradient", "1 x", NULL);
  render (node);
  render (node);
  CHECK (warnings == 1, "%d messages for a refusal rendered twice", warnings);
  CHECK (misrouted == 0,
         "%d messages not on GEGL's domain at message level, where GIMP "
         "shows them",
         misrouted);
  gegl_node_set (node, "gradient", "", NULL);
  g_log_remove_handler ("GEGL", ours);
  g_log_remove_handler (NULL, none);
}

/* The minimums the procedure sets as floats, and an XCF gives back. */
static void
check_float_minimums (GeglNode *node)
{
  gdouble frequency = 0, loop = 0;

  gegl_node_set (node, "frequency", (gdouble) 0.01f, "loop-length",
                 (gdouble) 0.1f, NULL);
  gegl_node_get (node, "frequency", &frequency, "loop-length", &loop, NULL);
  CHECK (frequency == (gdouble) 0.01f, "frequency float(0.01) became %.9g",
         frequency);
  CHECK (loop == (gdouble) 0.1f, "loop-length float(0.1) became %.9g", loop);
  gegl_node_set (node, "frequency", 4.0, "loop-length", 2.0, NULL);
}

int
main (int argc, char **argv)
{
  GeglNode *graph, *node;
  GBytes *valid;

  if (argc < 2)
    return 2;
  gegl_init (&argc, &argv);
  if (!gegl_has_operation ("noise-render:noise"))
    gegl_load_module_directory (argv[1]);
  graph = gegl_node_new ();
  node = gegl_node_new_child (graph, "operation", "noise-render:noise", "width",
                              64, "height", 64, NULL);
  /* Refusals warn; the checks count them, or say what was refused. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK);
  valid = rgb_profile (2.2);
  check_hostile_profiles (node, valid);
  check_profile_bound (node, 1);
  check_gradients (node);
  check_precision (node);
  check_warnings (node);
  check_float_minimums (node);
  g_bytes_unref (valid);
  g_object_unref (graph);
  gegl_exit ();
  if (failures)
    return 1;
  printf ("noise-render:noise: every hostile value refused\n");
  return 0;
}
