/* Prints GRand draws: integers and doubles in a range, for a few seeds, past
 * the first 624-word twist.  Built with GLib and with glib-lite
 * (check-rand.sh compares the two). */
#include <glib.h>
#include <stdio.h>

int
main (void)
{
  static const guint32 seeds[] = { 0, 5, 99, 4294967295u };
  for (size_t s = 0; s < G_N_ELEMENTS (seeds); s++)
    {
      GRand *rng = g_rand_new_with_seed (seeds[s]);
      for (int i = 0; i < 700; i++)
        printf ("%u %.17g\n", (unsigned) g_rand_int (rng),
                g_rand_double_range (rng, -3.5, 2.25));
      g_rand_free (rng);
    }
  return 0;
}
