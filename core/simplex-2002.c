/* simplex-2002.c — Ken Perlin's 2002 reference ("hardware") simplex noise
 * in 3D, exactly as its OCaml re-implementation of his Java.
 *
 * Computed in double, as the OCaml and Java are, so that the byte slice of
 * Perlin's 2002 reference comes out pixel for pixel (W / 2 lanes to a register,
 * see lanes.h).  r^2 = 0.6 makes the kernel reach past the simplex, so the
 * noise has small jumps where a corner leaves the set of four; that is the
 * reference's behaviour and is kept.  Derivatives are those of the kernel
 * sum 8 t^4 m, t = 0.6 - |y|^2, m = g . y: 8 t^3 (t g - 8 m y).  Written
 * once against the lane type, compiled once per instruction set. */
#include "row-loop.h"

/* The tables of this file, by column and padded to 16 floats (exact small
 * integers), so that they are looked up in registers. */

/* Perlin's 2002 reference: "patterns", the 3-bit slices summed by shuffle. */
static const float patterns[16] = { 025, 070, 062, 054, 015, 023, 007, 052 };

/* The 2002 reference's magnitude: which components become p, q, r (3 = the
 * constant 0.), then the signs applied to them, by the low and high 3 bits. */
static const float select_of[3][16] = {
  { 2, 0, 1, 2, 2, 0, 1, 2 },
  { 0, 1, 2, 0, 0, 3, 3, 3 },
  { 1, 3, 3, 3, 1, 2, 0, 1 },
};
static const float sign_of[3][16] = {
  { -1, 1, -1, 1, 1, -1, 1, -1 },
  { -1, -1, 1, 1, 1, 1, -1, -1 },
  { 1, -1, -1, 1, -1, 1, 1, -1 },
};

/* The 2002 reference's skew of one half: the cell l (its int: truncation,
 * minus one below zero, so -2.0 gives -3; kept for pixel identity), the point u
 * in the unit cell, and permindex, which of the six tetrahedra holds u. */
static INLINE vih
skew_half (const vf *p, int h, vih *l, vdh *u)
{
  vdh x[3];
  for (int a = 0; a < 3; a++)
    x[a] = widen_f (p[a], h);
  vdh s = (x[0] + x[1] + x[2]) / 3.0;
  for (int a = 0; a < 3; a++)
    {
      vdh xs = x[a] + s;
      l[a] = CONVERT (xs, vih) + int_mask ((vlh) (xs < 0.0));
    }
  vdh su = double_of (l[0] + l[1] + l[2]) / 6.0;
  for (int a = 0; a < 3; a++)
    u[a] = x[a] - double_of (l[a]) + su;
  vih u0u2 = int_mask ((vlh) (u[0] >= u[2]));
  vih u0u1 = int_mask ((vlh) (u[0] >= u[1]));
  vih u1u2 = int_mask ((vlh) (u[1] >= u[2]));
  vih when_a = (u0u1 & ~u1u2 & 1) | (~u0u1 & 2); /* u0 >= u2 */
  vih when_not = (u1u2 & 3) | (~u1u2 & ((u0u1 & 4) | (~u0u1 & 5)));
  return (u0u2 & when_a) | (~u0u2 & when_not);
}

/* The 2002 reference's shuffle: a 6-bit hash of the lattice point from
 * bits 0..7, bmix (i, j, k), (j, k, i), (k, i, j) in turn. */
static INLINE vi
shuffle (vi i, vi j, vi k)
{
  vi sum = i & 0;
  for (int bit = 0; bit < 8; bit++)
    {
      vi index = (((i >> bit) & 1) << 2) | (((j >> bit) & 1) << 1)
                 | ((k >> bit) & 1);
      sum += lookup_int (patterns, index);
      /* Rotated in registers, not indexed by bit % 3: a compiler that
       * keeps this loop rolled would otherwise go through the stack. */
      vi first = i;
      i = j;
      j = k;
      k = first;
    }
  return sum;
}

/* One corner c of one half: adds 8 t^4 m and its derivatives to sum[0..3]
 * (t <= 0 adds zeros).  step: the corner's offsets from the cell, sel and
 * sign: the 2002 reference's magnitude for its hash; m = sign . c[sel],
 * c = (y, 0). */
static INLINE void
corner_half (const vdh *u, const vih *step, const vih *sel, const vdh *sign,
             double sv, int derivatives, vdh *sum)
{
  vdh y[3], picked[3];
  for (int a = 0; a < 3; a++)
    y[a] = u[a] - double_of (step[a]) + sv;
  vdh t = 0.6 - (y[0] * y[0] + y[1] * y[1] + y[2] * y[2]);
  t = (vdh) ((vlh) t & (vlh) (t > 0.0));
  for (int a = 0; a < 3; a++)
    picked[a] = (vdh) (((vlh) y[0] & long_mask (sel[a] == 0))
                       | ((vlh) y[1] & long_mask (sel[a] == 1))
                       | ((vlh) y[2] & long_mask (sel[a] == 2)));
  vdh m = sign[0] * picked[0] + sign[1] * picked[1] + sign[2] * picked[2];
  vdh t2 = t * t;
  sum[0] += 8.0 * t2 * t2 * m;
  if (derivatives)
    for (int a = 0; a < 3; a++)
      {
        /* g[a]: the sign of the pqr slot that selected axis a */
        vdh g = t - t; /* 0 */
        for (int q = 2; q >= 0; q--)
          {
            vlh hit = long_mask (sel[q] == a);
            g = (vdh) (((vlh) sign[q] & hit) | ((vlh) g & ~hit));
          }
        sum[a + 1] += 8.0 * t2 * t * (t * g - 8.0 * m * y[a]);
      }
}

static INLINE Lanes
simplex_2002_3d (const Basis *b, const vf *p)
{
  vdh u[2][3];
  vih lh[2][3], kh[2];
  for (int h = 0; h < HALVES; h++)
    kh[h] = skew_half (p, h, lh[h], u[h]);
  vi k = JOIN2 (kh[0], kh[1]), l[3];
  for (int a = 0; a < 3; a++)
    l[a] = JOIN2 (lh[0][a], lh[1][a]);
  /* The corners' steps (the 2002 reference's simplices[k]), 1 or 0. */
  vi step[4][3] = {
    { k & 0, k & 0, k & 0 },
    { -(k <= 1), -((k == 2) | (k == 3)), -(k >= 4) },
    { -((k != 3) & (k != 5)), -((k != 1) & (k != 4)), -((k != 0) & (k != 2)) },
    { (k & 0) + 1, (k & 0) + 1, (k & 0) + 1 },
  };

  vdh sum[2][4]
      = { { { 0 }, { 0 }, { 0 }, { 0 } }, { { 0 }, { 0 }, { 0 }, { 0 } } };
  for (int c = 0; c < 4; c++)
    {
      /* Seeds other than 0 pass each lattice coordinate through the seed's
       * permutation; seed 0's is the identity (the text). */
      vi ijk[3];
      for (int a = 0; a < 3; a++)
        ijk[a] = hash (b, (l[a] + step[c][a]) & 255);
      vi hsh = shuffle (ijk[0], ijk[1], ijk[2]);
      vi sel[3];
      vf sign[3];
      for (int a = 0; a < 3; a++)
        {
          sel[a] = lookup_int (select_of[a], hsh & 7);
          sign[a] = lookup (sign_of[a], 16, (hsh >> 3) & 7);
        }
      for (int h = 0; h < HALVES; h++)
        {
          vih st[3], sl[3];
          vdh sg[3];
          for (int a = 0; a < 3; a++)
            {
              st[a] = HALF (step[c][a], h);
              sl[a] = HALF (sel[a], h);
              sg[a] = widen_f (sign[a], h);
            }
          corner_half (u[h], st, sl, sg, (double) c / 6.0, b->derivatives,
                       sum[h]);
        }
    }
  Lanes s = lanes_zero ();
  s.value = join_f (sum[0][0], sum[HALVES - 1][0]);
  if (b->derivatives)
    for (int a = 0; a < 3; a++)
      s.d[a] = join_f (sum[0][a + 1], sum[HALVES - 1][a + 1]);
  return s;
}

NOISE_ROW_FOR (simplex_2002_3d, 3, NULL)
NOISE_FAMILY_ROWS (simplex_2002, NULL, NULL, row_simplex_2002_3d, NULL);
