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
# fuzz-op.c reads at most 967).  -timeout: one input takes milliseconds
# (fuzz-op's, tens); a hang is a bug.  The exit codes: libFuzzer's default for a
# failure, 77, means "skipped" to meson.
exec "$fuzzer" -max_total_time="$seconds" -max_len=1238 -timeout=30 \
  -error_exitcode=1 -timeout_exitcode=1 \
  -print_final_stats=1 -artifact_prefix="$artefacts/" "$work" "$@"
