/* types.c — what each noise type is and can do: the one table that the
 * core's checks, the procedure's choices and help, the dialog and the tests
 * derive from.  A new type is a new family file and one entry here. */
#include "noise-internal.h"

/* Marks a string for the plug-in's catalogs (xgettext's N_), without
 * making the core depend on gettext: callers translate at display. */
#define N_(String) (String)

static const NoiseTypeInfo types[NOISE_TYPE_COUNT] = {
  [NOISE_VALUE] = { "value", N_ ("Value"),
                    N_ ("Smoothly blended random values on a square grid "
                        "(1D-3D)"),
                    1, 3, NOISE_TILING_LATTICE, 1, 1 },
  [NOISE_PERLIN] = { "perlin", N_ ("Perlin"),
                     N_ ("Gradient noise on a square grid, quintic fade "
                         "(1D-3D)"),
                     1, 3, NOISE_TILING_LATTICE, 1, 1 },
  [NOISE_SIMPLEX_VALUE] = { "simplex-value", N_ ("Simplex value"),
                            N_ ("Random values with a radial falloff on a "
                                "triangular grid (1D-4D)"),
                            1, 4, NOISE_TILING_TORUS, 1, 1 },
  [NOISE_SIMPLEX] = { "simplex", N_ ("Simplex"),
                      N_ ("Gradient noise on a simplex grid (1D-4D)"), 1, 4,
                      NOISE_TILING_TORUS, 1, 1 },
  [NOISE_SIMPLEX_2002] = { "simplex-2002", N_ ("Simplex (Perlin 2002)"),
                           N_ ("Ken Perlin's 2002 reference simplex noise, "
                               "exactly (3D only)"),
                           3, 3, NOISE_TILING_NONE, 0, 1 },
  [NOISE_SIMPLEX_CLASSIC] = { "simplex-classic", N_ ("Simplex (classic 2D)"),
                              N_ ("The common 2D simplex noise with 12 "
                                  "gradients (2D only)"),
                              2, 2, NOISE_TILING_NONE, 0, 1 },
};

const NoiseTypeInfo *
noise_type_info (NoiseType type)
{
  return (unsigned) type < NOISE_TYPE_COUNT ? &types[type] : NULL;
}

int
noise_type_has_dimensions (NoiseType type, int dimensions)
{
  const NoiseTypeInfo *info = noise_type_info (type);
  return info && dimensions >= info->min_dimensions
         && dimensions <= info->max_dimensions;
}

NoiseType
noise_type_from_nick (const char *nick)
{
  for (int t = 0; nick && t < NOISE_TYPE_COUNT; t++)
    {
      const char *a = types[t].nick, *b = nick;
      while (*a && *a == *b)
        a++, b++;
      if (*a == *b)
        return (NoiseType) t;
    }
  return NOISE_TYPE_COUNT;
}
