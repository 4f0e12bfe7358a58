/* cellular.c — Worley's cellular noise, 1D–3D (Worley 1996, "A Cellular
 * Texture Basis Function"): one feature point per lattice cell, and the
 * distances from a point to the nearest ones.
 *
 * The feature of a cell sits at its centre moved by jitter / 2 of a cell at
 * most along each axis, from a hash of the cell's wrapped coordinates: the
 * permutation of each coordinate (as the other lattice types hash, so seeds
 * and tiling work alike) packed into one word and mixed, which gives every
 * cell of the 256^n period its own point.  Returns as Blender's Voronoi
 * texture (F1, F2, smooth F1, distance to edge) and FastNoiseLite's
 * (F2 - F1, cell value); the edge distance is Inigo Quilez's ("voronoi
 * edges", 2012): find the nearest feature, then the nearest bisector between
 * it and the features around its cell.  The nearest features are sought in
 * the 3^n cells around the point and in rings beyond while one there could
 * be nearer (Manhattan and Minkowski cells reach past their neighbours). Ranges
 * and derivatives: noise.h, CELLULAR; the bounds are cellular-settings.c's.
 * Written once against the lane type (lanes.h), compiled once per instruction
 * set. */
#include "exact-math.h"
#include "row-loop.h"

typedef uint32_t vu __attribute__ ((vector_size (4 * W)));

/* The loops over cells stay loops: unrolled 27 to 125 times, per return
 * and metric, the file takes minutes to compile (with the sanitizers) for
 * no measurable gain. */
#define KEEP_LOOP _Pragma ("GCC unroll 1")
/* The 5^n-cell passes (edge distance, smooth F1) are called, not inlined:
 * the call costs nothing beside 25 to 125 cells, and inlined into every
 * row loop they tripled the file's size (OUT_OF_LINE, lanes.h). */

enum
{
  MAX_SPAN = 5,   /* cells per axis around the point: 2 * reach + 1 */
  KEY_FAR = 1000, /* no feature is this far (in any metric's key) */
  /* The rings the nearest features are sought in, at most: beyond any
   * return's bound (cellular-settings.c) in every metric. */
  MAX_RING = 64,
};

/* The lattice around W points: the position f in the point's own cell i,
 * and per axis and offset k = -reach..reach the permutation of the wrapped
 * coordinate i + k. */
typedef struct
{
  vi i[3];
  vf f[3];
  vi perm[3][MAX_SPAN];
} Window;

static INLINE void
window (const Basis *b, const vf *p, int dims, int reach, Window *w)
{
  for (int a = 0; a < dims; a++)
    {
      w->i[a] = floor_f (p[a]);
      w->f[a] = p[a] - vf_of (w->i[a]);
      for (int k = -reach; k <= reach; k++)
        w->perm[a][k + reach] = hash (b, wrap (w->i[a] + k, b->period[a]));
    }
}

/* The lowbias32 mixer (exact-math.h), lane by lane. */
NOISE_DEFINE_LOWBIAS32 (static INLINE, vu, mix)

/* A cell's hash from its coordinates' permutations (8 bits each): in 1D
 * and 2D a key under 2^16, which mix_short takes without mix's first step
 * (issue 39: the same hash, two operations less per cell). */
static INLINE vu
cell_hash (const vi *perm, int dims)
{
  vu key = { 0 };
  for (int a = 0; a < dims; a++)
    key |= (vu) perm[a] << (8 * a);
  return dims < 3 ? mix_short (key) : mix (key);
}

/* The offset v = p - feature of a cell, from = f - k for its offset k
 * (per lane) from the point's own cell: 10 bits of the hash per axis place
 * the feature at 0.5 + jitter ((bits + 0.5) / 1024 - 0.5) in its cell,
 * strictly inside.  The 1/1024 goes into the jitter, once (issue 39): for
 * a jitter of 2^-116 or more (or 0) jitter / 1024 is exact, as are
 * bits - 511.5 and its 1/1024, so both forms round the same exact product
 * jitter (bits - 511.5) / 1024 once, to the same bits (subnormal or not);
 * below, either is under 2^-100, and 0.5 plus it is 0.5. */
static INLINE void
offset (float jitter, vu h, const vf *from, int dims, vf *v)
{
  float step = jitter * 0x1p-10f;
  for (int a = 0; a < dims; a++)
    {
      /* The first axis's bits are the top ten: no mask. */
      vu top = h >> (22 - 10 * a);
      vi bits = (vi) (a == 0 ? top : top & 1023u);
      vf place = 0.5f + step * (vf_of (bits) - 511.5f);
      v[a] = from[a] - place;
    }
}

/* from = f - k, per axis, for offset. */
static INLINE void
offset_from (const vf *f, const vf *k, int dims, vf *from)
{
  for (int a = 0; a < dims; a++)
    from[a] = f[a] - k[a];
}

/* The cell value in [-1, 1): 24 more bits of the hash. */
static INLINE vf
cell_value (vu h)
{
  vi bits = (vi) ((h * 0x9e3779b9u) >> 8);
  return vf_of (bits) * 0x1p-23f - 1.0f;
}

static INLINE vf
abs_f (vf x)
{
  return (vf) ((vi) x & 0x7fffffff);
}

/* -1, 0 or 1 as x is negative, zero or positive. */
static INLINE vf
sign_f (vf x)
{
  return vf_of ((vi) (x < 0.0f) - (vi) (x > 0.0f));
}

/* log2 x for normal x > 0: the exponent from the bits, and log m of the
 * mantissa m in [sqrt 1/2, sqrt 2) as 2 atanh t, t = (m - 1) / (m + 1),
 * |t| < 0.172, by its series to t^9 (truncation under 1e-9).  Written out
 * rather than libm's so that every platform has the same bits. */
static INLINE vf
log2_f (vf x)
{
  vi bits = (vi) x;
  vi e = ((bits >> 23) & 255) - 127;
  vf m = (vf) ((bits & 0x007fffff) | 0x3f800000);
  vi big = (vi) (m > 1.41421356f);
  m = select_f (big, m * 0.5f, m);
  e -= big; /* true is -1 */
  vf t = (m - 1.0f) / (m + 1.0f), t2 = t * t;
  vf series = 2.0f
              + t2
                    * (2.0f / 3.0f
                       + t2
                             * (2.0f / 5.0f
                                + t2 * (2.0f / 7.0f + t2 * (2.0f / 9.0f))));
  return vf_of (e) + t * series * 1.44269504f; /* / ln 2 */
}

/* 2^y for y clamped to [-126, 126]: 2^n from the bits, n = round (y), times
 * e^(r ln 2), |r| <= 1/2, by Taylor's series to degree 7 (under 1e-8). */
static INLINE vf
exp2_f (vf y)
{
  y = max_f (min_f (y, splat (126.0f)), splat (-126.0f));
  vi n = floor_f (y + 0.5f);
  vf r = (y - vf_of (n)) * 0.693147181f;
  vf e = 1.0f / 7.0f * r + 1.0f;
  for (int k = 6; k >= 1; k--)
    e = e * r * (1.0f / (float) k) + 1.0f;
  return e * (vf) ((n + 127) << 23);
}

/* x^e for x >= 0 (0 at 0; below 2^-100 as at 2^-100). */
static INLINE vf
pow_f (vf x, float e)
{
  vf y = exp2_f (e * log2_f (max_f (x, splat (0x1p-100f))));
  return select_f ((vi) (x > 0.0f), y, splat (0.0f));
}

/* The key's combination of terms (metric_key's): a Chebyshev key
 * is the largest, the others the sum. */
static INLINE vf
combine (const NoiseCellular *c, vf sum, vf term)
{
  return c->metric == NOISE_METRIC_CHEBYSHEV ? max_f (sum, term) : sum + term;
}

/* A distance's key, monotonic in it, so features compare without the root:
 * Euclidean sum v^2, Minkowski sum |v|^e, else the distance itself. */
static INLINE vf
metric_key (const NoiseCellular *c, const vf *v, int dims)
{
  vf key = splat (0.0f);
  for (int a = 0; a < dims; a++)
    {
      /* The first term as it is: 0 + term and max (0, term) are the term,
       * never -0 (issue 39: one operation less per cell). */
      vf size = abs_f (v[a]);
      vf term = c->metric == NOISE_METRIC_EUCLIDEAN ? v[a] * v[a]
                : c->metric == NOISE_METRIC_MINKOWSKI
                    ? pow_f (size, c->exponent)
                    : size;
      key = a == 0 ? term : combine (c, key, term);
    }
  return key;
}

/* The distance of a key. */
static INLINE vf
metric_distance (const NoiseCellular *c, vf key)
{
  if (c->metric == NOISE_METRIC_EUCLIDEAN)
    return sqrt_f (key);
  if (c->metric == NOISE_METRIC_MINKOWSKI)
    return pow_f (key, c->inverse_exponent);
  return key;
}

/* d distance / d p at distance d from the feature, v = p - feature: 0 where
 * it is undefined (v = 0; Manhattan where v_a = 0; Minkowski's cusp). */
static INLINE void
metric_gradient (const NoiseCellular *c, const vf *v, vf d, int dims, vf *g)
{
  vf safe = max_f (d, splat (1e-30f));
  vf longest = splat (-1.0f);
  for (int a = 0; a < dims; a++)
    if (c->metric == NOISE_METRIC_EUCLIDEAN)
      g[a] = v[a] / safe;
    else if (c->metric == NOISE_METRIC_MANHATTAN)
      g[a] = sign_f (v[a]);
    else if (c->metric == NOISE_METRIC_CHEBYSHEV)
      {
        /* The sign along the first longest axis only. */
        vi first = (vi) (abs_f (v[a]) > longest);
        longest = select_f (first, abs_f (v[a]), longest);
        for (int b = 0; b < a; b++)
          g[b] = select_f (first, splat (0.0f), g[b]);
        g[a] = select_f (first, sign_f (v[a]), splat (0.0f));
      }
    else
      {
        /* sign (v_a) (|v_a| / d)^(e - 1), the ratio kept over 2^-40 (the
         * slope, under 2^20 for e >= 1/2, stays finite). */
        vf ratio = max_f (abs_f (v[a]) / safe, splat (0x1p-40f));
        g[a] = sign_f (v[a]) * pow_f (ratio, c->exponent - 1.0f);
      }
}

/* The offsets k of cell `cell` of a window of `span` cells per axis. */
static INLINE void
cell_offsets (int cell, int span, int dims, vf *k, int *index)
{
  for (int a = 0; a < dims; a++, cell /= span)
    {
      index[a] = cell % span;
      k[a] = splat ((float) (index[a] - span / 2));
    }
}

/* The nearest two features: their keys and offsets, and the nearest's
 * hash and cell offset (for the edge distance's second pass); and the
 * cells whose feature was measured, which the work test counts. */
typedef struct
{
  vf key[2], v[2][3], cell[3];
  vu hash;
  int measured;
} Nearest;

/* What `consider` keeps of the nearest two features (a constant where it
 * is inlined): the nearest key alone, all that F1's values read; with its
 * offset, all that F1's derivatives read; or everything.  What it keeps has
 * the same bits in each. */
enum
{
  KEEP_KEY,
  KEEP_OFFSET,
  KEEP_ALL
};

/* Feature `key` (offset v, hash h, cell offset k) into n. */
static INLINE void
consider (Nearest *n, vf key, const vf *v, vu h, const vf *k, int dims,
          int keep)
{
  vi first = (vi) (key < n->key[0]), second = (vi) (key < n->key[1]);
  /* key < n->key[r] ? key : n->key[r] is min_f's, one MINPS on x86. */
  if (keep == KEEP_ALL)
    n->key[1] = select_f (first, n->key[0], min_f (key, n->key[1]));
  n->key[0] = min_f (key, n->key[0]);
  for (int a = 0; a < dims && keep != KEEP_KEY; a++)
    {
      if (keep == KEEP_ALL)
        {
          n->v[1][a] = select_f (first, n->v[0][a],
                                 select_f (second, v[a], n->v[1][a]));
          n->cell[a] = select_f (first, k[a], n->cell[a]);
        }
      n->v[0][a] = select_f (first, v[a], n->v[0][a]);
    }
  if (keep == KEEP_ALL)
    n->hash = (vu) select_f (first, (vf) h, (vf) n->hash);
  n->measured++;
}

/* The least key of any feature in ring r around the point (the cells whose
 * largest offset along an axis is r): in every metric a distance is at
 * least its longest axis's, and along an axis with offset +-r a feature is
 * at least r - 1/2 - jitter / 2 cells beyond the point's own cell's side
 * (f + that, or that + 1 - f); a little less, for float rounding. */
static INLINE vf
ring_key (const NoiseCellular *c, const Window *w, int dims, int r)
{
  float near = (float) r - 0.5f - 0.5f * c->jitter - 1e-4f;
  vf g = splat ((float) KEY_FAR);
  for (int a = 0; a < dims; a++)
    g = min_f (g, min_f (w->f[a] + near, (near + 1.0f) - w->f[a]));
  g = max_f (g, splat (0.0f));
  if (c->metric == NOISE_METRIC_EUCLIDEAN)
    return g * g;
  if (c->metric == NOISE_METRIC_MINKOWSKI)
    return pow_f (g, c->exponent);
  return g;
}

/* Per axis a and cell offset k along it (bound[a][MAX_RING + k]), the least
 * term a feature of such a cell adds to the key (v_a^2, |v_a|, |v_a|^e):
 * v_a = (f - k) - place, place within jitter / 2 of 1/2, so |v_a| is at
 * least |f - k - 1/2| - jitter / 2; a little less, for float rounding (the
 * features' own offsets and keys are computed to far better than 1e-4 and
 * 2^-12 of themselves, so each term bounds its feature's term as computed,
 * and, float sums and maxima being monotonic, their sum or maximum in the
 * key's order bounds the computed key). */
typedef vf Bounds[3][2 * MAX_RING + 1];

static INLINE void
axis_bounds (const NoiseCellular *c, const Window *w, int dims, int k,
             Bounds bound)
{
  for (int a = 0; a < dims; a++)
    {
      vf g = abs_f ((w->f[a] - (float) k) - 0.5f) - 0.5f * c->jitter;
      g = max_f (g * (1.0f - 0x1p-12f) - 1e-4f, splat (0.0f));
      vf term = c->metric == NOISE_METRIC_EUCLIDEAN   ? g * g
                : c->metric == NOISE_METRIC_MINKOWSKI ? pow_f (g, c->exponent)
                                                      : g;
      bound[a][MAX_RING + k] = term;
    }
}

/* The features of ring r (r >= 2: the cells whose largest offset is r) into
 * n, in the order of the cells of the whole (2 r + 1)^n block (x fastest).
 * A slab, a row or a cell whose bound is no less than every lane's
 * n->key[second] is passed over: its features could change nothing that
 * lane reads (consider keeps only a strictly nearer one), so what n keeps
 * has the bits it would have had with every cell considered, in every
 * metric, at the cost of the cells that can hold a nearer feature (a few
 * along the axes for Minkowski's stars, not the ring's 6 (2 r + 1)^2). */
static OUT_OF_LINE void
ring (const NoiseCellular *c, const Basis *b, const Window *w, int dims, int r,
      int second, Bounds bound, Nearest *n)
{
  const vf zero = splat (0.0f);
  int span = 2 * r + 1;
  int nz = dims > 2 ? span : 1, ny = dims > 1 ? span : 1;
  KEEP_LOOP
  for (int iz = 0; iz < nz; iz++)
    {
      int kz = dims > 2 ? iz - r : 0;
      int z_outer = dims > 2 && (iz == 0 || iz == span - 1);
      vf bz = dims > 2 ? bound[2][MAX_RING + kz] : zero;
      if (!any_lane ((vi) (bz < n->key[second])))
        continue;
      vi pz = { 0 };
      if (dims > 2)
        pz = hash (b, wrap (w->i[2] + kz, b->period[2]));
      KEEP_LOOP
      for (int iy = 0; iy < ny; iy++)
        {
          int ky = dims > 1 ? iy - r : 0;
          int outer = z_outer || (dims > 1 && (iy == 0 || iy == span - 1));
          vf by = dims > 1 ? bound[1][MAX_RING + ky] : zero;
          /* The row's least key: its terms beyond x, in the key's order. */
          vf least = dims > 2 ? combine (c, combine (c, zero, by), bz) : by;
          if (!any_lane ((vi) (least < n->key[second])))
            continue;
          vi py = { 0 };
          if (dims > 1)
            py = hash (b, wrap (w->i[1] + ky, b->period[1]));
          /* Inside the outer faces, the ring is the row's two ends. */
          int stride = outer ? 1 : span - 1;
          KEEP_LOOP
          for (int ix = 0; ix < span; ix += stride)
            {
              int kx = ix - r;
              least = combine (c, zero, bound[0][MAX_RING + kx]);
              if (dims > 1)
                least = combine (c, least, by);
              if (dims > 2)
                least = combine (c, least, bz);
              if (!any_lane ((vi) (least < n->key[second])))
                continue;
              vf k[3] = { splat ((float) kx), splat ((float) ky),
                          splat ((float) kz) },
                 from[3], v[3];
              vi perm[3]
                  = { hash (b, wrap (w->i[0] + kx, b->period[0])), py, pz };
              vu h = cell_hash (perm, dims);
              offset_from (w->f, k, dims, from);
              offset (c->jitter, h, from, dims, v);
              consider (n, metric_key (c, v, dims), v, h, k, dims, KEEP_ALL);
            }
        }
    }
}

/* A feature of the 3^n cells measured ahead of the rest: its key, offset
 * and hash, which the pass over the cells then takes as they are. */
typedef struct
{
  vf key, v[3];
  vu hash;
} Probe;

/* The feature of the cell at offset k from the point's. */
static INLINE Probe
probe_at (const NoiseCellular *c, const Window *w, int dims, const int *k)
{
  Probe p;
  vf kv[3], from[3];
  vi perm[3];
  for (int a = dims; a < 3; a++)
    p.v[a] = splat (0.0f);
  for (int a = 0; a < dims; a++)
    {
      kv[a] = splat ((float) k[a]);
      perm[a] = w->perm[a][k[a] + 1];
    }
  p.hash = cell_hash (perm, dims);
  offset_from (w->f, kv, dims, from);
  offset (c->jitter, p.hash, from, dims, p.v);
  p.key = metric_key (c, p.v, dims);
  return p;
}

/* The nearest two features (the nearest only for the returns that read
 * one; keep as `consider`'s): the 3^n cells
 * around the point, then ring after ring while a lane's feature could
 * still be beaten by one there (rare: a ring keeps everything).  A ring
 * searched for a lane that did not need it holds only farther features,
 * which leave what the lane reads as it was: every build gives the
 * one-lane bits.
 *
 * Minkowski's keys cost a power per axis, so there the 3^n cells are
 * bounded too: by their cells' bounds against a cap that the features read
 * cannot be beyond, the key of the point's own cell's feature (for F2, the
 * larger of it and the nearer of its neighbours' along x: two features
 * that near, so the second nearest is no farther).  A cell whose bound is
 * over the cap holds no feature that is read, whatever comes after it, and
 * one whose bound is no less than the nearest kept so far changes nothing
 * read: passed over, the rest keep their bits. */
static INLINE Nearest
nearest (const NoiseCellular *c, const Basis *b, const Window *w, int dims,
         int keep)
{
  Nearest n;
  vu zero = { 0 };
  n.key[0] = n.key[1] = splat ((float) KEY_FAR);
  n.hash = zero;
  n.measured = 0;
  for (int a = 0; a < 3; a++)
    n.v[0][a] = n.v[1][a] = n.cell[a] = splat (0.0f);
  int second = c->cellular_return == NOISE_CELLULAR_F2
               || c->cellular_return == NOISE_CELLULAR_F2_MINUS_F1;
  int bounded = c->metric == NOISE_METRIC_MINKOWSKI;
  Bounds bound;
  vf cap = splat ((float) KEY_FAR);
  /* The features of the point's own cell and of its neighbours along x. */
  Probe probe[3];
  int centre = dims == 1 ? 1 : dims == 2 ? 4 : 13;
  if (bounded)
    {
      for (int k = -1; k <= 1; k++)
        axis_bounds (c, w, dims, k, bound);
      int own[3] = { 0, 0, 0 }, left[3] = { -1, 0, 0 }, right[3] = { 1, 0, 0 };
      probe[1] = probe_at (c, w, dims, own);
      cap = probe[1].key;
      if (second)
        {
          probe[0] = probe_at (c, w, dims, left);
          probe[2] = probe_at (c, w, dims, right);
          cap = max_f (cap, min_f (probe[0].key, probe[2].key));
        }
      n.measured += 1 + 2 * second;
    }
  /* f - k per axis for the offsets k = -1, 0, 1, once, not per cell. */
  vf from_at[3][3];
  for (int a = 0; a < dims; a++)
    for (int k = -1; k <= 1; k++)
      from_at[a][k + 1] = w->f[a] - splat ((float) k);
  int cells = dims == 1 ? 3 : dims == 2 ? 9 : 27;
  KEEP_LOOP
  for (int cell = 0; cell < cells; cell++)
    {
      vf k[3], from[3], v[3];
      vi perm[3];
      int index[3];
      cell_offsets (cell, 3, dims, k, index);
      if (bounded)
        {
          vf least = splat (0.0f);
          for (int a = 0; a < dims; a++)
            least = combine (c, least, bound[a][MAX_RING + index[a] - 1]);
          if (!any_lane ((vi) (least <= cap) & (vi) (least < n.key[second])))
            continue;
        }
      int probed = cell - centre + 1;
      if (bounded && (probed == 1 || (second && (probed == 0 || probed == 2))))
        {
          consider (&n, probe[probed].key, probe[probed].v, probe[probed].hash,
                    k, dims, keep);
          n.measured--; /* counted with the probes */
          continue;
        }
      for (int a = 0; a < dims; a++)
        {
          perm[a] = w->perm[a][index[a]];
          from[a] = from_at[a][index[a]];
        }
      vu h = cell_hash (perm, dims);
      offset (c->jitter, h, from, dims, v);
      consider (&n, metric_key (c, v, dims), v, h, k, dims, keep);
    }
  for (int r = 2; r < MAX_RING; r++)
    {
      if (!any_lane ((vi) (n.key[second] >= ring_key (c, w, dims, r))))
        break;
      for (int k = -1; r == 2 && !bounded && k <= 1; k++)
        axis_bounds (c, w, dims, k, bound);
      axis_bounds (c, w, dims, -r, bound);
      axis_bounds (c, w, dims, r, bound);
      ring (c, b, w, dims, r, second, bound, &n);
    }
  return n;
}

/* The 5^n cells of a 5-cell window, nearest its centre first (by the
 * squared length of the offset, then as numbered). */
static const unsigned char near_first_1[5] = { 2, 1, 3, 0, 4 };
static const unsigned char near_first_2[25]
    = { 12, 7, 11, 13, 17, 6,  8,  16, 18, 2, 10, 14, 22,
        1,  3, 5,  9,  15, 19, 21, 23, 0,  4, 20, 24 };
static const unsigned char near_first_3[125]
    = { 62,  37,  57,  61,  63,  67,  87,  32,  36,  38,  42,  56,  58,  66,
        68,  82,  86,  88,  92,  31,  33,  41,  43,  81,  83,  91,  93,  12,
        52,  60,  64,  72,  112, 7,   11,  13,  17,  27,  35,  39,  47,  51,
        53,  55,  59,  65,  69,  71,  73,  77,  85,  89,  97,  107, 111, 113,
        117, 6,   8,   16,  18,  26,  28,  30,  34,  40,  44,  46,  48,  76,
        78,  80,  84,  90,  94,  96,  98,  106, 108, 116, 118, 2,   10,  14,
        22,  50,  54,  70,  74,  102, 110, 114, 122, 1,   3,   5,   9,   15,
        19,  21,  23,  25,  29,  45,  49,  75,  79,  95,  99,  101, 103, 105,
        109, 115, 119, 121, 123, 0,   4,   20,  24,  100, 104, 120, 124 };

/* Quilez's second pass: the Euclidean distance to the nearest bisector
 * between the nearest feature m and the features of the 5^n cells around
 * m's cell, dot ((m + r) / 2 - p, (r - m) / |r - m|), and its gradient
 * minus that unit normal.  (The 3^n of his later optimisation, which
 * Blender adopted, miss neighbours at full jitter: the distance jumps.)
 *
 * The least (distance, cell number) has the same bits in any order, so the
 * cells go nearest m's first, and a cell is passed over when a bound puts
 * its distance above the least found in every lane: with v = p - r, the
 * distance is (|v|^2 - |m|^2) / 2 |r - m|, and per axis the offsets of the
 * cell's feature lie in a known interval (jitter / 2 around its centre),
 * which bounds |v_a| below and |r_a - m_a| above; the bound gives away
 * enough (2^-16 of the terms the float sums round, 2^-12 and 1e-4 of the
 * offsets) to stay under the distance as computed.  *measured counts the
 * cells whose feature was placed. */
static OUT_OF_LINE void
edge (const NoiseCellular *c, const Basis *b, const Window *w, const Nearest *n,
      int dims, Lanes *out, int *measured)
{
  const vf *m = n->v[0];
  vf best = splat ((float) KEY_FAR), normal[3] = { { 0 }, { 0 }, { 0 } };
  vi best_cell = { 0 };
  best_cell += 1 << 10;
  int cells = dims == 1 ? 5 : dims == 2 ? 25 : 125;
  const unsigned char *order = dims == 1   ? near_first_1
                               : dims == 2 ? near_first_2
                                           : near_first_3;
  /* Per axis and offset o from m's cell: |v_a| at least low, |r_a - m_a|
   * at most high, (|m_a| + |v_a|)^2 at most sum. */
  vf low[3][5], high[3][5], sum[3][5], m2 = splat (0.0f);
  /* And the permutation of each axis's wrapped coordinate, once. */
  vi axis_perm[3][5];
  for (int a = 0; a < dims; a++)
    {
      m2 += m[a] * m[a];
      for (int o = 0; o < 5; o++)
        {
          vi at = w->i[a] + CONVERT (n->cell[a], vi) + (o - 2);
          axis_perm[a][o] = hash (b, wrap (at, b->period[a]));
          vf centre = (w->f[a] - (n->cell[a] + (float) (o - 2))) - 0.5f;
          vf g = abs_f (centre) - 0.5f * c->jitter;
          low[a][o] = max_f (g * (1.0f - 0x1p-12f) - 1e-4f, splat (0.0f));
          vf far = max_f (abs_f (m[a] - (centre - 0.5f * c->jitter)),
                          abs_f (m[a] - (centre + 0.5f * c->jitter)));
          high[a][o] = far * (1.0f + 0x1p-12f) + 1e-4f;
          vf most = 2.0f * abs_f (m[a]) + high[a][o];
          sum[a][o] = most * most;
        }
    }
  *measured = 0;
  KEEP_LOOP
  for (int i = 0; i < cells; i++)
    {
      int cell = order[i];
      vf k[3], from[3], v[3], along[3];
      vi perm[3];
      int index[3];
      cell_offsets (cell, 5, dims, k, index);
      vf v2 = splat (0.0f), r2 = splat (0.0f), e2 = splat (0.0f);
      for (int a = 0; a < dims; a++)
        {
          v2 += low[a][index[a]] * low[a][index[a]];
          r2 += high[a][index[a]] * high[a][index[a]];
          e2 += sum[a][index[a]];
        }
      vf rise = v2 * (1.0f - 0x1p-16f) - m2 * (1.0f + 0x1p-16f) - e2 * 0x1p-16f;
      /* rise (1/2 - 2^-14) / sqrt (r2) > best, squared for no root (and
       * 2^-13 of it given away for the rounding of the squares). */
      vf half = rise * (0.5f - 0x1p-14f);
      vi beyond
          = (vi) (rise > 0.0f)
            & ((vi) (best <= 0.0f) | (vi) (half * half > best * best * r2));
      if (!any_lane (~beyond))
        continue;
      for (int a = 0; a < dims; a++)
        {
          k[a] += n->cell[a];
          perm[a] = axis_perm[a][index[a]];
        }
      vu feature = cell_hash (perm, dims);
      offset_from (w->f, k, dims, from);
      offset (c->jitter, feature, from, dims, v);
      (*measured)++;
      vf apart = splat (0.0f), ahead = splat (0.0f);
      for (int a = 0; a < dims; a++)
        {
          along[a] = m[a] - v[a]; /* r - m */
          apart += along[a] * along[a];
          ahead += (m[a] + v[a]) * along[a];
        }
      /* m itself is the one feature this close to m (any two others are
       * 1/1024 of a cell apart along some axis at least). */
      vi other = (vi) (apart > 1e-8f);
      vf length = sqrt_f (max_f (apart, splat (1e-8f)));
      vf distance = ahead * -0.5f / length;
      vi number = { 0 };
      number += cell;
      vi closer = other
                  & ((vi) (distance < best)
                     | ((vi) (distance == best) & (vi) (number < best_cell)));
      best = select_f (closer, distance, best);
      best_cell = select_i (closer, number, best_cell);
      for (int a = 0; a < dims && b->derivatives; a++)
        normal[a] = select_f (closer, along[a] / length, normal[a]);
    }
  *out = lanes_zero ();
  out->value = best;
  for (int a = 0; a < dims && b->derivatives; a++)
    out->d[a] = -normal[a];
}

/* Blender's smooth F1 over the 5^n cells around the point: each distance d
 * blended into the running one by h = smoothstep (1/2 + (sd - d) / 2s),
 * sd = mix (sd, d, h) - s h (1 - h), with its gradient by the chain rule.
 *
 * A cell whose distance is at least sd + s in every lane blends in with
 * h = 0: sd becomes sd + 0 (-0 turns +0, nothing else changes) and each
 * gradient component g_a + (+0 g'_a), which changes nothing unless g_a is
 * -0.  Such a cell is passed over when its bound (axis_bounds, as a
 * distance: the root of its least key, a Minkowski one a little less for
 * pow_f's rounding) already puts it there, t being monotonic in d, and its
 * gradient is not computed when its distance does; with the +0 added, the
 * bits are those of the whole blend (the cells in the same order), at the
 * cost of the cells near enough to count.  *measured counts the cells whose
 * distance was computed. */
/* Whether a gradient component is -0 in a lane, the one bit a cell
 * blended in with h = 0 could change. */
static INLINE int
negative_zero (const Basis *b, const vf *g, int dims)
{
  vi any = { 0 };
  for (int a = 0; a < dims && b->derivatives; a++)
    any |= (vi) ((vi) g[a] == (vi) splat (-0.0f));
  return any_lane (any);
}

static OUT_OF_LINE void
smooth_f1 (const NoiseCellular *c, const Basis *b, const Window *w, int dims,
           Lanes *out, int *measured)
{
  float s = c->smoothness, inverse = c->inverse_smoothness;
  vf sd = splat (0.0f), gsd[3] = { { 0 }, { 0 }, { 0 } };
  int cells = dims == 1 ? 5 : dims == 2 ? 25 : 125;
  Bounds bound;
  for (int k = -2; k <= 2; k++)
    axis_bounds (c, w, dims, k, bound);
  *measured = 0;
  KEEP_LOOP
  for (int cell = 0; cell < cells; cell++)
    {
      vf k[3], from[3], v[3], g[3];
      vi perm[3];
      int index[3];
      cell_offsets (cell, 5, dims, k, index);
      if (cell > 0)
        {
          vf least = splat (0.0f);
          for (int a = 0; a < dims; a++)
            least = combine (c, least, bound[a][MAX_RING + index[a] - 2]);
          vf near = c->metric == NOISE_METRIC_EUCLIDEAN ? sqrt_f (least)
                    : c->metric == NOISE_METRIC_MINKOWSKI
                        ? metric_distance (c, least) * (1.0f - 0x1p-10f)
                        : least;
          vf t = 0.5f + 0.5f * (sd - near) * inverse;
          if (!any_lane ((vi) (t > 0.0f)) && !negative_zero (b, gsd, dims))
            {
              sd = sd + 0.0f;
              continue;
            }
        }
      for (int a = 0; a < dims; a++)
        perm[a] = w->perm[a][index[a]];
      vu feature = cell_hash (perm, dims);
      offset_from (w->f, k, dims, from);
      offset (c->jitter, feature, from, dims, v);
      vf d = metric_distance (c, metric_key (c, v, dims));
      (*measured)++;
      if (cell == 0)
        {
          sd = d; /* Blender starts from 8, which the first cell replaces */
          if (b->derivatives)
            metric_gradient (c, v, d, dims, gsd);
          continue;
        }
      vf t = 0.5f + 0.5f * (sd - d) * inverse;
      t = max_f (min_f (t, splat (1.0f)), splat (0.0f));
      vf h = t * t * (3.0f - 2.0f * t);
      if (b->derivatives
          && (any_lane ((vi) (h != 0.0f)) || negative_zero (b, gsd, dims)))
        {
          vf q = ((d - sd) - s * (1.0f - 2.0f * h)) * (6.0f * t * (1.0f - t))
                 * (0.5f * inverse);
          metric_gradient (c, v, d, dims, g);
          for (int a = 0; a < dims; a++)
            gsd[a] = ((1.0f - h) + q) * gsd[a] + (h - q) * g[a];
        }
      sd = sd * (1.0f - h) + d * h - s * h * (1.0f - h);
    }
  *out = lanes_zero ();
  out->value = sd;
  for (int a = 0; a < dims && b->derivatives; a++)
    out->d[a] = gsd[a];
}

/* F1, F2, F2 - F1, the cell value or the edge distance, raw. */
static INLINE Lanes
distances (const NoiseCellular *c, const Basis *b, const Window *w, int dims)
{
  int f1 = c->cellular_return == NOISE_CELLULAR_F1;
  Nearest n = f1 && !b->derivatives ? nearest (c, b, w, dims, KEEP_KEY)
              : f1                  ? nearest (c, b, w, dims, KEEP_OFFSET)
                                    : nearest (c, b, w, dims, KEEP_ALL);
  Lanes s = lanes_zero ();
  if (c->cellular_return == NOISE_CELLULAR_EDGE)
    {
      int measured;
      edge (c, b, w, &n, dims, &s, &measured);
      return s;
    }
  if (c->cellular_return == NOISE_CELLULAR_CELL_VALUE)
    {
      s.value = cell_value (n.hash);
      return s;
    }
  vf d[2] = { splat (0.0f), splat (0.0f) }, g[2][3];
  for (int r = 0; r < (f1 ? 1 : 2); r++)
    {
      d[r] = metric_distance (c, n.key[r]);
      if (b->derivatives)
        metric_gradient (c, n.v[r], d[r], dims, g[r]);
    }
  int f2 = c->cellular_return != NOISE_CELLULAR_F1;
  int gap = c->cellular_return == NOISE_CELLULAR_F2_MINUS_F1;
  s.value = gap ? d[1] - d[0] : d[f2];
  for (int a = 0; a < dims && b->derivatives; a++)
    s.d[a] = gap ? g[1][a] - g[0][a] : g[f2][a];
  return s;
}

/* Any return, mapped from its raw range to [-1, 1] (cellular-settings.c);
 * the clamp takes back float rounding past the bounds. */
static INLINE Lanes
cellular (const Basis *b, const vf *p, int dims)
{
  const NoiseCellular *c = b->cellular;
  Window w;
  window (b, p, dims, c->reach, &w);
  Lanes s;
  int measured;
  if (c->cellular_return == NOISE_CELLULAR_SMOOTH_F1)
    smooth_f1 (c, b, &w, dims, &s, &measured);
  else
    s = distances (c, b, &w, dims);
  s.value = s.value * c->scale + c->bias;
  s.value = max_f (min_f (s.value, splat (1.0f)), splat (-1.0f));
  for (int a = 0; a < dims && b->derivatives; a++)
    s.d[a] *= c->scale;
  return s;
}

/* The basis per dimension count, with and without derivatives, called
 * rather than inlined: the row loop has three octave calls (row-loop.h's
 * fractal_sum twice, folds.h's fold_sum once), and the whole search inlined
 * into each, per dimension count and derivatives, was most of the file's
 * compile time (three times over under the sanitizers).  Except the values
 * of the AVX-512 builds: there the call (a 30 KB frame, the Basis copied
 * and the lanes returned through memory) cost 15-25 % of 2D cellular's
 * time (bench-core "cellular 2D": 6.7 against 5.8 ns a sample, one octave;
 * 6.6 against 4.9 with 8), for about 4 s more compile time each.  Only the
 * call moves: the arithmetic and its order are the same, and so are the
 * bits. */
#if W == 16
#define CELLULAR_PLAIN INLINE
#else
#define CELLULAR_PLAIN OUT_OF_LINE
#endif
#define CELLULAR_BASIS(n)                                                      \
  static CELLULAR_PLAIN Lanes cellular_##n##d_plain (const Basis *b,           \
                                                     const vf *p)              \
  {                                                                            \
    Basis plain = *b;                                                          \
    plain.derivatives = 0;                                                     \
    return cellular (&plain, p, n);                                            \
  }                                                                            \
  static OUT_OF_LINE Lanes cellular_##n##d_derivatives (const Basis *b,        \
                                                        const vf *p)           \
  {                                                                            \
    Basis with = *b;                                                           \
    with.derivatives = n;                                                      \
    return cellular (&with, p, n);                                             \
  }                                                                            \
  static INLINE Lanes cellular_##n##d (const Basis *b, const vf *p)            \
  {                                                                            \
    return b->derivatives ? cellular_##n##d_derivatives (b, p)                 \
                          : cellular_##n##d_plain (b, p);                      \
  }

CELLULAR_BASIS (1)
CELLULAR_BASIS (2)
CELLULAR_BASIS (3)

NOISE_ROW_FOR (cellular_1d, 1, NULL)
NOISE_ROW_FOR (cellular_2d, 2, NULL)
NOISE_ROW_FOR (cellular_3d, 3, NULL)
NOISE_FAMILY_ROWS (cellular, row_cellular_1d, row_cellular_2d, row_cellular_3d,
                   NULL);

#if NOISE_LANES == 1
/* The cells whose feature a sample at lattice point p measures. */
static INLINE int
cells_measured (const Basis *b, const float *p, int dims)
{
  const NoiseCellular *c = b->cellular;
  vf q[3];
  for (int a = 0; a < dims; a++)
    q[a] = splat (p[a]);
  Window w;
  int n_smooth;
  window (b, q, dims, c->reach, &w);
  if (c->cellular_return == NOISE_CELLULAR_SMOOTH_F1)
    {
      Lanes s;
      smooth_f1 (c, b, &w, dims, &s, &n_smooth);
      return n_smooth;
    }
  Nearest n = c->cellular_return == NOISE_CELLULAR_F1
                  ? nearest (c, b, &w, dims, KEEP_KEY)
                  : nearest (c, b, &w, dims, KEEP_ALL);
  if (c->cellular_return == NOISE_CELLULAR_EDGE)
    {
      Lanes s;
      int measured;
      edge (c, b, &w, &n, dims, &s, &measured);
      return n.measured + measured;
    }
  return n.measured;
}

/* For the tests only (noise-internal.h). */
int
NOISE_LANES_NAME (noise_cellular_cells) (const NoiseLayer *layer, int octave,
                                         const float *p)
{
  Basis b = {
    .perm = layer->perm32,
    .perm8 = layer->perm,
    .period = layer->period[octave],
    .cellular = &layer->cellular,
    .settings = &layer->settings,
  };
  int dims = layer->basis_dimensions;
  return dims == 1   ? cells_measured (&b, p, 1)
         : dims == 2 ? cells_measured (&b, p, 2)
                     : cells_measured (&b, p, 3);
}
#endif
