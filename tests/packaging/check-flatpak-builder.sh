#!/bin/sh
# flatpak-builder reads the extension's manifest (it needs no runtime for
# that): any property it cannot load, or any warning it prints, fails.
# usage: check-flatpak-builder.sh FLATPAK_BUILDER SOURCE_ROOT
set -eu
fb=$1
manifest=$2/build-aux/flatpak/org.gimp.GIMP.Plugin.NoiseRender.json
out=$(mktemp) err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
# Its own HOME: flatpak-builder may look for user installations.
HOME=$(mktemp -d) && trap 'rm -rf "$out" "$err" "$HOME"' EXIT
export HOME
if ! "$fb" --show-manifest "$manifest" >"$out" 2>"$err"; then
  cat "$err" >&2
  echo "FAIL: flatpak-builder cannot read $manifest" >&2
  exit 1
fi
if [ -s "$err" ]; then
  cat "$err" >&2
  echo "FAIL: flatpak-builder warns about $manifest" >&2
  exit 1
fi
# What it read is the extension, with its meson options.
for want in '"id" : "org.gimp.GIMP.Plugin.NoiseRender"' '"build-extension" : true' \
    '"-Dplugindir=/app/extensions/NoiseRender/plug-ins"'; do
  if ! grep -qF "$want" "$out"; then
    cat "$out" >&2
    echo "FAIL: flatpak-builder's reading lacks $want" >&2
    exit 1
  fi
done
echo "$("$fb" --version): $manifest read"
