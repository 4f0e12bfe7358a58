/* dialog.c — the dialog: GimpProcedureDialog builds every widget from the
 * procedure's argument declarations; this file groups them, keeps the
 * choices consistent, and shows a live preview computed off the main loop
 * by the render path of the final render. */
#include "config.h"

#include <libgimp/gimpui.h>

#include <glib/gi18n-lib.h>

#include "dialog.h"
#include "dialog-layout.h"
#include "gallery.h"
#include "looks.h"
#include "preview.h"
#include "settings.h"

#define PREVIEW_SIZE 256

typedef struct
{
  const NoiseHost *host;
  GimpProcedureConfig *config; /* not owned: the dialog's */
  GimpDrawable *drawable;
  GtkWidget *dialog;
  GtkWidget *preview;
  GtkWidget *gallery; /* the looks' button (gallery.h) */
  GtkWidget *message;
  GtkWidget *tile_info;   /* what tiling makes of the frequency */
  GError *no_filter;      /* why GIMP cannot make the live filter, or NULL */
  GtkWidget *result_note; /* says so, below Result */
  gint pw, ph;
  guint idle;                /* a redraw is scheduled */
  GCancellable *cancellable; /* of the newest preview work */
  gint running;              /* preview works not yet finished */
  gchar *traced;             /* the last layout trace_layout described */
  gboolean folding;          /* octaves-detail and its two are being synced */
} Dialog;

/* Octaves and Detail, two arguments for scripts, are one control here:
 * the aux argument "octaves-detail" (noise_octaves_detail_join).  The two
 * keep their hidden widgets, so that every argument has its place. */
#define FOLDED "octaves-detail"
static const gchar *const folded[] = { "octaves", "detail", NULL };

static gboolean
is_folded (const gchar *arg)
{
  return g_strv_contains (folded, arg);
}

typedef struct
{
  Dialog *d;
  NoiseHostJob *job;
  gint width, height, pw, ph;
  gboolean tiled;
  guchar *rgba;
  GCancellable *cancellable;
} PreviewTask;

static void
preview_task_free (PreviewTask *t)
{
  t->d->host->job_free (t->job);
  g_free (t->rgba);
  g_object_unref (t->cancellable);
  g_free (t);
}

static void
preview_thread (GTask *task, gpointer source G_GNUC_UNUSED, gpointer data,
                GCancellable *cancellable G_GNUC_UNUSED)
{
  PreviewTask *t = data;
  gboolean done = noise_preview_render (
      t->d->host->job_canvas (t->job), t->d->host->job_format (t->job),
      t->width, t->height, t->pw, t->ph, t->tiled, t->rgba, t->cancellable);
  g_task_return_boolean (task, done);
}

/* Back on the main loop: draw, unless a newer change superseded this. */
static void
preview_done (GObject *source G_GNUC_UNUSED, GAsyncResult *result,
              gpointer data G_GNUC_UNUSED)
{
  PreviewTask *t = g_task_get_task_data (G_TASK (result));
  Dialog *d = t->d;

  d->running--;
  if (g_task_propagate_boolean (G_TASK (result), NULL)
      && !g_cancellable_is_cancelled (t->cancellable))
    gimp_preview_area_draw (GIMP_PREVIEW_AREA (d->preview), 0, 0, t->pw, t->ph,
                            GIMP_RGBA_IMAGE, t->rgba, 4 * t->pw);
}

/* Says what is wrong where the picture would be. */
static void
show_error (Dialog *d, GError *error)
{
  gtk_label_set_text (GTK_LABEL (d->message), error->message);
  gimp_preview_area_fill (GIMP_PREVIEW_AREA (d->preview), 0, 0, d->pw, d->ph,
                          128, 128, 128);
  g_error_free (error);
}

/* What tiling does to the frequency, next to it: from the job's prepared
 * canvas, or nothing without a job. */
static void
update_tile_info (Dialog *d, const NoiseHostJob *job)
{
  gchar *text = NULL;

  if (job && d->host->job_tileable (job))
    {
      const NoiseState *state = &d->host->job_canvas (job)->state;
      if (noise_lattice_period (state, 0, 0) > 0)
        text = g_strdup_printf (_ ("Tiles with %d × %d cells"),
                                noise_lattice_period (state, 0, 0),
                                MAX (noise_lattice_period (state, 0, 1), 1));
      else
        text = g_strdup (_ ("Tiles at any frequency (4D noise)"));
    }
  gtk_label_set_text (GTK_LABEL (d->tile_info), text ? text : "");
  gtk_widget_set_visible (d->tile_info, text != NULL);
  g_free (text);
}

/* The job of the config as it is now, as the final render makes it (every
 * check, the core prepared), or NULL with the refusal shown. */
static NoiseHostJob *
make_job (Dialog *d)
{
  GError *error = NULL;
  NoiseHostJob *job = d->host->job_new (d->config, d->drawable, &error);

  update_tile_info (d, job);
  if (!job)
    show_error (d, error);
  else
    gtk_label_set_text (GTK_LABEL (d->message), "");
  return job;
}

/* Starts computing the preview for the config as it is now; the job is
 * made here (it asks the PDB for the gradient), the pixels in a thread. */
static gboolean
start_preview (gpointer data)
{
  Dialog *d = data;
  NoiseHostJob *job;
  PreviewTask *t;
  GTask *task;

  d->idle = 0;
  if (d->cancellable)
    g_cancellable_cancel (d->cancellable);
  g_clear_object (&d->cancellable);

  job = make_job (d);
  if (!job)
    return G_SOURCE_REMOVE;
  t = g_new0 (PreviewTask, 1);
  t->d = d;
  t->job = job;
  t->width = gimp_drawable_get_width (d->drawable);
  t->height = gimp_drawable_get_height (d->drawable);
  t->pw = d->pw;
  t->ph = d->ph;
  g_object_get (d->config, "preview-tiled", &t->tiled, NULL);
  t->rgba = g_new (guchar, 4 * t->pw * t->ph);
  d->cancellable = g_cancellable_new ();
  t->cancellable = g_object_ref (d->cancellable);

  task = g_task_new (NULL, NULL, preview_done, NULL);
  g_task_set_task_data (task, t, (GDestroyNotify) preview_task_free);
  d->running++;
  g_task_run_in_thread (task, preview_thread);
  g_object_unref (task);
  return G_SOURCE_REMOVE;
}

static GtkWidget *
procedure_widget (Dialog *d, const gchar *id)
{
  return gimp_procedure_dialog_get_widget (GIMP_PROCEDURE_DIALOG (d->dialog),
                                           id, G_TYPE_NONE);
}

/* The widget that shows a table setting: a seed's box with its button, or
 * the setting's own. */
static GtkWidget *
setting_widget_of (Dialog *d, const gchar *arg, NoiseKind kind)
{
  gchar *box = kind == NOISE_KIND_SEED ? g_strconcat (arg, "-box", NULL) : NULL;
  GtkWidget *widget = gimp_procedure_dialog_get_widget (
      GIMP_PROCEDURE_DIALOG (d->dialog), box ? box : arg, G_TYPE_NONE);
  g_free (box);
  return widget;
}

/* A widget's place on the screen, "x,y,width,height" (root coordinates). */
static void
append_place (GString *line, const gchar *name, GtkWidget *widget,
              GtkWidget *toplevel)
{
  GtkAllocation a;
  gint x = 0, y = 0, ox = 0, oy = 0;

  gtk_widget_get_allocation (widget, &a);
  gtk_widget_translate_coordinates (widget, toplevel, 0, 0, &x, &y);
  gdk_window_get_origin (gtk_widget_get_window (toplevel), &ox, &oy);
  g_string_append_printf (line, " %s=%d,%d,%d,%d", name, ox + x, oy + y,
                          a.width, a.height);
}

/* With NOISE_RENDER_DIALOG_TRACE set (the GUI test sets it), each frame
 * whose layout differs from the last one's is described on stderr: the
 * type, the window, OK and the preview on the screen, and which settings
 * are shown, greyed out or hidden. */
static gboolean
trace_layout (GtkWidget *dialog, GdkFrameClock *clock G_GNUC_UNUSED,
              gpointer data)
{
  Dialog *d = data;
  GString *line = g_string_new ("noise-render-dialog:");
  GString *shown = g_string_new (""), *greyed = g_string_new ("");
  GString *hidden = g_string_new ("");
  GdkRectangle frame;
  GtkWidget *first_look;
  gchar *type;

  g_object_get (d->config, "noise-type", &type, NULL);
  g_string_append_printf (line, " type=%s", type);
  g_free (type);
  gdk_window_get_frame_extents (gtk_widget_get_window (dialog), &frame);
  g_string_append_printf (line, " window=%d,%d,%d,%d", frame.x, frame.y,
                          frame.width, frame.height);
  append_place (
      line, "ok",
      gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK),
      dialog);
  append_place (line, "preview", d->preview, dialog);
  append_place (line, "looks", d->gallery, dialog);
  /* The gallery's popover, while it is up: its first and last looks. */
  first_look = noise_gallery_cell (d->gallery, 0);
  if (first_look)
    {
      append_place (line, "first-look", first_look, dialog);
      append_place (line, "last-look",
                    noise_gallery_cell (d->gallery, noise_looks_count () - 1),
                    dialog);
      append_place (line, "looks-popover",
                    GTK_WIDGET (gtk_menu_button_get_popover (
                        GTK_MENU_BUTTON (d->gallery))),
                    dialog);
    }
  {
    gdouble value;
    g_object_get (d->config, FOLDED, &value, NULL);
    g_string_append_printf (line, " %s=%g", FOLDED, value);
    /* Where the test clicks to type a value in: the control's page's tab,
     * then its entry. */
    append_place (line, "pattern-tab", procedure_widget (d, "pattern-title"),
                  dialog);
    append_place (line, "octaves-entry",
                  gimp_label_spin_get_spin_button (
                      GIMP_LABEL_SPIN (procedure_widget (d, FOLDED))),
                  dialog);
  }
#define TRACE(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN, UI_MAX,     \
              UI_LOG, UNIT, APPLIES, FIELD, CHOICES)                           \
  {                                                                            \
    GtkWidget *w = setting_widget_of (d, ARG, NOISE_KIND_##KIND);              \
    g_string_append_printf (!gtk_widget_get_visible (w)     ? hidden           \
                            : !gtk_widget_get_sensitive (w) ? greyed           \
                                                            : shown,           \
                            ",%s", ARG);                                       \
  }
  NOISE_SETTINGS (TRACE)
#undef TRACE
  g_string_append_printf (
      line, " shown=%s greyed=%s hidden=%s\n", shown->str + (shown->len > 0),
      greyed->str + (greyed->len > 0), hidden->str + (hidden->len > 0));
  if (g_strcmp0 (line->str, d->traced) != 0)
    {
      g_printerr ("%s", line->str);
      g_free (d->traced);
      d->traced = g_strdup (line->str);
    }
  g_string_free (line, TRUE);
  g_string_free (shown, TRUE);
  g_string_free (greyed, TRUE);
  g_string_free (hidden, TRUE);
  return G_SOURCE_CONTINUE;
}

/* Shows a setting that applies; greys out one that does not but is not at
 * its default, so that it can be reset; hides the others, as Blender's
 * nodes hide the sockets a mode does not read. */
static void
show_setting (GtkWidget *widget, gboolean applies, gboolean at_default)
{
  if (!widget)
    return;
  gtk_widget_set_visible (widget, applies || !at_default);
  gtk_widget_set_sensitive (widget, applies);
}

/* Keeps the dimension valid for the type, and hides each setting that
 * does not apply to the others, as the table says (settings.h); one
 * marked OR_WHILE_SET stays sensitive while it is set, so that it can be
 * turned off. */
static void
update_choices (Dialog *d)
{
  NoiseSettingValues v;
  const NoiseCanvasSettings *c = &v.canvas;
  gint valid;

  if (!noise_settings_from_object (G_OBJECT (d->config), FALSE, &v, NULL))
    return; /* not finite: the preview says so */
  valid = noise_type_nearest_dimensions (c->noise.type, c->noise.dimensions);
  if (valid != c->noise.dimensions)
    {
      /* Its notify comes back here with the valid dimension. */
      g_object_set (d->config, "dimensions", valid, NULL);
      return;
    }

#define VISIBILITY(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN,        \
                   UI_MAX, UI_LOG, UNIT, APPLIES, FIELD, CHOICES)              \
  {                                                                            \
    NoiseApplies applies = (APPLIES);                                          \
    gboolean at_default = v.FIELD == (DEF);                                    \
    if (!is_folded (ARG))                                                      \
      show_setting (                                                           \
          setting_widget_of (d, ARG, NOISE_KIND_##KIND),                       \
          noise_setting_applies (applies, c)                                   \
              || ((applies & NOISE_APPLIES_OR_WHILE_SET) && !at_default),      \
          at_default);                                                         \
  }
  NOISE_SETTINGS (VISIBILITY)
#undef VISIBILITY
  /* The procedure's own, which change no pixel where they do not apply. */
  show_setting (procedure_widget (d, "gradient"),
                noise_setting_applies (NOISE_APPLIES_GRADIENT, c), TRUE);
  show_setting (procedure_widget (d, "frame-delay"),
                noise_setting_applies (NOISE_APPLIES_FRAMES, c), TRUE);
}

/* Result is the live filter by default wherever GIMP can make it, and the
 * user's own once chosen in a dialog that offered it ("result-chosen",
 * saved with the last values and presets: a reset brings the default
 * back).  Where GIMP cannot, pixels, not counted as chosen, so that the
 * filter is the default again once the operation is installed. */
static void
update_result (Dialog *d)
{
  gboolean chosen;
  gint result = gimp_procedure_config_get_choice_id (d->config, "result");

  g_object_get (d->config, "result-chosen", &chosen, NULL);
  if (!d->no_filter && !chosen)
    g_object_set (d->config, "result", "filter", "result-chosen", TRUE, NULL);
  else if (d->no_filter && (chosen || result != 0))
    g_object_set (d->config, "result", "pixels", "result-chosen", FALSE, NULL);
}

/* Where GIMP cannot make the filter: Result on pixels, the filter greyed
 * out in its list, and why, below it. */
static void
refuse_filter (Dialog *d)
{
  GParamSpec *pspec
      = g_object_class_find_property (G_OBJECT_GET_CLASS (d->config), "result");

  update_result (d);
  gimp_choice_set_sensitive (gimp_param_spec_choice_get_choice (pspec),
                             "filter", FALSE);
}

/* Keeps the one control and the two arguments it stands for in step, from
 * whichever changed: the control sets both, and octaves or detail set by
 * a look, a preset or a reset set the control. */
static void
sync_folded (Dialog *d, GParamSpec *pspec)
{
  const gchar *name = pspec ? g_param_spec_get_name (pspec) : "octaves";
  gint octaves;
  gdouble detail, value;

  if (d->folding || !(is_folded (name) || g_strcmp0 (name, FOLDED) == 0))
    return;
  d->folding = TRUE;
  g_object_get (d->config, "octaves", &octaves, "detail", &detail, FOLDED,
                &value, NULL);
  if (g_strcmp0 (name, FOLDED) == 0)
    {
      noise_octaves_detail_split (value, &octaves, &detail);
      g_object_set (d->config, "octaves", octaves, "detail", detail, NULL);
    }
  else
    g_object_set (d->config, FOLDED,
                  CLAMP (noise_octaves_detail_join (octaves, detail), 1.0,
                         (gdouble) NOISE_MAX_OCTAVES),
                  NULL);
  d->folding = FALSE;
}

static void
config_changed (GimpProcedureConfig *config G_GNUC_UNUSED, GParamSpec *pspec,
                Dialog *d)
{
  sync_folded (d, pspec);
  update_result (d);
  update_choices (d);
  /* Coalesce a burst of changes (a dragged slider) into one redraw. */
  if (!d->idle)
    d->idle = g_idle_add (start_preview, d);
}

/* A new seed for the SEED setting the button belongs to. */
static void
new_seed (GtkButton *button, Dialog *d)
{
  const gchar *arg = g_object_get_data (G_OBJECT (button), "noise-seed");
  g_object_set (d->config, arg, g_random_int_range (1, G_MAXINT), NULL);
}

/* A slider over the useful part of an argument's range (the entry still
 * takes the whole range). */
static void
scale (Dialog *d, const gchar *property, gdouble lower, gdouble upper,
       gboolean logarithmic)
{
  GtkWidget *entry = gimp_procedure_dialog_get_scale_entry (
      GIMP_PROCEDURE_DIALOG (d->dialog), property, 1.0);
  gimp_scale_entry_set_bounds (GIMP_SCALE_ENTRY (entry), lower, upper, TRUE);
  gimp_scale_entry_set_logarithmic (GIMP_SCALE_ENTRY (entry), logarithmic);
}

/* A seed and, beside it, a button that picks a new one; the box's id. */
static const gchar *
seed_box (Dialog *d, const gchar *arg)
{
  gchar *id = g_strconcat (arg, "-box", NULL);
  const gchar *box_id = g_intern_string (id);
  GtkWidget *box, *button;

  g_free (id);
  box = gimp_procedure_dialog_fill_box (GIMP_PROCEDURE_DIALOG (d->dialog),
                                        box_id, arg, NULL);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (box),
                                  GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (GTK_BOX (box), 6);
  button = gtk_button_new_with_mnemonic (_ ("Pic_k new seed"));
  gtk_widget_set_tooltip_text (button, _ ("Pick a random seed"));
  g_object_set_data (G_OBJECT (button), "noise-seed", (gpointer) arg);
  g_signal_connect (button, "clicked", G_CALLBACK (new_seed), d);
  gtk_box_pack_start (GTK_BOX (box), button, FALSE, FALSE, 0);
  gtk_widget_show (button);
  return box_id;
}

/* A setting of the table, as the dialog shows it. */
typedef struct
{
  const gchar *arg; /* NULL ends a box's list */
  NoiseKind kind;
  gdouble ui_min, ui_max;
  gboolean ui_log;
} Setting;

#define SETTING(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN, UI_MAX,   \
                UI_LOG, UNIT, APPLIES, FIELD, CHOICES)                         \
  { ARG, NOISE_KIND_##KIND, UI_MIN, UI_MAX, UI_LOG },
/* clang-format off */
#define BOX(LIST) { LIST (SETTING) { NULL } }
/* clang-format on */
static const Setting noise_box[] = BOX (NOISE_DIALOG_NOISE);
static const Setting pattern_box[] = BOX (NOISE_DIALOG_PATTERN);
static const Setting position_box[] = BOX (NOISE_DIALOG_POSITION);
static const Setting tiles_box[] = BOX (NOISE_DIALOG_TILES);
static const Setting warp_box[] = BOX (NOISE_DIALOG_WARP);
static const Setting erosion_box[] = BOX (NOISE_DIALOG_EROSION);
static const Setting look_box[] = BOX (NOISE_DIALOG_LOOK);
static const Setting every_box[] = BOX (NOISE_DIALOG_SETTINGS);
/* Every setting of the table, in its order. */
static const Setting table[] = BOX (NOISE_SETTINGS);
#undef BOX
#undef SETTING

/* Whether a page lists the setting arg (dialog-layout.h). */
static gboolean
on_a_page (const gchar *arg)
{
  for (const Setting *s = every_box; s->arg; s++)
    if (g_strcmp0 (s->arg, arg) == 0)
      return TRUE;
  return FALSE;
}

/* The procedure's own arguments and the dialog's own widgets at the end of
 * a box: the frame delay with the frames; Result, and below it why the
 * live filter cannot be made, last in the dialog. */
static const gchar *const tiles_last[] = { "frame-delay", NULL };
static const gchar *const look_last[] = { "result", "result-note", NULL };

/* The dialog's pages, left to right, each under its tab title: the
 * table's settings in the table's order for the page (settings.h), and
 * where the procedure's own arguments and the dialog's own widgets slot in
 * among them.  Pages, as GIMP's larger plug-in dialogs have, keep the
 * dialog short enough for a laptop screen with the preview beside it. */
typedef struct
{
  const gchar *name;  /* of its widgets: "<name>-box" and "<name>-title" */
  const gchar *title; /* N_ () */
  const Setting *settings;
  const gchar *after, *then; /* then's widget under after's, or NULL */
  const gchar *const *last;  /* after its settings, or NULL */
} Group;

static const Group groups[] = {
  /* Under the frequency: what tiling makes of it. */
  { "noise", N_ ("Noise"), noise_box, "frequency", "tile-info", NULL },
  { "pattern", N_ ("Octaves"), pattern_box, NULL, NULL, NULL },
  /* Under the output: the gradient it may use. */
  { "look", N_ ("Look"), look_box, "output", "gradient", look_last },
  { "position", N_ ("Position"), position_box, NULL, NULL, NULL },
  { "tiles", N_ ("Tiles and animation"), tiles_box, NULL, NULL, tiles_last },
  { "warp", N_ ("Domain warp"), warp_box, NULL, NULL, NULL },
  { "erosion", N_ ("Erosion"), erosion_box, NULL, NULL, NULL },
};

/* The id to pack for a table setting, its widget made: a double as a
 * slider over the table's useful part of its range, a seed with its
 * button; the others as GimpProcedureDialog makes them. */
static const gchar *
setting_widget (Dialog *d, const Setting *s)
{
  if (s->kind == NOISE_KIND_DOUBLE)
    scale (d, s->arg, s->ui_min, s->ui_max, s->ui_log);
  else if (s->kind == NOISE_KIND_SEED)
    return seed_box (d, s->arg);
  return s->arg;
}

/* A setting no page lists is shown after the nearest setting before it in
 * the table that one does (the table's first is on a page): with the
 * setting it was added after, unless dialog-layout.h puts it elsewhere.
 * Appends to ids those that follow s. */
static GList *
append_unlisted (Dialog *d, const Setting *s, GList *ids)
{
  gsize t = 0;

  while (table[t].arg && g_strcmp0 (table[t].arg, s->arg) != 0)
    t++;
  if (!table[t].arg)
    return ids;
  for (t++; table[t].arg && !on_a_page (table[t].arg); t++)
    ids = g_list_append (ids, (gpointer) setting_widget (d, &table[t]));
  return ids;
}

/* One page's box, its tab title made; the box's id. */
static const gchar *
fill_group (Dialog *d, const Group *group, GList **titles)
{
  GimpProcedureDialog *dialog = GIMP_PROCEDURE_DIALOG (d->dialog);
  gchar *box = g_strconcat (group->name, "-box", NULL);
  gchar *title = g_strconcat (group->name, "-title", NULL);
  const gchar *box_id = g_intern_string (box);
  GList *ids = NULL;
  GtkWidget *widget;

  for (const Setting *s = group->settings; s->arg; s++)
    {
      if (g_strcmp0 (s->arg, folded[0]) == 0)
        {
          scale (d, FOLDED, 1.0, NOISE_MAX_OCTAVES, FALSE);
          gimp_label_spin_set_digits (
              GIMP_LABEL_SPIN (gimp_procedure_dialog_get_scale_entry (
                  GIMP_PROCEDURE_DIALOG (d->dialog), FOLDED, 1.0)),
              2);
          ids = g_list_append (ids, (gpointer) FOLDED);
        }
      ids = g_list_append (ids, (gpointer) setting_widget (d, s));
      if (g_strcmp0 (s->arg, group->after) == 0)
        ids = g_list_append (ids, (gpointer) group->then);
      ids = append_unlisted (d, s, ids);
    }
  for (const gchar *const *id = group->last; id && *id; id++)
    ids = g_list_append (ids, (gpointer) *id);
  widget = gimp_procedure_dialog_fill_box_list (dialog, box_id, ids);
  gtk_container_set_border_width (GTK_CONTAINER (widget), 6);
  gimp_procedure_dialog_get_label (dialog, title, _ (group->title), FALSE,
                                   FALSE);
  *titles = g_list_append (*titles, (gpointer) g_intern_string (title));
  g_list_free (ids);
  g_free (box);
  g_free (title);
  return box_id;
}

static gboolean
is_separator (GtkTreeModel *model, GtkTreeIter *iter,
              gpointer data G_GNUC_UNUSED)
{
  gchar *nick;
  gboolean separator;

  gtk_tree_model_get (model, iter, 0, &nick, -1);
  separator = g_strcmp0 (nick, "") == 0;
  g_free (nick);
  return separator;
}

/* The reference types (settings.h) last in the type's list, below a
 * separator, apart from the everyday ones.  GIMP's list of a choice is a
 * GimpStringComboBox over a store of (nick, label) rows; the separator's
 * nick is "", which GIMP's check of a nick takes as no choice (NULL would
 * be a critical). */
static void
set_reference_types_apart (Dialog *d)
{
  static const NoiseType reference[] = NOISE_TYPES_REFERENCE;
  GtkWidget *labeled = gimp_procedure_dialog_get_widget (
      GIMP_PROCEDURE_DIALOG (d->dialog), "noise-type", G_TYPE_NONE);
  GtkWidget *combo;
  GtkTreeModel *model;
  GtkTreeIter iter, row;

  if (!GIMP_IS_LABEL_STRING_WIDGET (labeled))
    return;
  combo = gimp_label_string_widget_get_widget (
      GIMP_LABEL_STRING_WIDGET (labeled));
  model = GTK_IS_COMBO_BOX (combo)
              ? gtk_combo_box_get_model (GTK_COMBO_BOX (combo))
              : NULL;
  if (!GTK_IS_LIST_STORE (model))
    return;
  gtk_list_store_insert_with_values (GTK_LIST_STORE (model), NULL, -1, 0, "", 1,
                                     "", -1);
  for (gsize r = 0; r < G_N_ELEMENTS (reference); r++)
    for (gboolean valid = gtk_tree_model_get_iter_first (model, &iter); valid;
         valid = gtk_tree_model_iter_next (model, &iter))
      {
        gchar *nick;
        gboolean found;

        gtk_tree_model_get (model, &iter, 0, &nick, -1);
        found = g_strcmp0 (nick, noise_type_info (reference[r])->nick) == 0;
        g_free (nick);
        if (found)
          {
            row = iter;
            gtk_list_store_move_before (GTK_LIST_STORE (model), &row, NULL);
            break;
          }
      }
  gtk_combo_box_set_row_separator_func (GTK_COMBO_BOX (combo), is_separator,
                                        NULL, NULL);
}

/* The pages of related settings, built from the argument declarations. */
static GtkWidget *
build_settings (Dialog *d)
{
  GimpProcedureDialog *dialog = GIMP_PROCEDURE_DIALOG (d->dialog);
  GList *pages = NULL, *titles = NULL;
  GtkWidget *settings;

  d->tile_info
      = gimp_procedure_dialog_get_label (dialog, "tile-info", "", FALSE, FALSE);
  d->result_note = gimp_procedure_dialog_get_label (
      dialog, "result-note", d->no_filter ? d->no_filter->message : "", FALSE,
      FALSE);
  gtk_label_set_line_wrap (GTK_LABEL (d->result_note), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (d->result_note), 50);
  gtk_label_set_xalign (GTK_LABEL (d->result_note), 0.0);

  set_reference_types_apart (d);
  for (gsize g = 0; g < G_N_ELEMENTS (groups); g++)
    pages
        = g_list_append (pages, (gpointer) fill_group (d, &groups[g], &titles));
  settings = gimp_procedure_dialog_fill_notebook_list (dialog, "settings",
                                                       titles, pages);
  g_list_free (pages);
  g_list_free (titles);
  return settings;
}

/* Every argument of the procedure but GIMP's own (run mode, image,
 * drawables) has its place in the dialog: a warning names any that has
 * not (the dialog test fails on it). */
static void
check_placed (Dialog *d)
{
  GimpProcedure *procedure = gimp_procedure_config_get_procedure (d->config);
  static const gchar *const gimps[]
      = { "run-mode", "image", "drawables", NULL };
  gint n;
  GParamSpec **args = gimp_procedure_get_arguments (procedure, &n);

  for (gint a = 0; a < n; a++)
    {
      const gchar *name = g_param_spec_get_name (args[a]);
      GtkWidget *widget;

      if (g_strv_contains ((const gchar *const *) gimps, name))
        continue;
      widget = gimp_procedure_dialog_get_widget (
          GIMP_PROCEDURE_DIALOG (d->dialog), name, G_TYPE_NONE);
      if (!widget || !gtk_widget_is_ancestor (widget, d->dialog))
        g_warning ("argument %s has no place in the dialog", name);
    }
}

static GtkWidget *
build_preview (Dialog *d)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *frame = gtk_frame_new (NULL);

  noise_preview_size (gimp_drawable_get_width (d->drawable),
                      gimp_drawable_get_height (d->drawable), PREVIEW_SIZE,
                      &d->pw, &d->ph);
  d->preview = gimp_preview_area_new ();
  gtk_widget_set_name (d->preview, "noise-render-preview");
  gtk_widget_set_size_request (d->preview, d->pw, d->ph);
  gtk_frame_set_shadow_type (GTK_FRAME (frame), GTK_SHADOW_IN);
  gtk_container_add (GTK_CONTAINER (frame), d->preview);
  gtk_widget_set_halign (frame, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (frame, GTK_ALIGN_START);
  gtk_box_pack_start (GTK_BOX (box), frame, FALSE, FALSE, 0);

  gtk_box_pack_start (
      GTK_BOX (box),
      gimp_procedure_dialog_get_widget (GIMP_PROCEDURE_DIALOG (d->dialog),
                                        "preview-tiled", G_TYPE_NONE),
      FALSE, FALSE, 0);
  d->gallery = noise_gallery_new (
      d->host, gimp_procedure_config_get_procedure (d->config), d->config,
      d->drawable);
  gtk_box_pack_start (GTK_BOX (box), d->gallery, FALSE, FALSE, 0);
  d->message = gtk_label_new (NULL);
  gtk_label_set_line_wrap (GTK_LABEL (d->message), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (d->message), 32);
  gtk_box_pack_start (GTK_BOX (box), d->message, FALSE, FALSE, 0);
  gtk_widget_show_all (box);
  return box;
}

gboolean
noise_render_dialog_run (const NoiseHost *host, GimpProcedure *procedure,
                         GimpProcedureConfig *config, GimpDrawable *drawable)
{
  Dialog d = { 0 };
  GtkWidget *settings, *main_box;
  gboolean ok;

  gimp_ui_init (host->binary);
  d.host = host;
  d.config = config;
  d.drawable = drawable;
  if (!host->filter_possible (drawable, &d.no_filter))
    refuse_filter (&d);
  d.dialog
      = gimp_procedure_dialog_new (procedure, config, _ ("Procedural Noise"));

  settings = build_settings (&d);
  main_box = gimp_procedure_dialog_fill_box (GIMP_PROCEDURE_DIALOG (d.dialog),
                                             "main-box", "settings", NULL);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (main_box),
                                  GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (GTK_BOX (main_box), 12);
  gtk_widget_set_valign (settings, GTK_ALIGN_START);
  /* Room for the sliders next to their labels and entries. */
  gtk_widget_set_size_request (settings, 420, -1);
  gtk_box_pack_start (GTK_BOX (main_box), build_preview (&d), FALSE, FALSE, 0);
  gimp_procedure_dialog_fill (GIMP_PROCEDURE_DIALOG (d.dialog), "main-box",
                              NULL);
  check_placed (&d);
  for (const gchar *const *arg = folded; *arg; arg++)
    {
      GtkWidget *widget = procedure_widget (&d, *arg);
      gtk_widget_set_no_show_all (widget, TRUE);
      gtk_widget_hide (widget);
    }
  gtk_widget_set_visible (d.result_note, d.no_filter != NULL);

  g_signal_connect (config, "notify", G_CALLBACK (config_changed), &d);
  config_changed (config, NULL, &d);
  if (g_getenv ("NOISE_RENDER_DIALOG_TRACE"))
    gtk_widget_add_tick_callback (d.dialog, trace_layout, &d, NULL);

  ok = gimp_procedure_dialog_run (GIMP_PROCEDURE_DIALOG (d.dialog));

  /* Stop and wait for preview work before d goes away. */
  g_signal_handlers_disconnect_by_data (config, &d);
  if (d.idle)
    g_source_remove (d.idle);
  if (d.cancellable)
    g_cancellable_cancel (d.cancellable);
  while (d.running > 0)
    g_main_context_iteration (NULL, TRUE);
  noise_gallery_stop (d.gallery);
  g_clear_object (&d.cancellable);
  g_clear_error (&d.no_filter);
  gtk_widget_destroy (d.dialog);
  g_free (d.traced);
  return ok;
}
