/* row-loop.h — the fractal sum over a row of points, written once against
 * the lane type (lanes.h): where each octave samples its basis (the plain
 * scaled point, a wrapped lattice, or the simplex types' 4D torus and loop
 * circle, derivatives taken back to the world point by the chain rule), the
 * fractal shaping, and the row loop.  A family file instantiates it for each
 * of its bases with NOISE_FAMILY_ROWS, so the loop, the octave and the basis
 * inline into one function per basis and instruction set.  Not installed. */
#ifndef NOISE_ROW_LOOP_H
#define NOISE_ROW_LOOP_H

#include "lanes.h"

#include <string.h>

/* FastNoiseLite's ping-pong: t = (n + 1) strength folded into [0, 1] by
 * a triangle wave of period 2; the derivative's sign flips with each fold
 * (at a fold itself it is the falling side's). */
static INLINE Lanes
ping_pong (Lanes s, float strength, int derivatives)
{
  vf t = (s.value + 1.0f) * strength;
  vf u = t - vf_of (floor_f (t * 0.5f)) * 2.0f;
  vi back = (vi) (u >= 1.0f);
  s.value = select_f (back, 2.0f - u, u);
  if (derivatives)
    {
      vf k = select_f (back, splat (-strength), splat (strength));
      for (int c = 0; c < 4; c++)
        s.d[c] *= k;
    }
  return s;
}

/* Shapes one octave for the fractal mode: fbm n, turbulence |n|, ridged
 * (1 - |n|)^2, ping-pong; the derivative by the chain rule (zero-measure
 * creases at n = 0 take the sign of +0). */
static INLINE Lanes
shape (const NoiseSettings *set, Lanes s, int derivatives)
{
  NoiseFractal fractal = set->fractal;
  if (fractal == NOISE_FRACTAL_FBM)
    return s;
  if (fractal == NOISE_FRACTAL_PING_PONG)
    return ping_pong (s, set->ping_pong_strength, derivatives);
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

/* One octave without the 4D domain: seed 000's "point *= frequency" (per
 * axis, as tiling snaps Value and Perlin), the basis, then "derivative *=
 * frequency".  Only the one-lane build clamps the lattice point: the vector
 * builds are given only rows whose lattice points are all in reach
 * (dispatch.c), so there the clamp would change nothing. */
static INLINE Lanes
plain_octave (const NoiseLayer *st, LaneBasis basis, const Basis *b,
              const vf *p, int o)
{
  vf q[4];
  for (int a = 0; a < 4; a++)
    {
      q[a] = p[a] * st->frequency[o][a] + st->offset[o][a] + st->loop[o][a];
#if W == 1
      q[a] = lattice_clamp (q[a]);
#endif
    }
  Lanes s = basis (b, q);
  if (b->derivatives)
    for (int a = 0; a < 4; a++)
      s.d[a] = a < st->settings.dimensions ? s.d[a] * st->frequency[o][a]
                                           : splat (0.0f);
  return s;
}

/* The simplex types' 4D point q of world point p in octave o, with
 * jacobian[a][c] = d q[c] / d p[a] (angles: the cosines and sines of the
 * torus angles, see torus_angles).  With tiling each tiled axis goes round a
 * circle of tile * f cells: a flat (Clifford) torus, so lengths along the
 * plane are kept; z and w move along fixed directions (domain.c). */
static INLINE void
domain_map (const NoiseLayer *st, const vf *p, const vf *angles, int o, vf *q,
            vf jacobian[4][4])
{
  float f = st->frequency[o][0];
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
    for (int a = 0; a < st->settings.dimensions; a++)
      {
        q[a] += p[a] * f;
        jacobian[a][a] = splat (f);
      }
  for (int a = 0; a < 4; a++)
    q[a] = lattice_clamp (q[a] + st->loop[o][a]); /* loop circle, or 0 */
}

/* One octave at W world points; angles are the torus angles on the 4D
 * domain, NULL off it. */
static INLINE Lanes
octave (const NoiseLayer *st, LaneBasis basis, Basis *b, const vf *p,
        const vf *angles, int o)
{
  b->period = st->period[o];
  if (!angles)
    return plain_octave (st, basis, b, p, o);

  vf q[4], jacobian[4][4];
  domain_map (st, p, angles, o, q, jacobian);
  Lanes g = basis (b, q), s = lanes_zero ();
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
torus_angles (const NoiseLayer *st, const vf *p, float memo[2][3], vf *angles)
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

/* The fractal sum at W points, as seed 001's Sum: each octave shaped and
 * weighted (sum_range divides by the range). */
static INLINE Lanes
fractal_sum (const NoiseLayer *st, LaneBasis basis, Basis *b, const vf *p,
             const vf *angles)
{
  const NoiseSettings *set = &st->settings;
  Lanes sum = shape (set, octave (st, basis, b, p, angles, 0), b->derivatives);
  for (int o = 1; o < set->octaves; o++)
    {
      Lanes s
          = shape (set, octave (st, basis, b, p, angles, o), b->derivatives);
      float w = st->amplitude[o];
      sum.value += s.value * w;
      if (b->derivatives)
        for (int a = 0; a < 4; a++)
          sum.d[a] += s.d[a] * w;
    }
  return sum;
}

/* The modes that fold each octave into what the octaves below left (the
 * weighted sums and Musgrave's four), one octave at a time: the basis is
 * inlined once per row for all of them.  v is the value so far; w a weight
 * (weighted strength's W, hybrid's w); prev the octave below's shaped value
 * (weighted strength) or signal (ridged multifractal). */
typedef struct
{
  Lanes v, w, prev;
} Fold;

/* FastNoiseLite's weighted strength ws: octave k's shaped value m_k, taken
 * from its centre c (0 for fbm's n, else 1/2: what the sum's stretch to
 * [-1, 1] maps to 0), weighted by W_k = prod_(j<k) (1 + ws (m'_j - 1)),
 * m'_j being m_j in [0, 1] (fbm's n mapped from [-1, 1]); so a silenced
 * octave adds its centre, as FastNoiseLite's do. */
static INLINE void
fold_weighted (const NoiseLayer *st, Fold *f, Lanes s, int o, int der)
{
  float ws = st->settings.weighted_strength, a = st->amplitude[o];
  int fbm = st->settings.fractal == NOISE_FRACTAL_FBM;
  float m_scale = fbm ? 0.5f : 1.0f, m_bias = fbm ? 0.5f : 0.0f;
  float centre = fbm ? 0.0f : 0.5f;
  if (o == 0)
    {
      f->v = f->prev = s;
      return;
    }
  vf l = 1.0f + ws * (f->prev.value * m_scale + m_bias - 1.0f);
  if (der)
    for (int c = 0; c < 4; c++)
      f->w.d[c] = f->w.d[c] * l + f->w.value * (f->prev.d[c] * m_scale) * ws;
  f->w.value *= l;
  vf m = s.value - centre;
  f->v.value += (m * f->w.value + centre) * a;
  if (der)
    for (int c = 0; c < 4; c++)
      f->v.d[c] += (s.d[c] * f->w.value + m * f->w.d[c]) * a;
  f->prev = s;
}

/* Multifractal: v = prod_k (1 + a_k n_k), from v = 1. */
static INLINE void
fold_multifractal (const NoiseLayer *st, Fold *f, Lanes n, int o, int der)
{
  float a = st->amplitude[o];
  vf factor = n.value * a + 1.0f;
  if (der)
    for (int c = 0; c < 4; c++)
      f->v.d[c] = f->v.d[c] * factor + f->v.value * (n.d[c] * a);
  f->v.value *= factor;
}

/* Hetero terrain: v_0 = o + n_0, v_k = v_(k-1) + (n_k + o) a_k v_(k-1). */
static INLINE void
fold_hetero_terrain (const NoiseLayer *st, Fold *f, Lanes n, int o, int der)
{
  float offset = st->settings.fractal_offset, a = st->amplitude[o];
  if (o == 0)
    {
      f->v = n;
      f->v.value += offset;
      return;
    }
  vf signal = (n.value + offset) * a;
  if (der)
    for (int c = 0; c < 4; c++)
      f->v.d[c] += (n.d[c] * a) * f->v.value + signal * f->v.d[c];
  f->v.value += signal * f->v.value;
}

/* Hybrid multifractal: v = sum w_k s_k, s_k = (n_k + o) a_k, w_0 = 1, w_k
 * = clamp (w_(k-1) g s_(k-1), 0, 1) (noise.h on Musgrave's cutoff, which
 * this leaves out to stay continuous); the clamp's derivative is 0 outside
 * (0, 1).  A lane whose weight is 0 keeps its bits (selects, not added
 * zeros), so stopping once every lane's is (fold_sum; the one-lane build
 * stops per point) changes nothing. */
static INLINE void
fold_hybrid (const NoiseLayer *st, Fold *f, Lanes n, int o, int der)
{
  float offset = st->settings.fractal_offset, a = st->amplitude[o];
  float gain = st->settings.fractal_gain;
  vi live = (vi) (f->w.value > 0.0f);
  vf signal = (n.value + offset) * a;
  vf next = f->w.value * (gain * signal);
  vi inside = (vi) (next > 0.0f) & (vi) (next < 1.0f);
  if (der)
    for (int c = 0; c < 4; c++)
      {
        vf d_term = f->w.d[c] * signal + f->w.value * (n.d[c] * a);
        f->v.d[c] = select_f (live, f->v.d[c] + d_term, f->v.d[c]);
        f->w.d[c] = select_f (inside, d_term * gain, splat (0.0f));
      }
  f->v.value = select_f (live, f->v.value + f->w.value * signal, f->v.value);
  f->w.value = min_f (max_f (next, splat (0.0f)), splat (1.0f));
}

/* (o - |n|)^2 and its derivative (the crease at n = 0 takes +0's side). */
static INLINE Lanes
ridge (Lanes n, float offset, int derivatives)
{
  vf one = splat (1.0f);
  vf sign = select_f ((vi) (n.value < 0.0f), -one, one);
  vf t = offset - n.value * sign;
  n.value = t * t;
  if (derivatives)
    for (int c = 0; c < 4; c++)
      n.d[c] *= -2.0f * t * sign;
  return n;
}

/* Ridged multifractal: s_0 = r_0, s_k = r_k clamp (g s_(k-1), 0, 1),
 * v = sum a_k s_k, r_k = (o - |n_k|)^2; the clamp's derivative is 0
 * outside (0, 1). */
static INLINE void
fold_ridged_multifractal (const NoiseLayer *st, Fold *f, Lanes n, int o,
                          int der)
{
  float gain = st->settings.fractal_gain, a = st->amplitude[o];
  Lanes r = ridge (n, st->settings.fractal_offset, der);
  if (o == 0)
    {
      f->v = f->prev = r;
      return;
    }
  vf g = f->prev.value * gain;
  vi inside = (vi) (g > 0.0f) & (vi) (g < 1.0f);
  vf w = min_f (max_f (g, splat (0.0f)), splat (1.0f));
  if (der)
    for (int c = 0; c < 4; c++)
      {
        vf dw = select_f (inside, f->prev.d[c] * gain, splat (0.0f));
        f->prev.d[c] = r.d[c] * w + r.value * dw;
        f->v.d[c] += f->prev.d[c] * a;
      }
  f->prev.value = r.value * w;
  f->v.value += f->prev.value * a;
}

static INLINE int
any_lane (vi m)
{
  for (int l = 0; l < W; l++)
    if (m[l])
      return 1;
  return 0;
}

/* The folding modes' value at W points: octave by octave (the partial
 * octave of detail included: its amplitude is scaled, which is Blender's
 * remainder step), derivatives by the chain and product rules. */
static INLINE Lanes
fold_sum (const NoiseLayer *st, LaneBasis basis, Basis *b, const vf *p,
          const vf *angles)
{
  const NoiseSettings *set = &st->settings;
  int der = b->derivatives;
  Fold f = { lanes_zero (), lanes_zero (), lanes_zero () };
  f.w.value = splat (1.0f);
  if (set->fractal == NOISE_FRACTAL_MULTIFRACTAL)
    f.v.value = splat (1.0f);
  for (int o = 0; o < set->octaves; o++)
    {
      if (set->fractal == NOISE_FRACTAL_HYBRID_MULTIFRACTAL
          && !any_lane ((vi) (f.w.value > 0.0f)))
        break;
      Lanes n = octave (st, basis, b, p, angles, o);
      switch (set->fractal)
        {
        case NOISE_FRACTAL_MULTIFRACTAL:
          fold_multifractal (st, &f, n, o, der);
          break;
        case NOISE_FRACTAL_HYBRID_MULTIFRACTAL:
          fold_hybrid (st, &f, n, o, der);
          break;
        case NOISE_FRACTAL_HETERO_TERRAIN:
          fold_hetero_terrain (st, &f, n, o, der);
          break;
        case NOISE_FRACTAL_RIDGED_MULTIFRACTAL:
          fold_ridged_multifractal (st, &f, n, o, der);
          break;
        default: fold_weighted (st, &f, shape (set, n, der), o, der); break;
        }
    }
  return f.v;
}

/* A Musgrave mode's value, mapped onto [-1, 1] by the bounds noise_prepare
 * computed (normalize), or raw and clamped into them (float rounding may
 * step an ulp past a bound). */
static INLINE Lanes
musgrave_range (const NoiseLayer *st, Lanes v, int derivatives)
{
  float low = -1.0f, high = 1.0f;
  if (st->settings.normalize)
    {
      v.value = v.value * st->scale + st->shift;
      if (derivatives)
        for (int c = 0; c < 4; c++)
          v.d[c] *= st->scale;
    }
  else
    {
      low = st->low;
      high = st->high;
    }
  v.value = max_f (min_f (v.value, splat (high)), splat (low));
  return v;
}

/* The range of any mode's sum: Musgrave's by its bounds; the others as
 * seed 001's Sum, "return sum / range", turbulence, ridged and ping-pong
 * stretched from [0, 1] to [-1, 1] (range halved, bias 1: see row, which
 * keeps both in registers for the whole row).  Float rounding of the scale
 * factors can overshoot by an ulp (Value noise at hash 255: 255 * (2f /
 * 255) - 1 > 1), so the value is clamped to the contract's [-1, 1]. */
static INLINE Lanes
sum_range (const NoiseLayer *st, Lanes sum, float range, float bias,
           int derivatives)
{
  if (noise_fractal_is_musgrave (st->settings.fractal))
    return musgrave_range (st, sum, derivatives);
  sum.value
      = max_f (min_f (sum.value / range - bias, splat (1.0f)), splat (-1.0f));
  if (derivatives)
    for (int a = 0; a < 4; a++)
      sum.d[a] /= range;
  return sum;
}

/* Any mode at W points: seed 001's Sum for the plain additive modes (the
 * path they always had, bit for bit), fold_sum for the others. */
static INLINE Lanes
fractal_value (const NoiseLayer *st, LaneBasis basis, Basis *b, const vf *p,
               const vf *angles, float range, float bias)
{
  const NoiseSettings *set = &st->settings;
  Lanes sum = noise_fractal_is_musgrave (set->fractal)
                      || set->weighted_strength > 0.0f
                  ? fold_sum (st, basis, b, p, angles)
                  : fractal_sum (st, basis, b, p, angles);
  return sum_range (st, sum, range, bias, b->derivatives);
}

/* The world points of one group: origin + column * step, components beyond
 * the dimension 0; or, with step NULL, the chosen points origin[4 i ..
 * 4 i + 3] (noise_fill_points, and noise_eval's one), lanes past the end
 * repeating the last. */
static INLINE void
group_points (int dims, const float *origin, const float *step, vi column,
              int start, int n, vf *p)
{
  if (!step)
    {
      /* The points' components apart, through a buffer: a whole group is
       * a strided copy the compiler turns into whole loads and shuffles
       * (setting lanes one at a time costs as much as a perlin octave). */
      float apart[4][W];
      const float *from = origin + 4 * start;
      if (start + W <= n)
        for (int l = 0; l < W; l++)
          for (int a = 0; a < 4; a++)
            apart[a][l] = from[4 * l + a];
      else
        for (int l = 0; l < W; l++)
          for (int a = 0; a < 4; a++)
            apart[a][l] = from[4 * (start + l < n ? l : n - 1 - start) + a];
      for (int a = 0; a < 4; a++)
        {
          memcpy (&p[a], apart[a], sizeof p[a]);
          if (a >= dims)
            p[a] = splat (0.0f);
        }
      return;
    }
  vf at = vf_of (column);
  for (int a = 0; a < 4; a++)
    p[a] = a < dims ? origin[a] + at * step[a] : splat (0.0f);
}

/* The first m lanes of v to out: a whole group in one unaligned vector
 * store (a loop over lanes would go through the stack), a ragged end lane
 * by lane. */
static INLINE void
store (float *out, vf v, int m)
{
  if (m == W)
    memcpy (out, &v, sizeof v);
  else
    for (int l = 0; l < m; l++)
      out[l] = v[l];
}

/* The first m of W points' four components to out point by point (out[4 l
 * + a] = c[a][l]): a whole group by shuffles and whole stores, a ragged end
 * lane by lane. */
static INLINE void
store_points (float *out, const vf *c, int m)
{
#if W > 1
  if (m == W)
    {
      vf low[2] = { ZIP_LOW (c[0], c[2]), ZIP_LOW (c[1], c[3]) };
      vf high[2] = { ZIP_HIGH (c[0], c[2]), ZIP_HIGH (c[1], c[3]) };
      vf v[4] = { ZIP_LOW (low[0], low[1]), ZIP_HIGH (low[0], low[1]),
                  ZIP_LOW (high[0], high[1]), ZIP_HIGH (high[0], high[1]) };
      memcpy (out, v, sizeof v);
      return;
    }
#endif
  for (int l = 0; l < m; l++)
    for (int a = 0; a < 4; a++)
      out[4 * l + a] = c[a][l];
}

static INLINE void
row (const NoiseLayer *st, LaneBasis basis, int basis_dimensions,
     const float (*gradient)[32], const float *origin, const float *step,
     int x0, const int *index, int n, float *values, float *derivatives,
     int with_derivatives)
{
  int dims = st->settings.dimensions;
  /* Only a 4D basis is sampled on the 4D domain (noise_domain_layout): for
   * the others, a constant here leaves the domain's code out of the row. */
  int four_d = basis_dimensions == 4 && st->four_d;
  float range = st->range, bias = 0.0f;
  if (st->settings.fractal != NOISE_FRACTAL_FBM)
    {
      range *= 0.5f;
      bias = 1.0f;
    }
  Basis b = {
    st->perm32, st->perm, NULL, with_derivatives, gradient, &st->cellular,
  };
  vi lane;
  for (int l = 0; l < W; l++)
    lane[l] = l;
  /* The last torus angle per axis: its point, cosine and sine. */
  float memo[2][3] = { { 0, 0, 0 }, { 0, 0, 0 } };
  for (int a = 0; four_d && a < 2; a++)
    noise_domain_angle (st, a, 0.0f, &memo[a][1], &memo[a][2]);

  for (int start = 0; start < n; start += W)
    {
      vf p[4];
      /* Lanes past the end repeat the last point (dispatch.c's in_reach
       * checks the row's points, not beyond). */
      vi column = { 0 };
      if (index || start + W > n)
        for (int l = 0; l < W; l++)
          {
            int i = start + l < n ? start + l : n - 1;
            column[l] = index ? index[i] : x0 + i;
          }
      else
        column = x0 + start + lane;
      group_points (dims, origin, step, column, start, n, p);

      vf angles[4] = { { 0 }, { 0 }, { 0 }, { 0 } };
      if (four_d)
        torus_angles (st, p, memo, angles);
      Lanes sum = fractal_value (st, basis, &b, p, four_d ? angles : NULL,
                                 range, bias);
      int m = n - start < W ? n - start : W;
      store (values + start, sum.value, m);
      if (with_derivatives)
        store_points (derivatives + 4 * start, sum.d, m);
    }
}

/* The row loop of one basis of the given dimensions (gradient: its table by
 * component, or NULL), with or without derivatives. */
#define NOISE_ROW_FOR(basis, dimensions, gradient)                             \
  static void row_##basis (const NoiseLayer *st, const float *origin,          \
                           const float *step, int x0, const int *index, int n, \
                           float *values, float *derivatives)                  \
  {                                                                            \
    if (derivatives)                                                           \
      row (st, basis, dimensions, gradient, origin, step, x0, index, n,        \
           values, derivatives, 1);                                            \
    else                                                                       \
      row (st, basis, dimensions, gradient, origin, step, x0, index, n,        \
           values, NULL, 0);                                                   \
  }

/* A family's row loops for this instruction set, by basis dimension - 1
 * (NULL where it has none): noise_rows_FAMILY_SUFFIX, which types.c lists
 * for the family's type. */
#define NOISE_FAMILY_ROWS(family, d1, d2, d3, d4)                              \
  const NoiseLayerRowFunc NOISE_LANES_NAME (noise_rows_##family)[4]            \
      = { d1, d2, d3, d4 }

#endif /* NOISE_ROW_LOOP_H */
