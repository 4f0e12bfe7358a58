/* row.c — the row path: the fractal sum over a row, NOISE_ROW_WIDTH points
 * at a time, laid out for the vector units (structure of arrays, one basis
 * chosen per row, tables prepared per state).
 *
 * Compiled once per instruction set (see meson.build): the generic 4-lane
 * build for every machine, and on x86-64 an AVX2 and an AVX-512 build that
 * noise_fill_row picks at run time.  Every operation is the one the scalar
 * bases perform, in the same order and precision, lane by lane, so every
 * path gives bit-identical results (tests/core/test-paths.c checks it): no
 * FMA contraction, no approximate reciprocals, and where a scalar basis
 * skips work (a simplex corner out of reach) the lanes add an exact zero.
 * The double-precision simplex skew is kept too. */
#include "noise-internal.h"
#include "noise-row.h"
#if defined(__AVX2__) || defined(__AVX512F__)
#include <immintrin.h>
#endif

#ifndef NOISE_ROW_WIDTH
#error "row.c is compiled with NOISE_ROW_WIDTH and NOISE_ROW_NAME set"
#endif
#define W NOISE_ROW_WIDTH

/* Lane-wise conversion between vector types of the same lane count. */
#define CONVERT __builtin_convertvector

typedef float vf __attribute__ ((vector_size (4 * W)));
typedef int32_t vi __attribute__ ((vector_size (4 * W)));
/* Halves: the simplex skew is in double, W / 2 lanes to a register. */
typedef float vfh __attribute__ ((vector_size (2 * W)));
typedef int32_t vih __attribute__ ((vector_size (2 * W)));
typedef double vdh __attribute__ ((vector_size (4 * W)));
typedef int64_t vlh __attribute__ ((vector_size (4 * W)));

/* One octave at W points: the value and its four derivatives. */
typedef struct
{
  vf value, d[4];
} Lanes;

/* What a basis reads: the permutation (32-bit entries for gathers, bytes for
 * in-register lookups) and its
 * gradient table by component, padded with zeros to 32 entries so that
 * whole-register table loads stay inside it. */
typedef struct
{
  const int32_t *perm;
  const uint8_t *perm8;
  const int *period;
  int derivatives;
  float gradient[4][32];
} Basis;

typedef Lanes (*LaneBasis) (const Basis *b, const vf *p);

/* A row loop specialised for one basis (see ROW_FOR). */
typedef void (*RowLoop) (const NoiseState *st, const float *origin,
                         const float *step, int x0, const int *index, int n,
                         float *values, float *derivatives);

/* The row loop, octave and basis are one function per basis, with or
 * without derivatives: everything stays in registers, and a row without
 * derivatives has no trace of them. */
#define INLINE inline __attribute__ ((always_inline))

/* Lane-wise helpers. */

static inline vf
vf_of (vi i)
{
  return CONVERT (i, vf);
}

/* The low and high halves of a vector, and a vector from two halves:
 * register shuffles (through memory, the join would stall on store
 * forwarding). */
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
#endif

static inline vf
splat (float x)
{
  vf v = { 0 };
  return v + x;
}

/* m (all ones or zero per lane) ? a : b, bit for bit. */
static inline vf
select_f (vi m, vf a, vf b)
{
  return (vf) (((vi) a & m) | ((vi) b & ~m));
}

/* noise_floor per lane: truncate, then step down where that rounded up. */
static inline vi
floor_f (vf x)
{
  vi i = CONVERT (x, vi);
  return i + (vi) (x < vf_of (i));
}

/* noise_floor_double per lane, as a double: one rounding instruction
 * where there is one. */
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

/* noise_wrap per lane: the remainder by a period in [0, period), then the
 * permutation's 0..255.  The quotient in float is off by at most one for
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

/* perm[i] for 0 <= i < 512.  With AVX-512 VBMI the 256 bytes of the
 * permutation are looked up in registers (two 128-byte permutes, chosen by
 * bit 7 of each index; the permutes read only the low byte, which is
 * i & 255), far cheaper than a gather; else a gather of the 32-bit copy. */
static inline vi
hash (const Basis *b, vi i)
{
#if W == 16 && defined(__AVX512VBMI__)
  const uint8_t *t = b->perm8;
  __m512i index = (__m512i) i;
  __m512i low = _mm512_permutex2var_epi8 (_mm512_loadu_si512 (t), index,
                                          _mm512_loadu_si512 (t + 64));
  __m512i high = _mm512_permutex2var_epi8 (_mm512_loadu_si512 (t + 128), index,
                                           _mm512_loadu_si512 (t + 192));
  __m512i r = _mm512_mask_blend_epi8 (_mm512_movepi8_mask (index), low, high);
  return (vi) r & 255;
#elif W == 16 && defined(__AVX512F__)
  return (vi) _mm512_i32gather_epi32 ((__m512i) i, b->perm, 4);
#elif W == 8 && defined(__AVX2__)
  return (vi) _mm256_i32gather_epi32 (b->perm, (__m256i) i, 4);
#else
  vi r;
  for (int l = 0; l < W; l++)
    r[l] = b->perm[i[l]];
  return r;
#endif
}

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

/* noise_smooth and noise_smooth_derivative, lane-wise: the same
 * definition. */
NOISE_DEFINE_SMOOTH (smooth, smooth_derivative, vf)

/* noise_cube for one axis. */
static inline void
cube_axis (vf p, int period, vi *i0, vi *i1, vf *t)
{
  vi i = floor_f (p);
  *t = p - vf_of (i);
  *i0 = wrap (i, period);
  *i1 = wrap (i + 1, period);
}

/* blend3 of noise-internal.h, lane-wise: the same definition. */
NOISE_DEFINE_BLEND3 (blend3_lanes, vf)

/* noise_cube_hashes_3d, lane-wise. */
static inline void
cube_hashes_3d (const Basis *b, vi i[3][2], vi *out)
{
  vi hx[2] = { hash (b, i[0][0]), hash (b, i[0][1]) };
  for (int cy = 0; cy < 2; cy++)
    for (int cx = 0; cx < 2; cx++)
      {
        vi hxy = hash (b, hx[cx] + i[1][cy]);
        out[cx + 2 * cy] = hash (b, hxy + i[2][0]);
        out[cx + 2 * cy + 4] = hash (b, hxy + i[2][1]);
      }
}

/* The bases, each the lane-wise twin of its scalar function. */

static INLINE Lanes
value_2d (const Basis *b, const vf *p)
{
  vi i[2][2];
  vf t[2];
  for (int a = 0; a < 2; a++)
    cube_axis (p[a], b->period[a], &i[a][0], &i[a][1], &t[a]);
  vi h0 = hash (b, i[0][0]), h1 = hash (b, i[0][1]);
  vf h00 = vf_of (hash (b, h0 + i[1][0]));
  vf h10 = vf_of (hash (b, h1 + i[1][0]));
  vf h01 = vf_of (hash (b, h0 + i[1][1]));
  vf h11 = vf_of (hash (b, h1 + i[1][1]));

  vf a = h00, bb = h10 - h00, cc = h01 - h00, d = h11 - h01 - h10 + h00;
  vf sx = smooth (t[0]), sy = smooth (t[1]);
  Lanes s = { { 0 }, { { 0 }, { 0 }, { 0 }, { 0 } } };
  s.value = (a + bb * sx + (cc + d * sx) * sy) * noise_value_scale - 1.0f;
  if (b->derivatives)
    {
      s.d[0] = (bb + d * sy) * smooth_derivative (t[0]) * noise_value_scale;
      s.d[1] = (cc + d * sx) * smooth_derivative (t[1]) * noise_value_scale;
    }
  return s;
}

static INLINE Lanes
value_3d (const Basis *b, const vf *p)
{
  vi i[3][2], corner[8];
  vf t[3], s3[3], h[8];
  for (int a = 0; a < 3; a++)
    {
      cube_axis (p[a], b->period[a], &i[a][0], &i[a][1], &t[a]);
      s3[a] = smooth (t[a]);
    }
  cube_hashes_3d (b, i, corner);
  for (int c = 0; c < 8; c++)
    h[c] = vf_of (corner[c]);
  Lanes s = { { 0 }, { { 0 }, { 0 }, { 0 }, { 0 } } };
  vf slope[3];
  s.value
      = blend3_lanes (h, s3, b->derivatives ? slope : NULL) * noise_value_scale
        - 1.0f;
  if (b->derivatives)
    for (int a = 0; a < 3; a++)
      s.d[a] = slope[a] * smooth_derivative (t[a]) * noise_value_scale;
  return s;
}

static INLINE Lanes
perlin_2d (const Basis *b, const vf *p)
{
  vi i[2][2];
  vf t0[2];
  for (int a = 0; a < 2; a++)
    cube_axis (p[a], b->period[a], &i[a][0], &i[a][1], &t0[a]);
  vf tx0 = t0[0], ty0 = t0[1], tx1 = tx0 - 1.0f, ty1 = ty0 - 1.0f;
  vi h0 = hash (b, i[0][0]), h1 = hash (b, i[0][1]);
  vi k00 = hash (b, h0 + i[1][0]) & 7;
  vi k10 = hash (b, h1 + i[1][0]) & 7;
  vi k01 = hash (b, h0 + i[1][1]) & 7;
  vi k11 = hash (b, h1 + i[1][1]) & 7;
  const float *gx = b->gradient[0], *gy = b->gradient[1];
  vf g00x = lookup (gx, 8, k00), g00y = lookup (gy, 8, k00);
  vf g10x = lookup (gx, 8, k10), g10y = lookup (gy, 8, k10);
  vf g01x = lookup (gx, 8, k01), g01y = lookup (gy, 8, k01);
  vf g11x = lookup (gx, 8, k11), g11y = lookup (gy, 8, k11);
  vf v00 = g00x * tx0 + g00y * ty0, v10 = g10x * tx1 + g10y * ty0;
  vf v01 = g01x * tx0 + g01y * ty1, v11 = g11x * tx1 + g11y * ty1;
  vf tx = smooth (tx0), ty = smooth (ty0);

  vf a = v00, bb = v10 - v00, c = v01 - v00, d = v11 - v01 - v10 + v00;
  Lanes s = { { 0 }, { { 0 }, { 0 }, { 0 }, { 0 } } };
  s.value = (a + bb * tx + (c + d * tx) * ty) * noise_perlin_scale_2d;
  if (b->derivatives)
    {
      vf dtx = smooth_derivative (tx0), dty = smooth_derivative (ty0);
      vf dx = g00x + (g10x - g00x) * tx
              + ((g01x - g00x) + (g11x - g01x - g10x + g00x) * tx) * ty
              + (bb + d * ty) * dtx;
      vf dy = g00y + (g10y - g00y) * tx
              + ((g01y - g00y) + (g11y - g01y - g10y + g00y) * tx) * ty
              + (c + d * tx) * dty;
      s.d[0] = dx * noise_perlin_scale_2d;
      s.d[1] = dy * noise_perlin_scale_2d;
    }
  return s;
}

static INLINE Lanes
perlin_3d (const Basis *b, const vf *p)
{
  vi i[3][2], h[8];
  vf t0[3], s3[3], v[8], g[3][8];
  for (int a = 0; a < 3; a++)
    {
      cube_axis (p[a], b->period[a], &i[a][0], &i[a][1], &t0[a]);
      s3[a] = smooth (t0[a]);
    }
  cube_hashes_3d (b, i, h);
  for (int corner = 0; corner < 8; corner++)
    {
      int cx = corner & 1, cy = (corner >> 1) & 1, cz = corner >> 2;
      vi k = h[corner] & 15;
      for (int a = 0; a < 3; a++)
        g[a][corner] = lookup (b->gradient[a], 16, k);
      v[corner] = g[0][corner] * (t0[0] - (float) cx)
                  + g[1][corner] * (t0[1] - (float) cy)
                  + g[2][corner] * (t0[2] - (float) cz);
    }
  Lanes s = { { 0 }, { { 0 }, { 0 }, { 0 }, { 0 } } };
  vf slope[3];
  s.value = blend3_lanes (v, s3, b->derivatives ? slope : NULL);
  if (b->derivatives)
    for (int a = 0; a < 3; a++)
      s.d[a] = blend3_lanes (g[a], s3, NULL)
               + slope[a] * smooth_derivative (t0[a]);
  return s;
}

/* noise_simplex_cell and noise_simplex_part, lane-wise, for Simplex
 * (gradient = 1) and Simplex Value (gradient = 0) in 2..4 dimensions. */
static INLINE Lanes
simplex_lanes (const Basis *b, const vf *p, int dims, int gradient, int mask,
               float scale)
{
  /* The skew in double, in halves of W / 2 lanes: one register each. */
  vi base[4], rank[4];
  vf fraction[4], fraction_sum = splat (0.0f);
  vdh pd[2][4], sum[2] = { { 0 }, { 0 } };
  for (int a = 0; a < dims; a++)
    {
      pd[0][a] = CONVERT (LOW (p[a]), vdh);
      pd[1][a] = CONVERT (HIGH (p[a]), vdh);
      sum[0] += pd[0][a];
      sum[1] += pd[1][a];
    }
  for (int a = 0; a < dims; a++)
    {
      vdh s[2], below[2];
      for (int half = 0; half < 2; half++)
        {
          s[half] = pd[half][a] + sum[half] * noise_skew_factor[dims - 2];
          below[half] = floor_half (s[half]);
        }
      base[a] = JOIN (CONVERT (below[0], vih), CONVERT (below[1], vih));
      fraction[a] = JOIN (CONVERT (s[0] - below[0], vfh),
                          CONVERT (s[1] - below[1], vfh));
    }
  for (int a = 0; a < dims; a++)
    {
      fraction_sum += fraction[a];
      rank[a] = base[a] & 0;
    }
  for (int a = 0; a < dims; a++)
    for (int c = a + 1; c < dims; c++)
      {
        vi m = (vi) (fraction[a] >= fraction[c]);
        rank[c] -= m;     /* a steps first: one more before c */
        rank[a] += m + 1; /* else c steps first */
      }

  vf unskew = fraction_sum * (float) noise_unskew_factor[dims - 2];
  Lanes s = { { 0 }, { { 0 }, { 0 }, { 0 }, { 0 } } };
  for (int c = 0; c <= dims; c++)
    {
      float corner_unskew = (float) (c * noise_unskew_factor[dims - 2]);
      vi corner[4];
      vf d[4], g[4];
      for (int a = 0; a < dims; a++)
        {
          vi step = -(rank[a] < c);
          corner[a] = base[a] + step;
          d[a] = fraction[a] - vf_of (step) - unskew + corner_unskew;
        }
      vi h = hash (b, corner[0] & 255);
      for (int a = 1; a < dims; a++)
        h = hash (b, (h + corner[a]) & 255);

      vf v, f = splat (0.5f);
      if (gradient)
        {
          vi k = h & mask;
          v = splat (0.0f);
          for (int a = 0; a < dims; a++)
            {
              g[a] = lookup (b->gradient[a], mask + 1, k);
              v += g[a] * d[a];
            }
        }
      else
        v = vf_of (h);
      for (int a = 0; a < dims; a++)
        f -= d[a] * d[a];
      /* Out of reach: f = 0 adds exact zeros where the scalar code skips. */
      f = select_f ((vi) (f > 0.0f), f, splat (0.0f));
      vf f2 = f * f, f3 = f * f2;
      s.value += v * f3;
      if (b->derivatives)
        {
          vf v6f2 = -6.0f * v * f2;
          for (int a = 0; a < dims; a++)
            s.d[a] += (gradient ? g[a] * f3 : splat (0.0f)) + v6f2 * d[a];
        }
    }

  /* simplex.c's scaled () or simplex-value.c's finish (). */
  s.value = gradient ? s.value * scale : s.value * scale - 1.0f;
  for (int a = 0; a < dims; a++)
    s.d[a] *= scale;
  return s;
}

/* The lanes' value of the small integer table t (16 floats) at i. */
static INLINE vi
lookup_int (const float *t, vi i)
{
  return CONVERT (lookup (t, 16, i), vi);
}

/* noise_simplex_2002_3d, lane-wise: seed 002's OCaml in double, in halves
 * of W / 2 lanes. */
static INLINE Lanes
simplex_2002_3d (const Basis *b, const vf *p)
{
  vdh x[2][3], u[2][3];
  vih lh[2][3], kh[2];
  for (int h = 0; h < 2; h++)
    {
      for (int a = 0; a < 3; a++)
        x[h][a] = CONVERT (h ? HIGH (p[a]) : LOW (p[a]), vdh);
      vdh s = (x[h][0] + x[h][1] + x[h][2]) / 3.0;
      for (int a = 0; a < 3; a++)
        {
          vdh xs = x[h][a] + s; /* int_of: truncate, minus one below 0 */
          lh[h][a] = CONVERT (xs, vih) + CONVERT (xs < 0.0, vih);
        }
      vdh su = CONVERT (lh[h][0] + lh[h][1] + lh[h][2], vdh) / 6.0;
      for (int a = 0; a < 3; a++)
        u[h][a] = x[h][a] - CONVERT (lh[h][a], vdh) + su;
      /* permindex: 0..5 */
      vih u0u2 = CONVERT (u[h][0] >= u[h][2], vih);
      vih u0u1 = CONVERT (u[h][0] >= u[h][1], vih);
      vih u1u2 = CONVERT (u[h][1] >= u[h][2], vih);
      vih when_a = (u0u1 & ~u1u2 & 1) | (~u0u1 & 2); /* u0 >= u2 */
      vih when_not = (u1u2 & 3) | (~u1u2 & ((u0u1 & 4) | (~u0u1 & 5)));
      kh[h] = (u0u2 & when_a) | (~u0u2 & when_not);
    }
  vi k = JOIN (kh[0], kh[1]);
  vi l[3];
  for (int a = 0; a < 3; a++)
    l[a] = JOIN (lh[0][a], lh[1][a]);
  /* The corners' steps (seed 002's simplices[k]), 1 or 0. */
  vi step[4][3] = {
    { k & 0, k & 0, k & 0 },
    { -(k <= 1), -((k == 2) | (k == 3)), -(k >= 4) },
    { -((k != 3) & (k != 5)), -((k != 1) & (k != 4)), -((k != 0) & (k != 2)) },
    { (k & 0) + 1, (k & 0) + 1, (k & 0) + 1 },
  };

  vdh sum[4][2] = {
    { { 0 }, { 0 } }, { { 0 }, { 0 } }, { { 0 }, { 0 } }, { { 0 }, { 0 } }
  };
  for (int c = 0; c < 4; c++)
    {
      vi ijk[3];
      for (int a = 0; a < 3; a++)
        ijk[a] = hash (b, (l[a] + step[c][a]) & 255);
      vi hsh = k & 0;
      for (int bit = 0; bit < 8; bit++)
        {
          /* bmix (i, j, k), (j, k, i), (k, i, j) in turn */
          vi i0 = ijk[bit % 3], i1 = ijk[(bit + 1) % 3],
             i2 = ijk[(bit + 2) % 3];
          vi index = (((i0 >> bit) & 1) << 2) | (((i1 >> bit) & 1) << 1)
                     | ((i2 >> bit) & 1);
          hsh += lookup_int (noise_2002_patterns, index);
        }
      vi sel[3];
      vf sign[3];
      for (int a = 0; a < 3; a++)
        {
          sel[a] = lookup_int (noise_2002_select[a], hsh & 7);
          sign[a] = lookup (noise_2002_sign[a], 16, (hsh >> 3) & 7);
        }
      for (int h = 0; h < 2; h++)
        {
          vdh y[3], sg[3], g[3], picked[3];
          vih sl[3];
          double sv = (double) c / 6.0;
          for (int a = 0; a < 3; a++)
            {
              vih st = h ? HIGH (step[c][a]) : LOW (step[c][a]);
              y[a] = u[h][a] - CONVERT (st, vdh) + sv;
              sl[a] = h ? HIGH (sel[a]) : LOW (sel[a]);
              sg[a] = CONVERT (h ? HIGH (sign[a]) : LOW (sign[a]), vdh);
            }
          vdh t = 0.6 - (y[0] * y[0] + y[1] * y[1] + y[2] * y[2]);
          t = (vdh) ((vlh) t & (vlh) (t > 0.0)); /* out of reach: zeros */
          for (int a = 0; a < 3; a++)            /* c[sel[a]], c = (y, 0) */
            picked[a] = (vdh) (((vlh) y[0] & CONVERT (sl[a] == 0, vlh))
                               | ((vlh) y[1] & CONVERT (sl[a] == 1, vlh))
                               | ((vlh) y[2] & CONVERT (sl[a] == 2, vlh)));
          vdh m = sg[0] * picked[0] + sg[1] * picked[1] + sg[2] * picked[2];
          vdh t2 = t * t;
          sum[0][h] += 8.0 * t2 * t2 * m;
          if (b->derivatives)
            for (int a = 0; a < 3; a++)
              {
                /* g[a]: the sign of the pqr slot that selected axis a */
                g[a] = t - t; /* 0 */
                for (int q = 2; q >= 0; q--)
                  {
                    vlh hit = CONVERT (sl[q] == a, vlh);
                    g[a] = (vdh) (((vlh) sg[q] & hit) | ((vlh) g[a] & ~hit));
                  }
                sum[a + 1][h] += 8.0 * t2 * t * (t * g[a] - 8.0 * m * y[a]);
              }
        }
    }
  Lanes s = { { 0 }, { { 0 }, { 0 }, { 0 }, { 0 } } };
  s.value = JOIN (CONVERT (sum[0][0], vfh), CONVERT (sum[0][1], vfh));
  if (b->derivatives)
    for (int a = 0; a < 3; a++)
      s.d[a]
          = JOIN (CONVERT (sum[a + 1][0], vfh), CONVERT (sum[a + 1][1], vfh));
  return s;
}

/* noise_simplex_classic_2d, lane-wise: seed 003's Python in double, in
 * halves of W / 2 lanes. */
static INLINE Lanes
classic_2d (const Basis *b, const vf *p)
{
  const double F2 = 0.5 * (sqrt (3.0) - 1.0), G2 = (3.0 - sqrt (3.0)) / 6.0;
  vdh xin[2] = { CONVERT (LOW (p[0]), vdh), CONVERT (HIGH (p[0]), vdh) };
  vdh yin[2] = { CONVERT (LOW (p[1]), vdh), CONVERT (HIGH (p[1]), vdh) };
  vdh x[3][2], y[3][2];
  vih ih[2], jh[2], i1h[2];
  for (int h = 0; h < 2; h++)
    {
      vdh s = (xin[h] + yin[h]) * F2;
      vdh fi = floor_half (xin[h] + s), fj = floor_half (yin[h] + s);
      ih[h] = CONVERT (fi, vih);
      jh[h] = CONVERT (fj, vih);
      vdh t = CONVERT (ih[h] + jh[h], vdh) * G2;
      x[0][h] = xin[h] - (fi - t);
      y[0][h] = yin[h] - (fj - t);
      i1h[h] = CONVERT (x[0][h] > y[0][h], vih); /* -1 where i1 = 1 */
      vdh i1 = CONVERT (-i1h[h], vdh), j1 = 1.0 - i1;
      x[1][h] = x[0][h] - i1 + G2;
      y[1][h] = y[0][h] - j1 + G2;
      x[2][h] = x[0][h] - 1.0 + 2.0 * G2;
      y[2][h] = y[0][h] - 1.0 + 2.0 * G2;
    }
  vi i = JOIN (ih[0], ih[1]), j = JOIN (jh[0], jh[1]);
  vi i1 = -JOIN (i1h[0], i1h[1]), j1 = 1 - i1;
  vi ii = i & 255, jj = j & 255, gi[3];
  vi hashes[3]
      = { hash (b, ii + hash (b, jj)), hash (b, ii + i1 + hash (b, jj + j1)),
          hash (b, ii + 1 + hash (b, jj + 1)) };
  for (int c = 0; c < 3; c++)
    gi[c] = hashes[c] - (hashes[c] * 43691 >> 19) * 12; /* % 12, h < 256 */

  vdh sum[3][2] = { { { 0 }, { 0 } }, { { 0 }, { 0 } }, { { 0 }, { 0 } } };
  for (int c = 0; c < 3; c++)
    {
      vf gx = lookup (b->gradient[0], 16, gi[c]);
      vf gy = lookup (b->gradient[1], 16, gi[c]);
      vdh g0[2] = { CONVERT (LOW (gx), vdh), CONVERT (HIGH (gx), vdh) };
      vdh g1[2] = { CONVERT (LOW (gy), vdh), CONVERT (HIGH (gy), vdh) };
      for (int h = 0; h < 2; h++)
        {
          vdh xc = x[c][h], yc = y[c][h];
          vdh t = 0.5 - xc * xc - yc * yc;
          t = (vdh) ((vlh) t & (vlh) (t >= 0.0)); /* t < 0 adds zeros */
          vdh dot = g0[h] * xc + g1[h] * yc, t2 = t * t;
          sum[0][h] += t2 * t2 * dot;
          if (b->derivatives)
            {
              sum[1][h] += t2 * t * (t * g0[h] - 8.0 * dot * xc);
              sum[2][h] += t2 * t * (t * g1[h] - 8.0 * dot * yc);
            }
        }
    }
  Lanes s = { { 0 }, { { 0 }, { 0 }, { 0 }, { 0 } } };
  s.value
      = JOIN (CONVERT (70.0 * sum[0][0], vfh), CONVERT (70.0 * sum[0][1], vfh));
  if (b->derivatives)
    for (int a = 0; a < 2; a++)
      s.d[a] = JOIN (CONVERT (70.0 * sum[a + 1][0], vfh),
                     CONVERT (70.0 * sum[a + 1][1], vfh));
  return s;
}

/* Simplex (gradient = 1, its table's mask) and Simplex Value (0) in 2..4
 * dimensions: one basis function each, for ROW_FOR. */
#define SIMPLEX_BASIS(name, dims, gradient, mask, scale)                       \
  static INLINE Lanes name (const Basis *b, const vf *p)                       \
  {                                                                            \
    return simplex_lanes (b, p, dims, gradient, mask, scale);                  \
  }

SIMPLEX_BASIS (simplex_2d, 2, 1, 7, noise_simplex_scale_2d)
SIMPLEX_BASIS (simplex_3d, 3, 1, 31, noise_simplex_scale_3d)
SIMPLEX_BASIS (simplex_4d, 4, 1, 31, noise_simplex_scale_4d)
SIMPLEX_BASIS (simplex_value_2d, 2, 0, 0, noise_simplex_value_scale)
SIMPLEX_BASIS (simplex_value_3d, 3, 0, 0, noise_simplex_value_scale)
SIMPLEX_BASIS (simplex_value_4d, 4, 0, 0, noise_simplex_value_scale)

/* shape () of fractal.c, lane-wise. */
static INLINE Lanes
shape (NoiseFractal fractal, Lanes s, int derivatives)
{
  if (fractal == NOISE_FRACTAL_FBM)
    return s;
  vf one = splat (1.0f);
  vf sign = select_f ((vi) (s.value < 0.0f), -one, one), a = s.value * sign;
  vf k = sign, v = a;
  if (fractal == NOISE_FRACTAL_RIDGED)
    {
      v = (1.0f - a) * (1.0f - a);
      k = -2.0f * (1.0f - a) * sign;
    }
  s.value = v;
  if (derivatives)
    for (int c = 0; c < 4; c++)
      s.d[c] *= k;
  return s;
}

/* One octave at W world points: plain_octave () or noise_domain_octave ()
 * of fractal.c and domain.c (angles: the torus angles' cosines and sines,
 * shared by every octave). */
static INLINE Lanes
octave (const NoiseState *st, LaneBasis basis, Basis *b, const vf *p,
        const vf *angles, int o)
{
  int dims = st->settings.dimensions;
  vf q[4];
  Lanes s = { { 0 }, { { 0 }, { 0 }, { 0 }, { 0 } } };
  b->period = st->period[o];
  if (!st->four_d)
    {
      for (int a = 0; a < 4; a++)
        q[a] = p[a] * st->frequency[o][a] + st->offset[o][a] + st->loop[o][a];
      s = basis (b, q);
      if (b->derivatives)
        for (int a = 0; a < 4; a++)
          s.d[a] = a < dims ? s.d[a] * st->frequency[o][a] : splat (0.0f);
      return s;
    }

  /* noise_domain_map, lane-wise. */
  float f = st->frequency[o][0];
  vf jacobian[4][4];
  for (int a = 0; a < 4; a++)
    {
      q[a] = splat (st->offset[o][a]);
      for (int c = 0; c < 4; c++)
        jacobian[a][c] = splat (0.0f);
    }
  if (st->settings.tile[0] > 0.0f)
    {
      for (int a = 0; a < 2; a++)
        {
          float r = noise_domain_torus_radius (st, o, a);
          vf c = angles[2 * a], sn = angles[2 * a + 1];
          q[2 * a] += r * c;
          q[2 * a + 1] += r * sn;
          jacobian[a][2 * a] = -sn * f;
          jacobian[a][2 * a + 1] = c * f;
        }
      float along[2][4]; /* the directions of z and w */
      noise_domain_direction (st, o, 2, along[0]);
      noise_domain_direction (st, o, 3, along[1]);
      for (int c = 0; c < 4; c++)
        {
          jacobian[2][c] = splat (along[0][c]);
          jacobian[3][c] = splat (along[1][c]);
          q[c] += p[2] * jacobian[2][c] + p[3] * jacobian[3][c];
        }
    }
  else
    for (int a = 0; a < dims; a++)
      {
        q[a] += p[a] * f;
        jacobian[a][a] = splat (f);
      }
  for (int a = 0; a < 4; a++)
    q[a] += st->loop[o][a];

  Lanes g = basis (b, q);
  s.value = g.value;
  if (b->derivatives)
    for (int a = 0; a < 4; a++)
      s.d[a] = jacobian[a][0] * g.d[0] + jacobian[a][1] * g.d[1]
               + jacobian[a][2] * g.d[2] + jacobian[a][3] * g.d[3];
  return s;
}

/* The torus angles of W points for every octave: one cosine and sine per
 * point and axis, the last one remembered (along a row y rarely changes). */
static INLINE void
torus_angles (const NoiseState *st, const vf *p, float memo[2][3], vf *angles)
{
  for (int a = 0; a < 2; a++)
    for (int l = 0; l < W; l++)
      {
        if (p[a][l] != memo[a][0])
          {
            memo[a][0] = p[a][l];
            noise_domain_angle (st, a, p[a][l], &memo[a][1], &memo[a][2]);
          }
        angles[2 * a][l] = memo[a][1];
        angles[2 * a + 1][l] = memo[a][2];
      }
}

static INLINE void
row (const NoiseState *st, LaneBasis basis, const float *table, int count,
     int components, const float *origin, const float *step, int x0,
     const int *index, int n, float *values, float *derivatives,
     int with_derivatives)
{
  const NoiseSettings *set = &st->settings;
  int dims = set->dimensions;
  Basis b = { st->perm32, st->perm, NULL, with_derivatives, { { 0 } } };
  for (int k = 0; k < count; k++)
    for (int a = 0; a < components; a++)
      b.gradient[a][k] = table[k * components + a];

  /* fractal.c's eval (): its range and bias. */
  float range = st->range, bias = 0.0f;
  if (set->fractal != NOISE_FRACTAL_FBM)
    {
      range *= 0.5f;
      bias = 1.0f;
    }
  vi lane;
  for (int l = 0; l < W; l++)
    lane[l] = l;
  /* The last torus angle per axis: its point, cosine and sine. */
  float memo[2][3];
  for (int a = 0; a < 2; a++)
    noise_domain_angle (st, a, 0.0f, &memo[a][1], &memo[a][2]);
  memo[0][0] = memo[1][0] = 0.0f;

  for (int start = 0; start < n; start += W)
    {
      vf p[4];
      vi column = x0 + start + lane;
      if (index)
        for (int l = 0; l < W; l++)
          column[l] = index[start + l < n ? start + l : n - 1];
      vf at = vf_of (column);
      for (int a = 0; a < 4; a++)
        p[a] = a < dims ? origin[a] + at * step[a] : splat (0.0f);

      vf angles[4] = { { 0 }, { 0 }, { 0 }, { 0 } };
      if (st->four_d)
        torus_angles (st, p, memo, angles);
      Lanes sum = shape (set->fractal, octave (st, basis, &b, p, angles, 0),
                         b.derivatives);
      for (int o = 1; o < set->octaves; o++)
        {
          Lanes s = shape (set->fractal, octave (st, basis, &b, p, angles, o),
                           b.derivatives);
          float w = st->amplitude[o];
          sum.value += s.value * w;
          if (b.derivatives)
            for (int a = 0; a < 4; a++)
              sum.d[a] += s.d[a] * w;
        }

      /* clamp_unit (sum / range - bias) */
      vf v = sum.value / range - bias;
      v = select_f ((vi) (v < -1.0f), splat (-1.0f), v);
      v = select_f ((vi) (v > 1.0f), splat (1.0f), v);
      int m = n - start < W ? n - start : W;
      for (int l = 0; l < m; l++)
        values[start + l] = v[l];
      if (b.derivatives)
        for (int a = 0; a < 4; a++)
          {
            vf d = sum.d[a] / range;
            for (int l = 0; l < m; l++)
              derivatives[4 * (start + l) + a] = d[l];
          }
    }
}

#define ROW_FOR(basis, table, count, components)                               \
  static void row_##basis (const NoiseState *st, const float *origin,          \
                           const float *step, int x0, const int *index, int n, \
                           float *values, float *derivatives)                  \
  {                                                                            \
    if (derivatives)                                                           \
      row (st, basis, table, count, components, origin, step, x0, index, n,    \
           values, derivatives, 1);                                            \
    else                                                                       \
      row (st, basis, table, count, components, origin, step, x0, index, n,    \
           values, NULL, 0);                                                   \
  }

ROW_FOR (value_2d, NULL, 0, 2)
ROW_FOR (value_3d, NULL, 0, 3)
ROW_FOR (perlin_2d, &noise_perlin_gradients_2d[0][0], 8, 2)
ROW_FOR (perlin_3d, &noise_perlin_gradients_3d[0][0], 16, 3)
ROW_FOR (simplex_2d, &noise_simplex_gradients_2d[0][0], 8, 2)
ROW_FOR (simplex_3d, &noise_simplex_gradients_3d[0][0], 32, 3)
ROW_FOR (simplex_4d, &noise_simplex_gradients_4d[0][0], 32, 4)
ROW_FOR (simplex_value_2d, NULL, 0, 2)
ROW_FOR (simplex_value_3d, NULL, 0, 3)
ROW_FOR (simplex_value_4d, NULL, 0, 4)
ROW_FOR (classic_2d, &noise_classic_gradients[0][0], 12, 2)
ROW_FOR (simplex_2002_3d, NULL, 0, 3)

/* The row loop of a type and basis dimension, or NULL. */
static RowLoop
row_loop (NoiseType type, int dims)
{
  static const RowLoop loops[NOISE_TYPE_COUNT][5] = {
    [NOISE_VALUE] = { [2] = row_value_2d, [3] = row_value_3d },
    [NOISE_PERLIN] = { [2] = row_perlin_2d, [3] = row_perlin_3d },
    [NOISE_SIMPLEX]
    = { [2] = row_simplex_2d, [3] = row_simplex_3d, [4] = row_simplex_4d },
    [NOISE_SIMPLEX_CLASSIC] = { [2] = row_classic_2d },
    [NOISE_SIMPLEX_2002] = { [3] = row_simplex_2002_3d },
    [NOISE_SIMPLEX_VALUE] = { [2] = row_simplex_value_2d,
                              [3] = row_simplex_value_3d,
                              [4] = row_simplex_value_4d },
  };
  if ((unsigned) type >= NOISE_TYPE_COUNT || dims < 1 || dims > 4)
    return NULL;
  return loops[type][dims];
}

#if W == 4
/* One answer for every build: the generic build carries it. */
int
noise_row_covers (const NoiseState *state)
{
  return row_loop (state->settings.type, state->basis_dimensions) != NULL;
}
#endif

void
NOISE_ROW_NAME (const NoiseState *st, const float origin[4],
                const float step[4], int x0, const int *index, int n,
                float *values, float *derivatives)
{
  RowLoop loop = row_loop (st->settings.type, st->basis_dimensions);
  /* A basis the row path does not cover takes the scalar path. */
  (loop ? loop : noise_fill_row_scalar) (st, origin, step, x0, index, n, values,
                                         derivatives);
}
