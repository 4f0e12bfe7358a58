/* simplex-grid.h — the simplex grid that Simplex and Simplex Value share,
 * against the lane type (lanes.h): the simplex tutorial's skew to the
 * square/cube grid, simplicial split and unskew, extended to 4D by the simplex
 * article, and the radial falloff each corner contributes.  Not installed. */
#ifndef NOISE_SIMPLEX_GRID_H
#define NOISE_SIMPLEX_GRID_H

#include "lanes.h"

/* The simplex article's factors for n = 2, 3, 4 (index n - 2). */
static const double noise_skew_factor[3] = {
  0.36602540378443865, /* (sqrt 3 - 1) / 2, the simplex tutorial's
                          trianglesToSquares */
  1.0 / 3.0,           /* the simplex tutorial's 3D skew */
  0.30901699437494742, /* (sqrt 5 - 1) / 4 */
};
static const double noise_unskew_factor[3] = {
  0.21132486540518712, /* (3 - sqrt 3) / 6, the simplex tutorial's
                          squaresToTriangles */
  1.0 / 6.0,           /* the simplex tutorial's 3D unskew */
  0.13819660112501052, /* (5 - sqrt 5) / 20 */
};

/* x - 1 in the lanes where rank < c, else x (as x - 0 is, bit for bit):
 * with AVX-512 the comparison goes to a mask register, for one
 * subtraction under it. */
static INLINE vf
minus_one_where (vi rank, int c, vf x)
{
#if W == 16 && defined(__AVX512F__)
  __mmask16 k = _mm512_cmplt_epi32_mask ((__m512i) rank, _mm512_set1_epi32 (c));
  return (vf) _mm512_mask_sub_ps ((__m512) x, k, (__m512) x,
                                  _mm512_set1_ps (1.0f));
#else
  return x - select_f ((vi) (rank < c), splat (1.0f), splat (0.0f));
#endif
}

/* Adds one corner's contribution v f^3, f = r2 - |d|^2 (d: the n components
 * of the offset from the corner), to s with its derivative g f^3 - 6 v f^2 d,
 * where v = g . d for gradient noise (the simplex tutorial's Simplex) and v =
 * h, g = NULL for value noise (Simplex Value).  Out of reach (f <= 0), f = 0
 * adds exact zeros. */
static INLINE void
simplex_corner (Lanes *s, vf v, const vf *g, float r2, const vf *d, int n,
                int derivatives)
{
  vf f = splat (r2);
  for (int a = 0; a < n; a++)
    f -= d[a] * d[a];
  f = select_f ((vi) (f > 0.0f), f, splat (0.0f));
  vf f2 = f * f, f3 = f * f2;
  s->value += v * f3;
  if (derivatives)
    {
      vf v6f2 = -6.0f * v * f2;
      for (int a = 0; a < n; a++)
        s->d[a] += (g ? g[a] * f3 : splat (0.0f)) + v6f2 * d[a];
    }
}

/* The simplex around W points: per axis, the skewed cell's origin base, the
 * point's position in it, and rank (how many axes are stepped along before
 * this one: corners come in traversal order, the cell origin, then one step
 * along the axis of the largest internal coordinate, and so on, ties in axis
 * order as the simplex tutorial's comparisons).
 *
 * The skew is computed in double: the point's position inside its skewed
 * cell is then exact to float precision however far from the origin (in
 * float, the simplex tutorial loses 5e-4 at a few thousand cells).  Everything
 * after is small numbers in float. */
static INLINE void
simplex_cell (const vf *p, int dims, vi *base, vf *fraction, vi *rank)
{
  /* The sum starts at the first coordinate, not at 0 + it, which differs
   * only where every coordinate is -0 (which the octaves' offsets, never
   * below +0, rule out in a row): then s is -0, and a fraction can be -0
   * rather than +0 (floor_half's conversion gives +0), a zero that
   * simplex_sum's sums leave as they are. */
  vdh pd[2][4], sum[2];
  for (int h = 0; h < HALVES; h++)
    for (int a = 0; a < dims; a++)
      {
        pd[h][a] = widen_f (p[a], h);
        sum[h] = a == 0 ? pd[h][a] : sum[h] + pd[h][a];
      }
  for (int a = 0; a < dims; a++)
    {
      vdh s[2], below[2];
      for (int h = 0; h < HALVES; h++)
        {
          s[h] = pd[h][a] + sum[h] * noise_skew_factor[dims - 2];
          below[h] = floor_half (s[h]);
        }
      base[a] = JOIN2 (CONVERT (below[0], vih), CONVERT (below[1], vih));
      fraction[a] = join_f (s[0] - below[0], s[HALVES - 1] - below[HALVES - 1]);
      rank[a] = base[a] & 0;
    }
  for (int a = 0; a < dims; a++)
    for (int c = a + 1; c < dims; c++)
      {
        vi m = (vi) (fraction[a] >= fraction[c]);
        rank[c] -= m;     /* a steps first: one more before c */
        rank[a] += m + 1; /* else c steps first */
      }
}

/* The simplex tutorial's chained hashes of the simplex's dims + 1 corners,
 * out[c] = perm[(... perm[(perm[x & 255] + y) & 255] ...) + last) & 255]
 * for corner c = base + step[c] (step: 1 along the axes stepped before
 * corner c, rank < c, else 0; stepped[c] is its mask, all ones or zero).
 * Where the chain packs (below), the first four corners' bytes along an
 * axis come straight from base and rank: base's low byte in all
 * four bytes of a lane, plus 1 in bytes c > rank, 0x01010100 << 8 rank
 * (byte additions modulo 256, as the & 255 of base + step).  Three
 * operations per axis instead of packing four corners' coordinates (issue
 * 39: a tenth of simplex 3D); the same bytes, so the same hashes.  The
 * other corners chain one by one, from the first axis's two planes hashed
 * once (hash_planes: one gather with AVX2).  low: only the hashes' low
 * bits are read (lookup_low), so packed ones need not be masked. */
static INLINE void
simplex_hashes (const Basis *b, int dims, const vi *base, const vi *rank,
                vi (*stepped)[4], int low, vi *out)
{
  int first = 0;
  (void) rank, (void) low; /* only the packed hashes read them */
#ifdef NOISE_BYTE_LOOKUPS
  /* With AVX2's shuffles (lanes.h) in 3D and 4D, whose four corners take
   * three and four lookups instead of nine and twelve gathers: 4D 14.5-15.3
   * ns a sample against 17.1-17.8, 3D the same time both ways (9.5-9.9 ns),
   * simplex value 3D 0.97 of it; and no gather, which some processors'
   * security mitigations slow.  In 2D two lookups for four gathers were
   * slower, 5.8-6.3 ns against 5.0-5.7 (Zen 4, one octave). */
#ifdef NOISE_PACKED_HASHES
  int packed = 1;
#else
  int packed = dims >= 3;
#endif
  if (packed)
    {
      typedef uint32_t vu32 __attribute__ ((vector_size (4 * W)));
      vi h = { 0 };
      for (int a = 0; a < dims; a++)
        {
          vi bytes = spread_byte (base[a]);
          vu32 ones = (vu32) { 0 } + 0x01010100u; /* bytes 1, 2, 3 */
          vi steps = (vi) (ones << (vu32) (8 * rank[a]));
          h = hash_bytes (b, add_bytes (h, add_bytes (bytes, steps)));
        }
      for (int c = 0; c < 4 && c <= dims; c++)
        out[c] = low ? byte_low (h, c) : byte_of (h, c);
      first = 4;
    }
#endif
  if (first > dims)
    return;
  vi none = { 0 }, plane[2] = { base[0] & 255, (base[0] + 1) & 255 }, hx[2];
  hash_planes (b, 0, none, plane, hx);
  for (int c = first; c <= dims; c++)
    {
      vi h = select_i (stepped[c][0], hx[1], hx[0]);
      for (int a = 1; a < dims; a++)
        h = hash (b, (h + (base[a] - stepped[c][a])) & 255);
      out[c] = h;
    }
}

/* Corner c's offset along an axis: the fraction less the corner's step
 * there (the last corner's 1, the first's 0, which is no subtraction) and
 * the unskew, plus the corner's own unskew c G, which for the first corner
 * is + 0 and is left out (it could turn only a -0 into +0: see
 * simplex_sum). */
static INLINE vf
corner_offset (vf fraction, vf unskew, vi rank, int c, int dims)
{
  vf x = fraction;
  if (c == dims)
    x -= 1.0f;
  else if (c > 0)
    x = minus_one_where (rank, c, x);
  x -= unskew;
  return c > 0 ? x + (float) (c * noise_unskew_factor[dims - 2]) : x;
}

/* The unscaled sum of the simplex's dims + 1 corners, in 2..4 dimensions:
 * the simplex tutorial's chained hashes (extended to 4D with one more step)
 * pick a gradient from b->gradient by hash & mask (gradient noise), or give the
 * corner's value (gradient = 0, value noise).  Corner c's offset is
 * p - corner + G sum(corner) = f - e_c - G sum(f) + c G, e_c its steps. */
static INLINE Lanes
simplex_sum (const Basis *b, const vf *p, int dims, int gradient, int mask)
{
  vi base[4], rank[4];
  vf fraction[4], fraction_sum = splat (0.0f);
  simplex_cell (p, dims, base, fraction, rank);
  for (int a = 0; a < dims; a++)
    fraction_sum += fraction[a];

  vf unskew = fraction_sum * (float) noise_unskew_factor[dims - 2];
  /* Each rank is in 0..dims - 1 (it counts the other axes stepped
   * before its own), so the first corner steps along no axis and the
   * last along every one: constants, here for the chained hashes and in
   * corner_offset, which leave their comparisons, selections and
   * subtractions of zero out of the row (issue 39: 18 of an octave's 295
   * instructions in 3D). */
  vi stepped[5][4], hashes[5], none = { 0 };
  for (int c = 0; c <= dims; c++)
    for (int a = 0; a < dims; a++)
      stepped[c][a] = c == 0      ? none
                      : c == dims ? none - 1
                                  : rank[a] < c; /* all ones or zero */
  /* Value noise reads its hashes' whole byte, gradient noise only the
   * bits of its table index. */
  simplex_hashes (b, dims, base, rank, stepped, gradient, hashes);

  /* Zeros of either sign below reach the sums only through products
   * added to s, whose sums start at +0 and so are never -0: a -0 leaves
   * them as a +0 would, bit for bit. */
  Lanes s = lanes_zero ();
  for (int c = 0; c <= dims; c++)
    {
      vi h = hashes[c];
      vf d[4], g[4];
      for (int a = 0; a < dims; a++)
        d[a] = corner_offset (fraction[a], unskew, rank[a], c, dims);
      /* g . d from its first product, not 0 + it (a -0 where it differs). */
      vf v = vf_of (h);
      if (gradient)
        {
          for (int a = 0; a < dims; a++)
            g[a] = lookup_low (b->gradient[a], mask + 1, h);
          v = g[0] * d[0];
          for (int a = 1; a < dims; a++)
            v += g[a] * d[a];
        }
      simplex_corner (&s, v, gradient ? g : NULL, 0.5f, d, dims,
                      b->derivatives);
    }
  return s;
}

#endif /* NOISE_SIMPLEX_GRID_H */
