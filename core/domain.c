/* domain.c — where an octave samples its basis, prepared once: the plain
 * scaled point, a wrapped lattice (Value, Perlin), or a flat torus and loop
 * circle in 4D (Simplex, Simplex Value).  The torus's maths and the map
 * itself, with derivatives taken back to the world point by the chain rule,
 * are domain.h's. */
#include "domain.h"

#include <limits.h>

/* Simplex types in 4D: the loop circle's plane, orthonormal to the
 * directions of z and w (domain.h). */
static const float loop_a[4] = { 0.5f, -0.5f, -0.5f, 0.5f };
static const float loop_b[4] = { 0.5f, 0.5f, -0.5f, -0.5f };
/* Without tiling, x..w take the four axes and the loop turns in z-w. */
static const float plain_loop_a[4] = { 0.0f, 0.0f, 1.0f, 0.0f };
static const float plain_loop_b[4] = { 0.0f, 0.0f, 0.0f, 1.0f };

static int
is_lattice_type (NoiseType type)
{
  return noise_type_info (type)->tiling == NOISE_TILING_LATTICE;
}

/* Whole cells in `length` world units at `frequency`, at least one. */
static int
whole_cells (double length, double frequency)
{
  double n = floor (length * frequency + 0.5);
  return n < 1.0 ? 1 : (int) n;
}

/* Whole cells per period, floor (length * frequency + 0.5) as
 * noise_domain_prepare counts them, must fit an int. */
static int
cells_fit (double length, double frequency)
{
  return floor (length * frequency + 0.5) <= (double) INT_MAX;
}

/* A lattice type's frequency along a tiled axis: whole cells per tile. */
static float
snapped (float tile, float frequency)
{
  return (float) (whole_cells (tile, frequency) / (double) tile);
}

/* The sizes noise_domain_prepare can lay out, octave by octave (the same
 * float frequencies): a tile or loop of more cells than an int holds would
 * overflow the count, and a lattice tile so short that one cell per period
 * is over NOISE_MAX_FREQUENCY cells per unit (a tile of 1e-20: 1e20) would
 * put the lattice coordinates beyond any precision. */
static NoiseStatus
validate_sizes (const NoiseSettings *s, int octaves, NoiseRefusal *r)
{
  float frequency = s->frequency;
  for (int o = 0; o < octaves; o++)
    {
      if (o > 0)
        frequency *= s->lacunarity;
      for (int a = 0; a < 2 && noise_domain_is_tiled (s); a++)
        {
          if (!cells_fit (s->tile[a], frequency))
            return noise_refuse (r, NOISE_ERROR_TILE, NOISE_FIELD_INDEX_tile,
                                 floor (s->tile[a] * (double) frequency + 0.5),
                                 INT_MAX);
          if (is_lattice_type (s->type)
              && snapped (s->tile[a], frequency) > NOISE_MAX_FREQUENCY)
            return noise_refuse (r, NOISE_ERROR_TILE, NOISE_FIELD_INDEX_tile,
                                 snapped (s->tile[a], frequency),
                                 NOISE_MAX_FREQUENCY);
        }
      double scale = frequency / s->frequency;
      if (s->looping && !cells_fit (s->loop_length, scale))
        return noise_refuse (r, NOISE_ERROR_LOOP, NOISE_FIELD_INDEX_loop_length,
                             floor (s->loop_length * (double) scale + 0.5),
                             INT_MAX);
    }
  return NOISE_OK;
}

NoiseStatus
noise_domain_validate (const NoiseSettings *s, int octaves, NoiseRefusal *r)
{
  int tile_x = s->tile[0] > 0.0f, tile_y = s->tile[1] > 0.0f;
  NoiseStatus status = noise_fields_check (s, NOISE_CHECK_TILE, r);
  if (status != NOISE_OK)
    return status;
  if (tile_x != tile_y)
    return noise_refuse (r, NOISE_ERROR_TILE, NOISE_FIELD_INDEX_tile,
                         tile_x ? s->tile[0] : s->tile[1], 0.0);
  if (s->looping && noise_fields_check (s, NOISE_CHECK_LOOP, r) != NOISE_OK)
    return NOISE_ERROR_LOOP;
  const NoiseTypeInfo *info = noise_type_info (s->type);
  if ((tile_x && info->tiling == NOISE_TILING_NONE)
      || (s->looping && !info->loops))
    return noise_refuse (r, NOISE_ERROR_NOT_PERIODIC, NOISE_FIELD_INDEX_type,
                         s->type, NAN);
  return validate_sizes (s, octaves, r);
}

void
noise_domain_layout (NoiseLayer *st)
{
  const NoiseSettings *s = &st->settings;
  int dims = s->dimensions;
  st->four_d
      = !is_lattice_type (s->type) && (noise_domain_is_tiled (s) || s->looping);
  /* Value and Perlin in 1D and 2D loop along one extra lattice axis. */
  st->basis_dimensions = st->four_d               ? 4
                         : s->looping && dims < 3 ? dims + 1
                                                  : dims;
}

void
noise_domain_prepare (NoiseLayer *st, int o, float frequency)
{
  const NoiseSettings *s = &st->settings;
  int dims = s->dimensions;
  double scale = frequency / s->frequency; /* lacunarity^o */

  for (int a = 0; a < 4; a++)
    {
      st->frequency[o][a] = frequency;
      st->period[o][a] = 0;
      st->loop[o][a] = 0.0f;
    }
  st->loop_radius[o] = (float) (s->loop_length * scale / NOISE_TAU);
  if (st->four_d && s->looping)
    {
      /* The simplex types' place on the loop circle: a fixed shift of the
       * octave's 4D point, in the plane the torus leaves free. */
      const float *la = noise_domain_is_tiled (s) ? loop_a : plain_loop_a;
      const float *lb = noise_domain_is_tiled (s) ? loop_b : plain_loop_b;
      double cd, sd;
      noise_turn (s->loop_phase, &cd, &sd);
      float c = (float) cd, sn = (float) sd;
      for (int a = 0; a < 4; a++)
        st->loop[o][a] = st->loop_radius[o] * (c * la[a] + sn * lb[a]);
    }
  if (st->four_d || !(noise_domain_is_tiled (s) || s->looping))
    return;

  /* Lattice types: whole cells per period, each axis snapped alone. */
  for (int a = 0; a < 2 && a < dims && noise_domain_is_tiled (s); a++)
    {
      int n = whole_cells (s->tile[a], frequency);
      st->period[o][a] = n;
      st->frequency[o][a] = (float) (n / (double) s->tile[a]);
    }
  if (s->looping)
    {
      /* Along an extra axis (the 2D noise's 3D form), or along z in 3D; a
       * type that loops by phase reads the whole cells and moves nothing. */
      int axis = dims < 3 ? dims : 2;
      int n = whole_cells (s->loop_length, scale);
      st->period[o][axis] = n;
      if (noise_type_info (s->type)->loops == NOISE_LOOPS_ALONG_AXIS)
        st->loop[o][axis] = (float) (fmod (s->loop_phase, 1.0) * n);
    }
}

int
noise_lattice_period (const NoiseState *state, int octave, int axis)
{
  const NoiseLayer *layer = &state->layer;
  if (octave < 0 || octave >= layer->settings.octaves || axis < 0 || axis > 3)
    return 0;
  return layer->period[octave][axis];
}
