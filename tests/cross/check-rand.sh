#!/bin/sh
# glib-lite's GRand draws the very numbers GLib's does, so the property tests
# sample the same points in the cross runs as natively.
#
#   check-rand.sh WITH-GLIB WITH-GLIB-LITE
set -eu
real=$("$1")
lite=$("$2")
if [ "$real" != "$lite" ]; then
  echo "glib-lite's GRand draws differ from GLib's:" >&2
  printf '%s\n' "$real" >real.txt
  printf '%s\n' "$lite" | diff real.txt - | head -n 5 >&2
  rm -f real.txt
  exit 1
fi
echo "glib-lite and GLib drew the same $(printf '%s\n' "$real" | wc -l) numbers"
