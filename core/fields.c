/* fields.c — NOISE_FIELDS (noise.h) as data: the descriptor
 * noise_settings_fields exports, the defaults, and the range checks that
 * noise_prepare and the families' validations run by group.  Its own
 * file, so that those families read the table without calling back into
 * fractal.c, which prepares them. */
#include "noise-internal.h"

#include <stddef.h>
#include <string.h>

/* NOISE_FIELDS as data: the descriptor noise_settings_fields exports and
 * noise_fields_check reads. */
#define NOISE_LOW_FROM 0
#define NOISE_LOW_ABOVE 1
#define FIELD(NAME, TYPE, KIND, DIM, LOW, MIN, MAX, DEFAULT, CHECK, STATUS)    \
  { #NAME,                                                                     \
    offsetof (NoiseSettings, NAME),                                            \
    NOISE_FIELD_##KIND,                                                        \
    (int) (sizeof ((NoiseSettings *) 0)->NAME / sizeof (TYPE)),                \
    NOISE_LOW_##LOW,                                                           \
    (double) (MIN),                                                            \
    (double) (MAX),                                                            \
    (double) (DEFAULT),                                                        \
    NOISE_CHECK_##CHECK,                                                       \
    STATUS },
static const NoiseField fields[] = { NOISE_FIELDS (FIELD) };
#undef FIELD

/* The descriptor reads an enum as an int. */
#define ENUM_IS_INT(NAME, TYPE, KIND, DIM, LOW, MIN, MAX, DEFAULT, CHECK,      \
                    STATUS)                                                    \
  _Static_assert (NOISE_FIELD_##KIND != NOISE_FIELD_ENUM                       \
                      || sizeof (TYPE) == sizeof (int),                        \
                  #NAME " is not the size of an int");
NOISE_FIELDS (ENUM_IS_INT)
#undef ENUM_IS_INT

const NoiseField *
noise_settings_fields (int *n)
{
  *n = (int) (sizeof fields / sizeof *fields);
  return fields;
}

void
noise_settings_init (NoiseSettings *settings)
{
#define INIT(NAME, TYPE, KIND, DIM, LOW, MIN, MAX, DEFAULT, CHECK, STATUS)     \
  for (size_t i = 0; i < sizeof settings->NAME / sizeof (TYPE); i++)           \
    ((TYPE *) &settings->NAME)[i] = DEFAULT;
  NOISE_FIELDS (INIT)
#undef INIT
}

/* One element of a field, as a double (exact for every kind). */
static double
element (const NoiseSettings *s, const NoiseField *f, int i)
{
  const char *at = (const char *) s + f->offset;
  switch (f->kind)
    {
    case NOISE_FIELD_FLOAT:
      {
        float v;
        memcpy (&v, at + i * sizeof v, sizeof v);
        return v;
      }
    case NOISE_FIELD_UINT32:
      {
        uint32_t v;
        memcpy (&v, at + i * sizeof v, sizeof v);
        return v;
      }
    default:
      {
        int v;
        memcpy (&v, at + i * sizeof v, sizeof v);
        return v;
      }
    }
}

NoiseStatus
noise_refuse (NoiseRefusal *refusal, NoiseStatus status, int field,
              double value, double limit)
{
  refusal->status = status;
  refusal->field = field;
  refusal->value = value;
  refusal->limit = limit;
  return status;
}

NoiseStatus
noise_fields_check (const NoiseSettings *s, NoiseFieldCheck check,
                    NoiseRefusal *refusal)
{
  for (size_t k = 0; k < sizeof fields / sizeof *fields; k++)
    {
      const NoiseField *f = &fields[k];
      if (f->check != check)
        continue;
      for (int i = 0; i < f->count; i++)
        {
          double v = element (s, f, i);
          int below = f->min_excluded ? v <= f->min : v < f->min;
          /* false for NaN, which is refused by its maximum */
          if (!((f->min_excluded ? v > f->min : v >= f->min) && v <= f->max))
            return noise_refuse (refusal, f->status, (int) k, v,
                                 below ? f->min : f->max);
        }
    }
  return NOISE_OK;
}
