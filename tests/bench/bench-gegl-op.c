/* bench-gegl-op — the cost of the live filter's noise alone: the operation
 * noise-render:noise rendered in plain GEGL, no GIMP, a band of rows at a
 * time (GEGL's own threads share each band) into a scratch buffer that is
 * thrown away, with the settings of bench-gimp.py's big render: 3D
 * simplex, 8 octaves, a 1024 sample gradient, RGBA float.  Prints one
 * render's seconds; bench-gimp.py runs it between its GIMP cases, so that
 * the figures compare.
 *
 *   bench-gegl-op SIZE     (the module in GEGL's user folder or GEGL_PATH) */
#include <stdio.h>
#include <stdlib.h>

#include <gegl.h>

/* Rows per blit: GEGL splits each blit among its threads itself. */
#define BAND 256

/* Renders the whole canvas a band at a time into one scratch band. */
static void
render (GeglNode *node, gint size)
{
  gfloat *scratch = g_new (gfloat, (gsize) size * BAND * 4);

  for (gint y = 0; y < size; y += BAND)
    {
      GeglRectangle band = { 0, y, size, MIN (BAND, size - y) };
      gegl_node_blit (node, 1.0, &band, babl_format ("RGBA float"), scratch,
                      GEGL_AUTO_ROWSTRIDE, GEGL_BLIT_DEFAULT);
    }
  g_free (scratch);
}

/* Sets an enum property of node by its nick, as scripts and GIMP do. */
static void
set_nick (GeglNode *node, const gchar *property, const gchar *nick)
{
  GParamSpec *pspec
      = gegl_operation_find_property ("noise-render:noise", property);
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

int
main (int argc, char **argv)
{
  gint size = argc > 1 ? atoi (argv[1]) : 4096;
  gchar *gradient;
  GeglNode *graph, *noise;
  gint64 start;

  gegl_init (&argc, &argv);
  if (!gegl_has_operation ("noise-render:noise"))
    {
      fprintf (stderr,
               "bench-gegl-op: noise-render:noise is not in GEGL_PATH\n");
      return 1;
    }
  gradient = gradient_text ();
  graph = gegl_node_new ();
  noise = gegl_node_new_child (graph, "operation", "noise-render:noise",
                               "dimensions", 3, "octaves", 8, "width", size,
                               "height", size, "gradient", gradient, NULL);
  set_nick (noise, "type", "simplex");
  set_nick (noise, "gradient-blend", "linear");
  start = g_get_monotonic_time ();
  render (noise, size);
  printf ("%.4f\n", (g_get_monotonic_time () - start) / 1e6);
  g_object_unref (graph);
  g_free (gradient);
  gegl_exit ();
  return 0;
}
