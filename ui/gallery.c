/* gallery.c — the dialog's gallery of looks: a button whose popover holds
 * a thumbnail of each look of settings/looks.h, each rendered in a thread
 * by the preview's path (preview.h) from a config the look fills, at the
 * drawable's shape; choosing one sets the dialog's config to the look. */
#include "config.h"

#include <libgimp/gimpui.h>

#include <glib/gi18n-lib.h>

#include "gallery.h"
#include "preview.h"

#define THUMBNAIL_SIZE 64
/* Up to this many looks a row, fewer where the dialog is narrower. */
#define COLUMNS 6
/* Room kept between the popover and its window's edges. */
#define GAP 8

typedef struct
{
  const NoiseHost *host;
  GimpProcedure *procedure;
  GimpProcedureConfig *config; /* not owned: the dialog's */
  GimpDrawable *drawable;
  GtkWidget *button; /* the gallery's */
  GtkWidget *popover;
  GtkWidget *flow;        /* the looks' cells */
  GtkWidget *view;        /* the flow's scrolled window */
  GtkWidget **thumbnails; /* a GimpPreviewArea per look */
  guchar **pixels;        /* each one's R'G'B'A, once rendered */
  gint tw, th;
  GCancellable *cancellable;
  gint running; /* thumbnails not yet finished */
  guint idle;   /* the thumbnails are to start */
} Gallery;

typedef struct
{
  Gallery *g;
  gint look;
  NoiseHostJob *job;
  gint width, height;
  guchar *rgba; /* given to the gallery when done */
} Thumbnail;

static void
thumbnail_free (Thumbnail *t)
{
  t->g->host->job_free (t->job);
  g_free (t->rgba);
  g_free (t);
}

static void
thumbnail_thread (GTask *task, gpointer source G_GNUC_UNUSED, gpointer data,
                  GCancellable *cancellable)
{
  Thumbnail *t = data;

  g_task_return_boolean (
      task, noise_preview_render (t->g->host->job_canvas (t->job),
                                  t->g->host->job_format (t->job), t->width,
                                  t->height, t->g->tw, t->g->th, FALSE, t->rgba,
                                  cancellable));
}

/* Draws look i's thumbnail, when rendered.  A GimpPreviewArea keeps
 * what is drawn only once it is allocated: the popover's areas are not
 * until it first opens, so each draws again when it is allocated. */
static void
draw_thumbnail (Gallery *g, gint i)
{
  if (g->pixels[i])
    gimp_preview_area_draw (GIMP_PREVIEW_AREA (g->thumbnails[i]), 0, 0, g->tw,
                            g->th, GIMP_RGBA_IMAGE, g->pixels[i], 4 * g->tw);
}

static void
thumbnail_allocated (GtkWidget *area, GdkRectangle *allocation G_GNUC_UNUSED,
                     Gallery *g)
{
  draw_thumbnail (
      g, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (area), "noise-look")));
}

static void
thumbnail_done (GObject *source G_GNUC_UNUSED, GAsyncResult *result,
                gpointer data G_GNUC_UNUSED)
{
  Thumbnail *t = g_task_get_task_data (G_TASK (result));
  Gallery *g = t->g;

  g->running--;
  if (g_task_propagate_boolean (G_TASK (result), NULL)
      && !g_cancellable_is_cancelled (g->cancellable))
    {
      g->pixels[t->look] = g_steal_pointer (&t->rgba);
      draw_thumbnail (g, t->look);
    }
}

/* The job of look i as the final render would make it, from a config of
 * the procedure that the look fills; NULL (with a warning: the tests
 * check every look renders) if it cannot be made. */
static NoiseHostJob *
look_job (Gallery *g, gint i)
{
  GimpProcedureConfig *config = gimp_procedure_create_config (g->procedure);
  NoiseHostJob *job = NULL;
  GError *error = NULL;

  if (g->host->set_look (config, noise_look (i), &error))
    job = g->host->job_new (config, g->drawable, &error);
  if (!job)
    {
      g_warning ("look %s: %s", noise_look (i)->nick, error->message);
      g_error_free (error);
    }
  g_object_unref (config);
  return job;
}

/* Starts every thumbnail: the jobs here (they ask the PDB for the
 * gradients), the pixels in threads. */
static gboolean
start_thumbnails (gpointer data)
{
  Gallery *g = data;

  g->idle = 0;
  for (gint i = 0; i < noise_looks_count (); i++)
    {
      NoiseHostJob *job = look_job (g, i);
      Thumbnail *t;
      GTask *task;

      if (!job)
        continue;
      t = g_new0 (Thumbnail, 1);
      t->g = g;
      t->look = i;
      t->job = job;
      t->width = gimp_drawable_get_width (g->drawable);
      t->height = gimp_drawable_get_height (g->drawable);
      t->rgba = g_new (guchar, 4 * g->tw * g->th);
      task = g_task_new (NULL, g->cancellable, thumbnail_done, NULL);
      g_task_set_task_data (task, t, (GDestroyNotify) thumbnail_free);
      g->running++;
      g_task_run_in_thread (task, thumbnail_thread);
      g_object_unref (task);
    }
  return G_SOURCE_REMOVE;
}

/* The artist chose look i: the dialog's config becomes it, to edit. */
static void
look_chosen (GtkFlowBox *box G_GNUC_UNUSED, GtkFlowBoxChild *child, Gallery *g)
{
  GError *error = NULL;
  gint i = gtk_flow_box_child_get_index (child);

  gtk_popover_popdown (GTK_POPOVER (g->popover));
  if (!g->host->set_look (g->config, noise_look (i), &error))
    {
      g_message ("%s", error->message);
      g_error_free (error);
    }
}

/* GTK 3 draws a popover inside its window, which cuts off what does not
 * fit: so the looks take as many columns as fit left of the button (at
 * most COLUMNS), the view at most the window's height, and it scrolls when
 * the looks need more.  Measured within the window's content (without the
 * shadows of client-side decorations); the popover's frame and tail are
 * what it measures beyond the view. */
static void
fit_popover (Gallery *g)
{
  GtkWidget *window = gtk_widget_get_toplevel (g->button);
  GtkWidget *content
      = GTK_IS_BIN (window) && gtk_bin_get_child (GTK_BIN (window))
            ? gtk_bin_get_child (GTK_BIN (window))
            : window;
  GtkFlowBox *flow = GTK_FLOW_BOX (g->flow);
  gint x = 0, y = 0, flow_width = 1, view_height = 1, popover = 1, column;
  gint columns;

  gtk_widget_translate_coordinates (g->button, content, 0, 0, &x, &y);
  gtk_widget_get_preferred_width (g->flow, NULL, &flow_width);
  gtk_widget_get_preferred_width (g->popover, NULL, &popover);
  column = MAX (
      flow_width / (gint) gtk_flow_box_get_max_children_per_line (flow), 1);
  columns = CLAMP ((x - (popover - flow_width) - GAP) / column, 1, COLUMNS);
  gtk_flow_box_set_min_children_per_line (flow, columns);
  gtk_flow_box_set_max_children_per_line (flow, columns);
  gtk_widget_get_preferred_height (g->view, NULL, &view_height);
  gtk_widget_get_preferred_height (g->popover, NULL, &popover);
  gtk_scrolled_window_set_max_content_height (
      GTK_SCROLLED_WINDOW (g->view),
      MAX (gtk_widget_get_allocated_height (content) - (popover - view_height)
               - GAP,
           1));
}

/* As the button is placed (before the popover first measures itself) and
 * as the popover pops up (the window may have changed its size since,
 * which need not move the button). */
static void
button_placed (GtkWidget *button G_GNUC_UNUSED,
               GdkRectangle *allocation G_GNUC_UNUSED, Gallery *g)
{
  fit_popover (g);
}

static void
popover_shown (GtkWidget *popover G_GNUC_UNUSED, Gallery *g)
{
  fit_popover (g);
}

/* A look's cell: its thumbnail over its label, its description as the
 * tooltip. */
static GtkWidget *
look_cell (Gallery *g, gint i)
{
  const NoiseLook *look = noise_look (i);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *label = gtk_label_new (_ (look->label));

  g->thumbnails[i] = gimp_preview_area_new ();
  gtk_widget_set_size_request (g->thumbnails[i], g->tw, g->th);
  g_object_set_data (G_OBJECT (g->thumbnails[i]), "noise-look",
                     GINT_TO_POINTER (i));
  g_signal_connect_after (g->thumbnails[i], "size-allocate",
                          G_CALLBACK (thumbnail_allocated), g);
  gtk_frame_set_shadow_type (GTK_FRAME (frame), GTK_SHADOW_IN);
  gtk_container_add (GTK_CONTAINER (frame), g->thumbnails[i]);
  gtk_widget_set_halign (frame, GTK_ALIGN_CENTER);
  gtk_box_pack_start (GTK_BOX (box), frame, FALSE, FALSE, 0);
  gtk_label_set_line_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 10);
  gtk_box_pack_start (GTK_BOX (box), label, FALSE, FALSE, 0);
  gtk_widget_set_tooltip_text (box, _ (look->help));
  gtk_widget_set_name (box, look->nick);
  return box;
}

static void
gallery_free (Gallery *g)
{
  g_object_unref (g->cancellable);
  for (gint i = 0; i < noise_looks_count (); i++)
    g_free (g->pixels[i]);
  g_free (g->pixels);
  g_free (g->thumbnails);
  g_free (g);
}

GtkWidget *
noise_gallery_new (const NoiseHost *host, GimpProcedure *procedure,
                   GimpProcedureConfig *config, GimpDrawable *drawable)
{
  Gallery *g = g_new0 (Gallery, 1);
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *flow = gtk_flow_box_new ();
  GtkWidget *view = gtk_scrolled_window_new (NULL, NULL);

  g->host = host;
  g->procedure = procedure;
  g->config = config;
  g->drawable = drawable;
  g->button = button;
  g->flow = flow;
  g->view = view;
  g->cancellable = g_cancellable_new ();
  g->thumbnails = g_new0 (GtkWidget *, noise_looks_count ());
  g->pixels = g_new0 (guchar *, noise_looks_count ());
  noise_preview_size (gimp_drawable_get_width (drawable),
                      gimp_drawable_get_height (drawable), THUMBNAIL_SIZE,
                      &g->tw, &g->th);

  gtk_button_set_label (GTK_BUTTON (button), _ ("Start from a look"));
  gtk_widget_set_tooltip_text (
      button, _ ("Set every setting to one of the named looks, to edit "
                 "afterwards"));
  gtk_widget_set_name (button, "noise-render-looks");
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_activate_on_single_click (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), COLUMNS);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  for (gint i = 0; i < noise_looks_count (); i++)
    gtk_container_add (GTK_CONTAINER (flow), look_cell (g, i));
  g_signal_connect (flow, "child-activated", G_CALLBACK (look_chosen), g);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (view), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (view),
                                                   TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (view),
                                                    TRUE);
  gtk_container_add (GTK_CONTAINER (view), flow);
  /* The view's scrolling is the flow's: Page Up and Down move by its page. */
  gtk_flow_box_set_vadjustment (
      GTK_FLOW_BOX (flow),
      gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (view)));
  gtk_widget_show_all (view);

  g->popover = gtk_popover_new (button);
  gtk_container_add (GTK_CONTAINER (g->popover), view);
  g_signal_connect_after (button, "size-allocate", G_CALLBACK (button_placed),
                          g);
  g_signal_connect (g->popover, "show", G_CALLBACK (popover_shown), g);
  /* Left of the button, beside the preview: the menu button sets its
   * popover's side from its direction. */
  gtk_menu_button_set_direction (GTK_MENU_BUTTON (button), GTK_ARROW_LEFT);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), g->popover);
  g_object_set_data_full (G_OBJECT (button), "noise-gallery", g,
                          (GDestroyNotify) gallery_free);
  /* Once the dialog is up: the jobs ask the PDB for the gradients. */
  g->idle = g_idle_add (start_thumbnails, g);
  return button;
}

GtkWidget *
noise_gallery_cell (GtkWidget *gallery, gint i)
{
  Gallery *g = g_object_get_data (G_OBJECT (gallery), "noise-gallery");

  if (!gtk_widget_get_mapped (g->popover))
    return NULL;
  return GTK_WIDGET (
      gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (g->flow), i));
}

void
noise_gallery_stop (GtkWidget *gallery)
{
  Gallery *g = g_object_get_data (G_OBJECT (gallery), "noise-gallery");

  if (g->idle)
    g_source_remove (g->idle);
  g->idle = 0;
  g_cancellable_cancel (g->cancellable);
  while (g->running > 0)
    g_main_context_iteration (NULL, TRUE);
}
