/* domain.h — the simplex types' 4D domain, its maths written once for
 * domain.c (which lays it out at prepare time) and the row loop (which maps
 * every point through it, torus.h).
 *
 * With tiling, world x and y each go round a circle of tile * f cells, in
 * components 0-1 and 2-3 of the 4D point: a flat (Clifford) torus, so
 * lengths along the plane are kept.  World z and w move along fixed
 * directions, and a loop turns in the plane that leaves free: four
 * orthonormal directions (rows of a Hadamard matrix over 2), so the torus
 * and each of them move independently.  Without tiling, x..w take the four
 * axes and the loop turns in z-w.  Not installed. */
#ifndef NOISE_DOMAIN_H
#define NOISE_DOMAIN_H

#include "noise-internal.h"

#define NOISE_TAU 6.28318530717958647692

/* Tiling and looping (domain.c): checks those settings, the octaves'
 * (noise_octave_count) sizes included; fills octave o's per-axis
 * frequency, lattice periods and loop position (prepare time). */
NoiseStatus noise_domain_validate (const NoiseSettings *settings, int octaves,
                                   NoiseRefusal *refusal);
void noise_domain_layout (NoiseLayer *layer); /* four_d, basis_dimensions */
void noise_domain_prepare (NoiseLayer *layer, int octave, float frequency);

/* The directions of world z and w (domain.c has the loop's two). */
static const float noise_along_z[4] = { 0.5f, 0.5f, 0.5f, 0.5f };
static const float noise_along_w[4] = { 0.5f, -0.5f, 0.5f, -0.5f };

static inline int
noise_domain_is_tiled (const NoiseSettings *s)
{
  return s->tile[0] > 0.0f;
}

/* The cosine and sine of world coordinate p's torus angle along x (axis 0)
 * or y (1), which every octave shares: a whole tile is one turn (cos 0,
 * sin 0 without tiling).  noise_turn's bits are the same everywhere. */
static inline void
noise_domain_angle (const NoiseLayer *st, int axis, float p, float *cosine,
                    float *sine)
{
  const NoiseSettings *s = &st->settings;
  double c, sn;
  noise_turn (noise_domain_is_tiled (s) ? p / (double) s->tile[axis] : 0.0, &c,
              &sn);
  *cosine = (float) c;
  *sine = (float) sn;
}

/* The radius of torus circle `axis` in octave o: tile * f cells round. */
static inline float
noise_domain_torus_radius (const NoiseLayer *st, int o, int axis)
{
  return (float) (st->frequency[o][0] * st->settings.tile[axis] / NOISE_TAU);
}

/* With tiling, the 4D direction q moves along per unit of world axis
 * `axis` (2: z, 3: w) in octave o; zeros beyond the dimension. */
static inline void
noise_domain_direction (const NoiseLayer *st, int o, int axis, float *q)
{
  const float *along = axis == 2 ? noise_along_z : noise_along_w;
  float f = st->frequency[o][0];
  for (int c = 0; c < 4; c++)
    q[c] = st->settings.dimensions > axis ? along[c] * f : 0.0f;
}

/* The map on lanes, for the row builds (NOISE_LANES set: core/meson.build),
 * which domain.c is not. */
#ifdef NOISE_LANES
#include "lanes.h"

/* The simplex types' 4D point q of world point p in octave o, with
 * jacobian[a][c] = d q[c] / d p[a] (angles: the cosines and sines of the
 * torus angles, see torus_angles).  With tiling each tiled axis goes round a
 * circle of tile * f cells: a flat (Clifford) torus, so lengths along the
 * plane are kept; z and w move along fixed directions (above). */
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
          /* A 1D noise's points have y = 0 (group_points), so q sits at
           * one fixed point of y's circle: no slope along y. */
          if (a >= st->settings.dimensions)
            continue;
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
#endif /* NOISE_LANES */

#endif /* NOISE_DOMAIN_H */
