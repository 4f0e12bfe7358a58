/* bench-gegl-op — the cost of the live filter's noise alone: the operation
 * noise-render:noise-2 (the live filter GIMP's menu and the plug-in make)
 * rendered in plain GEGL, no GIMP, a band of rows at a time (GEGL's own
 * threads share each band) into a scratch buffer that is thrown away,
 * with the settings of bench-gimp.py's big render: 3D simplex, 8 octaves,
 * a 1024 sample gradient, RGBA float.
 *
 *   bench-gegl-op SIZE            one render of SIZE x SIZE: prints its
 *                                 seconds (bench-gimp.py runs it between
 *                                 its GIMP cases, so that the figures
 *                                 compare; the module in GEGL's user
 *                                 folder or GEGL_PATH)
 *   bench-gegl-op hd MODULE-DIR   issue 39's frame: a 1920 x 1080 region,
 *                                 on 1 and then 2 GEGL threads in turn,
 *                                 ROUNDS rounds of each after one unmeasured
 *                                 render at each; prints the nanoseconds
 *                                 of process CPU time (every thread's) per
 *                                 pixel, minimum, median and maximum, and
 *                                 the median wall time */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <gegl.h>

/* Rows per blit: GEGL splits each blit among its threads itself. */
#define BAND 256

/* Rounds of each thread count in the hd case. */
#define ROUNDS 9

/* Renders width x height pixels of the canvas a band at a time into one
 * scratch band. */
static void
render (GeglNode *node, gint width, gint height)
{
  gfloat *scratch = g_new (gfloat, (gsize) width * BAND * 4);

  for (gint y = 0; y < height; y += BAND)
    {
      GeglRectangle band = { 0, y, width, MIN (BAND, height - y) };
      gegl_node_blit (node, 1.0, &band, babl_format ("RGBA float"), scratch,
                      GEGL_AUTO_ROWSTRIDE, GEGL_BLIT_DEFAULT);
    }
  g_free (scratch);
}

/* The process's CPU time (all its threads) in seconds. */
static double
process_cpu (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Sets an enum property of node by its nick, as scripts and GIMP do. */
static void
set_nick (GeglNode *node, const gchar *property, const gchar *nick)
{
  GParamSpec *pspec
      = gegl_operation_find_property ("noise-render:noise-2", property);
  GEnumClass *enums = g_type_class_ref (pspec->value_type);

  gegl_node_set (node, property, g_enum_get_value_by_nick (enums, nick)->value,
                 NULL);
  g_type_class_unref (enums);
}

/* The gradient as the plug-in sets it: base64 of 1024 RGBA floats. */
static gchar *
gradient_text (void)
{
  gfloat samples[1024 * 4];
  gchar *base64, *text;

  for (gint i = 0; i < 1024; i++)
    for (gint c = 0; c < 4; c++)
      samples[4 * i + c] = c == 3 ? 1.0f : (gfloat) i / 1023 * (c + 1) / 4;
  base64 = g_base64_encode ((const guchar *) samples, sizeof samples);
  text = g_strconcat ("base64:", base64, NULL);
  g_free (base64);
  return text;
}

/* The big render's node (see the top): 3D simplex, 8 octaves, the
 * gradient, a width x height canvas. */
static GeglNode *
noise_node (GeglNode *graph, const gchar *gradient, gint width, gint height)
{
  GeglNode *noise = gegl_node_new_child (
      graph, "operation", "noise-render:noise-2", "dimensions", 3, "octaves", 8,
      "width", width, "height", height, "gradient", gradient, NULL);

  set_nick (noise, "type", "simplex");
  set_nick (noise, "gradient-blend", "linear");
  return noise;
}

/* Issue 39's frame: 1920 x 1080 on 1 and 2 GEGL threads, in turn. */
static void
frame_hd (GeglNode *noise)
{
  const gint width = 1920, height = 1080, threads[2] = { 1, 2 };
  double cpu[2][ROUNDS], wall[2][ROUNDS];

  /* Unmeasured: the first render prepares the operation, and the first at
   * each thread count makes GEGL's threads and grows its tile memory (page
   * faults, a third of a round's CPU time here), which a live filter's
   * next frames find made. */
  for (gint t = 0; t < 2; t++)
    {
      g_object_set (gegl_config (), "threads", threads[t], NULL);
      render (noise, width, height);
    }
  for (gint round = 0; round < ROUNDS; round++)
    for (gint t = 0; t < 2; t++)
      {
        g_object_set (gegl_config (), "threads", threads[t], NULL);
        double c = process_cpu ();
        gint64 start = g_get_monotonic_time ();
        render (noise, width, height);
        wall[t][round] = (g_get_monotonic_time () - start) / 1e3;
        cpu[t][round] = (process_cpu () - c) * 1e9 / ((double) width * height);
      }
  printf ("  1920 x 1080 region, 8 octaves of 3D simplex through a gradient, "
          "RGBA float; %d rounds in turn; ns of process CPU time per pixel "
          "(issue 39's aim: at most 25):\n",
          ROUNDS);
  for (gint t = 0; t < 2; t++)
    {
      qsort (cpu[t], ROUNDS, sizeof (double), compare_doubles);
      qsort (wall[t], ROUNDS, sizeof (double), compare_doubles);
      printf ("  %d GEGL thread%s   min %6.1f  median %6.1f  max %6.1f ns "
              "per pixel; wall, median %6.1f ms\n",
              threads[t], threads[t] > 1 ? "s" : " ", cpu[t][0],
              cpu[t][ROUNDS / 2], cpu[t][ROUNDS - 1], wall[t][ROUNDS / 2]);
    }
}

int
main (int argc, char **argv)
{
  gboolean hd = argc > 1 && strcmp (argv[1], "hd") == 0;
  gint size = argc > 1 && !hd ? atoi (argv[1]) : 4096;
  gchar *gradient;
  GeglNode *graph;
  gint64 start;

  gegl_init (&argc, &argv);
  if (hd && argc > 2 && !gegl_has_operation ("noise-render:noise-2"))
    gegl_load_module_directory (argv[2]);
  if (!gegl_has_operation ("noise-render:noise-2"))
    {
      fprintf (stderr,
               "bench-gegl-op: noise-render:noise-2 is not in GEGL_PATH\n");
      return 1;
    }
  gradient = gradient_text ();
  graph = gegl_node_new ();
  if (hd)
    frame_hd (noise_node (graph, gradient, 1920, 1080));
  else
    {
      GeglNode *noise = noise_node (graph, gradient, size, size);

      start = g_get_monotonic_time ();
      render (noise, size, size);
      printf ("%.4f\n", (g_get_monotonic_time () - start) / 1e6);
    }
  g_object_unref (graph);
  g_free (gradient);
  gegl_exit ();
  return 0;
}
