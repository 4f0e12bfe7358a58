/* test-sweep.c — a property sweep over the settings table (issue 34):
 * random in-range settings, the ends of each range favoured, over every
 * type, fractal mode, cellular return, metric, warp mode and type, output,
 * planet, tiles, frames and detail, through the table's one conversion
 * (noise_settings_from_object, on an object holding the GEGL operation's
 * properties, as the live filter does) into the render layer.
 *
 * Every case is drawn from the table (settings.h), so a new setting is
 * swept as soon as it is declared.  Each case must
 *   - through the procedure (a conflict refused, noise_settings_conflict,
 *     else resolved): render finite pixels (no NaN or infinity in any
 *     component), opaque (alpha 1: the gradient is), or be refused by
 *     noise_canvas_prepare;
 *   - through the operation (resolved, noise_settings_resolve, as the live
 *     filter, which cannot refuse, renders it): render as above, or be
 *     refused only for what no setting's default avoids --
 *     ACCEPTED_REFUSAL.  Anything else is a transparent layer for settings
 *     the dialog offers together;
 *   - do bounded work: see work_units.
 *
 * A failing case is printed as the operation's properties, ready for
 *   gegl -o out.npy -- noise-render:noise-2 width=W height=H ... crop
 * and the fixed cases below are written the same way.  The draws are
 * deterministic (g_rand with a fixed seed; NOISE_SWEEP_SEED=N draws
 * others, to hunt); NOISE_TEST_QUICK (the sanitized run) draws fewer. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "dialog-layout.h"

/* The table as data: one entry per setting. */
typedef struct
{
  NoiseKind kind;
  const char *prop; /* the operation's property (C identifier) */
  double min, max, def;
  double ui_min, ui_max; /* the sliders' useful part */
  gboolean log;          /* the slider is logarithmic: draw across decades */
  NoiseApplies applies;
  NoiseChoices choices;
} Setting;

#define SETTING_ROW(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN,       \
                    UI_MAX, UI_LOG, UNIT, APPLIES, FIELD, CHOICES)             \
  { NOISE_KIND_##KIND,      #PROP,          (double) (MIN),                    \
    (double) (MAX),         (double) (DEF), (double) (UI_MIN),                 \
    (double) (UI_MAX),      UI_LOG,         APPLIES,                           \
    NOISE_CHOICES_##CHOICES },
static const Setting table[] = { NOISE_SETTINGS (SETTING_ROW) };
#undef SETTING_ROW
#define N_SETTINGS G_N_ELEMENTS (table)

/* One case: a value for every setting (a choice's id), the frame (the
 * operation's own property) and the canvas size. */
typedef struct
{
  double value[N_SETTINGS];
  int frame, width, height;
} Case;

/* What no default avoids: the finest octave over the core's frequency
 * limit (frequency, lacunarity and octaves all apply), a tile whose
 * whole cells are over it, a loop whose cells at the finest octave are
 * over an int (loop length, lacunarity and octaves), pixels float does
 * not resolve (offsets and frequency), a flat layer under levels fill.  The
 * live filter renders these transparent and says why once
 * (settings/refusal.c; tests/render/test-refusals.c's messages). */
static gboolean
accepted_refusal (NoiseCanvasStatus status, NoiseStatus core)
{
  return status == NOISE_CANVAS_ERROR_PRECISION
         || (status == NOISE_CANVAS_ERROR_NOISE
             && (core == NOISE_ERROR_TOP_FREQUENCY
                 || core == NOISE_ERROR_WARP_TOP_FREQUENCY
                 || core == NOISE_ERROR_TILE || core == NOISE_ERROR_LOOP
                 || core == NOISE_ERROR_FLAT));
}

/* ---- An object holding the operation's properties, from the table ---- */

typedef struct
{
  GObject parent;
  GValue values[N_SETTINGS];
} SweepProps;
typedef GObjectClass SweepPropsClass;

static GType sweep_props_get_type (void);
G_DEFINE_TYPE (SweepProps, sweep_props, G_TYPE_OBJECT)

static char *
dashed (const char *prop)
{
  return g_strdelimit (g_strdup (prop), "_", '-');
}

static GParamSpec *
setting_pspec (const Setting *s)
{
  char *name = dashed (s->prop);
  GParamSpec *p = NULL;

  switch (s->kind)
    {
    case NOISE_KIND_DOUBLE:
      p = g_param_spec_double (name, NULL, NULL, s->min, s->max, s->def,
                               G_PARAM_READWRITE);
      break;
    case NOISE_KIND_INT:
    case NOISE_KIND_SEED:
      p = g_param_spec_int (name, NULL, NULL, (int) s->min, (int) s->max,
                            (int) s->def, G_PARAM_READWRITE);
      break;
    case NOISE_KIND_BOOLEAN:
      p = g_param_spec_boolean (name, NULL, NULL, s->def != 0.0,
                                G_PARAM_READWRITE);
      break;
    case NOISE_KIND_CHOICE:
      p = g_param_spec_enum (name, NULL, NULL,
                             noise_choices_get_type (s->choices), (int) s->def,
                             G_PARAM_READWRITE);
      break;
    }
  g_free (name);
  return p;
}

static void
sweep_props_set (GObject *object, guint id, const GValue *value,
                 GParamSpec *pspec G_GNUC_UNUSED)
{
  g_value_copy (value, &((SweepProps *) object)->values[id - 1]);
}

static void
sweep_props_get (GObject *object, guint id, GValue *value,
                 GParamSpec *pspec G_GNUC_UNUSED)
{
  g_value_copy (&((SweepProps *) object)->values[id - 1], value);
}

static void
sweep_props_class_init (SweepPropsClass *klass)
{
  klass->set_property = sweep_props_set;
  klass->get_property = sweep_props_get;
  for (guint i = 0; i < N_SETTINGS; i++)
    g_object_class_install_property (klass, i + 1, setting_pspec (&table[i]));
}

static void
sweep_props_init (SweepProps *self)
{
  GObjectClass *klass = G_OBJECT_GET_CLASS (self);

  for (guint i = 0; i < N_SETTINGS; i++)
    {
      char *name = dashed (table[i].prop);
      GParamSpec *p = g_object_class_find_property (klass, name);
      g_value_init (&self->values[i], G_PARAM_SPEC_VALUE_TYPE (p));
      g_param_value_set_default (p, &self->values[i]);
      g_free (name);
    }
}

/* Sets setting i of object to v (a choice's id). */
static void
set_setting (GObject *object, guint i, double v)
{
  char *name = dashed (table[i].prop);
  GValue value = G_VALUE_INIT;

  switch (table[i].kind)
    {
    case NOISE_KIND_DOUBLE:
      g_value_init (&value, G_TYPE_DOUBLE);
      g_value_set_double (&value, v);
      break;
    case NOISE_KIND_BOOLEAN:
      g_value_init (&value, G_TYPE_BOOLEAN);
      g_value_set_boolean (&value, v != 0.0);
      break;
    case NOISE_KIND_CHOICE:
      g_value_init (&value, noise_choices_get_type (table[i].choices));
      g_value_set_enum (&value, (int) v);
      break;
    default:
      g_value_init (&value, G_TYPE_INT);
      g_value_set_int (&value, (int) v);
      break;
    }
  g_object_set_property (object, name, &value);
  g_value_unset (&value);
  g_free (name);
}

/* ---- Cases: drawn, parsed and printed ---- */

static void
case_defaults (Case *c)
{
  for (guint i = 0; i < N_SETTINGS; i++)
    c->value[i] = table[i].def;
  c->frame = 0;
  c->width = c->height = 32;
}

/* The plug-in dialog's box of each setting (dialog-layout.h, NOISE_DIALOG_):
 * settings that act together sit in one box. */
#define BOX_OF(BOX)                                                            \
  static int box_##BOX (const char *prop)                                      \
  {                                                                            \
    const char *const props[] = { NOISE_DIALOG_##BOX (PROP_NAME) NULL };       \
    for (int i = 0; props[i]; i++)                                             \
      if (strcmp (props[i], prop) == 0)                                        \
        return 1;                                                              \
    return 0;                                                                  \
  }
#define PROP_NAME(KIND, ARG, PROP, ...) #PROP,
BOX_OF (NOISE)
BOX_OF (PATTERN)
BOX_OF (POSITION)
BOX_OF (TILES)
BOX_OF (WARP)
BOX_OF (EROSION)
BOX_OF (LOOK)
#undef PROP_NAME
#undef BOX_OF
#define N_BOXES 7

static int
box_of (const char *prop)
{
  int (*const in[N_BOXES]) (const char *)
      = { box_NOISE, box_PATTERN, box_POSITION, box_TILES,
          box_WARP,  box_EROSION, box_LOOK };
  for (int b = 0; b < N_BOXES; b++)
    if (in[b](prop))
      return b;
  g_error ("%s is in no dialog box", prop);
}

/* A value of setting s.  In an extreme box, an end of its range three
 * eighths each, else anywhere in range; in a tame one, its default half
 * the time, an end of its slider's useful part an eighth each, else
 * anywhere on the slider (across decades on a log slider).  Ends come
 * together within a box (issue 34's NaN needed four of the warp and
 * pattern boxes' at once) without every case meeting one of the many
 * ends that are refused (offsets, frequency). */
static double
draw_value (GRand *rand, const Setting *s, gboolean extreme)
{
  double u = g_rand_double (rand);
  int pick = g_rand_int_range (rand, 0, 8);
  double lo = extreme ? s->min : s->ui_min, hi = extreme ? s->max : s->ui_max;

  if (s->kind == NOISE_KIND_CHOICE)
    return g_rand_int_range (rand, 0, noise_choices_count (s->choices));
  if (s->kind == NOISE_KIND_BOOLEAN)
    return extreme ? g_rand_boolean (rand) : pick < 6 ? s->def : !s->def;
  if (extreme ? pick < 3 : pick == 0)
    return lo;
  if (extreme ? pick < 6 : pick == 1)
    return hi;
  if (!extreme && pick < 6)
    return s->def;
  if (s->kind != NOISE_KIND_DOUBLE)
    return MIN (hi, lo + floor (u * (hi - lo + 1.0)));
  if (s->log && lo > 0.0)
    return lo * pow (hi / lo, u);
  return lo + u * (hi - lo);
}

static void
case_draw (GRand *rand, Case *c)
{
  static const int sides[] = { 16, 16, 24, 32, 48, 64 };
  int frames = 1;
  gboolean extreme[N_BOXES];

  for (int b = 0; b < N_BOXES; b++)
    extreme[b] = g_rand_boolean (rand);
  for (guint i = 0; i < N_SETTINGS; i++)
    {
      c->value[i]
          = draw_value (rand, &table[i], extreme[box_of (table[i].prop)]);
      if (strcmp (table[i].prop, "frames") == 0)
        frames = (int) c->value[i];
    }
  c->frame = g_rand_boolean (rand) ? 0 : frames - 1;
  if (g_rand_boolean (rand))
    c->frame = g_rand_int_range (rand, 0, frames);
  c->width = sides[g_rand_int_range (rand, 0, G_N_ELEMENTS (sides))];
  c->height = sides[g_rand_int_range (rand, 0, G_N_ELEMENTS (sides))];
}

/* The case as the operation's properties that are not their default. */
static char *
case_string (const Case *c)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "width=%d height=%d", c->width, c->height);
  for (guint i = 0; i < N_SETTINGS; i++)
    {
      char *name;
      if (c->value[i] == table[i].def)
        continue;
      name = dashed (table[i].prop);
      if (table[i].kind == NOISE_KIND_CHOICE)
        g_string_append_printf (
            s, " %s=%s", name,
            noise_choices_value (table[i].choices, (int) c->value[i]).nick);
      else if (table[i].kind == NOISE_KIND_BOOLEAN)
        g_string_append_printf (s, " %s=%s", name,
                                c->value[i] != 0.0 ? "true" : "false");
      else
        g_string_append_printf (s, " %s=%.17g", name, c->value[i]);
      g_free (name);
    }
  if (c->frame)
    g_string_append_printf (s, " frame=%d", c->frame);
  return g_string_free (s, FALSE);
}

/* A case from its string: "prop=value ..." over the defaults. */
static Case
case_parse (const char *text)
{
  gchar **words = g_strsplit (text, " ", -1);
  Case c;

  case_defaults (&c);
  for (int w = 0; words[w]; w++)
    {
      gchar **kv = g_strsplit (words[w], "=", 2);
      gboolean known = FALSE;

      g_assert_nonnull (kv[1]);
      if (strcmp (kv[0], "width") == 0 || strcmp (kv[0], "height") == 0
          || strcmp (kv[0], "frame") == 0)
        {
          int *field = kv[0][0] == 'w'   ? &c.width
                       : kv[0][0] == 'h' ? &c.height
                                         : &c.frame;
          *field = atoi (kv[1]);
          known = TRUE;
        }
      for (guint i = 0; !known && i < N_SETTINGS; i++)
        {
          char *name = dashed (table[i].prop);
          if (strcmp (name, kv[0]) == 0)
            {
              known = TRUE;
              if (table[i].kind == NOISE_KIND_CHOICE)
                c.value[i] = noise_choices_id (table[i].choices, kv[1]);
              else if (table[i].kind == NOISE_KIND_BOOLEAN)
                c.value[i] = strcmp (kv[1], "true") == 0;
              else
                c.value[i] = g_ascii_strtod (kv[1], NULL);
              g_assert_cmpfloat (c.value[i], >=, table[i].min);
            }
          g_free (name);
        }
      if (!known)
        g_error ("unknown property %s", kv[0]);
      g_strfreev (kv);
    }
  g_strfreev (words);
  return c;
}

/* ---- Rendering a case ---- */

/* The table's conversion of the case (as the operation's properties),
 * then the table's "does not apply" rules (noise_settings_resolve), as
 * both front ends apply them: the operation always, the procedure when it
 * does not refuse the case -- *conflict says whether it does. */
static NoiseCanvasSettings
case_settings (const Case *c, gboolean *conflict)
{
  GObject *props = g_object_new (sweep_props_get_type (), NULL);
  NoiseSettingValues v;
  GError *error = NULL;

  for (guint i = 0; i < N_SETTINGS; i++)
    set_setting (props, i, c->value[i]);
  g_assert_true (noise_settings_from_object (props, TRUE, &v, &error));
  g_object_unref (props);
  /* The frame, the operation's own property, follows the frames. */
  v.canvas.frame = c->frame;
  *conflict = noise_settings_conflict (&v.canvas) != NOISE_CONFLICT_NONE;
  noise_settings_resolve (&v.canvas);
  return v.canvas;
}

/* The work a render of the canvas does, in basis evaluations: per pixel,
 * the octaves, and with a warp, the warp's octaves for each of its
 * components (one per dimension; a planet samples 3D, 4D when looping).
 * This bounds the sweep's own run; the cells cellular noise searches per
 * point, where a far-ring search (Minkowski 0.5) or F2 could do too much,
 * are counted against their bound by test-cellular's /bounded-work. */
static double
work_units (const NoiseCanvasSettings *s, int width, int height)
{
  int dims = s->planet ? (s->frames > 1 ? 4 : 3) : s->noise.dimensions;
  double per_pixel = noise_octave_count (&s->noise);

  if (s->noise.warp_mode != NOISE_WARP_NONE)
    per_pixel += (double) dims * s->noise.warp_octaves;
  return per_pixel * width * height;
}

/* The most work_units allows one case: a 64 x 64 canvas of 16 octaves
 * warped by 16 in 4D. */
#define MAX_WORK (64.0 * 64.0 * (16 + 4 * 16))

typedef struct
{
  int cases, rendered, refused, failed;
  int refusals[NOISE_CANVAS_ERROR_PLANET + 1], core[64];
  /* Cases the operation rendered, by each choice's value
   * where the choice applies. */
  int choices[N_SETTINGS][NOISE_TYPE_COUNT + NOISE_FRACTAL_COUNT];
} Tally;

static const float gradient[] = { 0, 0, 0, 1, 1, 1, 1, 1 };

/* Renders s; NULL when it renders as it must, else why (to free). */
static char *
render (const NoiseCanvasSettings *s, int width, int height,
        gboolean only_accepted_refusals, gboolean *refused, Tally *tally)
{
  NoiseCanvasPixels px = { 3, 1, gradient, 2 };
  NoiseCanvas canvas;
  NoiseCanvasRefusal refusal;
  NoiseStatus core;
  NoiseCanvasStatus status;
  float *row;
  int n, nan = 0, transparent = 0;
  double work;

  status = noise_canvas_prepare (s, width, height, &px, &canvas, &refusal);
  core = refusal.noise.status;
  *refused = status != NOISE_CANVAS_OK;
  if (tally && *refused)
    {
      tally->refusals[status]++;
      tally->core[core & 63]++;
    }
  if (*refused)
    return !only_accepted_refusals || accepted_refusal (status, core)
               ? NULL
               : g_strdup_printf ("refused: %s (core status %d)",
                                  noise_canvas_status_string (status), core);
  work = work_units (s, width, height);
  if (work > MAX_WORK)
    return g_strdup_printf ("%.0f basis evaluations, over %.0f", work,
                            MAX_WORK);
  n = noise_canvas_components (&canvas);
  row = g_new (float, (gsize) width *n);
  for (int y = 0; y < height; y++)
    {
      noise_canvas_fill_row (&canvas, 0, y, width, row);
      for (int x = 0; x < width; x++)
        {
          for (int k = 0; k < n; k++)
            nan += !isfinite (row[x * n + k]);
          transparent += !(row[x * n + n - 1] == 1.0f);
        }
    }
  g_free (row);
  if (nan || transparent)
    return g_strdup_printf ("%d components not finite, %d pixels not opaque, "
                            "of %d x %d (output %s)",
                            nan, transparent, width, height,
                            noise_output_info (s->output)->nick);
  return NULL;
}

/* Checks one case; prints it and counts a failure when it fails. */
static void
check_case (const Case *c, Tally *t)
{
  gboolean conflict, refused = TRUE, refused_op;
  NoiseCanvasSettings s = case_settings (c, &conflict);
  /* The procedure: refuses a conflict with its own message, else renders
   * or refuses as the render layer says.  The operation, which cannot
   * refuse, renders whatever the procedure would, conflicts resolved, and
   * may refuse only what no setting's default avoids. */
  char *why
      = conflict ? NULL : render (&s, c->width, c->height, FALSE, &refused, t);
  char *why_op = render (&s, c->width, c->height, TRUE, &refused_op, NULL);

  t->cases++;
  t->refused += refused;
  t->rendered += !refused_op;
  for (guint i = 0; i < N_SETTINGS && !refused_op; i++)
    if (table[i].kind == NOISE_KIND_CHOICE
        && noise_setting_applies (table[i].applies, &s))
      t->choices[i][(int) c->value[i]]++;
  if (why || why_op)
    {
      char *text = case_string (c);
      t->failed++;
      g_test_message (
          "FAIL %s%s%s%s%s\n  gegl -o out.npy -- noise-render:noise-2 "
          "%s crop width=%d height=%d",
          why ? "the procedure: " : "", why ? why : "",
          why && why_op ? "; " : "", why_op ? "the operation: " : "",
          why_op ? why_op : "", text, c->width, c->height);
      g_free (text);
    }
  g_free (why);
  g_free (why_op);
}

/* ---- The tests ---- */

/* Issue 34's findings on b73db77, as the operation's properties. */
static const char *const findings[] = {
  /* 1: a progressive warp's Jacobians overflowing: NaN derivatives. */
  "width=32 height=32 output-type=normal-map warp-mode=progressive "
  "warp-octaves=16 warp-amount=64 persistence=1",
  "width=32 height=32 output-type=flow-map warp-mode=progressive "
  "warp-octaves=16 warp-amount=64 persistence=1",
  "width=64 height=64 output-type=normal-map frequency=0.1 "
  "warp-mode=progressive warp-amount=64 warp-frequency=26 warp-octaves=9",
  /* 2: unbounded work (a far-ring search, F2 and a cellular warp over 16
   * octaves): finite here; the cells searched are bounded by
   * test-cellular's /bounded-work. */
  "width=32 height=32 type=cellular cellular-metric=minkowski "
  "minkowski-exponent=0.5",
  "width=32 height=32 type=cellular cellular-return=f2 octaves=16",
  "width=32 height=32 type=cellular output-type=normal-map "
  "warp-mode=progressive warp-type=cellular warp-octaves=16",
  /* 3: planet with what the dialog offers beside it, tileable or frames
   * of a type without a 4D form: the operation rendered transparent. */
  "width=32 height=16 planet=true tileable=true",
  "width=32 height=16 planet=true frames=4 frame=1 type=perlin",
  "width=32 height=16 planet=true frames=4 frame=3 type=value",
  "width=32 height=16 planet=true frames=2 type=cellular",
};

static void
test_finding (gconstpointer data)
{
  Case c = case_parse (data);
  Tally t = { 0 };

  check_case (&c, &t);
  if (t.failed)
    g_test_fail ();
}

/* The random sweep: every case checked, the failing ones printed. */
static void
test_random (void)
{
  int n = getenv ("NOISE_TEST_QUICK") ? 300 : 3000;
  const char *seed = getenv ("NOISE_SWEEP_SEED");
  GRand *rand = g_rand_new_with_seed (seed ? (guint32) atol (seed) : 34);
  Tally t = { 0 };

  for (int i = 0; i < n; i++)
    {
      Case c;
      case_draw (rand, &c);
      check_case (&c, &t);
    }
  g_rand_free (rand);
  g_test_message ("%d cases: %d rendered by the operation, "
                  "%d refused by the procedure, %d failed",
                  t.cases, t.rendered, t.refused, t.failed);
  for (int r = 1; r <= NOISE_CANVAS_ERROR_PLANET; r++)
    if (t.refusals[r])
      g_test_message ("  %d refused: %s", t.refusals[r],
                      noise_canvas_status_string (r));
  for (int r = 1; r < 64; r++)
    if (t.core[r])
      g_test_message ("  %d refused by the core: status %d", t.core[r], r);
  /* A sweep that only meets refusals tests nothing: most cases render, and
   * (in the full sweep: the sanitized build's 300 cases are too few)
   * every value of every choice does where it applies. */
  g_assert_cmpint (t.rendered, >=, t.cases / 3);
  for (guint i = 0; n >= 3000 && i < N_SETTINGS; i++)
    for (int id = 0; table[i].kind == NOISE_KIND_CHOICE
                     && id < noise_choices_count (table[i].choices);
         id++)
      if (!t.choices[i][id])
        {
          g_test_message ("no case rendered %s=%s", table[i].prop,
                          noise_choices_value (table[i].choices, id).nick);
          g_test_fail ();
        }
  if (t.failed)
    g_test_fail ();
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (findings); i++)
    {
      char path[64];
      g_snprintf (path, sizeof path, "/sweep/issue-34/%zu", i + 1);
      g_test_add_data_func (path, findings[i], test_finding);
    }
  g_test_add_func ("/sweep/random", test_random);
  return g_test_run ();
}
