/* op-cache.c — what prepare keeps for process (see op-cache.h). */
#include "op-cache.h"

#include "gradient-text.h"
#include "profile.h"

void
noise_op_cache_free (NoiseOpCache *cache)
{
  if (!cache)
    return;
  g_free (cache->text);
  g_free (cache->table);
  g_free (cache->profile);
  g_free (cache->refusal);
  g_free (cache->gradient_why);
  g_free (cache);
}

/* The samples last to first. */
static void
reverse_samples (gfloat *table, gint samples, gint components)
{
  for (gint i = 0, j = samples - 1; i < j; i++, j--)
    for (gint c = 0; c < components; c++)
      {
        gfloat t = table[i * components + c];
        table[i * components + c] = table[j * components + c];
        table[j * components + c] = t;
      }
}

NoiseOpCache *
noise_op_cache_update (NoiseOpCache *cache, const gchar *gradient,
                       gboolean reverse, const gchar *profile)
{
  if (cache && cache->reverse == reverse
      && g_strcmp0 (cache->text, gradient) == 0
      && g_strcmp0 (cache->profile, profile) == 0)
    return cache;
  noise_op_cache_free (cache);
  cache = g_new0 (NoiseOpCache, 1);
  cache->text = g_strdup (gradient);
  cache->reverse = reverse;
  cache->profile = g_strdup (profile);
  cache->space = noise_profile_space (profile, &cache->why);
  cache->gradient_why
      = noise_gradient_text_decode (gradient, &cache->table, &cache->samples);
  if (!cache->gradient_why && cache->reverse)
    reverse_samples (cache->table, cache->samples, 4);
  return cache;
}

const gchar *
noise_op_cache_input_refusal (const NoiseOpCache *cache)
{
  if (cache->gradient_why)
    return cache->gradient_why;
  return cache->space ? NULL : cache->why;
}

void
noise_op_cache_set_refusal (NoiseOpCache *cache, gchar *refusal)
{
  cache->ready = !refusal;
  if (g_strcmp0 (refusal, cache->refusal) != 0)
    g_atomic_int_set (&cache->warned, 0);
  g_free (cache->refusal);
  cache->refusal = refusal;
}

gboolean
noise_op_cache_first_warning (NoiseOpCache *cache)
{
  return g_atomic_int_compare_and_exchange (&cache->warned, 0, 1);
}
