/* noise-render.c — the GIMP plug-in: registers plug-in-noise-render and
 * runs it.  Arguments live in params.c, pixels in render.c, the dialog in
 * ui/. */
#include "config.h"

#include <libgimp/gimp.h>
#include <libgimp/gimpui.h>

#include <glib/gi18n-lib.h>

#include "dialog.h"
#include "params.h"
#include "render.h"

typedef struct
{
  GimpPlugIn parent_instance;
} NoiseRender;

typedef struct
{
  GimpPlugInClass parent_class;
} NoiseRenderClass;

#define NOISE_RENDER_TYPE (noise_render_get_type ())

GType noise_render_get_type (void) G_GNUC_CONST;

G_DEFINE_TYPE (NoiseRender, noise_render, GIMP_TYPE_PLUG_IN)

GIMP_MAIN (NOISE_RENDER_TYPE)

static GList *
noise_render_query_procedures (GimpPlugIn *plug_in G_GNUC_UNUSED)
{
  return g_list_append (NULL, g_strdup (PLUG_IN_PROC));
}

static GimpValueArray *
fail (GimpProcedure *procedure, GimpPDBStatusType status, GError *error)
{
  return gimp_procedure_new_return_values (procedure, status, error);
}

/* The drawable a call may draw on, or an error saying why not. */
static GimpDrawable *
target_drawable (GimpDrawable **drawables, GError **error)
{
  GimpDrawable *drawable;

  if (gimp_core_object_array_get_length ((GObject **) drawables) != 1)
    {
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Procedure '%s' works with exactly one drawable."),
                   PLUG_IN_PROC);
      return NULL;
    }
  drawable = drawables[0];
  if (gimp_item_is_group (GIMP_ITEM (drawable)))
    {
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Procedure '%s' cannot draw on a layer group; choose a "
                      "layer."),
                   PLUG_IN_PROC);
      return NULL;
    }
  if (gimp_drawable_is_indexed (drawable))
    {
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Procedure '%s' does not work on indexed images; "
                      "convert the image to RGB or grayscale first."),
                   PLUG_IN_PROC);
      return NULL;
    }
  return drawable;
}

/* Checks that need the drawable as well as the arguments. */
static gboolean
check_drawable_params (const NoiseRenderParams *params, GimpDrawable *drawable,
                       GError **error)
{
  if (params->frames > 1 && !GIMP_IS_LAYER (drawable))
    {
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Argument 'frames' is %d, which makes animation "
                      "layers: draw on a layer, not a channel or mask."),
                   params->frames);
      return FALSE;
    }
  if (params->output == NOISE_RENDER_OUTPUT_NORMAL_MAP
      && gimp_drawable_is_gray (drawable))
    {
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Argument 'output' is 'normal-map', which needs an RGB "
                      "image; this one is grayscale."));
      return FALSE;
    }
  return TRUE;
}

/* GIMP's animation convention: "(80ms)" and "(replace)" in layer names,
 * the bottom layer being the first frame. */
static void
name_frame (GimpLayer *layer, const gchar *base, gint frame,
            const NoiseRenderParams *params)
{
  gchar *name = g_strdup_printf ("%s #%d (%dms) (replace)", base, frame + 1,
                                 params->frame_delay);
  gimp_item_set_name (GIMP_ITEM (layer), name);
  g_free (name);
}

/* Frame 1 into the layer, frames 2..N into copies stacked above it, each a
 * step round the loop; one undo step for all. */
static void
render_frames (NoiseRenderParams *params, GimpImage *image, GimpLayer *layer)
{
  gchar *base = gimp_item_get_name (GIMP_ITEM (layer));
  GimpItem *parent = gimp_item_get_parent (GIMP_ITEM (layer));
  GimpLayer *previous = layer;
  gint width = gimp_drawable_get_width (GIMP_DRAWABLE (layer));
  gint height = gimp_drawable_get_height (GIMP_DRAWABLE (layer));

  gimp_image_undo_group_start (image);
  for (gint frame = 0; frame < params->frames; frame++)
    {
      GimpLayer *target = layer;
      if (frame > 0)
        {
          target = gimp_layer_copy (layer);
          gimp_image_insert_layer (
              image, target, GIMP_LAYER (parent),
              gimp_image_get_item_position (image, GIMP_ITEM (previous)));
        }
      noise_render_params_for_drawable (params, width, height, frame);
      noise_render_drawable (params, GIMP_DRAWABLE (target));
      name_frame (target, base, frame, params);
      previous = target;
    }
  gimp_image_undo_group_end (image);
  g_free (base);
}

static GimpValueArray *
noise_render_run (GimpProcedure *procedure, GimpRunMode run_mode,
                  GimpImage *image, GimpDrawable **drawables,
                  GimpProcedureConfig *config, gpointer run_data G_GNUC_UNUSED)
{
  GError *error = NULL;
  GimpDrawable *drawable;
  NoiseRenderParams params;

  gegl_init (NULL, NULL);

  drawable = target_drawable (drawables, &error);
  if (!drawable)
    return fail (procedure, GIMP_PDB_CALLING_ERROR, error);

  if (run_mode == GIMP_RUN_INTERACTIVE
      && !noise_render_dialog_run (procedure, config, drawable))
    return fail (procedure, GIMP_PDB_CANCEL, NULL);

  if (!noise_render_params_from_config (config, &params, &error)
      || !check_drawable_params (&params, drawable, &error))
    return fail (procedure, GIMP_PDB_CALLING_ERROR, error);

  if (params.frames > 1)
    render_frames (&params, image, GIMP_LAYER (drawable));
  else
    {
      noise_render_params_for_drawable (&params,
                                        gimp_drawable_get_width (drawable),
                                        gimp_drawable_get_height (drawable), 0);
      noise_render_drawable (&params, drawable);
    }

  if (run_mode != GIMP_RUN_NONINTERACTIVE)
    gimp_displays_flush ();
  return gimp_procedure_new_return_values (procedure, GIMP_PDB_SUCCESS, NULL);
}

static GimpProcedure *
noise_render_create_procedure (GimpPlugIn *plug_in, const gchar *name)
{
  GimpProcedure *procedure;

  if (g_strcmp0 (name, PLUG_IN_PROC) != 0)
    return NULL;

  procedure = gimp_image_procedure_new (
      plug_in, name, GIMP_PDB_PROC_TYPE_PLUGIN, noise_render_run, NULL, NULL);
  gimp_procedure_set_image_types (procedure, "RGB*, GRAY*");
  gimp_procedure_set_sensitivity_mask (procedure,
                                       GIMP_PROCEDURE_SENSITIVE_DRAWABLE);
  gimp_procedure_set_menu_label (procedure, _ ("_Noise..."));
  gimp_procedure_add_menu_path (procedure, "<Image>/Filters/Render/Noise");
  gimp_procedure_set_documentation (
      procedure, _ ("Render procedural noise into a layer"),
      _ ("Fills the drawable (or its selection) with Value, Perlin or Simplex "
         "noise, in 1 to 4 dimensions, summed over octaves, mapped through a "
         "gradient or written as a height or normal map."),
      name);
  gimp_procedure_set_attribution (procedure, "noise-render authors",
                                  "noise-render authors", "2026");
  noise_render_add_arguments (procedure);
  return procedure;
}

static void
noise_render_class_init (NoiseRenderClass *klass)
{
  GimpPlugInClass *plug_in_class = GIMP_PLUG_IN_CLASS (klass);

  plug_in_class->query_procedures = noise_render_query_procedures;
  plug_in_class->create_procedure = noise_render_create_procedure;
}

static void
noise_render_init (NoiseRender *noise_render G_GNUC_UNUSED)
{
}
