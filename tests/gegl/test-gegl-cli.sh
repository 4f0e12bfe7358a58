#!/usr/bin/env bash
# The README's command line: the gegl binary renders noise-render:noise-2
# installed as a per-user module (a private XDG_DATA_HOME), and the PNG it
# writes holds the render layer's pixels to the byte.
#   test-gegl-cli.sh MODULE TEST-PROGRAM
set -euo pipefail
module=$1 check=$2
if ! command -v gegl >/dev/null; then
  echo "SKIP: no gegl command line (Debian package gegl)"
  exit 77
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/noise-render-gegl.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME=$tmp/share
mkdir -p "$XDG_DATA_HOME/gegl-0.4/plug-ins"
cp "$module" "$XDG_DATA_HOME/gegl-0.4/plug-ins/"
gegl --list-all | grep -x 'noise-render:noise-2' >/dev/null ||
  { echo "FAIL: gegl --list-all does not list noise-render:noise-2"; exit 1; }
gegl -o "$tmp/tile.png" -- noise-render:noise-2 width=160 height=96 \
  crop width=160 height=96
"$check" "$(dirname "$module")" --png "$tmp/tile.png" 160 96
# The output chosen by name, as the README's normal-map example does.
gegl -o "$tmp/normals.png" -- noise-render:noise-2 width=160 height=96 \
  output-type=normal-map crop width=160 height=96
"$check" "$(dirname "$module")" --png "$tmp/normals.png" 160 96 normal-map

# The README's examples, exactly as printed there: 512 x 512 PNGs.
readme=$(dirname "$0")/../../README.md
for png in tile.png normals.png; do
  example=$(awk -v start="gegl -o $png " \
                '/^```sh$/ { block = ""; keep = 1; next }
                 /^```$/ { if (keep && index(block, start) == 1) print block; keep = 0; next }
                 keep { block = block $0 "\n" }' "$readme")
  [ -n "$example" ] || { echo "FAIL: no gegl example writing $png in README.md"; exit 1; }
  (cd "$tmp" && rm -f "$png" && bash -euc "$example")
  "$check" "$(dirname "$module")" --png-size "$tmp/$png" 512 512
  echo "README example rendered a 512x512 $png"
done
