/* op-properties.h — the settings table (settings/settings.h) as GEGL
 * chant properties: what the module's operations (noise-op.c, erode-op.c)
 * expand the table's X-macros with, inside their GEGL_PROPERTIES block,
 * so that a setting they share has one name, range, default, label and
 * help text everywhere. */
#ifndef NOISE_RENDER_GEGL_OP_PROPERTIES_H
#define NOISE_RENDER_GEGL_OP_PROPERTIES_H

#include <gegl-plugin.h>

#include "settings.h"

/* GEGL's property macros, laid out as GEGL's own operations are.  Their
 * "unit" and "sensitive" metas are the operation's to set (noise-op.c's
 * set_metas): they name other properties. */
/* clang-format off */
#define NOISE_OP_DOUBLE(PROP, LABEL, MIN, MAX, DEF, UI_MIN, UI_MAX, UI_LOG,  \
                        CHOICES)                                            \
  property_double (PROP, LABEL, DEF)                                        \
    value_range (MIN, MAX)                                                  \
    ui_range (UI_MIN, UI_MAX)                                               \
    ui_gamma ((UI_LOG) ? 2.0 : 1.0)
#define NOISE_OP_INT(PROP, LABEL, MIN, MAX, DEF, UI_MIN, UI_MAX, UI_LOG,     \
                     CHOICES)                                               \
  property_int (PROP, LABEL, DEF)                                           \
    value_range (MIN, MAX)                                                  \
    ui_range (UI_MIN, UI_MAX)
#define NOISE_OP_BOOLEAN(PROP, LABEL, MIN, MAX, DEF, UI_MIN, UI_MAX, UI_LOG, \
                         CHOICES)                                           \
  property_boolean (PROP, LABEL, DEF)
/* GEGL's seed; its range is the procedure's (noise_op_limit_seed). */
#define NOISE_OP_SEED(PROP, LABEL, MIN, MAX, DEF, UI_MIN, UI_MAX, UI_LOG,    \
                      CHOICES)                                              \
  property_seed (PROP, LABEL, rand)
#define NOISE_OP_CHOICE(PROP, LABEL, MIN, MAX, DEF, UI_MIN, UI_MAX, UI_LOG,  \
                        CHOICES)                                            \
  property_enum (PROP, LABEL, gint, noise_choices_##CHOICES, DEF)
#define NOISE_OP_PROPERTY(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF,       \
                          UI_MIN, UI_MAX, UI_LOG, UNIT, APPLIES, FIELD,      \
                          CHOICES)                                          \
  NOISE_OP_##KIND (PROP, noise_setting_plain_label (LABEL), MIN, MAX, DEF,  \
                   UI_MIN, UI_MAX, UI_LOG, CHOICES)                         \
    description (noise_setting_help (HELP))
/* clang-format on */

/* The procedure's seed range (0 .. G_MAXINT), which GEGL's seed spec
 * does not take as a chant argument. */
static inline void
noise_op_limit_seed (GObjectClass *object_class)
{
  GParamSpec *seed = g_object_class_find_property (object_class, "seed");

  G_PARAM_SPEC_UINT (seed)->maximum = G_MAXINT;
  GEGL_PARAM_SPEC_SEED (seed)->ui_maximum = G_MAXINT;
}

#endif /* NOISE_RENDER_GEGL_OP_PROPERTIES_H */
