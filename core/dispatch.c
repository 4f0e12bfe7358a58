/* dispatch.c — which build of the row path this processor runs, and the
 * entry of each build: the noise's layer (layer-row.c), or the warp and the
 * noise (warp.c), eroded (erosion-row.c), then the levels' map. */
#include "noise-internal.h"
#include "noise-row.h"

#include <stddef.h>

/* The entry of one instruction set's build: the noise's layer, or the warp
 * and the noise (warp.c), eroded when erosion is on (erosion-row.c), then
 * the levels' map. */
#define ROW_ENTRY(name, isa)                                                   \
  static void name (const NoiseState *st, const float *origin,                 \
                    const float *step, int x0, const int *index, int n,        \
                    float *values, float *derivatives)                         \
  {                                                                            \
    if (st->layer.settings.erosion_strength > 0.0f)                            \
      noise_erosion_row (st, isa, origin, step, x0, index, n, values,          \
                         derivatives);                                         \
    else                                                                       \
      noise_warped_row (st, isa, origin, step, x0, index, n, values,           \
                        derivatives);                                          \
    noise_levels_apply (st, n, values, derivatives);                           \
  }

ROW_ENTRY (row_scalar, NOISE_ISA_SCALAR)
ROW_ENTRY (row_generic, NOISE_ISA_GENERIC)
#ifdef NOISE_HAVE_X86_ROWS
ROW_ENTRY (row_avx2, NOISE_ISA_AVX2)
ROW_ENTRY (row_avx512, NOISE_ISA_AVX512)
ROW_ENTRY (row_avx512vbmi, NOISE_ISA_AVX512_VBMI)

static int
has_avx512 (void)
{
  return __builtin_cpu_supports ("avx512f")
         && __builtin_cpu_supports ("avx512dq")
         && __builtin_cpu_supports ("avx512bw")
         && __builtin_cpu_supports ("avx512vl");
}
#endif

int
noise_row_covers (const NoiseState *state)
{
  return noise_type_row (state->layer.settings.type,
                         state->layer.basis_dimensions, NOISE_ISA_SCALAR)
         != NULL;
}

NoiseRowFunc
noise_row_func (NoiseIsa isa)
{
  switch (isa)
    {
    case NOISE_ISA_SCALAR: return row_scalar;
    case NOISE_ISA_GENERIC: return row_generic;
#ifdef NOISE_HAVE_X86_ROWS
    case NOISE_ISA_AVX2:
      return __builtin_cpu_supports ("avx2") ? row_avx2 : NULL;
    case NOISE_ISA_AVX512: return has_avx512 () ? row_avx512 : NULL;
    case NOISE_ISA_AVX512_VBMI:
      return has_avx512 () && __builtin_cpu_supports ("avx512vbmi")
                 ? row_avx512vbmi
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

NoiseRowFunc
noise_row_dispatch (void)
{
  return noise_row_func (noise_row_best_isa ());
}
