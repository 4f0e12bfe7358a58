/* refusal.c — the translated message of each refusal of the render layer
 * (refusal.h), from its record alone: nothing is prepared or computed
 * again. */
#include <glib/gi18n-lib.h>
#include <limits.h>

#include "refusal.h"
#include "settings.h"

/* The core's objection (NOISE_CANVAS_ERROR_NOISE). */
static gchar *
noise_message (const NoiseRefusal *r, const NoiseCanvasSettings *s)
{
  const char *nick = noise_type_info (s->noise.type)
                         ? noise_type_info (s->noise.type)->nick
                         : "?";
  gchar *range, *message;

  switch (r->status)
    {
    case NOISE_ERROR_DIMENSIONS:
      range = noise_type_dimensions (s->noise.type);
      message = g_strdup_printf (
          _ ("Argument 'dimensions' is %d, but noise type '%s' exists in %s "
             "dimensions only."),
          (int) r->value, nick, range);
      g_free (range);
      return message;
    case NOISE_ERROR_NOT_PERIODIC:
      return g_strdup_printf (
          _ ("Noise type '%s' cannot tile or loop: it reproduces a "
             "published reference that has no periodic form; use "
             "'simplex' or 'simplex-value' for seamless tiles and loops."),
          nick);
    case NOISE_ERROR_TOP_FREQUENCY:
      /* Detail, when set, replaces octaves: the message names it. */
      return g_strdup_printf (
          r->field == NOISE_FIELD_INDEX_detail
              ? _ ("The last octave's frequency (frequency x "
                   "lacunarity^(ceil(detail) - 1) = %g) is over %g; lower "
                   "'frequency', 'lacunarity' or 'detail'.")
              : _ ("The last octave's frequency (frequency x "
                   "lacunarity^(octaves - 1) = %g) is over %g; lower "
                   "'frequency', 'lacunarity' or 'octaves'."),
          r->value, r->limit);
    case NOISE_ERROR_WARP_TOP_FREQUENCY:
      return g_strdup_printf (
          _ ("The warp's last octave's frequency (warp-frequency x "
             "lacunarity^(warp-octaves - 1) = %g) is over %g; lower "
             "'warp-frequency', 'lacunarity' or 'warp-octaves'."),
          r->value, r->limit);
    case NOISE_ERROR_LOOP:
      /* Its cells over an int: the finest octave's loop (the warp's, whose
       * octaves can be finer, says so through the same field). */
      if (r->field == NOISE_FIELD_INDEX_loop_length && r->limit == INT_MAX)
        return g_strdup_printf (
            _ ("The loop holds %g cells of the finest octave (loop-length x "
               "lacunarity^(octaves - 1), or the warp's), over %g; lower "
               "'loop-length', 'lacunarity' or the octaves."),
            r->value, r->limit);
      break;
    case NOISE_ERROR_TILE:
      /* A tile's whole cells at the finest octave: over an int, or (Value,
       * Perlin) so many per noise unit that the lattice cannot hold them. */
      if (r->field == NOISE_FIELD_INDEX_tile && r->limit == INT_MAX)
        return g_strdup_printf (
            _ ("A tile holds %g cells of the finest octave, over %g; lower "
               "'frequency', 'lacunarity' or the octaves."),
            r->value, r->limit);
      if (r->field == NOISE_FIELD_INDEX_tile && r->limit == NOISE_MAX_FREQUENCY)
        return g_strdup_printf (
            _ ("Tiled, the finest octave has %g cells per unit, over %g; "
               "lower 'frequency', 'lacunarity' or the octaves."),
            r->value, r->limit);
      break;
    case NOISE_ERROR_FLAT:
      return g_strdup (
          _ ("These settings give a flat layer: its values do not vary, so "
             "levels 'fill' has nothing to stretch.  Change the settings, "
             "or choose levels 'bounds' to render the flat layer."));
    case NOISE_ERROR_EROSION:
      if (r->field == NOISE_FIELD_INDEX_erosion_strength && r->value > 0.0
          && r->limit == 0.0)
        return g_strdup (
            _ ("Erosion carves gullies down the slopes of a plane, and 1D "
               "noise has none: set 'dimensions' to 2 or more, or "
               "'erosion-strength' to 0."));
      /* Out of range: only the core's callers can get here. */
      break;
    case NOISE_ERROR_WAVE:
      if (s->planet)
        return g_strdup (
            _ ("Spherical rings on a planet map are centred on the sphere, "
               "which they would paint one value all over: choose another "
               "'wave-shape' or turn off 'planet'."));
      if (r->field == NOISE_FIELD_INDEX_wave_shape && r->limit >= 1.0
          && noise_wave_shape_info ((NoiseWaveShape) r->value))
        return g_strdup_printf (
            _ ("Wave shape '%s' runs along an axis that %dD noise does not "
               "have, which would give a flat layer: set 'dimensions' to %d "
               "or more, or choose another 'wave-shape'."),
            noise_wave_shape_info ((NoiseWaveShape) r->value)->nick,
            s->noise.dimensions, (int) r->limit);
      /* Out of range: only the core's callers can get here. */
      break;
    case NOISE_ERROR_WARP_ORIENTATION:
      return g_strdup_printf (
          _ ("Warp mode 'orientation' turns the stripes of Gabor noise in 2D "
             "or 3D, and %dD noise of type '%s' has none to turn: choose "
             "'noise-type' 'gabor' in 2 or 3 dimensions, or another "
             "'warp-mode'."),
          s->planet ? 3 : s->noise.dimensions, nick);
    default:
      /* The settings' ranges exclude every other status. */
      break;
    }
  return g_strdup_printf (_ ("Invalid noise settings: %s."),
                          noise_status_string (r->status));
}

/* The offsets that are set, quoted with their values: "'offset-x' 1000,
 * 'offset-y' -3"; 'offset-x' alone when none is (a planet's centre). */
static gchar *
offsets_set (const NoiseCanvasRefusal *r, const NoiseCanvasSettings *s)
{
  static const char *const names[4]
      = { "offset-x", "offset-y", "offset-z", "offset-w" };
  GString *set = g_string_new (NULL);

  for (int a = 0; a < 4; a++)
    if (r->offsets_set & (1u << a))
      g_string_append_printf (set, "%s'%s' %g", set->len ? ", " : "", names[a],
                              s->offset[a]);
  if (!set->len)
    g_string_append (set, "'offset-x'");
  return g_string_free (set, FALSE);
}

/* NOISE_CANVAS_ERROR_PRECISION, by its cause. */
static gchar *
precision_message (const NoiseCanvasRefusal *r, const NoiseCanvasSettings *s)
{
  /* The noise's finest cells, or the warp's (lattice 2): the same words
   * about the other settings. */
  int warp = r->lattice == 2;
  double frequency = warp ? s->noise.warp_frequency : s->noise.frequency;
  double lacunarity = s->noise.lacunarity;
  int octaves = warp ? s->noise.warp_octaves : noise_octave_count (&s->noise);
  gchar *set, *message;

  switch (r->precision)
    {
    case NOISE_CANVAS_PRECISION_SIZE:
      return g_strdup_printf (
          warp ? _ ("Settings 'warp-frequency' %g, 'lacunarity' %g and "
                    "'warp-octaves' %d are too fine for %d x %d pixels: at "
                    "the far edge the warp's finest cells lie beyond what "
                    "float precision resolves (2^23 cells); lower "
                    "'warp-frequency', 'lacunarity' or 'warp-octaves'.")
               : _ ("Settings 'frequency' %g, 'lacunarity' %g and 'octaves' "
                    "%d are too fine for %d x %d pixels: the far edge lies "
                    "beyond what float precision resolves (2^23 cells of the "
                    "finest octave); lower 'frequency', 'lacunarity' or "
                    "'octaves'."),
          frequency, lacunarity, octaves, r->width, r->height);
    case NOISE_CANVAS_PRECISION_OFFSETS:
      set = offsets_set (r, s);
      /* The offsets count cells of the noise's first octave: its
       * frequency scales them for the warp too. */
      message
          = warp ? g_strdup_printf (
                       _ ("Settings %s with 'frequency' %g, 'warp-frequency' "
                          "%g, 'lacunarity' %g and 'warp-octaves' %d put "
                          "pixels farther from the origin than float "
                          "precision resolves for the warp (2^23 cells of its "
                          "finest octave); move the offsets closer to 0, or "
                          "lower 'warp-frequency', 'lacunarity' or "
                          "'warp-octaves'."),
                       set, (double) s->noise.frequency, frequency, lacunarity,
                       octaves)
                 : g_strdup_printf (
                       _ ("Settings %s with 'frequency' %g, 'lacunarity' %g "
                          "and 'octaves' %d put pixels farther from the "
                          "origin than float precision resolves (2^23 "
                          "pixels, or 2^23 cells of the finest octave); move "
                          "the offsets closer to 0, or lower 'lacunarity' or "
                          "'octaves'."),
                       set, frequency, lacunarity, octaves);
      g_free (set);
      return message;
    default:
      return g_strdup (
          _ ("Pixels lie farther from the origin than float precision "
             "resolves (2^23 pixels, or 2^23 cells of the finest octave): "
             "bring the offsets, 'canvas-x' and 'canvas-y' closer to 0, "
             "lower 'frequency', 'lacunarity' or 'octaves', or make the "
             "canvas's height closer to its width."));
    }
}

gchar *
noise_refusal_message (const NoiseCanvasRefusal *r,
                       const NoiseCanvasSettings *settings)
{
  NoiseCanvasSettings defaults;
  const NoiseCanvasSettings *s = settings;
  const NoiseOutputInfo *output;

  if (!s)
    {
      noise_canvas_settings_init (&defaults);
      s = &defaults;
    }
  output = noise_output_info (s->output);

  switch (r->status)
    {
    case NOISE_CANVAS_ERROR_NOISE: return noise_message (&r->noise, s);
    case NOISE_CANVAS_ERROR_PRECISION: return precision_message (r, s);
    case NOISE_CANVAS_ERROR_EROSION:
      if (r->field == NOISE_CANVAS_FIELD_OUTPUT)
        return g_strdup (
            _ ("Argument 'output' is 'ridge-map', which shows erosion's "
               "drainage lines, but 'erosion-strength' is 0: raise it "
               "above 0, or choose another output."));
      if (r->field == NOISE_CANVAS_FIELD_PLANET)
        return g_strdup (
            _ ("Erosion carves gullies in a flat plane and cannot wrap a "
               "planet map: set 'erosion-strength' to 0, or turn 'planet' "
               "off."));
      return g_strdup_printf (
          _ ("Erosion carves gullies in the flat plane of the noise; "
             "argument '%s' tilts the canvas out of it: set it to 0, or "
             "'erosion-strength' to 0."),
          r->element == 0 ? "rotation-x" : "rotation-y");
    case NOISE_CANVAS_ERROR_PIXELS:
      if (r->field == NOISE_CANVAS_FIELD_OUTPUT && output)
        return g_strdup_printf (
            _ ("Argument 'output' is '%s', which needs an RGB image; this "
               "one is grayscale."),
            output->nick);
      if (r->field == NOISE_CANVAS_FIELD_GRADIENT && r->element >= 0)
        return g_strdup_printf (
            _ ("Argument 'gradient' has a colour component beyond +-%g, "
               "which the noise does not blend."),
            r->limit);
      break;
    default: break;
    }
  /* The settings' ranges, the drawable and the conflicts refused before
   * (a rotation with tiles) exclude every other status. */
  return g_strdup_printf (_ ("Invalid settings: %s."),
                          noise_canvas_status_string (r->status));
}

void
noise_refusal_beyond (NoiseCanvasRefusal *r, int width, int height)
{
  *r = (NoiseCanvasRefusal) { .status = NOISE_CANVAS_ERROR_PRECISION,
                              .noise = { NOISE_OK, -1, 0.0, 0.0 },
                              .field = NOISE_CANVAS_FIELD_NONE,
                              .element = -1,
                              .limit = NOISE_CANVAS_MAX_PIXELS,
                              .precision = NOISE_CANVAS_PRECISION_BEYOND,
                              .width = width,
                              .height = height };
}
