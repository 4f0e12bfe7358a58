/* module.c — the GEGL module holding noise-render:noise-2 and, for saved
 * work, noise-render:noise (noise-op.c), and noise-render:erode
 * (erode-op.c).  Its own registration
 * (GEGL_OP_BUNDLE) so that the text domain is bound before the
 * operations' labels are translated, which happens when their classes are
 * registered. */
#ifndef _WIN32
#define _GNU_SOURCE /* dladdr */
#endif
#include "config.h"

#ifdef _WIN32
#include <windows.h>
#else
#include <dlfcn.h>
#endif

#include <glib/gi18n-lib.h>
#include <gegl.h>
#include <gegl-plugin.h>

#include "noise-op.h"

/* Any object of this module: its address names the module's file. */
static const char anchor;

/* The file this module was loaded from, or NULL (GEGL does not name its
 * modules: GTypeModule's name is NULL). */
static gchar *
module_file (void)
{
#ifdef _WIN32
  HMODULE self = NULL;
  wchar_t path[MAX_PATH];

  if (!GetModuleHandleExW (GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS
                               | GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT,
                           (LPCWSTR) &anchor, &self)
      || !GetModuleFileNameW (self, path, MAX_PATH))
    return NULL;
  return g_utf16_to_utf8 ((const gunichar2 *) path, -1, NULL, NULL, NULL);
#else
  Dl_info info;

  if (!dladdr (&anchor, &info) || !info.dli_fname)
    return NULL;
  return g_strdup (info.dli_fname);
#endif
}

/* Where the catalogs are: beside the module, in noise-render-locale/ (so a
 * per-user install carries its own), else where meson installed the
 * plug-in's. */
static gchar *
locale_dir (void)
{
  gchar *file = module_file ();
  gchar *dir, *beside;

  if (!file)
    return g_strdup (NOISE_RENDER_LOCALEDIR);
  dir = g_path_get_dirname (file);
  beside = g_build_filename (dir, "noise-render-locale", NULL);
  g_free (dir);
  g_free (file);
  if (g_file_test (beside, G_FILE_TEST_IS_DIR))
    return beside;
  g_free (beside);
  return g_strdup (NOISE_RENDER_LOCALEDIR);
}

GType
noise_render_op_blend_get_type (void)
{
  static GEnumValue values[] = {
    { NOISE_RENDER_OP_BLEND_PERCEPTUAL, N_ ("Perceptual (sRGB)"),
      "perceptual" },
    { NOISE_RENDER_OP_BLEND_LINEAR, N_ ("Linear light"), "linear" },
    { 0, NULL, NULL },
  };
  static gsize type = 0;

  if (g_once_init_enter (&type))
    {
      for (gsize i = 0; values[i].value_name; i++)
        values[i].value_name = _ (values[i].value_name);
      g_once_init_leave (&type,
                         g_enum_register_static ("NoiseRenderOpBlend", values));
    }
  return (GType) type;
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
  gchar *dir = locale_dir ();

  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_free (dir);
  gegl_op_noise_render_noise_2_register_type (module);
  gegl_op_noise_render_noise_register_type (module);
  gegl_op_noise_render_erode_register_type (module);
  return TRUE;
}
