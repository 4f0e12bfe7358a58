// bench-core — samples per second of the noise core beside the peers that
// Debian packages (stb_perlin.h from libstb-dev, libnoise from
// libnoise-dev: its Perlin beside our perlin 3D, its Voronoi beside our
// cellular), on the same grid, in one process and one run, single threaded
// and on every core; prints a table with ratios.  A benchmark, not a test:
// run it with build-aux/bench (see BENCHMARKS.md).
//
// FastNoise2 (not packaged, never vendored): when FASTNOISE2_DIR names a
// build or install of it (a folder with lib/libFastNoise.so, or the .so
// itself), its C API is loaded at run time and a second table puts ours /
// FastNoise2 side by side on equal work, on the widest path of both and on
// both capped at AVX2; without it that table is skipped with a message.
//
//   bench-core [GRID [NOISE]]   (GRID x GRID points per measurement, default
//                               1024; NOISE: only the rows whose name
//                               starts with it, e.g. "simplex 3D")
#include "noise.h"
#include "noise-row.h" // each build of the row path, by name

#include "../core/gabor-reference.h" // Gabor noise the straightforward way

#define STB_PERLIN_IMPLEMENTATION
#include <stb_perlin.h>

#include <libnoise/noise.h>

#include <dlfcn.h>

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

namespace
{

int grid = 1024;
const int first_rounds = 5;    // rounds of each fill in the first table
const float step = 1.0f / 128; // 8 cells across 1024 points at frequency 1
volatile float sink;

// The CPU time of the calling thread, in nanoseconds.
double
thread_ns ()
{
  timespec t;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

// Runs fill(row) for every row, on `threads` threads; the CPU time of the
// busiest thread, in nanoseconds per sample: on a quiet machine the
// wall-clock time, on a shared one without the time spent waiting for a
// core (as the harness measures).
double
time_once (int threads, const std::function<float (int)> &fill)
{
  std::vector<std::thread> pool;
  std::vector<float> sums (threads);
  std::vector<double> busy (threads);
  for (int t = 0; t < threads; t++)
    pool.emplace_back ([&, t] {
      double start = thread_ns ();
      float s = 0;
      for (int row = t; row < grid; row += threads)
        s += fill (row);
      sums[t] = s;
      busy[t] = thread_ns () - start;
    });
  for (auto &th : pool)
    th.join ();
  for (float s : sums)
    sink = sink + s;
  return *std::max_element (busy.begin (), busy.end ())
         / ((double) grid * grid);
}

// The best of three runs.
double
time_rows (int threads, const std::function<float (int)> &fill)
{
  double best = 1e30;
  for (int run = 0; run < 3; run++)
    best = std::min (best, time_once (threads, fill));
  return best;
}

// Two fills, run in turn (a, b, a, b, ...) so that both see the same load
// of a shared machine, `rounds` runs of each: each one's times, sorted
// (their minimum, median and maximum are the spread the tables print), and
// the ratio a / b of each round, taken in turn, sorted.
struct Pair
{
  std::vector<double> ta, tb, ratios;
  double a, b; // the medians of ta and tb
};

double
median (std::vector<double> v)
{
  std::sort (v.begin (), v.end ());
  size_t n = v.size ();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

Pair
time_pair (int threads, int rounds, const std::function<float (int)> &a,
           const std::function<float (int)> &b)
{
  Pair p;
  for (int run = 0; run < rounds; run++)
    {
      p.ta.push_back (time_once (threads, a));
      p.tb.push_back (time_once (threads, b));
      p.ratios.push_back (p.ta.back () / p.tb.back ());
    }
  std::sort (p.ta.begin (), p.ta.end ());
  std::sort (p.tb.begin (), p.tb.end ());
  std::sort (p.ratios.begin (), p.ratios.end ());
  p.a = median (p.ta);
  p.b = median (p.tb);
  return p;
}

// The machine's load as /proc/loadavg says it (1, 5 and 15 minutes), or
// "unknown".
std::string
load_average ()
{
  char line[128] = "";
  FILE *f = std::fopen ("/proc/loadavg", "r");
  bool ok = f && std::fgets (line, sizeof line, f);
  if (f)
    std::fclose (f);
  if (!ok)
    return "unknown";
  std::string s (line);
  size_t end = 0;
  for (int field = 0; field < 3 && end != std::string::npos; field++)
    end = s.find (' ', end + (field > 0));
  return s.substr (0, end);
}

// Our prepared state for a row of the table: frequency 1, default fractal;
// cellular F1, Euclidean, jitter 1 (the defaults, named here because the
// peers' rows are chosen to match them).
NoiseState
prepared (NoiseType type, int dims, int octaves)
{
  NoiseSettings s;
  NoiseState st;
  noise_settings_init (&s);
  s.type = type;
  s.dimensions = dims;
  s.frequency = 1.0f;
  s.octaves = octaves;
  s.cellular_return = NOISE_CELLULAR_F1;
  s.metric = NOISE_METRIC_EUCLIDEAN;
  s.jitter = 1.0f;
  if (noise_prepare (&s, &st, NULL) != NOISE_OK)
    std::abort ();
  return st;
}

// A thread's buffer `which` for a row's output, of n floats, made once
// and reused from row to row, as a renderer reuses its tile buffers: a
// fill's time is then the noise's alone.  Made and zeroed for every row,
// the derivatives' four floats a point cost ours+d alone about 0.13 ns a
// sample (one octave of 2D simplex: 2.75 against 2.62 ns, Zen 4).
std::vector<float> &
row_buffer (int which, size_t n)
{
  thread_local std::vector<float> buffers[2];
  if (buffers[which].size () < n)
    buffers[which].resize (n);
  return buffers[which];
}

// The fill of one row by our core through its row call, as the plug-in
// uses it (or through one build of the row path).
std::function<float (int)>
our_fill (const NoiseState &st, bool derivatives, NoiseRowFunc path = nullptr)
{
  return [&st, derivatives, path] (int row) {
    std::vector<float> &values = row_buffer (0, grid);
    std::vector<float> &d = row_buffer (1, derivatives ? 4 * grid : 0);
    const float origin[4] = { 0.0f, row * step, 0.37f, 0.11f };
    const float across[4] = { step, 0.0f, 0.0f, 0.0f };
    if (path)
      path (&st, origin, across, 0, nullptr, grid, values.data (),
            derivatives ? d.data () : nullptr);
    else
      noise_fill_row (&st, origin, across, 0, grid, values.data (),
                      derivatives ? d.data () : nullptr);
    return values[grid / 2];
  };
}

double
ours (NoiseType type, int dims, int octaves, bool derivatives, int threads,
      NoiseRowFunc path = nullptr)
{
  NoiseState st = prepared (type, dims, octaves);
  return time_rows (threads, our_fill (st, derivatives, path));
}

// The same noise warped by one level of its own type (independent, one
// warp octave at the noise's frequency, amount 1 cell).
double
ours_warped (NoiseType type, int dims, bool derivatives)
{
  NoiseState st = prepared (type, dims, 1);
  NoiseSettings s = st.layer.settings;
  s.warp_mode = NOISE_WARP_INDEPENDENT;
  s.warp_type = type;
  s.warp_frequency = 1.0f;
  s.warp_octaves = 1;
  if (noise_prepare (&s, &st, NULL) != NOISE_OK)
    std::abort ();
  return time_rows (1, our_fill (st, derivatives));
}

// The same noise eroded (core/noise.h, EROSION) by erosion_octaves
// octaves of gullies, the other erosion settings at their defaults.
double
ours_eroded (NoiseType type, int dims, int octaves, int erosion_octaves,
             bool derivatives)
{
  NoiseState st = prepared (type, dims, octaves);
  NoiseSettings s = st.layer.settings;
  s.erosion_strength = 0.3f;
  s.erosion_octaves = erosion_octaves;
  if (noise_prepare (&s, &st, NULL) != NOISE_OK)
    std::abort ();
  return time_rows (1, our_fill (st, derivatives));
}

// Cellular with other settings than the defaults of `prepared`: 3D, six
// octaves at frequency 4 (the top octave at 128 cells per unit), 1 thread.
double
ours_cellular (NoiseCellularReturn ret, NoiseMetric metric, float exponent,
               bool derivatives)
{
  NoiseState st = prepared (NOISE_CELLULAR, 3, 6);
  NoiseSettings s = st.layer.settings;
  s.frequency = 4.0f;
  s.cellular_return = ret;
  s.metric = metric;
  s.minkowski_exponent = exponent;
  if (noise_prepare (&s, &st, NULL) != NOISE_OK)
    std::abort ();
  return time_rows (1, our_fill (st, derivatives));
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

// libnoise's Voronoi as F1: displacement 0 (no cell value added to the
// distance), the distance on, frequency 1 as ours, on our grid.  It is 3D
// only: the 2D row samples its plane z = 0, the 3D row ours (z = 0.37).
// One octave: it has no fractal.
double
voronoi (int dims, int threads)
{
  noise::module::Voronoi voronoi;
  voronoi.SetFrequency (1.0);
  voronoi.SetDisplacement (0.0);
  voronoi.EnableDistance (true);
  double z = dims == 2 ? 0.0 : 0.37;
  return time_rows (threads, [&] (int row) {
    float s = 0;
    double y = row * step;
    for (int i = 0; i < grid; i++)
      s += (float) voronoi.GetValue (i * step, y, z);
    return s;
  });
}

// Gabor noise by the test's straightforward sparse convolution
// (tests/core/gabor-reference.h: double, libm, one point at a time) on the
// grid and settings of our gabor 2D row, one octave.
double
gabor_reference_time (int threads)
{
  NoiseState st = prepared (NOISE_GABOR, 2, 1);
  double deviation = gabor_deviation (2);
  return time_rows (threads, [&st, deviation] (int row) {
    const NoiseLayer &l = st.layer;
    float v = 0;
    for (int i = 0; i < grid; i++)
      {
        double q[3]
            = { (float) (i * step * l.frequency[0][0] + l.offset[0][0]),
                (float) (row * step * l.frequency[0][1] + l.offset[0][1]), 0 };
        double re, im;
        gabor_reference (&l.settings, l.perm, l.period[0], q, &re, &im);
        float value
            = (float) gabor_reference_value (&l.settings, re, im, deviation);
        if (i == grid / 2)
          v = value;
      }
    return v;
  });
}

// The peers' columns of a row of the first table, o our time for it: stb
// and libnoise's Perlin beside perlin 3D; libnoise's Voronoi beside
// cellular, one octave, and cellular 2D against our own simplex 2D (issue
// 23 asks ours/libnoise <= 0.10 and ours/simplex 2D <= 2.5 there).
void
print_peers (NoiseType type, int dims, int octaves, int threads, double o)
{
  if (type == NOISE_PERLIN && dims == 3)
    {
      double s = stb (octaves, threads) / octaves;
      double l = libnoise (octaves, threads) / octaves;
      std::printf (" %9.2f %9.2f | ours/stb %.2f, ours/libnoise %.2f", s, l,
                   o / s, o / l);
    }
  else if (type == NOISE_CELLULAR && octaves == 1)
    {
      double l = voronoi (dims, threads);
      std::printf (" %9s %9.2f | ours/libnoise %.3f", "", l, o / l);
      if (dims == 2)
        std::printf (", ours/simplex 2D %.2f",
                     o / ours (NOISE_SIMPLEX, 2, 1, false, threads));
    }
  else if (type == NOISE_GABOR && octaves == 1)
    {
      // Issue 40: within 8 x simplex 2D; the reference in the peers' place.
      double r = gabor_reference_time (threads);
      std::printf (" %9.2f %9s | ours/reference %.3f, ours/simplex 2D %.2f", r,
                   "", o / r, o / ours (NOISE_SIMPLEX, 2, 1, false, threads));
    }
}

// FastNoise2 through its C API (FastNoise_C.h), loaded at run time from the
// build the user names: nothing of it is compiled in.
struct FastNoise2
{
  void *lib = nullptr;
  std::string path;
  int (*count) ();
  const char *(*name) (int);
  int (*variables) (int);
  const char *(*variable) (int, int);
  void *(*create) (int, unsigned);
  void (*release) (void *);
  unsigned (*feature_set) (const void *);
  bool (*set_float) (void *, int, float);
  bool (*set_int) (void *, int, int);
  bool (*set_source) (void *, int, const void *);
  int (*enums) (int, int);
  const char *(*enum_name) (int, int, int);
  void (*grid2) (const void *, float *, float, float, int, int, float, float,
                 int, float *);
  void (*grid3) (const void *, float *, float, float, float, int, int, int,
                 float, float, float, int, float *);
};

// FastSIMD's feature sets, as that library numbers them (bit n: flag n of
// its FeatureFlag list): AVX2 caps at x86 + SSE..AVX2; ~0 is no cap.
const unsigned fn2_avx2 = 0x3feu, fn2_widest = ~0u;

const char *
fn2_feature_name (unsigned f)
{
  if (f == fn2_avx2)
    return "AVX2";
  if (f == (fn2_avx2 | 0x3c00u))
    return "AVX-512";
  return "other";
}

// Loads FASTNOISE2_DIR's library; false (with the reason in why) when
// there is none.
bool
fn2_load (FastNoise2 &fn, std::string &why)
{
  const char *dir = std::getenv ("FASTNOISE2_DIR");
  if (!dir || !*dir)
    {
      why = "FASTNOISE2_DIR is not set";
      return false;
    }
  for (const char *tail :
       { "", "/lib/libFastNoise.so", "/lib64/libFastNoise.so",
         "/Release/lib/libFastNoise.so", "/libFastNoise.so" })
    if ((fn.lib = dlopen ((fn.path = std::string (dir) + tail).c_str (),
                          RTLD_NOW | RTLD_LOCAL)))
      break;
  if (!fn.lib)
    {
      why = "no libFastNoise.so in " + std::string (dir)
            + " (lib/, lib64/, Release/lib/ or the folder itself)";
      return false;
    }
  bool ok = true;
  auto load = [&] (auto &f, const char *symbol) {
    f = reinterpret_cast<std::remove_reference_t<decltype (f)> > (
        dlsym (fn.lib, symbol));
    ok = ok && f;
  };
  load (fn.count, "fnGetMetadataCount");
  load (fn.name, "fnGetMetadataName");
  load (fn.variables, "fnGetMetadataVariableCount");
  load (fn.variable, "fnGetMetadataVariableName");
  load (fn.create, "fnNewFromMetadata");
  load (fn.release, "fnDeleteNodeRef");
  load (fn.feature_set, "fnGetActiveFeatureSet");
  load (fn.set_float, "fnSetVariableFloat");
  load (fn.set_int, "fnSetVariableIntEnum");
  load (fn.set_source, "fnSetNodeLookup");
  load (fn.enums, "fnGetMetadataEnumCount");
  load (fn.enum_name, "fnGetMetadataEnumName");
  load (fn.grid2, "fnGenUniformGrid2D");
  load (fn.grid3, "fnGenUniformGrid3D");
  if (!ok)
    why = fn.path + " lacks FastNoise2's C API (FastNoise_C.h)";
  return ok;
}

int
fn2_id (const FastNoise2 &fn, const char *node)
{
  for (int id = 0; id < fn.count (); id++)
    if (std::string (fn.name (id)) == node)
      return id;
  std::fprintf (stderr, "FastNoise2 has no node %s\n", node);
  std::abort ();
}

int
fn2_variable (const FastNoise2 &fn, int id, const char *name)
{
  for (int v = 0; v < fn.variables (id); v++)
    if (std::string (fn.variable (id, v)) == name)
      return v;
  std::fprintf (stderr, "FastNoise2's node %d has no %s\n", id, name);
  std::abort ();
}

// Sets the enum variable `name` of node `id` to its option `option`.
void
fn2_set_enum (const FastNoise2 &fn, void *node, int id, const char *name,
              const char *option)
{
  int v = fn2_variable (fn, id, name);
  for (int e = 0; e < fn.enums (id, v); e++)
    if (std::string (fn.enum_name (id, v, e)) == option)
      {
        fn.set_int (node, v, e);
        return;
      }
  std::fprintf (stderr, "FastNoise2's %s has no %s\n", name, option);
  std::abort ();
}

// A FastNoise2 generator equal to ours in the table: the node at frequency
// 1 ("Feature Scale" is its 1 / frequency), its "Distance Function" set to
// `distance` when given (cellular nodes); with octaves > 1 under an fBm of
// lacunarity 2 and gain 0.5 (its defaults, and ours).  Returns the root;
// *source receives the generator to release with it.
void *
fn2_node (const FastNoise2 &fn, const char *node, const char *distance,
          int octaves, unsigned features, void **source)
{
  int id = fn2_id (fn, node);
  *source = fn.create (id, features);
  fn.set_float (*source, fn2_variable (fn, id, "Feature Scale"), 1.0f);
  if (distance)
    fn2_set_enum (fn, *source, id, "Distance Function", distance);
  if (octaves == 1)
    return *source;
  int fbm = fn2_id (fn, "FractalFBm");
  void *root = fn.create (fbm, features);
  fn.set_source (root, 0, *source);
  fn.set_int (root, fn2_variable (fn, fbm, "Octaves"), octaves);
  fn.set_float (root, fn2_variable (fn, fbm, "Lacunarity"), 2.0f);
  return root;
}

// FastNoise2's fill of one row, on the grid of our_fill.
std::function<float (int)>
fn2_fill (const FastNoise2 &fn, const void *node, int dims)
{
  return [&fn, node, dims] (int row) {
    std::vector<float> &values = row_buffer (0, grid);
    if (dims == 2)
      fn.grid2 (node, values.data (), 0.0f, row * step, grid, 1, step, step, 0,
                nullptr);
    else
      fn.grid3 (node, values.data (), 0.0f, row * step, 0.37f, grid, 1, 1, step,
                step, step, 0, nullptr);
    return values[grid / 2];
  };
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
    { NOISE_CELLULAR, 2, "cellular 2D" },
    { NOISE_CELLULAR, 3, "cellular 3D" },
    { NOISE_WAVE, 2, "wave 2D" },   // bands along x, sine: issue 40's 1.5x
    { NOISE_GABOR, 2, "gabor 2D" }, // value, anisotropy 1: issue 40's 8x
  };

  if (!names_any (bases, only))
    return 2;
  std::printf ("grid %d x %d points; CPU ns of the busiest thread per sample "
               "per octave (lower is faster); %d cores; load %s\n",
               grid, grid, cores, load_average ().c_str ());
  std::printf ("first table: ours and ours+d run in turn, %d rounds of each: "
               "minimum, median and maximum; d/v: the median of the rounds' "
               "ours+d / ours; the other tables: the best of 3\n\n",
               first_rounds);
  std::printf ("%-20s %3s %7s | %-20s | %-20s | %5s | %9s %9s\n", "", "", "",
               "ours", "ours+d", "", "", "");
  std::printf ("%-20s %3s %7s | %6s %6s %6s | %6s %6s %6s | %5s | %9s %9s\n",
               "noise", "oct", "threads", "min", "median", "max", "min",
               "median", "max", "d/v", "stb", "libnoise");
  for (const Basis &b : bases)
    if (std::string (b.name).rfind (only, 0) == 0)
      for (int octaves : { 1, 8 })
        for (int threads : { 1, cores })
          {
            NoiseState st = prepared (b.type, b.dims, octaves);
            Pair t = time_pair (threads, first_rounds, our_fill (st, false),
                                our_fill (st, true));
            double o = t.a / octaves, k = 1.0 / octaves;
            std::printf (
                "%-20s %3d %7d | %6.2f %6.2f %6.2f | %6.2f %6.2f %6.2f "
                "| %5.2f |",
                b.name, octaves, threads, t.ta.front () * k, o,
                t.ta.back () * k, t.tb.front () * k, t.b * k, t.tb.back () * k,
                1.0 / median (t.ratios));
            print_peers (b.type, b.dims, octaves, threads, o);
            std::printf ("\n");
          }
  std::printf ("load at the end of the first table %s\n",
               load_average ().c_str ());
  std::printf ("\nours: values only (colour and height output); ours+d: with "
               "the four derivatives (normal maps); cellular: F1, Euclidean, "
               "jitter 1\nlibnoise: Perlin beside perlin 3D; Voronoi beside "
               "cellular, one octave (displacement 0, distance on, frequency "
               "1; 3D only, at z = 0 for cellular 2D)\ngabor 2D: the "
               "straightforward sparse convolution of the tests in the stb "
               "column (double, libm, every impulse)\n");

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
        bool covered = noise_prepare (&s, &st, NULL) == NOISE_OK
                       && noise_row_covers (&st);
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
  // Domain warp: one level moves each of the n coordinates by a noise of
  // the warp's type, so it evaluates n noises besides the noise itself;
  // its overhead is what it costs beyond those (issue 23: at most 1).
  std::printf ("\ndomain warp, 1 thread, 1 octave warped by one level of its "
               "own type (ns per sample):\n%-20s %9s %9s %9s %9s %9s\n",
               "noise", "plain", "warped", "plain+d", "warped+d", "overhead");
  for (const Basis &b : bases)
    if (std::string (b.name).rfind (only, 0) == 0
        && (b.type == NOISE_SIMPLEX || b.type == NOISE_PERLIN
            || b.type == NOISE_CELLULAR)
        && b.dims < 4)
      {
        double plain = ours (b.type, b.dims, 1, false, 1);
        double plain_d = ours (b.type, b.dims, 1, true, 1);
        double warped = ours_warped (b.type, b.dims, false);
        double warped_d = ours_warped (b.type, b.dims, true);
        std::printf ("%-20s %9.2f %9.2f %9.2f %9.2f %9.2f\n", b.name, plain,
                     warped, plain_d, warped_d,
                     (warped - plain) / (b.dims * plain));
      }
  std::printf ("overhead: (warped - plain) / (dimensions x plain), values "
               "only: the warp's cost over the n noises it evaluates\n");

  // Erosion (issue 37): eroded terrain beside the same noise uneroded, and
  // the cost of one erosion octave beside one octave of simplex 2D (the
  // issue's aim: within 3 times).
  if (std::string ("simplex 2D").rfind (only, 0) == 0)
    {
      double octave = ours (NOISE_SIMPLEX, 2, 1, false, 1);
      double plain = ours (NOISE_SIMPLEX, 2, 8, false, 1);
      double e1 = ours_eroded (NOISE_SIMPLEX, 2, 8, 1, false);
      double e5 = ours_eroded (NOISE_SIMPLEX, 2, 8, 5, false);
      double e5d = ours_eroded (NOISE_SIMPLEX, 2, 8, 5, true);
      std::printf ("\nerosion, simplex 2D, 8 octaves, 1 thread (ns per "
                   "sample, all octaves):\n%-20s %9s %9s %9s %9s\n",
                   "", "plain", "eroded 1", "eroded 5", "eroded 5+d");
      std::printf ("%-20s %9.2f %9.2f %9.2f %9.2f\n", "simplex 2D", plain, e1,
                   e5, e5d);
      std::printf ("one erosion octave: %.1f ns, %.1f times a simplex 2D "
                   "octave (%.2f ns); the stage's fixed part (the "
                   "curvature's 8 extra samples): %.1f ns\n",
                   (e5 - e1) / 4, (e5 - e1) / 4 / octave, octave,
                   e1 - plain - (e5 - e1) / 4);
    }

  // Cellular's costliest settings beside its defaults (issue 34: at most
  // 10 times F1, Euclidean, on the same grid): the far rings of Minkowski
  // below 1, the second nearest, and the 5^n-cell returns.
  if (std::string ("cellular 3D").rfind (only, 0) == 0)
    {
      struct
      {
        NoiseCellularReturn ret;
        NoiseMetric metric;
        float exponent;
        const char *name;
      } const worst[] = {
        { NOISE_CELLULAR_F1, NOISE_METRIC_EUCLIDEAN, 0.5f, "f1 euclidean" },
        { NOISE_CELLULAR_F1, NOISE_METRIC_MINKOWSKI, 0.5f, "f1 minkowski 0.5" },
        { NOISE_CELLULAR_F2, NOISE_METRIC_MINKOWSKI, 0.5f, "f2 minkowski 0.5" },
        { NOISE_CELLULAR_F2, NOISE_METRIC_MINKOWSKI, 1.0f, "f2 minkowski 1" },
        { NOISE_CELLULAR_EDGE, NOISE_METRIC_EUCLIDEAN, 0.5f, "edge" },
        { NOISE_CELLULAR_SMOOTH_F1, NOISE_METRIC_EUCLIDEAN, 0.5f,
          "smooth-f1 euclidean" },
        { NOISE_CELLULAR_SMOOTH_F1, NOISE_METRIC_MINKOWSKI, 0.5f,
          "smooth-f1 mink. 0.5" },
      };
      std::printf ("\ncellular 3D, 6 octaves at frequency 4, jitter 1, 1 "
                   "thread (ns per sample, all octaves):\n%-20s %9s %9s %9s "
                   "%9s\n",
                   "return, metric", "ours", "ratio", "ours+d", "ratio");
      double base = 0, base_d = 0;
      for (const auto &w : worst)
        {
          double o = ours_cellular (w.ret, w.metric, w.exponent, false);
          double od = ours_cellular (w.ret, w.metric, w.exponent, true);
          if (base == 0)
            base = o, base_d = od;
          std::printf ("%-20s %9.2f %9.2f %9.2f %9.2f\n", w.name, o, o / base,
                       od, od / base_d);
        }
      std::printf ("ratio: to F1, Euclidean (the first row), values only and "
                   "with derivatives\n");
    }

  // Ours / FastNoise2: the cases, values only, on equal work.
  std::printf ("\n");
  FastNoise2 fn;
  std::string why;
  if (!fn2_load (fn, why))
    {
      std::printf ("ours / FastNoise2: skipped (%s; build FastNoise2 and set "
                   "FASTNOISE2_DIR, see BENCHMARKS.md)\n",
                   why.c_str ());
      return 0;
    }
  struct Peer
  {
    Basis basis;
    const char *node;
    const char *distance; // cellular: FN2's distance function
  };
  // CellularDistance as ours: F1 ("Distance Index 0" 0, "Return Type"
  // Index0, its defaults), Euclidean (its default is the square); 3 x 3
  // cells as ours, its "Grid Jitter" 1 (its default, feature points within
  // 0.44 cell of the centre, where ours may be anywhere in the cell).
  const Peer peers[] = {
    { bases[5], "Simplex", nullptr },
    { bases[6], "Simplex", nullptr },
    { bases[3], "Perlin", nullptr },
    { bases[0], "Value", nullptr },
    { bases[10], "CellularDistance", "Euclidean" },
  };
  const struct
  {
    const char *name;
    NoiseIsa isa;
    unsigned features;
  } sides[] = { { "widest", noise_row_best_isa (), fn2_widest },
                { "AVX2", NOISE_ISA_AVX2, fn2_avx2 } };
  std::printf ("ours / FastNoise2 (%s), values only, ns per sample per "
               "octave, median of 5 runs taken in turn; the ratio of each "
               "round: minimum, median, maximum; load %s:\n",
               fn.path.c_str (), load_average ().c_str ());
  std::printf ("%-20s %3s %7s", "noise", "oct", "threads");
  for (const auto &side : sides)
    std::printf (" | %-7s %6s %6s %5s %5s %5s", side.name, "ours", "FN2", "min",
                 "ratio", "max");
  std::printf ("\n");
  for (const Peer &peer : peers)
    if (std::string (peer.basis.name).rfind (only, 0) == 0)
      for (int octaves : { 1, 8 })
        for (int threads : { 1, cores })
          {
            NoiseState st
                = prepared (peer.basis.type, peer.basis.dims, octaves);
            std::printf ("%-20s %3d %7d", peer.basis.name, octaves, threads);
            for (const auto &side : sides)
              {
                NoiseRowFunc path = noise_row_func (side.isa);
                if (!path)
                  {
                    std::printf (" | %-7s %6s %6s %5s %5s %5s", "-", "-", "-",
                                 "-", "-", "-");
                    continue;
                  }
                void *source,
                    *node = fn2_node (fn, peer.node, peer.distance, octaves,
                                      side.features, &source);
                Pair t = time_pair (threads, 5, our_fill (st, false, path),
                                    fn2_fill (fn, node, peer.basis.dims));
                std::printf (" | %-7s %6.2f %6.2f %5.2f %5.2f %5.2f",
                             fn2_feature_name (fn.feature_set (node)),
                             t.a / octaves, t.b / octaves, t.ratios.front (),
                             median (t.ratios), t.ratios.back ());
                if (node != source)
                  fn.release (node);
                fn.release (source);
              }
            std::printf ("\n");
          }
  std::printf ("ours runs %s on the widest side; FN2's column says which "
               "path it ran; load at the end %s\n",
               paths[noise_row_best_isa ()], load_average ().c_str ());
  return 0;
}
