/* module.c — the GEGL module holding noise-render:noise.  Its own
 * registration (GEGL_OP_BUNDLE) so that the text domain is bound before
 * the operation's labels are translated, which happens when its class is
 * registered. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <gegl.h>
#include <gegl-plugin.h>

/* Defined by gegl-op.h in noise-op.c. */
void gegl_op_noise_render_noise_register_type (GTypeModule *module);

/* Where the catalogs are: beside the module, in noise-render-locale/ (so a
 * per-user install carries its own), else where meson installed them. */
static gchar *
locale_dir (GTypeModule *module)
{
  const gchar *path = module->name;
  gchar *dir, *beside;

  if (!path || !g_path_is_absolute (path))
    return g_strdup (NOISE_RENDER_LOCALEDIR);
  dir = g_path_get_dirname (path);
  beside = g_build_filename (dir, "noise-render-locale", NULL);
  g_free (dir);
  if (g_file_test (beside, G_FILE_TEST_IS_DIR))
    return beside;
  g_free (beside);
  return g_strdup (NOISE_RENDER_LOCALEDIR);
}

static const GeglModuleInfo module_info = { GEGL_MODULE_ABI_VERSION };

G_MODULE_EXPORT const GeglModuleInfo *gegl_module_query (GTypeModule *module);
G_MODULE_EXPORT gboolean gegl_module_register (GTypeModule *module);

G_MODULE_EXPORT const GeglModuleInfo *
gegl_module_query (GTypeModule *module G_GNUC_UNUSED)
{
  return &module_info;
}

G_MODULE_EXPORT gboolean
gegl_module_register (GTypeModule *module)
{
  gchar *dir = locale_dir (module);

  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_free (dir);
  gegl_op_noise_render_noise_register_type (module);
  return TRUE;
}
