/* noise-render.c — the GIMP plug-in: registers plug-in-noise-render and
 * runs it.  Arguments live in params.c, pixels in render.c, the dialog in
 * ui/. */
#include "config.h"

#include <libgimp/gimp.h>
#include <libgimp/gimpui.h>

#include <glib/gi18n-lib.h>

#include "dialog-host.h"
#include "dialog.h"
#include "looks.h"
#include "filter.h"
#include "flatpak.h"
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

/* The plug-in's type, babl first held to its exact conversions.  babl
 * chooses among conversions accurate to its tolerance by timing them when
 * a process first needs one, so under load two renders could sample the
 * gradient, or convert a normal map to a linear layer, by different
 * chains and differ by a float step (measured: 5 processes in 20 under a
 * load of 6).  At tolerance 0 only exact chains qualify, the same in every
 * process; GIMP_MAIN evaluates this before gimp_main starts babl.  A
 * BABL_TOLERANCE the user set is kept. */
static GType
plug_in_type (void)
{
  g_setenv ("BABL_TOLERANCE", "0", FALSE);
  return NOISE_RENDER_TYPE;
}

GIMP_MAIN (plug_in_type ())

static GList *
noise_render_query_procedures (GimpPlugIn *plug_in G_GNUC_UNUSED)
{
  return g_list_append (g_list_append (NULL, g_strdup (PLUG_IN_PROC)),
                        g_strdup (LOOK_PROC));
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

/* Whether the drawable's pixels are locked, or a group's it is in (GIMP
 * then refuses the merge, so nothing would be drawn). */
static gboolean
pixels_locked (GimpDrawable *drawable)
{
  for (GimpItem *item = GIMP_ITEM (drawable); item;
       item = gimp_item_get_parent (item))
    if (gimp_item_get_lock_content (item))
      return TRUE;
  return FALSE;
}

/* Why nothing can be drawn on a layer group, or NULL when the live filter
 * can go on it: a group has no pixels of its own, but GIMP runs filters on
 * its composite. */
static gchar *
group_refusal (const NoiseRenderParams *params, GimpDrawable *drawable)
{
  gchar *name = gimp_item_get_name (GIMP_ITEM (drawable));
  gchar *why = NULL;

  if (!params->as_filter)
    why = g_strdup_printf (
        _ ("'%s' is a layer group, which has no pixels of its own: choose "
           "a layer, or ask for the live filter (result \"filter\"), which "
           "GIMP runs on the group."),
        name);
  else if (!noise_render_filter_possible (drawable, NULL))
    why = g_strdup_printf (
        _ ("'%s' is a layer group, which has no pixels of its own, and the "
           "live filter cannot go on it here: it needs an RGB image and the "
           "operation noise-render:noise-2 installed in GIMP (see the "
           "README)."),
        name);
  g_free (name);
  return why;
}

/* Why frames cannot all be made on this layer of image, or NULL. */
static const gchar *
frames_refusal (GimpImage *image, GimpDrawable *drawable)
{
  gint x, y, width, height;

  if (!GIMP_IS_LAYER (drawable))
    return _ ("the drawable is a channel or mask, not a layer");
  if (gimp_item_get_image (GIMP_ITEM (drawable)) != image)
    return _ ("the drawable belongs to another image than the one given");
  if (gimp_layer_is_floating_sel (GIMP_LAYER (drawable)))
    return _ ("the drawable is a floating selection; anchor it or make it a "
              "new layer first");
  if (!gimp_drawable_mask_intersect (drawable, &x, &y, &width, &height))
    return _ ("the selection does not touch the drawable, so every frame "
              "would be empty");
  return NULL;
}

/* Checks that need the drawable as well as the arguments: whatever cannot
 * be drawn is refused here, before anything changes. */
static gboolean
check_drawable_params (const NoiseRenderParams *params, GimpImage *image,
                       GimpDrawable *drawable, GError **error)
{
  const gchar *why;
  gchar *group_why;

  if (gimp_item_is_group (GIMP_ITEM (drawable))
      && (group_why = group_refusal (params, drawable)))
    {
      g_set_error_literal (error, GIMP_PLUG_IN_ERROR, 0, group_why);
      g_free (group_why);
      return FALSE;
    }
  if (pixels_locked (drawable))
    {
      gchar *name = gimp_item_get_name (GIMP_ITEM (drawable));
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("The pixels of '%s' are locked: unlock them to draw "
                      "noise there."),
                   name);
      g_free (name);
      return FALSE;
    }
  if (params->canvas.frames > 1 && (why = frames_refusal (image, drawable)))
    {
      g_set_error (error, GIMP_PLUG_IN_ERROR, 0,
                   _ ("Argument 'frames' is %d, which makes animation "
                      "layers, but %s."),
                   params->canvas.frames, why);
      return FALSE;
    }
  return TRUE;
}

/* The layer's name without the frame suffixes earlier runs gave it
 * (" #1 (80ms) (replace)", once or piled up), so re-runs stay clean. */
static gchar *
base_name (GimpLayer *layer)
{
  gchar *name = gimp_item_get_name (GIMP_ITEM (layer));
  GRegex *suffix
      = g_regex_new ("( #[0-9]+ \\([0-9]+ms\\) \\(replace\\))+$", 0, 0, NULL);
  gchar *base = g_regex_replace_literal (suffix, name, -1, 0, "", 0, NULL);

  g_regex_unref (suffix);
  g_free (name);
  return base;
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

/* GIMP 3.2 rasterizes a text or vector layer that a plug-in draws on,
 * but a link layer keeps following its file, which would replace the
 * noise.  Rasterize such an item first, as GIMP's own filters do.  (A
 * plug-in built against GIMP 3.0 cannot: libgimp 3.0 has no rasterizable
 * items.) */
static void
rasterize (GimpDrawable *drawable)
{
#if GIMP_CHECK_VERSION(3, 2, 0)
  if (GIMP_IS_RASTERIZABLE (drawable)
      && !gimp_rasterizable_is_rasterized (GIMP_RASTERIZABLE (drawable)))
    gimp_rasterizable_rasterize (GIMP_RASTERIZABLE (drawable));
#else
  (void) drawable;
#endif
}

/* Frame `frame` into drawable: a live filter when asked for and possible,
 * else baked pixels, saying why the filter was not possible. */
static gboolean
draw_frame (const NoiseRenderParams *params, GimpProcedureConfig *config,
            const NoiseRenderJob *job, gint frame, GimpDrawable *drawable)
{
  GError *why = NULL;

  if (params->as_filter
      && noise_render_append_filter (params, config, drawable, frame, &why))
    return TRUE;
  if (why)
    {
      g_message ("%s", why->message);
      g_error_free (why);
    }
  rasterize (drawable);
  return noise_render_drawable (job, frame, drawable);
}

/* Frame 1 into the layer, frames 2..N into copies stacked above it, each a
 * step round the loop; one undo step for all.  The copies are made before
 * any frame is drawn: GIMP copies a layer's filters with it, so a copy
 * made after frame 1's filter would carry it too (issue 21).  FALSE when
 * GIMP refused a layer or its pixels. */
static gboolean
render_frames (const NoiseRenderParams *params, GimpProcedureConfig *config,
               const NoiseRenderJob *job, GimpImage *image, GimpLayer *layer)
{
  gchar *base = base_name (layer);
  GimpItem *parent = gimp_item_get_parent (GIMP_ITEM (layer));
  gint frames = params->canvas.frames;
  GimpLayer **targets = g_new (GimpLayer *, frames);
  gboolean ok = TRUE;
  gint made = 1;

  gimp_image_undo_group_start (image);
  targets[0] = layer;
  for (; ok && made < frames; made++)
    {
      targets[made] = gimp_layer_copy (layer);
      ok = gimp_image_insert_layer (
          image, targets[made], GIMP_LAYER (parent),
          gimp_image_get_item_position (image, GIMP_ITEM (targets[made - 1])));
    }
  for (gint frame = 0; ok && frame < frames; frame++)
    {
      ok = draw_frame (params, config, job, frame,
                       GIMP_DRAWABLE (targets[frame]));
      name_frame (targets[frame], base, frame, params);
    }
  gimp_image_undo_group_end (image);
  g_free (targets);
  g_free (base);
  return ok;
}

/* Renders what config says into drawable (checked, one undo step), and
 * the return values of procedure, which was called. */
static GimpValueArray *
render_into (GimpProcedure *procedure, GimpRunMode run_mode, GimpImage *image,
             GimpDrawable *drawable, GimpProcedureConfig *config)
{
  GError *error = NULL;
  NoiseRenderParams params;
  NoiseRenderJob *job;
  GimpPDBStatusType status = GIMP_PDB_SUCCESS;
  gboolean drawn;

  if (!noise_render_params_from_config (config, &params, &error)
      || !check_drawable_params (&params, image, drawable, &error))
    return fail (procedure, GIMP_PDB_CALLING_ERROR, error);

  /* Every frame's canvas is prepared here, before anything changes. */
  job = noise_render_job_new (&params, drawable, &status, &error);
  if (!job)
    return fail (procedure, status, error);

  if (params.canvas.frames > 1)
    drawn = render_frames (&params, config, job, image, GIMP_LAYER (drawable));
  else
    drawn = draw_frame (&params, config, job, 0, drawable);
  noise_render_job_free (job);
  if (!drawn)
    return fail (procedure, GIMP_PDB_EXECUTION_ERROR,
                 g_error_new (GIMP_PLUG_IN_ERROR, 0,
                              _ ("GIMP did not take the rendered pixels.")));

  if (run_mode != GIMP_RUN_NONINTERACTIVE)
    gimp_displays_flush ();
  return gimp_procedure_new_return_values (procedure, GIMP_PDB_SUCCESS, NULL);
}

static GimpValueArray *
noise_render_run (GimpProcedure *procedure, GimpRunMode run_mode,
                  GimpImage *image, GimpDrawable **drawables,
                  GimpProcedureConfig *config, gpointer run_data G_GNUC_UNUSED)
{
  GError *error = NULL;
  GimpDrawable *drawable;

  noise_render_gegl_init (run_mode);
  noise_render_flatpak_link_module ();

  drawable = target_drawable (drawables, &error);
  if (!drawable)
    return fail (procedure, GIMP_PDB_CALLING_ERROR, error);

  if (run_mode == GIMP_RUN_INTERACTIVE
      && !noise_render_dialog_run (noise_render_dialog_host (), procedure,
                                   config, drawable))
    return fail (procedure, GIMP_PDB_CANCEL, NULL);

  return render_into (procedure, run_mode, image, drawable, config);
}

static GimpProcedure *noise_render_create_procedure (GimpPlugIn *plug_in,
                                                     const gchar *name);

/* plug-in-noise-render-look: a look of the gallery (settings/looks.h)
 * rendered as plug-in-noise-render renders its settings, through a config
 * of that procedure that the look fills. */
static GimpValueArray *
noise_render_look_run (GimpProcedure *procedure, GimpRunMode run_mode,
                       GimpImage *image, GimpDrawable **drawables,
                       GimpProcedureConfig *config,
                       gpointer run_data G_GNUC_UNUSED)
{
  GError *error = NULL;
  GimpDrawable *drawable;
  GimpProcedure *render;
  GimpProcedureConfig *settings;
  GimpValueArray *result;
  gint seed;

  noise_render_gegl_init (GIMP_RUN_NONINTERACTIVE);
  noise_render_flatpak_link_module ();
  drawable = target_drawable (drawables, &error);
  if (!drawable)
    return fail (procedure, GIMP_PDB_CALLING_ERROR, error);

  /* libgimp 3.0 has no lookup of a plug-in's own procedures. */
  render = noise_render_create_procedure (
      gimp_procedure_get_plug_in (procedure), PLUG_IN_PROC);
  settings = gimp_procedure_create_config (render);
  g_object_unref (render);
  g_object_get (config, "seed", &seed, NULL);
  if (!noise_render_config_set_look (
          settings,
          noise_look (gimp_procedure_config_get_choice_id (config, "look")),
          &error))
    result = fail (procedure, GIMP_PDB_EXECUTION_ERROR, error);
  else
    {
      if (seed >= 0)
        g_object_set (settings, "seed", seed, NULL);
      g_object_set (settings, "result",
                    gimp_procedure_config_get_choice_id (config, "result")
                        ? "filter"
                        : "pixels",
                    NULL);
      result = render_into (procedure, run_mode, image, drawable, settings);
    }
  g_object_unref (settings);
  return result;
}

/* The procedure that renders a look of the gallery: for scripts (no
 * menu entry; the dialog shows the gallery). */
static GimpProcedure *
create_look_procedure (GimpPlugIn *plug_in)
{
  GimpProcedure *procedure
      = gimp_image_procedure_new (plug_in, LOOK_PROC, GIMP_PDB_PROC_TYPE_PLUGIN,
                                  noise_render_look_run, NULL, NULL);
  GimpChoice *choice = gimp_choice_new ();

  gimp_procedure_set_image_types (procedure, "RGB*, GRAY*");
  gimp_procedure_set_sensitivity_mask (procedure,
                                       GIMP_PROCEDURE_SENSITIVE_DRAWABLE);
  gimp_procedure_set_documentation (
      procedure, _ ("Render a named look of procedural noise into a layer"),
      _ ("Renders one look of the gallery (clouds, marble, granite, ...) "
         "as plug-in-noise-render renders its settings, with the look's "
         "gradient; one undo step; as pixels, or as the live filter "
         "noise-render:noise-2, to edit in GIMP's filter dialog.  The dialog "
         "of plug-in-noise-render shows the same looks, to edit "
         "afterwards."),
      LOOK_PROC);
  gimp_procedure_set_attribution (procedure, "noise-render authors",
                                  "noise-render authors", "2026");
  for (gint i = 0; i < noise_looks_count (); i++)
    gimp_choice_add (choice, noise_look (i)->nick, i, _ (noise_look (i)->label),
                     _ (noise_look (i)->help));
  gimp_procedure_add_choice_argument (procedure, "look", _ ("Look"),
                                      _ ("The look to render"), choice,
                                      noise_look (0)->nick, G_PARAM_READWRITE);
  gimp_procedure_add_int_argument (
      procedure, "seed", _ ("Seed"),
      _ ("Random seed of the noise; -1 keeps the look's own"), -1, G_MAXINT, -1,
      G_PARAM_READWRITE);
  noise_render_add_result_argument (procedure);
  return procedure;
}

static GimpProcedure *
noise_render_create_procedure (GimpPlugIn *plug_in, const gchar *name)
{
  GimpProcedure *procedure;

  if (g_strcmp0 (name, LOOK_PROC) == 0)
    return create_look_procedure (plug_in);
  if (g_strcmp0 (name, PLUG_IN_PROC) != 0)
    return NULL;

  procedure = gimp_image_procedure_new (
      plug_in, name, GIMP_PDB_PROC_TYPE_PLUGIN, noise_render_run, NULL, NULL);
  gimp_procedure_set_image_types (procedure, "RGB*, GRAY*");
  gimp_procedure_set_sensitivity_mask (procedure,
                                       GIMP_PROCEDURE_SENSITIVE_DRAWABLE);
  gimp_procedure_set_menu_label (procedure, _ ("_Procedural Noise..."));
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
