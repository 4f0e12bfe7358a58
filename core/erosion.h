/* erosion.h — the erosion filter of issue 37 at one point: gullies and
 * ridges carved into a height field by octaves of phacelle noise, after
 * Rune Skovbo Johansen's filter ("Fast and Gorgeous Erosion Filter", 2026;
 * read in L. Mitchell's C# port, nothing copied), with the exact gradient
 * of the eroded height.  Internal to the core: its erosion stage
 * (erosion-row.c, noise.h's EROSION) calls it at every point.
 *
 * Usage:
 *   NoiseErosion e;
 *   noise_erosion_init (&e);          reference example settings, seed 0
 *   e.strength = 0.3; e.seed = 7;      change what you want
 *   noise_erosion_prepare (&e);        clamps into the ranges, builds tables
 *   NoiseErosionIn in = { h, hx, hy, hxx, hxy, hyy };
 *   NoiseErosionOut out;
 *   noise_erosion_point (&e, x, y, &in, &out);
 *
 * Units: x, y are noise units (the terrain's coordinates); the height is
 * the terrain's, nominally in [-1, 1] (the core's value range), with its
 * gradient (hx, hy) and Hessian (hxx, hxy, hyy) per noise unit.  The
 * filter works, as the reference does, on 0.5 h + 0.5, so the settings
 * keep the reference's meaning for a terrain of amplitude 1: the eroded
 * height is h + 2 delta where delta is the reference's height delta.
 *
 * Why the stripe direction needs the Hessian: each octave's gullies run
 * down the slope, along the terrain's gradient (plus the earlier octaves'
 * gullies); the exact derivative of the eroded height includes the
 * derivative of that direction, which is the Hessian's.  Without it the
 * gradient's median error is 0.2 (scratch/erosion/results.txt); the
 * reference's carried slope is off by 0.73.  Here every step carries its
 * value and both first derivatives (forward-mode dual numbers), in double.
 *
 * Double, not float: the derivative chain divides by small lengths
 * (slope, weights, magnitude) and a float height would leave finite
 * differences (the tests' check, and any caller's) no digits to compare;
 * the filter costs about 16 exponentials and 16 sines per octave either
 * way.  Every step is an IEEE double operation in a fixed order (FMA
 * contraction is off, 32-bit x86 uses SSE2), the exponential, logarithm,
 * sine and cosine are the core's own (exact-math.h, turn.c), so the bits
 * are the same on every platform (tests/core/test-erosion.c records some).
 *
 * Kinks: the reference's clamps, max () and sign () make creases where the
 * gradient is not defined (along curves, a few percent of the plane); there
 * the function returns a one-sided derivative.  It is continuous: a cell
 * leaves the 4x4 window at weight 0, and where an octave's stripe
 * direction jumps (its sine changing sign, or the terrain flat: slope 0)
 * the mask has already faded that octave and all after it to 0.  Only
 * isolated points where the gully slope cancels exactly on sloping ground
 * are left out.  Flat ground: where the gully direction vanishes (length
 * below 1e-9: a peak, pit or saddle of the terrain) the stripes have no
 * direction; the function then uses direction 0 (all cells in phase: the
 * stripe value is 0, the sine 1), as the reference's normalizesafe.
 *
 * Any input gives finite outputs: NaN coordinates, heights and derivatives
 * count as 0, coordinates are clamped to +-2^24 noise units, the gradient
 * and Hessian to +-1e12 where the filter uses them (the height and
 * gradient pass through as given when finite, infinities as +-DBL_MAX),
 * settings to their ranges (NaN to the range's low end). */
#ifndef NOISE_EROSION_H
#define NOISE_EROSION_H

#include <stdint.h>

enum
{
  NOISE_EROSION_MAX_OCTAVES = 8
};

typedef struct
{
  /* How deep the gullies cut: 0 switches the filter off (the input is
   * returned unchanged, bit for bit).  [0, 2], reference 0.22. */
  double strength;
  /* The first octave's gully spacing over the cell scale, in noise units;
   * the octave's cells are scale * cell_scale wide.  Depth scales with it
   * too (strength * scale).  [1/1024, 1024], reference 0.15. */
  double scale;
  /* The gullies' share of each octave against the fade target: 0 flattens
   * towards the fade target, 1 cuts full gullies.  [0, 1], reference 0.5. */
  double gully_weight;
  /* How strongly the later octaves follow the earlier ones' mask: higher
   * lets fine gullies reach further up the slopes.  [1/4, 8], reference
   * 1.5. */
  double detail;
  /* Octaves of gullies, each lacunarity times finer and gain times
   * shallower.  [0, NOISE_EROSION_MAX_OCTAVES] (0: off), reference 5. */
  int octaves;
  double gain;       /* [0, 1], reference 0.5 */
  double lacunarity; /* [1, 4], reference 2 */
  /* Stripes per cell: near 1 keeps them clean, higher distorts.
   * [1/4, 4], reference 0.7. */
  double cell_scale;
  /* Rounding of the ridges (where the stripes peak) and of the creases
   * (their troughs): 0 leaves them sharp, higher rounds them over a wider
   * band.  [0, 1], reference 0.1 and 0. */
  double ridge_rounding;
  double crease_rounding;
  /* The rounding of the first mask (from the terrain's own slope) as a
   * factor of the above, and each octave's rounding over the previous
   * one's.  [0, 4] and [1/4, 4], reference 0.1 and 2. */
  double input_rounding;
  double rounding_gain;
  /* Slope at which erosion sets in: on the terrain's slope (initial), on
   * each octave's stripes (octave); larger values erode gentler slopes.
   * The ridge value's two onsets, likewise.  [0, 64], reference 1.25, 1.25,
   * 2.8, 1.5. */
  double onset_initial;
  double onset_octave;
  double onset_ridge_initial;
  double onset_ridge_octave;
  /* The slope the first octave's gully direction assumes: the terrain's
   * slope mixed (assumed_mix: 0 none, 1 fully) with a slope of length
   * assumed_slope in the same direction.  [0, 16] and [0, 1], reference
   * 0.7 and 1. */
  double assumed_slope;
  double assumed_mix;
  /* How far the stripes' blend of cells is normalised: 0 leaves their
   * faded middle, 1 full stripes everywhere.  [0, 0.99], reference 0.5. */
  double normalization;
  /* The height that counts as a full peak (and its negative a full
   * valley) for the fade target: the reference's 0.6 of the terrain's
   * amplitude.  [1/1024, 1024], default 0.6. */
  double fade_height;
  /* Tiling: per axis, the period in noise units (0: none, else
   * [1/1024, 2^24]); each octave's cell count per period is rounded to a
   * whole number (at least 1), so the gullies repeat with the period. */
  double period[2];
  /* Same seed, same cells (the core's permutation, as cellular noise). */
  uint32_t seed;

  /* Filled by noise_erosion_prepare; read only by noise_erosion_point. */
  struct
  {
    double freq[NOISE_EROSION_MAX_OCTAVES][2];  /* cells per noise unit */
    double cells[NOISE_EROSION_MAX_OCTAVES][2]; /* per period, 0: none */
    double strength[NOISE_EROSION_MAX_OCTAVES];
    double rounding[NOISE_EROSION_MAX_OCTAVES];
    uint8_t perm[512];
  } prepared;
} NoiseErosion;

typedef struct
{
  double h, hx, hy, hxx, hxy, hyy;
} NoiseErosionIn;

typedef struct
{
  double h, hx, hy; /* eroded height and its gradient */
  double ridge;     /* -1 in creases, +1 on ridges, 0 where off */
} NoiseErosionOut;

/* The reference's example settings (as the ranges above say), seed 0, no
 * period. */
void noise_erosion_init (NoiseErosion *erosion);

/* Clamps the settings into their ranges and fills erosion->prepared. */
void noise_erosion_prepare (NoiseErosion *erosion);

/* The eroded height at (x, y) of a terrain with the given height,
 * gradient and Hessian there.  Reads the prepared state only. */
void noise_erosion_point (const NoiseErosion *erosion, double x, double y,
                          const NoiseErosionIn *in, NoiseErosionOut *out);

/* The same at n points (x[i], y[i], in[i]) into out[i], several at once in
 * the vector lanes of instruction set isa (a NoiseIsa of noise-row.h, or
 * -1: the widest this processor runs), with the same bits as
 * noise_erosion_point at every point, for every input (erosion-lanes.c;
 * tests/core/test-erosion.c checks it).  Returns 0, writing nothing, when
 * this processor or build does not run isa. */
int noise_erosion_points (const NoiseErosion *erosion, int isa, int n,
                          const double *x, const double *y,
                          const NoiseErosionIn *in, NoiseErosionOut *out);

#endif /* NOISE_EROSION_H */
