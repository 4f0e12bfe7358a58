#!/usr/bin/env bash
# The README's command line: the gegl binary renders noise-render:noise
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
gegl --list-all | grep -x 'noise-render:noise' >/dev/null ||
  { echo "FAIL: gegl --list-all does not list noise-render:noise"; exit 1; }
gegl -o "$tmp/tile.png" -- noise-render:noise width=160 height=96 \
  crop width=160 height=96
"$check" "$(dirname "$module")" --png "$tmp/tile.png" 160 96

# The README's example, exactly as printed there: a 512 x 512 PNG.
readme=$(dirname "$0")/../../README.md
example=$(awk '/^```sh$/ { block = ""; keep = 1; next }
               /^```$/ { if (keep && block ~ /^gegl -o tile.png/) print block; keep = 0; next }
               keep { block = block $0 "\n" }' "$readme")
[ -n "$example" ] || { echo "FAIL: no gegl example in README.md"; exit 1; }
(cd "$tmp" && rm -f tile.png && bash -euc "$example")
"$check" "$(dirname "$module")" --png-size "$tmp/tile.png" 512 512
echo "README example rendered a 512x512 tile"
