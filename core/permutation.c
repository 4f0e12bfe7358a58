/* permutation.c — the hash table of the pseudorandom-artist tutorial and its
 * seeded variants. */
#include "noise-internal.h"

#include <string.h>

/* The pseudorandom-artist tutorial ("Going Into Higher Dimensions"): Ken
 * Perlin's permutation, the one in his reference implementations. */
static const uint8_t perlin_permutation[256] = {
  151, 160, 137, 91,  90,  15,  131, 13,  201, 95,  96,  53,  194, 233, 7,
  225, 140, 36,  103, 30,  69,  142, 8,   99,  37,  240, 21,  10,  23,  190,
  6,   148, 247, 120, 234, 75,  0,   26,  197, 62,  94,  252, 219, 203, 117,
  35,  11,  32,  57,  177, 33,  88,  237, 149, 56,  87,  174, 20,  125, 136,
  171, 168, 68,  175, 74,  165, 71,  134, 139, 48,  27,  166, 77,  146, 158,
  231, 83,  111, 229, 122, 60,  211, 133, 230, 220, 105, 92,  41,  55,  46,
  245, 40,  244, 102, 143, 54,  65,  25,  63,  161, 1,   216, 80,  73,  209,
  76,  132, 187, 208, 89,  18,  169, 200, 196, 135, 130, 116, 188, 159, 86,
  164, 100, 109, 198, 173, 186, 3,   64,  52,  217, 226, 250, 124, 123, 5,
  202, 38,  147, 118, 126, 255, 82,  85,  212, 207, 206, 59,  227, 47,  16,
  58,  17,  182, 189, 28,  42,  223, 183, 170, 213, 119, 248, 152, 2,   44,
  154, 163, 70,  221, 153, 101, 155, 167, 43,  172, 9,   129, 22,  39,  253,
  19,  98,  108, 110, 79,  113, 224, 232, 178, 185, 112, 104, 218, 246, 97,
  228, 251, 34,  242, 193, 238, 210, 144, 12,  191, 179, 162, 241, 81,  51,
  145, 235, 249, 14,  239, 107, 49,  192, 214, 31,  181, 199, 106, 157, 184,
  84,  204, 176, 115, 121, 50,  45,  127, 4,   150, 254, 138, 236, 205, 93,
  222, 114, 67,  29,  24,  72,  243, 141, 128, 195, 78,  66,  215, 61,  156,
  180,
};

/* splitmix32-style mixer (Steele, Lea & Flood 2014, 32-bit constants by
 * Hash Prospector): fixed arithmetic, so every machine shuffles alike. */
static uint32_t
mix32 (uint32_t *state)
{
  uint32_t z = (*state += 0x9e3779b9u);
  z = (z ^ (z >> 16)) * 0x21f0aaadu;
  z = (z ^ (z >> 15)) * 0x735a2d97u;
  return z ^ (z >> 15);
}

/* Fisher–Yates over 0..255, driven by the seed. */
static void
shuffle (uint32_t seed, uint8_t *table)
{
  uint32_t state = seed;
  for (int i = 0; i < 256; i++)
    table[i] = (uint8_t) i;
  for (int i = 255; i > 0; i--)
    {
      int j = (int) (mix32 (&state) % (uint32_t) (i + 1));
      uint8_t t = table[i];
      table[i] = table[j];
      table[j] = t;
    }
}

void
noise_permutation (uint32_t seed, int identity_for_zero, uint8_t *perm)
{
  if (seed != 0)
    shuffle (seed, perm);
  else if (identity_for_zero)
    for (int i = 0; i < 256; i++)
      perm[i] = (uint8_t) i;
  else
    memcpy (perm, perlin_permutation, 256);
  memcpy (perm + 256, perm, 256);
}

void
noise_permutation_slices (const uint8_t *perm, uint8_t (*slices)[32])
{
  for (int half = 0; half < 2; half++)
    for (int k = 1; k <= 8; k++)
      for (int j = 0; j < 32; j++)
        {
          const uint8_t *t = perm + 128 * half + 16 * (k - 1) + (j & 15);
          slices[8 * half + k - 1][j] = k < 8 ? t[0] ^ t[16] : t[0];
        }
}
