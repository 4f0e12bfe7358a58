/* erosion-lanes.c — the erosion filter of erosion.c at several points at
 * once, one point per lane of a vector of doubles, compiled once per
 * instruction set (core/meson.build, with the families): the erosion
 * stage's hot path (erosion-row.c, noise_erosion_points).
 *
 * Same bits as noise_erosion_point, for every input: every lane performs
 * the IEEE double operations of erosion.c in the same order (no FMA, no
 * reassociation, no approximate reciprocal or square root), where erosion.c
 * branches the lanes compute both sides and select the one it takes, bit
 * for bit, and where it skips a cell (beyond reach, weight 0) the lane keeps
 * its sums as they were rather than adding a zero (which would turn a -0
 * into +0).  The exponential, logarithm, sine and cosine are erosion.c's and
 * turn.c's, written lane-wise with the same steps; floor is exact on every
 * path.  tests/core/test-erosion.c (/erosion/lanes) compares every build
 * this processor runs with noise_erosion_point on random and hostile
 * inputs.  A lane computing a side that erosion.c does not take may meet
 * NaN, infinities or a division by zero there: IEEE arithmetic without
 * traps, and integer steps in unsigned lanes, so no undefined behaviour. */
#include "erosion.h"

#include "exact-math.h"
#include "noise-internal.h"

#include <string.h>

#if defined(__SSE2__)
#include <immintrin.h>
#endif

#if !defined(NOISE_LANES) || !defined(NOISE_ISA_SUFFIX)
#error "erosion-lanes.c is compiled with NOISE_LANES and NOISE_ISA_SUFFIX set"
#endif

/* Doubles per vector: half the build's float lanes (a register), one for
 * the one-lane build. */
#if NOISE_LANES == 1
#define D 1
#else
#define D (NOISE_LANES / 2)
#endif

#define GLUE(name, suffix) name##_##suffix
#define EXPAND(name, suffix) GLUE (name, suffix)
#define NAME(name) EXPAND (name, NOISE_ISA_SUFFIX)

#define TAU 6.28318530717958647692

typedef double vd __attribute__ ((vector_size (8 * D)));
typedef int64_t vm __attribute__ ((vector_size (8 * D))); /* masks */
typedef uint64_t vu __attribute__ ((vector_size (8 * D)));
typedef uint32_t vw __attribute__ ((vector_size (4 * D)));
typedef int32_t vs __attribute__ ((vector_size (4 * D)));

#define INLINE static inline __attribute__ ((always_inline))

NOISE_DEFINE_LOWBIAS32 (INLINE, vw, mix_v)

INLINE vd
splat (double c)
{
  vd r = { 0 };
  for (int l = 0; l < D; l++)
    r[l] = c;
  return r;
}

/* m ? a : b per lane, bit for bit. */
INLINE vd
sel (vm m, vd a, vd b)
{
  return (vd) (((vm) a & m) | ((vm) b & ~m));
}

/* floor, exact (as libm's) for every double. */
INLINE vd
floor_v (vd x)
{
#if D == 8 && defined(__AVX512F__)
  return (vd) _mm512_roundscale_pd ((__m512d) x,
                                    _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
#elif D == 4 && defined(__AVX__)
  return (vd) _mm256_floor_pd ((__m256d) x);
#elif D == 1
  vd r = { __builtin_floor (x[0]) };
  return r;
#else
  /* |x| < 2^52: the nearest integer of |x| by adding and taking away 2^52
   * (exact), its sign back (so -0 stays -0), then one down where that is
   * above x; beyond, x is whole already (or not finite). */
  vm sign = (vm) splat (-0.0);
  vd a = (vd) ((vm) x & ~sign);
  vd t = (a + 0x1p52) - 0x1p52;
  vd r = (vd) ((vm) t | ((vm) x & sign));
  r = sel (r > x, r - 1.0, r);
  return sel (a < 0x1p52, r, x);
#endif
}

INLINE vd
sqrt_v (vd x)
{
#if D == 8 && defined(__AVX512F__)
  return (vd) _mm512_sqrt_pd ((__m512d) x);
#elif D == 4 && defined(__AVX__)
  return (vd) _mm256_sqrt_pd ((__m256d) x);
#elif D == 2 && defined(__SSE2__)
  return (vd) _mm_sqrt_pd ((__m128d) x);
#else
  vd r = x;
  for (int l = 0; l < D; l++)
    r[l] = __builtin_sqrt (x[l]);
  return r;
#endif
}

/* noise_series (exact-math.h) lane-wise. */
INLINE vd
series_v (const double *terms, int n, vd a)
{
  vd sum = splat (terms[n - 1]);
  for (int k = n - 2; k >= 0; k--)
    sum = sum * a + terms[k];
  return sum * a;
}

/* The bit pattern of the integer-valued n (|n| < 2^51) as an integer:
 * n + 1.5 2^52 is exact and holds n in its low bits. */
INLINE vu
whole_bits (vd n)
{
  vd t = n + 0x1.8p52;
  return (vu) t - (vu) splat (0x1.8p52);
}

INLINE vd
exp_v (vd y)
{
  y = sel (y < -700.0, splat (-700.0), sel (y > 700.0, splat (700.0), y));
  vd n = floor_v (y * 1.44269504088896340736 + 0.5);
  vd r = (y - n * NOISE_LN2_HI) - n * NOISE_LN2_LO;
  /* 2^n from the bits, as pow2i; n in [-1010, 1010] wherever erosion.c
   * takes this value. */
  vd p = (vd) ((whole_bits (n) + 1023u) << 52);
  return (1.0 + series_v (noise_exp_terms, NOISE_N_TERMS (noise_exp_terms), r))
         * p;
}

/* erosion.c's log_d; the exponent as a double (exact) rather than an
 * int converted where it is used. */
INLINE vd
log_v (vd u)
{
  vu bits = (vu) u;
  vd e = (vd) (((bits >> 52) & 0x7ffu) | 0x4330000000000000u) - 0x1p52;
  e = e - 1023.0;
  vd m = (vd) ((bits & 0x000fffffffffffffu) | 0x3ff0000000000000u);
  vm big = m > 1.41421356237309504880;
  m = sel (big, m * 0.5, m);
  e = sel (big, e + 1.0, e);
  vd t = (m - 1.0) / (m + 1.0);
  vd a = t
         + t
               * series_v (noise_atanh_terms, NOISE_N_TERMS (noise_atanh_terms),
                           t * t);
  return 2.0 * a + (e * NOISE_LN2_HI + e * NOISE_LN2_LO);
}

INLINE void
turn_v (vd turns, vd *cosine, vd *sine)
{
  vm finite = (vd) ((vm) turns & ~(vm) splat (-0.0)) <= 0x1.fffffffffffffp1023;
  vd r = turns - floor_v (turns);
  vd quarter = floor_v (r * 4.0 + 0.5);
  vd x = r - quarter * 0.25;
  vd a = x * 6.28318530717958647692, a2 = a * a;
  vd s
      = a + a * series_v (noise_sin_terms, NOISE_N_TERMS (noise_sin_terms), a2);
  vd c = 1.0 + series_v (noise_cos_terms, NOISE_N_TERMS (noise_cos_terms), a2);
  vd ns = 0.0 - s, nc = 0.0 - c;
  vm q1 = quarter == 1.0, q2 = quarter == 2.0, q3 = quarter == 3.0;
  vd co = sel (q1, ns, sel (q2, nc, sel (q3, s, c)));
  vd si = sel (q1, c, sel (q2, ns, sel (q3, nc, s)));
  *cosine = sel (finite, co, splat (0.0));
  *sine = sel (finite, si, splat (0.0));
}

/* ---- dual numbers, as erosion.c's ---- */

typedef struct
{
  vd v, x, y;
} Dual;

INLINE Dual
d_const (double v)
{
  return (Dual) { splat (v), splat (0.0), splat (0.0) };
}

INLINE Dual
d_sel (vm m, Dual a, Dual b)
{
  return (Dual) { sel (m, a.v, b.v), sel (m, a.x, b.x), sel (m, a.y, b.y) };
}

INLINE Dual
d_add (Dual a, Dual b)
{
  return (Dual) { a.v + b.v, a.x + b.x, a.y + b.y };
}

INLINE Dual
d_sub (Dual a, Dual b)
{
  return (Dual) { a.v - b.v, a.x - b.x, a.y - b.y };
}

INLINE Dual
d_mul (Dual a, Dual b)
{
  return (Dual) { a.v * b.v, a.x * b.v + a.v * b.x, a.y * b.v + a.v * b.y };
}

INLINE Dual
d_scale (Dual a, vd s)
{
  return (Dual) { a.v * s, a.x * s, a.y * s };
}

INLINE Dual
d_shift (Dual a, double s)
{
  a.v += s;
  return a;
}

INLINE Dual
d_div (Dual a, Dual b)
{
  vd q = a.v / b.v;
  return (Dual) { q, (a.x - q * b.x) / b.v, (a.y - q * b.y) / b.v };
}

/* d_div where m is set; elsewhere b has a divisor of 1 (the lane's result
 * is not taken). */
INLINE Dual
d_div_where (vm m, Dual a, Dual b)
{
  b.v = sel (m, b.v, splat (1.0));
  return d_div (a, b);
}

INLINE Dual
d_sqrt (Dual a)
{
  vd s = sqrt_v (a.v);
  vm pos = s > 0.0;
  vd k = sel (pos, 0.5 / sel (pos, s, splat (1.0)), splat (0.0));
  return (Dual) { s, a.x * k, a.y * k };
}

INLINE Dual
d_abs (Dual a)
{
  return d_sel (a.v < 0.0, d_scale (a, splat (-1.0)), a);
}

INLINE Dual
d_clamp01 (Dual t)
{
  return d_sel (t.v < 0.0, d_const (0.0), d_sel (t.v > 1.0, d_const (1.0), t));
}

INLINE Dual
d_lerp (Dual a, Dual b, Dual t)
{
  return d_add (a, d_mul (d_sub (b, a), t));
}

INLINE Dual
d_ease_out (Dual t)
{
  Dual v = d_sub (d_const (1.0), d_clamp01 (t));
  return d_sub (d_const (1.0), d_mul (v, v));
}

INLINE Dual
d_smooth_start (Dual t, Dual s)
{
  vm above = t.v >= s.v;
  Dual low = d_div_where (~above, d_scale (d_mul (t, t), splat (0.5)), s);
  return d_sel (above, d_sub (t, d_scale (s, splat (0.5))), low);
}

INLINE Dual
d_pow_inv (Dual t, double p)
{
  Dual u = d_sub (d_const (1.0), d_clamp01 (t));
  vm tiny = u.v < 0x1p-1000;
  vd up = exp_v (p * log_v (u.v));
  vd k = p * up / sel (tiny, splat (1.0), u.v);
  Dual r = { 1.0 - up, -k * u.x, -k * u.y };
  return d_sel (tiny, d_const (1.0), r);
}

/* The point-wise helpers of erosion.c. */
INLINE vd
tame_v (vd x, double limit)
{
  return sel (x >= -limit, sel (x <= limit, x, splat (limit)),
              sel (x < 0.0, splat (-limit), splat (0.0)));
}

/* ---- the filter ---- */

typedef struct
{
  Dual c, s, side[2];
} Stripes;

/* cell_index of erosion.c for the cells c + i, i = -1 .. 2, of every lane:
 * the permutation's entries. */
INLINE void
cell_perm (const NoiseErosion *e, vd cell, double cells, vw *out)
{
  for (int i = -1; i <= 2; i++)
    {
      vd c = cell + (double) i;
      if (cells > 0.0)
        c -= cells * floor_v (c / cells);
      /* c is whole and |c| < 2^51 (coordinates within 2^24 noise units,
       * at most 2^26 cells per unit): its low byte is (int64_t) c & 255. */
      vu idx = whole_bits (c) & 255u;
      vw p = { 0 };
      for (int l = 0; l < D; l++)
        p[l] = e->prepared.perm[idx[l]];
      out[i + 1] = p;
    }
}

INLINE Stripes
phacelle_v (const NoiseErosion *e, int octave, const vd *cell, const vd *frac,
            const Dual *dir)
{
  const double *freq = e->prepared.freq[octave];
  const double *cells = e->prepared.cells[octave];
  Stripes out;
  Dual side_x = d_scale (dir[1], splat (-e->cell_scale));
  Dual side_y = d_scale (dir[0], splat (e->cell_scale));
  Dual ax = d_const (0.0), ay = d_const (0.0), wsum = d_const (0.0);
  vw px[4], py[4];
  cell_perm (e, cell[0], cells[0], px);
  cell_perm (e, cell[1], cells[1], py);
  /* In passes: where each of the 16 cells' points is (i major, j minor,
   * as erosion.c), then, over each lane's cells within reach packed in
   * that order (slot k of a lane holds its k-th such cell, so every lane
   * works on one of its own cells in every slot, rather than idling
   * through the cells only the other lanes reach), the exponentials, the
   * stripes' sines, and the sums.  Each pass's slots are independent, so
   * the processor overlaps their long chains of dependent steps (the
   * series); each lane still adds its cells in erosion.c's order. */
  vd ox[16], oy[16], d2[16], g[16];
  vm near[16];
  for (int c = 0; c < 16; c++)
    {
      int i = c / 4 - 1, j = c % 4 - 1;
      vw key = px[i + 1] | py[j + 1] << 8 | (uint32_t) octave << 16;
      vw h = mix_v (key);
      vd jx = __builtin_convertvector ((vs) ((h >> 22) & 1023u), vd);
      vd jy = __builtin_convertvector ((vs) ((h >> 12) & 1023u), vd);
      jx = (jx + 0.5) * (1.0 / 1024.0) - 0.5;
      jy = (jy + 0.5) * (1.0 / 1024.0) - 0.5;
      /* The point relative to the cell's point, per lattice unit. */
      ox[c] = (frac[0] - (double) i) - jx;
      oy[c] = (frac[1] - (double) j) - jy;
      d2[c] = ox[c] * ox[c] + oy[c] * oy[c];
      near[c] = ~(d2[c] >= 2.25);
    }
  /* Packed per lane: slot k holds the lane's k-th near cell, in order. */
  vd sx[16], sy[16];
  for (int k = 0; k < 16; k++)
    sx[k] = sy[k] = splat (0.0);
  int count[D] = { 0 }, slots = 0;
  for (int c = 0; c < 16; c++)
    for (int l = 0; l < D; l++)
      {
        int k = count[l];
        sx[k][l] = ox[c][l];
        sy[k][l] = oy[c][l];
        count[l] += near[c][l] != 0;
      }
  for (int l = 0; l < D; l++)
    slots = count[l] > slots ? count[l] : slots;
  vm valid[16];
  for (int k = 0; k < slots; k++)
    {
      vm v = { 0 };
      for (int l = 0; l < D; l++)
        v[l] = k < count[l] ? -1 : 0;
      valid[k] = v;
      vd dd = sx[k] * sx[k] + sy[k] * sy[k];
      g[k] = exp_v (-2.0 * dd);
    }
  vm take[16];
  Dual wave[16];
  vd co[16], si[16];
  for (int k = 0; k < slots; k++)
    {
      take[k] = valid[k] & ~(g[k] - 0.01111 <= 0.0);
      Dual vx = { sx[k], splat (freq[0]), splat (0.0) };
      Dual vy = { sy[k], splat (0.0), splat (freq[1]) };
      wave[k] = d_shift (d_add (d_mul (vx, side_x), d_mul (vy, side_y)), 0.25);
      turn_v (wave[k].v, &co[k], &si[k]);
    }
  for (int k = 0; k < slots; k++)
    {
      vd w = g[k] - 0.01111;
      Dual vx = { sx[k], splat (freq[0]), splat (0.0) };
      Dual vy = { sy[k], splat (0.0), splat (freq[1]) };
      vd dw = -4.0 * g[k];
      Dual wd = { w, dw * vx.v * vx.x, dw * vy.v * vy.y };
      Dual cd = { co[k], -si[k] * TAU * wave[k].x, -si[k] * TAU * wave[k].y };
      Dual sd = { si[k], co[k] * TAU * wave[k].x, co[k] * TAU * wave[k].y };
      ax = d_sel (take[k], d_add (ax, d_mul (cd, wd)), ax);
      ay = d_sel (take[k], d_add (ay, d_mul (sd, wd)), ay);
      wsum = d_sel (take[k], d_add (wsum, wd), wsum);
    }
  ax = d_div (ax, wsum);
  ay = d_div (ay, wsum);
  Dual m = d_sqrt (d_add (d_mul (ax, ax), d_mul (ay, ay)));
  m = d_sel (m.v < 1.0 - e->normalization, d_const (1.0 - e->normalization), m);
  out.c = d_div (ax, m);
  out.s = d_div (ay, m);
  out.side[0] = d_scale (side_x, splat (TAU));
  out.side[1] = d_scale (side_y, splat (TAU));
  return out;
}

typedef struct
{
  Dual gully[2];
  Dual fade;
  Dual mask;
  Dual delta;
  vd ridge_fade, ridge_mask;
} Carve;

/* xy: the point, reduced into the periods (erosion.c's lattice does that
 * per octave; the reduction does not depend on the octave). */
INLINE void
octave_step_v (const NoiseErosion *e, int k, const vd *xy, Carve *c)
{
  Dual len = d_sqrt (d_add (d_mul (c->gully[0], c->gully[0]),
                            d_mul (c->gully[1], c->gully[1])));
  vm has = len.v >= 1e-9;
  Dual dir[2];
  for (int a = 0; a < 2; a++)
    dir[a] = d_sel (has, d_div_where (has, c->gully[a], len), d_const (0.0));
  vd cell[2], frac[2];
  for (int a = 0; a < 2; a++)
    {
      vd p = xy[a] * e->prepared.freq[k][a];
      cell[a] = floor_v (p);
      frac[a] = p - cell[a];
    }
  Stripes st = phacelle_v (e, k, cell, frac, dir);

  double strength = e->prepared.strength[k];
  vd sign = sel (st.s.v > 0.0, splat (1.0),
                 sel (st.s.v < 0.0, splat (-1.0), splat (0.0)));
  for (int a = 0; a < 2; a++)
    c->gully[a] = d_add (
        c->gully[a], d_scale (st.side[a], -e->prepared.freq[k][a] * sign
                                              * strength * e->gully_weight));
  Dual cut = d_lerp (c->fade, d_scale (st.c, splat (e->gully_weight)), c->mask);
  c->delta = d_add (c->delta, d_scale (cut, splat (strength)));
  c->fade = cut;

  Dual sloping = d_abs (st.s);
  Dual rounding = d_scale (d_lerp (d_const (e->crease_rounding),
                                   d_const (e->ridge_rounding),
                                   d_clamp01 (d_shift (st.c, 0.5))),
                           splat (e->prepared.rounding[k]));
  vd onset = splat (e->onset_octave);
  Dual mask = d_ease_out (
      d_smooth_start (d_scale (sloping, onset), d_scale (rounding, onset)));
  c->mask = d_mul (d_pow_inv (c->mask, e->detail), mask);

  c->ridge_fade += (st.c.v - c->ridge_fade) * c->ridge_mask;
  Dual rm = { sloping.v * e->onset_ridge_octave, splat (0.0), splat (0.0) };
  c->ridge_mask *= d_ease_out (rm).v;
}

INLINE void
carve_start_v (const NoiseErosion *e, const vd *in, Carve *c)
{
  double lim = 1e12;
  Dual gx = { 0.5 * tame_v (in[1], lim), 0.5 * tame_v (in[3], lim),
              0.5 * tame_v (in[4], lim) };
  Dual gy = { 0.5 * tame_v (in[2], lim), 0.5 * tame_v (in[4], lim),
              0.5 * tame_v (in[5], lim) };
  double k = 1.0 / e->fade_height;
  Dual fade = { tame_v (in[0], 1e300) * k, 2.0 * gx.v * k, 2.0 * gy.v * k };
  fade = d_sel (fade.v < -1.0, d_const (-1.0),
                d_sel (fade.v > 1.0, d_const (1.0), fade));
  Dual slope = d_sqrt (d_add (d_mul (gx, gx), d_mul (gy, gy)));
  slope = d_sel (slope.v < 1e-10, d_const (1e-10), slope);
  Dual rounding = d_scale (d_lerp (d_const (e->crease_rounding),
                                   d_const (e->ridge_rounding),
                                   d_clamp01 (d_shift (fade, 0.5))),
                           splat (e->input_rounding));
  vd onset = splat (e->onset_initial);
  c->mask = d_ease_out (
      d_smooth_start (d_scale (slope, onset), d_scale (rounding, onset)));
  c->fade = fade;
  c->delta = d_const (0.0);
  c->ridge_fade = fade.v;
  Dual rm = { slope.v * e->onset_ridge_initial, splat (0.0), splat (0.0) };
  c->ridge_mask = d_ease_out (rm).v;
  vd assumed = splat (e->assumed_slope);
  c->gully[0] = d_lerp (gx, d_scale (d_div (gx, slope), assumed),
                        d_const (e->assumed_mix));
  c->gully[1] = d_lerp (gy, d_scale (d_div (gy, slope), assumed),
                        d_const (e->assumed_mix));
}

/* erosion.c's lattice reduction into the period: fmod per lane (exact, a
 * library call: once per point, not per octave). */
INLINE vd
reduce_v (vd x, double period)
{
  if (!(period > 0.0))
    return x;
  for (int l = 0; l < D; l++)
    {
      double r = fmod (x[l], period);
      x[l] = r < 0.0 ? r + period : r;
    }
  return x;
}

/* D points from index `first` (the lanes past n repeat the last point). */
INLINE void
erode_lanes (const NoiseErosion *e, int first, int n, const double *x,
             const double *y, const NoiseErosionIn *in, NoiseErosionOut *out)
{
  /* Gathered into arrays, then loaded (lane by lane into vectors, GCC 14
   * cannot see that every lane is written). */
  double lanes[8][D];
  for (int l = 0; l < D; l++)
    {
      int i = first + l < n ? first + l : n - 1;
      lanes[0][l] = x[i], lanes[1][l] = y[i];
      lanes[2][l] = in[i].h, lanes[3][l] = in[i].hx, lanes[4][l] = in[i].hy;
      lanes[5][l] = in[i].hxx, lanes[6][l] = in[i].hxy;
      lanes[7][l] = in[i].hyy;
    }
  vd xy[2], v[6];
  memcpy (xy, lanes, sizeof xy);
  memcpy (v, lanes[2], sizeof v);
  for (int a = 0; a < 2; a++)
    xy[a] = reduce_v (tame_v (xy[a], 0x1p24), e->period[a]);
  Carve c;
  carve_start_v (e, v, &c);
  for (int k = 0; k < e->octaves; k++)
    octave_step_v (e, k, xy, &c);
  double big = 0x1.fffffffffffffp1023;
  vd h = tame_v (v[0], big) + 2.0 * c.delta.v;
  vd hx = tame_v (v[1], big) + 2.0 * c.delta.x;
  vd hy = tame_v (v[2], big) + 2.0 * c.delta.y;
  vd ridge = c.ridge_fade * (1.0 - c.ridge_mask);
  ridge
      = sel (ridge < -1.0, splat (-1.0), sel (ridge > 1.0, splat (1.0), ridge));
  for (int l = 0; l < D && first + l < n; l++)
    {
      NoiseErosionOut *o = out + first + l;
      o->h = h[l], o->hx = hx[l], o->hy = hy[l], o->ridge = ridge[l];
    }
}

void NAME (noise_erosion_lanes) (const NoiseErosion *e, int n, const double *x,
                                 const double *y, const NoiseErosionIn *in,
                                 NoiseErosionOut *out);

void
NAME (noise_erosion_lanes) (const NoiseErosion *e, int n, const double *x,
                            const double *y, const NoiseErosionIn *in,
                            NoiseErosionOut *out)
{
  if (e->strength == 0.0 || e->octaves == 0)
    {
      for (int i = 0; i < n; i++)
        noise_erosion_point (e, x[i], y[i], in + i, out + i);
      return;
    }
  for (int first = 0; first < n; first += D)
    erode_lanes (e, first, n, x, y, in, out);
}
