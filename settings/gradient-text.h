/* gradient-text.h — the gradient as the GEGL operation's text property:
 * the one wire format, written by the plug-in (which samples a GIMP
 * gradient) and read by the operation.  GLib only, no GIMP or GEGL, so
 * that both front ends link it.
 *
 * The text is R G B A floats per sample, the first sample at noise -1,
 * the last at 1, in one of two forms:
 *
 *   "base64:" and the floats as IEEE 754 binary32, little-endian, in
 *   strict base64 (RFC 4648 with its padding): exact, and a quarter of
 *   the decimal form's length (the plug-in's 1024 samples are 21.9 KB
 *   instead of some 80 KB, which GIMP copies on every change);
 *
 *   decimal numbers in the C locale, separated by whitespace or by commas
 *   that do not stand between digits (what a script writes by hand).
 *
 * Empty text is black to white.
 *
 * USAGE
 *
 *   gchar *text = noise_gradient_text_encode (rgba, samples);
 *   ...
 *   gfloat *table;
 *   gint samples;
 *   gchar *why = noise_gradient_text_decode (text, &table, &samples);
 *   if (why)
 *     ...  // refused: why is a translated sentence; no table
 */
#ifndef NOISE_RENDER_GRADIENT_TEXT_H
#define NOISE_RENDER_GRADIENT_TEXT_H

#include <glib.h>

G_BEGIN_DECLS

/* The prefix of the compact form. */
#define NOISE_GRADIENT_BASE64 "base64:"

/* Samples a gradient text may hold: far more than any gradient needs (the
 * plug-in samples 1024). */
#define NOISE_GRADIENT_MAX_SAMPLES 65536

/* The compact form of samples x 4 floats (R G B A each); empty text (the
 * decoder's black to white) for no samples.  Free it. */
gchar *noise_gradient_text_encode (const gfloat *rgba, gsize samples);

/* The samples of text (either form; NULL as empty), 4 floats each, into
 * *table (free it) and *samples.  NULL when it holds 2 to
 * NOISE_GRADIENT_MAX_SAMPLES samples of finite numbers no larger than
 * NOISE_CANVAS_MAX_COLOUR in magnitude; otherwise why not, translated (free
 * it), with *table NULL and *samples 0. */
gchar *noise_gradient_text_decode (const gchar *text, gfloat **table,
                                   gint *samples);

/* The bytes of strict base64 text (whole groups, padding last: exactly the
 * encoding of what it decodes to), or NULL.  The profile property reads
 * its base64 with it too. */
guchar *noise_base64_strict (const gchar *text, gsize *length);

G_END_DECLS

#endif /* NOISE_RENDER_GRADIENT_TEXT_H */
