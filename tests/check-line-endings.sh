#!/bin/sh
# A checkout made as on Windows (core.autocrlf=true) has the committed
# bytes, so bash and sh still run the scripts and the fuzz inputs keep
# theirs (.gitattributes).  Clones the source tree's HEAD both ways and
# compares; skipped outside a git checkout.
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
command -v git >/dev/null 2>&1 || { echo "SKIP: git is not installed"; exit 77; }
# The checkout may belong to another user than the one testing.
git () { command git -c safe.directory='*' "$@"; }
git -C "$src" rev-parse --verify -q HEAD >/dev/null 2>&1 || {
  echo "SKIP: $src is not a git checkout"
  exit 77
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git -c core.autocrlf=true clone -q "$src" "$work/windows"
git -c core.autocrlf=false clone -q "$src" "$work/plain"
if ! diff -rq --exclude=.git "$work/plain" "$work/windows" >"$work/diff"; then
  echo "a checkout with core.autocrlf=true differs from the commit:" >&2
  sed "s|$work/||g" "$work/diff" >&2
  exit 1
fi
echo "a checkout with core.autocrlf=true has the committed bytes ($(git -C "$src" ls-files | wc -l) files)"
