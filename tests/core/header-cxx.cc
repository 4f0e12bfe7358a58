// Compiles core/noise.h as C++ and calls it: the header must stay usable
// from C++ (extern "C", no designated initialisers or C-only syntax).
#include "noise.h"

#include <cmath>
#include <cstdio>

int
main ()
{
  NoiseSample s = noise_sample (NOISE_PERLIN, 3, 0.25f, 0.5f, 0.75f, 1.0f, 0);
  NoiseSettings settings;
  NoiseState state;
  noise_settings_init (&settings);
  if (noise_prepare (&settings, &state, NULL) != NOISE_OK
      || !std::isfinite (s.value))
    return 1;
  std::printf ("perlin(0.25, 0.5, 0.75) = %g\n", s.value);
  return 0;
}
