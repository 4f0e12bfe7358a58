/* simplex-classic.c — the common (Gustavson-style) 2D simplex noise,
 * exactly as the sweet-spots Python (Gustavson's classic 2D simplex): grad3
 * taken mod 12, the doubled permutation indexed perm[ii + perm[jj]], r^2 = 0.5,
 * kernel t^4, times 70.
 *
 * Computed in double, as Python's floats are (W / 2 lanes to a register, see
 * lanes.h).  Derivative of one corner's t^4 (g . d), t = 0.5 - |d|^2:
 * t^3 (t g - 8 (g . d) d).  Written once against the lane type, compiled
 * once per instruction set. */
#include "row-loop.h"

/* The sweet-spots Python's grad3; only x and y are used in 2D (exact in
 * float). */
/* clang-format off */
#define GRADIENTS(V)                                                           \
  V (1, 1) V (-1, 1) V (1, -1) V (-1, -1) V (1, 0) V (-1, 0)                   \
  V (1, 0) V (-1, 0) V (0, 1) V (0, -1) V (0, 1) V (0, -1)
/* clang-format on */

static const float gradients[4][32] = NOISE_COLUMNS_2 (GRADIENTS);

/* The sweet-spots Python's skew of one half: the cell (i, j), which of its two
 * triangles holds the point (i1: -1 where i1 = 1), and the offsets x, y from
 * the three corners. */
static INLINE void
skew_half (const vf *p, int h, vih *i, vih *j, vih *i1, vdh x[3], vdh y[3])
{
  const double F2 = 0.5 * (sqrt (3.0) - 1.0), G2 = (3.0 - sqrt (3.0)) / 6.0;
  vdh xin = widen_f (p[0], h), yin = widen_f (p[1], h);
  vdh s = (xin + yin) * F2;
  vdh fi = floor_half (xin + s), fj = floor_half (yin + s);
  *i = CONVERT (fi, vih);
  *j = CONVERT (fj, vih);
  vdh t = double_of (*i + *j) * G2;
  x[0] = xin - (fi - t);
  y[0] = yin - (fj - t);
  *i1 = int_mask ((vlh) (x[0] > y[0]));
  vdh di1 = double_of (-*i1), dj1 = 1.0 - di1;
  x[1] = x[0] - di1 + G2;
  y[1] = y[0] - dj1 + G2;
  x[2] = x[0] - 1.0 + 2.0 * G2;
  y[2] = y[0] - 1.0 + 2.0 * G2;
}

/* Adds one corner of one half to sum[0..2] (value, d/dx, d/dy); t < 0 adds
 * zeros. */
static INLINE void
corner_half (vdh x, vdh y, vdh gx, vdh gy, int derivatives, vdh *sum)
{
  vdh t = 0.5 - x * x - y * y;
  t = (vdh) ((vlh) t & (vlh) (t >= 0.0));
  vdh dot = gx * x + gy * y, t2 = t * t;
  sum[0] += t2 * t2 * dot;
  if (derivatives)
    {
      sum[1] += t2 * t * (t * gx - 8.0 * dot * x);
      sum[2] += t2 * t * (t * gy - 8.0 * dot * y);
    }
}

static INLINE Lanes
classic_2d (const Basis *b, const vf *p)
{
  vdh x[2][3], y[2][3];
  vih ih[2], jh[2], i1h[2];
  for (int h = 0; h < HALVES; h++)
    skew_half (p, h, &ih[h], &jh[h], &i1h[h], x[h], y[h]);
  vi i = JOIN2 (ih[0], ih[1]), j = JOIN2 (jh[0], jh[1]);
  vi i1 = -JOIN2 (i1h[0], i1h[1]), j1 = 1 - i1;
  vi ii = i & 255, jj = j & 255;
  vi hashes[3]
      = { hash (b, ii + hash (b, jj)), hash (b, ii + i1 + hash (b, jj + j1)),
          hash (b, ii + 1 + hash (b, jj + 1)) };

  vdh sum[2][3] = { { { 0 }, { 0 }, { 0 } }, { { 0 }, { 0 }, { 0 } } };
  for (int c = 0; c < 3; c++)
    {
      vi gi = hashes[c] - (hashes[c] * 43691 >> 19) * 12; /* % 12, h < 256 */
      vf gx = lookup (b->gradient[0], 16, gi);
      vf gy = lookup (b->gradient[1], 16, gi);
      for (int h = 0; h < HALVES; h++)
        corner_half (x[h][c], y[h][c], widen_f (gx, h), widen_f (gy, h),
                     b->derivatives, sum[h]);
    }
  Lanes s = lanes_zero ();
  s.value = join_f (70.0 * sum[0][0], 70.0 * sum[HALVES - 1][0]);
  if (b->derivatives)
    for (int a = 0; a < 2; a++)
      s.d[a] = join_f (70.0 * sum[0][a + 1], 70.0 * sum[HALVES - 1][a + 1]);
  return s;
}

NOISE_ROW_FOR (classic_2d, 2, gradients)
NOISE_FAMILY_ROWS (simplex_classic, NULL, row_classic_2d, NULL, NULL);
