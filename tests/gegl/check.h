/* check.h — the GEGL tests' one check: a failed condition is counted and
 * printed with its place, and the test goes on; main exits non-zero when
 * any failed. */
#ifndef NOISE_RENDER_TESTS_CHECK_H
#define NOISE_RENDER_TESTS_CHECK_H

#include <stdio.h>

static int failures;

#define CHECK(cond, ...)                                                       \
  do                                                                           \
    {                                                                          \
      if (!(cond))                                                             \
        {                                                                      \
          failures++;                                                          \
          fprintf (stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                \
          fprintf (stderr, __VA_ARGS__);                                       \
          fputc ('\n', stderr);                                                \
        }                                                                      \
    }                                                                          \
  while (0)

#endif /* NOISE_RENDER_TESTS_CHECK_H */
