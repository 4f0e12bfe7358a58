/* fuzz-erosion.c — a fuzz target for the erosion filter at one point
 * (core/erosion.h): any bytes become a point, a terrain sample and
 * settings, and the filter must give finite outputs, a ridge value in
 * [-1, 1], the input unchanged when off, and the same bits when its
 * prepared settings are prepared again, and the lane build of the filter
 * (erosion-lanes.c) the same bits as the point.
 *
 * An input is a sequence of little-endian fields, each keeping its value
 * below when its bytes are missing (any bit pattern: NaN, infinities,
 * huge and subnormal values are what the target is for):
 *
 *   offset  type       field
 *        0  float64 x2  x, y
 *       16  float64 x6  h, hx, hy, hxx, hxy, hyy
 *       64  int32      octaves
 *       68  uint32     seed
 *       72  float64    strength, scale, gully_weight, detail, gain,
 *                      lacunarity, cell_scale, ridge_rounding,
 *                      crease_rounding, input_rounding, rounding_gain,
 *                      onset_initial, onset_octave, onset_ridge_initial,
 *                      onset_ridge_octave, assumed_slope, assumed_mix,
 *                      normalization, fade_height, period[0], period[1]
 *
 * The point and terrain default to (0.3, 0.7), h 0.1, gradient (0.4,
 * -0.2), Hessian (1, 0.5, -2); the settings to noise_erosion_init's. */
#include "erosion.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);
/* erosion-lanes.c's generic build (noise_erosion_points's, erosion.h). */
void noise_erosion_lanes_generic (const NoiseErosion *e, int n, const double *x,
                                  const double *y, const NoiseErosionIn *in,
                                  NoiseErosionOut *out);

typedef struct
{
  const uint8_t *data;
  size_t size, at;
} Reader;

static void
read_bytes (Reader *r, void *out, size_t n)
{
  if (r->at + n <= r->size)
    {
      uint64_t v = 0; /* little-endian, whatever the host */
      for (size_t k = 0; k < n; k++)
        v |= (uint64_t) r->data[r->at + k] << (8 * k);
      if (n == 8)
        memcpy (out, &v, 8);
      else
        {
          uint32_t w = (uint32_t) v;
          memcpy (out, &w, 4);
        }
    }
  r->at += n;
}

static void
fail (const char *what, double x, double y, const NoiseErosionIn *in,
      const NoiseErosionOut *out)
{
  fprintf (stderr,
           "fuzz-erosion: %s at (%a, %a), in h %a (%a %a) (%a %a %a): "
           "out h %a (%a %a) ridge %a\n",
           what, x, y, in->h, in->hx, in->hy, in->hxx, in->hxy, in->hyy, out->h,
           out->hx, out->hy, out->ridge);
  abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  Reader r = { data, size, 0 };
  double x = 0.3, y = 0.7;
  NoiseErosionIn in = { 0.1, 0.4, -0.2, 1.0, 0.5, -2.0 };
  NoiseErosion e;
  noise_erosion_init (&e);
  read_bytes (&r, &x, 8);
  read_bytes (&r, &y, 8);
  double *terrain[] = { &in.h, &in.hx, &in.hy, &in.hxx, &in.hxy, &in.hyy };
  for (size_t k = 0; k < 6; k++)
    read_bytes (&r, terrain[k], 8);
  read_bytes (&r, &e.octaves, 4);
  read_bytes (&r, &e.seed, 4);
  double *fields[] = {
    &e.strength,
    &e.scale,
    &e.gully_weight,
    &e.detail,
    &e.gain,
    &e.lacunarity,
    &e.cell_scale,
    &e.ridge_rounding,
    &e.crease_rounding,
    &e.input_rounding,
    &e.rounding_gain,
    &e.onset_initial,
    &e.onset_octave,
    &e.onset_ridge_initial,
    &e.onset_ridge_octave,
    &e.assumed_slope,
    &e.assumed_mix,
    &e.normalization,
    &e.fade_height,
    &e.period[0],
    &e.period[1],
  };
  for (size_t k = 0; k < sizeof fields / sizeof *fields; k++)
    read_bytes (&r, fields[k], 8);

  noise_erosion_prepare (&e);
  NoiseErosionOut out, again;
  noise_erosion_point (&e, x, y, &in, &out);
  if (!(isfinite (out.h) && isfinite (out.hx) && isfinite (out.hy)))
    fail ("not finite", x, y, &in, &out);
  if (!(fabs (out.ridge) <= 1.0))
    fail ("ridge outside [-1, 1]", x, y, &in, &out);
  if ((e.strength == 0.0 || e.octaves == 0) && isfinite (in.h)
      && isfinite (in.hx) && isfinite (in.hy)
      && (memcmp (&out.h, &in.h, 8) || memcmp (&out.hx, &in.hx, 8)
          || memcmp (&out.hy, &in.hy, 8)))
    fail ("off but changed", x, y, &in, &out);
  /* Prepared settings are in range: preparing them again changes
   * nothing. */
  NoiseErosion twice = e;
  noise_erosion_prepare (&twice);
  noise_erosion_point (&twice, x, y, &in, &again);
  if (memcmp (&out, &again, sizeof out))
    fail ("prepared twice differs", x, y, &in, &out);
  /* The lane build (erosion-lanes.c, generic: two lanes) gives the same
   * bits: the point in a vector with a neighbour (other cells within
   * reach, another lattice cell), and alone in a partly filled vector. */
  double xs[3] = { x, x + 0.37, x }, ys[3] = { y, y - 0.61, y };
  NoiseErosionIn ins[3] = { in, in, in };
  NoiseErosionOut outs[3], ref;
  noise_erosion_lanes_generic (&e, 3, xs, ys, ins, outs);
  for (int k = 0; k < 3; k++)
    {
      noise_erosion_point (&e, xs[k], ys[k], &in, &ref);
      if (memcmp (&outs[k], &ref, sizeof ref))
        fail ("lanes differ from the point", xs[k], ys[k], &in, &outs[k]);
    }
  return 0;
}
