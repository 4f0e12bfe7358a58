/* dialog-layout.h — the plug-in dialog's layout: which of the table's
 * settings (settings.h) each page shows, in what order, and where the
 * type list puts the reference types.  ui/dialog.c builds its pages from
 * these lists; test-render-settings checks that every setting of the table
 * is on at most one page.  A setting on none is shown after the nearest
 * setting before it in the table that is on one (ui/dialog.c): a new
 * setting needs a line here only to go elsewhere. */
#ifndef NOISE_RENDER_DIALOG_LAYOUT_H
#define NOISE_RENDER_DIALOG_LAYOUT_H

#include "settings.h"

/* clang-format off */
/* The types that reproduce a published implementation exactly, for
 * reference rather than everyday use: the plug-in dialog lists them last,
 * apart from the others (their nicks and values do not change). */
#define NOISE_TYPES_REFERENCE { NOISE_SIMPLEX_2002, NOISE_SIMPLEX_CLASSIC }

/* The plug-in dialog's pages (ui/dialog.c's groups give their order),
 * each listing its settings in the order it shows them: every setting of
 * the table is in at most one (test-render-settings checks), the table's
 * first in one; the others follow the setting before them in the table.
 * The dialog slots in its
 * own widgets and the procedure's own arguments (ui/dialog.c's groups say
 * where), and gives a SEED setting its "Pick new seed" button. */
#define NOISE_DIALOG_NOISE(X)                                                \
  NOISE_SETTING_NOISE_TYPE (X)                                               \
  NOISE_SETTING_DIMENSIONS (X)                                               \
  NOISE_SETTING_FREQUENCY (X)                                                \
  NOISE_SETTING_SEED (X)                                                     \
  NOISE_SETTINGS_CELLULAR (X)                                                \
  NOISE_SETTINGS_GABOR (X)                                                   \
  NOISE_SETTINGS_WAVE (X)
#define NOISE_DIALOG_PATTERN(X)                                              \
  NOISE_SETTING_OCTAVES (X)                                                  \
  NOISE_SETTING_DETAIL (X)                                                   \
  NOISE_SETTING_LACUNARITY (X)                                               \
  NOISE_SETTING_PERSISTENCE (X)                                              \
  NOISE_SETTING_FRACTAL (X)                                                  \
  NOISE_SETTING_FRACTAL_OFFSET (X)                                           \
  NOISE_SETTING_FRACTAL_GAIN (X)                                             \
  NOISE_SETTING_PING_PONG_STRENGTH (X)                                       \
  NOISE_SETTING_WEIGHTED_STRENGTH (X)                                        \
  NOISE_SETTING_NORMALIZE (X)                                                \
  NOISE_SETTING_DECORRELATE_OCTAVES (X)
#define NOISE_DIALOG_POSITION(X)                                             \
  NOISE_SETTING_OFFSETS (X)                                                  \
  NOISE_SETTING_ROTATION_Z (X)                                               \
  NOISE_SETTING_TILTS (X)
#define NOISE_DIALOG_TILES(X)                                                \
  NOISE_SETTING_TILEABLE (X)                                                 \
  NOISE_SETTING_PLANET (X)                                                   \
  NOISE_SETTING_FRAMES (X)                                                   \
  NOISE_SETTING_LOOP_LENGTH (X)
#define NOISE_DIALOG_WARP(X) NOISE_SETTINGS_WARP (X)
#define NOISE_DIALOG_EROSION(X) NOISE_SETTINGS_EROSION (X)
#define NOISE_DIALOG_LOOK(X)                                                 \
  NOISE_SETTING_OUTPUT (X)                                                   \
  NOISE_SETTING_LEVELS (X)                                                   \
  NOISE_SETTING_REVERSE_GRADIENT (X)                                         \
  NOISE_SETTING_NORMAL_STRENGTH (X)
/* Every box's settings, box after box. */
#define NOISE_DIALOG_SETTINGS(X)                                             \
  NOISE_DIALOG_NOISE (X)                                                     \
  NOISE_DIALOG_PATTERN (X)                                                   \
  NOISE_DIALOG_POSITION (X)                                                  \
  NOISE_DIALOG_TILES (X)                                                     \
  NOISE_DIALOG_WARP (X)                                                      \
  NOISE_DIALOG_EROSION (X)                                                   \
  NOISE_DIALOG_LOOK (X)
/* clang-format on */

#endif /* NOISE_RENDER_DIALOG_LAYOUT_H */
