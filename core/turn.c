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
  double s = a
             + a
                   * noise_series (noise_sin_terms,
                                   NOISE_N_TERMS (noise_sin_terms), a2);
  double c
      = 1.0
        + noise_series (noise_cos_terms, NOISE_N_TERMS (noise_cos_terms), a2);

  /* Rotate by the quarter turns: 0 .. 4 (4 is a whole turn). */
  switch ((int) quarter & 3)
    {
    case 0: *cosine = c, *sine = s; break;
    case 1: *cosine = 0.0 - s, *sine = c; break; /* 0 - s: never -0 */
    case 2: *cosine = 0.0 - c, *sine = 0.0 - s; break;
    default: *cosine = s, *sine = 0.0 - c; break;
    }
}
