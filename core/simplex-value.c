/* simplex-value.c — Simplex Value noise, 1D–3D exactly as seed 000, and
 * 4D by seed 004's grid.
 *
 * Hash values at the simplex corners weighted by the radial falloff
 * f^3, f = r^2 - d^2 (r^2 = 1 in 1D, 1/2 in 2D and 3D), summed.  The
 * derivative of h f^3 is -6 h f^2 times the offset.  Seed 000 prints the 1D
 * one as "-6f * h * x * x * f2"; the finite-difference test confirms a
 * single x. */
#include "noise-internal.h"

/* Seed 000: "sample * (2f / hashMask) - 1f" in 1D; the falloff starts at
 * 1/8 in 2D and 3D, hence "8f * 2f / hashMask". */
static const float scale_1d = 2.0f / 255.0f;
const float noise_simplex_value_scale = 8.0f * 2.0f / 255.0f;

static NoiseSample4
finish (NoiseSample4 s, float scale)
{
  return noise_sample4 (s.value * scale - 1.0f, s.dx * scale, s.dy * scale,
                        s.dz * scale, s.dw * scale);
}

NoiseSample4
noise_simplex_value_1d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *hash = lattice->perm;
  NoiseSample4 s = { 0 };
  int ix = noise_floor (p[0]);
  for (int c = 0; c < 2; c++)
    {
      float d = p[0] - (float) (ix + c);
      noise_simplex_part (&s, hash[(ix + c) & 255], NULL, 1.0f, &d, 1);
    }
  return finish (s, scale_1d);
}

/* 2D to 4D: the hash at each corner of the simplex. */
static NoiseSample4
simplex_value_nd (const uint8_t *hash, const float *p, int dims)
{
  NoiseSample4 s = { 0 };
  NoiseSimplexCell cell;
  noise_simplex_cell (p, dims, &cell);
  for (int c = 0; c <= dims; c++)
    {
      const int *i = cell.corner[c];
      int h = dims == 2   ? noise_hash_2d (hash, i[0], i[1])
              : dims == 3 ? noise_hash_3d (hash, i[0], i[1], i[2])
                          : noise_hash_4d (hash, i);
      noise_simplex_part (&s, (float) h, NULL, 0.5f, cell.offset[c], dims);
    }
  return finish (s, noise_simplex_value_scale);
}

NoiseSample4
noise_simplex_value_2d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *hash = lattice->perm;
  return simplex_value_nd (hash, p, 2);
}

NoiseSample4
noise_simplex_value_3d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *hash = lattice->perm;
  return simplex_value_nd (hash, p, 3);
}

/* 4D (not in the seeds): the same construction on seed 004's 4D simplex
 * grid, for seamless tiles and loops (a corner's falloff starts at 1/8 and
 * no other corner reaches it, so the scale is unchanged). */
NoiseSample4
noise_simplex_value_4d (const NoiseLattice *lattice, const float *p)
{
  const uint8_t *hash = lattice->perm;
  return simplex_value_nd (hash, p, 4);
}
