/* folds.h — the fractal modes that fold each octave into what the octaves
 * below left, on lanes: weighted strength and Musgrave's four
 * (multifractal, hetero terrain, hybrid and ridged multifractal), with
 * their derivatives by the chain and product rules.  Their bounds are
 * fractal-modes.c's.  Not installed. */
#ifndef NOISE_FOLDS_H
#define NOISE_FOLDS_H

#include "lanes.h"
#include "octave.h"
#include "shape.h"

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
  for (int c = 0; c < der; c++)
    f->w.d[c] = f->w.d[c] * l + f->w.value * (f->prev.d[c] * m_scale) * ws;
  f->w.value *= l;
  vf m = s.value - centre;
  f->v.value += (m * f->w.value + centre) * a;
  for (int c = 0; c < der; c++)
    f->v.d[c] += (s.d[c] * f->w.value + m * f->w.d[c]) * a;
  f->prev = s;
}

/* Multifractal: v = prod_k (1 + a_k n_k), from v = 1. */
static INLINE void
fold_multifractal (const NoiseLayer *st, Fold *f, Lanes n, int o, int der)
{
  float a = st->amplitude[o];
  vf factor = n.value * a + 1.0f;
  for (int c = 0; c < der; c++)
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
  for (int c = 0; c < der; c++)
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
  for (int c = 0; c < der; c++)
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
  for (int c = 0; c < derivatives; c++)
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
  for (int c = 0; c < der; c++)
    {
      vf dw = select_f (inside, f->prev.d[c] * gain, splat (0.0f));
      f->prev.d[c] = r.d[c] * w + r.value * dw;
      f->v.d[c] += f->prev.d[c] * a;
    }
  f->prev.value = r.value * w;
  f->v.value += f->prev.value * a;
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

#endif /* NOISE_FOLDS_H */
