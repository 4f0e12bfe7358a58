// bench-core — samples per second of the noise core beside the peers that
// Debian packages (stb_perlin.h from libstb-dev, libnoise from
// libnoise-dev), on the same grid, in one process and one run, single
// threaded and on every core; prints a table with ratios.  A benchmark, not
// a test: run it with build-aux/bench (see BENCHMARKS.md).
//
//   bench-core [GRID [NOISE]]   (GRID x GRID points per measurement, default
//                               1024; NOISE: only the rows whose name
//                               starts with it, e.g. "simplex 3D")
#include "noise.h"
#include "noise-row.h" // each build of the row path, by name

#define STB_PERLIN_IMPLEMENTATION
#include <stb_perlin.h>

#include <libnoise/noise.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <thread>
#include <vector>

namespace
{

int grid = 1024;
const float step = 1.0f / 128; // 8 cells across 1024 points at frequency 1
volatile float sink;

// Runs fill(row) for every row, on `threads` threads; the best of three
// wall-clock times, in nanoseconds per sample.
double
time_rows (int threads, const std::function<float (int)> &fill)
{
  double best = 1e30;
  for (int run = 0; run < 3; run++)
    {
      auto start = std::chrono::steady_clock::now ();
      std::vector<std::thread> pool;
      std::vector<float> sums (threads);
      for (int t = 0; t < threads; t++)
        pool.emplace_back ([&, t] {
          float s = 0;
          for (int row = t; row < grid; row += threads)
            s += fill (row);
          sums[t] = s;
        });
      for (auto &th : pool)
        th.join ();
      auto end = std::chrono::steady_clock::now ();
      for (float s : sums)
        sink = sink + s;
      double ns
          = std::chrono::duration<double, std::nano> (end - start).count ();
      best = std::min (best, ns / ((double) grid * grid));
    }
  return best;
}

// Our core through its row call, as the plug-in uses it (or through one
// build of the row path).
double
ours (NoiseType type, int dims, int octaves, bool derivatives, int threads,
      NoiseRowFunc path = nullptr)
{
  NoiseSettings s;
  NoiseState st;
  noise_settings_init (&s);
  s.type = type;
  s.dimensions = dims;
  s.frequency = 1.0f;
  s.octaves = octaves;
  if (noise_prepare (&s, &st) != NOISE_OK)
    std::abort ();
  return time_rows (threads, [&] (int row) {
    std::vector<float> values (grid), d (derivatives ? 4 * grid : 0);
    const float origin[4] = { 0.0f, row * step, 0.37f, 0.11f };
    const float across[4] = { step, 0.0f, 0.0f, 0.0f };
    if (path)
      path (&st, origin, across, 0, nullptr, grid, values.data (),
            derivatives ? d.data () : nullptr);
    else
      noise_fill_row (&st, origin, across, 0, grid, values.data (),
                      derivatives ? d.data () : nullptr);
    return values[grid / 2];
  });
}

double
stb (int octaves, int threads)
{
  return time_rows (threads, [&] (int row) {
    float s = 0, y = row * step;
    for (int i = 0; i < grid; i++)
      s += octaves == 1 ? stb_perlin_noise3 (i * step, y, 0.37f, 0, 0, 0)
                        : stb_perlin_fbm_noise3 (i * step, y, 0.37f, 2.0f, 0.5f,
                                                 octaves);
    return s;
  });
}

double
libnoise (int octaves, int threads)
{
  noise::module::Perlin perlin;
  perlin.SetFrequency (1.0);
  perlin.SetOctaveCount (octaves);
  return time_rows (threads, [&] (int row) {
    float s = 0;
    double y = row * step;
    for (int i = 0; i < grid; i++)
      s += (float) perlin.GetValue (i * step, y, 0.37);
    return s;
  });
}

struct Basis
{
  NoiseType type;
  int dims;
  const char *name;
};

// True when NOISE (a prefix, "" for all) names at least one row; otherwise
// says which names there are, so a typo is not an empty table.
template <size_t N>
bool
names_any (const Basis (&bases)[N], const std::string &only)
{
  for (const Basis &b : bases)
    if (std::string (b.name).rfind (only, 0) == 0)
      return true;
  std::fprintf (stderr,
                "no benchmark row starts with \"%s\"; rows:", only.c_str ());
  for (const Basis &b : bases)
    std::fprintf (stderr, " \"%s\"", b.name);
  std::fprintf (stderr, "\n");
  return false;
}

} // namespace

int
main (int argc, char **argv)
{
  if (argc > 3 || (argc > 1 && (grid = std::atoi (argv[1])) < 1))
    {
      std::fprintf (stderr, "usage: %s [GRID [NOISE]]  (GRID > 0)\n", argv[0]);
      return 2;
    }
  std::string only = argc > 2 ? argv[2] : "";
  int cores = (int) std::max (1u, std::thread::hardware_concurrency ());
  const Basis bases[] = {
    { NOISE_VALUE, 2, "value 2D" },
    { NOISE_VALUE, 3, "value 3D" },
    { NOISE_PERLIN, 2, "perlin 2D" },
    { NOISE_PERLIN, 3, "perlin 3D" },
    { NOISE_SIMPLEX_VALUE, 3, "simplex-value 3D" },
    { NOISE_SIMPLEX, 2, "simplex 2D" },
    { NOISE_SIMPLEX, 3, "simplex 3D" },
    { NOISE_SIMPLEX, 4, "simplex 4D" },
    { NOISE_SIMPLEX_2002, 3, "simplex-2002 3D" },
    { NOISE_SIMPLEX_CLASSIC, 2, "simplex-classic 2D" },
  };

  if (!names_any (bases, only))
    return 2;
  std::printf ("grid %d x %d points, best of 3; ns per sample per octave "
               "(lower is faster); %d cores\n\n",
               grid, grid, cores);
  std::printf ("%-20s %3s %7s | %9s %9s | %9s %9s\n", "noise", "oct", "threads",
               "ours", "ours+d", "stb", "libnoise");
  for (const Basis &b : bases)
    if (std::string (b.name).rfind (only, 0) == 0)
      for (int octaves : { 1, 8 })
        for (int threads : { 1, cores })
          {
            double o = ours (b.type, b.dims, octaves, false, threads) / octaves;
            double od = ours (b.type, b.dims, octaves, true, threads) / octaves;
            std::printf ("%-20s %3d %7d | %9.2f %9.2f |", b.name, octaves,
                         threads, o, od);
            if (b.type == NOISE_PERLIN && b.dims == 3)
              {
                double s = stb (octaves, threads) / octaves;
                double l = libnoise (octaves, threads) / octaves;
                std::printf (" %9.2f %9.2f | ours/stb %.2f, ours/libnoise %.2f",
                             s, l, o / s, o / l);
              }
            std::printf ("\n");
          }
  std::printf ("\nours: values only (colour and height output); ours+d: with "
               "the four derivatives (normal maps)\n");

  // Each build of the row path on this processor, 1 thread, 1 octave ("-":
  // not on this processor, or a type only the scalar path has).
  static const char *const paths[NOISE_ISA_COUNT]
      = { "scalar", "generic", "avx2", "avx512", "avx512vbmi" };
  std::printf ("\nper path, 1 thread, 1 octave, values only (ns per sample; "
               "noise_fill_row runs %s):\n%-20s",
               paths[noise_row_best_isa ()], "noise");
  for (int isa = 0; isa < NOISE_ISA_COUNT; isa++)
    std::printf (" %10s", paths[isa]);
  std::printf ("\n");
  for (const Basis &b : bases)
    if (std::string (b.name).rfind (only, 0) == 0)
      {
        NoiseSettings s;
        NoiseState st;
        noise_settings_init (&s);
        s.type = b.type;
        s.dimensions = b.dims;
        bool covered
            = noise_prepare (&s, &st) == NOISE_OK && noise_row_covers (&st);
        std::printf ("%-20s", b.name);
        for (int isa = 0; isa < NOISE_ISA_COUNT; isa++)
          {
            NoiseRowFunc row = noise_row_func ((NoiseIsa) isa);
            if (!row || (isa != NOISE_ISA_SCALAR && !covered))
              std::printf (" %10s", "-");
            else
              std::printf (" %10.2f", ours (b.type, b.dims, 1, false, 1, row));
          }
        std::printf ("\n");
      }
  return 0;
}
