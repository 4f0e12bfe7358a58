/* settings.h — every setting of the noise, declared once: the one table
 * the procedure's arguments (plug-in/params.c), the GEGL operation's
 * properties (gegl/noise-op.c), the conversion of either to the render
 * layer's NoiseCanvasSettings (settings.c), the plug-in dialog's layout
 * (dialog-layout.h) and sensitivity and the operation's "sensitive" metas
 * derive from; the
 * drift test (tests/gegl/test-settings-drift.py) and the README check read
 * it from both sides.
 *
 * Each entry is
 *
 *   X (KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN, UI_MAX, UI_LOG,
 *      UNIT, APPLIES, FIELD, CHOICES)
 *
 *   KIND     DOUBLE, INT, BOOLEAN, SEED (an int 0..G_MAXINT; the operation
 *            makes it GEGL's seed), or CHOICE (values: CHOICES)
 *   ARG      the procedure's argument name (scripts and presets name it)
 *   PROP     the operation's property, as a C identifier (GObject names it
 *            with dashes; XCFs name it)
 *   LABEL    with its mnemonic (the operation's label drops it)
 *   HELP     the tooltip and PDB help; "%s" in it takes the dimensions
 *            every type has (noise_setting_help)
 *   MIN, MAX, DEF  range and default, exact: saved files depend on them
 *            (CHOICE: DEF is the default's id).  Where one is the core
 *            field's, the entry names it (NOISE_FIELD_MAX (lacunarity),
 *            core/noise.h); the others differ from the core's on purpose
 *            (float-safe minimums, a bounded loop length, six octaves)
 *   UI_MIN, UI_MAX, UI_LOG  the sliders' useful part (both dialogs)
 *   UNIT     the operation's "unit" meta, or NULL
 *   APPLIES  NoiseApplies: when the setting means something
 *   FIELD    where noise_canvas_settings_from_object puts it
 *
 * Names, ranges and defaults are promises to saved files: change one only
 * as a documented migration with its own test (tests/saved/README.md).
 * The lists below give the order each side declares them in (the
 * procedure's is its positional argument order; the operation's is the
 * order of GIMP's generated dialog): a new setting goes at the end of the
 * procedure's list.  The plug-in dialog's pages list them in
 * dialog-layout.h. */
#ifndef NOISE_RENDER_SETTINGS_H
#define NOISE_RENDER_SETTINGS_H

#include <glib-object.h>

#include "canvas.h"

/* The conditions under which a setting applies (all must hold). */
typedef enum
{
  NOISE_APPLIES_ALWAYS = 0,
  NOISE_APPLIES_DIMENSION_CHOICE = 1 << 0, /* the type has several */
  NOISE_APPLIES_TYPE_TILES = 1 << 1,       /* the type can tile */
  NOISE_APPLIES_TYPE_LOOPS = 1 << 2,       /* the type can loop */
  NOISE_APPLIES_NOT_TILEABLE = 1 << 3,     /* tileable is off */
  NOISE_APPLIES_GRADIENT = 1 << 4,         /* the output uses the gradient */
  NOISE_APPLIES_STRENGTH = 1 << 5,         /* the output uses the strength */
  NOISE_APPLIES_OCTAVES = 1 << 6,          /* more than one octave */
  NOISE_APPLIES_FRAMES = 1 << 7,           /* frames > 1 */
  NOISE_APPLIES_2D = 1 << 8,               /* dimensions >= 2 */
  NOISE_APPLIES_3D = 1 << 9,               /* dimensions >= 3 */
  NOISE_APPLIES_4D = 1 << 10,              /* dimensions >= 4 */
  /* A dialog keeps it sensitive while it is not at its default, so that
   * a value that does not apply can be reset. */
  NOISE_APPLIES_OR_WHILE_SET = 1 << 11,
  NOISE_APPLIES_CELLULAR = 1 << 12,  /* the type, or a warp's, is cellular */
  NOISE_APPLIES_MINKOWSKI = 1 << 13, /* the metric is Minkowski's */
  NOISE_APPLIES_SMOOTH_F1 = 1 << 14, /* the cellular return is smooth F1 */
  /* The fractal mode reads it: the core's NOISE_FRACTAL_USES_ flags
   * (noise_fractal_parameters), shifted to bits 15-19. */
  NOISE_APPLIES_FRACTAL_OFFSET = NOISE_FRACTAL_USES_OFFSET << 15,
  NOISE_APPLIES_FRACTAL_GAIN = NOISE_FRACTAL_USES_GAIN << 15,
  NOISE_APPLIES_PING_PONG_STRENGTH = NOISE_FRACTAL_USES_PING_PONG_STRENGTH
                                     << 15,
  NOISE_APPLIES_WEIGHTED_STRENGTH = NOISE_FRACTAL_USES_WEIGHTED_STRENGTH << 15,
  NOISE_APPLIES_NORMALIZE = NOISE_FRACTAL_USES_NORMALIZE << 15,
  NOISE_APPLIES_NO_DETAIL = 1 << 20, /* detail is 0 (octaves count) */
  NOISE_APPLIES_TYPE_3D = 1 << 21,   /* the type has a 3D form */
  /* Not a planet map.  GIMP's "sensitive" syntax has one condition only,
   * so the operation's meta says this only for a setting with no other
   * condition; the plug-in dialog checks every condition. */
  NOISE_APPLIES_NOT_PLANET = 1 << 22,
  NOISE_APPLIES_WARP = 1 << 23, /* a warp mode is set */
  /* The noise or its warp sums more than one octave (the warp takes the
   * noise's lacunarity and persistence). */
  NOISE_APPLIES_SUMS = 1 << 24,
  /* Levels are NOISE_LEVELS_BOUNDS.  Said in the operation's meta only
   * for a setting with no other condition, as NOT_PLANET. */
  NOISE_APPLIES_BOUNDS = 1 << 25,
  /* Erosion is on (erosion-strength above 0).  GIMP's "sensitive" syntax
   * cannot say it of a number: the plug-in dialog alone greys by it. */
  NOISE_APPLIES_EROSION = 1 << 26,
  NOISE_APPLIES_WAVE = 1 << 27,  /* the type, or a warp's, is wave */
  NOISE_APPLIES_GABOR = 1 << 28, /* the type, or a warp's, is gabor */
  /* The wave profile is read: the type (or a warp's) is wave, or gabor in
   * the phasor mode.  GIMP's "sensitive" syntax says only the type part
   * (wave or gabor); the plug-in dialog checks the mode too. */
  NOISE_APPLIES_PROFILE = 1 << 29
} NoiseApplies;

/* clang-format off */
#define NOISE_TYPES_DIMENSIONS                                               \
  N_ ("Dimensions of the noise: 1 makes stripes, 2 a plane, 3 and 4 a "     \
      "slice through space (%s)")

#define NOISE_SETTING_NOISE_TYPE(X)                                          \
  X (CHOICE, "noise-type", type, N_ ("_Noise type"),                         \
     N_ ("The noise algorithm"), 0, 0, NOISE_SIMPLEX, 0, 0, FALSE, NULL,     \
     NOISE_APPLIES_ALWAYS, canvas.noise.type, type)
#define NOISE_SETTING_DIMENSIONS(X)                                          \
  X (INT, "dimensions", dimensions, N_ ("_Dimensions"),                      \
     NOISE_TYPES_DIMENSIONS, 1, 4, 3, 1, 4, FALSE, NULL,                     \
     NOISE_APPLIES_DIMENSION_CHOICE | NOISE_APPLIES_NOT_PLANET,              \
     canvas.noise.dimensions, none)
/* A minimum that both x and x rounded to float satisfy: the render layer
 * takes floats, and an XCF keeps a filter's double properties as floats,
 * so float (0.01), just below 0.01, must be in range when a file comes
 * back, and so must 0.1, just below float (0.1), when a script sets it
 * (issue 21).  Every other end is exact as a float. */
#define NOISE_FLOAT_SAFE_MIN(x)                                              \
  ((double) (float) (x) < (x) ? (double) (float) (x) : (x))

#define NOISE_SETTING_FREQUENCY(X)                                           \
  X (DOUBLE, "frequency", frequency, N_ ("_Frequency"),                      \
     N_ ("Lattice cells across the canvas width for the first octave"),      \
     NOISE_FLOAT_SAFE_MIN (0.01), NOISE_FIELD_MAX (frequency),               \
     NOISE_FIELD_DEFAULT (frequency),                                        \
     0.25, 128.0,                                                            \
     TRUE, NULL,                                                             \
     NOISE_APPLIES_ALWAYS, canvas.noise.frequency, none)
#define NOISE_SETTING_OCTAVES(X)                                             \
  X (INT, "octaves", octaves, N_ ("Octa_ves"),                               \
     N_ ("How many layers of detail are summed"), 1, NOISE_MAX_OCTAVES, 6,   \
     1, NOISE_MAX_OCTAVES, FALSE, NULL, NOISE_APPLIES_NO_DETAIL,             \
     canvas.noise.octaves, none)
#define NOISE_SETTING_LACUNARITY(X)                                          \
  X (DOUBLE, "lacunarity", lacunarity, N_ ("Detail scale"),                  \
     N_ ("How much finer each octave is than the one before: the "           \
         "frequency factor between octaves (lacunarity)"),                   \
     NOISE_FIELD_MIN (lacunarity), NOISE_FIELD_MAX (lacunarity),             \
     NOISE_FIELD_DEFAULT (lacunarity),                                       \
     1.0, 4.0, FALSE, NULL, NOISE_APPLIES_SUMS, canvas.noise.lacunarity, none)
#define NOISE_SETTING_PERSISTENCE(X)                                         \
  X (DOUBLE, "persistence", persistence, N_ ("Ro_ughness"),                  \
     N_ ("How strongly the finer octaves show: the amplitude factor "        \
         "between octaves (persistence)"),                                   \
     NOISE_FIELD_MIN (persistence), NOISE_FIELD_MAX (persistence),           \
     NOISE_FIELD_DEFAULT (persistence),                                      \
     0.0, 1.0, FALSE, NULL, NOISE_APPLIES_SUMS, canvas.noise.persistence, none)
#define NOISE_SETTING_FRACTAL(X)                                             \
  X (CHOICE, "fractal", fractal, N_ ("Fractal _mode"),                       \
     N_ ("How the octaves are combined"), 0, 0, NOISE_FRACTAL_FBM, 0, 0,     \
     FALSE, NULL, NOISE_APPLIES_ALWAYS, canvas.noise.fractal, fractal)
#define NOISE_SETTING_SEED(X)                                                \
  X (SEED, "seed", seed, N_ ("S_eed"),                                       \
     N_ ("Random seed; 0 reproduces the published permutation table"), 0,    \
     G_MAXINT, 0, 0, G_MAXINT, FALSE, NULL, NOISE_APPLIES_ALWAYS,            \
     canvas.noise.seed, none)
#define NOISE_SETTING_DECORRELATE_OCTAVES(X)                                 \
  X (BOOLEAN, "decorrelate-octaves", decorrelate_octaves,                    \
     N_ ("Misalign oct_aves"),                                               \
     N_ ("Shift each octave so their features do not line up at the "       \
         "origin (decorrelate octaves); off reproduces the published "       \
         "fractal sum exactly"),                                             \
     FALSE, TRUE, TRUE, 0, 0, FALSE, NULL, NOISE_APPLIES_OCTAVES,            \
     canvas.noise.decorrelate_octaves, none)
#define NOISE_SETTING_OFFSET(X, ARG, PROP, LABEL, HELP, APPLIES, A)          \
  X (DOUBLE, ARG, PROP, LABEL, HELP, -1e4, 1e4, 0.0, -64.0, 64.0, FALSE,     \
     NULL, APPLIES, canvas.offset[A], none)
#define NOISE_SETTING_ROTATION(X, ARG, PROP, LABEL, HELP, A)                 \
  X (DOUBLE, ARG, PROP, LABEL, HELP, -360.0, 360.0, 0.0, -180.0, 180.0,      \
     FALSE, "degree", NOISE_APPLIES_NOT_TILEABLE, canvas.rotation[A], none)
#define NOISE_SETTING_OFFSETS(X)                                             \
  NOISE_SETTING_OFFSET (X, "offset-x", offset_x, N_ ("Offset _X"),           \
    N_ ("Moves the pattern along x, in cells"), NOISE_APPLIES_ALWAYS, 0)     \
  NOISE_SETTING_OFFSET (X, "offset-y", offset_y, N_ ("Offset _Y"),           \
    N_ ("Moves the pattern along y, in cells"), NOISE_APPLIES_2D, 1)         \
  NOISE_SETTING_OFFSET (X, "offset-z", offset_z, N_ ("Offset _Z"),           \
    N_ ("Position of the slice along z (3D and 4D), in cells"),              \
    NOISE_APPLIES_3D, 2)                                                     \
  NOISE_SETTING_OFFSET (X, "offset-w", offset_w, N_ ("Offset _W"),           \
    N_ ("Position of the slice along w (4D), in cells"), NOISE_APPLIES_4D,   \
    3)
#define NOISE_SETTING_TILTS(X)                                               \
  NOISE_SETTING_ROTATION (X, "rotation-x", rotation_x, N_ ("_Tilt about X"), \
    N_ ("Tilts the sampling plane about the x axis, in degrees"), 0)         \
  NOISE_SETTING_ROTATION (X, "rotation-y", rotation_y, N_ ("Tilt a_bout Y"), \
    N_ ("Tilts the sampling plane about the y axis, in degrees"), 1)
#define NOISE_SETTING_ROTATION_Z(X)                                          \
  NOISE_SETTING_ROTATION (X, "rotation-z", rotation_z, N_ ("Rotat_ion"),     \
    N_ ("Turns the pattern in the image plane, in degrees"), 2)
#define NOISE_SETTING_REVERSE_GRADIENT(X)                                    \
  X (BOOLEAN, "reverse-gradient", reverse_gradient, N_ ("Reverse gradient"), \
     N_ ("Use the gradient from right to left"), FALSE, TRUE, FALSE, 0, 0,   \
     FALSE, NULL, NOISE_APPLIES_GRADIENT, reverse_gradient, none)
#define NOISE_SETTING_OUTPUT(X)                                              \
  X (CHOICE, "output", output_type, N_ ("Output"),                           \
     N_ ("What the pixels hold"), 0, 0, NOISE_OUTPUT_COLOUR, 0, 0, FALSE,    \
     NULL, NOISE_APPLIES_ALWAYS, canvas.output, output)
#define NOISE_SETTING_TILEABLE(X)                                            \
  X (BOOLEAN, "tileable", tileable, N_ ("T_ileable"),                        \
     N_ ("Make the result repeat seamlessly left to right and top to "       \
         "bottom, normal maps included (no rotation; Value and Perlin round "\
         "the frequency to whole cells, the simplex types use their 4D "     \
         "form)"),                                                           \
     FALSE, TRUE, FALSE, 0, 0, FALSE, NULL,                                  \
     NOISE_APPLIES_TYPE_TILES | NOISE_APPLIES_NOT_PLANET                     \
     | NOISE_APPLIES_OR_WHILE_SET, canvas.tileable, none)
#define NOISE_SETTING_FRAMES(X)                                              \
  X (INT, "frames", frames, N_ ("Frames"),                                   \
     N_ ("Render this many layers that move the noise around a closed "      \
         "loop (an animation that repeats smoothly); 1 renders one layer"),  \
     1, 1000, 1, 1, 100, FALSE, NULL,                                        \
     NOISE_APPLIES_TYPE_LOOPS | NOISE_APPLIES_OR_WHILE_SET, canvas.frames, none)
#define NOISE_SETTING_LOOP_LENGTH(X)                                         \
  X (DOUBLE, "loop-length", loop_length, N_ ("Loop length"),                 \
     N_ ("How far the noise travels in one loop of the animation, in "       \
         "cells"),                                                           \
     NOISE_FLOAT_SAFE_MIN (0.1), 1000.0, NOISE_FIELD_DEFAULT (loop_length),  \
     0.1, 16.0, TRUE, NULL,                                                  \
     NOISE_APPLIES_TYPE_LOOPS | NOISE_APPLIES_FRAMES, canvas.noise.loop_length,     \
     none)
#define NOISE_SETTING_NORMAL_STRENGTH(X)                                     \
  X (DOUBLE, "normal-strength", normal_strength, N_ ("Normal strength"),     \
     N_ ("Steepness of the normal map, speed of the flow map: 1 makes a "    \
         "slope of one unit per cell (half the noise range) 45 degrees, or "  \
         "full speed"),                                                      \
     0.0, 100.0, 1.0, 0.0, 10.0, FALSE, NULL, NOISE_APPLIES_STRENGTH,        \
     canvas.normal_strength, none)

/* Cellular noise's own settings (core/noise.h, CELLULAR). */
#define NOISE_SETTING_CELLULAR_RETURN(X)                                     \
  X (CHOICE, "cellular-return", cellular_return, N_ ("Cell _return"),        \
     N_ ("What cellular noise measures from the feature points"), 0, 0,      \
     NOISE_CELLULAR_F1, 0, 0, FALSE, NULL, NOISE_APPLIES_CELLULAR,           \
     canvas.noise.cellular_return, cellular_return)
#define NOISE_SETTING_CELLULAR_METRIC(X)                                     \
  X (CHOICE, "cellular-metric", cellular_metric, N_ ("Distance metri_c"),    \
     N_ ("How cellular noise measures distance: the shape of its cells"),    \
     0, 0, NOISE_METRIC_EUCLIDEAN, 0, 0, FALSE, NULL,                        \
     NOISE_APPLIES_CELLULAR, canvas.noise.metric, metric)
#define NOISE_SETTING_MINKOWSKI_EXPONENT(X)                                  \
  X (DOUBLE, "minkowski-exponent", minkowski_exponent,                       \
     N_ ("Cell sha_pe"),                                                     \
     N_ ("The Minkowski metric's exponent: stars below 1, diamonds at 1, "   \
         "circles at 2, towards squares above (Minkowski exponent)"),        \
     NOISE_FIELD_MIN (minkowski_exponent), NOISE_FIELD_MAX (minkowski_exponent), \
     NOISE_FIELD_DEFAULT (minkowski_exponent),                               \
     NOISE_MIN_EXPONENT,                                                     \
     NOISE_MAX_EXPONENT, TRUE, NULL,                                         \
     NOISE_APPLIES_CELLULAR | NOISE_APPLIES_MINKOWSKI,                       \
     canvas.noise.minkowski_exponent, none)
#define NOISE_SETTING_CELLULAR_JITTER(X)                                     \
  X (DOUBLE, "cellular-jitter", cellular_jitter, N_ ("Randomness"),          \
     N_ ("How far the feature points move from their cells' centres: 0 "     \
         "makes a regular grid, 1 scatters them anywhere in the cell "       \
         "(jitter)"),                                                        \
     NOISE_FIELD_MIN (jitter), NOISE_FIELD_MAX (jitter),                     \
     NOISE_FIELD_DEFAULT (jitter),                                           \
     0.0, 1.0, FALSE, NULL, NOISE_APPLIES_CELLULAR,                          \
     canvas.noise.jitter, none)
#define NOISE_SETTING_CELLULAR_SMOOTHNESS(X)                                 \
  X (DOUBLE, "cellular-smoothness", cellular_smoothness,                     \
     N_ ("Smoot_hness"),                                                     \
     N_ ("How smoothly smooth F1 blends the nearest feature points: 0 is "   \
         "F1"),                                                              \
     NOISE_FIELD_MIN (smoothness), NOISE_FIELD_MAX (smoothness),             \
     NOISE_FIELD_DEFAULT (smoothness),                                       \
     0.0, 1.0, FALSE, NULL,                                                  \
     NOISE_APPLIES_CELLULAR | NOISE_APPLIES_SMOOTH_F1,                       \
     canvas.noise.smoothness, none)
/* The wave's own settings (core/noise.h, WAVE). */
#define NOISE_SETTING_WAVE_SHAPE(X)                                          \
  X (CHOICE, "wave-shape", wave_shape, N_ ("Wave _shape"),                   \
     N_ ("Bands along an axis or across the diagonal, or rings around an "   \
         "axis or the origin"),                                              \
     0, 0, NOISE_WAVE_BANDS_X, 0, 0, FALSE, NULL, NOISE_APPLIES_WAVE,        \
     canvas.noise.wave_shape, wave_shape)
#define NOISE_SETTING_WAVE_PROFILE(X)                                        \
  X (CHOICE, "wave-profile", wave_profile, N_ ("Wave pr_ofile"),             \
     N_ ("How the value rises and falls across each period"), 0, 0,         \
     NOISE_WAVE_SINE, 0, 0, FALSE, NULL, NOISE_APPLIES_PROFILE,              \
     canvas.noise.wave_profile, wave_profile)
#define NOISE_SETTING_WAVE_PHASE(X)                                          \
  X (DOUBLE, "wave-phase", wave_phase, N_ ("Wave phase"),                    \
     N_ ("Moves the bands or rings by this fraction of a period"),           \
     NOISE_FIELD_MIN (wave_phase), NOISE_FIELD_MAX (wave_phase),             \
     NOISE_FIELD_DEFAULT (wave_phase), 0.0, 1.0, FALSE, NULL,                \
     NOISE_APPLIES_WAVE, canvas.noise.wave_phase, none)
#define NOISE_SETTINGS_WAVE(X)                                               \
  NOISE_SETTING_WAVE_SHAPE (X)                                               \
  NOISE_SETTING_WAVE_PROFILE (X)                                             \
  NOISE_SETTING_WAVE_PHASE (X)
/* Gabor noise's own settings (core/noise.h, GABOR); its phasor mode reads
 * the wave profile too. */
#define NOISE_SETTING_GABOR_FREQUENCY(X)                                     \
  X (DOUBLE, "gabor-frequency", gabor_frequency, N_ ("Stripe fre_quency"),  \
     N_ ("Stripes per cell in each wavelet (Gabor)"),                        \
     NOISE_FIELD_MIN (gabor_frequency), NOISE_FIELD_MAX (gabor_frequency),   \
     NOISE_FIELD_DEFAULT (gabor_frequency), 1.0, 16.0, TRUE, NULL,           \
     NOISE_APPLIES_GABOR, canvas.noise.gabor_frequency, none)
#define NOISE_SETTING_GABOR_ANISOTROPY(X)                                    \
  X (DOUBLE, "gabor-anisotropy", gabor_anisotropy, N_ ("_Anisotropy"),     \
     N_ ("1 sets every wavelet to the orientation, 0 turns them every way "  \
         "(Gabor, 2D and up)"),                                              \
     NOISE_FIELD_MIN (gabor_anisotropy), NOISE_FIELD_MAX (gabor_anisotropy), \
     NOISE_FIELD_DEFAULT (gabor_anisotropy), 0.0, 1.0, FALSE, NULL,          \
     NOISE_APPLIES_GABOR | NOISE_APPLIES_2D, canvas.noise.gabor_anisotropy,  \
     none)
#define NOISE_SETTING_GABOR_ORIENTATION(X)                                   \
  X (DOUBLE, "gabor-orientation", gabor_orientation, N_ ("Orien_tation"),   \
     N_ ("The direction across the stripes, in degrees from x in the xy "    \
         "plane (Gabor, 2D and up)"),                                        \
     NOISE_FIELD_MIN (gabor_orientation),                                    \
     NOISE_FIELD_MAX (gabor_orientation),                                    \
     NOISE_FIELD_DEFAULT (gabor_orientation), -180.0, 180.0, FALSE,          \
     "degree", NOISE_APPLIES_GABOR | NOISE_APPLIES_2D,                       \
     canvas.noise.gabor_orientation, none)
#define NOISE_SETTING_GABOR_MODE(X)                                          \
  X (CHOICE, "gabor-mode", gabor_mode, N_ ("Gabor _mode"),                   \
     N_ ("The noise itself, its phase through the wave profile, or its "     \
         "intensity"),                                                       \
     0, 0, NOISE_GABOR_VALUE, 0, 0, FALSE, NULL, NOISE_APPLIES_GABOR,        \
     canvas.noise.gabor_mode, gabor_mode)
#define NOISE_SETTINGS_GABOR(X)                                              \
  NOISE_SETTING_GABOR_MODE (X)                                               \
  NOISE_SETTING_GABOR_FREQUENCY (X)                                          \
  NOISE_SETTING_GABOR_ANISOTROPY (X)                                         \
  NOISE_SETTING_GABOR_ORIENTATION (X)

#define NOISE_SETTINGS_CELLULAR(X)                                           \
  NOISE_SETTING_CELLULAR_RETURN (X)                                          \
  NOISE_SETTING_CELLULAR_METRIC (X)                                          \
  NOISE_SETTING_MINKOWSKI_EXPONENT (X)                                       \
  NOISE_SETTING_CELLULAR_JITTER (X)                                          \
  NOISE_SETTING_CELLULAR_SMOOTHNESS (X)

/* The fractal modes' own settings (core/noise.h, NoiseFractal), and
 * fractional octaves. */
#define NOISE_SETTING_DETAIL(X)                                              \
  X (DOUBLE, "detail", detail, N_ ("Detai_l"),                               \
     N_ ("Octaves as a real number, which replaces Octaves when it is not "  \
         "0: the fraction blends in the last octave, so that the pattern "   \
         "changes smoothly (as Blender's Detail, plus one)"),                \
     NOISE_FIELD_MIN (detail), NOISE_FIELD_MAX (detail),                     \
     NOISE_FIELD_DEFAULT (detail),                                           \
     0.0, NOISE_MAX_OCTAVES, FALSE, NULL,                                    \
     NOISE_APPLIES_ALWAYS, canvas.noise.detail, none)
#define NOISE_SETTING_FRACTAL_OFFSET(X)                                      \
  X (DOUBLE, "fractal-offset", fractal_offset, N_ ("Fractal offset"),       \
     N_ ("Musgrave's offset: raises the terrain before the octaves weight "  \
         "each other (hybrid multifractal, hetero terrain, ridged "          \
         "multifractal)"),                                                   \
     NOISE_FIELD_MIN (fractal_offset), NOISE_FIELD_MAX (fractal_offset),     \
     NOISE_FIELD_DEFAULT (fractal_offset),                                   \
     -2.0, 2.0, FALSE, NULL,                                                 \
     NOISE_APPLIES_FRACTAL_OFFSET, canvas.noise.fractal_offset, none)
#define NOISE_SETTING_FRACTAL_GAIN(X)                                        \
  X (DOUBLE, "fractal-gain", fractal_gain, N_ ("Fractal _gain"),             \
     N_ ("Musgrave's gain: how strongly each octave weights the next "       \
         "(hybrid and ridged multifractal)"),                                \
     NOISE_FIELD_MIN (fractal_gain), NOISE_FIELD_MAX (fractal_gain),         \
     NOISE_FIELD_DEFAULT (fractal_gain),                                     \
     0.0, 4.0, FALSE, NULL, NOISE_APPLIES_FRACTAL_GAIN,                      \
     canvas.noise.fractal_gain, none)
#define NOISE_SETTING_PING_PONG_STRENGTH(X)                                  \
  X (DOUBLE, "ping-pong-strength", ping_pong_strength,                       \
     N_ ("Ping-pong _strength"),                                             \
     N_ ("How many times ping-pong folds each octave back and forth"),       \
     NOISE_FIELD_MIN (ping_pong_strength), NOISE_FIELD_MAX (ping_pong_strength), \
     NOISE_FIELD_DEFAULT (ping_pong_strength),                               \
     0.0, 8.0, FALSE, NULL,                                                  \
     NOISE_APPLIES_PING_PONG_STRENGTH, canvas.noise.ping_pong_strength, none)
#define NOISE_SETTING_WEIGHTED_STRENGTH(X)                                   \
  X (DOUBLE, "weighted-strength", weighted_strength,                         \
     N_ ("Smooth lows"),                                                     \
     N_ ("How much each octave's value weights the ones above it: 0 adds "   \
         "them independently, 1 lets low values silence finer detail "       \
         "(weighted strength)"),                                             \
     NOISE_FIELD_MIN (weighted_strength), NOISE_FIELD_MAX (weighted_strength), \
     NOISE_FIELD_DEFAULT (weighted_strength),                                \
     0.0, 1.0, FALSE, NULL,                                                  \
     NOISE_APPLIES_WEIGHTED_STRENGTH, canvas.noise.weighted_strength, none)
#define NOISE_SETTING_NORMALIZE(X)                                           \
  X (BOOLEAN, "normalize", normalize, N_ ("Normalize"),                      \
     N_ ("Map the Musgrave modes' range onto the full range, from bounds "   \
         "computed once; off keeps their raw values, which the gradient "    \
         "and integer layers clip"),                                         \
     FALSE, TRUE, TRUE, 0, 0, FALSE, NULL,                                   \
     NOISE_APPLIES_NORMALIZE | NOISE_APPLIES_BOUNDS, canvas.noise.normalize,  \
     none)
/* Levels (core/noise.h, LEVELS).  Fill is the default of the procedure and
 * of noise-render:noise-2; noise-render:noise, which files saved before
 * levels existed name, keeps their bounds (gegl/noise-op.c defines
 * NOISE_LEVELS_DEFAULT for it: tests/saved/README.md, Migrations). */
#ifndef NOISE_LEVELS_DEFAULT
#define NOISE_LEVELS_DEFAULT NOISE_LEVELS_FILL
#endif
#define NOISE_SETTING_LEVELS(X)                                              \
  X (CHOICE, "levels", levels, N_ ("_Levels"),                               \
     N_ ("How the values map onto the gradient or black to white: fill "     \
         "stretches the values that occur over the whole range; bounds "     \
         "maps the range they can reach, the same for every seed"),          \
     0, 0, NOISE_LEVELS_DEFAULT, 0, 0, FALSE, NULL, NOISE_APPLIES_ALWAYS,    \
     canvas.noise.levels, levels)
/* Erosion (core/noise.h, EROSION): greyed out while its strength is 0,
 * which is the default, so saved work keeps its pixels. */
#define NOISE_SETTINGS_EROSION(X)                                            \
  X (DOUBLE, "erosion-strength", erosion_strength, N_ ("_Erosion"), \
     N_ ("How deep water cuts gullies into the terrain, after the octaves "   \
         "and the warp: 0 is off; ridges sharpen, valleys fill"), \
     NOISE_FIELD_MIN (erosion_strength), NOISE_FIELD_MAX (erosion_strength), \
     NOISE_FIELD_DEFAULT (erosion_strength), 0.0, 1.0, FALSE, NULL, \
     NOISE_APPLIES_2D | NOISE_APPLIES_NOT_PLANET | NOISE_APPLIES_OR_WHILE_SET, \
     canvas.noise.erosion_strength, none) \
  X (DOUBLE, "erosion-scale", erosion_scale, N_ ("Gully _spacing"), \
     N_ ("The widest gullies' spacing, in cells of the noise: larger "      \
         "cuts broader, deeper valleys"), \
     NOISE_FIELD_MIN (erosion_scale), NOISE_FIELD_MAX (erosion_scale), \
     NOISE_FIELD_DEFAULT (erosion_scale), 0.05, 2.0, TRUE, NULL, \
     NOISE_APPLIES_EROSION, \
     canvas.noise.erosion_scale, none) \
  X (INT, "erosion-octaves", erosion_octaves, N_ ("Gully _octaves"), \
     N_ ("Octaves of gullies, each finer and shallower than the last: "     \
         "branching drainage"), \
     NOISE_FIELD_MIN (erosion_octaves), NOISE_FIELD_MAX (erosion_octaves), \
     NOISE_FIELD_DEFAULT (erosion_octaves), 1, NOISE_EROSION_MAX_OCTAVES, FALSE, NULL, \
     NOISE_APPLIES_EROSION, \
     canvas.noise.erosion_octaves, none) \
  X (DOUBLE, "erosion-gain", erosion_gain, N_ ("Gully _gain"), \
     N_ ("Each gully octave's depth over the one before"), \
     NOISE_FIELD_MIN (erosion_gain), NOISE_FIELD_MAX (erosion_gain), \
     NOISE_FIELD_DEFAULT (erosion_gain), 0.0, 1.0, FALSE, NULL, \
     NOISE_APPLIES_EROSION, \
     canvas.noise.erosion_gain, none) \
  X (DOUBLE, "erosion-lacunarity", erosion_lacunarity, N_ ("Gully lac_unarity"), \
     N_ ("Each gully octave's spacing over the one after"), \
     NOISE_FIELD_MIN (erosion_lacunarity), NOISE_FIELD_MAX (erosion_lacunarity), \
     NOISE_FIELD_DEFAULT (erosion_lacunarity), 1.0, 4.0, FALSE, NULL, \
     NOISE_APPLIES_EROSION, \
     canvas.noise.erosion_lacunarity, none) \
  X (DOUBLE, "erosion-gully-weight", erosion_gully_weight, N_ ("Gully _weight"), \
     N_ ("0 smooths the terrain towards its peaks and valleys without "     \
         "gullies; 1 cuts full gullies"), \
     NOISE_FIELD_MIN (erosion_gully_weight), NOISE_FIELD_MAX (erosion_gully_weight), \
     NOISE_FIELD_DEFAULT (erosion_gully_weight), 0.0, 1.0, FALSE, NULL, \
     NOISE_APPLIES_EROSION, \
     canvas.noise.erosion_gully_weight, none) \
  X (DOUBLE, "erosion-detail", erosion_detail, N_ ("Gully _reach"), \
     N_ ("How far the finer gullies reach up the slopes between the "       \
         "coarser ones"), \
     NOISE_FIELD_MIN (erosion_detail), NOISE_FIELD_MAX (erosion_detail), \
     NOISE_FIELD_DEFAULT (erosion_detail), 0.5, 4.0, FALSE, NULL, \
     NOISE_APPLIES_EROSION, \
     canvas.noise.erosion_detail, none) \
  X (DOUBLE, "erosion-cell-scale", erosion_cell_scale, N_ ("Gully _meander"), \
     N_ ("Stripes per gully cell: near 0.7 the gullies run clean and "      \
         "straight, higher they wander and break"), \
     NOISE_FIELD_MIN (erosion_cell_scale), NOISE_FIELD_MAX (erosion_cell_scale), \
     NOISE_FIELD_DEFAULT (erosion_cell_scale), 0.25, 2.0, FALSE, NULL, \
     NOISE_APPLIES_EROSION, \
     canvas.noise.erosion_cell_scale, none) \
  X (DOUBLE, "erosion-ridge-rounding", erosion_ridge_rounding, N_ ("R_idge rounding"), \
     N_ ("0 leaves the ridges between gullies sharp; higher rounds them"), \
     NOISE_FIELD_MIN (erosion_ridge_rounding), NOISE_FIELD_MAX (erosion_ridge_rounding), \
     NOISE_FIELD_DEFAULT (erosion_ridge_rounding), 0.0, 1.0, FALSE, NULL, \
     NOISE_APPLIES_EROSION, \
     canvas.noise.erosion_ridge_rounding, none) \
  X (DOUBLE, "erosion-crease-rounding", erosion_crease_rounding, N_ ("_Crease rounding"), \
     N_ ("0 leaves the gullies' floors creased; higher rounds them"), \
     NOISE_FIELD_MIN (erosion_crease_rounding), NOISE_FIELD_MAX (erosion_crease_rounding), \
     NOISE_FIELD_DEFAULT (erosion_crease_rounding), 0.0, 1.0, FALSE, NULL, \
     NOISE_APPLIES_EROSION, \
     canvas.noise.erosion_crease_rounding, none) \
  X (DOUBLE, "erosion-onset", erosion_onset, N_ ("Erosion o_nset"), \
     N_ ("How gentle a slope still erodes: higher carves the plains too, "   \
         "lower only the steep flanks"), \
     NOISE_FIELD_MIN (erosion_onset), NOISE_FIELD_MAX (erosion_onset), \
     NOISE_FIELD_DEFAULT (erosion_onset), 0.0, 8.0, FALSE, NULL, \
     NOISE_APPLIES_EROSION, \
     canvas.noise.erosion_onset, none)
/* Planet maps (render/canvas.h, planet). */
#define NOISE_SETTING_PLANET(X)                                              \
  X (BOOLEAN, "planet", planet, N_ ("Planet map"),                          \
     N_ ("Wrap the noise round a sphere: an equirectangular map whose left " \
         "and right edges meet and whose top and bottom rows are the poles, " \
         "without pinching; frequency counts cells round the equator (not "  \
         "with tileable; looping needs a type with a 4D form)"),             \
     FALSE, TRUE, FALSE, 0, 0, FALSE, NULL,                                  \
     NOISE_APPLIES_TYPE_3D | NOISE_APPLIES_OR_WHILE_SET, canvas.planet, none)

/* Domain warp (core/noise.h, DOMAIN WARP). */
#define NOISE_SETTING_WARP_MODE(X)                                           \
  X (CHOICE, "warp-mode", warp_mode, N_ ("Domain warp"),                     \
     N_ ("Move each point by a second noise before sampling: marble, "      \
         "smoke, swirls; or turn Gabor noise's stripes by it"), 0, 0,        \
     NOISE_WARP_NONE, 0, 0, FALSE, NULL,                                     \
     NOISE_APPLIES_ALWAYS, canvas.noise.warp_mode, warp_mode)
#define NOISE_SETTING_WARP_AMOUNT(X)                                         \
  X (DOUBLE, "warp-amount", warp_amount, N_ ("Warp amount"),                 \
     N_ ("How far the warp moves a point, in cells of the first octave; "   \
         "turning Gabor noise, in half turns"),                              \
     NOISE_FIELD_MIN (warp_amount), NOISE_FIELD_MAX (warp_amount),           \
     NOISE_FIELD_DEFAULT (warp_amount),                                      \
     0.0, 8.0, FALSE, NULL, NOISE_APPLIES_WARP,                              \
     canvas.noise.warp_amount, none)
#define NOISE_SETTING_WARP_TYPE(X)                                           \
  X (CHOICE, "warp-type", warp_type, N_ ("Warp noise type"),                 \
     N_ ("The noise that moves the points; it needs the noise's "           \
         "dimensions, and to tile and loop where the noise does"), 0, 0,     \
     NOISE_SIMPLEX, 0, 0, FALSE, NULL, NOISE_APPLIES_WARP,                   \
     canvas.noise.warp_type, type)
#define NOISE_SETTING_WARP_FREQUENCY(X)                                      \
  X (DOUBLE, "warp-frequency", warp_frequency, N_ ("Warp frequency"),        \
     N_ ("Cells of the warp's noise across the canvas width"),               \
     NOISE_FLOAT_SAFE_MIN (0.01), NOISE_FIELD_MAX (warp_frequency),          \
     NOISE_FIELD_DEFAULT (warp_frequency),                                   \
     0.25, 128.0,                                                            \
     TRUE, NULL, NOISE_APPLIES_WARP, canvas.noise.warp_frequency, none)
#define NOISE_SETTING_WARP_OCTAVES(X)                                        \
  X (INT, "warp-octaves", warp_octaves, N_ ("Warp octaves"),                 \
     N_ ("Octaves of the warp's noise (with the noise's lacunarity and "     \
         "persistence)"), 1, NOISE_MAX_OCTAVES, 3, 1, NOISE_MAX_OCTAVES,     \
     FALSE, NULL, NOISE_APPLIES_WARP, canvas.noise.warp_octaves, none)
#define NOISE_SETTING_WARP_SEED(X)                                           \
  X (INT, "warp-seed", warp_seed, N_ ("Warp seed"),                          \
     N_ ("Random seed of the warp's noise"), 0, G_MAXINT, 0, 0, G_MAXINT,    \
     FALSE, NULL, NOISE_APPLIES_WARP, canvas.noise.warp_seed, none)
#define NOISE_SETTINGS_WARP(X)                                               \
  NOISE_SETTING_WARP_MODE (X)                                                \
  NOISE_SETTING_WARP_AMOUNT (X)                                              \
  NOISE_SETTING_WARP_TYPE (X)                                                \
  NOISE_SETTING_WARP_FREQUENCY (X)                                           \
  NOISE_SETTING_WARP_OCTAVES (X)                                             \
  NOISE_SETTING_WARP_SEED (X)

#define NOISE_SETTINGS_FRACTAL_MODES(X)                                      \
  NOISE_SETTING_DETAIL (X)                                                   \
  NOISE_SETTING_FRACTAL_OFFSET (X)                                           \
  NOISE_SETTING_FRACTAL_GAIN (X)                                             \
  NOISE_SETTING_PING_PONG_STRENGTH (X)                                       \
  NOISE_SETTING_WEIGHTED_STRENGTH (X)                                        \
  NOISE_SETTING_NORMALIZE (X)

/* The settings the type, its dimensions and the octaves make: the first
 * arguments of the procedure and properties of the operation alike. */
#define NOISE_SETTINGS_NOISE(X)                                              \
  NOISE_SETTING_NOISE_TYPE (X)                                               \
  NOISE_SETTING_DIMENSIONS (X)                                               \
  NOISE_SETTING_FREQUENCY (X)                                                \
  NOISE_SETTING_OCTAVES (X)                                                  \
  NOISE_SETTING_LACUNARITY (X)                                               \
  NOISE_SETTING_PERSISTENCE (X)                                              \
  NOISE_SETTING_FRACTAL (X)                                                  \
  NOISE_SETTING_SEED (X)                                                     \
  NOISE_SETTING_DECORRELATE_OCTAVES (X)                                      \
  NOISE_SETTING_OFFSETS (X)                                                  \
  NOISE_SETTING_TILTS (X)                                                    \
  NOISE_SETTING_ROTATION_Z (X)

/* The settings added since: appended to the procedure's arguments (after
 * normal-strength) and to the operation's properties (after loop-length)
 * alike.  A new setting is one row here, at the end: its X (...) entry
 * written in place (a NOISE_SETTING_ macro above, listed here, only where
 * something else names it: a dialog page, a test).  The plug-in dialog
 * shows it after the setting before it unless a page of dialog-layout.h
 * lists it (NOISE_DIALOG_). */
#define NOISE_SETTINGS_APPENDED(X)                                           \
  NOISE_SETTINGS_CELLULAR (X)                                                \
  NOISE_SETTINGS_FRACTAL_MODES (X)                                           \
  NOISE_SETTING_PLANET (X)                                                   \
  NOISE_SETTINGS_WARP (X)                                                    \
  NOISE_SETTING_LEVELS (X)                                                   \
  NOISE_SETTINGS_EROSION (X)                                                 \
  NOISE_SETTINGS_WAVE (X)                                                    \
  NOISE_SETTINGS_GABOR (X)

/* Every setting, in the procedure's order (its own arguments -- the
 * gradient resource, frame-delay, result -- between them there). */
#define NOISE_SETTINGS(X)                                                    \
  NOISE_SETTINGS_NOISE (X)                                                   \
  NOISE_SETTING_REVERSE_GRADIENT (X)                                         \
  NOISE_SETTING_OUTPUT (X)                                                   \
  NOISE_SETTING_TILEABLE (X)                                                 \
  NOISE_SETTING_FRAMES (X)                                                   \
  NOISE_SETTING_LOOP_LENGTH (X)                                              \
  NOISE_SETTING_NORMAL_STRENGTH (X)                                          \
  NOISE_SETTINGS_APPENDED (X)

/* clang-format on */

/* The table's KINDs, for code that tells them apart (NOISE_KIND_##KIND). */
typedef enum
{
  NOISE_KIND_DOUBLE,
  NOISE_KIND_INT,
  NOISE_KIND_BOOLEAN,
  NOISE_KIND_SEED,
  NOISE_KIND_CHOICE
} NoiseKind;

/* Where the settings go: the render layer's, and the one that is the
 * gradient's (the plug-in samples its gradient reversed; the operation
 * reverses its samples). */
typedef struct
{
  NoiseCanvasSettings canvas;
  int reverse_gradient;
} NoiseSettingValues;

/* The lists of values a CHOICE setting takes, in NoiseChoices' order:
 * X (lower, UPPER, count, info, GEnum name).  lower is how the table's
 * CHOICES column names the list; info (id) gives a value's nick, name and
 * description (the type table, core/types.c; the fractal modes,
 * settings.c; the outputs, render/outputs.c; the rest the core's tables);
 * the GEnum holds the values for the operation's enum properties.  A new
 * list is one row here. */
/* clang-format off */
#define NOISE_CHOICE_LISTS(X)                                                \
  X (type, TYPE, NOISE_TYPE_COUNT, noise_type_info, "NoiseRenderOpType")     \
  X (fractal, FRACTAL, NOISE_FRACTAL_COUNT, fractal_info,                    \
     "NoiseRenderOpFractal")                                                 \
  X (output, OUTPUT, NOISE_OUTPUT_COUNT, noise_output_info,                  \
     "NoiseRenderOpOutput")                                                  \
  X (cellular_return, CELLULAR_RETURN, NOISE_CELLULAR_RETURN_COUNT,          \
     noise_cellular_return_info, "NoiseRenderOpCellularReturn")              \
  X (metric, METRIC, NOISE_METRIC_COUNT, noise_metric_info,                  \
     "NoiseRenderOpMetric")                                                  \
  X (warp_mode, WARP_MODE, NOISE_WARP_COUNT, noise_warp_mode_info,           \
     "NoiseRenderOpWarpMode")                                                \
  X (levels, LEVELS, NOISE_LEVELS_COUNT, noise_levels_info,                  \
     "NoiseRenderOpLevels")                                                  \
  X (wave_shape, WAVE_SHAPE, NOISE_WAVE_SHAPE_COUNT, noise_wave_shape_info,  \
     "NoiseRenderOpWaveShape")                                               \
  X (wave_profile, WAVE_PROFILE, NOISE_WAVE_PROFILE_COUNT,                   \
     noise_wave_profile_info, "NoiseRenderOpWaveProfile")                    \
  X (gabor_mode, GABOR_MODE, NOISE_GABOR_MODE_COUNT, noise_gabor_mode_info,  \
     "NoiseRenderOpGaborMode")
/* clang-format on */

/* NOISE_CHOICES_TYPE, ..., each also as the table names it
 * (NOISE_CHOICES_type, ...). */
#define NOISE_CHOICES_ENTRY(lower, UPPER, count, info, gtype_name)             \
  NOISE_CHOICES_##UPPER, NOISE_CHOICES_##lower = NOISE_CHOICES_##UPPER,
typedef enum
{
  NOISE_CHOICE_LISTS (NOISE_CHOICES_ENTRY)
} NoiseChoices;
#undef NOISE_CHOICES_ENTRY
#define NOISE_CHOICES_none NOISE_CHOICES_TYPE /* not read */

typedef struct
{
  const char *nick;         /* stable: scripts, presets and files name it */
  const char *label, *help; /* English, marked for translation */
} NoiseChoiceValue;

int noise_choices_count (NoiseChoices choices);
/* Value id (0 .. count - 1): ids are the core's enum values. */
NoiseChoiceValue noise_choices_value (NoiseChoices choices, int id);
/* The id of nick, or -1. */
int noise_choices_id (NoiseChoices choices, const char *nick);

/* The choices as GEnum types for the operation's enum properties
 * (registered as NoiseRenderOpType, ...; value names translated):
 * noise_choices_type_get_type () and so on, and by list. */
#define NOISE_CHOICES_DECLARE_GTYPE(lower, UPPER, count, info, gtype_name)     \
  GType noise_choices_##lower##_get_type (void);
NOISE_CHOICE_LISTS (NOISE_CHOICES_DECLARE_GTYPE)
#undef NOISE_CHOICES_DECLARE_GTYPE
GType noise_choices_get_type (NoiseChoices choices);

/* The translated help text of a setting: HELP with "%s" taking the
 * dimensions of every type ("value: 1-3; ..."); interned. */
const char *noise_setting_help (const char *help);
/* "1-3" or "3": the dimensions a type has; free it. */
char *noise_type_dimensions (NoiseType type);
/* The translated label without its mnemonic; interned. */
const char *noise_setting_plain_label (const char *label);

/* The canonical (dashed) name of a property given as a C identifier (the
 * table's PROP), interned. */
const char *noise_setting_dashed (const char *identifier);

/* The GIMP "sensitive" expression of `applies` over the operation's
 * properties, or NULL when nothing in it can be said so (interned). */
const char *noise_setting_sensitive_meta (NoiseApplies applies);

/* Octaves and detail as the one number the plug-in dialog shows for both
 * (its "Octaves" control): detail where it is set, else the octaves. */
double noise_octaves_detail_join (int octaves, double detail);
/* And back, for a value in [1, NOISE_MAX_OCTAVES]: a whole number is
 * those octaves with detail 0, as scripts and saved files have them; a
 * fraction is that detail (the last octave blended in by the fraction),
 * with octaves its ceiling, the octaves it samples. */
void noise_octaves_detail_split (double value, int *octaves, double *detail);

/* Whether a setting with `applies` means something for settings s, once
 * resolved (noise_settings_resolve): the dialogs grey out the others. */
gboolean noise_setting_applies (NoiseApplies applies,
                                const NoiseCanvasSettings *s);

/* Combinations where one setting does not apply that the procedure
 * refuses, each with its own message naming that one condition (the first
 * that holds, in this order), and that the operation, which cannot refuse,
 * resolves by ignoring it (noise_settings_resolve).  Every other setting
 * that does not apply is ignored by both, as the render layer ignores it. */
typedef enum
{
  NOISE_CONFLICT_NONE = 0,
  NOISE_CONFLICT_PLANET_TYPE,      /* a planet of a type with no 3D form:
                                    * the planet is ignored */
  NOISE_CONFLICT_PLANET_TILEABLE,  /* a planet with tileable: tileable is */
  NOISE_CONFLICT_TILE_TYPE,        /* tileable with a type that cannot tile:
                                    * tileable is */
  NOISE_CONFLICT_LOOP_TYPE,        /* frames > 1 of a type that cannot loop:
                                    * the frames are (one, a still) */
  NOISE_CONFLICT_PLANET_LOOP,      /* frames > 1 of a planet whose type has
                                    * no 4D form: the frames are */
  NOISE_CONFLICT_DIMENSIONS,       /* dimensions the type does not have (not
                                    * a planet): the nearest it has */
  NOISE_CONFLICT_TILE_ROTATION,    /* tileable with a rotation that turns:
                                    * the rotation is */
  NOISE_CONFLICT_WARP_ORIENTATION, /* the orientation warp on noise with
                                    * no orientation to turn (not Gabor,
                                    * or 1D; a planet is 3D): the warp is;
                                    * before the warp's type, as the core
                                    * checks them */
  NOISE_CONFLICT_WARP_TYPE,        /* a warp whose type cannot warp the
                                    * noise left: without its dimensions (a
                                    * planet's 3D form, 4D to loop), or unable
                                    * to tile or loop as it does: the warp is */
  NOISE_CONFLICT_EROSION,          /* erosion where it cannot carve (a
                                    * planet, a plane tilted about x or y, 1D
                                    * noise): the erosion is; or the ridge map
                                    * without erosion: the height is shown */
  NOISE_CONFLICT_WAVE_SHAPE        /* a wave that would be flat: a shape
                                    * along an axis the noise lacks, or
                                    * spherical rings on a planet (concentric
                                    * with it): the shape is (bands along
                                    * x) */
} NoiseConflict;

/* The first conflict of s, or NOISE_CONFLICT_NONE. */
NoiseConflict noise_settings_conflict (const NoiseCanvasSettings *s);

/* Applies the table's "does not apply" rules to s, as both the procedure
 * (after refusing a conflict) and the operation do before rendering: each
 * conflict resolved as noise_settings_conflict says, and a planet's
 * dimensions (not read) set to its 3.  Without a conflict the pixels do
 * not change; frame is taken modulo frames. */
void noise_settings_resolve (NoiseCanvasSettings *s);

/* Sets v to the table's defaults (what the procedure's arguments and the
 * operation's properties start from), its canvas settings first set by
 * noise_canvas_settings_init. */
void noise_setting_values_defaults (NoiseSettingValues *v);

/* Reads every setting of the table from object's properties (a
 * GimpProcedureConfig by argument names, a GEGL operation by property
 * names: `by_property`) into v, its canvas settings first set by
 * noise_canvas_settings_init.  FALSE with an error naming the setting when
 * a double is not finite. */
gboolean noise_settings_from_object (GObject *object, gboolean by_property,
                                     NoiseSettingValues *v, GError **error);

/* Copies every setting of the table from one object to another (each by
 * argument or by property names, as above), converting between the
 * sides' types: choices as nicks or enums, the seed as int or uint.  What
 * the plug-in's live filter takes from the procedure's config. */
void noise_settings_copy (GObject *from, gboolean from_by_property, GObject *to,
                          gboolean to_by_property);

#endif /* NOISE_RENDER_SETTINGS_H */
