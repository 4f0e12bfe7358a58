/* bench-preview — how long the dialog's preview takes: the same
 * canvas preparation and noise_preview_render the dialog runs per change, for
 * 256² and 512² previews at 1 and 8 octaves (3D simplex, colour output; the
 * gradient table's contents do not change the cost).  Median of 15 runs, in
 * milliseconds.  Needs no running GIMP. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include <gegl.h>

#include "preview.h"

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static double
median_ms (gint size, gint octaves)
{
  NoiseCanvasSettings settings;
  const Babl *format = babl_format ("R'G'B'A float");
  guchar *rgba = g_new (guchar, 4 * size * size);
  static gfloat gradient[1024 * 4];
  NoiseCanvasPixels pixels = { 3, 1, gradient, 1024 };
  NoiseCanvas canvas;
  double times[15];

  noise_canvas_settings_init (&settings);
  settings.noise.octaves = octaves;
  settings.output = NOISE_OUTPUT_COLOUR;
  for (int run = 0; run < 15; run++)
    {
      gint64 start = g_get_monotonic_time ();
      /* What the dialog does per change: a canvas, then the pixels. */
      if (noise_canvas_prepare (&settings, 4096, 4096, &pixels, &canvas, NULL)
          != NOISE_CANVAS_OK)
        abort ();
      noise_preview_render (&canvas, format, 4096, 4096, size, size, FALSE,
                            rgba, NULL);
      times[run] = (g_get_monotonic_time () - start) / 1000.0;
    }
  qsort (times, 15, sizeof times[0], compare);
  g_free (rgba);
  return times[7];
}

int
main (int argc, char **argv)
{
  gint threads;

  gegl_init (&argc, &argv);
  g_object_get (gegl_config (), "threads", &threads, NULL);
  printf ("preview of a 4096x4096 drawable, 3D simplex, %d GEGL threads; "
          "median of 15, ms\n",
          threads);
  for (gint size = 256; size <= 512; size *= 2)
    for (gint octaves = 1; octaves <= 8; octaves += 7)
      printf ("  %3d x %-3d  %d octave%s  %7.1f ms\n", size, size, octaves,
              octaves > 1 ? "s" : " ", median_ms (size, octaves));
  gegl_exit ();
  return 0;
}
