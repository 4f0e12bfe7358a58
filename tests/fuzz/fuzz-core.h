/* fuzz-core.h — the core's fuzz target, shared by libFuzzer's driver and the
 * plain replay driver (replay.c).
 *
 * An input is a sequence of little-endian fields, read in this order; a
 * field whose bytes are missing keeps its default (noise_settings_init's for
 * the settings), and bytes after the last column are ignored.
 *
 *   offset  type     field                 default
 *        0  int32    type                  NOISE_SIMPLEX (3)
 *        4  int32    dimensions            3
 *        8  float32  frequency             4
 *       12  int32    octaves               1
 *       16  float32  lacunarity            2
 *       20  float32  persistence           0.5
 *       24  int32    fractal               NOISE_FRACTAL_FBM (0)
 *       28  uint32   seed                  0
 *       32  int32    decorrelate_octaves   1
 *       36  float32  tile[0], tile[1]      0, 0
 *       44  int32    looping               0
 *       48  float32  loop_phase            0
 *       52  float32  loop_length           2
 *       56  float32  fractal_offset        0
 *       60  float32  fractal_gain          1
 *       64  float32  ping_pong_strength    2
 *       68  float32  weighted_strength     0
 *       72  int32    normalize             1
 *       76  float32  detail                0
 *       80  float32  origin[0..3]          0, 0, 0, 0
 *       96  float32  step[0..3]            0.37, 0.23, 0.11, 0.07
 *      112  int32    x0                    -5
 *      116  uint8    n, points in the row  19
 *      117  int32    columns[]             x0 + n - 1 down to x0
 *     1137  int32    cellular_return       NOISE_CELLULAR_F1 (0)
 *     1141  int32    metric                NOISE_METRIC_EUCLIDEAN (0)
 *     1145  float32  minkowski_exponent    0.5
 *     1149  float32  jitter                1
 *     1153  float32  smoothness            1
 *     1157  int32    warp_mode             NOISE_WARP_NONE (0)
 *     1161  float32  warp_amount           1
 *     1165  int32    warp_type             NOISE_SIMPLEX (3)
 *     1169  float32  warp_frequency        2
 *     1173  int32    warp_octaves          3
 *     1177  uint32   warp_seed             0
 *
 * Every field takes any bit pattern: out-of-range values, NaN and infinity
 * are what the target is for.  The row is the points origin + (x0 + i) *
 * step, i = 0 .. n - 1; x0 is lowered where needed so that x0 + n - 1 fits
 * an int (noise_fill_row's contract).  columns[] are as many whole int32
 * fields as follow (at most FUZZ_MAX_POINTS), the columns given to
 * noise_fill_columns.  The cellular and warp settings follow the 255th
 * column, so that inputs written before them keep their meaning; an input
 * that sets them gives all 255 columns.  tests/fuzz/make-inputs.py writes such
 * files. */
#ifndef NOISE_FUZZ_CORE_H
#define NOISE_FUZZ_CORE_H

#include <stddef.h>
#include <stdint.h>

enum
{
  FUZZ_MAX_POINTS = 255
};

/* libFuzzer's entry point: checks one input, aborts with a message on the
 * first broken promise, returns 0 otherwise. */
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

#endif /* NOISE_FUZZ_CORE_H */
