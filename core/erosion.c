/* erosion.c — the erosion filter at one point (erosion.h says what and
 * why), value and exact gradient carried together as dual numbers. */
#include "erosion.h"

#include "exact-math.h"
#include "noise-internal.h"

#include <string.h>

#define TAU 6.28318530717958647692

NOISE_DEFINE_LOWBIAS32 (static inline, uint32_t, mix)

/* ---- own exponential and logarithm (same bits everywhere) ---- */

/* 2^n for integer n in [-1022, 1023], from the bits. */
static double
pow2i (int n)
{
  uint64_t bits = (uint64_t) (n + 1023) << 52;
  double d;
  memcpy (&d, &bits, sizeof d);
  return d;
}

/* e^y, y clamped to [-700, 700]: n = round (y / ln 2), e^r by Taylor. */
static double
exp_d (double y)
{
  y = y < -700.0 ? -700.0 : y > 700.0 ? 700.0 : y;
  double n = floor (y * 1.44269504088896340736 + 0.5);
  double r = (y - n * NOISE_LN2_HI) - n * NOISE_LN2_LO;
  return (1.0
          + noise_series (noise_exp_terms, NOISE_N_TERMS (noise_exp_terms), r))
         * pow2i ((int) n);
}

/* ln u for normal u > 0: the exponent from the bits, ln m of the mantissa
 * m in [sqrt 1/2, sqrt 2) as 2 atanh ((m - 1) / (m + 1)). */
static double
log_d (double u)
{
  uint64_t bits;
  memcpy (&bits, &u, sizeof bits);
  int e = (int) ((bits >> 52) & 0x7ff) - 1023;
  bits = (bits & 0x000fffffffffffffu) | 0x3ff0000000000000u;
  double m;
  memcpy (&m, &bits, sizeof m);
  if (m > 1.41421356237309504880)
    {
      m *= 0.5;
      e++;
    }
  double t = (m - 1.0) / (m + 1.0);
  double a = t
             + t
                   * noise_series (noise_atanh_terms,
                                   NOISE_N_TERMS (noise_atanh_terms), t * t);
  return 2.0 * a + (e * NOISE_LN2_HI + e * NOISE_LN2_LO);
}

/* ---- dual numbers: a value and its derivatives along x and y ---- */

typedef struct
{
  double v, x, y;
} Dual;

static inline Dual
d_const (double v)
{
  return (Dual) { v, 0.0, 0.0 };
}

static inline Dual
d_add (Dual a, Dual b)
{
  return (Dual) { a.v + b.v, a.x + b.x, a.y + b.y };
}

static inline Dual
d_sub (Dual a, Dual b)
{
  return (Dual) { a.v - b.v, a.x - b.x, a.y - b.y };
}

static inline Dual
d_mul (Dual a, Dual b)
{
  return (Dual) { a.v * b.v, a.x * b.v + a.v * b.x, a.y * b.v + a.v * b.y };
}

static inline Dual
d_scale (Dual a, double s)
{
  return (Dual) { a.v * s, a.x * s, a.y * s };
}

static inline Dual
d_shift (Dual a, double s)
{
  a.v += s;
  return a;
}

/* a / b for b.v != 0 (every caller's divisor has a floor). */
static inline Dual
d_div (Dual a, Dual b)
{
  double q = a.v / b.v;
  return (Dual) { q, (a.x - q * b.x) / b.v, (a.y - q * b.y) / b.v };
}

/* sqrt a for a.v >= 0; derivative 0 at 0 (the callers put a floor under
 * the result, or use it only above one). */
static inline Dual
d_sqrt (Dual a)
{
  double s = sqrt (a.v), k = s > 0.0 ? 0.5 / s : 0.0;
  return (Dual) { s, a.x * k, a.y * k };
}

static inline Dual
d_abs (Dual a)
{
  return a.v < 0.0 ? d_scale (a, -1.0) : a;
}

static inline Dual
d_clamp01 (Dual t)
{
  return t.v < 0.0 ? d_const (0.0) : t.v > 1.0 ? d_const (1.0) : t;
}

static inline Dual
d_lerp (Dual a, Dual b, Dual t)
{
  return d_add (a, d_mul (d_sub (b, a), t));
}

/* The reference's shaping: 1 - (1 - t)^2 on [0, 1]. */
static inline Dual
d_ease_out (Dual t)
{
  Dual v = d_sub (d_const (1.0), d_clamp01 (t));
  return d_sub (d_const (1.0), d_mul (v, v));
}

/* t - s / 2 above s, the parabola t^2 / 2s below it: t >= 0 rounded over
 * a band s >= 0 (s = 0: t itself). */
static inline Dual
d_smooth_start (Dual t, Dual s)
{
  if (t.v >= s.v)
    return d_sub (t, d_scale (s, 0.5));
  return d_div (d_scale (d_mul (t, t), 0.5), s);
}

/* 1 - (1 - t)^p, t clamped to [0, 1], p > 0. */
static inline Dual
d_pow_inv (Dual t, double p)
{
  Dual u = d_sub (d_const (1.0), d_clamp01 (t));
  if (u.v < 0x1p-1000)
    return d_const (1.0);
  double up = exp_d (p * log_d (u.v)), k = p * up / u.v;
  return (Dual) { 1.0 - up, -k * u.x, -k * u.y };
}

/* ---- settings ---- */

void
noise_erosion_init (NoiseErosion *erosion)
{
  memset (erosion, 0, sizeof *erosion);
  erosion->strength = 0.22;
  erosion->scale = 0.15;
  erosion->gully_weight = 0.5;
  erosion->detail = 1.5;
  erosion->octaves = 5;
  erosion->gain = 0.5;
  erosion->lacunarity = 2.0;
  erosion->cell_scale = 0.7;
  erosion->ridge_rounding = 0.1;
  erosion->crease_rounding = 0.0;
  erosion->input_rounding = 0.1;
  erosion->rounding_gain = 2.0;
  erosion->onset_initial = 1.25;
  erosion->onset_octave = 1.25;
  erosion->onset_ridge_initial = 2.8;
  erosion->onset_ridge_octave = 1.5;
  erosion->assumed_slope = 0.7;
  erosion->assumed_mix = 1.0;
  erosion->normalization = 0.5;
  erosion->fade_height = 0.6;
}

/* v in [lo, hi]; NaN to lo. */
static double
clamp_range (double v, double lo, double hi)
{
  return v >= lo ? (v <= hi ? v : hi) : lo;
}

/* Cells per period of an axis at nominal frequency f: a whole number, at
 * least 1 (0 without a period). */
static double
period_cells (double period, double f)
{
  if (period == 0.0)
    return 0.0;
  return clamp_range (floor (period * f + 0.5), 1.0, 0x1p50);
}

void
noise_erosion_prepare (NoiseErosion *e)
{
  e->strength = clamp_range (e->strength, 0.0, 2.0);
  e->scale = clamp_range (e->scale, 0x1p-10, 1024.0);
  e->gully_weight = clamp_range (e->gully_weight, 0.0, 1.0);
  e->detail = clamp_range (e->detail, 0.25, 8.0);
  e->octaves = e->octaves < 0 ? 0
               : e->octaves > NOISE_EROSION_MAX_OCTAVES
                   ? NOISE_EROSION_MAX_OCTAVES
                   : e->octaves;
  e->gain = clamp_range (e->gain, 0.0, 1.0);
  e->lacunarity = clamp_range (e->lacunarity, 1.0, 4.0);
  e->cell_scale = clamp_range (e->cell_scale, 0.25, 4.0);
  e->ridge_rounding = clamp_range (e->ridge_rounding, 0.0, 1.0);
  e->crease_rounding = clamp_range (e->crease_rounding, 0.0, 1.0);
  e->input_rounding = clamp_range (e->input_rounding, 0.0, 4.0);
  e->rounding_gain = clamp_range (e->rounding_gain, 0.25, 4.0);
  e->onset_initial = clamp_range (e->onset_initial, 0.0, 64.0);
  e->onset_octave = clamp_range (e->onset_octave, 0.0, 64.0);
  e->onset_ridge_initial = clamp_range (e->onset_ridge_initial, 0.0, 64.0);
  e->onset_ridge_octave = clamp_range (e->onset_ridge_octave, 0.0, 64.0);
  e->assumed_slope = clamp_range (e->assumed_slope, 0.0, 16.0);
  e->assumed_mix = clamp_range (e->assumed_mix, 0.0, 1.0);
  e->normalization = clamp_range (e->normalization, 0.0, 0.99);
  e->fade_height = clamp_range (e->fade_height, 0x1p-10, 1024.0);
  for (int a = 0; a < 2; a++)
    if (!(e->period[a] >= 0x1p-10))
      e->period[a] = 0.0; /* none: 0, negative, NaN, too small */
    else if (e->period[a] > 0x1p24)
      e->period[a] = 0x1p24;

  double f = 1.0 / (e->scale * e->cell_scale), s = e->strength * e->scale;
  double rounding = 1.0;
  for (int k = 0; k < NOISE_EROSION_MAX_OCTAVES; k++)
    {
      for (int a = 0; a < 2; a++)
        {
          double cells = period_cells (e->period[a], f);
          e->prepared.cells[k][a] = cells;
          e->prepared.freq[k][a] = cells > 0.0 ? cells / e->period[a] : f;
        }
      e->prepared.strength[k] = s;
      e->prepared.rounding[k] = rounding;
      f *= e->lacunarity;
      s *= e->gain;
      rounding *= e->rounding_gain;
    }
  noise_permutation (e->seed, 0, e->prepared.perm);
}

/* ---- the filter ---- */

/* Where an octave's lattice puts x on one axis: the cell i holding it and
 * the fraction in it, after reducing x into the period (fmod is exact, so
 * x and x + period, both exact, give the same bits). */
static void
lattice (double x, double period, double freq, double *cell, double *frac)
{
  if (period > 0.0)
    {
      x = fmod (x, period);
      if (x < 0.0)
        x += period;
    }
  double p = x * freq;
  *cell = floor (p);
  *frac = p - *cell;
}

/* Cell c of an axis as a permutation index: wrapped into the period's
 * cells (when there is one), then to 0..255. */
static unsigned
cell_index (double c, double cells)
{
  if (cells > 0.0)
    c -= cells * floor (c / cells);
  return (unsigned) ((uint64_t) (int64_t) c & 255u);
}

/* The stripes' cosine and sine at one point: phacelle noise, the blend of
 * the 4x4 cells around it (each cell's stripes pass through its jittered
 * point), normalised.  dir is the gully direction (unit or 0); the
 * stripes run along it.  side returns the stripe-phase gradient in
 * radians per lattice unit. */
typedef struct
{
  Dual c, s, side[2];
} Stripes;

static Stripes
phacelle (const NoiseErosion *e, int octave, const double *cell,
          const double *frac, const Dual *dir)
{
  const double *freq = e->prepared.freq[octave];
  const double *cells = e->prepared.cells[octave];
  Stripes out;
  /* In turns per lattice unit: turns keep noise_turn's argument exact
   * at the offset, a quarter turn. */
  Dual side_x = d_scale (dir[1], -e->cell_scale);
  Dual side_y = d_scale (dir[0], e->cell_scale);
  Dual ax = d_const (0.0), ay = d_const (0.0), wsum = d_const (0.0);
  for (int i = -1; i <= 2; i++)
    for (int j = -1; j <= 2; j++)
      {
        uint32_t key
            = e->prepared.perm[cell_index (cell[0] + i, cells[0])]
              | (uint32_t) e->prepared.perm[cell_index (cell[1] + j, cells[1])]
                    << 8
              | (uint32_t) octave << 16;
        uint32_t h = mix (key);
        double jx = ((double) ((h >> 22) & 1023u) + 0.5) * (1.0 / 1024.0) - 0.5;
        double jy = ((double) ((h >> 12) & 1023u) + 0.5) * (1.0 / 1024.0) - 0.5;
        /* The point relative to the cell's point, per lattice unit. */
        Dual vx = { (frac[0] - i) - jx, freq[0], 0.0 };
        Dual vy = { (frac[1] - j) - jy, 0.0, freq[1] };
        double d2 = vx.v * vx.v + vy.v * vy.v;
        if (d2 >= 2.25)
          continue; /* beyond 1.5: weight 0 (the window holds every cell
                       nearer, its points being within half a cell) */
        /* A bell, 0 from 1.5 cells on (0.01111 > e^-4.5). */
        double g = exp_d (-2.0 * d2), w = g - 0.01111;
        if (w <= 0.0)
          continue;
        double dw = -4.0 * g;
        Dual wd = { w, dw * vx.v * vx.x, dw * vy.v * vy.y };
        Dual wave
            = d_shift (d_add (d_mul (vx, side_x), d_mul (vy, side_y)), 0.25);
        double c, s;
        noise_turn (wave.v, &c, &s);
        Dual cd = { c, -s * TAU * wave.x, -s * TAU * wave.y };
        Dual sd = { s, c * TAU * wave.x, c * TAU * wave.y };
        ax = d_add (ax, d_mul (cd, wd));
        ay = d_add (ay, d_mul (sd, wd));
        wsum = d_add (wsum, wd);
      }
  /* wsum >= e^-4 - 0.01111: the cell nearest by rounding has its point
   * within sqrt 2 cells. */
  ax = d_div (ax, wsum);
  ay = d_div (ay, wsum);
  Dual m = d_sqrt (d_add (d_mul (ax, ax), d_mul (ay, ay)));
  if (m.v < 1.0 - e->normalization)
    m = d_const (1.0 - e->normalization);
  out.c = d_div (ax, m);
  out.s = d_div (ay, m);
  out.side[0] = d_scale (side_x, TAU);
  out.side[1] = d_scale (side_y, TAU);
  return out;
}

/* x finite, NaN as 0, clamped to [-limit, limit]. */
static double
tame (double x, double limit)
{
  return x >= -limit ? (x <= limit ? x : limit) : (x < 0.0 ? -limit : 0.0);
}

/* x if finite, else NaN as 0 and +-inf as +-DBL_MAX. */
static double
finite_or (double x)
{
  return tame (x, 0x1.fffffffffffffp1023);
}

/* The state of the octave loop. */
typedef struct
{
  Dual gully[2]; /* slope the gullies follow */
  Dual fade;     /* the fade target, -1 valley .. 1 peak */
  Dual mask;     /* where the next octave cuts, 0 .. 1 */
  Dual delta;    /* height added so far */
  double ridge_fade, ridge_mask;
} Carve;

static void
octave_step (const NoiseErosion *e, int k, double x, double y, Carve *c)
{
  Dual len = d_sqrt (d_add (d_mul (c->gully[0], c->gully[0]),
                            d_mul (c->gully[1], c->gully[1])));
  Dual dir[2] = { d_const (0.0), d_const (0.0) };
  if (len.v >= 1e-9)
    dir[0] = d_div (c->gully[0], len), dir[1] = d_div (c->gully[1], len);
  double cell[2], frac[2];
  lattice (x, e->period[0], e->prepared.freq[k][0], &cell[0], &frac[0]);
  lattice (y, e->period[1], e->prepared.freq[k][1], &cell[1], &frac[1]);
  Stripes st = phacelle (e, k, cell, frac, dir);

  /* The stripes' carried slope (per noise unit; negated: gullies point
   * down), added unmasked to the next octave's direction. */
  double strength = e->prepared.strength[k];
  double sign = st.s.v > 0.0 ? 1.0 : st.s.v < 0.0 ? -1.0 : 0.0;
  for (int a = 0; a < 2; a++)
    c->gully[a] = d_add (
        c->gully[a], d_scale (st.side[a], -e->prepared.freq[k][a] * sign
                                              * strength * e->gully_weight));
  Dual cut = d_lerp (c->fade, d_scale (st.c, e->gully_weight), c->mask);
  c->delta = d_add (c->delta, d_scale (cut, strength));
  c->fade = cut;

  Dual sloping = d_abs (st.s);
  Dual rounding = d_scale (d_lerp (d_const (e->crease_rounding),
                                   d_const (e->ridge_rounding),
                                   d_clamp01 (d_shift (st.c, 0.5))),
                           e->prepared.rounding[k]);
  Dual mask = d_ease_out (d_smooth_start (d_scale (sloping, e->onset_octave),
                                          d_scale (rounding, e->onset_octave)));
  c->mask = d_mul (d_pow_inv (c->mask, e->detail), mask);

  c->ridge_fade += (st.c.v - c->ridge_fade) * c->ridge_mask;
  c->ridge_mask *= d_ease_out (d_const (sloping.v * e->onset_ridge_octave)).v;
}

static void
carve_start (const NoiseErosion *e, const NoiseErosionIn *in, Carve *c)
{
  /* On 0.5 h + 0.5, as the reference. */
  double lim = 1e12;
  Dual gx = { 0.5 * tame (in->hx, lim), 0.5 * tame (in->hxx, lim),
              0.5 * tame (in->hxy, lim) };
  Dual gy = { 0.5 * tame (in->hy, lim), 0.5 * tame (in->hxy, lim),
              0.5 * tame (in->hyy, lim) };
  double k = 1.0 / e->fade_height; /* the fade target's gradient is h's */
  Dual fade = { tame (in->h, 1e300) * k, 2.0 * gx.v * k, 2.0 * gy.v * k };
  fade = fade.v < -1.0 ? d_const (-1.0) : fade.v > 1.0 ? d_const (1.0) : fade;
  Dual slope = d_sqrt (d_add (d_mul (gx, gx), d_mul (gy, gy)));
  if (slope.v < 1e-10)
    slope = d_const (1e-10);
  Dual rounding = d_scale (d_lerp (d_const (e->crease_rounding),
                                   d_const (e->ridge_rounding),
                                   d_clamp01 (d_shift (fade, 0.5))),
                           e->input_rounding);
  c->mask = d_ease_out (d_smooth_start (d_scale (slope, e->onset_initial),
                                        d_scale (rounding, e->onset_initial)));
  c->fade = fade;
  c->delta = d_const (0.0);
  c->ridge_fade = fade.v;
  c->ridge_mask = d_ease_out (d_const (slope.v * e->onset_ridge_initial)).v;
  c->gully[0] = d_lerp (gx, d_scale (d_div (gx, slope), e->assumed_slope),
                        d_const (e->assumed_mix));
  c->gully[1] = d_lerp (gy, d_scale (d_div (gy, slope), e->assumed_slope),
                        d_const (e->assumed_mix));
}

void
noise_erosion_point (const NoiseErosion *e, double x, double y,
                     const NoiseErosionIn *in, NoiseErosionOut *out)
{
  out->h = finite_or (in->h);
  out->hx = finite_or (in->hx);
  out->hy = finite_or (in->hy);
  out->ridge = 0.0;
  if (e->strength == 0.0 || e->octaves == 0)
    return;
  x = tame (x, 0x1p24);
  y = tame (y, 0x1p24);
  Carve c;
  carve_start (e, in, &c);
  for (int k = 0; k < e->octaves; k++)
    octave_step (e, k, x, y, &c);
  out->h += 2.0 * c.delta.v;
  out->hx += 2.0 * c.delta.x;
  out->hy += 2.0 * c.delta.y;
  /* In [-1, 1] but for a rounding of the blends: clamped. */
  double ridge = c.ridge_fade * (1.0 - c.ridge_mask);
  out->ridge = ridge < -1.0 ? -1.0 : ridge > 1.0 ? 1.0 : ridge;
}
