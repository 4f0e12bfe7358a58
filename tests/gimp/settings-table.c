/* settings-table.c — the settings table (settings/settings.h) as text, for
 * the GIMP tests' ctypes reference (noise_core.py), which reads every
 * setting's argument, default and core field here instead of keeping its
 * own list.  One line per setting, in the procedure's order, tab-separated:
 *
 *   ARG  KIND  FIELD  DEFAULT  CHOICES
 *
 *   KIND     DOUBLE, INT, BOOLEAN, SEED or CHOICE (the table's)
 *   FIELD    where the setting goes, as the table names it:
 *            canvas.noise.NAME for a field of the core's NoiseSettings
 *   DEFAULT  a number (%.17g), or a CHOICE's default nick
 *   CHOICES  a CHOICE's nicks by id, comma-separated; empty otherwise */
#include <stdio.h>

#include "settings.h"

static void
print_choices (NoiseChoices choices)
{
  for (int id = 0; id < noise_choices_count (choices); id++)
    printf ("%s%s", id ? "," : "", noise_choices_value (choices, id).nick);
}

int
main (void)
{
#define PRINT(KIND, ARG, PROP, LABEL, HELP, MIN, MAX, DEF, UI_MIN, UI_MAX,     \
              UI_LOG, UNIT, APPLIES, FIELD, CHOICES)                           \
  printf ("%s\t%s\t%s\t", ARG, #KIND, #FIELD);                                 \
  if (NOISE_KIND_##KIND == NOISE_KIND_CHOICE)                                  \
    {                                                                          \
      printf (                                                                 \
          "%s\t",                                                              \
          noise_choices_value (NOISE_CHOICES_##CHOICES, (int) (DEF)).nick);    \
      print_choices (NOISE_CHOICES_##CHOICES);                                 \
    }                                                                          \
  else                                                                         \
    printf ("%.17g\t", (double) (DEF));                                        \
  printf ("\n");
  NOISE_SETTINGS (PRINT)
#undef PRINT
  return fflush (stdout) != 0;
}
