#!/bin/sh
# Runs a libFuzzer target for a while (the tests 'fuzz' and 'fuzz-op'),
# starting from the checked-in inputs, which libFuzzer replays first: any
# of them failing fails the run.  New inputs go to a fresh work directory, never into the
# source tree; a failing input is kept in the artefacts directory, named by
# its hash, for replaying (fuzz-core FILE, fuzz-op FILE) and checking in.
#
#   run-fuzz.sh FUZZER WORK-DIR ARTEFACTS-DIR SECONDS INPUT-DIR...
set -eu
fuzzer=$1 work=$2 artefacts=$3 seconds=$4
shift 4
rm -rf "$work"
mkdir -p "$work" "$artefacts"
# -max_len: the longest input the formats read (fuzz-core.h: 38 bytes of
# row, 255 columns of 4 bytes and a 5-byte record per slot, 36 today;
# fuzz-op.c reads at most 967).  -timeout: a hang is a bug, but the
# limit is wall time, and some inputs are slow without hanging.  Most take
# milliseconds (fuzz-op's, tens); one that fuzz-op found (2026-11-30)
# stacked a 16-octave Gabor warp under erosion and measured it for levels
# 'fill': 86 s of CPU in libFuzzer's build on an idle machine, past 30 s of
# wall time beside CI's other jobs.  (The canvas now refuses it for
# precision before measuring, in about a second; a deep warp in reach still
# measures for seconds.)  So a hang is 480 s, which leaves a unit started
# at the run's end within the tests' 600.  The exit codes: libFuzzer's
# default for a failure, 77, means "skipped" to meson.
exec "$fuzzer" -max_total_time="$seconds" -max_len=1238 -timeout=480 \
  -error_exitcode=1 -timeout_exitcode=1 \
  -print_final_stats=1 -artifact_prefix="$artefacts/" "$work" "$@"
