/* dispatch.c — which build of the row path this processor runs. */
#include "noise-row.h"

#include <stddef.h>

#ifdef NOISE_HAVE_X86_ROWS
static int
has_avx512 (void)
{
  return __builtin_cpu_supports ("avx512f")
         && __builtin_cpu_supports ("avx512dq")
         && __builtin_cpu_supports ("avx512bw")
         && __builtin_cpu_supports ("avx512vl");
}
#endif

NoiseRowFunc
noise_row_func (NoiseIsa isa)
{
  switch (isa)
    {
    case NOISE_ISA_SCALAR: return noise_fill_row_scalar;
    case NOISE_ISA_GENERIC: return noise_row_generic;
#ifdef NOISE_HAVE_X86_ROWS
    case NOISE_ISA_AVX2:
      return __builtin_cpu_supports ("avx2") ? noise_row_avx2 : NULL;
    case NOISE_ISA_AVX512: return has_avx512 () ? noise_row_avx512 : NULL;
    case NOISE_ISA_AVX512_VBMI:
      return has_avx512 () && __builtin_cpu_supports ("avx512vbmi")
                 ? noise_row_avx512vbmi
                 : NULL;
#endif
    default: return NULL;
    }
}

NoiseIsa
noise_row_best_isa (void)
{
  static const NoiseIsa order[]
      = { NOISE_ISA_AVX512_VBMI, NOISE_ISA_AVX512, NOISE_ISA_AVX2 };
  for (size_t i = 0; i < sizeof order / sizeof order[0]; i++)
    if (noise_row_func (order[i]))
      return order[i];
  return NOISE_ISA_GENERIC;
}
