/* profile.c — the profile property as a Babl space (see profile.h). */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <lcms2.h>

#include "gradient-text.h"
#include "profile.h"

/* The ICC header (ICC.1:2010 7.2) and tag table (7.3). */
#define ICC_HEADER 128
#define ICC_TAG_ENTRY 12
/* lcms2's own limit on tags (MAX_TABLE_TAG). */
#define ICC_MAX_TAGS 100

/* babl's polynomial approximations of a curve run from a parametric
 * curve's break point to this (POLY_GAMMA_X1 in babl's babl-trc.c) and
 * assert that they start below it. */
#define BABL_POLY_X1 (254.5 / 255.0)

/* Gammas taken: real curves are about 1 to 3.  Within these, any colour
 * the operation renders (at most NOISE_CANVAS_MAX_COLOUR, 2^24) stays
 * finite through the curve and its inverse. */
#define GAMMA_MIN 0.25
#define GAMMA_MAX 4.0
/* Largest |a|, |b|, |c|, |e|, |f| of a parametric curve taken: sRGB's are
 * below 1.  With the gamma bound, a curve of colours up to 2^24 stays
 * finite. */
#define PARAMETER_MAX 16.0

static guint32
be32 (const guchar *p)
{
  return (guint32) p[0] << 24 | (guint32) p[1] << 16 | (guint32) p[2] << 8
         | p[3];
}

/* An ICC s15Fixed16Number. */
static gdouble
s15f16 (const guchar *p)
{
  return (gint32) be32 (p) / 65536.0;
}

static gboolean
gamma_ok (gdouble g)
{
  return g >= GAMMA_MIN && g <= GAMMA_MAX;
}

/* A sampled curve (curv) as babl reads it: the entries it reads are in
 * the tag, and few enough; one entry is a gamma (u8Fixed8Number). */
static gboolean
curv_ok (const guchar *tag, guint32 size)
{
  guint32 count = be32 (tag + 8);

  if (count > NOISE_PROFILE_MAX_CURVE || 12 + 2 * (guint64) count > size)
    return FALSE;
  return count != 1 || gamma_ok ((tag[12] << 8 | tag[13]) / 256.0);
}

/* A parametric curve (para) as babl reads it: gamma only (type 0) or the
 * sRGB-like forms (3, 4) with their break point below where babl's
 * approximations end.  Types 1 and 2 are refused: babl reads a fifth
 * parameter of their four (babl_trc_formula_cie). */
static gboolean
para_ok (const guchar *tag, guint32 size)
{
  static const guint parameters[] = { 1, 3, 4, 5, 7 };
  guint type = tag[8] << 8 | tag[9];
  gdouble a, b, c, d;

  if (type >= G_N_ELEMENTS (parameters) || type == 1 || type == 2
      || 12 + 4 * parameters[type] > size || !gamma_ok (s15f16 (tag + 12)))
    return FALSE;
  if (type == 0)
    return TRUE;
  for (guint i = 1; i < parameters[type]; i++)
    if (i != 4 && !(fabs (s15f16 (tag + 12 + 4 * i)) <= PARAMETER_MAX))
      return FALSE;
  a = s15f16 (tag + 12 + 4 * 1);
  b = s15f16 (tag + 12 + 4 * 2);
  c = s15f16 (tag + 12 + 4 * 3);
  d = s15f16 (tag + 12 + 4 * 4);
  /* a x + b is raised to the gamma from x = d on: not negative there. */
  return a > 0.0 && a * d + b >= 0.0 && d >= 0.0 && d < BABL_POLY_X1
         && c * d >= 0.0 && c * d < BABL_POLY_X1;
}

/* A curve tag as babl reads it (it takes "para" and its reserved bytes as
 * one string, and anything else as curv). */
static gboolean
trc_ok (const guchar *tag, guint32 size)
{
  if (size < 12 || be32 (tag + 4) != 0)
    return FALSE;
  if (memcmp (tag, "curv", 4) == 0)
    return curv_ok (tag, size);
  if (memcmp (tag, "para", 4) == 0)
    return para_ok (tag, size);
  return FALSE;
}

/* The bytes as babl's reader walks them: the size in the header is the
 * length, the tag table and every tag lie inside the profile, no tag
 * comes twice (babl and lcms might read different ones), and the curves
 * babl reads are ones it reads safely. */
static gboolean
bytes_ok (const guchar *icc, gsize length)
{
  guint32 count;
  gsize table_end;

  if (length < ICC_HEADER + 4 || length > NOISE_PROFILE_MAX_BYTES
      || be32 (icc) != length)
    return FALSE;
  count = be32 (icc + ICC_HEADER);
  table_end = ICC_HEADER + 4 + (gsize) ICC_TAG_ENTRY * MIN (count, 1000);
  if (count > ICC_MAX_TAGS || table_end > length)
    return FALSE;
  for (guint32 t = 0; t < count; t++)
    {
      const guchar *entry = icc + ICC_HEADER + 4 + ICC_TAG_ENTRY * t;
      guint32 offset = be32 (entry + 4), size = be32 (entry + 8);

      if (offset < table_end || (guint64) offset + size > length)
        return FALSE;
      for (guint32 u = 0; u < t; u++)
        if (memcmp (entry, icc + ICC_HEADER + 4 + ICC_TAG_ENTRY * u, 4) == 0)
          return FALSE;
      if ((memcmp (entry, "rTRC", 4) == 0 || memcmp (entry, "gTRC", 4) == 0
           || memcmp (entry, "bTRC", 4) == 0)
          && !trc_ok (icc + offset, size))
        return FALSE;
    }
  return TRUE;
}

static void
lcms_quiet (cmsContext context G_GNUC_UNUSED,
            cmsUInt32Number code G_GNUC_UNUSED, const char *text G_GNUC_UNUSED)
{
}

static gboolean
xyz_ok (cmsHPROFILE profile, cmsTagSignature tag)
{
  const cmsCIEXYZ *xyz = cmsReadTag (profile, tag);

  return xyz && isfinite (xyz->X) && isfinite (xyz->Y) && isfinite (xyz->Z);
}

/* What lcms2 makes of the profile: an RGB display or input profile with
 * an XYZ connection space, a matrix and three curves that it reads
 * without error; these are the profiles babl makes spaces of. */
static gboolean
lcms_ok (const guchar *icc, gsize length)
{
  static const cmsTagSignature matrix[]
      = { cmsSigRedColorantTag, cmsSigGreenColorantTag, cmsSigBlueColorantTag,
          cmsSigMediaWhitePointTag };
  static const cmsTagSignature curves[]
      = { cmsSigRedTRCTag, cmsSigGreenTRCTag, cmsSigBlueTRCTag };
  cmsContext context = cmsCreateContext (NULL, NULL);
  cmsHPROFILE profile;
  gboolean ok;

  cmsSetLogErrorHandlerTHR (context, lcms_quiet);
  profile = cmsOpenProfileFromMemTHR (context, icc, (cmsUInt32Number) length);
  ok = profile && cmsGetColorSpace (profile) == cmsSigRgbData
       && cmsGetPCS (profile) == cmsSigXYZData
       && (cmsGetDeviceClass (profile) == cmsSigDisplayClass
           || cmsGetDeviceClass (profile) == cmsSigInputClass)
       && cmsIsMatrixShaper (profile);
  for (guint i = 0; ok && i < G_N_ELEMENTS (matrix); i++)
    ok = xyz_ok (profile, matrix[i]);
  for (guint i = 0; ok && i < G_N_ELEMENTS (curves); i++)
    ok = cmsReadTag (profile, curves[i]) != NULL;
  if (profile)
    cmsCloseProfile (profile);
  cmsDeleteContext (context);
  return ok;
}

/* babl's space for checked bytes, or NULL. */
static const Babl *
babl_space_of (const guchar *icc, gsize length)
{
  const char *error = NULL;
  const Babl *space
      = babl_space_from_icc ((const char *) icc, (int) length,
                             BABL_ICC_INTENT_RELATIVE_COLORIMETRIC, &error);

  if (error || !space || babl_space_is_cmyk (space)
      || babl_space_is_gray (space))
    return NULL;
  return space;
}

/* Profile text to what babl made of it (NULL: babl refused it): each text
 * goes to babl once, and at most NOISE_PROFILE_MAX_SPACES do. */
static GHashTable *spaces;
static GMutex spaces_lock;

const Babl *
noise_profile_space (const gchar *text, const gchar **why)
{
  const gchar *refusal = NULL;
  gpointer space = NULL;
  guchar *icc = NULL;
  gsize length = 0;

  if (!text || !*text)
    return babl_space ("sRGB");
  g_mutex_lock (&spaces_lock);
  if (!spaces)
    spaces = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (g_hash_table_lookup_extended (spaces, text, NULL, &space))
    refusal = space ? NULL : _ ("The colour profile is not one babl can use.");
  else if (g_hash_table_size (spaces) >= NOISE_PROFILE_MAX_SPACES)
    refusal = _ ("The filter has taken as many different colour profiles "
                 "as it takes in one session (see its README); restart "
                 "GIMP to use another.");
  else if (strlen (text) > 4 * ((NOISE_PROFILE_MAX_BYTES + 2) / 3))
    refusal = _ ("The colour profile is damaged, or is not an RGB profile "
                 "of a matrix and curves, which is what the filter can "
                 "use.");
  else if (!(icc = noise_base64_strict (text, &length)))
    refusal = _ ("The colour profile is not an ICC profile in base64.");
  else if (!bytes_ok (icc, length) || !lcms_ok (icc, length))
    refusal = _ ("The colour profile is damaged, or is not an RGB profile "
                 "of a matrix and curves, which is what the filter can "
                 "use.");
  else
    {
      space = (gpointer) babl_space_of (icc, length);
      g_hash_table_insert (spaces, g_strdup (text), space);
      if (!space)
        refusal = _ ("The colour profile is not one babl can use.");
    }
  g_mutex_unlock (&spaces_lock);
  g_free (icc);
  if (why)
    *why = refusal;
  return refusal ? NULL : space;
}
