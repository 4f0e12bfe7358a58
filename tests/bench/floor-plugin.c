/* floor-plugin.c — the benchmark's transfer floor: a GIMP plug-in that
 * fills the drawable with a constant through exactly the fill path of
 * plug-in-noise-render (noise_render_fill_drawable: shadow buffer, GEGL
 * worker threads, float format, progress, merge), so that what a noise
 * render costs above it is the noise.  Installed only in the benchmark's
 * private GIMP profile, never by `meson install`. */
#include "config.h"

#include <libgimp/gimp.h>

#include "render.h"

typedef struct
{
  GimpPlugIn parent_instance;
} Floor;

typedef struct
{
  GimpPlugInClass parent_class;
} FloorClass;

GType floor_get_type (void) G_GNUC_CONST;

G_DEFINE_TYPE (Floor, floor, GIMP_TYPE_PLUG_IN)

GIMP_MAIN (floor_get_type ())

static void
fill_constant (gconstpointer components, gint x G_GNUC_UNUSED,
               gint y G_GNUC_UNUSED, gint n, gfloat *out)
{
  for (gint i = 0; i < GPOINTER_TO_INT (components) * n; i++)
    out[i] = 0.5f;
}

static GimpValueArray *
floor_run (GimpProcedure *procedure, GimpRunMode run_mode,
           GimpImage *image G_GNUC_UNUSED, GimpDrawable **drawables,
           GimpProcedureConfig *config G_GNUC_UNUSED,
           gpointer run_data G_GNUC_UNUSED)
{
  noise_render_gegl_init (run_mode);
  gimp_progress_init ("Transfer floor");
  /* The format a colour render of this drawable writes. */
  const Babl *format = noise_render_format (NOISE_OUTPUT_COLOUR, drawables[0]);
  noise_render_fill_drawable (
      drawables[0], format, fill_constant,
      GINT_TO_POINTER (babl_format_get_n_components (format)), 100.0);
  return gimp_procedure_new_return_values (procedure, GIMP_PDB_SUCCESS, NULL);
}

static GList *
floor_query (GimpPlugIn *plug_in G_GNUC_UNUSED)
{
  return g_list_append (NULL, g_strdup ("plug-in-noise-render-floor"));
}

static GimpProcedure *
floor_create (GimpPlugIn *plug_in, const gchar *name)
{
  GimpProcedure *procedure = gimp_image_procedure_new (
      plug_in, name, GIMP_PDB_PROC_TYPE_PLUGIN, floor_run, NULL, NULL);
  gimp_procedure_set_image_types (procedure, "RGB*");
  gimp_procedure_set_documentation (procedure, "Benchmark transfer floor", NULL,
                                    name);
  return procedure;
}

static void
floor_class_init (FloorClass *klass)
{
  GIMP_PLUG_IN_CLASS (klass)->query_procedures = floor_query;
  GIMP_PLUG_IN_CLASS (klass)->create_procedure = floor_create;
}

static void
floor_init (Floor *floor G_GNUC_UNUSED)
{
}
