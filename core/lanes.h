/* lanes.h — the lane type every basis is written against, FastNoise2-style:
 * W points at a time in the compiler's vector extensions (GCC, clang), laid
 * out for the vector units (structure of arrays).
 *
 * Each family file includes this and is compiled once per instruction set
 * (core/meson.build) with NOISE_LANES (W) and NOISE_ISA_SUFFIX set: one lane
 * for the per-point reference path (noise_eval, NOISE_ISA_SCALAR), four
 * generic lanes for every machine, and on x86-64 eight (AVX2) and sixteen
 * (AVX-512).  Every build performs the same operations in the same order and
 * precision, lane by lane, so every path gives the same bits
 * (tests/core/test-paths.c checks it): no FMA contraction
 * (-ffp-contract=off), no approximate reciprocals, and where one lane has no
 * work (a simplex corner out of reach) it adds an exact zero.  Not
 * installed.
 *
 * Glossary of the short names every row file uses:
 *   W        the lane count of this build (NOISE_LANES): 1, 4, 8 or 16
 *   vf, vi   W floats, W int32s: one value per lane ("vector of float/int")
 *   vfh, vih, vdh, vlh
 *            half a vector ("h") of floats, int32s, doubles, int64s: what
 *            the double-precision steps work on, W / 2 lanes at a time
 *   vbytes   4 W bytes: the permutation's bytes for in-register lookups
 *   HALF, JOIN2, LOW, HIGH, JOIN, ZIP_LOW, ZIP_HIGH
 *            lane shuffles between whole vectors and halves
 *   widen_f, double_of, long_mask, int_mask
 *            conversions of halves: to double, masks to 64 and 32 bits
 *   Lanes    one octave at W points: value and d[0..3], its derivatives
 *   Basis    what a basis reads (permutation, periods, gradient table, ...)
 *   LaneBasis
 *            a basis function: Basis and W points -> Lanes
 *   INLINE   always_inline: the loop, octave and basis become one function
 *   OUT_OF_LINE
 *            noinline: a part called rather than copied at every use
 *   splat    W copies of one float; select_i, select_f, min_f, max_f
 *            lane-wise */
#ifndef NOISE_LANES_H
#define NOISE_LANES_H

#include "noise-internal.h"
#include "noise-row.h"

#if defined(__SSE__)
#include <immintrin.h>
#endif

#if !defined(NOISE_LANES) || !defined(NOISE_ISA_SUFFIX)
#error "lanes.h is compiled with NOISE_LANES and NOISE_ISA_SUFFIX set"
#endif
#define W NOISE_LANES

/* name_SUFFIX: the symbol of this build (noise_rows_value_avx2, ...). */
#define NOISE_LANES_GLUE(name, suffix) name##_##suffix
#define NOISE_LANES_EXPAND(name, suffix) NOISE_LANES_GLUE (name, suffix)
#define NOISE_LANES_NAME(name) NOISE_LANES_EXPAND (name, NOISE_ISA_SUFFIX)

/* Lane-wise conversion between vector types of the same lane count. */
#define CONVERT __builtin_convertvector

/* The row loop, octave and basis inline into one function per basis, with
 * or without derivatives: everything stays in registers, and a row without
 * derivatives has no trace of them. */
#define INLINE inline __attribute__ ((always_inline))

/* Called, never inlined: a large part used in many places of a row (the
 * files that use it say why). */
#define OUT_OF_LINE __attribute__ ((noinline))

typedef float vf __attribute__ ((vector_size (4 * W)));
typedef int32_t vi __attribute__ ((vector_size (4 * W)));

/* Halves: what is computed in double (the simplex skew, the 2002 and classic
 * references) takes W / 2 lanes to a register, so a vector splits in two;
 * one lane is its own single half.  HALF (v, h) is half h of v, JOIN2 a
 * vector from its halves: register shuffles (through memory, the join would
 * stall on store forwarding). */
#if W == 1
#define HALVES 1
#define HALF(v, h) ((void) (h), (v))
#define JOIN2(lo, hi) (lo)
#else
#define HALVES 2
#define HALF(v, h) ((h) ? HIGH (v) : LOW (v))
#define JOIN2(lo, hi) _Generic ((lo), vih: join_i, default: join_fh) (lo, hi)
#endif
#if W == 4
#define LOW(v) __builtin_shufflevector ((v), (v), 0, 1)
#define HIGH(v) __builtin_shufflevector ((v), (v), 2, 3)
#define JOIN(lo, hi) __builtin_shufflevector ((lo), (hi), 0, 1, 2, 3)
#elif W == 8
#define LOW(v) __builtin_shufflevector ((v), (v), 0, 1, 2, 3)
#define HIGH(v) __builtin_shufflevector ((v), (v), 4, 5, 6, 7)
#define JOIN(lo, hi)                                                           \
  __builtin_shufflevector ((lo), (hi), 0, 1, 2, 3, 4, 5, 6, 7)
#elif W == 16
#define LOW(v) __builtin_shufflevector ((v), (v), 0, 1, 2, 3, 4, 5, 6, 7)
#define HIGH(v) __builtin_shufflevector ((v), (v), 8, 9, 10, 11, 12, 13, 14, 15)
#define JOIN(lo, hi)                                                           \
  __builtin_shufflevector ((lo), (hi), 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,   \
                           12, 13, 14, 15)
#elif W != 1
#error "NOISE_LANES is 1, 4, 8 or 16"
#endif

/* The first halves of a and b, lane by lane in turn (a0 b0 a1 b1 ...), and
 * the second halves: two rounds put W points' four components point by
 * point (points.h, store_points). */
#if W == 4
#define ZIP_LOW(a, b) __builtin_shufflevector ((a), (b), 0, 4, 1, 5)
#define ZIP_HIGH(a, b) __builtin_shufflevector ((a), (b), 2, 6, 3, 7)
#elif W == 8
#define ZIP_LOW(a, b)                                                          \
  __builtin_shufflevector ((a), (b), 0, 8, 1, 9, 2, 10, 3, 11)
#define ZIP_HIGH(a, b)                                                         \
  __builtin_shufflevector ((a), (b), 4, 12, 5, 13, 6, 14, 7, 15)
#elif W == 16
#define ZIP_LOW(a, b)                                                          \
  __builtin_shufflevector ((a), (b), 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, \
                           6, 22, 7, 23)
#define ZIP_HIGH(a, b)                                                         \
  __builtin_shufflevector ((a), (b), 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, \
                           29, 14, 30, 15, 31)
#endif
typedef float vfh __attribute__ ((vector_size (4 * W / HALVES)));
typedef int32_t vih __attribute__ ((vector_size (4 * W / HALVES)));
typedef double vdh __attribute__ ((vector_size (8 * W / HALVES)));
typedef int64_t vlh __attribute__ ((vector_size (8 * W / HALVES)));

/* Conversions between halves, exact: two halves joined (JOIN2), half h of
 * W floats widened to double, int32s to double, and masks (-1 or 0 a lane)
 * between 32 and 64 bits.  With AVX2 and AVX-512, GCC 14 widens a half in
 * two quarters, two conversions and two shuffles for the processor's one
 * instruction, narrows through general shuffles, and joins halves through
 * zero-extending moves: 27 of the 346 instructions of an octave of 3D
 * simplex (AVX-512 VBMI), mostly shuffles on the busiest port (issue 39).
 * There the instructions are called by name (X86_HALVES: the register
 * width's prefix, the register types, and the two moves that differ); they
 * give the same lanes. */
#if W == 16 && defined(__AVX512F__)
#define X86_HALVES(op) _mm512_##op
typedef __m256 HalfPs;
typedef __m256i HalfSi;
typedef __m512i WholeSi;
#define JOIN_SI(lo, hi)                                                        \
  _mm512_inserti64x4 (_mm512_castsi256_si512 (lo), (hi), 1)
#define NARROW_SI(m) _mm512_cvtepi64_epi32 (m)
#elif W == 8 && defined(__AVX2__)
#define X86_HALVES(op) _mm256_##op
typedef __m128 HalfPs;
typedef __m128i HalfSi;
typedef __m256i WholeSi;
#define JOIN_SI(lo, hi)                                                        \
  _mm256_insertf128_si256 (_mm256_castsi128_si256 (lo), (hi), 1)
/* The low int32 of each int64: AVX2 has no narrowing move. */
#define NARROW_SI(m)                                                           \
  _mm256_castsi256_si128 (_mm256_permutevar8x32_epi32 (                        \
      (m), _mm256_setr_epi32 (0, 2, 4, 6, 0, 2, 4, 6)))
#endif

#ifdef X86_HALVES
static inline vf
join_fh (vfh lo, vfh hi)
{
  return (vf) JOIN_SI ((HalfSi) lo, (HalfSi) hi);
}
static inline vi
join_i (vih lo, vih hi)
{
  return (vi) JOIN_SI ((HalfSi) lo, (HalfSi) hi);
}
static inline vdh
widen_f (vf v, int h)
{
  return (vdh) X86_HALVES (cvtps_pd) ((HalfPs) HALF (v, h));
}
static inline vdh
double_of (vih i)
{
  return (vdh) X86_HALVES (cvtepi32_pd) ((HalfSi) i);
}
static inline vlh
long_mask (vih m)
{
  return (vlh) X86_HALVES (cvtepi32_epi64) ((HalfSi) m);
}
static inline vih
int_mask (vlh m)
{
  return (vih) NARROW_SI ((WholeSi) m);
}
#else
#if HALVES == 2
static inline vf
join_fh (vfh lo, vfh hi)
{
  return JOIN (lo, hi);
}
static inline vi
join_i (vih lo, vih hi)
{
  return JOIN (lo, hi);
}
#endif
static inline vdh
widen_f (vf v, int h)
{
  return CONVERT (HALF (v, h), vdh);
}
static inline vdh
double_of (vih i)
{
  return CONVERT (i, vdh);
}
static inline vlh
long_mask (vih m)
{
  return CONVERT (m, vlh);
}
static inline vih
int_mask (vlh m)
{
  return CONVERT (m, vih);
}
#endif

/* One octave at W points: the value and its four derivatives; from a
 * basis that an orientation field turns (Basis.turned), also its slope
 * along the turn, which octave.h adds into the derivatives. */
typedef struct
{
  vf value, d[4], turn;
} Lanes;

/* What a basis reads: the permutation (32-bit entries for gathers, bytes for
 * in-register lookups, slices for AVX2's shuffles), the octave's lattice
 * periods, how many derivatives are wanted (0, or the basis's dimensions, see
 * LaneBasis; a basis reads it as a flag), its gradient table by component,
 * padded with zeros to 32 entries so that whole-register table loads stay
 * inside it (a table of 8 listed twice, as lookup_low reads 16), cellular
 * noise's prepared settings, and the layer's settings: a family reads its
 * own parameters (its NOISE_FIELDS rows) there, with no member here.  Under an
 * orientation warp (turned), the points' turns in turns and their gradients in
 * world units (NoiseLayer.turn, .turn_slope). */
typedef struct
{
  const int32_t *perm;
  const uint8_t *perm8;
  const uint8_t (*slices)[32];
  const int *period;
  int derivatives;
  const float (*gradient)[32];
  const NoiseCellular *cellular;
  const NoiseSettings *settings;
  int turned;
  vf turn, turn_slope[4];
} Basis;

/* A basis: its Lanes at W points of its own dimensions, where d[a] past
 * them stays lanes_zero's +0 (the row loop neither computes nor clears
 * those components, and the canvas sums all four against a pixel's
 * tangents). */
typedef Lanes (*LaneBasis) (const Basis *b, const vf *p);

/* Tables by component: NOISE_COLUMN (LIST, c) lists component c of every
 * vector that LIST (V) gives as V (x, y, ...), so a table is written once by
 * vector, as the source texts print it, and laid out by component for
 * lookup. */
#define NOISE_FIRST(x, ...) x,
#define NOISE_PICK_0(x, ...) x,
#define NOISE_PICK_1(x, ...) NOISE_FIRST (__VA_ARGS__, 0)
#define NOISE_PICK_2(x, y, ...) NOISE_FIRST (__VA_ARGS__, 0)
#define NOISE_PICK_3(x, y, z, ...) NOISE_FIRST (__VA_ARGS__, 0)
#define NOISE_COLUMN(list, c) { list (NOISE_PICK_##c) }
#define NOISE_COLUMNS_2(list) { NOISE_COLUMN (list, 0), NOISE_COLUMN (list, 1) }
#define NOISE_COLUMNS_3(list)                                                  \
  { NOISE_COLUMN (list, 0), NOISE_COLUMN (list, 1), NOISE_COLUMN (list, 2) }
#define NOISE_COLUMNS_4(list)                                                  \
  { NOISE_COLUMN (list, 0), NOISE_COLUMN (list, 1), NOISE_COLUMN (list, 2),    \
    NOISE_COLUMN (list, 3) }
/* NOISE_COLUMNS_2 of a list of 8 listed twice: a table that lookup_low
 * reads with size 8. */
#define NOISE_COLUMN_TWICE(list, c)                                            \
  { list (NOISE_PICK_##c) list (NOISE_PICK_##c) }
#define NOISE_COLUMNS_2_TWICE(list)                                            \
  { NOISE_COLUMN_TWICE (list, 0), NOISE_COLUMN_TWICE (list, 1) }

static inline vf
vf_of (vi i)
{
  return CONVERT (i, vf);
}

static inline vf
splat (float x)
{
  vf v = { 0 };
  return v + x;
}

static inline Lanes
lanes_zero (void)
{
  Lanes s = { { 0 }, { { 0 }, { 0 }, { 0 }, { 0 } }, { 0 } };
  return s;
}

/* m (all ones or zero per lane) ? a : b, bit for bit. */
static inline vi
select_i (vi m, vi a, vi b)
{
  return (a & m) | (b & ~m);
}

static inline vf
select_f (vi m, vf a, vf b)
{
  return (vf) select_i (m, (vi) a, (vi) b);
}

/* x < y ? x : y and x > y ? x : y, lane by lane (y where x is NaN): one
 * MINPS / MAXPS on x86, a compare and a select elsewhere. */
static inline vf
min_f (vf x, vf y)
{
#if W == 16 && defined(__AVX512F__)
  return (vf) _mm512_min_ps ((__m512) x, (__m512) y);
#elif W == 8 && defined(__AVX2__)
  return (vf) _mm256_min_ps ((__m256) x, (__m256) y);
#elif W == 4 && defined(__SSE__)
  return (vf) _mm_min_ps ((__m128) x, (__m128) y);
#else
  return select_f ((vi) (x < y), x, y);
#endif
}

static inline vf
max_f (vf x, vf y)
{
#if W == 16 && defined(__AVX512F__)
  return (vf) _mm512_max_ps ((__m512) x, (__m512) y);
#elif W == 8 && defined(__AVX2__)
  return (vf) _mm256_max_ps ((__m256) x, (__m256) y);
#elif W == 4 && defined(__SSE__)
  return (vf) _mm_max_ps ((__m128) x, (__m128) y);
#else
  return select_f ((vi) (x > y), x, y);
#endif
}

/* Whether any lane of m is set: one test of the whole register on x86.
 * The loop, which GCC reduces lane by lane (16 extracts and ORs with
 * AVX-512), cost a fifth of Gabor's time (36 impulses a group) and a
 * twentieth of 2D cellular's (issue 39). */
static INLINE int
any_lane (vi m)
{
#if W == 16 && defined(__AVX512F__)
  return _mm512_test_epi32_mask ((__m512i) m, (__m512i) m) != 0;
#elif W == 8 && defined(__AVX2__)
  return !_mm256_testz_si256 ((__m256i) m, (__m256i) m);
#elif W == 4 && defined(__SSE2__)
  __m128i zero = _mm_setzero_si128 ();
  return _mm_movemask_epi8 (_mm_cmpeq_epi32 ((__m128i) m, zero)) != 0xffff;
#else
  for (int l = 0; l < W; l++)
    if (m[l])
      return 1;
  return 0;
#endif
}

/* The square root per lane, correctly rounded (IEEE), so the same bits on
 * every path. */
static inline vf
sqrt_f (vf x)
{
#if W == 16 && defined(__AVX512F__)
  return (vf) _mm512_sqrt_ps ((__m512) x);
#elif W == 8 && defined(__AVX2__)
  return (vf) _mm256_sqrt_ps ((__m256) x);
#elif W == 4 && defined(__SSE__)
  return (vf) _mm_sqrt_ps ((__m128) x);
#else
  vf r = x; /* every lane is written below; set first, as GCC cannot
             * see that (-Wmaybe-uninitialized in the arm64 build) */
  for (int l = 0; l < W; l++)
    r[l] = __builtin_sqrtf (x[l]);
  return r;
#endif
}

/* Lattice coordinates beyond NOISE_LATTICE_LIMIT (noise-internal.h) and
 * infinities are clamped to it and NaN becomes +limit, so that any input
 * gives a defined, finite result; coordinates inside it pass unchanged, bit
 * for bit. */
static inline vf
lattice_clamp (vf x)
{
  vf limit = splat (NOISE_LATTICE_LIMIT);
  return max_f (min_f (x, limit), -limit);
}

/* The tutorials' Mathf.FloorToInt per lane, for |x| < 2^31: truncate, then
 * step down where that rounded up (floorf is a library call on baseline
 * x86-64, which has no rounding instruction). */
static inline vi
floor_f (vf x)
{
  vi i = CONVERT (x, vi);
  return i + (vi) (x < vf_of (i));
}

/* floor of doubles, as a double: one rounding instruction where there is
 * one. */
static inline vdh
floor_half (vdh x)
{
#if W == 16 && defined(__AVX512F__)
  return (vdh) _mm512_roundscale_pd ((__m512d) x,
                                     _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
#elif W == 8 && defined(__AVX2__)
  return (vdh) _mm256_floor_pd ((__m256d) x);
#else
  vdh d = CONVERT (CONVERT (x, vih), vdh);
  return d + CONVERT (x < d, vdh); /* true is -1 */
#endif
}

/* A float vector from its two halves of doubles, rounded to float. */
static inline vf
join_f (vdh lo, vdh hi)
{
  (void) hi;
  return JOIN2 (CONVERT (lo, vfh), CONVERT (hi, vfh));
}

/* Lattice coordinate i on an axis with the given period (0 = none), reduced
 * to the permutation's 0..255; without a period this is the pseudorandom-artist
 * tutorial's "i &= hashMask".  The quotient in float is off by at most one for
 * |i| < 2^24, which the two corrections take back exactly. */
static inline vi
wrap (vi i, int period)
{
  if (period > 0)
    {
      vi q = floor_f (vf_of (i) / (float) period);
      i -= q * period;
      i += (i < 0) & period;
      i -= (i >= period) & period;
    }
  return i & 255;
}

/* perm[byte] for every byte of v, where the instruction set looks bytes up
 * in registers (NOISE_BYTE_LOOKUPS).  With VBMI two 128-byte permutes,
 * chosen by bit 7 of each byte: cheaper than gathers for every chain of
 * hashes, which all pack (NOISE_PACKED_HASHES).  With AVX2 sixteen 16-byte
 * shuffles: four corners' lookups at once, in 1.7 times a gather's time
 * at full throughput (Zen 4: 6.7 ns, a gather of eight 4.0 ns), but on the
 * vector units the arithmetic needs, where a gather's loads run beside
 * it; so with AVX2 only simplex's 3D and 4D chains pack (simplex-grid.h). */
#if W == 16 && defined(__AVX512VBMI__)
#define NOISE_PACKED_HASHES 1
#define NOISE_BYTE_LOOKUPS 1
static inline vi
hash_bytes (const Basis *b, vi v)
{
  const uint8_t *t = b->perm8;
  __m512i index = (__m512i) v;
  __m512i low = _mm512_permutex2var_epi8 (_mm512_loadu_si512 (t), index,
                                          _mm512_loadu_si512 (t + 64));
  __m512i high = _mm512_permutex2var_epi8 (_mm512_loadu_si512 (t + 128), index,
                                           _mm512_loadu_si512 (t + 192));
  return (vi) _mm512_mask_blend_epi8 (_mm512_movepi8_mask (index), low, high);
}
#elif W == 8 && defined(__AVX2__)
#define NOISE_BYTE_LOOKUPS 1
/* From the permutation's slices T_h[j] = perm[16 h + j], telescoped
 * (noise_permutation_slices): for byte x = 16 h + j, x + 128 - 16 k
 * (saturating) has bit 7 clear, so that the shuffle reads byte j of slice
 * k - 1 rather than zero, exactly when h < k.  The XOR of those slices,
 * k = h + 1..8, telescopes to T_h[j].  The upper half runs the same on x ^
 * 128, and each half gives zero where the other gives the byte. */
static inline vi
hash_bytes (const Basis *b, vi v)
{
  __m256i x[2] = { (__m256i) v,
                   _mm256_xor_si256 ((__m256i) v, _mm256_set1_epi8 (-128)) };
  __m256i r[2] = { _mm256_setzero_si256 (), _mm256_setzero_si256 () };
  for (int k = 1; k <= 8; k++)
    for (int half = 0; half < 2; half++)
      {
        __m256i slice = _mm256_loadu_si256 (
            (const __m256i *) b->slices[8 * half + k - 1]);
        __m256i at = _mm256_adds_epu8 (
            x[half], _mm256_set1_epi8 ((char) (unsigned char) (128 - 16 * k)));
        r[half] = _mm256_xor_si256 (r[half], _mm256_shuffle_epi8 (slice, at));
      }
  return (vi) _mm256_xor_si256 (r[0], r[1]);
}
#endif

/* perm[i] for 0 <= i < 512.  With AVX-512 the 256 bytes of the
 * permutation are looked up in registers, far cheaper than a gather (with
 * VBMI the permutes read only the low byte, which is i & 255); with AVX2 a
 * gather of the 32-bit copy (the permutes of eight words it has instead are
 * no faster). */
static inline vi
hash (const Basis *b, vi i)
{
#if W == 16 && defined(__AVX512VBMI__)
  return hash_bytes (b, i) & 255;
#elif W == 16 && defined(__AVX512F__)
  /* Without byte permutes, the same 256 bytes as 64 words of four: two
   * 32-word permutes chosen by bit 7 of each index, then the byte of the
   * word by a shift (bits 0 and 1).  About 2.5 times the throughput of a
   * gather. */
  const uint8_t *t = b->perm8;
  __m512i index = (__m512i) i, word = _mm512_srli_epi32 (index, 2);
  __m512i low = _mm512_permutex2var_epi32 (_mm512_loadu_si512 (t), word,
                                           _mm512_loadu_si512 (t + 64));
  __m512i high = _mm512_permutex2var_epi32 (_mm512_loadu_si512 (t + 128), word,
                                            _mm512_loadu_si512 (t + 192));
  __m512i r = _mm512_mask_blend_epi32 (
      _mm512_test_epi32_mask (index, _mm512_set1_epi32 (128)), low, high);
  return (vi) _mm512_srlv_epi32 (r, (__m512i) ((i & 3) << 3)) & 255;
#elif W == 8 && defined(__AVX2__)
  return (vi) _mm256_i32gather_epi32 (b->perm, (__m256i) i, 4);
#else
  vi r;
  for (int l = 0; l < W; l++)
    r[l] = b->perm[i[l]];
  return r;
#endif
}

/* Packed hashes: where bytes are looked up in registers, up to four
 * lattice corners share a chain of hashes: their coordinates' low bytes
 * packed in the four bytes of each lane, byte additions (modulo 256, which
 * is the & 255) and one lookup a level for all four (with VBMI
 * cube_hashes_2d and cube_hashes_3d; with VBMI and AVX2 simplex-grid.h's
 * simplex_hashes, where it says in which dimensions). */
#ifdef NOISE_BYTE_LOOKUPS
typedef uint8_t vbytes __attribute__ ((vector_size (4 * W)));

static inline vi
add_bytes (vi a, vi b)
{
  return (vi) ((vbytes) a + (vbytes) b);
}

/* A cube's four corners along one axis in the bytes of each lane: the lower
 * and upper planes (0..255) alternating (x: lo hi lo hi) or in pairs (y: lo
 * lo hi hi). */
static inline vi
cube_bytes (vi low, vi high, int pairs)
{
  vi two = pairs ? low | low << 8 : low | high << 8;
  vi upper = pairs ? high | high << 8 : two;
  return two | upper << 16;
}

/* Byte 0 of every lane in all four of its bytes: one byte shuffle (within
 * 16-byte slices: lane j of a slice takes its byte 4 j). */
static inline vi
spread_byte (vi v)
{
#if W == 16
  return (vi) _mm512_shuffle_epi8 (
      (__m512i) v,
      _mm512_set4_epi32 (0x0c0c0c0c, 0x08080808, 0x04040404, 0x00000000));
#else
  return (vi) _mm256_shuffle_epi8 (
      (__m256i) v, _mm256_setr_epi32 (0, 0x04040404, 0x08080808, 0x0c0c0c0c, 0,
                                      0x04040404, 0x08080808, 0x0c0c0c0c));
#endif
}

/* cube_bytes of an axis with the given period (0 = none).  Without one the
 * upper plane is the lower plus 1 modulo 256, so its bytes are the lower
 * plane's byte in all four plus 1 in the upper plane's: two operations
 * where packing takes four to six (issue 39); the same bytes. */
static inline vi
axis_bytes (int period, vi low, vi high, int pairs)
{
  if (period > 0)
    return cube_bytes (low, high, pairs);
  vi upper = { 0 };
  return add_bytes (spread_byte (low),
                    upper + (pairs ? 0x01010000 : 0x01000100));
}

/* Byte k of every lane of packed in the lane's low byte, the bits above
 * it unspecified: enough for lookup_low, one operation fewer a corner. */
static inline vi
byte_low (vi packed, int k)
{
  return packed >> (8 * k);
}

/* Byte k of every lane of packed, as a lane. */
static inline vi
byte_of (vi packed, int k)
{
  return byte_low (packed, k) & 255;
}

#endif

/* t[i] for a table of `size` (8, 16 or 32) floats padded to 32: in-register
 * permutes where the instruction set has them. */
static inline vf
lookup (const float *t, int size, vi i)
{
#if W == 16 && defined(__AVX512F__)
  if (size <= 16)
    return (vf) _mm512_permutexvar_ps ((__m512i) i, _mm512_loadu_ps (t));
  return (vf) _mm512_permutex2var_ps (_mm512_loadu_ps (t), (__m512i) i,
                                      _mm512_loadu_ps (t + 16));
#elif W == 8 && defined(__AVX2__)
  /* Eight entries per permute; bits 3 and 4 of the index choose. */
  __m256 r = _mm256_permutevar8x32_ps (_mm256_loadu_ps (t), (__m256i) i);
  for (int k = 8; k < size; k += 8)
    {
      __m256 part
          = _mm256_permutevar8x32_ps (_mm256_loadu_ps (t + k), (__m256i) i);
      r = _mm256_blendv_ps (r, part, (__m256) ((i & ~7) == k));
    }
  return (vf) r;
#else
  (void) size;
  vf r;
  for (int l = 0; l < W; l++)
    r[l] = t[i[l]];
  return r;
#endif
}

/* t[i & (size - 1)], for a table as lookup's whose first 8 entries repeat
 * up to 16 when size is 8: the permutes read only the index's low bits
 * (AVX-512 4 of one register and 5 of two, AVX2 3), so where they read no
 * more than the mask keeps there is no mask to apply (issue 39: a
 * gradient's hash straight from byte_low, 8 operations an octave of 3D
 * Perlin). */
static inline vf
lookup_low (const float *t, int size, vi i)
{
#if W == 16 && defined(__AVX512F__)
  return lookup (t, size < 16 ? 16 : size, i);
#elif W == 8 && defined(__AVX2__)
  return lookup (t, size, size == 8 ? i : i & (size - 1));
#else
  return lookup (t, size, i & (size - 1));
#endif
}

/* The value of a small integer table t (16 exact floats) at i. */
static inline vi
lookup_int (const float *t, vi i)
{
  return CONVERT (lookup (t, 16, i), vi);
}

/* The pseudorandom-artist tutorial: Ken Perlin's quintic fade 6t^5 - 15t^4 +
 * 10t^3 and its derivative 30t^4 - 60t^3 + 30t^2. */
static inline vf
smooth (vf t)
{
  return t * t * t * (t * (t * 6.0f - 15.0f) + 10.0f);
}

static inline vf
smooth_derivative (vf t)
{
  return 30.0f * t * t * (t * (t - 2.0f) + 1.0f);
}

/* The trilinear blend of eight corner quantities q[8] (index x + 2y + 4z)
 * with weights w, as the pseudorandom-artist tutorial's nested Lerps expanded
 * into a polynomial (the "Noise Derivatives" form); slope, when not NULL,
 * receives its partial derivatives with respect to w[0..2]. */
static inline vf
blend3 (const vf *q, const vf *w, vf *slope)
{
  vf a = q[0], b = q[1] - q[0], c = q[2] - q[0], d = q[4] - q[0];
  vf e = q[3] - q[2] - q[1] + q[0], f = q[5] - q[4] - q[1] + q[0];
  vf g = q[6] - q[4] - q[2] + q[0];
  vf h = q[7] - q[6] - q[5] + q[4] - q[3] + q[2] + q[1] - q[0];
  if (slope)
    {
      slope[0] = b + e * w[1] + (f + h * w[1]) * w[2];
      slope[1] = c + e * w[0] + (g + h * w[0]) * w[2];
      slope[2] = d + f * w[0] + (g + h * w[0]) * w[1];
    }
  return a + b * w[0] + (c + e * w[0]) * w[1]
         + (d + f * w[0] + (g + h * w[0]) * w[1]) * w[2];
}

/* The hypercube cell around p on one axis: the wrapped coordinates of its
 * two lattice planes and the offset t in [0, 1) from the lower one. */
static inline void
cube_axis (vf p, int period, vi *i0, vi *i1, vf *t)
{
  vi i = floor_f (p);
  *t = p - vf_of (i);
  *i0 = wrap (i, period);
  *i1 = wrap (i + 1, period);
}

/* The hypercube cell around p in dims dimensions, cube_axis on each. */
static inline void
cube (const Basis *b, const vf *p, int dims, vi i[][2], vf *t)
{
  for (int a = 0; a < dims; a++)
    cube_axis (p[a], b->period[a], &i[a][0], &i[a][1], &t[a]);
}

/* perm[base + plane[0]] and perm[base + plane[1]], the hashes of an axis's
 * two lattice planes under base < 256: plane[0] < 256, and plane[1] its
 * wrap in the given period (cube_axis), or without one plane[0] + 1 (or
 * that modulo 256).  With AVX2 and no period, the permutation being
 * doubled, both are bytes 0 and 1 of one gather of the four bytes at base
 * + plane[0] (noise.h pads the table for it): half the gathers (issue 39);
 * the same bytes. */
static inline void
hash_planes (const Basis *b, int period, vi base, const vi plane[2], vi h[2])
{
#if W == 8 && defined(__AVX2__)
  if (period == 0)
    {
      vi four = (vi) _mm256_i32gather_epi32 ((const int *) b->perm8,
                                             (__m256i) (base + plane[0]), 1);
      h[0] = four & 255;
      h[1] = four >> 8 & 255;
      return;
    }
#endif
  (void) period;
  for (int k = 0; k < 2; k++)
    h[k] = hash (b, base + plane[k]);
}

/* The pseudorandom-artist tutorial's 2D hashes of the square's four corners
 * (index x + 2y), hash[hash[x] + y]: with packed hashes two byte permutes for
 * all four.  low: only the hashes' low bits are read (lookup_low), so
 * packed ones need not be masked (byte_low). */
static inline void
cube_hashes_2d (const Basis *b, vi i[2][2], int low, vi *out)
{
#ifdef NOISE_PACKED_HASHES
  vi h = hash_bytes (b, axis_bytes (b->period[0], i[0][0], i[0][1], 0));
  h = hash_bytes (
      b, add_bytes (h, axis_bytes (b->period[1], i[1][0], i[1][1], 1)));
  for (int c = 0; c < 4; c++)
    out[c] = low ? byte_low (h, c) : byte_of (h, c);
#else
  (void) low;
  vi hx[2], none = { 0 };
  hash_planes (b, b->period[0], none, i[0], hx);
  for (int cx = 0; cx < 2; cx++)
    {
      vi hy[2];
      hash_planes (b, b->period[1], hx[cx], i[1], hy);
      out[cx] = hy[0];
      out[cx + 2] = hy[1];
    }
#endif
}

/* The pseudorandom-artist tutorial's 3D hashes of the cube's eight corners
 * (index x + 2y + 4z), hash[hash[hash[x] + y] + z]: with packed hashes four
 * byte permutes; else the square's four (cube_hashes_2d) shared by both z
 * planes, 14 lookups instead of 24 (7 gathers with AVX2), level by level,
 * so that no lookup waits on the one just issued (gathers, which the
 * processor may not reorder far). */
static inline void
cube_hashes_3d (const Basis *b, vi i[3][2], int low, vi *out)
{
#ifdef NOISE_PACKED_HASHES
  vi h = hash_bytes (b, axis_bytes (b->period[0], i[0][0], i[0][1], 0));
  h = hash_bytes (
      b, add_bytes (h, axis_bytes (b->period[1], i[1][0], i[1][1], 1)));
  for (int z = 0; z < 2; z++)
    {
      vi hz = hash_bytes (b, add_bytes (h, spread_byte (i[2][z])));
      for (int c = 0; c < 4; c++)
        out[4 * z + c] = low ? byte_low (hz, c) : byte_of (hz, c);
    }
#else
  vi hxy[4];
  cube_hashes_2d (b, i, low, hxy);
  for (int c = 0; c < 4; c++)
    {
      vi hz[2];
      hash_planes (b, b->period[2], hxy[c], i[2], hz);
      out[c] = hz[0];
      out[c + 4] = hz[1];
    }
#endif
}

#endif /* NOISE_LANES_H */
