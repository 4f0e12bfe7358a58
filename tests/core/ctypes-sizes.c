/* For the GIMP tests' ctypes binding (tests/gimp/noise_core.py): the sizes
 * of the public structs, so the binding can check its mirror of
 * NoiseSettings and allocate a NoiseState.  Only in the test library. */
#include "noise.h"

#include <stddef.h>

size_t noise_test_settings_size (void);
size_t noise_test_state_size (void);

size_t
noise_test_settings_size (void)
{
  return sizeof (NoiseSettings);
}

size_t
noise_test_state_size (void)
{
  return sizeof (NoiseState);
}
