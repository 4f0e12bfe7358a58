#!/usr/bin/env bash
# Runs a Python-Fu batch in a real, isolated GIMP (tests/gimp/run-gimp.sh)
# with the GEGL module installed as a user installs it: in the user's GEGL
# plug-ins folder, here a private XDG_DATA_HOME.
#   run-gimp-filter.sh MODULE RUN-GIMP KIND BATCH [ARG...]
set -euo pipefail
module=$1 run_gimp=$2; shift 2
share=$(mktemp -d "${TMPDIR:-/tmp}/noise-render-share.XXXXXX")
trap 'rm -rf "$share"' EXIT
mkdir -p "$share/gegl-0.4/plug-ins"
cp "$module" "$share/gegl-0.4/plug-ins/"
export XDG_DATA_HOME=$share
"$run_gimp" "$@"
