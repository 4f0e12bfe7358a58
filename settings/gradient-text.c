/* gradient-text.c — the gradient's text form, both ways (see
 * gradient-text.h). */
#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "canvas.h"
#include "gradient-text.h"

/* Longest text read: the compact form of NOISE_GRADIENT_MAX_SAMPLES
 * samples (16 bytes each).  Longer text holds too many samples in either
 * form (a decimal number takes at least 2 characters), so it is refused
 * before anything is allocated for it. */
#define GRADIENT_MAX_TEXT                                                      \
  (strlen (NOISE_GRADIENT_BASE64)                                              \
   + 4 * ((NOISE_GRADIENT_MAX_SAMPLES * 16 + 2) / 3))

gchar *
noise_gradient_text_encode (const gfloat *rgba, gsize samples)
{
  GByteArray *bytes;
  gchar *base64, *text;

  if (samples == 0)
    return g_strdup ("");
  bytes = g_byte_array_sized_new (samples * 4 * sizeof (guint32));
  for (gsize i = 0; i < samples * 4; i++)
    {
      guint32 bits;
      memcpy (&bits, &rgba[i], sizeof bits);
      bits = GUINT32_TO_LE (bits);
      g_byte_array_append (bytes, (const guint8 *) &bits, sizeof bits);
    }
  base64 = g_base64_encode (bytes->data, bytes->len);
  text = g_strconcat (NOISE_GRADIENT_BASE64, base64, NULL);
  g_free (base64);
  g_byte_array_free (bytes, TRUE);
  return text;
}

guchar *
noise_base64_strict (const gchar *text, gsize *length)
{
  guchar *bytes = g_base64_decode (text, length);
  gchar *again = g_base64_encode (bytes, *length);
  gboolean canonical = strcmp (again, text) == 0;

  g_free (again);
  if (!canonical)
    g_clear_pointer (&bytes, g_free);
  return bytes;
}

/* A float a gradient may hold: finite, and small enough that blending two
 * of them stays finite (NOISE_CANVAS_MAX_COLOUR). */
static gboolean
colour_ok (gdouble v)
{
  return fabs (v) <= G_MAXFLOAT
         && fabsf ((gfloat) v) <= NOISE_CANVAS_MAX_COLOUR;
}

/* The compact form's floats (after the prefix) into values. */
static gboolean
decode_base64 (const gchar *text, GArray *values)
{
  gsize length = 0;
  guchar *bytes = noise_base64_strict (text, &length);
  gboolean ok = bytes && length % 4 == 0;

  for (gsize i = 0; ok && i < length; i += 4)
    {
      guint32 bits;
      gfloat f;

      memcpy (&bits, bytes + i, sizeof bits);
      bits = GUINT32_FROM_LE (bits);
      memcpy (&f, &bits, sizeof f);
      ok = colour_ok (f);
      if (ok)
        g_array_append_val (values, f);
    }
  g_free (bytes);
  return ok;
}

/* Whether a comma at p stands between two digits, as a decimal comma does
 * ("0,5"): the text would otherwise be read as two numbers. */
static gboolean
decimal_comma (const gchar *text, const gchar *p)
{
  return *p == ',' && p > text && g_ascii_isdigit (p[-1])
         && g_ascii_isdigit (p[1]);
}

/* Decimal numbers (C locale), separated by whitespace or by commas that
 * are not between digits, into values; *comma set when one is. */
static gboolean
decode_decimal (const gchar *text, GArray *values, gboolean *comma)
{
  const gchar *p = text;

  while (*p)
    {
      gchar *end;
      gdouble v;
      gfloat f;

      while (g_ascii_isspace (*p) || *p == ',')
        if (decimal_comma (text, p++))
          return !(*comma = TRUE);
      if (!*p)
        break;
      v = g_ascii_strtod (p, &end);
      if (end == p || !colour_ok (v)
          || values->len >= 4 * NOISE_GRADIENT_MAX_SAMPLES)
        return FALSE;
      f = (gfloat) v;
      g_array_append_val (values, f);
      p = end;
    }
  return TRUE;
}

/* The text's numbers into values; NULL, or why not (translated). */
static gchar *
decode (const gchar *text, GArray *values)
{
  static const gfloat black_to_white[8] = { 0, 0, 0, 1, 1, 1, 1, 1 };
  const gchar *p = text ? text : "";
  gboolean ok, comma = FALSE;

  if (strlen (p) > GRADIENT_MAX_TEXT)
    ok = FALSE;
  else if (g_str_has_prefix (p, NOISE_GRADIENT_BASE64))
    ok = decode_base64 (p + strlen (NOISE_GRADIENT_BASE64), values);
  else
    {
      ok = decode_decimal (p, values, &comma);
      if (ok && values->len == 0)
        g_array_append_vals (values, black_to_white, 8);
    }
  if (comma)
    return g_strdup (_ ("The gradient property has a comma between digits: "
                        "write decimals with a point (0.5), and separate "
                        "numbers with spaces."));
  if (ok && values->len % 4 == 0 && values->len / 4 >= 2
      && values->len / 4 <= NOISE_GRADIENT_MAX_SAMPLES)
    return NULL;
  return g_strdup_printf (_ ("The gradient property is not a list of 2 to "
                             "%d R G B A samples, each a number no larger "
                             "than %.0f in magnitude."),
                          NOISE_GRADIENT_MAX_SAMPLES,
                          (double) NOISE_CANVAS_MAX_COLOUR);
}

gchar *
noise_gradient_text_decode (const gchar *text, gfloat **table, gint *samples)
{
  GArray *values = g_array_new (FALSE, FALSE, sizeof (gfloat));
  gchar *why = decode (text, values);

  *samples = why ? 0 : (gint) (values->len / 4);
  *table = (gfloat *) g_array_free (values, why != NULL);
  return why;
}
