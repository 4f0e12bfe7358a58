/* looks.c — the gallery's looks (looks.h): the one table of them, and
 * their settings read through the table of settings (settings.h), so that
 * each value is checked against the same ranges as a script's. */
#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "looks.h"

/* Designed at 512 x 512 and checked at 128 x 128 (the contact sheet,
 * tests/gimp/test-looks.py); frequencies count cells across the width, so
 * a look keeps its scale at any size.  2D noise unless a look needs a
 * third dimension; tileable wherever the look allows (not the planet,
 * which wraps by itself). */
static const NoiseLook looks[] = {
  { "clouds",
    N_ ("Clouds"),
    N_ ("Soft fractal clouds in a blue sky"),
    "Horizon 2",
    { { "noise-type", "simplex" },
      { "dimensions", "2" },
      { "frequency", "3" },
      { "octaves", "8" },
      { "persistence", "0.55" },
      { "seed", "3" },
      { "tileable", "true" } } },
  { "marble",
    N_ ("Marble"),
    N_ ("Veins of ridged noise, folded by a warp"),
    "Cold Steel",
    { { "noise-type", "simplex" },
      { "dimensions", "2" },
      { "frequency", "1.5" },
      { "octaves", "5" },
      { "fractal", "ridged" },
      { "seed", "6" },
      { "tileable", "true" },
      { "warp-mode", "progressive" },
      { "warp-amount", "1.2" },
      { "warp-frequency", "1.5" },
      { "warp-octaves", "4" },
      { "warp-seed", "3" } } },
  { "granite",
    N_ ("Granite"),
    N_ ("Speckled grains of flat cells"),
    "Shadows 2",
    { { "noise-type", "cellular" },
      { "dimensions", "2" },
      { "frequency", "24" },
      { "octaves", "3" },
      { "persistence", "0.6" },
      { "lacunarity", "2.3" },
      { "cellular-return", "cell-value" },
      { "seed", "8" },
      { "tileable", "true" } } },
  { "cracked-earth",
    N_ ("Cracked earth"),
    N_ ("Dry mud plates split by the distance to their edges"),
    "Golden",
    { { "noise-type", "cellular" },
      { "dimensions", "2" },
      { "frequency", "5" },
      { "octaves", "2" },
      { "persistence", "0.35" },
      { "cellular-return", "edge" },
      { "seed", "5" },
      { "tileable", "true" },
      { "warp-mode", "independent" },
      { "warp-amount", "0.25" },
      { "warp-frequency", "4" } } },
  { "cobblestones",
    N_ ("Cobblestones"),
    N_ ("Rounded stones set in mortar"),
    "Cold Steel 2",
    { { "noise-type", "cellular" },
      { "dimensions", "2" },
      { "frequency", "6" },
      { "octaves", "1" },
      { "cellular-return", "edge" },
      { "cellular-jitter", "0.55" },
      { "seed", "2" },
      { "tileable", "true" } } },
  { "scales",
    N_ ("Scales"),
    N_ ("Overlapping round scales of a fish"),
    "Greens",
    { { "noise-type", "cellular" },
      { "dimensions", "2" },
      { "frequency", "10" },
      { "octaves", "1" },
      { "cellular-return", "f1" },
      { "cellular-jitter", "0.25" },
      { "reverse-gradient", "true" },
      { "seed", "4" },
      { "tileable", "true" } } },
  { "stained-glass",
    N_ ("Stained glass"),
    N_ ("Cells of flat, bright colours"),
    "Tropical Colors",
    { { "noise-type", "cellular" },
      { "dimensions", "2" },
      { "frequency", "7" },
      { "octaves", "1" },
      { "cellular-return", "cell-value" },
      { "seed", "9" },
      { "tileable", "true" },
      { "warp-mode", "independent" },
      { "warp-amount", "0.2" },
      { "warp-frequency", "3" } } },
  { "wood",
    N_ ("Wood"),
    N_ ("Growth rings: contours of slow noise folded back and forth"),
    "Wood 1",
    { { "noise-type", "simplex" },
      { "dimensions", "2" },
      { "frequency", "1" },
      { "octaves", "2" },
      { "persistence", "0.2" },
      { "fractal", "ping-pong" },
      { "ping-pong-strength", "10" },
      { "seed", "12" },
      { "tileable", "true" } } },
  { "lava",
    N_ ("Lava"),
    N_ ("Glowing cracks between dark crusts"),
    "Incandescent",
    { { "noise-type", "simplex" },
      { "dimensions", "2" },
      { "frequency", "2.5" },
      { "octaves", "6" },
      { "fractal", "ridged" },
      { "seed", "21" },
      { "tileable", "true" },
      { "warp-mode", "independent" },
      { "warp-amount", "0.6" },
      { "warp-frequency", "2" } } },
  { "smoke",
    N_ ("Smoke"),
    N_ ("Wisps of smoke, swirled by a deep warp"),
    "Cold Steel",
    { { "noise-type", "simplex" },
      { "dimensions", "2" },
      { "frequency", "2" },
      { "octaves", "6" },
      { "fractal", "turbulence" },
      { "seed", "14" },
      { "tileable", "true" },
      { "warp-mode", "progressive" },
      { "warp-amount", "1" },
      { "warp-frequency", "1.5" } } },
  { "mountains",
    N_ ("Mountain range"),
    N_ ("Sharp ridges of a ridged multifractal terrain"),
    "Horizon 1",
    { { "noise-type", "simplex" },
      { "dimensions", "2" },
      { "frequency", "2.5" },
      { "octaves", "8" },
      { "fractal", "ridged-multifractal" },
      { "fractal-offset", "1" },
      { "fractal-gain", "2" },
      { "seed", "4" },
      { "tileable", "true" } } },
  { "canyon",
    N_ ("Canyon terraces"),
    N_ ("Bands of rock round the contours of a slow terrain"),
    "Browns",
    { { "noise-type", "simplex" },
      { "dimensions", "2" },
      { "frequency", "1.5" },
      { "octaves", "3" },
      { "persistence", "0.25" },
      { "fractal", "ping-pong" },
      { "ping-pong-strength", "3" },
      { "seed", "17" },
      { "tileable", "true" } } },
  { "eroded-mountains",
    N_ ("Eroded mountains"),
    N_ ("A smooth range carved by branching gullies (erosion)"),
    "Land and Sea",
    { { "noise-type", "simplex" },
      { "dimensions", "2" },
      { "frequency", "2" },
      { "octaves", "2" },
      { "seed", "4" },
      { "tileable", "true" },
      { "erosion-strength", "0.35" },
      { "erosion-scale", "0.5" },
      { "erosion-octaves", "6" } } },
  { "badlands",
    N_ ("Badlands"),
    N_ ("Bare hills gullied to their tops, with sharp ridges (erosion)"),
    "Browns",
    { { "noise-type", "perlin" },
      { "dimensions", "2" },
      { "frequency", "1.5" },
      { "octaves", "2" },
      { "seed", "21" },
      { "tileable", "true" },
      { "erosion-strength", "0.5" },
      { "erosion-scale", "0.6" },
      { "erosion-octaves", "5" },
      { "erosion-gully-weight", "0.9" },
      { "erosion-onset", "4" },
      { "erosion-ridge-rounding", "0" } } },
  { "caustics",
    N_ ("Caustics"),
    N_ ("Rippling light on the floor of a pool"),
    "Deep Sea",
    { { "noise-type", "simplex" },
      { "dimensions", "2" },
      { "frequency", "3" },
      { "octaves", "2" },
      { "persistence", "0.4" },
      { "fractal", "ridged" },
      { "seed", "7" },
      { "tileable", "true" },
      { "warp-mode", "independent" },
      { "warp-amount", "0.5" },
      { "warp-frequency", "2" } } },
  { "rust",
    N_ ("Rust and grunge"),
    N_ ("Grimy, corroded blotches, rough at every scale"),
    "Golden",
    { { "noise-type", "perlin" },
      { "dimensions", "2" },
      { "frequency", "4" },
      { "octaves", "9" },
      { "persistence", "0.65" },
      { "fractal", "turbulence" },
      { "seed", "23" },
      { "tileable", "true" } } },
  { "planet",
    N_ ("Planet"),
    N_ ("Continents and seas on a sphere, as an equirectangular map"),
    "Land and Sea",
    { { "noise-type", "simplex" },
      { "frequency", "5" },
      { "octaves", "8" },
      { "fractal", "hetero-terrain" },
      { "fractal-offset", "0.2" },
      { "seed", "12" },
      { "planet", "true" } } },
  { "stone-tile",
    N_ ("Seamless stone tile"),
    N_ ("Worn, flecked stone that repeats without a seam"),
    "Cold Steel 2",
    { { "noise-type", "simplex" },
      { "dimensions", "2" },
      { "frequency", "3" },
      { "octaves", "9" },
      { "persistence", "0.6" },
      { "seed", "31" },
      { "tileable", "true" },
      { "warp-mode", "independent" },
      { "warp-type", "cellular" },
      { "warp-amount", "0.3" },
      { "warp-frequency", "6" },
      { "warp-octaves", "2" } } },
  { "wood-rings",
    N_ ("Wood rings"),
    N_ ("Growth rings of a wave, each with a hard edge, gently warped"),
    "Wood 1",
    { { "noise-type", "wave" },
      { "dimensions", "2" },
      { "frequency", "16" },
      { "octaves", "1" },
      { "wave-shape", "rings-z" },
      { "wave-profile", "saw" },
      { "tileable", "true" },
      { "warp-mode", "independent" },
      { "warp-amount", "1.5" },
      { "warp-frequency", "1.5" },
      { "warp-octaves", "4" },
      { "warp-seed", "4" } } },
  { "marble-veins",
    N_ ("Marble veins"),
    N_ ("Diagonal bands of a wave, folded by a turbulent warp"),
    "Cold Steel",
    { { "noise-type", "wave" },
      { "dimensions", "2" },
      { "frequency", "2" },
      { "octaves", "2" },
      { "fractal", "ridged" },
      { "wave-shape", "bands-diagonal" },
      { "tileable", "true" },
      { "warp-mode", "independent" },
      { "warp-amount", "0.35" },
      { "warp-frequency", "2" },
      { "warp-octaves", "6" },
      { "warp-seed", "9" } } },
  { "brushed-metal",
    N_ ("Brushed metal"),
    N_ ("Fine Gabor streaks, nearly all one way, in grey"),
    "Brushed Aluminium",
    { { "noise-type", "gabor" },
      { "dimensions", "2" },
      { "frequency", "10" },
      { "octaves", "3" },
      { "persistence", "0.45" },
      { "gabor-frequency", "8" },
      { "gabor-anisotropy", "0.93" },
      { "gabor-orientation", "90" },
      { "seed", "5" },
      { "tileable", "true" } } },
  { "fabric",
    N_ ("Fabric"),
    N_ ("Threads of Gabor phasor stripes, even in contrast, gently "
        "warped"),
    "Browns",
    { { "noise-type", "gabor" },
      { "dimensions", "2" },
      { "frequency", "8" },
      { "octaves", "1" },
      { "gabor-mode", "phasor" },
      { "wave-profile", "triangle" },
      { "gabor-frequency", "3" },
      { "gabor-anisotropy", "0.85" },
      { "gabor-orientation", "0" },
      { "seed", "8" },
      { "tileable", "true" },
      { "warp-mode", "independent" },
      { "warp-amount", "0.2" },
      { "warp-frequency", "3" },
      { "warp-octaves", "2" },
      { "warp-seed", "2" } } },
  { "swirled-metal",
    N_ ("Swirled metal"),
    N_ ("Gabor streaks turned by a field of simplex noise: brushed metal "
        "that swirls"),
    "Brushed Aluminium",
    { { "noise-type", "gabor" },
      { "dimensions", "2" },
      { "frequency", "6" },
      { "octaves", "2" },
      { "persistence", "0.45" },
      { "gabor-frequency", "6" },
      { "gabor-anisotropy", "0.97" },
      { "gabor-orientation", "90" },
      { "seed", "5" },
      { "tileable", "true" },
      { "warp-mode", "orientation" },
      { "warp-amount", "0.6" },
      { "warp-frequency", "2" },
      { "warp-octaves", "2" },
      { "warp-seed", "3" } } },
  { "zebra",
    N_ ("Zebra stripes"),
    N_ ("Gabor phasor stripes of even contrast, each turned by a field of "
        "simplex noise"),
    "Cold Steel 2",
    { { "noise-type", "gabor" },
      { "dimensions", "2" },
      { "frequency", "6" },
      { "octaves", "1" },
      { "gabor-mode", "phasor" },
      { "gabor-frequency", "3" },
      { "gabor-anisotropy", "1" },
      { "seed", "2" },
      { "tileable", "true" },
      { "warp-mode", "orientation" },
      { "warp-amount", "1.2" },
      { "warp-frequency", "1" },
      { "warp-octaves", "2" },
      { "warp-seed", "6" } } },
};

int
noise_looks_count (void)
{
  return (int) G_N_ELEMENTS (looks);
}

const NoiseLook *
noise_look (int index)
{
  g_return_val_if_fail (index >= 0 && index < noise_looks_count (), NULL);
  return &looks[index];
}

const NoiseLook *
noise_look_by_nick (const char *nick)
{
  for (int i = 0; nick && i < noise_looks_count (); i++)
    if (strcmp (looks[i].nick, nick) == 0)
      return &looks[i];
  return NULL;
}

/* A setting of the table, as a look reads it. */
typedef struct
{
  const char *arg, *prop;
  NoiseKind kind;
  NoiseChoices choices;
  double min, max, def;
} Entry;

#define ENTRY(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN, UI_MAX,     \
              UI_LOG, UNIT, APPLIES, FIELD, CHOICES)                           \
  { ARG, #PROP, NOISE_KIND_##KIND, NOISE_CHOICES_##CHOICES, MIN, MAX, DEF },
static const Entry entries[] = { NOISE_SETTINGS (ENTRY) };
#undef ENTRY
#define N_ENTRIES G_N_ELEMENTS (entries)

static GQuark
looks_error (void)
{
  return g_quark_from_static_string ("noise-looks-error");
}

/* text as a value of entry e (a choice's id, a boolean's 0 or 1), in its
 * range. */
static gboolean
parse (const Entry *e, const char *text, double *out)
{
  char *end = NULL;
  gint64 i;

  switch (e->kind)
    {
    case NOISE_KIND_DOUBLE:
      *out = g_ascii_strtod (text, &end);
      return end != text && *end == '\0' && isfinite (*out) && *out >= e->min
             && *out <= e->max;
    case NOISE_KIND_INT:
    case NOISE_KIND_SEED:
      if (!g_ascii_string_to_signed (text, 10, (gint64) e->min, (gint64) e->max,
                                     &i, NULL))
        return FALSE;
      *out = (double) i;
      return TRUE;
    case NOISE_KIND_BOOLEAN:
      *out = strcmp (text, "true") == 0;
      return *out || strcmp (text, "false") == 0;
    case NOISE_KIND_CHOICE:
      *out = noise_choices_id (e->choices, text);
      return *out >= 0;
    }
  return FALSE;
}

/* Every setting's value for the look, in the table's order: its own or
 * the default. */
static gboolean
resolve (const NoiseLook *look, double values[N_ENTRIES], GError **error)
{
  for (gsize e = 0; e < N_ENTRIES; e++)
    values[e] = entries[e].def;
  for (const NoiseLookSetting *s = look->settings; s->arg; s++)
    {
      gsize e = 0;

      while (e < N_ENTRIES && strcmp (entries[e].arg, s->arg) != 0)
        e++;
      if (e == N_ENTRIES || !s->value
          || !parse (&entries[e], s->value, &values[e]))
        {
          g_set_error (error, looks_error (), 0,
                       e == N_ENTRIES
                           ? "look '%s': '%s' is no setting of the table"
                           : "look '%s': '%s' has no value in its range",
                       look->nick, s->arg);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
noise_look_values (const NoiseLook *look, NoiseSettingValues *v, GError **error)
{
  double values[N_ENTRIES];
  gsize e = 0;

  if (!resolve (look, values, error))
    return FALSE;
  memset (v, 0, sizeof *v);
  noise_canvas_settings_init (&v->canvas);
  /* Doubles rounded to float, as noise_settings_from_object reads them. */
#define ASSIGN(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN, UI_MAX,    \
               UI_LOG, UNIT, APPLIES, FIELD, CHOICES)                          \
  v->FIELD = NOISE_KIND_##KIND == NOISE_KIND_DOUBLE                            \
                 ? (double) (float) values[e++]                                \
                 : (int) values[e++];
  NOISE_SETTINGS (ASSIGN)
#undef ASSIGN
  return TRUE;
}

/* Sets property name of object to x, a value of entry e, in the
 * property's own type: a double, an int, an uint (GEGL's seed), a
 * boolean, an enum or a choice's nick. */
static void
set_value (GObject *object, const char *name, const Entry *e, double x)
{
  GParamSpec *pspec
      = g_object_class_find_property (G_OBJECT_GET_CLASS (object), name);
  GValue value = G_VALUE_INIT;
  GType type;

  g_return_if_fail (pspec != NULL);
  type = G_PARAM_SPEC_VALUE_TYPE (pspec);
  g_value_init (&value, type);
  if (type == G_TYPE_DOUBLE)
    g_value_set_double (&value, x);
  else if (type == G_TYPE_INT)
    g_value_set_int (&value, (int) x);
  else if (type == G_TYPE_UINT)
    g_value_set_uint (&value, (guint) x);
  else if (type == G_TYPE_BOOLEAN)
    g_value_set_boolean (&value, x != 0.0);
  else if (G_TYPE_IS_ENUM (type))
    g_value_set_enum (&value, (int) x);
  else if (type == G_TYPE_STRING)
    g_value_set_string (&value, noise_choices_value (e->choices, (int) x).nick);
  else
    g_warn_if_reached ();
  if (G_IS_VALUE (&value))
    g_object_set_property (object, name, &value);
  g_value_unset (&value);
}

gboolean
noise_look_apply (const NoiseLook *look, GObject *object, gboolean by_property,
                  GError **error)
{
  double values[N_ENTRIES];

  if (!resolve (look, values, error))
    return FALSE;
  g_object_freeze_notify (object);
  for (gsize e = 0; e < N_ENTRIES; e++)
    set_value (object,
               by_property ? noise_setting_dashed (entries[e].prop)
                           : entries[e].arg,
               &entries[e], values[e]);
  g_object_thaw_notify (object);
  return TRUE;
}
