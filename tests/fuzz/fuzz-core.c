/* fuzz-core.c — what the core promises for any settings and any points,
 * checked on every path (noise.h, noise-row.h):
 *
 *   - noise_prepare refuses the settings with a known status, or accepts
 *     only settings inside the ranges noise.h documents;
 *   - an accepted state gives, at every point (NaN, infinity and huge
 *     coordinates included), a finite value in [-1, 1] (a Musgrave mode's
 *     raw values: in noise_value_range) and finite derivatives, at most
 *     NOISE_MAX_DERIVATIVE in magnitude (noise_eval, point by point);
 *   - noise_fill_row, noise_fill_columns, a row split in two, and the row
 *     function of every instruction set this processor runs give exactly
 *     noise_eval's bits, values and derivatives, with derivatives asked for
 *     or not.
 *
 * The input format is in fuzz-core.h.  Any failure prints the case and
 * aborts, which libFuzzer and the replay driver report as a crash; the
 * sanitizers the target is built with report undefined behaviour the same
 * way. */
#include "fuzz-core.h"

#include "noise-row.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct
{
  NoiseSettings settings;
  float origin[4], step[4];
  int x0, n;
  int row[FUZZ_MAX_POINTS]; /* x0 .. x0 + n - 1 */
  int columns[FUZZ_MAX_POINTS];
  int n_columns;
} FuzzCase;

/* A way to fill points, with the signature of the row functions. */
typedef struct
{
  const char *name;
  NoiseRowFunc fill;
} Path;

/* What one path gave for one list of points. */
typedef struct
{
  float values[FUZZ_MAX_POINTS];
  float derivatives[4 * FUZZ_MAX_POINTS];
} Samples;

typedef struct
{
  const uint8_t *data;
  size_t size, at;
} Reader;

/* ---- Decoding (the format is in fuzz-core.h) ---- */

static int
read_word (Reader *r, uint32_t *word)
{
  if (r->size - r->at < 4)
    return 0;
  const uint8_t *b = r->data + r->at;
  *word = (uint32_t) b[0] | (uint32_t) b[1] << 8 | (uint32_t) b[2] << 16
          | (uint32_t) b[3] << 24;
  r->at += 4;
  return 1;
}

static int
read_int (Reader *r, int *field)
{
  uint32_t word;
  int32_t v;
  if (!read_word (r, &word))
    return 0;
  memcpy (&v, &word, sizeof v);
  *field = v;
  return 1;
}

static void
read_float (Reader *r, float *field)
{
  uint32_t word;
  if (read_word (r, &word))
    memcpy (field, &word, sizeof *field);
}

/* A slot's field and element (fuzz-core.h): NULL past the last. */
static const NoiseField *
slot_field (int slot, int *element)
{
  int n;
  const NoiseField *f = noise_settings_fields (&n);
  for (int i = 0; i < n; slot -= f[i].count, i++)
    if (slot < f[i].count)
      {
        *element = slot;
        return &f[i];
      }
  return NULL;
}

/* The records to the end: every element takes any bit pattern (the enums
 * any int), which noise_prepare must check. */
static void
decode_settings (Reader *r, NoiseSettings *s)
{
  noise_settings_init (s);
  while (r->size - r->at >= FUZZ_RECORD_SIZE)
    {
      int slot = r->data[r->at++], element;
      uint32_t word;
      read_word (r, &word);
      const NoiseField *f = slot_field (slot, &element);
      if (f)
        memcpy ((char *) s + f->offset + element * sizeof word, &word,
                sizeof word);
    }
}

static void
decode_row (Reader *r, FuzzCase *c)
{
  static const float default_step[4] = { 0.37f, 0.23f, 0.11f, 0.07f };
  for (int a = 0; a < 4; a++)
    {
      c->origin[a] = 0.0f;
      read_float (r, &c->origin[a]);
    }
  for (int a = 0; a < 4; a++)
    {
      c->step[a] = default_step[a];
      read_float (r, &c->step[a]);
    }
  c->x0 = -5;
  c->n = 19;
  read_int (r, &c->x0);
  if (r->at < r->size)
    c->n = r->data[r->at++];
  int given = r->at < r->size ? r->data[r->at++] : 0;
  /* noise_fill_row's contract: the last column x0 + n - 1 is an int. */
  if (c->n > 0 && c->x0 > INT_MAX - (c->n - 1))
    c->x0 = INT_MAX - (c->n - 1);
  for (int i = 0; i < c->n; i++)
    c->row[i] = c->x0 + i;
  c->n_columns = 0;
  while (c->n_columns < given && read_int (r, &c->columns[c->n_columns]))
    c->n_columns++;
  if (c->n_columns == 0)
    for (int i = 0; i < c->n; i++)
      c->columns[c->n_columns++] = c->row[c->n - 1 - i];
}

/* ---- Reporting ---- */

static unsigned
bits (float f)
{
  uint32_t u;
  memcpy (&u, &f, sizeof u);
  return (unsigned) u;
}

/* Element e of a field of s, as a double (exact for every kind). */
static double
element_value (const NoiseSettings *s, const NoiseField *f, int e)
{
  uint32_t word;
  memcpy (&word, (const char *) s + f->offset + e * sizeof word, sizeof word);
  if (f->kind == NOISE_FIELD_UINT32)
    return word;
  if (f->kind == NOISE_FIELD_FLOAT)
    {
      float v;
      memcpy (&v, &word, sizeof v);
      return v;
    }
  int32_t v;
  memcpy (&v, &word, sizeof v);
  return v;
}

static void
print_case (const FuzzCase *c)
{
  int n;
  const NoiseField *f = noise_settings_fields (&n);
  for (int i = 0; i < n; i++)
    {
      fprintf (stderr, "%s%s", i % 6 ? ", " : i ? ",\n  " : "  ", f[i].name);
      for (int e = 0; e < f[i].count; e++)
        fprintf (stderr, " %.10g", element_value (&c->settings, &f[i], e));
    }
  fprintf (stderr,
           "\n  origin %.9g %.9g %.9g %.9g, step %.9g %.9g %.9g %.9g, "
           "x0 %d, n %d, %d columns\n",
           c->origin[0], c->origin[1], c->origin[2], c->origin[3], c->step[0],
           c->step[1], c->step[2], c->step[3], c->x0, c->n, c->n_columns);
}

static void
fail (const FuzzCase *c, const char *what, int column)
{
  fprintf (stderr, "fuzz-core: %s, at column %d\n", what, column);
  print_case (c);
  abort ();
}

/* ---- noise_prepare ---- */

/* Every field inside its range as NOISE_FIELDS declares it, wherever
 * noise_prepare reads it: octaves only without detail, the loop's fields
 * only when looping, the warp's only with a warp mode. */
static int
fields_in_range (const NoiseSettings *s)
{
  int n;
  const NoiseField *f = noise_settings_fields (&n);
  for (int i = 0; i < n; i++)
    {
      NoiseFieldCheck check = f[i].check;
      if (check == NOISE_CHECK_ANY
          || (check == NOISE_CHECK_OCTAVES && s->detail != 0.0f)
          || (check == NOISE_CHECK_LOOP && !s->looping)
          || ((check == NOISE_CHECK_WARP || check == NOISE_CHECK_WARP_TYPE)
              && s->warp_mode == NOISE_WARP_NONE))
        continue;
      for (int e = 0; e < f[i].count; e++)
        {
          double v = element_value (s, &f[i], e);
          if (!((f[i].min_excluded ? v > f[i].min : v >= f[i].min)
                && v <= f[i].max))
            return 0;
        }
    }
  return 1;
}

/* With a warp mode, the warp's fields as noise.h's DOMAIN WARP and
 * NoiseSettings give them, its type able to warp this noise; the
 * orientation mode only on a type with an orientation, in 2D and up. */
static int
warp_in_range (const NoiseSettings *s)
{
  if (s->warp_mode == NOISE_WARP_NONE)
    return 1;
  if (s->warp_mode == NOISE_WARP_ORIENTATION
      && !noise_type_orientable (s->type, s->dimensions))
    return 0;
  const NoiseTypeInfo *info = noise_type_info (s->warp_type);
  return info && noise_type_has_dimensions (s->warp_type, s->dimensions)
         && (!(s->tile[0] > 0.0f) || info->tiling != NOISE_TILING_NONE)
         && (!s->looping || info->loops);
}

static int
periods_in_range (const NoiseSettings *s)
{
  const NoiseTypeInfo *info = noise_type_info (s->type);
  int tiled = s->tile[0] > 0.0f;
  return tiled == (s->tile[1] > 0.0f) && info
         && (!tiled || info->tiling != NOISE_TILING_NONE)
         && (!s->looping || info->loops);
}

/* Whether noise_prepare accepted the settings; a refusal must name a status
 * noise_status_string knows (its text for a value that is no status is the
 * same as for -1), and its record (NoiseRefusal) that status and a field
 * of NOISE_FIELDS or none. */
static int
prepare (const FuzzCase *c, NoiseState *state)
{
  const NoiseSettings *s = &c->settings;
  NoiseRefusal why;
  NoiseStatus status = noise_prepare (s, state, &why);
  if (why.status != status || why.field < -1 || why.field >= NOISE_FIELD_COUNT)
    fail (c, "noise_prepare's record differs from its status", -1);
  if (status != NOISE_OK)
    {
      if (!strcmp (noise_status_string (status),
                   noise_status_string ((NoiseStatus) -1)))
        fail (c, "noise_prepare refused with an unknown status", -1);
      return 0;
    }
  if (!noise_type_info (s->type)
      || !noise_type_has_dimensions (s->type, s->dimensions)
      || !fields_in_range (s) || !periods_in_range (s) || !warp_in_range (s))
    fail (c, "noise_prepare accepted settings outside noise.h's ranges", -1);
  return 1;
}

/* ---- Points ---- */

/* The world point of a column, computed as noise_fill_row documents:
 * origin + column * step, each component in float.  Components beyond the
 * dimension are computed too: every path must ignore them. */
static void
point_at (const FuzzCase *c, int column, float p[4])
{
  for (int a = 0; a < 4; a++)
    p[a] = c->origin[a] + (float) column * c->step[a];
}

/* ---- Sampling and comparing ---- */

/* [-1, 1], or a Musgrave mode's raw range, which must be finite. */
static void
check_sample (const FuzzCase *c, const NoiseState *st, NoiseSample4 s,
              int column)
{
  float low, high;
  noise_value_range (st, &low, &high);
  if (!(isfinite (low) && isfinite (high) && low < high))
    fail (c, "noise_value_range is not a finite range", column);
  if (!(s.value >= low && s.value <= high))
    fail (c, "noise_eval's value is NaN or outside noise_value_range", column);
  /* Finite, and within the bound noise.h gives (false for NaN). */
  if (!(fabsf (s.dx) <= NOISE_MAX_DERIVATIVE
        && fabsf (s.dy) <= NOISE_MAX_DERIVATIVE
        && fabsf (s.dz) <= NOISE_MAX_DERIVATIVE
        && fabsf (s.dw) <= NOISE_MAX_DERIVATIVE))
    fail (c,
          "noise_eval's derivatives are not finite or exceed "
          "NOISE_MAX_DERIVATIVE",
          column);
}

/* The reference: noise_eval at each column, each sample checked. */
static void
evaluate (const FuzzCase *c, const NoiseState *st, const int *columns, int n,
          Samples *out)
{
  for (int i = 0; i < n; i++)
    {
      float p[4];
      point_at (c, columns[i], p);
      NoiseSample4 s = noise_eval (st, p);
      check_sample (c, st, s, columns[i]);
      out->values[i] = s.value;
      memcpy (&out->derivatives[4 * i], &s.dx, 4 * sizeof (float));
    }
}

/* The first of a point's values (0) and derivatives (1..4) whose bits
 * differ, or -1. */
static int
first_difference (const Samples *want, const Samples *got, int i,
                  int derivatives)
{
  for (int k = 0; k < (derivatives ? 5 : 1); k++)
    {
      const float *w = k ? &want->derivatives[4 * i + k - 1] : &want->values[i];
      const float *g = k ? &got->derivatives[4 * i + k - 1] : &got->values[i];
      if (memcmp (w, g, sizeof *w))
        return k;
    }
  return -1;
}

static void
compare (const FuzzCase *c, const char *path, const Samples *want,
         const Samples *got, const int *columns, int n, int derivatives)
{
  static const char *const parts[]
      = { "value", "d/dx", "d/dy", "d/dz", "d/dw" };
  char what[200];
  for (int i = 0; i < n; i++)
    {
      int k = first_difference (want, got, i, derivatives);
      if (k < 0)
        continue;
      float w = k ? want->derivatives[4 * i + k - 1] : want->values[i];
      float g = k ? got->derivatives[4 * i + k - 1] : got->values[i];
      snprintf (what, sizeof what,
                "%s: %s %.9g (bits %08x) differs from noise_eval's %.9g "
                "(bits %08x)",
                path, parts[k], g, bits (g), w, bits (w));
      fail (c, what, columns[i]);
    }
}

/* ---- The paths ---- */

static void
public_fill (const NoiseState *st, const float origin[4], const float step[4],
             int x0, const int *index, int n, float *values, float *derivatives)
{
  if (index)
    noise_fill_columns (st, origin, step, index, n, values, derivatives);
  else
    noise_fill_row (st, origin, step, x0, n, values, derivatives);
}

/* The same in two pieces: absolute indices make any split identical. */
static void
split_fill (const NoiseState *st, const float origin[4], const float step[4],
            int x0, const int *index, int n, float *values, float *derivatives)
{
  int k = n / 3;
  public_fill (st, origin, step, x0, index, k, values, derivatives);
  /* Chosen columns carry their own indices: x0 stays (near INT_MAX, x0 + k
   * would overflow). */
  public_fill (st, origin, step, index ? x0 : x0 + k, index ? index + k : NULL,
               n - k, values + k, derivatives ? derivatives + 4 * k : NULL);
}

/* The same points given one by one (noise_fill_points), each written as
 * the row path computes it (origin + column * step, in float). */
static void
points_fill (const NoiseState *st, const float origin[4], const float step[4],
             int x0, const int *index, int n, float *values, float *derivatives)
{
  static float points[4 * FUZZ_MAX_POINTS];
  for (int i = 0; i < n; i++)
    for (int a = 0; a < 4; a++)
      points[4 * i + a]
          = origin[a] + (float) (index ? index[i] : x0 + i) * step[a];
  noise_fill_points (st, points, n, values, derivatives);
}

/* One path over the row (index NULL) or the columns, with derivatives and
 * without; outputs start as NaN so a point left unwritten shows. */
static void
check_path (const FuzzCase *c, const NoiseState *st, const char *path,
            NoiseRowFunc fill, const int *index, const int *columns, int n,
            const Samples *want)
{
  static Samples got;
  for (int derivatives = 0; derivatives < 2; derivatives++)
    {
      memset (&got, 0xff, sizeof got);
      fill (st, c->origin, c->step, c->x0, index, n, got.values,
            derivatives ? got.derivatives : NULL);
      compare (c, path, want, &got, columns, n, derivatives);
    }
}

static const char *
isa_name (NoiseIsa isa)
{
  static const char *const names[] = {
    "scalar row", "generic row", "AVX2 row", "AVX-512 row", "AVX-512 VBMI row",
  };
  return (unsigned) isa < sizeof names / sizeof *names ? names[isa]
                                                       : "a new ISA's row";
}

/* The public entry points, whole and split, and every instruction set's row
 * function this processor runs. */
static int
list_paths (Path *paths)
{
  int n = 0;
  paths[n++] = (Path) { "noise_fill_row/columns", public_fill };
  paths[n++] = (Path) { "noise_fill_row/columns in two pieces", split_fill };
  paths[n++] = (Path) { "noise_fill_points", points_fill };
  for (int isa = 0; isa < NOISE_ISA_COUNT; isa++)
    if (noise_row_func ((NoiseIsa) isa))
      paths[n++] = (Path) { isa_name ((NoiseIsa) isa),
                            noise_row_func ((NoiseIsa) isa) };
  return n;
}

/* Every path, first along the row, then at the columns. */
static void
check_paths (const FuzzCase *c, const NoiseState *st, const Samples *row,
             const Samples *at_columns)
{
  Path paths[NOISE_ISA_COUNT + 3];
  char name[100];
  int n = list_paths (paths);
  for (int i = 0; i < n; i++)
    {
      check_path (c, st, paths[i].name, paths[i].fill, NULL, c->row, c->n, row);
      snprintf (name, sizeof name, "%s, columns", paths[i].name);
      check_path (c, st, name, paths[i].fill, c->columns, c->columns,
                  c->n_columns, at_columns);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static FuzzCase c;
  static NoiseState state;
  static Samples row, at_columns;
  Reader r = { data, size, 0 };

  decode_row (&r, &c);
  decode_settings (&r, &c.settings);
  if (!prepare (&c, &state))
    return 0;
  evaluate (&c, &state, c.row, c.n, &row);
  evaluate (&c, &state, c.columns, c.n_columns, &at_columns);
  check_paths (&c, &state, &row, &at_columns);
  return 0;
}
