#!/usr/bin/env bash
# run-gimp.sh keeps its profiles clean and leaves none behind:
#  - a profile seed made under a folder named like a build for either
#    series (_build-3.0/_build-3.2/) does not take in that folder: GIMP's
#    first start migrates whatever folder its version cuts the path to;
#  - after a run, no private profile is left in $TMPDIR.
# Both went wrong before: every 3.2 run copied and leaked a 400 MB profile,
# and a CI run ran out of disk.
set -euo pipefail
here=$(dirname "$0")
work=$(mktemp -d "/tmp/noise-render-profile-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
build=$work/_build-3.0/_build-3.2
mkdir -p "$build" "$work/tmp"
touch "$work/_build-3.0/build-folder-marker" "$build/build-folder-marker"

TMPDIR=$work/tmp NOISE_RENDER_PROFILE_SEED=$build/seed \
  "$here/run-gimp.sh" python "$here/test-profile.py"

seeds=("$build"/seed-*[0-9])
[ -d "${seeds[0]}" ] || { echo "FAIL: no profile seed was made in $build" >&2; exit 1; }
migrated=$(find "${seeds[@]}" -name build-folder-marker)
if [ -n "$migrated" ]; then
  echo "FAIL: the profile seed took in the build folder: $migrated" >&2; exit 1
fi
echo "the profile seed holds GIMP's own first start, not the build folder"
# (GIMP keeps its own gimp/ there.)
left=$(find "$work/tmp" -mindepth 1 -maxdepth 1 -name 'noise-render-*')
if [ -n "$left" ]; then
  echo "FAIL: the run left in \$TMPDIR: $left" >&2; exit 1
fi
echo "the run's private profile was removed"
