/* gabor.c — Gabor noise by sparse convolution, with a phasor mode (noise.h,
 * GABOR), 1D–3D.
 *
 * Lagae et al. 2009 ("Procedural noise using sparse Gabor convolution") as
 * Tavernier et al. 2019 ("Making Gabor noise fast and normalized") and
 * Blender 4.3's Gabor texture make it: unit cells, a fixed number of
 * impulses in each (stratified: Tavernier's better-normalised choice over a
 * Poisson count), each at a random place with a weight of +1 or -1 and a
 * direction, and the sum over the 3^n cells a kernel of radius 1 reaches of
 * the complex Gabor kernel: a Gaussian windowed to the unit ball times the
 * phasor exp (i 2 pi f (d . w)) (Tricard et al. 2019, "Procedural phasor
 * noise").  Its imaginary part is the value (zero mean, as Tavernier and
 * Blender take it), its argument the phase, its modulus the intensity.
 *
 * The impulses come from a hash of the cell's wrapped coordinates (the
 * permutation of each, as cellular noise and the lattice types hash, so
 * seeds and tiles work alike) mixed with the impulse's number.  The
 * envelope, the sine and cosine and the argument are float polynomials (no
 * libm), so every instruction set gives the same bits.  Written once
 * against the lane type (lanes.h), compiled once per instruction set. */
#include "exact-math.h"
#include "row-loop.h"

#include <float.h>
#include <string.h>

typedef uint32_t vu __attribute__ ((vector_size (4 * W)));

/* The loops over cells and impulses stay loops: unrolled 27 x 4 times in
 * 3D, per mode and instruction set, the file compiles for minutes (as
 * cellular.c found). */
#define KEEP_LOOP _Pragma ("GCC unroll 1")

NOISE_DEFINE_LOWBIAS32 (static INLINE, vu, mix)

static INLINE vu
splat_u (uint32_t x)
{
  vu v = { 0 };
  return v + x;
}

/* The envelope g (s) = exp (-pi s) (1/2 + 1/2 cos (pi s)) of s = |d|^2 in
 * [0, 1] (Blender's Gaussian of unit width under a Hann window), as
 * (1 - s)^2 h (2 s - 1): the window's double zero at s = 1 written out, so
 * the kernel and its slope reach 0 there exactly, and h a polynomial of
 * degree 9, its Chebyshev interpolant on [0, 1] (computed in double, the
 * coefficients rounded to float): within 1.4e-7 of g in float
 * (core-properties' /gabor/kernel checks it against exp and cos in
 * double).  Coefficients in powers of x = 2 s - 1. */
static const float envelope_terms[] = {
  0.415759156f,   -0.474627592f,    0.173752385f,    0.0164361285f,
  -0.035413373f,  0.0121340253f,    -0.00104189455f, -0.000586275668f,
  0.00025675865f, -4.32529358e-05f,
};
#define ENVELOPE_TERMS NOISE_N_TERMS (envelope_terms)

/* g (s), and its slope g' (s) when slope is not NULL. */
static INLINE vf
envelope (vf s, vf *slope)
{
  vf x = s * 2.0f - 1.0f, h = splat (envelope_terms[ENVELOPE_TERMS - 1]);
  vf dh = splat (0.0f);
  for (int k = ENVELOPE_TERMS - 2; k >= 0; k--)
    {
      if (slope)
        dh = dh * x + h; /* the derivative of Horner's sum, term by term */
      h = h * x + envelope_terms[k];
    }
  vf one = 1.0f - s;
  if (slope)
    *slope = one * (one * (dh * 2.0f) - h * 2.0f);
  return one * one * h;
}

/* cos and sin of 2 pi t: t taken to the nearest quarter turn (|t| < 2^29),
 * the rest, within an eighth of a turn, by Taylor series in float (the
 * first terms left out are below 3e-9), then rotated by the quarters. */
static INLINE void
sincos_turn (vf t, vf *cosine, vf *sine)
{
  vi quarter = floor_f (t * 4.0f + 0.5f);
  vf a = (t - vf_of (quarter) * 0.25f) * 6.28318531f, a2 = a * a;
  vf s = a
         + a * a2
               * (-1.0f / 6.0f
                  + a2
                        * (1.0f / 120.0f
                           + a2 * (-1.0f / 5040.0f + a2 * (1.0f / 362880.0f))));
  vf c = 1.0f
         + a2
               * (-0.5f
                  + a2
                        * (1.0f / 24.0f
                           + a2
                                 * (-1.0f / 720.0f
                                    + a2
                                          * (1.0f / 40320.0f
                                             + a2 * (-1.0f / 3628800.0f)))));
  vi q = quarter & 3;
  vi odd = (q & 1) != 0, negate_c = (q == 1) | (q == 2), negate_s = q >= 2;
  vf cc = select_f (odd, s, c), ss = select_f (odd, c, s);
  *cosine = select_f (negate_c, 0.0f - cc, cc);
  *sine = select_f (negate_s, 0.0f - ss, ss);
}

/* (-1)^(k+1) / (2k + 3), k = 0 .. 6: atan r = r + r^3 * series (r^2). */
static const float atan_terms[] = {
  -1.0f / 3.0f,  1.0f / 5.0f,  -1.0f / 7.0f,  1.0f / 9.0f,
  -1.0f / 11.0f, 1.0f / 13.0f, -1.0f / 15.0f,
};
#define ATAN_TERMS NOISE_N_TERMS (atan_terms)

/* atan2 (y, x) / (2 pi), in [-1/2, 1/2]: the ratio of the smaller to the
 * larger of |x| and |y| in [0, 1], above tan (pi / 8) moved by an eighth
 * turn to (t - 1) / (t + 1), so the Taylor series of atan, to r^15, runs on
 * |r| <= tan (pi / 8) (the first term left out is below 2e-8), then the
 * octants.  0 at x = y = 0. */
static INLINE vf
atan2_turns (vf y, vf x)
{
  vf ax = max_f (x, -x), ay = max_f (y, -y);
  vf big = max_f (ax, ay), small = min_f (ax, ay);
  vi some = (vi) (big > 0.0f);
  vf t = select_f (some, small / select_f (some, big, splat (1.0f)),
                   splat (0.0f));
  vi far = (vi) (t > 0.414213562f);
  vf r = select_f (far, (t - 1.0f) / (t + 1.0f), t), r2 = r * r;
  vf sum = splat (atan_terms[ATAN_TERMS - 1]);
  for (int k = ATAN_TERMS - 2; k >= 0; k--)
    sum = sum * r2 + atan_terms[k];
  vf series = r + r * r2 * sum;
  vf turns = series * 0.159154943f + select_f (far, splat (0.125f), splat (0));
  turns = select_f ((vi) (ay > ax), 0.25f - turns, turns);
  turns = select_f ((vi) (x < 0.0f), 0.5f - turns, turns);
  return select_f ((vi) (y < 0.0f), 0.0f - turns, turns);
}

/* Impulses per cell: 4 keep about 12 kernels over a point in 2D (17 in
 * 3D), enough for the sum to look Gaussian (Tavernier's stratified
 * sampling converges fast); Blender's 8 would double the cost, which is
 * what limits this type (README, Speed). */
#define IMPULSES 4

/* sqrt (IMPULSES / 2 * the integral of g^2 over the unit ball), the
 * standard deviation of the imaginary part's sum for frequencies of 1 and
 * above (Blender's approximation, with the window's integral kept): in 1D,
 * 2D, 3D, integrals 0.65925, 0.41871, 0.25736. */
static const float deviation[3] = { 1.14825f, 0.91510f, 0.71743f };

/* The soft knee of levels.c on a >= 0: the identity up to 7/8, then
 * 7/8 + t / (8 (1 + t)), t = 8 (a - 7/8), below 1; *slope its slope. */
static INLINE vf
knee (vf a, vf *slope)
{
  vf t = max_f ((a - 0.875f) * 8.0f, splat (0.0f)), u = 1.0f / (1.0f + t);
  vi bent = (vi) (a > 0.875f);
  *slope = select_f (bent, u * u, splat (1.0f));
  return select_f (bent, 0.875f + 0.125f * (t * u), a);
}

/* The phase's profile at u in [0, 1] (the wave's, noise.h WAVE), from the
 * phasor's argument: cos of it for the sine (-cos (2 pi u)), and the slope
 * d p / d u. */
static INLINE vf
phase_profile (NoiseWaveProfile kind, vf u, vf re, vf im, vf modulus, vf *slope)
{
  vi some = (vi) (modulus > 0.0f);
  vf inverse = select_f (some, 1.0f / select_f (some, modulus, splat (1.0f)),
                         splat (0.0f));
  switch (kind)
    {
    case NOISE_WAVE_SAW: *slope = splat (2.0f); return u * 2.0f - 1.0f;
    case NOISE_WAVE_TRIANGLE:
      {
        vf half = u - 0.5f;
        *slope = select_f ((vi) (u < 0.5f), splat (4.0f), splat (-4.0f));
        return 1.0f - 4.0f * max_f (half, -half);
      }
    default:
      /* -cos (2 pi u) = cos (theta) with theta = 2 pi u - pi; its slope
       * 2 pi sin (2 pi u) = -2 pi sin (theta). */
      *slope = (0.0f - im * inverse) * 6.28318531f;
      return select_f (some, re * inverse, splat (1.0f));
    }
}

/* The cells around W points of a D-dimensional octave: the point's place
 * in its cell, and per axis the permutation of the wrapped coordinates of
 * the cells at -1, 0 and 1 (in a 3D loop, z does not wrap: its period is
 * the loop's whole cells, which turn the phases, see shared). */
typedef struct
{
  vf f[3];
  vi perm[3][3];
} Cells;

static INLINE void
cells (const Basis *b, const vf *c, int dims, Cells *w)
{
  for (int a = 0; a < dims; a++)
    {
      vi i = floor_f (c[a]);
      int period = a == 2 && b->settings->looping ? 0 : b->period[a];
      w->f[a] = c[a] - vf_of (i);
      for (int k = 0; k < 3; k++)
        w->perm[a][k] = hash (b, wrap (i + (k - 1), period));
    }
}

/* What every impulse shares: the frequency, the isotropy, the loop's phase
 * move in turns, the direction's base angle in turns (each point's own
 * under an orientation field: turned); at isotropy 0 the one direction
 * every impulse takes. */
typedef struct
{
  float frequency, isotropy, advance;
  int turned;
  vf base, aligned[3];
} Shared;

/* Impulse direction w (unit) from 18 hash bits: azimuth base + (r1 - 1/2)
 * / 2 * isotropy turns (half a turn: the kernel's sign is the weight's),
 * in 3D tilted out of the plane to z = (2 r2 - 1) isotropy, uniform on the
 * sphere when isotropic.  1D: along x; at isotropy 0, (cos, sin) of the
 * base and 0 (shared). */
static INLINE void
direction (const Shared *sh, vu h, int dims, vf *omega)
{
  if (dims == 1 || sh->isotropy == 0.0f)
    {
      for (int a = 0; a < dims; a++)
        omega[a] = sh->aligned[a];
      return;
    }
  vf r1 = (vf_of ((vi) ((h >> 12) & 1023u)) + 0.5f) * (1.0f / 1024.0f);
  vf turns = sh->base + (r1 - 0.5f) * (0.5f * sh->isotropy);
  vf c, s;
  sincos_turn (turns, &c, &s);
  omega[0] = c;
  omega[1] = s;
  if (dims == 3)
    {
      vf r2 = (vf_of ((vi) ((h >> 22) & 255u)) + 0.5f) * (1.0f / 256.0f);
      vf z = (r2 * 2.0f - 1.0f) * sh->isotropy;
      vf across = sqrt_f (1.0f - z * z);
      omega[0] = c * across;
      omega[1] = s * across;
      omega[2] = z;
    }
}

/* The complex sum and its gradients (re, im; d re, d im per axis; and
 * along an orientation field's turn, in turns). */
typedef struct
{
  vf re, im, dre[3], dim[3], tre, tim;
} Phasor;

/* One kernel at offsets d (|d|^2 = s < 1 where inside), weight sign, the
 * phase shift in turns, added where inside. */
static INLINE void
add_kernel (const Shared *sh, const vf *d, vf s, const vf *omega, vf weight,
            vf shift, vi inside, int dims, int derivatives, Phasor *z)
{
  vf slope, g = envelope (s, derivatives ? &slope : NULL) * weight;
  vf along = d[0] * omega[0];
  for (int a = 1; a < dims; a++)
    along = along + d[a] * omega[a];
  vf c, sn;
  sincos_turn (along * sh->frequency + shift, &c, &sn);
  z->re = select_f (inside, z->re + g * c, z->re);
  z->im = select_f (inside, z->im + g * sn, z->im);
  if (!derivatives)
    return;
  /* d (g (s) e^(i phi)) = 2 g' d e^(i phi) + g i e^(i phi) 2 pi f w. */
  vf ds = slope * weight * 2.0f, turn = g * (sh->frequency * 6.28318531f);
  for (int a = 0; a < dims; a++)
    {
      vf radial = ds * d[a], spin = turn * omega[a];
      z->dre[a]
          = select_f (inside, z->dre[a] + (radial * c - spin * sn), z->dre[a]);
      z->dim[a]
          = select_f (inside, z->dim[a] + (radial * sn + spin * c), z->dim[a]);
    }
  if (!sh->turned || dims < 2)
    return;
  /* Turning w about z by t turns moves it by 2 pi t (-w_y, w_x, 0): phi by
   * 2 pi f (d_y w_x - d_x w_y) 2 pi per turn. */
  vf across = (d[1] * omega[0] - d[0] * omega[1]) * 6.28318531f;
  vf spin = turn * across;
  z->tre = select_f (inside, z->tre - spin * sn, z->tre);
  z->tim = select_f (inside, z->tim + spin * c, z->tim);
}

/* The kernel of an impulse with second hash word h2 (its weight's sign and
 * its phase's way round a loop). */
static INLINE void
add_impulse (const Shared *sh, const vf *d, vf s, const vf *omega, vu h2,
             vi inside, int dims, int derivatives, Phasor *z)
{
  vf weight
      = select_f ((vi) (((h2 >> 30) & 1u) != 0u), splat (-1.0f), splat (1.0f));
  vf shift = select_f ((vi) ((h2 >> 31) != 0u), splat (sh->advance),
                       splat (-sh->advance));
  add_kernel (sh, d, s, omega, weight, shift, inside, dims, derivatives, z);
}

/* Impulse n of a cell from the cell's mixed key: its place in the cell
 * (centre, per axis) and the second hash word it returns.  Where: 16 bits
 * a coordinate in x and y, 12 in z; the second word (z, direction, weight,
 * loop) a cheap scramble of the first (a multiply by an odd constant and
 * an xorshift: a bijection, so no two impulses share it), which cost a
 * third of the time as a full lowbias32. */
static INLINE vu
impulse (vu key, vu n, int dims, vf *centre)
{
  vu h1 = mix (key ^ (0x9e3779b9u * (n + 1u))), h2 = h1 * 0x2c1b3c6du;
  h2 ^= h2 >> 15;
  vu bits[3] = { h1 & 0xffffu, h1 >> 16, h2 & 0xfffu };
  float unit[3] = { 1.0f / 65536.0f, 1.0f / 65536.0f, 1.0f / 4096.0f };
  for (int a = 0; a < dims; a++)
    centre[a] = (vf_of ((vi) bits[a]) + 0.5f) * unit[a];
  return h2;
}

/* The impulses of the cell at offset (kx, ky, kz) from each point's own. */
static INLINE void
add_cell (const Shared *sh, const Cells *w, const int *k, int dims,
          int derivatives, Phasor *z)
{
  vu key = (vu) w->perm[0][k[0] + 1];
  for (int a = 1; a < dims; a++)
    key |= (vu) w->perm[a][k[a] + 1] << (8 * a);
  key = mix (key);
  KEEP_LOOP
  for (int n = 0; n < IMPULSES; n++)
    {
      vf centre[3], d[3], s = splat (0.0f);
      vu h2 = impulse (key, splat_u ((uint32_t) n), dims, centre);
      for (int a = 0; a < dims; a++)
        {
          d[a] = w->f[a] - (float) k[a] - centre[a];
          s = s + d[a] * d[a];
        }
      vi inside = (vi) (s < 1.0f);
      if (!any_lane (inside))
        continue; /* every lane keeps its sum: the same bits as adding */
      vf omega[3];
      direction (sh, h2, dims, omega);
      add_impulse (sh, d, s, omega, h2, inside, dims, derivatives, z);
    }
}

#if W > 1
/* A group's points mostly lie in one or two cells, which share their 3^n
 * neighbours: the box of cells that covers every point's neighbours is
 * hashed once, W impulses at a time, instead of once per point.  Each
 * point still adds the kernels of its own 3^n cells in the per-point order
 * (cells by z, y, x, impulses by number) with the same operations, so the
 * sums keep their bits; the box only skips recomputing what the points
 * share.  Used when the box has at most W cells an axis and twice the
 * cells of one point (warped or scattered points fall back to the
 * per-point cells). */
#define BOX_CELLS (2 * 27)
/* Room for the impulses of the biggest box in whole groups of W (the
 * widest W being 16). */
#define BOX_IMPULSES ((BOX_CELLS * IMPULSES + 15) / 16 * 16)
#if BOX_IMPULSES % W != 0
#error "the box's impulses must fill whole groups of W"
#endif

typedef struct
{
  int low[3], span[3]; /* the box's first cell and cells, per axis */
  vi cell[3];          /* each point's cell */
  vf f[3];             /* and its place in it */
  /* Per impulse, cells by z, y, x and impulses by number: the centre in
   * its cell, the second hash word (direction, weight, loop), and the
   * direction where the points share it (untilted by a field). */
  float centre[3][BOX_IMPULSES];
  uint32_t second[BOX_IMPULSES];
  float omega[3][BOX_IMPULSES];
} Box;

/* Whether the points take each impulse's direction alike, from its hash
 * alone (neither aligned nor turned by a field): the box then computes it
 * once. */
static INLINE int
direction_shared (const Shared *sh, int dims)
{
  return dims > 1 && sh->isotropy != 0.0f && !sh->turned;
}

/* The box around the points c, or 0 where it is too big. */
static INLINE int
box_span (const vf *c, int dims, Box *x)
{
  int cells = 1;
  for (int a = 0; a < 3; a++)
    {
      x->low[a] = 0;
      x->span[a] = 1;
    }
  for (int a = 0; a < dims; a++)
    {
      x->cell[a] = floor_f (c[a]);
      x->f[a] = c[a] - vf_of (x->cell[a]);
      int low = x->cell[a][0], high = low;
      for (int l = 1; l < W; l++)
        {
          low = x->cell[a][l] < low ? x->cell[a][l] : low;
          high = x->cell[a][l] > high ? x->cell[a][l] : high;
        }
      /* The clamped lattice (octave.h) keeps |cell| <= 2^23. */
      if (high - low + 3 > W)
        return 0;
      x->low[a] = low - 1;
      x->span[a] = high - low + 3;
      cells *= x->span[a];
    }
  /* Up to twice the cells of one point (3^dims): beyond, testing every
   * impulse of the box at every point costs more than hashing each point's
   * own. */
  return cells <= 2 * (dims == 1 ? 3 : dims == 2 ? 9 : 27);
}

/* The box's impulses: what add_cell computes per point, computed once;
 * called, one copy for every row loop. */
static OUT_OF_LINE void
box_impulses (const Basis *b, const Shared *sh, int dims, Box *x)
{
  vi lane, perm[3];
  for (int l = 0; l < W; l++)
    lane[l] = l;
  for (int a = 0; a < 3; a++)
    {
      int period = a == 2 && b->settings->looping ? 0 : b->period[a];
      perm[a] = a < dims ? hash (b, wrap (x->low[a] + lane, period)) : lane * 0;
    }
  /* The cells' keys, one an impulse in the box's order (impulse j is
   * number j % IMPULSES of its cell), padded to whole groups of W. */
  uint32_t key[BOX_IMPULSES];
  int count = 0;
  for (int iz = 0; iz < x->span[2]; iz++)
    for (int iy = 0; iy < x->span[1]; iy++)
      for (int ix = 0; ix < x->span[0]; ix++)
        for (int n = 0; n < IMPULSES; n++)
          key[count++] = (uint32_t) perm[0][ix] | (uint32_t) perm[1][iy] << 8
                         | (uint32_t) perm[2][iz] << 16;
  for (int j = count; j % W != 0; j++)
    key[j] = 0;
  int shared_direction = direction_shared (sh, dims);
  for (int j = 0; j < count; j += W)
    {
      vu k;
      memcpy (&k, key + j, sizeof k);
      vf centre[3];
      vu h2 = impulse (mix (k), ((vu) lane + (uint32_t) j) % IMPULSES, dims,
                       centre);
      for (int a = 0; a < dims; a++)
        memcpy (x->centre[a] + j, &centre[a], sizeof centre[a]);
      memcpy (x->second + j, &h2, sizeof h2);
      if (shared_direction)
        {
          vf omega[3];
          direction (sh, h2, dims, omega);
          for (int a = 0; a < dims; a++)
            memcpy (x->omega[a] + j, &omega[a], sizeof omega[a]);
        }
    }
}

/* The phasor sum at W points through their box (as phasor_sum). */
static INLINE void
box_sum (const Shared *sh, const Box *x, int dims, int derivatives, Phasor *z)
{
  int shared_direction = direction_shared (sh, dims);
  int i[3];
  KEEP_LOOP
  for (i[2] = 0; i[2] < x->span[2]; i[2]++)
    KEEP_LOOP
  for (i[1] = 0; i[1] < x->span[1]; i[1]++)
    KEEP_LOOP
  for (i[0] = 0; i[0] < x->span[0]; i[0]++)
    {
      /* The points that have this cell among their neighbours, and where
       * they are from it (k of add_cell). */
      vi near = (vi) splat_u (~0u); /* every point, narrowed per axis */
      vf from[3];
      for (int a = 0; a < dims; a++)
        {
          vi k = (x->low[a] + i[a]) - x->cell[a];
          near &= (k >= -1) & (k <= 1);
          from[a] = x->f[a] - vf_of (k);
        }
      if (!any_lane (near))
        continue;
      int first = ((i[2] * x->span[1] + i[1]) * x->span[0] + i[0]) * IMPULSES;
      KEEP_LOOP
      for (int j = first; j < first + IMPULSES; j++)
        {
          vf d[3], s = splat (0.0f);
          for (int a = 0; a < dims; a++)
            {
              d[a] = from[a] - x->centre[a][j];
              s = s + d[a] * d[a];
            }
          vi inside = near & (vi) (s < 1.0f);
          if (!any_lane (inside))
            continue;
          vu h2 = splat_u (x->second[j]);
          vf omega[3];
          if (shared_direction)
            for (int a = 0; a < dims; a++)
              omega[a] = splat (x->omega[a][j]);
          else
            direction (sh, h2, dims, omega);
          add_impulse (sh, d, s, omega, h2, inside, dims, derivatives, z);
        }
    }
}
#endif

/* The phasor sum at W points, each point's own cells hashed point by
 * point. */
static INLINE void
cells_sum (const Basis *b, const Shared *sh, const vf *c, int dims,
           int derivatives, Phasor *z)
{
  Cells w;
  cells (b, c, dims, &w);
  int k[3] = { 0, 0, 0 };
  KEEP_LOOP
  for (k[2] = dims > 2 ? -1 : 0; k[2] <= (dims > 2 ? 1 : 0); k[2]++)
    KEEP_LOOP
  for (k[1] = dims > 1 ? -1 : 0; k[1] <= (dims > 1 ? 1 : 0); k[1]++)
    KEEP_LOOP
  for (k[0] = -1; k[0] <= 1; k[0]++)
    add_cell (sh, &w, k, dims, derivatives, z);
}

#if W > 1
/* Where a group's box is too big: called, one copy a dimension for the
 * rows with and without derivatives (inlined into both beside box_sum, it
 * doubled the file's compile time). */
#define CELLS_SUM_FOR(dims)                                                    \
  static OUT_OF_LINE void cells_sum_##dims (const Basis *b, const Shared *sh,  \
                                            const vf *c, Phasor *z)            \
  {                                                                            \
    cells_sum (b, sh, c, dims, b->derivatives, z);                             \
  }
CELLS_SUM_FOR (1)
CELLS_SUM_FOR (2)
CELLS_SUM_FOR (3)
#endif

/* The phasor sum at W points of a D-dimensional octave: through their box
 * of cells where it is small, else point by point. */
static INLINE Phasor
phasor_sum (const Basis *b, const Shared *sh, const vf *c, int dims)
{
  Phasor z;
  z.re = z.im = z.tre = z.tim = splat (0.0f);
  for (int a = 0; a < 3; a++)
    z.dre[a] = z.dim[a] = splat (0.0f);
#if W > 1
  Box x;
  if (box_span (c, dims, &x))
    {
      box_impulses (b, sh, dims, &x);
      box_sum (sh, &x, dims, b->derivatives, &z);
    }
  else if (dims == 1)
    cells_sum_1 (b, sh, c, &z);
  else if (dims == 2)
    cells_sum_2 (b, sh, c, &z);
  else
    cells_sum_3 (b, sh, c, &z);
#else
  cells_sum (b, sh, c, dims, b->derivatives, &z);
#endif
  return z;
}

/* The settings every impulse shares.  Gabor noise loops by phase
 * (NOISE_LOOPS_BY_PHASE): the domain moves no point and gives the loop's
 * whole cells in this octave as the period along its axis. */
static INLINE Shared
shared (const Basis *b, int dims)
{
  const NoiseSettings *s = b->settings;
  Shared sh = { s->gabor_frequency,
                1.0f - s->gabor_anisotropy,
                0.0f,
                b->turned,
                splat (s->gabor_orientation / 360.0f),
                { splat (1.0f), splat (0.0f), splat (0.0f) } };
  if (sh.turned)
    sh.base = sh.base + b->turn;
  if (dims > 1)
    sincos_turn (sh.base, &sh.aligned[0], &sh.aligned[1]);
  if (s->looping)
    {
      /* Each impulse's phase moves by +-n turns per loop, n the loop's
       * whole cells in this octave (the lattice types' loop axis), so the
       * last frame meets the first exactly.  In double, reduced to a turn. */
      double n = b->period[dims < 3 ? dims : 2];
      double turns = fmod (s->loop_phase, 1.0) * n;
      sh.advance = (float) (turns - floor (turns));
    }
  return sh;
}

/* One octave of Gabor noise at W points q of the octave (noise.h, GABOR):
 * the mode's value of the phasor sum, mapped into [-1, 1]. */
static INLINE Lanes
gabor_dims (const Basis *b, const vf *q, int dims)
{
  const NoiseSettings *s = b->settings;
  Shared sh = shared (b, dims);
  Phasor z = phasor_sum (b, &sh, q, dims);
  Lanes out = lanes_zero ();
  float scale = 1.0f / (3.0f * deviation[dims - 1]);
  vf factor[2] = { splat (0.0f), splat (0.0f) }; /* of d re and d im */
  vf k;
  switch (s->gabor_mode)
    {
    case NOISE_GABOR_PHASOR:
      {
        vf modulus2 = z.re * z.re + z.im * z.im;
        vf modulus = sqrt_f (modulus2);
        vf u = atan2_turns (z.im, z.re) + 0.5f, slope;
        out.value = phase_profile ((NoiseWaveProfile) s->wave_profile, u, z.re,
                                   z.im, modulus, &slope);
        /* d theta = (re d im - im d re) / |z|^2, in turns / (2 pi), from
         * the smallest normal |z|^2 up: below it 1 / |z|^2 is not finite
         * (the phase's slope is taken as 0 there, as at z = 0). */
        vi some = (vi) (modulus2 >= FLT_MIN);
        vf per = select_f (some,
                           slope * 0.159154943f
                               / select_f (some, modulus2, splat (1.0f)),
                           splat (0.0f));
        factor[0] = (0.0f - z.im) * per;
        factor[1] = z.re * per;
        break;
      }
    case NOISE_GABOR_INTENSITY:
      {
        /* |z| / (3.5 sigma) (about its 99.7 % point) onto [-1, 1]. */
        vf modulus = sqrt_f (z.re * z.re + z.im * z.im);
        float to = 2.0f / (3.5f * deviation[dims - 1]);
        out.value = knee (modulus * (0.5f * to), &k) * 2.0f - 1.0f;
        vi some = (vi) (modulus > 0.0f);
        vf per
            = select_f (some, k * to / select_f (some, modulus, splat (1.0f)),
                        splat (0.0f));
        factor[0] = z.re * per;
        factor[1] = z.im * per;
        break;
      }
    default:
      {
        /* The imaginary part over 3 sigma, its tails bent into (-1, 1). */
        vf v = z.im * scale, a = max_f (v, -v);
        vf bent = knee (a, &k);
        out.value = select_f ((vi) (v < 0.0f), 0.0f - bent, bent);
        factor[1] = k * scale;
        break;
      }
    }
  if (b->derivatives)
    for (int a = 0; a < dims; a++)
      out.d[a] = factor[0] * z.dre[a] + factor[1] * z.dim[a] + 0.0f;
  if (b->derivatives && sh.turned)
    out.turn = factor[0] * z.tre + factor[1] * z.tim;
  return out;
}

static INLINE Lanes
gabor_1 (const Basis *b, const vf *q)
{
  return gabor_dims (b, q, 1);
}

static INLINE Lanes
gabor_2 (const Basis *b, const vf *q)
{
  return gabor_dims (b, q, 2);
}

static INLINE Lanes
gabor_3 (const Basis *b, const vf *q)
{
  return gabor_dims (b, q, 3);
}

NOISE_ROW_FOR (gabor_1, 1, NULL)
NOISE_ROW_FOR (gabor_2, 2, NULL)
NOISE_ROW_FOR (gabor_3, 3, NULL)

/* A loop samples 1D and 2D noise on one more basis dimension (domain.c),
 * which Gabor noise does not read: the row of the noise's own. */
static void
row_gabor_looped (const NoiseLayer *st, const float *origin, const float *step,
                  int x0, const int *index, int n, float *values,
                  float *derivatives)
{
  static const NoiseLayerRowFunc by_dimension[3]
      = { row_gabor_1, row_gabor_2, row_gabor_3 };
  by_dimension[st->settings.dimensions - 1](st, origin, step, x0, index, n,
                                            values, derivatives);
}

NOISE_FAMILY_ROWS (gabor, row_gabor_1, row_gabor_looped, row_gabor_looped,
                   NULL);

#if W == 1
void
noise_gabor_kernel (int dimensions, const float d[3], const float w[3],
                    float frequency, float shift, float out[2],
                    float gradient[2][3])
{
  Shared sh
      = { frequency, 0.0f, 0.0f, 0, splat (0.0f), { { 0 }, { 0 }, { 0 } } };
  vf dv[3] = { { 0 }, { 0 }, { 0 } }, omega[3] = { { 0 }, { 0 }, { 0 } };
  vf s = splat (0.0f);
  for (int a = 0; a < dimensions && a < 3; a++)
    {
      dv[a] = splat (d[a]);
      omega[a] = splat (w[a]);
      s = s + dv[a] * dv[a];
    }
  Phasor z;
  z.re = z.im = z.tre = z.tim = splat (0.0f);
  for (int a = 0; a < 3; a++)
    z.dre[a] = z.dim[a] = splat (0.0f);
  /* Inside the kernel, with a direction, frequency and shift the basis can
   * give (every comparison false for NaN): anything else is 0, so no
   * input reaches sincos_turn's conversion to int out of range. */
  int usable = s[0] < 1.0f && frequency >= 0.0f && frequency <= 32.0f
               && shift >= -1048576.0f && shift <= 1048576.0f;
  for (int a = 0; a < dimensions && a < 3; a++)
    usable = usable && w[a] >= -1.0f && w[a] <= 1.0f;
  vi inside = (vi) (s < 1.0f);
  if (usable)
    add_kernel (&sh, dv, s, omega, splat (1.0f), splat (shift), inside,
                dimensions < 3 ? dimensions : 3, 1, &z);
  out[0] = z.re[0];
  out[1] = z.im[0];
  for (int a = 0; a < 3; a++)
    {
      gradient[0][a] = z.dre[a][0];
      gradient[1][a] = z.dim[a][0];
    }
}
#endif
