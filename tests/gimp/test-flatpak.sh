#!/usr/bin/env bash
# The live filter in Flathub's GIMP without a manual step, in a simulated
# layout: the extension's files as build-aux/flatpak's manifest installs
# them (<ext>/plug-ins/noise-render/, <ext>/lib/gegl-0.4/noise-render.so),
# the plug-in folder GIMP reads linked to the extension's (as the
# extension point's merged folder is), FLATPAK_ID=org.gimp.GIMP and an
# empty XDG_DATA_HOME (the sandbox's data folder).
#  - without FLATPAK_ID the plug-in links nothing;
#  - the first run links the module into $XDG_DATA_HOME/gegl-0.4/plug-ins
#    and says once, of two calls, that GIMP must restart; renders bake;
#  - the second GIMP loads the operation from there: the live filter is
#    made, and nothing more is said.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/noise-render-flatpak.XXXXXX")
trap 'rm -rf "$work"' EXIT
ext=$work/app/extensions/NoiseRender
mkdir -p "$ext/plug-ins/noise-render" "$ext/lib/gegl-0.4" "$work/data" \
  "$work/profile/gimp/plug-ins"
cp "$NOISE_RENDER_GEGL_MODULE" "$ext/lib/gegl-0.4/noise-render.so"
ln -s "$ext/plug-ins/noise-render" "$work/profile/gimp/plug-ins/noise-render"
module_link=$work/data/gegl-0.4/plug-ins/noise-render.so
message='is now installed for GIMP'

run () { # run STAGE [ENV...]: one GIMP, its stderr in $work/STAGE.log
  env NOISE_RENDER_PROFILE="$work/profile" XDG_DATA_HOME="$work/data" \
    NOISE_RENDER_GIMP_LOG="$work/$1.log" "${@:2}" \
    "$here/run-gimp.sh" python "$here/test-flatpak.py" "$1"
}

run without
if [ -e "$module_link" ] || [ -L "$module_link" ] || grep -q "$message" "$work/without.log"; then
  echo "FAIL: outside Flatpak the plug-in linked the module or said so" >&2; exit 1
fi
run first FLATPAK_ID=org.gimp.GIMP
[ -L "$module_link" ] && [ "$(readlink "$module_link")" = "$ext/lib/gegl-0.4/noise-render.so" ] ||
  { echo "FAIL: no link $module_link to the extension's module" >&2; ls -lR "$work/data" >&2; exit 1; }
said=$(grep -c "$message" "$work/first.log" || true)
[ "$said" = 1 ] || { echo "FAIL: the restart message was said $said times, not once" >&2; exit 1; }
run second FLATPAK_ID=org.gimp.GIMP
if grep -q "$message" "$work/second.log"; then
  echo "FAIL: the second run said the restart message again" >&2; exit 1
fi
echo "the module was linked once, said once, and GIMP made the live filter after a restart"
