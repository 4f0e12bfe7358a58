#!/usr/bin/env bash
# The Script-Fu test: run the batch in GIMP, then check its exports.
set -euo pipefail
here=$(dirname "$0")
export TEST_OUT=${TEST_OUT:-$(mktemp -d)}
mkdir -p "$TEST_OUT"
"$here/run-gimp.sh" scheme "$here/test-scriptfu.scm"
python3 "$here/check-scriptfu.py" "$TEST_OUT"
