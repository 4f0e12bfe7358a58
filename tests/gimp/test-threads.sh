#!/usr/bin/env bash
# The same render on 1 and on 2 threads gives the same bytes.
set -euo pipefail
here=$(dirname "$0")
export TEST_OUT=${TEST_OUT:-$(mktemp -d)}
mkdir -p "$TEST_OUT"
for n in 1 2; do
  NUM_PROCESSORS=$n "$here/run-gimp.sh" python "$here/test-threads.py" "$n"
done
for output in colour normal-map; do
  cmp "$TEST_OUT/threads-1-$output.raw" "$TEST_OUT/threads-2-$output.raw"
  echo "$output: 1 thread and 2 threads gave identical bytes"
done
