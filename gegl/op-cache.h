/* op-cache.h — what the operation's prepare keeps for process: the
 * gradient property decoded (once per change of its text), the profile's
 * space, the prepared canvas and, when the settings are refused, why.
 *
 * Only prepare writes it, before GEGL processes; process only reads it,
 * from any thread (but for `warned`, set atomically).  Each process call
 * preparing its own canvas cost a quarter of a second per 4096 x 4096:
 * GEGL calls process once per tile. */
#ifndef NOISE_RENDER_GEGL_OP_CACHE_H
#define NOISE_RENDER_GEGL_OP_CACHE_H

#include <babl/babl.h>
#include <glib.h>

#include "canvas.h"

G_BEGIN_DECLS

typedef struct
{
  gchar *text;         /* the gradient property this table came from */
  gboolean reverse;    /* and its reverse_gradient */
  gfloat *table;       /* samples x 4 floats (RGBA) */
  gint samples;        /* 0: the text is not a gradient */
  gchar *profile;      /* the profile property this space came from */
  const Babl *space;   /* its space; NULL: not a profile */
  const gchar *why;    /* when it is not, why (translated) */
  gchar *gradient_why; /* when the text is not a gradient, why */
  NoiseCanvas canvas;
  gboolean ready;       /* FALSE: refused; transparent output */
  gchar *refusal;       /* then why, translated: process warns once */
  const Babl *to_layer; /* converts rendered pixels to the output's format */
  gint warned;          /* set once process warned of it (atomic) */
} NoiseOpCache;

/* The cache for the gradient, reverse_gradient and profile properties:
 * cache itself when they are what it was made from, else a new one with
 * the gradient decoded (and reversed) and the profile read, cache freed.
 * cache may be NULL. */
NoiseOpCache *noise_op_cache_update (NoiseOpCache *cache, const gchar *gradient,
                                     gboolean reverse, const gchar *profile);

/* Why the gradient or the profile property is refused (translated, the
 * gradient's first), or NULL when both are taken. */
const gchar *noise_op_cache_input_refusal (const NoiseOpCache *cache);

/* Keeps refusal (taken; NULL: the canvas is ready).  A refusal other than
 * the last one is warned of again. */
void noise_op_cache_set_refusal (NoiseOpCache *cache, gchar *refusal);

/* TRUE the first time it is asked after a new refusal: process's one
 * message per refusal.  Thread-safe. */
gboolean noise_op_cache_first_warning (NoiseOpCache *cache);

void noise_op_cache_free (NoiseOpCache *cache);

G_END_DECLS

#endif /* NOISE_RENDER_GEGL_OP_CACHE_H */
