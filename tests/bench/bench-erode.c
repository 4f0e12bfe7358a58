/* bench-erode — noise-render:erode on a height map in plain GEGL, no GIMP:
 * a SIZE x SIZE float height (the noise's own, 2 octaves of 3D simplex,
 * rendered once into a buffer), eroded with the defaults (5 erosion
 * octaves) a band of rows at a time, beside the same noise eroded by the
 * noise operation itself (erosion-strength 0.5) and uneroded; then the
 * issue's live filter: 1920 x 1080, 8 octaves of 2D simplex eroded by 5
 * octaves, beside the same uneroded.  Prints the best of three seconds of
 * each (the machines are shared and noisy).
 *
 *   bench-erode MODULE-DIR [SIZE]     (default 1024) */
#include <stdio.h>
#include <stdlib.h>

#include <gegl.h>

#define BAND 256

static double
render_rect (GeglNode *node, gint width, gint height)
{
  gfloat *scratch = g_new (gfloat, (gsize) width * BAND * 4);
  double best = 1e30;

  for (gint run = 0; run < 3; run++)
    {
      gint64 start = g_get_monotonic_time ();
      for (gint y = 0; y < height; y += BAND)
        {
          GeglRectangle band = { 0, y, width, MIN (BAND, height - y) };
          gegl_node_blit (node, 1.0, &band, babl_format ("RGBA float"), scratch,
                          GEGL_AUTO_ROWSTRIDE, GEGL_BLIT_DEFAULT);
        }
      best = MIN (best, (g_get_monotonic_time () - start) / 1e6);
    }
  g_free (scratch);
  return best;
}

static double
render (GeglNode *node, gint size)
{
  return render_rect (node, size, size);
}

/* The noise's height, eroded by itself (strength above 0) or not, in a
 * graph of its own (no cache shared with another measurement). */
static double
render_noise (gint size, double strength)
{
  GeglNode *graph = gegl_node_new ();
  GeglNode *noise = gegl_node_new_child (
      graph, "operation", "noise-render:noise-2", "width", size, "height", size,
      "octaves", 2, "output-type", 1, "erosion-strength", strength, NULL);
  double t = render (noise, size);
  g_object_unref (graph);
  return t;
}

/* The live filter: 1920 x 1080, 8 octaves of 2D simplex, eroded
 * by 5 octaves (strength above 0) or not. */
static double
render_hd (double strength)
{
  GeglNode *graph = gegl_node_new ();
  GeglNode *noise = gegl_node_new_child (
      graph, "operation", "noise-render:noise-2", "width", 1920, "height", 1080,
      "dimensions", 2, "octaves", 8, "output-type", 1, "erosion-strength",
      strength, "erosion-octaves", 5, NULL);
  GParamSpec *pspec
      = gegl_operation_find_property ("noise-render:noise-2", "type");
  GEnumClass *enums = g_type_class_ref (pspec->value_type);
  gegl_node_set (noise, "type",
                 g_enum_get_value_by_nick (enums, "simplex")->value, NULL);
  g_type_class_unref (enums);
  double t = render_rect (noise, 1920, 1080);
  g_object_unref (graph);
  return t;
}

int
main (int argc, char **argv)
{
  gint size = argc > 2 ? atoi (argv[2]) : 1024;
  GeglRectangle r = { 0, 0, size, size };

  gegl_init (&argc, &argv);
  if (argc > 1 && !gegl_has_operation ("noise-render:erode"))
    gegl_load_module_directory (argv[1]);
  if (!gegl_has_operation ("noise-render:erode"))
    {
      fprintf (stderr, "bench-erode: noise-render:erode not found\n");
      return 1;
    }
  GeglNode *graph = gegl_node_new ();
  GeglBuffer *heights = gegl_buffer_new (&r, babl_format ("RGBA float"));
  GeglNode *noise = gegl_node_new_child (
      graph, "operation", "noise-render:noise-2", "width", size, "height", size,
      "octaves", 2, "output-type", 1, NULL);
  gfloat *pixels = g_new (gfloat, 4 * (gsize) size * size);
  gegl_node_blit (noise, 1.0, &r, babl_format ("RGBA float"), pixels,
                  GEGL_AUTO_ROWSTRIDE, GEGL_BLIT_DEFAULT);
  gegl_buffer_set (heights, &r, 0, babl_format ("RGBA float"), pixels,
                   GEGL_AUTO_ROWSTRIDE);
  g_free (pixels);
  g_object_unref (graph);

  graph = gegl_node_new ();
  GeglNode *src = gegl_node_new_child (graph, "operation", "gegl:buffer-source",
                                       "buffer", heights, NULL);
  GeglNode *erode
      = gegl_node_new_child (graph, "operation", "noise-render:erode", NULL);
  gegl_node_link (src, erode);
  double t_erode = render (erode, size);
  g_object_unref (graph);
  double t_plain = render_noise (size, 0.0);
  double t_eroded = render_noise (size, 0.5);
  gint threads = 0;
  g_object_get (gegl_config (), "threads", &threads, NULL);
  printf ("  %d^2, %d threads: noise-render:erode on the height map %.3f s; "
          "the noise eroded by itself %.3f s; uneroded %.3f s\n",
          size, threads, t_erode, t_eroded, t_plain);
  printf ("  1920 x 1080, 8 octaves of 2D simplex, %d threads: eroded by 5 "
          "octaves %.3f s; uneroded %.3f s\n",
          threads, render_hd (0.5), render_hd (0.0));
  g_object_unref (heights);
  gegl_exit ();
  return 0;
}
