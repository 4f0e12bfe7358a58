/* fuzz-core.h — the core's fuzz target, shared by libFuzzer's driver and the
 * plain replay driver (replay.c).
 *
 * An input is the row to sample, then the settings as records that each
 * set one element of a NoiseSettings field; multi-byte fields are
 * little-endian, and a field whose bytes are missing keeps its default:
 *
 *   offset  type     field                 default
 *        0  float32  origin[0..3]          0, 0, 0, 0
 *       16  float32  step[0..3]            0.37, 0.23, 0.11, 0.07
 *       32  int32    x0                    -5
 *       36  uint8    n, points in the row  19
 *       37  uint8    k, columns given      0: x0 + n - 1 down to x0
 *       38  int32    columns[0..k-1]
 *   38 + 4k  records, 5 bytes each, to the end:
 *           uint8    slot: an element of a field, numbered through the
 *                    fields of NOISE_FIELDS (core/noise.h) in order, each
 *                    array element its own slot (noise_settings_fields
 *                    gives them); a slot past the last sets nothing
 *           4 bytes  its value: float32, int32 or uint32 as the field's
 *                    kind
 *
 * Settings start as noise_settings_init's; a later record for a slot
 * overrides an earlier one.  A new field appended to NOISE_FIELDS takes
 * the next slot, so every saved input keeps its meaning.  Every field
 * takes any bit pattern: out-of-range values, NaN and infinity are what
 * the target is for.  The row is the points origin + (x0 + i) * step, i =
 * 0 .. n - 1; x0 is lowered where needed so that x0 + n - 1 fits an int
 * (noise_fill_row's contract).  columns[] are the columns given to
 * noise_fill_columns, as many whole int32 as follow of the k.
 * tests/fuzz/make-inputs.py writes such files, and converts those of the
 * format before (--convert). */
#ifndef NOISE_FUZZ_CORE_H
#define NOISE_FUZZ_CORE_H

#include <stddef.h>
#include <stdint.h>

enum
{
  FUZZ_MAX_POINTS = 255,
  FUZZ_RECORD_SIZE = 5
};

/* libFuzzer's entry point: checks one input, aborts with a message on the
 * first broken promise, returns 0 otherwise. */
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

#endif /* NOISE_FUZZ_CORE_H */
