/* flatpak.c — the extension's GEGL module linked where Flathub's GIMP
 * loads it (see flatpak.h). */
#define _POSIX_C_SOURCE 200809L /* symlink, lstat */
#include "config.h"

#include <libgimp/gimp.h>

#include "flatpak.h"

/* Flatpak runs on Linux only; elsewhere there is nothing to link. */
#ifdef __linux__
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#define FLATPAK_GIMP "org.gimp.GIMP"
#define MODULE_NAME "noise-render.so"

/* The extension's module, from where this executable really is:
 * <ext>/plug-ins/noise-render/noise-render gives
 * <ext>/lib/gegl-0.4/noise-render.so (the extension point's merged
 * plug-ins folder links to <ext>/plug-ins/noise-render).  NULL when there
 * is none. */
static gchar *
extension_module (void)
{
  gchar *exe = g_file_read_link ("/proc/self/exe", NULL);
  gchar *folder, *plug_ins, *ext, *module;

  if (!exe)
    return NULL;
  folder = g_path_get_dirname (exe);
  plug_ins = g_path_get_dirname (folder);
  ext = g_path_get_dirname (plug_ins);
  module = g_build_filename (ext, "lib", "gegl-0.4", MODULE_NAME, NULL);
  g_free (exe);
  g_free (folder);
  g_free (plug_ins);
  g_free (ext);
  if (g_file_test (module, G_FILE_TEST_IS_REGULAR))
    return module;
  g_free (module);
  return NULL;
}

void
noise_render_flatpak_link_module (void)
{
  gchar *module, *folder, *link;
  GStatBuf st;

  if (g_strcmp0 (g_getenv ("FLATPAK_ID"), FLATPAK_GIMP) != 0)
    return;
  module = extension_module ();
  if (!module)
    return;
  folder
      = g_build_filename (g_get_user_data_dir (), "gegl-0.4", "plug-ins", NULL);
  link = g_build_filename (folder, MODULE_NAME, NULL);
  /* Any entry there, even a dangling link, is the user's or ours, so this
   * says it once.  When the link cannot be made, asking for the live
   * filter still says it is not installed (filter.c). */
  if (g_lstat (link, &st) != 0 && g_mkdir_with_parents (folder, 0755) == 0
      && symlink (module, link) == 0)
    g_message (_ ("The live filter noise-render:noise-2 is now installed "
                  "for GIMP (%s). Restart GIMP to use it; until then the "
                  "noise is baked into the pixels."),
               link);
  g_free (module);
  g_free (folder);
  g_free (link);
}
#else
void
noise_render_flatpak_link_module (void)
{
}
#endif
