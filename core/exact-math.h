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

/* The number of terms of a table of series coefficients. */
#define NOISE_N_TERMS(t) ((int) (sizeof (t) / sizeof (t)[0]))

/* 1 / (k + 1)!, k = 0 .. 12: e^r - 1 on |r| <= ln 2 / 2 to under 1e-17
 * (erosion.c's exponential and its lanes). */
static const double noise_exp_terms[] = {
  1.0,
  1.0 / 2.0,
  1.0 / 6.0,
  1.0 / 24.0,
  1.0 / 120.0,
  1.0 / 720.0,
  1.0 / 5040.0,
  1.0 / 40320.0,
  1.0 / 362880.0,
  1.0 / 3628800.0,
  1.0 / 39916800.0,
  1.0 / 479001600.0,
  1.0 / 6227020800.0,
};

/* 1 / (2k + 3), k = 0 .. 10: atanh t = t + t * series (t^2) (erosion.c's
 * logarithm and its lanes). */
static const double noise_atanh_terms[] = {
  1.0 / 3.0,  1.0 / 5.0,  1.0 / 7.0,  1.0 / 9.0,  1.0 / 11.0, 1.0 / 13.0,
  1.0 / 15.0, 1.0 / 17.0, 1.0 / 19.0, 1.0 / 21.0, 1.0 / 23.0,
};

/* ln 2 in two parts, the first with 32 trailing zero bits, so n ln2_hi is
 * exact for any |n| < 2^20 (Cody and Waite's reduction). */
#define NOISE_LN2_HI 0x1.62e42fee00000p-1
#define NOISE_LN2_LO 0x1.a39ef35793c76p-33

/* Taylor coefficients (-1)^k / (2k + 1)! and (-1)^k / (2k)!, enough terms
 * that the first one left out is below 2^-56 on |a| <= pi / 4 (turn.c's
 * sine and cosine, and erosion's lanes). */
static const double noise_sin_terms[] = {
  -1.0 / 6.0,        1.0 / 120.0,        -1.0 / 5040.0,          1.0 / 362880.0,
  -1.0 / 39916800.0, 1.0 / 6227020800.0, -1.0 / 1307674368000.0,
};
static const double noise_cos_terms[] = {
  -1.0 / 2.0,           1.0 / 24.0,
  -1.0 / 720.0,         1.0 / 40320.0,
  -1.0 / 3628800.0,     1.0 / 479001600.0,
  -1.0 / 87178291200.0, 1.0 / 20922789888000.0,
};

/* Chris Wellons's lowbias32 (hash-prospector): a bijection of 32-bit words
 * whose every output bit depends on every input bit.  Defined as a macro
 * over the word type, so that cellular.c's lanes (a vector of uint32_t)
 * and erosion.c's one point (uint32_t) hash with the same code:
 * NOISE_DEFINE_LOWBIAS32 (static inline, uint32_t, mix) defines
 * uint32_t mix (uint32_t), and mix_short, the same for a word under 2^16,
 * which the first step (x ^= x >> 16) leaves as it is. */
#define NOISE_DEFINE_LOWBIAS32(qualifiers, type, name)                         \
  qualifiers type name##_short (type x)                                        \
  {                                                                            \
    x *= 0x7feb352du;                                                          \
    x ^= x >> 15;                                                              \
    x *= 0x846ca68bu;                                                          \
    return x ^ (x >> 16);                                                      \
  }                                                                            \
  qualifiers type name (type x)                                                \
  {                                                                            \
    return name##_short (x ^ (x >> 16));                                       \
  }

#endif /* NOISE_EXACT_MATH_H */
