/* Tests of settings/gradient-text.h, the gradient's one wire format: what
 * the plug-in writes, the operation reads back bit for bit. */
#include "canvas.h"
#include "gradient-text.h"

#include <string.h>

/* Decodes text, which must be taken, into samples x 4 floats. */
static gfloat *
decode_ok (const gchar *text, gint *samples)
{
  gfloat *table = NULL;
  gchar *why = noise_gradient_text_decode (text, &table, samples);

  if (why)
    g_test_message ("refused: %s", why);
  g_assert_null (why);
  g_assert_nonnull (table);
  return table;
}

/* Encode, then decode: the same samples, every bit of every float (a
 * negative zero, a subnormal and the largest colour included). */
static void
test_round_trip (void)
{
  const gsize samples = 1024;
  gfloat *rgba = g_new (gfloat, 4 * samples), *back;
  GRand *rand = g_rand_new_with_seed (36);
  gchar *text;
  gint n = 0;

  for (gsize i = 0; i < 4 * samples; i++)
    rgba[i] = (gfloat) g_rand_double_range (rand, -4.0, 4.0);
  rgba[0] = -0.0f;
  rgba[1] = 1e-40f;
  rgba[2] = NOISE_CANVAS_MAX_COLOUR;
  rgba[3] = -NOISE_CANVAS_MAX_COLOUR;
  text = noise_gradient_text_encode (rgba, samples);
  g_assert_true (g_str_has_prefix (text, NOISE_GRADIENT_BASE64));
  back = decode_ok (text, &n);
  g_assert_cmpint (n, ==, (gint) samples);
  g_assert_cmpmem (back, 4 * samples * sizeof (gfloat), rgba,
                   4 * samples * sizeof (gfloat));
  g_free (back);
  g_free (text);
  g_free (rgba);
  g_rand_free (rand);
}

/* The bytes are the floats' little-endian IEEE 754 bits in base64 on
 * every machine (saved filters carry this text between machines):
 * struct.pack ('<8f', 0, 0, 0, 1, 1, 1, 1, 1) in Python. */
static void
test_known_text (void)
{
  static const gfloat rgba[8] = { 0, 0, 0, 1, 1, 1, 1, 1 };
  gchar *text = noise_gradient_text_encode (rgba, 2);

  g_assert_cmpstr (text, ==,
                   "base64:AAAAAAAAAAAAAAAAAACAPwAAgD8AAIA/AACAPwAAgD8=");
  g_free (text);
}

/* No samples: empty text, which decodes as black to white. */
static void
test_empty (void)
{
  static const gfloat black_to_white[8] = { 0, 0, 0, 1, 1, 1, 1, 1 };
  gchar *text = noise_gradient_text_encode (NULL, 0);
  gfloat *table;
  gint n = 0;

  g_assert_cmpstr (text, ==, "");
  table = decode_ok (text, &n);
  g_assert_cmpint (n, ==, 2);
  g_assert_cmpmem (table, sizeof black_to_white, black_to_white,
                   sizeof black_to_white);
  g_free (table);
  g_free (text);
  table = decode_ok (NULL, &n);
  g_assert_cmpint (n, ==, 2);
  g_free (table);
}

/* The decimal form a script writes reads as the same floats. */
static void
test_decimal (void)
{
  static const gfloat rgba[8] = { 0.5f, 0.25f, 0, 1, 1, -1, 0.125f, 1 };
  gfloat *table;
  gint n = 0;

  table = decode_ok ("0.5 0.25 0 1,\n1 -1 0.125 1", &n);
  g_assert_cmpint (n, ==, 2);
  g_assert_cmpmem (table, sizeof rgba, rgba, sizeof rgba);
  g_free (table);
}

/* What is not a gradient is refused, with no table. */
static void
test_refused (void)
{
  static const gchar *const texts[] = {
    "0,5 0,5 0,5 0,5 1 1 1 1", /* decimal commas */
    "0 0 0 1",                 /* one sample */
    "0 0 0 1 1 1 1",           /* not in fours */
    "2e7 0 0 1 -2e7 0 0 1",    /* beyond the largest colour */
    "base64:AAAAAAAAAAAAAAAAAACAPwAAgD8AAIA/AACAPwAAgD8",  /* no padding */
    "base64:AACAfwAAAAAAAAAAAACAPwAAgD8AAIA/AACAPwAAgD8=", /* infinity */
  };

  for (gsize i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      gfloat *table = (gfloat *) texts;
      gint n = -1;
      gchar *why = noise_gradient_text_decode (texts[i], &table, &n);

      g_test_message ("%s", texts[i]);
      g_assert_nonnull (why);
      g_assert_null (table);
      g_assert_cmpint (n, ==, 0);
      g_free (why);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gradient-text/round-trip", test_round_trip);
  g_test_add_func ("/gradient-text/known-text", test_known_text);
  g_test_add_func ("/gradient-text/empty", test_empty);
  g_test_add_func ("/gradient-text/decimal", test_decimal);
  g_test_add_func ("/gradient-text/refused", test_refused);
  return g_test_run ();
}
