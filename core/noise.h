/* noise.h — procedural noise: Value, Perlin, Simplex Value, Simplex (1D–4D),
 * Perlin's 2002 reference simplex, the classic 2D simplex, cellular
 * (Worley) noise, waves (bands and rings) and Gabor noise (with a phasor
 * mode), each with analytic derivatives, and fractal sums over any of
 * them.
 *
 * Plain C11; no allocation, no globals, no dependencies beyond libm.
 *
 * USAGE
 *
 *   One sample, one octave (the tutorials' NoiseMethod):
 *
 *     NoiseSample s = noise_sample (NOISE_SIMPLEX, 3, x, y, z, 4.0f, 0);
 *     // s.value in [-1, 1]; s.dx, s.dy, s.dz = d value / d (x, y, z)
 *
 *   Many samples (what the GIMP plug-in does): prepare once, sample often.
 *
 *     NoiseSettings settings;
 *     NoiseState    state;
 *     noise_settings_init (&settings);          // defaults, see below
 *     settings.type    = NOISE_PERLIN;
 *     settings.octaves = 6;
 *     NoiseRefusal why;                         // or NULL: the status only
 *     if (noise_prepare (&settings, &state, &why) != NOISE_OK)
 *       ...                  // why.field broke why.limit with why.value
 *     // A row of n points origin + i * step, i = x0 .. x0 + n - 1:
 *     noise_fill_row (&state, origin, step, x0, n, values, NULL);
 *
 *   The state is read-only after noise_prepare: any number of threads may
 *   sample one state at once.  Points are computed from the absolute index i,
 *   so any split of a row into pieces gives bit-identical values.
 *
 * TYPICAL VALUES TO START WITH
 *
 *   frequency 4 (cells per world unit), octaves 4–8, lacunarity 2,
 *   persistence 0.5, fractal NOISE_FRACTAL_FBM.  Cellular: jitter 1, F1
 *   for cells, the edge distance for cracks, the cell value for stones.
 *
 * CONVENTIONS
 *
 *   Seed 0 reproduces the source texts exactly: Ken Perlin's 256-entry
 *   permutation, hashed as the tutorials hash.  Any other seed derives a
 *   different permutation deterministically (the same on every machine).
 *   Every basis returns values in [-1, 1], and so does every fractal mode
 *   but one case: a Musgrave mode (multifractal, hybrid, hetero terrain,
 *   ridged multifractal) with normalize off returns its raw value, in the
 *   range noise_value_range reports.
 *   Derivatives are with respect to the world point, frequency included;
 *   the fractal modes' are exact (chain and product rules) wherever the
 *   value is differentiable (see NoiseFractal for creases and jumps).
 *   Every value and derivative is finite for any settings noise_prepare
 *   accepts, at any point: derivatives are at most NOISE_MAX_DERIVATIVE in
 *   magnitude, a deep domain warp's clamped to it (see DOMAIN WARP).
 */
#ifndef NOISE_CORE_NOISE_H
#define NOISE_CORE_NOISE_H

#include <float.h>  /* FLT_MAX: NOISE_FIELDS */
#include <limits.h> /* INT_MIN, INT_MAX: NOISE_FIELDS */
#include <stddef.h> /* size_t */
#include <stdint.h>

#include "erosion.h" /* NoiseErosion: NoiseState's */

/* As GLib's G_BEGIN_DECLS: C linkage for C++ users. */
#ifdef __cplusplus
#define NOISE_BEGIN_DECLS                                                      \
  extern "C"                                                                   \
  {
#define NOISE_END_DECLS }
#else
#define NOISE_BEGIN_DECLS
#define NOISE_END_DECLS
#endif

NOISE_BEGIN_DECLS

#if defined(__GNUC__) && defined(NOISE_BUILDING_CORE)
#define NOISE_API __attribute__ ((visibility ("default")))
#else
#define NOISE_API
#endif

/* The noise bases.  Values are stable: they index presets and scripts. */
typedef enum
{
  NOISE_VALUE,           /* pseudorandom-artist tutorial, in -1..1; 1D–3D */
  NOISE_PERLIN,          /* pseudorandom-artist tutorial, quintic; 1D–3D */
  NOISE_SIMPLEX_VALUE,   /* simplex tutorial, (1/2 - d^2)^3; 1D–3D */
  NOISE_SIMPLEX,         /* simplex tutorial; 1D–3D, 4D per the article */
  NOISE_SIMPLEX_2002,    /* Perlin's 2002 reference; 3D only */
  NOISE_SIMPLEX_CLASSIC, /* sweet-spots Python (Gustavson); 2D only */
  NOISE_CELLULAR,        /* Worley's cellular noise; 1D–3D, see CELLULAR */
  NOISE_WAVE,            /* bands and rings, as Blender's Wave; 1D–3D, see
                          * WAVE */
  NOISE_GABOR,           /* sparse Gabor convolution and phasor noise, as
                          * Blender's Gabor; 1D–3D, see GABOR */
  NOISE_TYPE_COUNT
} NoiseType;

/* How a type makes seamless tiles and loops. */
typedef enum
{
  NOISE_TILING_NONE,    /* neither: a published reference with no periodic
                         * form (the 2002 and classic simplex) */
  NOISE_TILING_LATTICE, /* wraps its lattice: each octave's frequency snaps
                         * to whole cells per period (Value, Perlin) */
  NOISE_TILING_TORUS    /* maps the plane onto a flat torus in its 4D form:
                         * any frequency tiles (Simplex, Simplex Value) */
} NoiseTiling;

/* How a type makes looping animations (noise.h, LOOPS). */
typedef enum
{
  NOISE_LOOPS_NONE,       /* none: a published reference without a loop */
  NOISE_LOOPS_ALONG_AXIS, /* the domain moves its points along an extra axis
                           * (or a 4D circle) by whole periods per loop */
  NOISE_LOOPS_BY_PHASE    /* the type turns its own phases by whole turns per
                           * loop: the domain gives only the loop's whole
                           * cells (Gabor) */
} NoiseLooping;

/* What a type is and can do: the one table everything else derives from
 * (the core's checks, the plug-in's choices and help, the dialog, the
 * tests).  name and description are English, marked for translation in the
 * plug-in's catalogs; translate them where they are shown. */
typedef struct
{
  const char *nick;        /* stable: scripts, presets and files name it */
  const char *name;        /* display name */
  const char *description; /* one line */
  int min_dimensions;      /* the dimensions it has: min..max, all between */
  int max_dimensions;
  NoiseTiling tiling; /* how it tiles */
  NoiseLooping loops; /* how it makes looping animations, if it does */
  int derivatives;    /* 1 when it has analytic derivatives */
  int orientable;     /* 1 when an orientation field can turn it (2D and up:
                       * NOISE_WARP_ORIENTATION) */
} NoiseTypeInfo;

/* How octaves combine.  n_k is octave k's basis value in [-1, 1], a_k its
 * amplitude (a_0 = 1, a_k = persistence * a_(k-1); a partial last octave's
 * is scaled by its fraction, see detail).  Values are stable: they index
 * presets and scripts.
 *
 * The first three and ping-pong are normalised by construction and return
 * [-1, 1] always.  With weighted_strength w > 0 (FastNoiseLite's "weighted
 * strength") octave k's term, centred (a_k n_k for fbm, a_k (2 m_k - 1) for
 * the others, m_k = |n_k|, (1 - |n_k|)^2 or pp_k), is further weighted by
 * prod_(j<k) (1 - w + w m_j), with m_j = (n_j + 1) / 2 for fbm: a low
 * octave quietens those above it.  The divisor stays sum a_k.
 *
 * The four Musgrave modes are F. K. Musgrave's (Texturing and Modeling, 3rd
 * ed., ch. 16) as Blender's Noise Texture implements them, offset o and
 * gain g included; their raw range depends on o, g, the amplitudes and the
 * octaves (ranges below, for n_k in [-1, 1]).  With normalize (the default)
 * that range, computed once by noise_prepare, is mapped linearly onto
 * [-1, 1]; without it they return the raw value, inside the range that
 * noise_value_range reports.  The bound is guaranteed, not always reached:
 * where octaves weight each other (hybrid, ridged multifractal) typical
 * values fill only part of it. */
typedef enum
{
  NOISE_FRACTAL_FBM,        /* sum a_k n_k / sum a_k: the seeds' Sum */
  NOISE_FRACTAL_TURBULENCE, /* 2 sum a_k |n_k| / sum a_k - 1 */
  NOISE_FRACTAL_RIDGED,     /* 2 sum a_k (1 - |n_k|)^2 / sum a_k - 1 */
  /* prod_k (1 + a_k n_k): raw range [prod (1 - a_k), prod (1 + a_k)], so
   * [0, up to 2^octaves]; no offset or gain (as Blender). */
  NOISE_FRACTAL_MULTIFRACTAL,
  /* v = sum_k w_k s_k, s_k = a_k (n_k + o); w_0 = 1, w_k = clamp (w_(k-1)
   * g s_(k-1), 0, 1).  Musgrave and Blender stop where w_k <= 0.001, which
   * makes the value jump; here the sum runs on (to where every weight is
   * 0), so it is continuous, and differs from theirs by under 0.001 (|o| +
   * 1) times the remaining amplitudes' sum.  Raw range: s_0's [o - 1,
   * o + 1] plus, per later octave, its largest weight times s_k's
   * extremes. */
  NOISE_FRACTAL_HYBRID_MULTIFRACTAL,
  /* v_0 = o + n_0, v_k = v_(k-1) (1 + a_k (n_k + o)): detail grows where
   * the terrain is high.  Raw range: the interval product of [o - 1, o + 1]
   * and each [1 + a_k (o - 1), 1 + a_k (o + 1)]. */
  NOISE_FRACTAL_HETERO_TERRAIN,
  /* r_k = (o - |n_k|)^2, s_0 = r_0, s_k = r_k clamp (g s_(k-1), 0, 1),
   * v = sum a_k s_k.  Raw range: r's [min, max] over |n| in [0, 1] for s_0
   * plus each later octave's a_k times its bounds, >= 0 throughout. */
  NOISE_FRACTAL_RIDGED_MULTIFRACTAL,
  /* 2 sum a_k pp_k / sum a_k - 1, pp_k = t in [0, 1] folded back and forth
   * (a triangle wave of period 2) at t = (n_k + 1) ping_pong_strength:
   * FastNoiseLite's ping-pong.  Creased where it folds. */
  NOISE_FRACTAL_PING_PONG,
  NOISE_FRACTAL_COUNT
} NoiseFractal;

/* The parameters a fractal mode reads (noise_fractal_parameters): what a
 * dialog greys out when they do not apply. */
typedef enum
{
  NOISE_FRACTAL_USES_OFFSET = 1 << 0,             /* fractal_offset */
  NOISE_FRACTAL_USES_GAIN = 1 << 1,               /* fractal_gain */
  NOISE_FRACTAL_USES_PING_PONG_STRENGTH = 1 << 2, /* ping_pong_strength */
  NOISE_FRACTAL_USES_WEIGHTED_STRENGTH = 1 << 3,  /* weighted_strength */
  NOISE_FRACTAL_USES_NORMALIZE = 1 << 4           /* normalize */
} NoiseFractalParameters;

/* What noise_prepare returns: NOISE_OK, or the first reason it refused
 * the settings.  Values are stable.  NOISE_STATUSES (X) lists them in order
 * as X (NAME, MESSAGE), MESSAGE being noise_status_string's English text;
 * a field's range is NOISE_FIELDS's (below), which says which status
 * refuses a value outside it. */
/* clang-format off */
#define NOISE_STATUSES(X)                                                      \
  X (NOISE_OK, "no error")                                                     \
  X (NOISE_ERROR_TYPE, "unknown noise type")                                   \
  /* the type has no such dimension */                                         \
  X (NOISE_ERROR_DIMENSIONS, "the noise type has no such dimension")           \
  X (NOISE_ERROR_FREQUENCY, "frequency must be finite, in (0, 65536]")         \
  X (NOISE_ERROR_OCTAVES, "octaves must be 1..16")                             \
  X (NOISE_ERROR_LACUNARITY, "lacunarity must be finite, in [1, 16]")          \
  X (NOISE_ERROR_PERSISTENCE, "persistence must be finite, in [0, 1]")         \
  X (NOISE_ERROR_FRACTAL, "unknown fractal mode")                              \
  /* the last octave's frequency, frequency * lacunarity^(octaves - 1), is     \
   * over NOISE_MAX_FREQUENCY */                                               \
  X (NOISE_ERROR_TOP_FREQUENCY, "the last octave's frequency is over 65536")   \
  /* tile[] not finite, negative, or only one set; or a period of 2^31 cells   \
   * or more, or (Value, Perlin) so short that its whole cells are over        \
   * NOISE_MAX_FREQUENCY per unit */                                           \
  X (NOISE_ERROR_TILE,                                                         \
     "tile periods must be both 0 or both > 0, under 2^31 cells and "          \
     "at most 65536 cells per unit")                                           \
  /* loop_phase or loop_length not finite, or loop_length not above 0 or      \
   * 2^31 cells or more */                                                     \
  X (NOISE_ERROR_LOOP,                                                         \
     "loop phase and length must be finite, "                                  \
     "the length above 0 and under 2^31 cells")                                \
  /* the type cannot tile or loop (the 2002 and classic simplex) */            \
  X (NOISE_ERROR_NOT_PERIODIC,                                                 \
     "the 2002 and classic simplex cannot tile or loop")                       \
  X (NOISE_ERROR_CELLULAR_RETURN, "unknown cellular return")                   \
  X (NOISE_ERROR_METRIC, "unknown distance metric")                            \
  X (NOISE_ERROR_EXPONENT,                                                     \
     "the Minkowski exponent must be finite, in [0.5, 8]")                     \
  X (NOISE_ERROR_JITTER, "jitter must be finite, in [0, 1]")                   \
  X (NOISE_ERROR_SMOOTHNESS, "smoothness must be finite, in [0, 1]")           \
  X (NOISE_ERROR_FRACTAL_OFFSET,                                               \
     "the fractal offset must be finite, in [-16, 16]")                        \
  X (NOISE_ERROR_FRACTAL_GAIN, "the fractal gain must be finite, in [0, 16]")  \
  X (NOISE_ERROR_PING_PONG_STRENGTH,                                           \
     "the ping-pong strength must be finite, in [0, 64]")                      \
  X (NOISE_ERROR_WEIGHTED_STRENGTH,                                            \
     "the weighted strength must be finite, in [0, 1]")                        \
  X (NOISE_ERROR_DETAIL, "detail must be finite, in [0, 16]")                  \
  /* warp_mode, warp_amount, warp_frequency or warp_octaves (with a warp      \
   * mode) */                                                                  \
  X (NOISE_ERROR_WARP,                                                         \
     "unknown warp mode, or the warp amount not in [0, 64], its "              \
     "frequency not in (0, 65536] or its octaves not 1..16")                   \
  /* warp_type not a NoiseType, without the noise's dimension, or unable to   \
   * tile or loop as the noise does */                                         \
  X (NOISE_ERROR_WARP_TYPE,                                                    \
     "the warp's noise type lacks the noise's dimension, or cannot "           \
     "tile or loop as the noise does")                                         \
  /* the warp's last octave, warp_frequency * lacunarity^(warp_octaves - 1),  \
   * is over NOISE_MAX_FREQUENCY */                                            \
  X (NOISE_ERROR_WARP_TOP_FREQUENCY,                                           \
     "the warp's last octave's frequency is over 65536")                       \
  /* levels not a NoiseLevels, or levels_centre not finite */                  \
  X (NOISE_ERROR_LEVELS, "unknown levels, or their centre not finite")         \
  /* NOISE_LEVELS_FILL found (next to) no variation to stretch: the settings  \
   * give a flat layer */                                                      \
  X (NOISE_ERROR_FLAT,                                                         \
     "the settings give a flat layer: no variation to fill the range with")  \
  /* an erosion field outside its range, or erosion on a 1D noise (field     \
   * erosion_strength, limit 0) */                                           \
  X (NOISE_ERROR_EROSION,                                                      \
     "an erosion setting is out of range, or the noise is 1D")                 \
  /* wave_shape, wave_profile or wave_phase out of range, or (field           \
   * wave_shape, limit the dimensions it needs) a shape along an axis the     \
   * noise does not have, which would give a flat layer */                    \
  X (NOISE_ERROR_WAVE,                                                         \
     "unknown wave shape or profile, the wave phase not in [0, 1], or a "     \
     "wave shape along an axis the noise does not have")                      \
  /* gabor_frequency, gabor_anisotropy, gabor_orientation or gabor_mode       \
   * out of range */                                                          \
  X (NOISE_ERROR_GABOR,                                                        \
     "unknown Gabor mode, or the Gabor frequency not in [1, 32], its "        \
     "anisotropy not in [0, 1] or its orientation not in [-360, 360]")       \
  /* NOISE_WARP_ORIENTATION on a type that has no orientation to turn, or    \
   * on 1D noise (field warp_mode, value the type) */                        \
  X (NOISE_ERROR_WARP_ORIENTATION,                                             \
     "the orientation warp turns Gabor noise in 2D or 3D only")
/* clang-format on */

typedef enum
{
#define NOISE_STATUS_ENUM(NAME, MESSAGE) NAME,
  NOISE_STATUSES (NOISE_STATUS_ENUM)
#undef NOISE_STATUS_ENUM
} NoiseStatus;

#define NOISE_MAX_OCTAVES 16
#define NOISE_MAX_FREQUENCY 65536.0f

/* The largest magnitude of any derivative the core returns, 2^120 (about
 * 1.3e36): every derivative is finite, and a sum of the four, each times
 * a factor up to 16, stays finite in float (their squares need not:
 * square in double, or scale first).  Only a deep domain warp's true
 * derivatives reach it (see DOMAIN WARP); the bases' and the fractal
 * modes' stay below (a Musgrave mode's raw slopes reach about 2^82). */
#define NOISE_MAX_DERIVATIVE 0x1p120f

/* CELLULAR
 *
 * NOISE_CELLULAR is Worley's cellular noise: one feature point in each cell
 * of the square (cubic) lattice, at the cell's centre moved by up to
 * jitter / 2 of a cell along each axis (a hash of the wrapped cell, so it
 * tiles and loops as Value and Perlin do: NOISE_TILING_LATTICE).  It looks
 * at the 3^n cells around the point, then ring after ring of cells further
 * out while a nearer feature could lie there, so F1 and F2 are exact in
 * every metric and at every jitter (smooth F1 blends the 5^n cells around
 * the point, as Blender; the edge distance the 5^n around the nearest
 * feature's cell).  Each
 * return is mapped linearly from its raw range [lo, hi], bounds computed by
 * noise_prepare from the jitter, metric and dimension (never per sample),
 * to [-1, 1]: value = 2 (raw - lo) / (hi - lo) - 1.  With j the jitter and
 * M (u) the metric's length of a vector whose components all have length u
 * (Euclidean: u sqrt n; Manhattan: n u; Chebyshev: u; Minkowski e:
 * n^(1/e) u), B1 = M (0.5 + j / 2) bounds the distance to the point's own
 * cell's feature, and B2 is the length of (1 + j / 2, 0.5 + j / 2, ...), the
 * farther of it and the nearer neighbour along x: */
typedef enum
{
  NOISE_CELLULAR_F1,          /* distance to the nearest feature; raw
                               * [0, B1]; -1 on a feature */
  NOISE_CELLULAR_F2,          /* to the second nearest; raw [0, B2] */
  NOISE_CELLULAR_F2_MINUS_F1, /* raw [0, B2]; -1 on a cell border */
  NOISE_CELLULAR_CELL_VALUE,  /* flat cells, each its own random value; raw
                               * [-1, 1), mapped as it is; derivatives 0 */
  NOISE_CELLULAR_EDGE,        /* Euclidean distance to the nearest cell border
                               * (bisector), exact as Quilez's two passes,
                               * whatever the metric; raw [0, (B1 + B2) / 2]
                               * with Euclidean B1, B2 */
  NOISE_CELLULAR_SMOOTH_F1,   /* Blender's smooth F1 with s = smoothness / 2:
                               * raw [-s, B1], at most F1 */
  NOISE_CELLULAR_RETURN_COUNT
} NoiseCellularReturn;

/* How cellular noise measures distance; v is the offset from the feature. */
typedef enum
{
  NOISE_METRIC_EUCLIDEAN, /* sqrt (sum v_a^2): round cells */
  NOISE_METRIC_MANHATTAN, /* sum |v_a|: diamonds */
  NOISE_METRIC_CHEBYSHEV, /* max |v_a|: squares */
  NOISE_METRIC_MINKOWSKI, /* (sum |v_a|^e)^(1/e), e = minkowski_exponent:
                           * stars below 1, Manhattan at 1, Euclidean at 2,
                           * towards Chebyshev above */
  NOISE_METRIC_COUNT
} NoiseMetric;

/* Cellular derivatives are analytic wherever the return is differentiable:
 * F1, F2, F2 - F1 and smooth F1 in every metric (Euclidean: v / |v|;
 * Manhattan: the signs of v, piecewise constant; Chebyshev: the sign of v's
 * longest axis, the others 0; Minkowski: sign (v_a) (|v_a| / d)^(e - 1),
 * taken as 0 where v_a = 0, a cusp below e = 1), and the edge distance
 * (minus the unit normal of the nearest bisector).  They are undefined on
 * cell borders (F1, F2 - F1: creases; F2 and the edge distance where the
 * nearest features change) and at the features themselves, where each
 * return gives one side's value, and 0 for the cell value, flat between
 * its jumps. */

/* The Minkowski exponent's range: below 1/2 the stars thin to crosses and
 * the bounds grow as n^(1/e); at 8 the shapes are within n^(1/8) (9 % in
 * 2D) of Chebyshev's squares, beyond which nothing visible changes. */
#define NOISE_MIN_EXPONENT 0.5f
#define NOISE_MAX_EXPONENT 8.0f

/* WAVE
 *
 * NOISE_WAVE is Blender's Wave texture without its built-in distortion: a
 * profile of one coordinate t of the octave's point q (the world point
 * times the frequency, so the frequency counts periods per world unit).
 * The shape says which coordinate:
 *
 *   bands along x, y or z   t = q_x, q_y or q_z: straight stripes across
 *                           that axis, one period per cell
 *   diagonal bands          t = q_x + q_y + q_z: stripes across the
 *                           diagonal, 1 / sqrt (n) cells apart in n
 *                           dimensions (Blender's halves the sum)
 *   rings around x, y or z  t = the distance from that axis: cylinders
 *                           (around z in 2D: circles round the origin)
 *   spherical rings         t = |q|: spheres round the origin (circles in
 *                           2D), as Blender's spherical rings
 *
 * The value is profile (t + wave_phase + the seed's shift), every
 * profile of period 1 and -1 at t = 0 (Blender's, mapped from [0, 1] onto
 * [-1, 1]): the range is [-1, 1], each period fills it.  Seed 0 shifts
 * nothing (Blender's wave); any other seed shifts the phase by a fraction
 * of a period drawn from it (24 bits of its lowbias32 hash).  A shape
 * along an axis beyond the dimensions would be flat: noise_prepare
 * refuses it (NOISE_ERROR_WAVE; bands along y in 1D, along z in 1D and
 * 2D, rings around x in 1D).  Octaves are the wave at higher frequencies,
 * each shifted as decorrelate_octaves says: rings of the upper octaves are
 * then centred far away (arcs); without it every octave's rings share the
 * centre.
 *
 * Derivatives are exact, the profile's slope times the gradient of t.
 * The saw's jump, the triangle's kinks and the rings' centre (where t is
 * a cone's tip) are creases: there the derivative is the one-sided one
 * towards larger t (0 at the rings' centre), as at the core's other
 * creases.
 *
 * Tiles: the lattice types' snapping (NOISE_TILING_LATTICE) makes each
 * period hold whole cells, so bands of every direction tile (t grows by a
 * whole number across a period).  Rings tile by wrapping: each axis that
 * tiles measures from the nearest periodic image of the centre, so the
 * rings meet their neighbours' in creases along the lines halfway between
 * centres.  Loops move the wave along t by loop_length's whole cells per
 * loop: the bands travel, the rings grow outwards.  Distortion, Blender's
 * noise added to the phase, is the domain warp here (DOMAIN WARP): marble
 * is bands under a warp of several octaves, wood rings under a gentle
 * one. */
typedef enum
{
  NOISE_WAVE_BANDS_X,
  NOISE_WAVE_BANDS_Y,
  NOISE_WAVE_BANDS_Z,
  NOISE_WAVE_BANDS_DIAGONAL,
  NOISE_WAVE_RINGS_X,
  NOISE_WAVE_RINGS_Y,
  NOISE_WAVE_RINGS_Z,
  NOISE_WAVE_RINGS_SPHERICAL,
  NOISE_WAVE_SHAPE_COUNT
} NoiseWaveShape;

/* The profile p (u) over one period, u = t - floor (t) in [0, 1). */
typedef enum
{
  NOISE_WAVE_SINE,     /* -cos (2 pi u): smooth */
  NOISE_WAVE_SAW,      /* 2 u - 1: rises, then jumps back at whole t */
  NOISE_WAVE_TRIANGLE, /* 1 - 4 |u - 1/2|: up and down, kinked */
  NOISE_WAVE_PROFILE_COUNT
} NoiseWaveProfile;

/* GABOR
 *
 * NOISE_GABOR is Gabor noise by sparse convolution (Lagae et al. 2009, as
 * Tavernier et al. 2019 and Blender 4.3's Gabor texture make it), with the
 * phasor noise of Tricard et al. 2019.  Space is cut into unit cells of the
 * octave's point q (so the frequency counts cells per world unit), each
 * holding 4 impulses drawn from a hash of the cell and the seed: a place
 * in the cell, a weight of +1 or -1 and a direction w.  The sum over the
 * impulses within reach of q (3^n cells) of the complex kernel
 *
 *   K (d) = g (|d|^2) exp (i 2 pi f (d . w)),  d = q - the impulse,
 *   g (s) = exp (-pi s) (1/2 + 1/2 cos (pi s)) for s < 1, 0 beyond
 *
 * (a Gaussian under a Hann window: radius one cell, smooth at its edge) is
 * a complex number z, and gabor_mode says what of it is the value:
 *
 *   value      Im z, the Gabor noise (zero mean, as Blender), divided by
 *              3 sigma (sigma: its standard deviation, from the kernel's
 *              integral, 1D–3D), its tails past 7/8 bent by levels' knee
 *              (LEVELS) into (-1, 1): Gaussian-like values have no bound,
 *              so the basis maps 3 sigma, 99.7 % of them, onto the range
 *              and keeps every value inside it smoothly
 *   phasor     the phase theta = arg z through wave_profile (WAVE) at
 *              u = theta / 2 pi + 1/2: the saw is the phase itself
 *              (theta / pi), the sine cos theta (stripes of one contrast
 *              everywhere), the triangle 1 - 2 |theta| / pi
 *   intensity  |z| over 3.5 sigma (its 99.7 % point) onto [-1, 1], bent
 *              by the same knee
 *
 * f = gabor_frequency is the stripes per cell (the kernel's radius); the
 * directions are gabor_orientation degrees in the xy plane from x, turned
 * by up to a quarter turn either way times 1 - gabor_anisotropy: 1 (the
 * default) puts every stripe along the orientation, 0 spreads them evenly
 * (isotropic noise); in 3D each leaves the xy plane by up to the same
 * share of the sphere (uniform over it at 0).  1D noise runs along x and
 * reads neither.
 *
 * Derivatives are exact: the kernel's gradient summed for the value and
 * the intensity ((Re grad Re + Im grad Im) / |z|), the phase's (Re grad
 * Im - Im grad Re) / |z|^2 through the profile's slope.  The phase jumps
 * where z crosses the negative real axis (the saw) and turns fast near
 * z = 0; there, and at the triangle's kinks, the derivative is one side's,
 * 0 at z = 0.  The exponential, sine, cosine and atan2 are float
 * polynomials: the same bits on every build.
 *
 * Tiles: the cells wrap at whole periods (the lattice types' snapping,
 * NOISE_TILING_LATTICE), so the tile is seamless.  Loops: each impulse's
 * phase turns by +-n whole turns per loop (n the loop's whole cells in the
 * octave, the sign from its hash), so the last frame meets the first
 * exactly and 2D noise stays 2D.  Planet maps use the 3D form. */
typedef enum
{
  NOISE_GABOR_VALUE,
  NOISE_GABOR_PHASOR,
  NOISE_GABOR_INTENSITY,
  NOISE_GABOR_MODE_COUNT
} NoiseGaborMode;

/* DOMAIN WARP
 *
 * With a warp mode the noise n is sampled at a moved point q (p) instead
 * of p: the vector w of the warp's own noise (warp_type, warp_frequency,
 * warp_octaves, warp_seed; fbm with the noise's lacunarity and
 * persistence, octaves decorrelated), one component per dimension, each
 * the same noise shifted by a fixed number of cells.  s = warp_amount /
 * frequency is the amount in world units: warp_amount counts cells of the
 * noise's first octave.
 *
 * Independent: q = p + s w (p), w the warp's fractal sum, in [-1, 1].
 * Progressive: q_0 = p, q_(k+1) = q_k + s (a_k / sum a) w_k (q_k), w_k
 * the warp's octave k alone: each octave moves the point the octaves below
 * moved (FastNoiseLite's progressive and independent fractal warps).
 *
 * Derivatives by the chain rule, exact wherever the warp's noise is
 * differentiable: d n (q (p)) / d p = J^T grad n (q), J = I + s J_w
 * (independent), or the product of the I + s_k J_(w_k) (progressive).
 * That product grows by up to s_k |J_(w_k)| (about warp_amount times the
 * ratio of the warp's octave's frequency to the noise's) per octave, and
 * overflows float in a deep progressive warp (warp_amount 64, 16 octaves of
 * persistence 1 reach 10^60 and beyond).  It is kept finite: the Jacobian
 * is carried as a matrix of entries up to 2^64 times a power of two
 * (exact), recomputed in double where a level's float product overflowed,
 * so a derivative that float can hold comes out with the bits of the plain
 * product; and where the true derivative's largest component exceeds
 * NOISE_MAX_DERIVATIVE (2^120), the derivative vector is scaled down to
 * that length along its own direction.  This is harmless: the value then
 * swings through its whole range within 2^-119 world units, far below the
 * spacing of any float point a render samples, so no finite difference of
 * the samples could tell the true slope from the bound, and a normal map's
 * normal, which lies within 2^-100 of the surface there either way, keeps
 * its direction.  warp_amount / frequency (s) is likewise at most FLT_MAX
 * (a frequency under about 10^-37 overflowed it).
 * The warp's noise tiles and loops with the noise (the same tile and
 * loop), so a warped tile or loop is seamless: warp_type must tile and loop
 * where the noise does.  The value range is the noise's.
 *
 * Orientation moves no point: it turns the orientation of a type whose
 * kernels have one (NoiseTypeInfo.orientable: Gabor noise, in 2D and 3D)
 * by theta (p) = warp_amount / 2 * w (p) turns, w the warp's fractal sum
 * (its first component) at the point: warp_amount 1 turns it by up to half
 * a turn either way, so stripes swirl along the warp's noise (brushed
 * metal that swirls, fingerprints).  As Blender evaluates a connected
 * orientation, it is taken at the point itself, so each kernel's phase is
 * f (p - c) . omega (theta (p)); its derivative adds the kernel's slope
 * along theta times grad theta (p) = warp_amount / 2 grad w (p), exact as
 * the warp's noise's.  A 3D noise turns about z.  Tiles and loops as the
 * warp's noise does, so seamlessly. */
typedef enum
{
  NOISE_WARP_NONE,
  NOISE_WARP_INDEPENDENT,
  NOISE_WARP_PROGRESSIVE,
  NOISE_WARP_ORIENTATION,
  NOISE_WARP_COUNT
} NoiseWarpMode;

/* LEVELS
 *
 * How the values are mapped onto [-1, 1], after everything else (the
 * fractal sum, its mode's range and the warp).
 *
 * NOISE_LEVELS_BOUNDS (the default here, and what every render did before
 * levels existed) maps a range the values are guaranteed to stay in: each
 * fractal mode's (NoiseFractal), a cellular return's.  Typical values fill
 * only part of it, from about half (fBm) to a fifth (cellular edge).
 *
 * NOISE_LEVELS_FILL stretches the values that occur onto [-1, 1]:
 * noise_prepare measures them once, at NOISE_LEVELS_POINTS fixed points of
 * the square [-0.5, 0.5]^2 in the plane z = w = 0 moved to levels_centre
 * (a square canvas's region, at the frequency set; a loop's at eight
 * phases round it), and maps their NOISE_LEVELS_TAIL-th smallest and
 * largest linearly onto -1 and 1.  Nothing clips: beyond 7/8 of the range
 * a soft knee bends the tails towards -1 and 1 (m = 7/8 + t / (8 (1 + t)),
 * t = 8 (|v| - 7/8)), with slope 1 where it starts, so values, derivatives,
 * normals and flow stay continuous; about 1 % of a region's points lie in
 * the knee.  The map depends on the settings only (not on the phase of a
 * loop), is the same on every build, and its derivatives are exact.
 * Settings whose measured values vary by less than NOISE_LEVELS_MIN_SPAN
 * have nothing to stretch: noise_prepare refuses them (NOISE_ERROR_FLAT),
 * so a constant layer never passes for noise. */
typedef enum
{
  NOISE_LEVELS_BOUNDS,
  NOISE_LEVELS_FILL,
  NOISE_LEVELS_COUNT
} NoiseLevels;

#define NOISE_LEVELS_POINTS 4096
#define NOISE_LEVELS_TAIL 12
#define NOISE_LEVELS_MIN_SPAN (1.0f / 4096.0f)

/* The largest warp_amount, in cells. */
#define NOISE_MAX_WARP 64.0f

/* EROSION
 *
 * With erosion_strength above 0, gullies and ridges are carved into the
 * noise after its fractal sum and warp, before levels: Rune Skovbo
 * Johansen's erosion filter (2026), a pure function of the point, the
 * height and its gradient (erosion.h says how it works).  It acts in the
 * xy plane, in cells of the first octave (x frequency, y frequency), so
 * the look keeps with the frequency; a 3D or 4D noise is eroded slice by
 * slice (z and w fixed), and a 1D noise is refused (NOISE_ERROR_EROSION).
 *
 *   erosion_strength     depth of the gullies, 0 (off) .. 2
 *   erosion_scale        the first erosion octave's gully spacing, in
 *                        cells of the noise (with erosion_cell_scale)
 *   erosion_octaves      octaves of gullies, each erosion_lacunarity times
 *   erosion_gain         finer and erosion_gain times shallower
 *   erosion_lacunarity
 *   erosion_gully_weight 0 flattens towards the fade target (valleys
 *                        fill, peaks sharpen), 1 cuts full gullies
 *   erosion_detail       how far the finer gullies reach up the slopes
 *   erosion_cell_scale   stripes per cell: near 1 clean, higher distorted
 *   erosion_ridge_rounding, erosion_crease_rounding  0 sharp .. 1 round
 *   erosion_onset        the slope where erosion sets in: higher erodes
 *                        gentler slopes
 *
 * The gradient the filter reads is the noise's exact one; it also needs
 * the curvature (the Hessian: the gully direction turns with the slope),
 * taken by central differences of the exact gradient a sixty-fourth of
 * the finest octave's cell apart (of the noise or its warp): the eroded
 * gradient then agrees with finite differences of the eroded height to
 * about 1e-3 of its size away from the gullies' creases.  The eroded
 * height's z and w derivatives are the noise's (the filter acts in xy).
 * With tiles, the gully cells wrap at whole periods: the eroded tile is
 * seamless.  Erosion widens the values beyond the fractal mode's range,
 * so with erosion every value is bent into [-1, 1] by the levels' knee
 * (LEVELS; with NOISE_LEVELS_FILL, by its map), a Musgrave mode's raw
 * range included.  erosion_ridge set returns the ridge map instead: -1 in
 * the creases (drainage), +1 on the ridges, 0 where nothing is eroded,
 * not levelled, derivatives 0.  Cost: about 5 evaluations of the noise
 * and the filter's octaves per point. */

/* A choice of a small enum (cellular returns, metrics): as NoiseTypeInfo,
 * name and description English, marked for the plug-in's catalogs. */
typedef struct
{
  const char *nick;        /* stable: scripts, presets and files name it */
  const char *name;        /* display name */
  const char *description; /* one line */
} NoiseChoiceInfo;

/* One sample: the value and its partial derivatives. */
typedef struct
{
  float value, dx, dy, dz;
} NoiseSample;

/* One sample with the fourth derivative, for 4D noise. */
typedef struct
{
  float value, dx, dy, dz, dw;
} NoiseSample4;

/* When noise_prepare checks a field's range (NOISE_FIELDS' CHECK), in the
 * order it checks them; within one, fields are checked in the table's
 * order, and the first outside its range gives the refusal. */
typedef enum
{
  NOISE_CHECK_ANY,       /* every value is valid: not checked */
  NOISE_CHECK_TYPE,      /* first; then the type's dimensions */
  NOISE_CHECK_SCALE,     /* the first octave and the octaves' factors */
  NOISE_CHECK_DETAIL,    /* the octave count: detail, */
  NOISE_CHECK_OCTAVES,   /* and octaves where detail is 0 */
  NOISE_CHECK_FRACTAL,   /* the fractal mode's own; then the top frequency */
  NOISE_CHECK_TILE,      /* tile sizes; then their cell counts */
  NOISE_CHECK_LOOP,      /* with looping only */
  NOISE_CHECK_CELLULAR,  /* cellular noise's, whatever the type */
  NOISE_CHECK_WARP,      /* with a warp mode only */
  NOISE_CHECK_WARP_TYPE, /* with a warp mode only; then its dimensions */
  NOISE_CHECK_LEVELS,    /* then the erosion's */
  NOISE_CHECK_EROSION,   /* always; then its dimensions */
  NOISE_CHECK_WAVE,      /* the wave's, whatever the type; then the shape's
                          * dimensions when the type is NOISE_WAVE */
  NOISE_CHECK_GABOR      /* Gabor noise's, whatever the type */
} NoiseFieldCheck;

/* NOISE_FIELDS (X): every field of NoiseSettings, declared once, in the
 * struct's order:
 *
 *   X (NAME, TYPE, KIND, DIM, LOW, MIN, MAX, DEFAULT, CHECK, STATUS)
 *
 *   NAME, TYPE  the member and its C type
 *   KIND     FLOAT, INT, UINT32 or ENUM (an int-sized enum): NoiseFieldKind
 *   DIM      empty, or [n] for an array of n (each element is checked)
 *   LOW      FROM: the range is [MIN, MAX]; ABOVE: (MIN, MAX]; values
 *            outside, NaN included, are refused with STATUS, when CHECK
 *            says (NOISE_CHECK_ANY: never)
 *   DEFAULT  noise_settings_init's, of every element
 *
 * The struct, its defaults, the range checks of noise_prepare and the
 * descriptor noise_settings_fields exports all derive from it, and so do
 * the front ends' tables where they mirror a field (NOISE_FIELD_MIN).
 * The rows are NOISE_FIELDS_WITH's, which passes its A to every row as
 * a first argument (NOISE_FIELD_MIN passes the field it picks).   A new
 * field goes at the end (files and fuzz inputs name fields by place).
 * Checks no range can say (the type's dimensions, a tile's cell count,
 * the top frequency) follow their CHECK group in noise_prepare. */
/* clang-format off */
#define NOISE_FIELDS_WITH(X, A)                                                        \
  X (A, type, NoiseType, ENUM, , FROM, 0, NOISE_TYPE_COUNT - 1, NOISE_SIMPLEX,    \
     TYPE, NOISE_ERROR_TYPE)                                                   \
  /* 1..4 where the type has it */                                             \
  X (A, dimensions, int, INT, , FROM, 1, 4, 3, TYPE, NOISE_ERROR_DIMENSIONS)      \
  /* lattice cells per world unit */                                           \
  X (A, frequency, float, FLOAT, , ABOVE, 0.0f, NOISE_MAX_FREQUENCY, 4.0f, SCALE, \
     NOISE_ERROR_FREQUENCY)                                                    \
  /* detail, below, overrides it */                                            \
  X (A, octaves, int, INT, , FROM, 1, NOISE_MAX_OCTAVES, 1, OCTAVES,              \
     NOISE_ERROR_OCTAVES)                                                      \
  /* frequency factor per octave */                                            \
  X (A, lacunarity, float, FLOAT, , FROM, 1.0f, 16.0f, 2.0f, SCALE,               \
     NOISE_ERROR_LACUNARITY)                                                   \
  /* amplitude factor per octave */                                            \
  X (A, persistence, float, FLOAT, , FROM, 0.0f, 1.0f, 0.5f, SCALE,               \
     NOISE_ERROR_PERSISTENCE)                                                  \
  X (A, fractal, NoiseFractal, ENUM, , FROM, 0, NOISE_FRACTAL_COUNT - 1,          \
     NOISE_FRACTAL_FBM, FRACTAL, NOISE_ERROR_FRACTAL)                          \
  /* 0 = the tables printed in the seeds */                                    \
  X (A, seed, uint32_t, UINT32, , FROM, 0, UINT32_MAX, 0, ANY, NOISE_OK)          \
  /* Nonzero (the default) shifts octave k by k times a fixed irrational       \
   * offset, so features of successive octaves do not pile up at the origin    \
   * (the artefact seed 001 describes under "Making Fractal Noise").  Zero      \
   * reproduces the seeds' Sum exactly. */                                     \
  X (A, decorrelate_octaves, int, INT, , FROM, INT_MIN, INT_MAX, 1, ANY,          \
     NOISE_OK)                                                                 \
  /* Seamless tiles: the pattern repeats every tile[0] world units along x     \
   * and tile[1] along y; both 0 (the default) for no tiling.  Value and       \
   * Perlin wrap their lattice, with the frequency of each octave and axis     \
   * snapped so that a period holds whole cells; Simplex and Simplex Value     \
   * map the plane onto a flat torus through their 4D form (a different        \
   * slice of noise, same feature size).  The 2002 and classic types cannot    \
   * tile.  1D noise takes both sizes too: a 1D Simplex or Simplex Value       \
   * reads its torus at y = 0, so which slice it shows (not its period)        \
   * depends on tile[1]. */                                                    \
  X (A, tile, float, FLOAT, [2], FROM, 0.0f, FLT_MAX, 0.0f, TILE,                 \
     NOISE_ERROR_TILE)                                                         \
  /* Looping animation: nonzero moves the pattern around a closed loop,        \
   * loop_phase in [0, 1) being the position on it and loop_length the         \
   * distance travelled per loop, in cells of the first octave (default 2).    \
   * Value and Perlin loop along a periodic extra axis (2D noise uses its 3D   \
   * form); the simplex types go round a circle in their 4D form. */          \
  X (A, looping, int, INT, , FROM, INT_MIN, INT_MAX, 0, ANY, NOISE_OK)            \
  X (A, loop_phase, float, FLOAT, , FROM, -FLT_MAX, FLT_MAX, 0.0f, LOOP,          \
     NOISE_ERROR_LOOP)                                                         \
  X (A, loop_length, float, FLOAT, , ABOVE, 0.0f, FLT_MAX, 2.0f, LOOP,            \
     NOISE_ERROR_LOOP)                                                         \
  /* Cellular noise only (see CELLULAR); checked whatever the type. */         \
  X (A, cellular_return, NoiseCellularReturn, ENUM, , FROM, 0,                    \
     NOISE_CELLULAR_RETURN_COUNT - 1, NOISE_CELLULAR_F1, CELLULAR,             \
     NOISE_ERROR_CELLULAR_RETURN)                                              \
  X (A, metric, NoiseMetric, ENUM, , FROM, 0, NOISE_METRIC_COUNT - 1,             \
     NOISE_METRIC_EUCLIDEAN, CELLULAR, NOISE_ERROR_METRIC)                     \
  /* NOISE_METRIC_MINKOWSKI's e; default Blender's */                          \
  X (A, minkowski_exponent, float, FLOAT, , FROM, NOISE_MIN_EXPONENT,             \
     NOISE_MAX_EXPONENT, 0.5f, CELLULAR, NOISE_ERROR_EXPONENT)                 \
  /* how far features move from cell centres, 0 (a regular grid) .. 1         \
   * (anywhere in the cell) */                                                 \
  X (A, jitter, float, FLOAT, , FROM, 0.0f, 1.0f, 1.0f, CELLULAR,                 \
     NOISE_ERROR_JITTER)                                                       \
  /* NOISE_CELLULAR_SMOOTH_F1's, 0 (F1) .. 1 */                                \
  X (A, smoothness, float, FLOAT, , FROM, 0.0f, 1.0f, 1.0f, CELLULAR,             \
     NOISE_ERROR_SMOOTHNESS)                                                   \
  /* The Musgrave modes' offset o and gain g (see NoiseFractal), as Blender    \
   * names them, with Blender's defaults.  Musgrave suggests o = 1, g = 2 for  \
   * ridged multifractal. */                                                   \
  X (A, fractal_offset, float, FLOAT, , FROM, -16.0f, 16.0f, 0.0f, FRACTAL,       \
     NOISE_ERROR_FRACTAL_OFFSET)                                               \
  X (A, fractal_gain, float, FLOAT, , FROM, 0.0f, 16.0f, 1.0f, FRACTAL,           \
     NOISE_ERROR_FRACTAL_GAIN)                                                 \
  /* Ping-pong's strength, default FastNoiseLite's. */                         \
  X (A, ping_pong_strength, float, FLOAT, , FROM, 0.0f, 64.0f, 2.0f, FRACTAL,     \
     NOISE_ERROR_PING_PONG_STRENGTH)                                           \
  /* How much each octave's value weights the next ones (fbm, turbulence,      \
   * ridged, ping-pong): 0 (the default) adds them independently, 1 lets a     \
   * low octave silence the ones above it. */                                  \
  X (A, weighted_strength, float, FLOAT, , FROM, 0.0f, 1.0f, 0.0f, FRACTAL,       \
     NOISE_ERROR_WEIGHTED_STRENGTH)                                            \
  /* Nonzero (the default): the Musgrave modes map their raw range onto        \
   * [-1, 1].  Zero: they return raw values (noise_value_range).  The other    \
   * modes are normalised whatever this says. */                               \
  X (A, normalize, int, INT, , FROM, INT_MIN, INT_MAX, 1, ANY, NOISE_OK)          \
  /* Fractional octaves, as Blender's Detail (which counts from 0: its         \
   * Detail d is detail d + 1 here).  0 (the default): octaves counts.         \
   * Otherwise it overrides octaves: floor (detail) whole octaves and one      \
   * more whose amplitude is scaled by the fraction, so the pattern changes    \
   * continuously with detail; a whole number gives exactly the bits of the    \
   * same octaves, and anything in (0, 1] is one octave. */                    \
  X (A, detail, float, FLOAT, , FROM, 0.0f, NOISE_MAX_OCTAVES, 0.0f, DETAIL,      \
     NOISE_ERROR_DETAIL)                                                       \
  /* Domain warp (see DOMAIN WARP): warp_amount in cells of the first          \
   * octave, warp_frequency in cells per world unit; seeds as the noise's. */  \
  X (A, warp_mode, NoiseWarpMode, ENUM, , FROM, 0, NOISE_WARP_COUNT - 1,          \
     NOISE_WARP_NONE, WARP, NOISE_ERROR_WARP)                                  \
  X (A, warp_amount, float, FLOAT, , FROM, 0.0f, NOISE_MAX_WARP, 1.0f, WARP,      \
     NOISE_ERROR_WARP)                                                         \
  X (A, warp_type, NoiseType, ENUM, , FROM, 0, NOISE_TYPE_COUNT - 1,              \
     NOISE_SIMPLEX, WARP_TYPE, NOISE_ERROR_WARP_TYPE)                          \
  X (A, warp_frequency, float, FLOAT, , ABOVE, 0.0f, NOISE_MAX_FREQUENCY, 2.0f,   \
     WARP, NOISE_ERROR_WARP)                                                   \
  X (A, warp_octaves, int, INT, , FROM, 1, NOISE_MAX_OCTAVES, 3, WARP,            \
     NOISE_ERROR_WARP)                                                         \
  X (A, warp_seed, uint32_t, UINT32, , FROM, 0, UINT32_MAX, 0, ANY, NOISE_OK)     \
  /* See LEVELS.  With NOISE_LEVELS_FILL, normalize is not read (taken as      \
   * set).  levels_centre: the world point the region NOISE_LEVELS_FILL        \
   * measures is centred on (where a canvas centres its plane). */             \
  X (A, levels, NoiseLevels, ENUM, , FROM, 0, NOISE_LEVELS_COUNT - 1,             \
     NOISE_LEVELS_BOUNDS, LEVELS, NOISE_ERROR_LEVELS)                          \
  X (A, levels_centre, float, FLOAT, [4], FROM, -FLT_MAX, FLT_MAX, 0.0f, LEVELS,  \
     NOISE_ERROR_LEVELS)                                                       \
  /* See EROSION.  Strength 0 (the default) is off: the bits of no erosion. */ \
  X (A, erosion_strength, float, FLOAT, , FROM, 0.0f, 2.0f, 0.0f, EROSION,        \
     NOISE_ERROR_EROSION)                                                      \
  X (A, erosion_scale, float, FLOAT, , FROM, 1.0f / 64.0f, 16.0f, 0.5f, EROSION,  \
     NOISE_ERROR_EROSION)                                                      \
  X (A, erosion_octaves, int, INT, , FROM, 1, NOISE_EROSION_MAX_OCTAVES, 5,       \
     EROSION, NOISE_ERROR_EROSION)                                             \
  X (A, erosion_gain, float, FLOAT, , FROM, 0.0f, 1.0f, 0.5f, EROSION,            \
     NOISE_ERROR_EROSION)                                                      \
  X (A, erosion_lacunarity, float, FLOAT, , FROM, 1.0f, 4.0f, 2.0f, EROSION,      \
     NOISE_ERROR_EROSION)                                                      \
  X (A, erosion_gully_weight, float, FLOAT, , FROM, 0.0f, 1.0f, 0.5f, EROSION,    \
     NOISE_ERROR_EROSION)                                                      \
  X (A, erosion_detail, float, FLOAT, , FROM, 0.25f, 8.0f, 1.5f, EROSION,         \
     NOISE_ERROR_EROSION)                                                      \
  X (A, erosion_cell_scale, float, FLOAT, , FROM, 0.25f, 4.0f, 0.7f, EROSION,     \
     NOISE_ERROR_EROSION)                                                      \
  X (A, erosion_ridge_rounding, float, FLOAT, , FROM, 0.0f, 1.0f, 0.1f, EROSION,  \
     NOISE_ERROR_EROSION)                                                      \
  X (A, erosion_crease_rounding, float, FLOAT, , FROM, 0.0f, 1.0f, 0.0f,          \
     EROSION, NOISE_ERROR_EROSION)                                             \
  X (A, erosion_onset, float, FLOAT, , FROM, 0.0f, 64.0f, 1.25f, EROSION,         \
     NOISE_ERROR_EROSION)                                                      \
  /* Nonzero: the ridge map instead of the eroded height (see EROSION). */     \
  X (A, erosion_ridge, int, INT, , FROM, INT_MIN, INT_MAX, 0, ANY, NOISE_OK)   \
  /* NOISE_WAVE only (see WAVE); checked whatever the type. */                 \
  X (A, wave_shape, NoiseWaveShape, ENUM, , FROM, 0, NOISE_WAVE_SHAPE_COUNT - 1,  \
     NOISE_WAVE_BANDS_X, WAVE, NOISE_ERROR_WAVE)                               \
  X (A, wave_profile, NoiseWaveProfile, ENUM, , FROM, 0,                          \
     NOISE_WAVE_PROFILE_COUNT - 1, NOISE_WAVE_SINE, WAVE, NOISE_ERROR_WAVE)    \
  /* periods added to the wave's coordinate before the profile */              \
  X (A, wave_phase, float, FLOAT, , FROM, 0.0f, 1.0f, 0.0f, WAVE,                 \
     NOISE_ERROR_WAVE)                                                         \
  /* NOISE_GABOR only (see GABOR); checked whatever the type.  Stripes per     \
   * cell (Blender's default 2), from 1: below, a wavelet is a blob whose      \
   * contrast follows its phase, so a still frame fades towards grey and a    \
   * loop pulses; 1: every stripe along the orientation; degrees from x in     \
   * the xy plane (Blender's 45). */                                           \
  X (A, gabor_frequency, float, FLOAT, , FROM, 1.0f, 32.0f, 2.0f, GABOR,           \
     NOISE_ERROR_GABOR)                                                        \
  X (A, gabor_anisotropy, float, FLOAT, , FROM, 0.0f, 1.0f, 1.0f, GABOR,           \
     NOISE_ERROR_GABOR)                                                        \
  X (A, gabor_orientation, float, FLOAT, , FROM, -360.0f, 360.0f, 45.0f, GABOR,    \
     NOISE_ERROR_GABOR)                                                        \
  X (A, gabor_mode, NoiseGaborMode, ENUM, , FROM, 0, NOISE_GABOR_MODE_COUNT - 1,  \
     NOISE_GABOR_VALUE, GABOR, NOISE_ERROR_GABOR)
/* clang-format on */

#define NOISE_FIELD_CALL(X, ...) X (__VA_ARGS__)
#define NOISE_FIELDS(X) NOISE_FIELDS_WITH (NOISE_FIELD_CALL, X)

/* The fields' indices, NOISE_FIELD_INDEX_ and the member's name: what
 * noise_settings_fields's array holds at that index. */
typedef enum
{
#define NOISE_FIELD_INDEX_OF(NAME, TYPE, KIND, DIM, LOW, MIN, MAX, DEFAULT,    \
                             CHECK, STATUS)                                    \
  NOISE_FIELD_INDEX_##NAME,
  NOISE_FIELDS (NOISE_FIELD_INDEX_OF)
#undef NOISE_FIELD_INDEX_OF
      NOISE_FIELD_COUNT
} NoiseFieldIndex;

/* A field's MIN, MAX and DEFAULT (as doubles) as constant expressions, for
 * tables that mirror it: NOISE_FIELD_MAX (weighted_strength) is 1.0. */
#define NOISE_FIELD_MIN(NAME) (NOISE_FIELDS_WITH (NOISE_FIELD_MIN_IF, NAME) 0.0)
#define NOISE_FIELD_MAX(NAME) (NOISE_FIELDS_WITH (NOISE_FIELD_MAX_IF, NAME) 0.0)
#define NOISE_FIELD_DEFAULT(NAME)                                              \
  (NOISE_FIELDS_WITH (NOISE_FIELD_DEFAULT_IF, NAME) 0.0)
#define NOISE_FIELD_MIN_IF(WANT, NAME, TYPE, KIND, DIM, LOW, MIN, MAX,         \
                           DEFAULT, CHECK, STATUS)                             \
  NOISE_FIELD_INDEX_##WANT == NOISE_FIELD_INDEX_##NAME ? (double) (MIN):
#define NOISE_FIELD_MAX_IF(WANT, NAME, TYPE, KIND, DIM, LOW, MIN, MAX,         \
                           DEFAULT, CHECK, STATUS)                             \
  NOISE_FIELD_INDEX_##WANT == NOISE_FIELD_INDEX_##NAME ? (double) (MAX):
#define NOISE_FIELD_DEFAULT_IF(WANT, NAME, TYPE, KIND, DIM, LOW, MIN, MAX,     \
                               DEFAULT, CHECK, STATUS)                         \
  NOISE_FIELD_INDEX_##WANT == NOISE_FIELD_INDEX_##NAME ? (double) (DEFAULT):

/* What to compute: NOISE_FIELDS' fields, in its order.  Fill with
 * noise_settings_init, then change fields. */
typedef struct
{
#define NOISE_FIELD_MEMBER(NAME, TYPE, KIND, DIM, LOW, MIN, MAX, DEFAULT,      \
                           CHECK, STATUS)                                      \
  TYPE NAME DIM;
  NOISE_FIELDS (NOISE_FIELD_MEMBER)
#undef NOISE_FIELD_MEMBER
} NoiseSettings;

/* A field's C type, as NOISE_FIELDS' KIND names it. */
typedef enum
{
  NOISE_FIELD_FLOAT,  /* float */
  NOISE_FIELD_INT,    /* int */
  NOISE_FIELD_UINT32, /* uint32_t */
  NOISE_FIELD_ENUM    /* an enum, the size of an int */
} NoiseFieldKind;

/* One field of NoiseSettings, as NOISE_FIELDS declares it: what bindings
 * and fuzzers read rather than mirror the struct (noise_settings_fields). */
typedef struct
{
  const char *name;      /* the member's name */
  size_t offset;         /* offsetof (NoiseSettings, name) */
  NoiseFieldKind kind;   /* its element type */
  int count;             /* 1, or the array's length */
  int min_excluded;      /* 1: the range is (min, max]; 0: [min, max] */
  double min, max;       /* the range noise_prepare checks (every element) */
  double default_value;  /* noise_settings_init's */
  NoiseFieldCheck check; /* when it is checked; NOISE_CHECK_ANY: never */
  NoiseStatus status;    /* what a value outside the range is refused with */
} NoiseField;

/* What noise_prepare refused, as a record: the status, the field, its
 * value and the limit it is beyond, so that a front end can say so without
 * recomputing anything.  Filled on every call (status NOISE_OK, field -1,
 * value and limit 0 when nothing was refused).  By status:
 *
 *   a field outside its NOISE_FIELDS range (that row's STATUS, including
 *     the range parts of TILE, LOOP and WARP): the field, the value of its
 *     first element outside, and the bound it is beyond: MIN when below it
 *     (or at it, for an ABOVE range), otherwise MAX (NaN included)
 *   NOISE_ERROR_DIMENSIONS: dimensions, its value, and the nearest
 *     dimensions the type has
 *   NOISE_ERROR_TOP_FREQUENCY: what counts the octaves (detail when set,
 *     else octaves), the last octave's frequency (noise_top_frequency) and
 *     NOISE_MAX_FREQUENCY
 *   NOISE_ERROR_WARP_TOP_FREQUENCY: warp_octaves, noise_warp_top_frequency
 *     and NOISE_MAX_FREQUENCY
 *   NOISE_ERROR_TILE beyond the ranges: tile, and either the one period
 *     set with limit 0 (both must be 0 or both above), or the whole cells a
 *     period holds with limit 2^31 - 1, or (Value, Perlin) a period's
 *     snapped frequency with limit NOISE_MAX_FREQUENCY
 *   NOISE_ERROR_LOOP beyond the ranges: loop_length, the cells it holds
 *     and 2^31 - 1
 *   NOISE_ERROR_NOT_PERIODIC: type and its value; NOISE_ERROR_WARP_TYPE
 *     beyond the range: warp_type and its value; limit NaN (no number
 *     bounds a type)
 *   NOISE_ERROR_FLAT: levels, the span of the values measured
 *     (NOISE_LEVELS_FILL) and NOISE_LEVELS_MIN_SPAN
 *
 * The warp's checks of the fields it shares with the noise (tile, loop)
 * name those fields. */
typedef struct
{
  NoiseStatus status; /* what noise_prepare returned */
  int field;          /* the NoiseFieldIndex refused, or -1 */
  double value;       /* the field's value, or the quantity derived from it */
  double limit;       /* the bound value is beyond */
} NoiseRefusal;

/* Cellular noise, prepared: what its basis reads. */
typedef struct
{
  int cellular_return, metric, reach; /* reach: cells searched each side */
  float jitter, exponent, inverse_exponent;
  float smoothness, inverse_smoothness; /* Blender's s and 1 / s */
  float scale, bias;                    /* value = raw * scale + bias */
} NoiseCellular;

/* One prepared noise: what its row loops read (the noise itself, or a
 * domain warp's noise).  Part of NoiseState; treat as opaque. */
typedef struct
{
  NoiseSettings settings;
  uint8_t perm[512 + 3];                 /* the permutation, twice, then 3
                                          * zeros for the words gathered at
                                          * its last bytes (lanes.h) */
  int32_t perm32[512];                   /* the same, for vector gathers */
  uint8_t perm_slices[16][32];           /* the same, for AVX2's shuffles */
  float range;                           /* sum of amplitudes */
  float amplitude[NOISE_MAX_OCTAVES];    /* a_k */
  float frequency[NOISE_MAX_OCTAVES][4]; /* f_k per axis */
  int period[NOISE_MAX_OCTAVES][4];      /* lattice periods, 0 = none */
  float offset[NOISE_MAX_OCTAVES][4];    /* lattice-space shift of octave k */
  float loop[NOISE_MAX_OCTAVES][4];      /* lattice-space loop position */
  float loop_radius[NOISE_MAX_OCTAVES];  /* simplex types: loop circle */
  int basis_dimensions;                  /* of the basis sampled */
  int four_d;                            /* simplex types tiling/looping */
  NoiseCellular cellular;                /* NOISE_CELLULAR's */
  /* Under an orientation warp, while a row is computed (warp.c): each of
   * its points' turn in turns, and its gradient (4 per point; NULL without
   * derivatives).  NULL otherwise. */
  const float *turn, *turn_slope;
  /* The Musgrave modes' raw range, and the map of it onto [-1, 1] (value *
   * scale + shift) when normalising. */
  float low, high, scale, shift;
} NoiseLayer;

/* Prepared state: read-only after noise_prepare.  Treat as opaque. */
typedef struct
{
  NoiseLayer layer; /* the noise; its settings are the settings prepared */
  NoiseLayer warp;  /* the warp's noise, when warp_mode is not NONE */
  float warp_scale; /* world units per unit of warp value (0 when the warp
                     * turns, NOISE_WARP_ORIENTATION) */
  float warp_turn;  /* turns per unit of warp value: orientation only */
  /* NOISE_LEVELS_FILL's map, value * levels_scale + levels_shift clamped
   * to [-1, 1]; scale 0 for NOISE_LEVELS_BOUNDS (no map). */
  float levels_scale, levels_shift;
  /* The erosion filter (EROSION), when erosion_strength is above 0; and
   * the Hessian's difference step, in world units. */
  NoiseErosion erosion;
  float erosion_step;
} NoiseState;

NOISE_API void noise_settings_init (NoiseSettings *settings);

/* The descriptor of every field of NoiseSettings, in the struct's order;
 * *n receives their number (NOISE_FIELDS). */
NOISE_API const NoiseField *noise_settings_fields (int *n);

/* Checks every field and precomputes tables.  On error *state is untouched
 * apart from being unusable, and the status names the first bad field;
 * refusal, when not NULL, receives the record of it (NoiseRefusal), and
 * NOISE_OK's on success.  state->settings is a copy of *settings, but for
 * octaves: the number of octaves sampled, ceil (detail) when detail is
 * set. */
NOISE_API NoiseStatus noise_prepare (const NoiseSettings *settings,
                                     NoiseState *state, NoiseRefusal *refusal);

/* The erosion filter (erosion.h) of settings s -- its erosion_ fields and
 * seed -- as the erosion stage (EROSION) sets it up: in cells of the first
 * octave, period[] per axis in those cells (0, or period NULL: none),
 * prepared.  The one mapping of the settings onto the filter; the GEGL
 * operation noise-render:erode, which erodes a height map of the user's,
 * calls it too.  Any settings give a usable filter (noise_erosion_prepare
 * clamps). */
NOISE_API void noise_erosion_from_settings (const NoiseSettings *s,
                                            const double period[2],
                                            NoiseErosion *erosion);

/* An English description of a status, for C users; the plug-in has its own
 * translated messages. */
NOISE_API const char *noise_status_string (NoiseStatus status);

/* The octaves sampled: octaves, or when detail is set ceil (detail), at
 * least 1 (and at most NOISE_MAX_OCTAVES, whatever detail holds). */
NOISE_API int noise_octave_count (const NoiseSettings *settings);

/* The last octave's frequency, frequency x lacunarity^(octaves sampled - 1)
 * in float, which noise_prepare refuses over NOISE_MAX_FREQUENCY
 * (NOISE_ERROR_TOP_FREQUENCY); and the warp's, with warp_frequency and
 * warp_octaves (NOISE_ERROR_WARP_TOP_FREQUENCY). */
NOISE_API float noise_top_frequency (const NoiseSettings *settings);
NOISE_API float noise_warp_top_frequency (const NoiseSettings *settings);

/* The NOISE_FRACTAL_USES_ flags of the parameters a fractal mode reads; 0
 * for a value that is not a NoiseFractal. */
NOISE_API unsigned noise_fractal_parameters (NoiseFractal fractal);

/* The range of the values noise_eval and the row calls give for a prepared
 * state: [-1, 1], except a Musgrave mode without normalize, whose raw range
 * it is (finite, computed once by noise_prepare). */
NOISE_API void noise_value_range (const NoiseState *state, float *low,
                                  float *high);

/* What a type is and can do, or NULL for a value that is not a NoiseType. */
NOISE_API const NoiseTypeInfo *noise_type_info (NoiseType type);

/* The type whose nick is `nick`, or NOISE_TYPE_COUNT when none is. */
NOISE_API NoiseType noise_type_from_nick (const char *nick);

/* The cellular returns and metrics, as noise_type_info: NULL for a value
 * that is none. */
NOISE_API const NoiseChoiceInfo *
noise_cellular_return_info (NoiseCellularReturn cellular_return);
NOISE_API const NoiseChoiceInfo *noise_metric_info (NoiseMetric metric);
NOISE_API const NoiseChoiceInfo *noise_warp_mode_info (NoiseWarpMode mode);
NOISE_API const NoiseChoiceInfo *noise_levels_info (NoiseLevels levels);
NOISE_API const NoiseChoiceInfo *noise_wave_shape_info (NoiseWaveShape shape);
/* The dimensions a wave shape needs to vary (1, 2 or 3; WAVE), or 0 for a
 * value that is none. */
NOISE_API int noise_wave_shape_dimensions (NoiseWaveShape shape);
NOISE_API const NoiseChoiceInfo *
noise_wave_profile_info (NoiseWaveProfile profile);
NOISE_API const NoiseChoiceInfo *noise_gabor_mode_info (NoiseGaborMode mode);

/* One Gabor kernel (GABOR) as the basis computes it, in float: at offset d
 * from the impulse, direction w (unit; components beyond dimensions not
 * read), f stripes per cell and shift turns added to the phase, out = (Re,
 * Im) of g (|d|^2) exp (i 2 pi (f d . w + shift)) (0 for |d| >= 1) and
 * gradient[0], gradient[1] their gradients along d.  For tests and for
 * checking the envelope's polynomial. */
NOISE_API void noise_gabor_kernel (int dimensions, const float d[3],
                                   const float w[3], float frequency,
                                   float shift, float out[2],
                                   float gradient[2][3]);

/* The dimensions a type supports: 1 when it has that dimension. */
NOISE_API int noise_type_has_dimensions (NoiseType type, int dimensions);

/* Whether an orientation field can turn a type in these dimensions
 * (NoiseTypeInfo.orientable, 2D and up: NOISE_WARP_ORIENTATION). */
NOISE_API int noise_type_orientable (NoiseType type, int dimensions);

/* The supported dimensions nearest to `dimensions` (its range's nearer
 * end), or `dimensions` itself for a type that is none. */
NOISE_API int noise_type_nearest_dimensions (NoiseType type, int dimensions);

/* With tiling, how many whole cells of octave `octave` one period holds
 * along `axis` (Value and Perlin snap their frequency to this); 0 when that
 * axis does not wrap a lattice (no tiling, or the torus of the simplex
 * types, which tiles at any frequency). */
NOISE_API int noise_lattice_period (const NoiseState *state, int octave,
                                    int axis);

/* The cosine and sine of `turns` full turns (an angle of 2 pi turns), with
 * the same bits on every platform and compiler: what the torus of seamless
 * tiles and the loop circle use.  Exact at every quarter turn (cos 1/4 is
 * exactly 0); any input gives a defined result (0, 0 when not finite). */
NOISE_API void noise_turn (double turns, double *cosine, double *sine);

/* One octave.  Point in world space; frequency multiplies the point;
 * derivatives are with respect to the world point (already multiplied by
 * frequency); dimensions 1..3 (components beyond the dimension are ignored
 * and their derivatives are 0).  seed 0 = the tables printed in the source
 * texts (README.md, Sources).  An unsupported type or dimension returns all
 * zeros. */
NOISE_API NoiseSample noise_sample (NoiseType type, int dimensions, float x,
                                    float y, float z, float frequency,
                                    uint32_t seed);

/* The fractal sum at one world point p (p[0..dimensions-1] are read). */
NOISE_API NoiseSample4 noise_eval (const NoiseState *state, const float p[4]);

/* Fills values[0..n-1] with the fractal sum at the points
 * origin + (x0 + i) * step, i = 0..n-1, each component computed in float
 * exactly as written (so any split of a row gives identical results).
 * derivatives, when not NULL, receives n groups of 4 floats (d/dx, d/dy,
 * d/dz, d/dw); when NULL the derivative work is skipped. */
NOISE_API void noise_fill_row (const NoiseState *state, const float origin[4],
                               const float step[4], int x0, int n,
                               float *values, float *derivatives);

/* The same at chosen columns of a row: the points origin + columns[i] *
 * step, i = 0..n-1, with exactly the values noise_fill_row gives at those
 * indices (a scaled-down preview of a render, say). */
NOISE_API void noise_fill_columns (const NoiseState *state,
                                   const float origin[4], const float step[4],
                                   const int *columns, int n, float *values,
                                   float *derivatives);

/* The same at n chosen world points, points[4 i .. 4 i + 3] for point i
 * (components beyond the dimension are not read): exactly the values and
 * derivatives noise_eval gives at each, on the widest build.  For samplings
 * that are not a straight row (a sphere's longitudes and latitudes). */
NOISE_API void noise_fill_points (const NoiseState *state, const float *points,
                                  int n, float *values, float *derivatives);

NOISE_END_DECLS

#endif /* NOISE_CORE_NOISE_H */
