/* types.c — what each noise type is and can do: the one table that the
 * core's checks and dispatch, the procedure's choices and help, the dialog
 * and the tests derive from.  A new type is a new family file (written
 * against lanes.h, ending in NOISE_FAMILY_ROWS), its name in core/meson.build
 * and noise.h, and one entry here. */
#include "noise-internal.h"
#include "noise-row.h"

/* Marks a string for the plug-in's catalogs (xgettext's N_), without
 * making the core depend on gettext: callers translate at display. */
#define N_(String) (String)

/* A family's row loops (noise_rows_FAMILY_ISA, by basis dimension - 1),
 * one array per build of its file. */
#define FAMILY_BUILD(family, isa) noise_rows_##family##_##isa
#ifdef NOISE_HAVE_X86_ROWS
#define FAMILY_BUILDS(family, x)                                               \
  x (family, scalar), x (family, generic), x (family, avx2),                   \
      x (family, avx512), x (family, avx512vbmi)
#else
#define FAMILY_BUILDS(family, x) x (family, scalar), x (family, generic)
#endif
#define DECLARE_BUILD(family, isa) FAMILY_BUILD (family, isa)[4]
#define DECLARE_FAMILY(family)                                                 \
  extern const NoiseLayerRowFunc FAMILY_BUILDS (family, DECLARE_BUILD)
#define FAMILY(family) { FAMILY_BUILDS (family, FAMILY_BUILD) }

typedef struct
{
  NoiseTypeInfo info;
  const NoiseLayerRowFunc *rows[NOISE_ISA_COUNT]; /* by instruction set */
} Type;

DECLARE_FAMILY (value);
DECLARE_FAMILY (perlin);
DECLARE_FAMILY (simplex_value);
DECLARE_FAMILY (simplex);
DECLARE_FAMILY (simplex_2002);
DECLARE_FAMILY (simplex_classic);
DECLARE_FAMILY (cellular);
DECLARE_FAMILY (wave);
DECLARE_FAMILY (gabor);

static const Type types[NOISE_TYPE_COUNT] = {
  [NOISE_VALUE]
  = { { "value", N_ ("Value"),
        N_ ("Smoothly blended random values on a square grid "
            "(1D-3D)"),
        1, 3, NOISE_TILING_LATTICE, NOISE_LOOPS_ALONG_AXIS, 1, 0 },
      FAMILY (value) },
  [NOISE_PERLIN]
  = { { "perlin", N_ ("Perlin"),
        N_ ("Gradient noise on a square grid, quintic fade "
            "(1D-3D)"),
        1, 3, NOISE_TILING_LATTICE, NOISE_LOOPS_ALONG_AXIS, 1, 0 },
      FAMILY (perlin) },
  [NOISE_SIMPLEX_VALUE]
  = { { "simplex-value", N_ ("Simplex value"),
        N_ ("Random values with a radial falloff on a "
            "triangular grid (1D-4D)"),
        1, 4, NOISE_TILING_TORUS, NOISE_LOOPS_ALONG_AXIS, 1, 0 },
      FAMILY (simplex_value) },
  [NOISE_SIMPLEX] = { { "simplex", N_ ("Simplex"),
                        N_ ("Gradient noise on a simplex grid (1D-4D)"), 1, 4,
                        NOISE_TILING_TORUS, NOISE_LOOPS_ALONG_AXIS, 1, 0 },
                      FAMILY (simplex) },
  [NOISE_SIMPLEX_2002] = { { "simplex-2002", N_ ("Simplex (Perlin 2002)"),
                             N_ ("Ken Perlin's 2002 reference simplex noise, "
                                 "exactly (3D only)"),
                             3, 3, NOISE_TILING_NONE, NOISE_LOOPS_NONE, 1, 0 },
                           FAMILY (simplex_2002) },
  [NOISE_SIMPLEX_CLASSIC]
  = { { "simplex-classic", N_ ("Simplex (classic 2D)"),
        N_ ("The common 2D simplex noise with 12 "
            "gradients (2D only)"),
        2, 2, NOISE_TILING_NONE, NOISE_LOOPS_NONE, 1, 0 },
      FAMILY (simplex_classic) },
  [NOISE_CELLULAR]
  = { { "cellular", N_ ("Cellular"),
        N_ ("Distances to random points, one in each square "
            "cell: Worley noise (1D-3D)"),
        1, 3, NOISE_TILING_LATTICE, NOISE_LOOPS_ALONG_AXIS, 1, 0 },
      FAMILY (cellular) },
  [NOISE_WAVE] = { { "wave", N_ ("Wave"),
                     N_ ("Bands or rings with a sine, saw or triangle "
                         "profile: stripes, wood, marble (1D-3D)"),
                     1, 3, NOISE_TILING_LATTICE, NOISE_LOOPS_ALONG_AXIS, 1, 0 },
                   FAMILY (wave) },
  [NOISE_GABOR] = { { "gabor", N_ ("Gabor"),
                      N_ ("Sums of oriented wavelets: brushed metal, fabric, "
                          "grain, fingerprints; a phasor mode for stripes "
                          "(1D-3D)"),
                      1, 3, NOISE_TILING_LATTICE, NOISE_LOOPS_BY_PHASE, 1, 1 },
                    FAMILY (gabor) },
};

/* Cellular noise's returns and metrics (noise.h, CELLULAR). */
static const NoiseChoiceInfo cellular_returns[NOISE_CELLULAR_RETURN_COUNT] = {
  [NOISE_CELLULAR_F1] = { "f1", N_ ("F1"),
                          N_ ("Distance to the nearest point: round cells, "
                              "dark at their points") },
  [NOISE_CELLULAR_F2]
  = { "f2", N_ ("F2"), N_ ("Distance to the second nearest point") },
  [NOISE_CELLULAR_F2_MINUS_F1] = { "f2-f1", N_ ("F2 - F1"),
                                   N_ ("Second nearest minus nearest "
                                       "distance: dark along cell borders") },
  [NOISE_CELLULAR_CELL_VALUE] = { "cell-value", N_ ("Cell value"),
                                  N_ ("Flat cells, each with its own random "
                                      "value") },
  [NOISE_CELLULAR_EDGE] = { "edge", N_ ("Distance to edge"),
                            N_ ("Exact distance to the nearest cell border, "
                                "for cracks (always Euclidean)") },
  [NOISE_CELLULAR_SMOOTH_F1] = { "smooth-f1", N_ ("Smooth F1"),
                                 N_ ("F1 with its creases rounded off by the "
                                     "smoothness") },
};

static const NoiseChoiceInfo metrics[NOISE_METRIC_COUNT] = {
  [NOISE_METRIC_EUCLIDEAN] = { "euclidean", N_ ("Euclidean"),
                               N_ ("Straight-line distance: round cells") },
  [NOISE_METRIC_MANHATTAN] = { "manhattan", N_ ("Manhattan"),
                               N_ ("Sum of the distances along the axes: "
                                   "diamond-shaped cells") },
  [NOISE_METRIC_CHEBYSHEV] = { "chebyshev", N_ ("Chebyshev"),
                               N_ ("Longest distance along an axis: square "
                                   "cells") },
  [NOISE_METRIC_MINKOWSKI] = { "minkowski", N_ ("Minkowski"),
                               N_ ("Distance with an exponent: stars below 1, "
                                   "towards squares above 2") },
};

/* The wave's shapes and profiles (noise.h, WAVE). */
static const NoiseChoiceInfo wave_shapes[NOISE_WAVE_SHAPE_COUNT] = {
  [NOISE_WAVE_BANDS_X] = { "bands-x", N_ ("Bands along x"),
                           N_ ("Straight stripes across the x axis") },
  [NOISE_WAVE_BANDS_Y] = { "bands-y", N_ ("Bands along y"),
                           N_ ("Straight stripes across the y axis (2D and "
                               "up)") },
  [NOISE_WAVE_BANDS_Z] = { "bands-z", N_ ("Bands along z"),
                           N_ ("Straight stripes across the z axis (3D)") },
  [NOISE_WAVE_BANDS_DIAGONAL] = { "bands-diagonal", N_ ("Diagonal bands"),
                                  N_ ("Straight stripes across the "
                                      "diagonal") },
  [NOISE_WAVE_RINGS_X] = { "rings-x", N_ ("Rings around x"),
                           N_ ("Cylinders around the x axis (2D and up)") },
  [NOISE_WAVE_RINGS_Y]
  = { "rings-y", N_ ("Rings around y"), N_ ("Cylinders around the y axis") },
  [NOISE_WAVE_RINGS_Z] = { "rings-z", N_ ("Rings around z"),
                           N_ ("Cylinders around the z axis: circles in "
                               "2D") },
  [NOISE_WAVE_RINGS_SPHERICAL]
  = { "rings-spherical", N_ ("Spherical rings"),
      N_ ("Spheres around the origin: circles in 2D") },
};

static const NoiseChoiceInfo wave_profiles[NOISE_WAVE_PROFILE_COUNT] = {
  [NOISE_WAVE_SINE] = { "sine", N_ ("Sine"), N_ ("Smooth waves") },
  [NOISE_WAVE_SAW]
  = { "saw", N_ ("Saw"), N_ ("Rises across each period, then drops back") },
  [NOISE_WAVE_TRIANGLE]
  = { "triangle", N_ ("Triangle"), N_ ("Rises and falls in straight lines") },
};

const NoiseChoiceInfo *
noise_wave_shape_info (NoiseWaveShape shape)
{
  return (unsigned) shape < NOISE_WAVE_SHAPE_COUNT ? &wave_shapes[shape] : NULL;
}

/* Bands along an axis need that axis; rings around x need y. */
int
noise_wave_shape_dimensions (NoiseWaveShape shape)
{
  switch (shape)
    {
    case NOISE_WAVE_BANDS_Y:
    case NOISE_WAVE_RINGS_X: return 2;
    case NOISE_WAVE_BANDS_Z: return 3;
    default: return (unsigned) shape < NOISE_WAVE_SHAPE_COUNT ? 1 : 0;
    }
}

const NoiseChoiceInfo *
noise_wave_profile_info (NoiseWaveProfile profile)
{
  return (unsigned) profile < NOISE_WAVE_PROFILE_COUNT ? &wave_profiles[profile]
                                                       : NULL;
}

/* Gabor noise's modes (noise.h, GABOR). */
static const NoiseChoiceInfo gabor_modes[NOISE_GABOR_MODE_COUNT] = {
  [NOISE_GABOR_VALUE]
  = { "value", N_ ("Value"), N_ ("The noise itself: oriented wavelets") },
  [NOISE_GABOR_PHASOR] = { "phasor", N_ ("Phasor"),
                           N_ ("The phase through the wave profile: stripes "
                               "of even contrast") },
  [NOISE_GABOR_INTENSITY] = { "intensity", N_ ("Intensity"),
                              N_ ("The wavelets' strength: where stripes "
                                  "are bold or fade") },
};

const NoiseChoiceInfo *
noise_gabor_mode_info (NoiseGaborMode mode)
{
  return (unsigned) mode < NOISE_GABOR_MODE_COUNT ? &gabor_modes[mode] : NULL;
}

/* Domain warp's modes (noise.h, DOMAIN WARP). */
static const NoiseChoiceInfo warp_modes[NOISE_WARP_COUNT] = {
  [NOISE_WARP_NONE] = { "none", N_ ("None"), N_ ("No domain warp") },
  [NOISE_WARP_INDEPENDENT]
  = { "independent", N_ ("Independent"),
      N_ ("Every octave of the warp moves the point from where it was") },
  [NOISE_WARP_PROGRESSIVE]
  = { "progressive", N_ ("Progressive"),
      N_ ("Each octave of the warp moves the point further from where the "
          "octaves below moved it") },
  [NOISE_WARP_ORIENTATION]
  = { "orientation", N_ ("Orientation"),
      N_ ("The warp's noise turns Gabor noise's stripes where it is: "
          "swirled brushed metal, fingerprints") },
};

/* Levels (noise.h, LEVELS). */
static const NoiseChoiceInfo levels_choices[NOISE_LEVELS_COUNT] = {
  [NOISE_LEVELS_BOUNDS]
  = { "bounds", N_ ("Bounds"),
      N_ ("The range the values can reach, mapped onto black to white: "
          "the same for every seed, for layers that are combined") },
  [NOISE_LEVELS_FILL]
  = { "fill", N_ ("Fill"),
      N_ ("The values that occur, stretched over black to white") },
};

const NoiseChoiceInfo *
noise_levels_info (NoiseLevels levels)
{
  return (unsigned) levels < NOISE_LEVELS_COUNT ? &levels_choices[levels]
                                                : NULL;
}

const NoiseChoiceInfo *
noise_warp_mode_info (NoiseWarpMode mode)
{
  return (unsigned) mode < NOISE_WARP_COUNT ? &warp_modes[mode] : NULL;
}

const NoiseChoiceInfo *
noise_cellular_return_info (NoiseCellularReturn cellular_return)
{
  return (unsigned) cellular_return < NOISE_CELLULAR_RETURN_COUNT
             ? &cellular_returns[cellular_return]
             : NULL;
}

const NoiseChoiceInfo *
noise_metric_info (NoiseMetric metric)
{
  return (unsigned) metric < NOISE_METRIC_COUNT ? &metrics[metric] : NULL;
}

const NoiseTypeInfo *
noise_type_info (NoiseType type)
{
  return (unsigned) type < NOISE_TYPE_COUNT ? &types[type].info : NULL;
}

int
noise_type_has_dimensions (NoiseType type, int dimensions)
{
  const NoiseTypeInfo *info = noise_type_info (type);
  return info && dimensions >= info->min_dimensions
         && dimensions <= info->max_dimensions;
}

int
noise_type_orientable (NoiseType type, int dimensions)
{
  const NoiseTypeInfo *info = noise_type_info (type);
  return info && info->orientable && dimensions >= 2;
}

int
noise_type_nearest_dimensions (NoiseType type, int dimensions)
{
  const NoiseTypeInfo *info = noise_type_info (type);
  if (!info)
    return dimensions;
  return dimensions < info->min_dimensions   ? info->min_dimensions
         : dimensions > info->max_dimensions ? info->max_dimensions
                                             : dimensions;
}

NoiseType
noise_type_from_nick (const char *nick)
{
  for (int t = 0; nick && t < NOISE_TYPE_COUNT; t++)
    {
      const char *a = types[t].info.nick, *b = nick;
      while (*a && *a == *b)
        a++, b++;
      if (*a == *b)
        return (NoiseType) t;
    }
  return NOISE_TYPE_COUNT;
}

/* The row loop of a type's basis of the given dimension (which may exceed
 * the type's own: a looping or tiled type samples a higher-dimensional
 * form) on one instruction set, or NULL. */
NoiseLayerRowFunc
noise_type_row (NoiseType type, int dimensions, NoiseIsa isa)
{
  if ((unsigned) type >= NOISE_TYPE_COUNT || dimensions < 1 || dimensions > 4
      || (unsigned) isa >= NOISE_ISA_COUNT || !types[type].rows[isa])
    return NULL;
  return types[type].rows[isa][dimensions - 1];
}
