#!/usr/bin/env bash
# result=filter in a GIMP without the GEGL module (test-gimp-no-filter.py
# checks the pixels), and what GIMP printed meanwhile: the plug-in says why
# it baked, once, and GIMP itself reports no failed call (the plug-in asks
# for the filter quietly; in the GUI that report would be an error dialog).
#   test-gimp-no-filter.sh RUN-GIMP BATCH
set -euo pipefail
# An empty GEGL user folder: no module, whatever the caller's has.
log=$(mktemp) share=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$share"' EXIT
XDG_DATA_HOME=$share "$1" python "$2" 2>&1 | tee "$log"
why='The live filter noise-render:noise-2 is not installed in GIMP'
count=$(grep -c "$why" "$log" || true)
if [ "$count" != 1 ]; then
  echo "the plug-in said '$why' $count times, not once" >&2
  exit 1
fi
if grep -q 'Calling error for procedure' "$log"; then
  echo 'GIMP reported a failed call of the plug-in (above)' >&2
  exit 1
fi
echo "the plug-in said why it baked, once; GIMP reported no failed call"
