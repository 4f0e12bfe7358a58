/* profile.h — the operation's profile property as a Babl space, checked
 * before babl sees it and cached.
 *
 * The property comes back from every XCF a user opens, and babl's ICC
 * reader trusts what it reads (tag offsets and sizes, curve lengths,
 * parametric curve parameters: issue 21), and keeps every space it makes
 * until the process ends, in a table of about a hundred.  So a profile
 * reaches babl only when lcms2 (which GIMP itself reads profiles with) and
 * a strict walk of the bytes babl reads both take it, and the operation
 * makes at most NOISE_PROFILE_MAX_SPACES spaces per process.
 *
 * USAGE
 *
 *   const gchar *why = NULL;
 *   const Babl *space = noise_profile_space (text, &why);
 *   if (!space)
 *     ...  // refused: why is a translated sentence
 */
#ifndef NOISE_RENDER_GEGL_PROFILE_H
#define NOISE_RENDER_GEGL_PROFILE_H

#include <babl/babl.h>
#include <glib.h>

G_BEGIN_DECLS

/* Distinct non-empty profiles the operation turns into Babl spaces in one
 * process; later ones are refused.  Each space stays registered in babl
 * for good, and babl's search for conversions slows with every space
 * (issue 21: about 0.3 s more per space merging a layer), so a file with
 * many distinct profiles would freeze GIMP.  A session rarely meets more
 * than one or two image profiles. */
#define NOISE_PROFILE_MAX_SPACES 8

/* Longest profile taken, in bytes: a matrix-and-curves profile with three
 * curves of the largest size taken is about 400 KB. */
#define NOISE_PROFILE_MAX_BYTES (1024 * 1024)

/* Entries a sampled curve (ICC curv) may have: babl builds an inverse table
 * of the same size, 16 look-ups per entry. */
#define NOISE_PROFILE_MAX_CURVE 65536

/* The space of the profile property: sRGB for empty text, else the RGB
 * ICC profile in strict base64 (RFC 4648 with padding) that it holds.
 * NULL when the text is not one, with *why (when not NULL) a translated
 * sentence saying why.  Thread-safe; the space lives as long as babl. */
const Babl *noise_profile_space (const gchar *text, const gchar **why);

G_END_DECLS

#endif /* NOISE_RENDER_GEGL_PROFILE_H */
