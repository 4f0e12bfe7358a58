/* points.h — a row's world points gathered W at a time into lanes, and the
 * lanes' values and derivatives stored back to the caller's arrays.  Not
 * installed. */
#ifndef NOISE_POINTS_H
#define NOISE_POINTS_H

#include "lanes.h"

#include <string.h>

/* The world points of one group: origin + column * step, components beyond
 * the dimension 0; or, with step NULL, the chosen points origin[4 i ..
 * 4 i + 3] (noise_fill_points, and noise_eval's one), lanes past the end
 * repeating the last. */
static INLINE void
group_points (int dims, const float *origin, const float *step, vi column,
              int start, int n, vf *p)
{
  if (!step)
    {
      /* The points' components apart, through a buffer: a whole group is
       * a strided copy the compiler turns into whole loads and shuffles
       * (setting lanes one at a time costs as much as a perlin octave). */
      float apart[4][W];
      const float *from = origin + 4 * start;
      if (start + W <= n)
        for (int l = 0; l < W; l++)
          for (int a = 0; a < 4; a++)
            apart[a][l] = from[4 * l + a];
      else
        for (int l = 0; l < W; l++)
          for (int a = 0; a < 4; a++)
            apart[a][l] = from[4 * (start + l < n ? l : n - 1 - start) + a];
      for (int a = 0; a < 4; a++)
        {
          memcpy (&p[a], apart[a], sizeof p[a]);
          if (a >= dims)
            p[a] = splat (0.0f);
        }
      return;
    }
  vf at = vf_of (column);
  for (int a = 0; a < 4; a++)
    p[a] = a < dims ? origin[a] + at * step[a] : splat (0.0f);
}

/* The first m lanes of v to out: a whole group in one unaligned vector
 * store (a loop over lanes would go through the stack), a ragged end lane
 * by lane. */
static INLINE void
store (float *out, vf v, int m)
{
  if (m == W)
    memcpy (out, &v, sizeof v);
  else
    for (int l = 0; l < m; l++)
      out[l] = v[l];
}

/* The first m of W points' four components to out point by point (out[4 l
 * + a] = c[a][l]): a whole group by shuffles and whole stores, a ragged end
 * lane by lane. */
static INLINE void
store_points (float *out, const vf *c, int m)
{
#if W > 1
  if (m == W)
    {
      vf low[2] = { ZIP_LOW (c[0], c[2]), ZIP_LOW (c[1], c[3]) };
      vf high[2] = { ZIP_HIGH (c[0], c[2]), ZIP_HIGH (c[1], c[3]) };
      vf v[4] = { ZIP_LOW (low[0], low[1]), ZIP_HIGH (low[0], low[1]),
                  ZIP_LOW (high[0], high[1]), ZIP_HIGH (high[0], high[1]) };
      memcpy (out, v, sizeof v);
      return;
    }
#endif
  for (int l = 0; l < m; l++)
    for (int a = 0; a < 4; a++)
      out[4 * l + a] = c[a][l];
}

#endif /* NOISE_POINTS_H */
