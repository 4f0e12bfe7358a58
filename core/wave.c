/* wave.c — waves: bands and rings with a sine, saw or triangle profile, as
 * Blender's Wave texture (noise.h, WAVE), 1D–3D.
 *
 * No lattice and no hash: one coordinate t of the octave's point (along an
 * axis, across the diagonal, or the distance from an axis or the origin),
 * the profile of t, and the profile's slope times the gradient of t.  Its
 * sine is a polynomial in float (no libm), so every instruction set gives
 * the same bits.  Written once against the lane type (lanes.h), compiled
 * once per instruction set; the one-lane build also checks the settings. */
#include "exact-math.h"
#include "row-loop.h"

/* The shapes' axis: bands measure along it, rings around it (-1: round
 * the origin; 3: across the diagonal). */
static const int shape_axis[NOISE_WAVE_SHAPE_COUNT] = {
  [NOISE_WAVE_BANDS_X] = 0, [NOISE_WAVE_BANDS_Y] = 1,
  [NOISE_WAVE_BANDS_Z] = 2, [NOISE_WAVE_BANDS_DIAGONAL] = 3,
  [NOISE_WAVE_RINGS_X] = 0, [NOISE_WAVE_RINGS_Y] = 1,
  [NOISE_WAVE_RINGS_Z] = 2, [NOISE_WAVE_RINGS_SPHERICAL] = -1,
};

#if W == 1
/* The wave's fields, and a shape the dimension leaves flat. */
NoiseStatus
noise_wave_validate (const NoiseSettings *s, NoiseRefusal *refusal)
{
  NoiseStatus status = noise_fields_check (s, NOISE_CHECK_WAVE, refusal);
  if (status != NOISE_OK || s->type != NOISE_WAVE
      || s->dimensions >= noise_wave_shape_dimensions (s->wave_shape))
    return status;
  return noise_refuse (refusal, NOISE_ERROR_WAVE, NOISE_FIELD_INDEX_wave_shape,
                       s->wave_shape,
                       noise_wave_shape_dimensions (s->wave_shape));
}
#endif

/* sin (2 pi y) for |y| <= 1/4: its Taylor series to z^11, z = 2 pi y,
 * within 6e-8 of the sine on the whole quarter period (the first term
 * left out, (pi / 2)^13 / 13!, bounds it), clamped to [-1, 1]. */
static INLINE vf
sine_turn (vf y)
{
  vf z = y * 6.28318531f, z2 = z * z;
  vf series
      = 1.0f
        + z2
              * (-1.0f / 6.0f
                 + z2
                       * (1.0f / 120.0f
                          + z2
                                * (-1.0f / 5040.0f
                                   + z2
                                         * (1.0f / 362880.0f
                                            + z2 * (-1.0f / 39916800.0f)))));
  return max_f (min_f (z * series, splat (1.0f)), splat (-1.0f));
}

/* -cos (2 pi u) for u in [0, 1): sin (2 pi (1/4 - |u - 1/2|)). */
static INLINE vf
sine_profile (vf u)
{
  vf centred = u - 0.5f;
  return sine_turn (0.25f - max_f (centred, -centred));
}

/* The profile at u = t - floor (t), and its slope d p / d t. */
static INLINE vf
profile (NoiseWaveProfile kind, vf u, vf *slope, int derivatives)
{
  vf half = u - 0.5f;
  switch (kind)
    {
    case NOISE_WAVE_SAW: *slope = splat (2.0f); return u * 2.0f - 1.0f;
    case NOISE_WAVE_TRIANGLE:
      /* The kinks' slope is the one towards larger t. */
      *slope = select_f ((vi) (u < 0.5f), splat (4.0f), splat (-4.0f));
      return 1.0f - 4.0f * max_f (half, -half);
    default:
      if (derivatives)
        {
          /* 2 pi sin (2 pi u) = 2 pi (-cos (2 pi (u + 1/4))). */
          vf ahead = u + 0.25f;
          ahead = select_f ((vi) (ahead >= 1.0f), ahead - 1.0f, ahead);
          *slope = sine_profile (ahead) * 6.28318531f;
        }
      return sine_profile (u);
    }
}

/* The part of t in [0, 1).  At 2^23 and beyond every float is whole, so u
 * is 0 there (and floor_f, defined below 2^31, is not asked). */
static INLINE vf
fraction (vf t)
{
  vi inside = (vi) (t > -0x1p23f) & (vi) (t < 0x1p23f);
  vf small = select_f (inside, t, splat (0.0f));
  return small - vf_of (floor_f (small));
}

/* The point's coordinates in the wave's space: the octave's point in the
 * noise's own dimensions (the loop's extra axis left out, the loop's shift
 * taken off z in 3D), and, for rings, each tiled axis measured from the
 * nearest periodic image of the centre. */
static INLINE void
wave_point (const Basis *b, const vf *q, float loop, vf *c)
{
  const NoiseSettings *s = b->settings;
  int dims = s->dimensions;
  for (int a = 0; a < 3; a++)
    c[a] = a < dims ? q[a] : splat (0.0f);
  if (s->looping && dims == 3)
    c[2] = c[2] - loop;
  if (s->wave_shape < NOISE_WAVE_RINGS_X)
    return;
  for (int a = 0; a < 2 && a < dims; a++)
    if (b->period[a] > 0)
      {
        float period = (float) b->period[a];
        vf images = vf_of (floor_f (c[a] / period + 0.5f));
        c[a] = c[a] - images * period;
      }
}

NOISE_DEFINE_LOWBIAS32 (static inline, uint32_t, mix)

/* The seed's shift of the phase, in periods: none for seed 0 (Blender's
 * wave), else 24 bits of its hash. */
static inline float
seed_phase (uint32_t seed)
{
  return seed ? (float) (mix (seed) >> 8) * 0x1p-24f : 0.0f;
}

/* One octave of the wave at W points q (noise.h, WAVE): the profile of
 * t moved by the phase, the seed's shift and the loop. */
static INLINE Lanes
wave (const Basis *b, const vf *q)
{
  const NoiseSettings *s = b->settings;
  int dims = s->dimensions, axis = shape_axis[s->wave_shape];
  /* A loop moves t by whole cells (the loop axis's period), as domain.c
   * places the lattice types on their loop. */
  float loop = 0.0f;
  if (s->looping)
    loop = (float) (fmod (s->loop_phase, 1.0) * b->period[dims < 3 ? dims : 2]);
  float shift = s->wave_phase + seed_phase (s->seed) + loop;
  vf c[3], gradient[3] = { { 0 }, { 0 }, { 0 } }, t;
  wave_point (b, q, loop, c);
  if (s->wave_shape < NOISE_WAVE_RINGS_X)
    {
      if (axis == 3)
        {
          t = c[0] + c[1] + c[2];
          for (int a = 0; a < 3; a++)
            gradient[a] = splat (1.0f);
        }
      else
        {
          t = c[axis];
          gradient[axis] = splat (1.0f);
        }
    }
  else
    {
      vf r2 = splat (0.0f);
      for (int a = 0; a < 3; a++)
        if (a != axis)
          r2 = r2 + c[a] * c[a];
      t = sqrt_f (r2);
      if (b->derivatives)
        {
          /* The cone's tip at the centre: 0 there. */
          vi away = (vi) (t > 0.0f);
          vf inverse = select_f (away, 1.0f / select_f (away, t, splat (1.0f)),
                                 splat (0.0f));
          for (int a = 0; a < 3; a++)
            if (a != axis)
              gradient[a] = c[a] * inverse;
        }
    }
  vf slope = splat (0.0f);
  Lanes out = lanes_zero ();
  out.value
      = profile (s->wave_profile, fraction (t + shift), &slope, b->derivatives);
  /* Only the axes t moves along, and + 0 after a product: a -0 here would
   * not survive a warp of amount 0 (J = I, whose sums give +0), whose bits
   * must be the plain noise's. */
  if (b->derivatives)
    for (int a = 0; a < 3; a++)
      if (axis == 3 || (a == axis) == (s->wave_shape < NOISE_WAVE_RINGS_X))
        out.d[a] = slope * gradient[a] + 0.0f;
  return out;
}

NOISE_ROW_FOR (wave, 3, NULL)
NOISE_FAMILY_ROWS (wave, row_wave, row_wave, row_wave, NULL);
