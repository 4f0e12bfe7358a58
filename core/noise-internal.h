/* noise-internal.h — what the core's files share; not installed. */
#ifndef NOISE_INTERNAL_H
#define NOISE_INTERNAL_H

#include "noise.h"

#include <math.h>
#include <stddef.h>

/* Fills perm[0..511] for a seed: Perlin's table for 0 (as the
 * pseudorandom-artist tutorial), a deterministic shuffle otherwise.
 * identity_for_zero gives 0..255 for seed 0 (the 2002 reference hashes lattice
 * coordinates directly). */
void noise_permutation (uint32_t seed, int identity_for_zero, uint8_t *perm);

/* The permutation's first 256 bytes as AVX2's byte shuffles read them
 * (lanes.h, hash_bytes): sixteen 16-byte slices T_h[j] = perm[16 h + j],
 * telescoped: in each half (h < 8, h >= 8) slice k - 1 (k = 1..8) holds
 * T_(k-1) ^ T_k, the last T_7, each twice (one per 128-bit lane). */
void noise_permutation_slices (const uint8_t *perm, uint8_t (*slices)[32]);

/* Cellular noise (cellular-settings.c): checks its settings; fills
 * state->cellular, the bounds of its return included, once the basis
 * dimension is known (prepare time). */
NoiseStatus noise_cellular_validate (const NoiseSettings *settings,
                                     NoiseRefusal *refusal);

/* The wave's settings (wave.c, its one-lane build): their ranges, and a
 * shape along an axis the noise lacks (noise.h, WAVE). */
NoiseStatus noise_wave_validate (const NoiseSettings *settings,
                                 NoiseRefusal *refusal);

/* The status of the first field of `check`'s group (NOISE_FIELDS' order)
 * outside its range, or NOISE_OK (fields.c); refusal (never NULL) receives
 * its record (NoiseRefusal). */
NoiseStatus noise_fields_check (const NoiseSettings *settings,
                                NoiseFieldCheck check, NoiseRefusal *refusal);

/* Fills *refusal (never NULL) and returns status: the one way a check
 * reports what it refused. */
NoiseStatus noise_refuse (NoiseRefusal *refusal, NoiseStatus status, int field,
                          double value, double limit);
void noise_cellular_prepare (NoiseLayer *layer);

/* For the tests only (cellular.c, the one-lane build): the cells whose
 * feature one sample of cellular octave `octave` at lattice point p
 * measures, the work that its settings bound. */
int noise_cellular_cells_scalar (const NoiseLayer *layer, int octave,
                                 const float *p);

/* The fraction of the last octave's amplitude that counts (0: all of it),
 * from detail.  For settings whose detail is in range. */
float noise_octave_fraction (const NoiseSettings *settings);

/* The Musgrave modes' raw range and its map onto [-1, 1] (fractal-modes.c),
 * from the prepared amplitudes. */
void noise_fractal_bounds (NoiseLayer *layer);

/* NOISE_LEVELS_FILL (levels.c): measures a prepared state's values and
 * sets its map (none for other levels); NOISE_ERROR_FLAT when they do not
 * vary.  And the map, applied to n values and their derivatives (or
 * NULL) that a row of the state gave. */
NoiseStatus noise_levels_prepare (NoiseState *state, NoiseRefusal *refusal);

/* EROSION (erosion-row.c): the erosion fields' checks, and the filter
 * prepared from a state's settings (nothing when its strength is 0). */
NoiseStatus noise_erosion_validate (const NoiseSettings *s, NoiseRefusal *r);
void noise_erosion_setup (NoiseState *state);
void noise_levels_apply (const NoiseState *state, int n, float *values,
                         float *derivatives);

/* A derivative component computed in double where float would pass
 * NOISE_MAX_DERIVATIVE, as a float within it (noise.h): at most the bound,
 * which a float holds exactly (fmax takes -NOISE_MAX_DERIVATIVE for NaN).
 * The warp's chain rule and the levels' stretch, having scaled a vector
 * down to the bound along its own direction, both end so. */
static inline float
noise_slope_within_bound (double x)
{
  return (float) fmin (fmax (x, -NOISE_MAX_DERIVATIVE), NOISE_MAX_DERIVATIVE);
}

/* The four Musgrave modes (fractal-modes.c bounds them, folds.h sums them). */
static inline int
noise_fractal_is_musgrave (NoiseFractal fractal)
{
  return fractal >= NOISE_FRACTAL_MULTIFRACTAL
         && fractal <= NOISE_FRACTAL_RIDGED_MULTIFRACTAL;
}

/* The largest lattice coordinate a basis is given: 2^23.  Up to it float
 * still holds a fraction of a cell, every integer conversion after it is
 * defined (the simplex skew's too), and wrap's float quotient is exact.
 * The one-lane build clamps every coordinate to it (lanes.h,
 * lattice_clamp); the vector builds take only rows that stay inside it
 * (layer-row.c), except in the 4D domain, which they clamp too.  (The render
 * layer refuses settings that would reach it: render/canvas.h,
 * NOISE_CANVAS_MAX_LATTICE.) */
#define NOISE_LATTICE_LIMIT 0x1p23f

#endif /* NOISE_INTERNAL_H */
