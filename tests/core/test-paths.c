/* Every build of the family files (generic 4 lanes, AVX2, AVX-512) gives the
 * one-lane reference build's bits exactly: values and derivatives, every
 * basis, every fractal mode (with its own parameters, weights, a partial
 * octave and raw values in turn), tiled and looping, near the origin and
 * thousands of cells away, whole vector groups and ragged ends, rows and
 * the same points given one by one (noise_fill_points); rows that
 * reach past the lattice limit, which the vector builds hand to the
 * one-lane build; and noise_fill_row runs the widest build the processor
 * has. */
#include "noise-row.h"

#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *const isa_names[NOISE_ISA_COUNT] = {
  "scalar", "generic", "avx2", "avx512", "avx512vbmi",
};

enum
{
  N = 301,      /* not a multiple of any width */
  N_QUICK = 101 /* nor this: /paths/builds' rows under NOISE_TEST_QUICK */
};

/* NOISE_TEST_QUICK: set under an emulator (the cross runs,
 * tests/cross/run-cross.sh: 10-20 times slower) and the sanitizers (3-5
 * times). */
static int
quick_run (void)
{
  return getenv ("NOISE_TEST_QUICK") != NULL;
}

/* The points of /paths/builds' rows: N_QUICK in a quick run, else N. */
static int
row_points (void)
{
  return quick_run () ? N_QUICK : N;
}

/* The defaults with a basis (type and dimensions) at a frequency and a
 * number of octaves: each test sets the rest. */
static NoiseSettings
basis_settings (NoiseType type, int dims, float frequency, int octaves)
{
  NoiseSettings s;
  noise_settings_init (&s);
  s.type = type;
  s.dimensions = dims;
  s.frequency = frequency;
  s.octaves = octaves;
  return s;
}

/* The vector builds this processor runs (noise_row_func), widest last. */
typedef struct
{
  int count;
  NoiseIsa isa[NOISE_ISA_COUNT];
  NoiseRowFunc row[NOISE_ISA_COUNT];
} Builds;

static Builds
vector_builds (void)
{
  Builds b = { 0 };
  for (int isa = NOISE_ISA_GENERIC; isa < NOISE_ISA_COUNT; isa++)
    {
      NoiseRowFunc row = noise_row_func ((NoiseIsa) isa);
      if (row)
        {
          b.isa[b.count] = (NoiseIsa) isa;
          b.row[b.count++] = row;
        }
    }
  return b;
}

/* Fails the test where a build's count floats are not the reference's
 * bits, naming the build, what differed and the first place. */
static void
assert_same_bits (const float *want, const float *got, int count, NoiseIsa isa,
                  const char *what)
{
  if (memcmp (want, got, (size_t) count * sizeof *got) == 0)
    return;
  int i = 0;
  while (memcmp (want + i, got + i, sizeof *got) == 0)
    i++;
  g_error ("%s: %s [%d] is %a, the scalar path's %a", isa_names[isa], what, i,
           (double) got[i], (double) want[i]);
}

/* Compares one state's rows on every vector build with the scalar path,
 * which is computed once for all of them; returns the number of rows
 * compared on each build. */
static int
compare_rows (const NoiseState *st, const Builds *builds)
{
  NoiseRowFunc scalar = noise_row_func (NOISE_ISA_SCALAR);
  static float want[N], got[N], dwant[4 * N], dgot[4 * N];
  static float want_columns[N], dwant_columns[4 * N];
  static const float origins[][4] = {
    { -3.3f, 1.7f, 0.25f, 9.1f },
    { -2999.7f, 3001.3f, -1500.1f, 2200.9f }, /* far from the origin */
    { 0.0f, 0.0f, 0.0f, 0.0f },               /* on lattice planes */
  };
  static const float steps[][4] = {
    { 0.013f, -0.0041f, 0.007f, 0.0023f },
    { 0.25f, 0.0f, 0.0f, 0.0f }, /* exact lattice and simplex ties */
  };
  /* A quick run (quick_run): two rows, one start each, far from the
   * origin with the first step and on the lattice planes with the ties'
   * step, of N_QUICK points (still six groups of 16 and a tail); every
   * state still runs.  Eroded states take the two rows in every run: each
   * eroded point samples the noise nine times, so they would otherwise
   * take most of the test's time. */
  int quick = quick_run () || st->layer.settings.erosion_strength > 0.0f;
  int n = row_points ();
  int rows = 0;
  for (size_t o = 0; o < G_N_ELEMENTS (origins); o++)
    for (size_t s = 0; s < G_N_ELEMENTS (steps); s++)
      for (int x0 = -7; x0 <= (quick ? -7 : 13); x0 += 20)
        {
          if (quick && o != s + 1)
            continue;
          /* The reference: the row, and chosen columns (a scaled
           * preview's, irregular, some repeated or negative) one by one;
           * and the same columns' points (step NULL: noise_fill_points, a
           * sphere's samples), written as the row computes them. */
          scalar (st, origins[o], steps[s], x0, NULL, n, want, dwant);
          static int columns[N];
          static float points[4 * N];
          for (int i = 0; i < n; i++)
            {
              columns[i] = x0 + (i * 37) % 211 - 50;
              scalar (st, origins[o], steps[s], columns[i], NULL, 1,
                      &want_columns[i], &dwant_columns[4 * i]);
              for (int a = 0; a < 4; a++)
                points[4 * i + a]
                    = origins[o][a] + (float) columns[i] * steps[s][a];
            }
          for (int k = 0; k < builds->count; k++)
            {
              NoiseRowFunc row = builds->row[k];
              NoiseIsa isa = builds->isa[k];
              row (st, origins[o], steps[s], x0, NULL, n, got, dgot);
              assert_same_bits (want, got, n, isa, "row value");
              assert_same_bits (dwant, dgot, 4 * n, isa, "row derivative");
              /* Without derivatives, the same values. */
              memset (got, 0, sizeof got);
              row (st, origins[o], steps[s], x0 + 1, NULL, n - 1, got + 1,
                   NULL);
              assert_same_bits (want + 1, got + 1, n - 1, isa,
                                "value without derivatives");
              /* The chosen columns give the values of those columns'
               * rows. */
              row (st, origins[o], steps[s], 0, columns, n, got, dgot);
              assert_same_bits (want_columns, got, n, isa, "column value");
              assert_same_bits (dwant_columns, dgot, 4 * n, isa,
                                "column derivative");
              /* The same points given one by one. */
              memset (got, 0, sizeof got);
              row (st, points, NULL, 0, NULL, n, got, dgot);
              assert_same_bits (want_columns, got, n, isa, "point value");
              assert_same_bits (dwant_columns, dgot, 4 * n, isa,
                                "point derivative");
            }
          rows += 4;
        }
  return rows;
}

static void
test_builds (void)
{
  Builds builds = vector_builds ();
  for (int isa = NOISE_ISA_GENERIC; isa < NOISE_ISA_COUNT; isa++)
    if (!noise_row_func ((NoiseIsa) isa))
      g_test_message ("%s: not built for, or not run by, this processor",
                      isa_names[isa]);
  if (builds.count == 0)
    {
      g_test_skip ("no vector build runs on this processor");
      return;
    }
  int rows = 0, states = 0;
  for (int b = 0; b < NOISE_TYPE_COUNT * 4; b++)
    for (int fractal = 0; fractal < NOISE_FRACTAL_COUNT; fractal++)
      for (int periodic = 0; periodic < 3; periodic++)
        {
          /* Every basis of the type table: each type, each dimension. */
          NoiseType type = (NoiseType) (b / 4);
          int dims = b % 4 + 1;
          if (!noise_type_has_dimensions (type, dims))
            break;
          NoiseSettings s = basis_settings (
              type, dims, 1.7f, fractal == NOISE_FRACTAL_FBM ? 6 : 3);
          NoiseState st;
          s.fractal = fractal;
          s.seed = periodic == 0 ? 0 : 77 + (uint32_t) b;
          s.lacunarity = 2.1f;
          if (periodic != 1 && dims >= 2)
            {
              s.tile[0] = 1.5f;
              s.tile[1] = 0.75f;
            }
          if (periodic == 2)
            {
              s.looping = 1;
              s.loop_phase = 0.3f;
            }
          /* Cellular noise: every return and metric along the way (each
           * return with three metrics, each metric with four or five
           * returns), jitters and exponents. */
          s.cellular_return
              = (NoiseCellularReturn) ((dims + fractal * 3 + periodic)
                                       % NOISE_CELLULAR_RETURN_COUNT);
          s.metric = (NoiseMetric) ((fractal + 2 * periodic + dims)
                                    % NOISE_METRIC_COUNT);
          s.minkowski_exponent = 0.5f + 1.7f * (float) periodic;
          s.jitter = 1.0f - 0.3f * (float) periodic;
          s.smoothness = (float) fractal / (float) (NOISE_FRACTAL_COUNT - 1);
          /* The fractal modes' own parameters, off their defaults in turn:
           * offset and gain, weights, a partial octave, raw values. */
          s.fractal_offset = 0.6f;
          s.fractal_gain = 1.7f;
          s.ping_pong_strength = 2.6f;
          s.weighted_strength = periodic == 1 ? 0.55f : 0.0f;
          s.detail = periodic == 2 ? (float) s.octaves + 0.37f : 0.0f;
          s.normalize = periodic != 0;
          /* Waves: every shape and profile along the way, phases off 0
           * (a shape along an axis the dimension lacks is refused: the
           * next one). */
          s.wave_profile = (NoiseWaveProfile) ((fractal + periodic)
                                               % NOISE_WAVE_PROFILE_COUNT);
          s.wave_phase = 0.15f * (float) periodic;
          for (int k = 0; k < NOISE_WAVE_SHAPE_COUNT; k++)
            {
              s.wave_shape
                  = (NoiseWaveShape) ((fractal + 2 * periodic + dims + k)
                                      % NOISE_WAVE_SHAPE_COUNT);
              if (type != NOISE_WAVE
                  || noise_prepare (&s, &st, NULL) != NOISE_ERROR_WAVE)
                break;
            }
          /* Gabor noise: every mode (the phasor with the profiles
           * above), anisotropies from isotropic to aligned, orientations
           * and stripe frequencies along the way. */
          s.gabor_mode = (NoiseGaborMode) ((fractal + dims + periodic)
                                           % NOISE_GABOR_MODE_COUNT);
          s.gabor_anisotropy = 0.5f * (float) ((fractal + periodic) % 3);
          s.gabor_orientation = -150.0f + 37.0f * (float) fractal;
          s.gabor_frequency = 1.0f + 1.25f * (float) (fractal % 4);
          /* Domain warp, each mode in two of the fractal modes, by the
           * next type that can warp this noise (or its own). */
          if (fractal == 1 || fractal == 2 || fractal == 5 || fractal == 6)
            {
              s.warp_mode = fractal % 4 == 1 ? NOISE_WARP_INDEPENDENT
                                             : NOISE_WARP_PROGRESSIVE;
              /* Gabor noise turned by the field instead, once each. */
              if (noise_type_orientable (type, dims) && fractal == 5)
                s.warp_mode = NOISE_WARP_ORIENTATION;
              s.warp_amount = 0.8f;
              s.warp_frequency = 1.3f;
              s.warp_octaves = 2;
              s.warp_seed = 5;
              s.warp_type = type;
              for (int t = 1; t < NOISE_TYPE_COUNT; t++)
                {
                  NoiseSettings w = s;
                  w.warp_type = (NoiseType) ((type + t) % NOISE_TYPE_COUNT);
                  if (noise_prepare (&w, &st, NULL) == NOISE_OK)
                    {
                      s.warp_type = w.warp_type;
                      break;
                    }
                }
            }
          /* Erosion (noise.h, EROSION) twice in every basis with a 2D
           * form: over fBm, unwarped, and as the ridge map over ridged
           * noise, warped; plain, tiled and looping in turn across the
           * bases.  Not in every case: an eroded point costs as much as
           * hundreds of noise samples, and the paths differ only in the
           * samples the stage reads, which the other cases compare. */
          if (dims >= 2
              && ((fractal == NOISE_FRACTAL_FBM && periodic == b % 3)
                  || (fractal == NOISE_FRACTAL_RIDGED
                      && periodic == (b + 1) % 3)))
            {
              s.erosion_strength = 0.7f;
              s.erosion_octaves = 2;
              s.erosion_ridge = fractal == NOISE_FRACTAL_RIDGED;
            }
          NoiseStatus status = noise_prepare (&s, &st, NULL);
          if (status == NOISE_ERROR_NOT_PERIODIC)
            continue; /* 2002 and classic neither tile nor loop */
          g_assert_cmpint (status, ==, NOISE_OK);
          g_assert_true (noise_row_covers (&st));
          rows += compare_rows (&st, &builds);
          states++;
        }
  for (int k = 0; k < builds.count; k++)
    g_test_message ("%s: %d states, %d rows of %d points, bit-identical to "
                    "the scalar path",
                    isa_names[builds.isa[k]], states, rows, row_points ());
}

/* Rows whose lattice points reach past NOISE_LATTICE_LIMIT (2^23 cells),
 * straddle it, or are not numbers: the vector builds skip the clamp and
 * must hand such rows to the one-lane build (layer-row.c), which clamps;
 * were one to compute them itself, the sanitized run would report the
 * float-to-int overflow, and its bits could differ.  Every build gives the
 * one-lane bits, finite and in [-1, 1]. */
static void
test_reach (void)
{
  static float want[N], got[N], dwant[4 * N], dgot[4 * N];
  static int columns[N];
  const float limit = 0x1p23f, inf = INFINITY, nan = NAN;
  const struct
  {
    float origin, step;
    int far_column; /* index path: one column this far */
  } rows[] = {
    { limit - 100.0f, 1.0f, 0 }, /* straddles the limit */
    { limit - 301.0f, 1.0f, 0 }, /* ends at it, in reach */
    { -limit + 50.0f, -1.0f, 0 },
    { 1e10f, 0.5f, 0 }, /* far past it, past int range */
    { 3.0f, 1e9f, 0 },  /* the step takes it there */
    { nan, 1.0f, 0 },
    { 0.5f, inf, 0 },
    { 0.5f, 1.0f, 2000000000 }, /* one far column among near ones */
  };
  Builds builds = vector_builds ();
  NoiseRowFunc scalar = noise_row_func (NOISE_ISA_SCALAR);
  for (int type = 0; type < NOISE_TYPE_COUNT; type++)
    for (int d = 0; d < 8; d++)
      {
        /* Each basis plain, and warped by itself. */
        int dims = d % 4 + 1;
        NoiseSettings s = basis_settings ((NoiseType) type, dims, 1.0f, 1);
        NoiseState st;
        s.warp_mode = d < 4 ? NOISE_WARP_NONE : NOISE_WARP_PROGRESSIVE;
        s.warp_type = s.type;
        if (noise_prepare (&s, &st, NULL) != NOISE_OK)
          continue;
        for (size_t r = 0; r < G_N_ELEMENTS (rows); r++)
          {
            float origin[4] = { rows[r].origin, 0.25f, 0.5f, 0.75f };
            float step[4] = { rows[r].step, 0.0f, 0.0f, 0.0f };
            const int *index = NULL;
            if (rows[r].far_column)
              {
                for (int i = 0; i < N; i++)
                  columns[i] = i == N / 2 ? rows[r].far_column : i;
                index = columns;
              }
            scalar (&st, origin, step, 0, index, N, want, dwant);
            for (int i = 0; i < N; i++)
              g_assert_true (isfinite (want[i]) && want[i] >= -1.0f
                             && want[i] <= 1.0f);
            /* The same row as chosen points (step NULL). */
            static float points[4 * N];
            for (int i = 0; i < N; i++)
              for (int a = 0; a < 4; a++)
                points[4 * i + a]
                    = origin[a] + (float) (index ? index[i] : i) * step[a];
            for (int k = 0; k < builds.count; k++)
              {
                builds.row[k](&st, origin, step, 0, index, N, got, dgot);
                assert_same_bits (want, got, N, builds.isa[k], "value");
                assert_same_bits (dwant, dgot, 4 * N, builds.isa[k],
                                  "derivative");
                builds.row[k](&st, points, NULL, 0, NULL, N, got, dgot);
                assert_same_bits (want, got, N, builds.isa[k], "point value");
                assert_same_bits (dwant, dgot, 4 * N, builds.isa[k],
                                  "point derivative");
              }
          }
      }
  g_test_message ("%d vector builds give the one-lane bits past the lattice "
                  "limit",
                  builds.count);
}

/* Gabor noise hashes the cells a vector group's points share once for the
 * group, when they lie in a small box of cells, and point by point when
 * not (gabor.c, Box); both give the one-lane bits.  Rows whose groups span
 * from a fraction of a cell to a dozen and more, along x and across every
 * axis, reach every box size on the way to the fallback: values and
 * derivatives, aligned and isotropic impulses, and turned by a field. */
static void
test_gabor_boxes (void)
{
  static float want[N], got[N], dwant[4 * N], dgot[4 * N];
  NoiseRowFunc scalar = noise_row_func (NOISE_ISA_SCALAR);
  Builds builds = vector_builds ();
  int rows = 0;
  for (int dims = 1; dims <= 3; dims++)
    for (int variant = 0; variant < 3; variant++)
      {
        NoiseSettings s = basis_settings (NOISE_GABOR, dims, 1.0f, 1);
        NoiseState st;
        s.seed = 11 + (uint32_t) variant;
        s.gabor_anisotropy = variant == 0 ? 1.0f : 0.0f;
        s.gabor_mode = (NoiseGaborMode) (variant % NOISE_GABOR_MODE_COUNT);
        if (variant == 2 && noise_type_orientable (s.type, dims))
          {
            s.gabor_anisotropy = 0.6f;
            s.warp_mode = NOISE_WARP_ORIENTATION;
            s.warp_type = NOISE_SIMPLEX;
            s.warp_amount = 0.7f;
          }
        g_assert_cmpint (noise_prepare (&s, &st, NULL), ==, NOISE_OK);
        /* Cells a point, 1/64 to about 2.5: a group of 16 spans from a
         * quarter of a cell to about 40 cells. */
        for (float cells = 1.0f / 64.0f; cells < 2.5f; cells *= 1.3f)
          for (int across = 0; across < 2; across++)
            {
              float origin[4] = { -7.3f, 2.6f, 0.45f, 0.0f };
              float step[4] = { cells, across ? -0.37f * cells : 0.0f,
                                across ? 0.21f * cells : 0.0f, 0.0f };
              scalar (&st, origin, step, -5, NULL, N, want, dwant);
              for (int k = 0; k < builds.count; k++)
                {
                  builds.row[k](&st, origin, step, -5, NULL, N, got, dgot);
                  assert_same_bits (want, got, N, builds.isa[k], "value");
                  assert_same_bits (dwant, dgot, 4 * N, builds.isa[k],
                                    "derivative");
                }
              rows++;
            }
      }
  g_test_message ("%d vector builds give the one-lane bits of Gabor noise in "
                  "%d rows of every span",
                  builds.count, rows);
}

/* noise_fill_row and noise_fill_columns call noise_row_dispatch's function
 * (fractal.c); it must be the widest build this processor runs, as the
 * processor itself reports, never a narrower one. */
static void
test_dispatch (void)
{
  Builds builds = vector_builds ();
  g_assert_cmpint (builds.count, >, 0);
  int widest = builds.isa[builds.count - 1];
  g_assert_nonnull (noise_row_dispatch ());
  g_assert_true (noise_row_dispatch () == noise_row_func (widest));
  g_assert_cmpint (noise_row_best_isa (), ==, widest);
#if defined(__x86_64__) && defined(__GNUC__)
  /* Every build this processor can run is there. */
  int avx512 = __builtin_cpu_supports ("avx512f")
               && __builtin_cpu_supports ("avx512dq")
               && __builtin_cpu_supports ("avx512bw")
               && __builtin_cpu_supports ("avx512vl");
  int expected = avx512 && __builtin_cpu_supports ("avx512vbmi")
                     ? NOISE_ISA_AVX512_VBMI
                 : avx512                          ? NOISE_ISA_AVX512
                 : __builtin_cpu_supports ("avx2") ? NOISE_ISA_AVX2
                                                   : NOISE_ISA_GENERIC;
  g_assert_cmpint (widest, ==, expected);
#endif
  g_test_message ("noise_fill_row runs the %s build", isa_names[widest]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/paths/builds", test_builds);
  g_test_add_func ("/paths/reach", test_reach);
  g_test_add_func ("/paths/gabor-boxes", test_gabor_boxes);
  g_test_add_func ("/paths/dispatch", test_dispatch);
  return g_test_run ();
}
