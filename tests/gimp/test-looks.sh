#!/usr/bin/env bash
# The gallery's contact sheet: every look rendered by
# plug-in-noise-render-look in one real, headless GIMP (test-looks.py),
# from the list of looks the table gives (NOISE_LOOKS_TOOL --list); GIMP
# has the operation noise-render:noise-2 (GEGL's user folder, as
# tests/gegl/run-gimp-filter.sh installs it), for a look as a live filter.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
: "${TEST_OUT:=$(mktemp -d)}"
mkdir -p "$TEST_OUT"
"$NOISE_LOOKS_TOOL" --list "$TEST_OUT/looks.txt"
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
mkdir -p "$data/gegl-0.4/plug-ins"
cp "$NOISE_RENDER_GEGL_MODULE" "$data/gegl-0.4/plug-ins/"
XDG_DATA_HOME=$data "$here/run-gimp.sh" python "$here/test-looks.py" "$TEST_OUT/looks.txt"
