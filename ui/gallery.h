/* gallery.h — the dialog's gallery of looks (settings/looks.h): a button
 * whose popover shows every look as a thumbnail, rendered off the main
 * loop by the preview's render path; choosing one sets the config to it
 * (every setting the look does not name back to its default), to edit
 * afterwards. */
#ifndef NOISE_RENDER_GALLERY_H
#define NOISE_RENDER_GALLERY_H

#include <libgimp/gimpui.h>

#include "host.h"

/* The button, its thumbnails started (drawn as each is done) by host's
 * render path.  config is the dialog's, not owned; procedure makes the
 * thumbnails' own configs. */
GtkWidget *noise_gallery_new (const NoiseHost *host, GimpProcedure *procedure,
                              GimpProcedureConfig *config,
                              GimpDrawable *drawable);

/* Look i's cell in the popover (for the GUI test's layout trace), or
 * NULL while the popover is not on the screen. */
GtkWidget *noise_gallery_cell (GtkWidget *gallery, gint i);

/* Cancels the thumbnails not yet drawn and waits for their threads; the
 * button may go away afterwards. */
void noise_gallery_stop (GtkWidget *gallery);

#endif /* NOISE_RENDER_GALLERY_H */
