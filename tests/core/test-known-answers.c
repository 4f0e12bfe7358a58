/* Known-answer tests: core/ against the source texts' own code and an
 * independent transcription of Catlike Coding's C# (README.md, Sources).
 *
 *   catlike.py     Value, Perlin, Simplex Value, Simplex, 1D–3D (the
 *                  pseudorandom-artist and simplex tutorials, transcribed to
 * Python from the texts; values for all, derivatives for the Simplex types
 * where the simplex tutorial prints them), at four frequencies. perlin2002.ml
 * the OCaml of Perlin's 2002 reference verbatim: values, and the byte slice
 *                  (-2,-2,0)–(2,2,0) at 256×256 through its rescale.
 *   sweetspots.py  the sweet-spots Python verbatim: the classic 2D simplex.
 *
 * The vector files are made at build time by running those programs (see
 * tests/meson.build); their paths come in as arguments. */
#include "noise.h"

#include <glib.h>
#include <math.h>
#include <stdio.h>

static const char *catlike_path, *p2002_path, *slice_path, *classic_path;

/* Values: float against double, after float32 input; 1e-5 is float
 * rounding of a handful of operations. */
#define VALUE_TOLERANCE 1e-5
/* Derivatives grow with the frequency and the scale factors (up to ~40). */
#define DERIVATIVE_TOLERANCE 1e-5

static FILE *
open_vectors (const char *path)
{
  FILE *file = fopen (path, "r");
  if (!file)
    g_error ("cannot open vector file %s", path);
  return file;
}

static void
test_catlike (void)
{
  FILE *file = open_vectors (catlike_path);
  int type, dims, lines = 0;
  double freq, x, y, z, value, d[3], worst_value = 0, worst_d = 0;
  while (fscanf (file, "%d %d %lf %lf %lf %lf %lf %lf %lf %lf", &type, &dims,
                 &freq, &x, &y, &z, &value, &d[0], &d[1], &d[2])
         == 10)
    {
      NoiseSample s = noise_sample ((NoiseType) type, dims, (float) x,
                                    (float) y, (float) z, (float) freq, 0);
      double got[3] = { s.dx, s.dy, s.dz };
      worst_value = fmax (worst_value, fabs (s.value - value));
      if (fabs (s.value - value) > VALUE_TOLERANCE)
        g_error ("type %d %dD f=%g at (%.10g, %.10g, %.10g): %.9g, expected "
                 "%.9g",
                 type, dims, freq, x, y, z, s.value, value);
      for (int a = 0; a < 3 && !isnan (d[0]); a++)
        {
          double err
              = fabs (got[a] - d[a]) / (freq * (1.0 + fabs (d[a]) / freq));
          worst_d = fmax (worst_d, err);
          if (err > DERIVATIVE_TOLERANCE)
            g_error ("type %d %dD f=%g at (%.10g, %.10g, %.10g): d%c %.9g, "
                     "expected %.9g",
                     type, dims, freq, x, y, z, 'x' + a, got[a], d[a]);
        }
      lines++;
    }
  fclose (file);
  g_assert_cmpint (lines, >, 70000);
  g_test_message ("%d vectors; worst value error %.3g, worst derivative "
                  "error (relative to frequency) %.3g",
                  lines, worst_value, worst_d);
}

static void
test_2002_points (void)
{
  FILE *file = open_vectors (p2002_path);
  double x, y, z, value, worst = 0;
  int lines = 0;
  while (fscanf (file, "%lf %lf %lf %lf", &x, &y, &z, &value) == 4)
    {
      NoiseSample s = noise_sample (NOISE_SIMPLEX_2002, 3, (float) x, (float) y,
                                    (float) z, 1.0f, 0);
      worst = fmax (worst, fabs (s.value - value));
      if (fabs (s.value - value) > 1e-7)
        g_error ("2002 at (%.10g, %.10g, %.10g): %.9g, expected %.9g", x, y, z,
                 s.value, value);
      lines++;
    }
  fclose (file);
  g_assert_cmpint (lines, ==, 3014);
  g_test_message ("%d vectors, worst error %.3g", lines, worst);
}

/* The 2002 reference's rescale: clampb (int (0.5 + ldexp (f + 1) 7)). */
static int
rescale (double f)
{
  double v = 0.5 + ldexp (f + 1.0, 7);
  int n = v < 0.0 ? (int) v - 1 : (int) v;
  return n < 0 ? 0 : n > 255 ? 255 : n;
}

static void
test_2002_slice (void)
{
  FILE *file = open_vectors (slice_path);
  int differ = 0, byte;
  for (int j = 0; j < 256; j++)
    for (int i = 0; i < 256; i++)
      {
        g_assert_cmpint (fscanf (file, "%d", &byte), ==, 1);
        float x = -2.0f + 4.0f * (float) i / 256.0f;
        float y = -2.0f + 4.0f * (float) j / 256.0f;
        NoiseSample s
            = noise_sample (NOISE_SIMPLEX_2002, 3, x, y, 0.0f, 1.0f, 0);
        differ += rescale (s.value) != byte;
      }
  fclose (file);
  g_assert_cmpint (differ, ==, 0);
}

static void
test_classic (void)
{
  FILE *file = open_vectors (classic_path);
  double x, y, value, worst = 0;
  int lines = 0;
  while (fscanf (file, "%lf %lf %lf", &x, &y, &value) == 3)
    {
      NoiseSample s = noise_sample (NOISE_SIMPLEX_CLASSIC, 2, (float) x,
                                    (float) y, 0.0f, 1.0f, 0);
      worst = fmax (worst, fabs (s.value - value));
      if (fabs (s.value - value) > 1e-7)
        g_error ("classic at (%.10g, %.10g): %.9g, expected %.9g", x, y,
                 s.value, value);
      lines++;
    }
  fclose (file);
  g_assert_cmpint (lines, ==, 3028);
  g_test_message ("%d vectors, worst error %.3g", lines, worst);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc != 5)
    g_error ("usage: %s CATLIKE 2002-POINTS 2002-SLICE CLASSIC", argv[0]);
  catlike_path = argv[1];
  p2002_path = argv[2];
  slice_path = argv[3];
  classic_path = argv[4];
  g_test_add_func ("/known-answer/catlike-001-000", test_catlike);
  g_test_add_func ("/known-answer/perlin-2002/points", test_2002_points);
  g_test_add_func ("/known-answer/perlin-2002/byte-slice", test_2002_slice);
  g_test_add_func ("/known-answer/classic-003", test_classic);
  return g_test_run ();
}
