/* turn.c — cosine and sine of a fraction of a full turn, with the same bits
 * on every platform.
 *
 * libm's cos and sin are not correctly rounded, and glibc, Apple's libm and
 * the MSVC runtime differ in the last bit now and then; through the torus
 * of seamless tiles and the loop circle of animations that bit would reach
 * the pixels.  Here every step is an IEEE double operation in a fixed
 * order (the build turns FMA contraction off), so the result is a function
 * of the input alone.  Accuracy: within 1e-15 of libm's (tests/core/
 * test-turn.c measures it), far below the float the callers keep. */
#include "exact-math.h"
#include "noise-internal.h"

/* Taylor coefficients (-1)^k / (2k + 1)! and (-1)^k / (2k)!, enough terms
 * that the first one left out is below 2^-56 on |a| <= pi / 4. */
static const double sin_terms[] = {
  -1.0 / 6.0,        1.0 / 120.0,        -1.0 / 5040.0,          1.0 / 362880.0,
  -1.0 / 39916800.0, 1.0 / 6227020800.0, -1.0 / 1307674368000.0,
};
static const double cos_terms[] = {
  -1.0 / 2.0,           1.0 / 24.0,
  -1.0 / 720.0,         1.0 / 40320.0,
  -1.0 / 3628800.0,     1.0 / 479001600.0,
  -1.0 / 87178291200.0, 1.0 / 20922789888000.0,
};

#define N_TERMS(t) (sizeof (t) / sizeof (t)[0])

void
noise_turn (double turns, double *cosine, double *sine)
{
  if (!isfinite (turns))
    {
      *cosine = *sine = 0.0; /* a defined answer for any input */
      return;
    }
  /* Whole turns off (exact), then the nearest quarter turn: x is within
   * an eighth of a turn of it, and the subtraction is exact (Sterbenz). */
  double r = turns - floor (turns);
  double quarter = floor (r * 4.0 + 0.5);
  double x = r - quarter * 0.25;
  double a = x * 6.28318530717958647692, a2 = a * a;
  double s = a + a * noise_series (sin_terms, N_TERMS (sin_terms), a2);
  double c = 1.0 + noise_series (cos_terms, N_TERMS (cos_terms), a2);

  /* Rotate by the quarter turns: 0 .. 4 (4 is a whole turn). */
  switch ((int) quarter & 3)
    {
    case 0: *cosine = c, *sine = s; break;
    case 1: *cosine = 0.0 - s, *sine = c; break; /* 0 - s: never -0 */
    case 2: *cosine = 0.0 - c, *sine = 0.0 - s; break;
    default: *cosine = s, *sine = 0.0 - c; break;
    }
}
