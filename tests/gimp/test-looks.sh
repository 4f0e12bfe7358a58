#!/usr/bin/env bash
# The gallery's contact sheet: every look rendered by
# plug-in-noise-render-look in one real, headless GIMP (test-looks.py),
# from the list of looks the table gives (NOISE_LOOKS_TOOL --list).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
: "${TEST_OUT:=$(mktemp -d)}"
mkdir -p "$TEST_OUT"
"$NOISE_LOOKS_TOOL" --list "$TEST_OUT/looks.txt"
exec "$here/run-gimp.sh" python "$here/test-looks.py" "$TEST_OUT/looks.txt"
