/* octave.h — one octave at W world points: where it samples its basis (the
 * plain scaled point, a wrapped lattice, or the simplex types' 4D torus and
 * loop circle of domain.h), derivatives taken back to the world point by
 * the chain rule.  Not installed. */
#ifndef NOISE_OCTAVE_H
#define NOISE_OCTAVE_H

#include "domain.h"
#include "lanes.h"

/* One octave without the 4D domain: the simplex tutorial's "point *= frequency"
 * (per axis, as tiling snaps Value and Perlin), the basis, then "derivative *=
 * frequency".  Only the one-lane build clamps the lattice point: the vector
 * builds are given only rows whose lattice points are all in reach
 * (layer-row.c), so there the clamp would change nothing. */
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
  for (int a = 0; a < b->derivatives; a++)
    s.d[a] = a < st->settings.dimensions ? s.d[a] * st->frequency[o][a]
                                         : splat (0.0f);
  /* An orientation field's turn depends on the world point too: its slope
   * times the turn's gradient (noise.h, DOMAIN WARP). */
  if (b->derivatives && b->turned)
    for (int a = 0; a < st->settings.dimensions && a < 4; a++)
      s.d[a] = s.d[a] + s.turn * b->turn_slope[a];
  return s;
}

/* One octave at W world points; angles are the torus angles on the 4D
 * domain, NULL off it (an orientable type never has them). */
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

#endif /* NOISE_OCTAVE_H */
