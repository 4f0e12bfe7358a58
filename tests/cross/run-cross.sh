#!/bin/sh
# Cross-builds this checkout's core and core tests for TARGET with meson
# (cross file tests/cross/TARGET.ini, so the run follows core/meson.build and
# tests/core/meson.build as they change) and runs them under the target's
# emulator: qemu-user for arm64, wine for Windows; 32-bit x86 runs natively
# where the kernel can (else under qemu-user, run-i686.sh).  Only the
# checks that matter across platforms, to keep the run to a few minutes
# (listed below).  Skips (exit 77) with a message when the cross
# compiler or the emulator is missing.
#
#   run-cross.sh TARGET SOURCE-DIR BUILD-DIR
set -eu
target=$1 src=$2 build=$3

case $target in
  aarch64-gcc) tools="aarch64-linux-gnu-gcc:gcc-aarch64-linux-gnu qemu-aarch64:qemu-user" ;;
  aarch64-clang) tools="clang:clang aarch64-linux-gnu-gcc:gcc-aarch64-linux-gnu qemu-aarch64:qemu-user" ;;
  i686-gcc) tools="i686-linux-gnu-gcc:gcc-i686-linux-gnu"
    # qemu only where this kernel cannot run 32-bit x86 programs itself.
    "$src/tests/cross/run-i686.sh" --native || tools="$tools qemu-i386:qemu-user" ;;
  mingw-w64) tools="x86_64-w64-mingw32-gcc:gcc-mingw-w64-x86-64 wine:wine" ;;
  *) echo "unknown cross target $target" >&2; exit 2 ;;
esac
for tool in $tools; do
  if ! command -v "${tool%%:*}" >/dev/null 2>&1; then
    echo "SKIP: the $target cross run needs ${tool%%:*} (Debian package ${tool#*:})"
    exit 77
  fi
done

if [ "$target" = mingw-w64 ]; then
  # A private wine prefix in the build tree; no Mono or Gecko prompts, no
  # debug chatter.
  export WINEPREFIX="$build-wine" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
  [ -d "$WINEPREFIX" ] || wine wineboot --init >/dev/null 2>&1 || true
fi

# ninja re-runs meson by itself when a meson.build changes.  No debug
# information: a run's time is mostly compiling the rows, and under an
# emulator a failure is read from the test's output, not a debugger.
# meson reads the cross file only when it sets a build up: a build set up
# with another cross file (its exe_wrapper, say; the copy beside the build
# folder is the one it was set up with) is set up again.  Only a meson
# build folder, or an empty one, is removed.
ini=$src/tests/cross/$target.ini
if [ ! -f "$build/build.ninja" ] || ! cmp -s "$ini" "$build.ini"; then
  if [ -d "$build" ] && [ ! -d "$build/meson-private" ] &&
     [ -n "$(ls -A "$build")" ]; then
    echo "$build is not a meson build folder: not set up there" >&2
    exit 1
  fi
  rm -rf "$build"
  meson setup "$build" "$src" --cross-file "$ini" \
    -Dplugin=disabled -Dtests=auto -Ddebug=false >"$build.setup.log" 2>&1 ||
    { cat "$build.setup.log"; exit 1; }
  cp "$ini" "$build.ini"
fi
# The compiled test programs of the core and render suites, without their
# sanitized twins, named one by one: given only --suite, meson test would
# build every target first (meson 1.7's rebuild_deps), the sanitized builds
# included.  Tests run by a build-machine interpreter (python3 with ctypes)
# cannot load the target's libraries and are left out.
tests=$(meson introspect "$build" --tests | python3 -c '
import json, sys
build = sys.argv[1]
for t in json.load(sys.stdin):
    suites = {s.split(":")[-1] for s in t["suite"]}
    if suites & {"core", "render"} and "sanitized" not in suites \
            and t["cmd"][0].startswith(build):
        print(t["name"])' "$(cd "$build" && pwd)")
[ -n "$tests" ] || { echo "no core tests in $build" >&2; exit 1; }
# Windows: everything a plain `ninja` builds links (the sanitized tests,
# which mingw-w64's GCC cannot link, are left out by meson and skip), as
# the Windows workflow builds it.
if [ "$target" = mingw-w64 ]; then
  ninja -C "$build" >"$build.ninja.log" 2>&1 ||
    { tail -n 40 "$build.ninja.log"; exit 1; }
  echo "mingw-w64: a plain ninja builds every default target"
fi
# Selected paths: known answers, every row path against the scalar one, row
# against point and row pieces against the whole row (/rows), the fractal
# modes (the seed-001 sum, definitions, bounds), a canvas rendered in pieces
# against the whole (/split, tests/render), noise_turn's bits against
# x86-64's (/turn), and the erosion filter's (/erosion, all of it: its
# gradient, continuity and tiling too).  Seamless tiling is the maths',
# checked natively; the tiled and looping rows' bits are in /paths.
# NOISE_TEST_QUICK, under an emulator: the paths test takes fewer rows per
# state (test-paths.c), the properties a quarter of their samples
# (test-properties.c), the erosion test fewer points (test-erosion.c).
# 32-bit x86 runs natively with every sample, or sets it where it falls
# back to qemu (run-i686.sh).
[ "$target" = i686-gcc ] || export NOISE_TEST_QUICK=1
# The tests' own timeouts (tests/core/meson.build) are sized for native
# runs; under the emulator core-paths alone takes 160 s on an idle machine
# (arm64, with Gabor's rows), and beside CI's other work more than its
# 300 s: both arm64 runs failed so at stop 46.  Here they are multiplied,
# and the cross test's own timeout (tests/cross/meson.build) bounds the run.
# shellcheck disable=SC2086
exec meson test -C "$build" $tests --num-processes 2 --timeout-multiplier 5 \
  --print-errorlogs --verbose --test-args \
  '-p /known-answer -p /paths -p /rows -p /fractal -p /split -p /turn -p /erosion'
