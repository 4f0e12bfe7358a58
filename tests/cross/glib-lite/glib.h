/* glib-lite: the part of GLib's test API that tests/core uses, in plain C,
 * for the cross runs (tests/cross/meson.build).  Debian packages no GLib for
 * mingw-w64, and one harness for every cross target keeps the runs alike;
 * native builds use the real GLib.  A core test that needs more of GLib fails
 * to compile here, naming what is missing: add it here, with the same
 * meaning as GLib's documentation gives it.
 *
 * What it does as GLib does (https://docs.gtk.org/glib/testing.html):
 *   - g_test_init takes -p PATH (run only tests at or below PATH) and
 *     -s PATH (skip those), several times, and removes them from argv;
 *   - tests run in the order they were added, printing TAP, as GLib does;
 *   - a failed assertion or g_error prints "Bail out!" and ends the program;
 *   - GRand is GLib's Mersenne Twister (MT19937 seeded as init_genrand),
 *     and g_rand_double / g_rand_double_range draw as GLib does, so a
 *     property test samples the same points as in the native run
 *     (tests/cross/glib-lite-rand.c checks that against the real GLib). */
#ifndef NOISE_GLIB_LITE_H
#define NOISE_GLIB_LITE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef int gint;
typedef unsigned int guint;
typedef int gboolean;
typedef char gchar;
typedef double gdouble;
typedef float gfloat;
typedef int8_t gint8;
typedef uint8_t guint8;
typedef int32_t gint32;
typedef uint32_t guint32;
typedef int64_t gint64;
typedef uint64_t guint64;
typedef size_t gsize;
typedef void *gpointer;
typedef const void *gconstpointer;

#define TRUE 1
#define FALSE 0
#define MIN(a, b) (((a) < (b)) ? (a) : (b))
#define MAX(a, b) (((a) > (b)) ? (a) : (b))
#define ABS(a) (((a) < 0) ? -(a) : (a))
#define CLAMP(x, lo, hi) (((x) > (hi)) ? (hi) : (((x) < (lo)) ? (lo) : (x)))
#define G_N_ELEMENTS(array) (sizeof (array) / sizeof ((array)[0]))
#define GINT_TO_POINTER(i) ((gpointer) (intptr_t) (i))
#define GPOINTER_TO_INT(p) ((gint) (intptr_t) (p))
#define GUINT_TO_POINTER(u) ((gpointer) (uintptr_t) (u))
#define GPOINTER_TO_UINT(p) ((guint) (uintptr_t) (p))

typedef void (*GTestFunc) (void);
typedef void (*GTestDataFunc) (gconstpointer data);

void g_test_init (int *argc, char ***argv, ...);
void g_test_add_func (const char *path, GTestFunc func);
void g_test_add_data_func (const char *path, gconstpointer data,
                           GTestDataFunc func);
int g_test_run (void);
void g_test_message (const char *format, ...)
    __attribute__ ((format (printf, 1, 2)));
void g_test_skip (const char *message);
void g_test_fail (void);

void g_lite_fail (const char *file, int line, const char *format, ...)
    __attribute__ ((format (printf, 3, 4), noreturn));

#define g_error(...) g_lite_fail (__FILE__, __LINE__, __VA_ARGS__)
#define g_assert(expr)                                                         \
  ((expr) ? (void) 0                                                           \
          : g_lite_fail (__FILE__, __LINE__, "assertion failed: (%s)", #expr))
#define g_assert_true(expr) g_assert (expr)
#define g_assert_false(expr) g_assert (!(expr))
#define g_assert_null(expr) g_assert ((expr) == NULL)
#define g_assert_nonnull(expr) g_assert ((expr) != NULL)
#define g_assert_not_reached()                                                 \
  g_lite_fail (__FILE__, __LINE__, "code should not be reached")
/* Each operand is evaluated once, as GLib's macros do. */
#define G_LITE_CMP(type, fmt, a, op, b)                                        \
  do                                                                           \
    {                                                                          \
      type g_lite_a = (a), g_lite_b = (b);                                     \
      if (!(g_lite_a op g_lite_b))                                             \
        g_lite_fail (__FILE__, __LINE__,                                       \
                     "assertion failed (%s %s %s): (" fmt " %s " fmt ")", #a,  \
                     #op, #b, g_lite_a, #op, g_lite_b);                        \
    }                                                                          \
  while (0)
#define g_assert_cmpint(a, op, b) G_LITE_CMP (long long, "%lld", a, op, b)
#define g_assert_cmpuint(a, op, b)                                             \
  G_LITE_CMP (unsigned long long, "%llu", a, op, b)
#define g_assert_cmphex(a, op, b)                                              \
  G_LITE_CMP (unsigned long long, "%#llx", a, op, b)
#define g_assert_cmpfloat(a, op, b) G_LITE_CMP (double, "%.9g", a, op, b)
/* As GLib's: passes when |a - b| < epsilon. */
#define g_assert_cmpfloat_with_epsilon(a, b, epsilon)                          \
  do                                                                           \
    {                                                                          \
      double g_lite_a = (a), g_lite_b = (b), g_lite_e = (epsilon);             \
      if (!((g_lite_a > g_lite_b ? g_lite_a - g_lite_b : g_lite_b - g_lite_a)  \
            < g_lite_e))                                                       \
        g_lite_fail (__FILE__, __LINE__,                                       \
                     "assertion failed (%s == %s (+/- %s)): (%.9g == %.9g "    \
                     "(+/- %.9g))",                                            \
                     #a, #b, #epsilon, g_lite_a, g_lite_b, g_lite_e);          \
    }                                                                          \
  while (0)
/* As GLib's: g_strcmp0 (NULL sorts first), then op 0. */
static inline int
g_lite_strcmp0 (const char *a, const char *b)
{
  return !a || !b ? (a != NULL) - (b != NULL) : strcmp (a, b);
}
#define g_assert_cmpstr(a, op, b)                                              \
  do                                                                           \
    {                                                                          \
      const char *g_lite_a = (a), *g_lite_b = (b);                             \
      if (!(g_lite_strcmp0 (g_lite_a, g_lite_b) op 0))                         \
        g_lite_fail (__FILE__, __LINE__,                                       \
                     "assertion failed (%s %s %s): (\"%s\" %s \"%s\")", #a,    \
                     #op, #b, g_lite_a ? g_lite_a : "(null)", #op,             \
                     g_lite_b ? g_lite_b : "(null)");                          \
    }                                                                          \
  while (0)

int g_snprintf (char *string, gsize n, const char *format, ...)
    __attribute__ ((format (printf, 3, 4)));
char *g_strdup_printf (const char *format, ...)
    __attribute__ ((format (printf, 1, 2)));
gpointer g_malloc (gsize size);
gpointer g_malloc0 (gsize size);
void g_free (gpointer memory);
#define g_new(type, n) ((type *) g_malloc (sizeof (type) * (gsize) (n)))
#define g_new0(type, n) ((type *) g_malloc0 (sizeof (type) * (gsize) (n)))

typedef struct GRand GRand;
GRand *g_rand_new_with_seed (guint32 seed);
void g_rand_free (GRand *rand);
guint32 g_rand_int (GRand *rand);
gdouble g_rand_double (GRand *rand);
gdouble g_rand_double_range (GRand *rand, gdouble begin, gdouble end);

#endif
