/* glib-lite: see glib.h for what it is and why. */
#include "glib.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct
{
  char *path;
  GTestDataFunc func;
  gconstpointer data;
  GTestFunc plain;
} Test;

enum
{
  MAX_TESTS = 4096,
  MAX_FILTERS = 64
};

static Test tests[MAX_TESTS];
static int n_tests;
static const char *only[MAX_FILTERS], *skip[MAX_FILTERS];
static int n_only, n_skip;
static const char *current_skip;

static char *
copy (const char *text)
{
  size_t n = strlen (text) + 1;
  return memcpy (g_malloc (n), text, n);
}

/* GLib's rule: PATH selects itself and what lies below it, whole components
 * only ("/rows" selects "/rows/perlin-3D", not "/rowsx"). */
static gboolean
below (const char *path, const char *prefix)
{
  size_t n = strlen (prefix);
  while (n > 1 && prefix[n - 1] == '/')
    n--;
  return strncmp (path, prefix, n) == 0 && (path[n] == '\0' || path[n] == '/');
}

static gboolean
selected (const char *path)
{
  gboolean keep = n_only == 0;
  for (int i = 0; i < n_only; i++)
    keep = keep || below (path, only[i]);
  for (int i = 0; i < n_skip; i++)
    keep = keep && !below (path, skip[i]);
  return keep;
}

/* Takes -p/-s PATH out of argv; other GLib options (--tap, -q, --verbose)
 * are accepted and dropped. */
void
g_test_init (int *argc, char ***argv, ...)
{
  char **v = *argv;
  int kept = 1;
  for (int i = 1; i < *argc; i++)
    {
      gboolean is_p = strcmp (v[i], "-p") == 0, is_s = strcmp (v[i], "-s") == 0;
      if ((is_p || is_s) && i + 1 < *argc)
        {
          if (is_p && n_only < MAX_FILTERS)
            only[n_only++] = v[++i];
          else if (is_s && n_skip < MAX_FILTERS)
            skip[n_skip++] = v[++i];
          continue;
        }
      if (strcmp (v[i], "--tap") == 0 || strcmp (v[i], "-q") == 0
          || strcmp (v[i], "--verbose") == 0)
        continue;
      v[kept++] = v[i];
    }
  v[kept] = NULL;
  *argc = kept;
}

void
g_test_add_data_func (const char *path, gconstpointer data, GTestDataFunc func)
{
  if (n_tests == MAX_TESTS)
    g_error ("glib-lite: more than %d tests", MAX_TESTS);
  tests[n_tests++] = (Test) { copy (path), func, data, NULL };
}

void
g_test_add_func (const char *path, GTestFunc func)
{
  g_test_add_data_func (path, NULL, NULL);
  tests[n_tests - 1].plain = func;
}

int
g_test_run (void)
{
  int number = 0;
  for (int i = 0; i < n_tests; i++)
    number += selected (tests[i].path);
  printf ("TAP version 13\n1..%d\n", number);
  number = 0;
  for (int i = 0; i < n_tests; i++)
    {
      const Test *t = &tests[i];
      if (!selected (t->path))
        continue;
      printf ("# Start of %s\n", t->path);
      fflush (stdout);
      current_skip = NULL;
      if (t->plain)
        t->plain ();
      else
        t->func (t->data);
      if (current_skip)
        printf ("ok %d %s # SKIP %s\n", ++number, t->path, current_skip);
      else
        printf ("ok %d %s\n", ++number, t->path);
      fflush (stdout);
    }
  return 0;
}

void
g_test_message (const char *format, ...)
{
  va_list args;
  va_start (args, format);
  printf ("# ");
  vprintf (format, args);
  printf ("\n");
  va_end (args);
}

void
g_test_skip (const char *message)
{
  current_skip = message ? message : "";
}

void
g_test_fail (void)
{
  g_lite_fail ("", 0, "g_test_fail () called");
}

/* As GLib in TAP mode: "Bail out!" and a non-zero exit (not abort (), which
 * opens an error dialog under wine). */
void
g_lite_fail (const char *file, int line, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  printf ("Bail out! %s:%d: ", file, line);
  vprintf (format, args);
  printf ("\n");
  va_end (args);
  fflush (stdout);
  exit (1);
}

int
g_snprintf (char *string, gsize n, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  int length = vsnprintf (string, n, format, args);
  va_end (args);
  return length;
}

char *
g_strdup_printf (const char *format, ...)
{
  va_list args;
  va_start (args, format);
  int length = vsnprintf (NULL, 0, format, args);
  va_end (args);
  char *text = g_malloc ((gsize) length + 1);
  va_start (args, format);
  vsnprintf (text, (size_t) length + 1, format, args);
  va_end (args);
  return text;
}

gpointer
g_malloc (gsize size)
{
  gpointer memory = malloc (size ? size : 1);
  if (!memory)
    g_error ("glib-lite: out of memory (%llu bytes)",
             (unsigned long long) size);
  return memory;
}

gpointer
g_malloc0 (gsize size)
{
  return memset (g_malloc (size), 0, size);
}

void
g_free (gpointer memory)
{
  free (memory);
}

/* MT19937 (Matsumoto and Nishimura, 1998), as GLib's GRand. */
enum
{
  MT_N = 624,
  MT_M = 397
};

struct GRand
{
  guint32 mt[MT_N];
  int index;
};

GRand *
g_rand_new_with_seed (guint32 seed)
{
  GRand *rand = g_new (GRand, 1);
  rand->mt[0] = seed;
  for (int i = 1; i < MT_N; i++)
    rand->mt[i] = 1812433253u * (rand->mt[i - 1] ^ (rand->mt[i - 1] >> 30))
                  + (guint32) i;
  rand->index = MT_N;
  return rand;
}

void
g_rand_free (GRand *rand)
{
  g_free (rand);
}

static void
mt_twist (GRand *rand)
{
  for (int i = 0; i < MT_N; i++)
    {
      guint32 y = (rand->mt[i] & 0x80000000u)
                  | (rand->mt[(i + 1) % MT_N] & 0x7fffffffu);
      rand->mt[i] = rand->mt[(i + MT_M) % MT_N] ^ (y >> 1)
                    ^ ((y & 1u) ? 0x9908b0dfu : 0u);
    }
  rand->index = 0;
}

guint32
g_rand_int (GRand *rand)
{
  if (rand->index >= MT_N)
    mt_twist (rand);
  guint32 y = rand->mt[rand->index++];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  y ^= y >> 18;
  return y;
}

/* GLib: two 32-bit draws make one double in [0, 1); a draw that rounds up
 * to 1 is drawn again. */
gdouble
g_rand_double (GRand *rand)
{
  const double scale = 1.0 / 4294967296.0;
  double r = g_rand_int (rand) * scale;
  r = (r + g_rand_int (rand)) * scale;
  return r >= 1.0 ? g_rand_double (rand) : r;
}

gdouble
g_rand_double_range (GRand *rand, gdouble begin, gdouble end)
{
  double r = g_rand_double (rand);
  return r * end - (r - 1.0) * begin;
}
