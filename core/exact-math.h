/* exact-math.h — small helpers the core's files share whose every step is
 * a fixed integer or IEEE double operation in a fixed order (the build
 * turns FMA contraction off), so that their results have the same bits on
 * every platform, compiler and instruction set.  Not installed. */
#ifndef NOISE_EXACT_MATH_H
#define NOISE_EXACT_MATH_H

#include <stdint.h>

/* sum_k terms[k] a^(k+1), k = 0 .. n - 1, by Horner's rule: the truncated
 * Taylor series of turn.c's sine and cosine (in a^2) and erosion.c's
 * exponential (in a). */
static inline double
noise_series (const double *terms, int n, double a)
{
  double sum = terms[n - 1];
  for (int k = n - 2; k >= 0; k--)
    sum = sum * a + terms[k];
  return sum * a;
}

/* Chris Wellons's lowbias32 (hash-prospector): a bijection of 32-bit words
 * whose every output bit depends on every input bit.  Defined as a macro
 * over the word type, so that cellular.c's lanes (a vector of uint32_t)
 * and erosion.c's one point (uint32_t) hash with the same code:
 * NOISE_DEFINE_LOWBIAS32 (static inline, uint32_t, mix) defines
 * uint32_t mix (uint32_t). */
#define NOISE_DEFINE_LOWBIAS32(qualifiers, type, name)                         \
  qualifiers type name (type x)                                                \
  {                                                                            \
    x ^= x >> 16;                                                              \
    x *= 0x7feb352du;                                                          \
    x ^= x >> 15;                                                              \
    x *= 0x846ca68bu;                                                          \
    return x ^ (x >> 16);                                                      \
  }

#endif /* NOISE_EXACT_MATH_H */
