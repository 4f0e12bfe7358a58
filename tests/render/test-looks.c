/* Tests of the gallery (settings/looks.h), without GIMP: every look names
 * real settings of the table with values in their ranges, at most once
 * each; it renders without a refusal on the render layer, finite and not
 * flat; and it tiles wherever a look can (all but planet maps).
 *
 *   test-looks [--list FILE]
 *
 * With --list, writes one line per look, tab-separated: its nick, 1 when
 * it tiles (else 0), its gradient, then its settings as arg=value, for the
 * contact sheet in real GIMP (tests/gimp/test-looks.py), and tests
 * nothing. */
#include "looks.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define SIZE 128

static void
test_table (void)
{
  g_assert_cmpint (noise_looks_count (), >=, 16);
  for (int i = 0; i < noise_looks_count (); i++)
    {
      const NoiseLook *look = noise_look (i);
      NoiseSettingValues v;
      GError *error = NULL;

      g_assert_nonnull (look->nick);
      g_assert_true (noise_look_by_nick (look->nick) == look);
      g_assert_cmpstr (look->label, !=, "");
      g_assert_cmpstr (look->help, !=, "");
      g_assert_cmpstr (look->gradient, !=, "");
      if (!noise_look_values (look, &v, &error))
        {
          g_test_message ("%s", error->message);
          g_test_fail ();
          g_clear_error (&error);
        }
      /* Each setting once: a second would silently win. */
      for (const NoiseLookSetting *s = look->settings; s->arg; s++)
        for (const NoiseLookSetting *t = s + 1; t->arg; t++)
          if (strcmp (s->arg, t->arg) == 0)
            {
              g_test_message ("look %s names %s twice", look->nick, s->arg);
              g_test_fail ();
            }
    }
  g_assert_null (noise_look_by_nick ("no-such-look"));
}

/* A look whose pair is not a setting, or out of its range, is refused. */
static void
test_refusals (void)
{
  const NoiseLook bad[] = {
    { "bad-name", "", "", "Browns", { { "no-such-setting", "1" } } },
    { "bad-range", "", "", "Browns", { { "octaves", "17" } } },
    { "bad-double", "", "", "Browns", { { "frequency", "4x" } } },
    { "bad-choice", "", "", "Browns", { { "noise-type", "wood" } } },
    { "bad-boolean", "", "", "Browns", { { "tileable", "yes" } } },
  };

  for (gsize b = 0; b < G_N_ELEMENTS (bad); b++)
    {
      NoiseSettingValues v;
      GError *error = NULL;

      g_assert_false (noise_look_values (&bad[b], &v, &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, bad[b].nick));
      g_clear_error (&error);
    }
}

/* The standard deviation of a look's heights on a SIZE x SIZE canvas,
 * after checking that every value is finite; -1 when refused. */
static double
height_spread (const NoiseCanvasSettings *settings)
{
  NoiseCanvasSettings s = *settings;
  NoiseCanvasPixels px = { 1, 0, NULL, 0 };
  NoiseCanvas canvas;
  float row[SIZE];
  double sum = 0.0, squares = 0.0;

  s.output = NOISE_OUTPUT_HEIGHT;
  if (noise_canvas_prepare (&s, SIZE, SIZE, &px, &canvas, NULL)
      != NOISE_CANVAS_OK)
    return -1.0;
  for (int y = 0; y < SIZE; y++)
    {
      noise_canvas_fill_row (&canvas, 0, y, SIZE, row);
      for (int x = 0; x < SIZE; x++)
        {
          g_assert_true (isfinite (row[x]));
          sum += row[x];
          squares += (double) row[x] * row[x];
        }
    }
  sum /= SIZE * SIZE;
  return sqrt (MAX (squares / (SIZE * SIZE) - sum * sum, 0.0));
}

/* Each look renders as the procedure would take it (no conflict to
 * refuse), tiles unless it is a planet map, and is not flat. */
static void
test_render (void)
{
  for (int i = 0; i < noise_looks_count (); i++)
    {
      const NoiseLook *look = noise_look (i);
      NoiseSettingValues v;
      double spread;

      g_assert_true (noise_look_values (look, &v, NULL));
      g_assert_cmpint (noise_settings_conflict (&v.canvas), ==,
                       NOISE_CONFLICT_NONE);
      if (!v.canvas.tileable && !v.canvas.planet)
        {
          g_test_message ("look %s does not tile", look->nick);
          g_test_fail ();
        }
      noise_settings_resolve (&v.canvas);
      spread = height_spread (&v.canvas);
      g_test_message ("%s: standard deviation of the height %.3f", look->nick,
                      spread);
      if (spread < 0.03)
        {
          g_test_message ("look %s is refused or flat", look->nick);
          g_test_fail ();
        }
    }
}

static int
list (const char *path)
{
  FILE *file = fopen (path, "w");

  if (!file)
    return 1;
  for (int i = 0; i < noise_looks_count (); i++)
    {
      NoiseSettingValues v;

      if (!noise_look_values (noise_look (i), &v, NULL))
        return 1;
      fprintf (file, "%s\t%d\t%s", noise_look (i)->nick, v.canvas.tileable,
               noise_look (i)->gradient);
      for (const NoiseLookSetting *s = noise_look (i)->settings; s->arg; s++)
        fprintf (file, "\t%s=%s", s->arg, s->value);
      fputc ('\n', file);
    }
  return fclose (file) != 0;
}

int
main (int argc, char **argv)
{
  if (argc == 3 && strcmp (argv[1], "--list") == 0)
    return list (argv[2]);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/looks/table", test_table);
  g_test_add_func ("/looks/refusals", test_refusals);
  g_test_add_func ("/looks/render", test_render);
  return g_test_run ();
}
