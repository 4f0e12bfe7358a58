/* simplex-value.c — Simplex Value noise, 1D–3D, exactly as seed 000.
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
static const float scale_nd = 8.0f * 2.0f / 255.0f;

/* Adds h f^3 at offset d (n components) to s, with its derivative. */
static void
add_part (NoiseSample4 *s, float h, float r2, const float *d, int n)
{
  float f = r2;
  for (int a = 0; a < n; a++)
    f -= d[a] * d[a];
  if (!(f > 0.0f))
    return;
  float f2 = f * f, h6f2 = -6.0f * h * f2;
  s->value += h * f * f2;
  s->dx += h6f2 * d[0];
  if (n > 1)
    s->dy += h6f2 * d[1];
  if (n > 2)
    s->dz += h6f2 * d[2];
}

static NoiseSample4
finish (NoiseSample4 s, float scale)
{
  return noise_sample4 (s.value * scale - 1.0f, s.dx * scale, s.dy * scale,
                        s.dz * scale, 0);
}

NoiseSample4
noise_simplex_value_1d (const uint8_t *hash, const float *p)
{
  NoiseSample4 s = { 0 };
  int ix = noise_floor (p[0]);
  for (int c = 0; c < 2; c++)
    {
      float d = p[0] - (float) (ix + c);
      add_part (&s, hash[(ix + c) & 255], 1.0f, &d, 1);
    }
  return finish (s, scale_1d);
}

/* 2D and 3D: hash at each corner of the simplex. */
static NoiseSample4
simplex_value_nd (const uint8_t *hash, const float *p, int dims)
{
  NoiseSample4 s = { 0 };
  NoiseSimplexCell cell;
  noise_simplex_cell (p, dims, &cell);
  for (int c = 0; c <= dims; c++)
    {
      const int *i = cell.corner[c];
      int h = dims == 2 ? noise_hash_2d (hash, i[0], i[1])
                        : noise_hash_3d (hash, i[0], i[1], i[2]);
      add_part (&s, (float) h, 0.5f, cell.offset[c], dims);
    }
  return finish (s, scale_nd);
}

NoiseSample4
noise_simplex_value_2d (const uint8_t *hash, const float *p)
{
  return simplex_value_nd (hash, p, 2);
}

NoiseSample4
noise_simplex_value_3d (const uint8_t *hash, const float *p)
{
  return simplex_value_nd (hash, p, 3);
}
