/* replay.c — runs the fuzz target over saved inputs without libFuzzer, so
 * any C compiler (gcc with its sanitizers in the test suite) replays the
 * corpus and the reproducers.
 *
 *   fuzz-core-replay FILE-OR-DIRECTORY...
 *
 * Each file, and each file of each directory in name order, goes once
 * through LLVMFuzzerTestOneInput, which aborts with a message on the first
 * broken promise.  Replaying no input at all is a failure: a missing corpus
 * must not pass as a clean run. */
#define _POSIX_C_SOURCE 200809L

#include "fuzz-core.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Inputs longer than this are cut: the format reads less than 2 KiB. */
enum
{
  MAX_INPUT = 1 << 16
};

static void
replay_file (const char *path)
{
  static uint8_t data[MAX_INPUT];
  FILE *f = fopen (path, "rb");
  if (!f)
    {
      perror (path);
      exit (1);
    }
  size_t size = fread (data, 1, sizeof data, f);
  fclose (f);
  fprintf (stderr, "replaying %s (%zu bytes)\n", path, size);
  LLVMFuzzerTestOneInput (data, size);
}

static int
is_input (const struct dirent *entry)
{
  return entry->d_name[0] != '.';
}

/* Returns the number of inputs replayed from a file or a directory. */
static int
replay (const char *path)
{
  struct stat st;
  struct dirent **entries;
  if (stat (path, &st) != 0)
    {
      perror (path);
      exit (1);
    }
  if (!S_ISDIR (st.st_mode))
    {
      replay_file (path);
      return 1;
    }
  int n = scandir (path, &entries, is_input, alphasort);
  if (n < 0)
    {
      perror (path);
      exit (1);
    }
  for (int i = 0; i < n; i++)
    {
      size_t length = strlen (path) + strlen (entries[i]->d_name) + 2;
      char *file = malloc (length);
      snprintf (file, length, "%s/%s", path, entries[i]->d_name);
      replay_file (file);
      free (file);
      free (entries[i]);
    }
  free (entries);
  return n;
}

int
main (int argc, char **argv)
{
  int total = 0;
  for (int i = 1; i < argc; i++)
    total += replay (argv[i]);
  if (total == 0)
    {
      fprintf (stderr, "fuzz-core-replay: no input to replay\n");
      return 1;
    }
  printf ("replayed %d inputs: every promise kept\n", total);
  return 0;
}
