/* looks.h — the gallery: named looks, each a set of the table's settings
 * (settings.h) and one of GIMP's own gradients, that an artist starts
 * from and edits afterwards.  One table, which the procedure
 * plug-in-noise-render-look (its choices), the dialog's gallery and the
 * tests read.
 *
 * USAGE
 *
 *   const NoiseLook *look = noise_look_by_nick ("marble");
 *   noise_look_apply (look, G_OBJECT (config), FALSE, &error);
 *   // every setting of the table: the look's value, or its default
 *   g_object_set (config, "gradient", <look->gradient by name>, NULL);
 *
 * A look names settings by the procedure's argument names, each with its
 * value as text: a double or an int in C notation, "true" or "false", a
 * choice's nick.  Every setting it does not name keeps (or goes back to)
 * its default, so a look says all of what it is.  Nicks are promises to
 * scripts, as the settings' names are: never rename one. */
#ifndef NOISE_RENDER_LOOKS_H
#define NOISE_RENDER_LOOKS_H

#include "settings.h"

#define NOISE_LOOK_MAX_SETTINGS 20

typedef struct
{
  const char *arg;   /* the procedure's argument name (settings.h) */
  const char *value; /* as text: "4.5", "6", "true", "cellular" */
} NoiseLookSetting;

typedef struct
{
  const char *nick;     /* stable: scripts name it */
  const char *label;    /* English, marked for translation */
  const char *help;     /* English, marked for translation */
  const char *gradient; /* one of GIMP's own gradients, by its name */
  NoiseLookSetting settings[NOISE_LOOK_MAX_SETTINGS]; /* up to { NULL } */
} NoiseLook;

int noise_looks_count (void);
/* Look 0 .. count - 1, in the gallery's order. */
const NoiseLook *noise_look (int index);
/* The look named nick, or NULL. */
const NoiseLook *noise_look_by_nick (const char *nick);

/* The look's settings over the table's defaults, as the render layer's
 * values (noise_settings_from_object's): what a config holds once the
 * look is applied.  FALSE with an error naming the look and the setting
 * when a pair names no setting of the table or its value does not parse
 * or is out of the setting's range. */
gboolean noise_look_values (const NoiseLook *look, NoiseSettingValues *v,
                            GError **error);

/* Sets every setting of the table on object (a GimpProcedureConfig by
 * argument names, a GEGL operation by property names: `by_property`) to
 * the look's value, or to its default where the look names none; the
 * notifications come together at the end.  The gradient is the caller's
 * (the settings library has no GIMP).  FALSE, object unchanged, as
 * noise_look_values. */
gboolean noise_look_apply (const NoiseLook *look, GObject *object,
                           gboolean by_property, GError **error);

#endif /* NOISE_RENDER_LOOKS_H */
