#!/bin/sh
# build-aux/bench GRID NOISE measures only the core rows whose name starts
# with NOISE, as README.md and BENCHMARKS.md say (it once ignored NOISE), and
# a NOISE that names no row is an error, not an empty table.  Runs
# build-aux/bench itself on a tiny grid in this build.
#
#   check-filter.sh BENCH-SCRIPT BUILD-DIR
set -eu
bench() { NOISE_RENDER_IN_ENV=1 NOISE_RENDER_BUILD=$2 "$1" 8 "$3"; }
out=$(bench "$1" "$2" "simplex 3D")
printf '%s\n' "$out"
rows=$(printf '%s\n' "$out" | grep -E '^(value|perlin|simplex)' | cut -c1-20 | sort -u)
if [ "$rows" != "simplex 3D          " ]; then
  printf 'build-aux/bench 8 "simplex 3D" printed rows for:\n%s\n' "$rows" >&2
  exit 1
fi
echo 'build-aux/bench 8 "simplex 3D": only simplex 3D rows'
if bench "$1" "$2" "simplex 9D" >/dev/null 2>&1; then
  echo 'build-aux/bench 8 "simplex 9D" succeeded; it names no row' >&2
  exit 1
fi
echo 'build-aux/bench 8 "simplex 9D": refused'
