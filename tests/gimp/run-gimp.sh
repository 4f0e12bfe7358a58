#!/usr/bin/env bash
# Runs one batch in a real, isolated GIMP 3 with the built plug-in installed.
#
#   run-gimp.sh scheme|python|python-gui BATCH-FILE [ARG...]
#
# python-gui runs the full gimp-3 (windows, on $DISPLAY) instead of
# gimp-console-3, for interactive calls.  Both GIMP 3.0 and 3.2 install
# those names; a GIMP with only versioned names (gimp-console-3.4, say) is
# found too.
# Environment (set by tests/gimp/meson.build and tests/gegl/meson.build):
#   NOISE_RENDER_PLUGIN  the built plug-in binary
#   NOISE_RENDER_PO_DIR  the build's po/ (compiled catalogs), optional
#   TEST_OUT             where the batch may write files (kept as artefacts)
#   NUM_PROCESSORS       GIMP's (and so its plug-ins' GEGL) thread count, optional
#   NOISE_RENDER_EXTRA_PLUGINS  more plug-in binaries to install, optional
#   NOISE_RENDER_PROFILE  a folder for HOME and GIMP3_DIRECTORY that is kept,
#                      so that runs share last values, optional
#   NOISE_RENDER_GIMPRC  lines for the profile's gimprc, optional (the GUI
#                        tests: "(show-welcome-dialog no)")
#   NOISE_RENDER_GIMP_LOG  a file for GIMP's stderr, optional: the batch (a
#                        plug-in, which writes there too) can read what GIMP
#                        printed, such as the messages of its message system;
#                        copied to stderr when GIMP ends
#   NOISE_RENDER_PROFILE_SEED  where to keep a first start's profile, which a
#                        new profile starts from (below), optional
# A private HOME and GIMP3_DIRECTORY per run (or per NOISE_RENDER_PROFILE):
# no test touches a real installation.  The batch's ARGs reach it as the
# environment variable TEST_ARGS.  GIMP's exit status is the test's.
set -euo pipefail

kind=$1 batch=$(realpath "$2"); shift 2
: "${TEST_OUT:=$(mktemp -d)}"
mkdir -p "$TEST_OUT"
# A GIMP that starts in a profile folder it has not seen looks for an
# older one to migrate: it finds its own version ("3.2") in the folder's
# path, cuts the path after it, tries "3.2" then "3.0" there, and copies
# whatever folder that names.  A profile under _build-3.2/ thus took in
# the whole build folder (400 MB, copied again into every run's
# profile).  So a first start is always made in a folder whose path holds
# no "N.N": under $TMPDIR when its path holds none, else under /tmp.
first_start_tmp () {
  case ${TMPDIR:-/tmp} in
    *[0-9].[0-9]*) echo /tmp ;;
    *) echo "${TMPDIR:-/tmp}" ;;
  esac
}
if [ -n "${NOISE_RENDER_PROFILE:-}" ]; then
  profile=$NOISE_RENDER_PROFILE
else
  profile=$(mktemp -d "$(first_start_tmp)/noise-render-gimp.XXXXXX")
  trap 'rm -rf "$profile"' EXIT
fi

# gimp_binary NAME: the path of NAME-3, else of the newest NAME-3.x on PATH.
gimp_binary () {
  local name
  name=$(command -v "$1-3" || { compgen -c "$1-3." | sort -V | tail -n 1; }) || true
  [ -z "$name" ] || command -v "$name" || true
}

console=$(gimp_binary gimp-console)
case $kind in
  python-gui) gimp=$(gimp_binary gimp) flags=-s ;;
  *) gimp=$console flags=-i ;;
esac
[ -n "$gimp" ] || { echo "run-gimp.sh: GIMP 3 is not on PATH (gimp-3, gimp-console-3)" >&2; exit 1; }

export HOME=$profile/home GIMP3_DIRECTORY=$profile/gimp
# NOISE_RENDER_PROFILE_SEED (set by the test suites): a profile GIMP has
# not seen yet starts as a copy of the one a first start of this GIMP
# leaves, without our plug-in or operation.  In a new profile GIMP queries
# every one of its hundred-odd plug-ins again: 4 of the 6 CPU seconds of a
# start.  Ours, copied in below, is new to the copy and queried on every
# run, as after a user's install.  The seed is made once for each
# gimp-console binary (its modification time in the name: an upgraded
# GIMP makes a new one), under a lock, as the tests run side by side.  It
# is in the language of the run that made it; a run in another language
# makes GIMP query all again, which is only slower.  A first start that
# fails or hangs (two minutes) makes no seed: its output is kept in
# SEED-TIME.failed, whose presence keeps later runs from trying again, and
# the runs go on from empty profiles.
seed_profile () {
  local seed
  seed=$1-$(stat -L -c %Y "$console")
  (
    flock 9
    if [ -d "$seed" ] || [ -e "$seed.failed" ]; then exit 0; fi
    # Made apart (first_start_tmp, above), then moved into place.
    new=$(mktemp -d "$(first_start_tmp)/noise-render-seed.XXXXXX")
    mkdir -p "$new/home/.local/share"
    # 9>&-: nothing GIMP starts holds the lock.
    if HOME=$new/home GIMP3_DIRECTORY=$new/gimp \
        XDG_DATA_HOME=$new/home/.local/share \
        timeout -k 10 120 "$console" -i -n --quit >"$new.log" 2>&1 9>&-; then
      # Across file systems mv copies: the copy is named apart until it
      # is whole, so a killed run leaves no half seed under its name.
      rm -rf "$seed.part"
      mv "$new" "$seed.part" && mv "$seed.part" "$seed"
      rm -f "$new.log"
    else
      status=$?
      mv "$new.log" "$seed.failed"
      rm -rf "$new"
      echo "run-gimp.sh: no profile seed: GIMP's first start ended with" \
        "status $status (124: it hung); its output, in $seed.failed:" >&2
      tail -n 20 "$seed.failed" >&2
    fi
  ) 9>"$seed.lock"
  if [ -d "$seed" ]; then
    mkdir -p "$profile"
    cp -a "$seed/home" "$seed/gimp" "$profile/"
  fi
}
if [ -n "${NOISE_RENDER_PROFILE_SEED:-}" ] && [ -n "$console" ] &&
   [ ! -e "$GIMP3_DIRECTORY" ]; then
  seed_profile "$NOISE_RENDER_PROFILE_SEED"
fi
plugdir=$GIMP3_DIRECTORY/plug-ins/noise-render
mkdir -p "$HOME" "$plugdir"
cp "$NOISE_RENDER_PLUGIN" "$plugdir/noise-render"
# Further plug-ins (the benchmark's transfer floor), each in its own folder.
for extra in ${NOISE_RENDER_EXTRA_PLUGINS:-}; do
  mkdir -p "$GIMP3_DIRECTORY/plug-ins/$(basename "$extra")"
  cp "$extra" "$GIMP3_DIRECTORY/plug-ins/$(basename "$extra")/"
done
if [ -n "${NOISE_RENDER_PO_DIR:-}" ]; then
  for mo in "$NOISE_RENDER_PO_DIR"/*/LC_MESSAGES/noise-render.mo; do
    [ -e "$mo" ] || continue
    lang=$(basename "$(dirname "$(dirname "$mo")")")
    mkdir -p "$plugdir/locale/$lang/LC_MESSAGES"
    cp "$mo" "$plugdir/locale/$lang/LC_MESSAGES/"
  done
fi
if [ -n "${NUM_PROCESSORS:-}" ]; then
  mkdir -p "$GIMP3_DIRECTORY"
  echo "(num-processors $NUM_PROCESSORS)" >>"$GIMP3_DIRECTORY/gimprc"
fi
if [ -n "${NOISE_RENDER_GIMPRC:-}" ]; then
  printf '%s\n' "$NOISE_RENDER_GIMPRC" >>"$GIMP3_DIRECTORY/gimprc"
fi
export TEST_ARGS="$*" TEST_OUT

case $kind in
  python|python-gui) interp=python-fu-eval; expr="exec(open('$batch').read())";;
  scheme) interp=plug-in-script-fu-eval
          expr="(begin (define test-out \"$TEST_OUT\") (load \"$batch\"))";;
  *) echo "unknown batch kind $kind" >&2; exit 2;;
esac
# GIMP runs as a child, never exec'd: the EXIT trap removes a private
# profile (every run leaked one before, 400 MB each in the CI).  A
# timeout's TERM ends the script through that trap too.
trap 'exit 143' TERM
trap 'exit 130' INT
run_batch () { "$gimp" $flags -n --quit --batch-interpreter="$interp" -b "$expr"; }
status=0
if [ -z "${NOISE_RENDER_GIMP_LOG:-}" ]; then
  run_batch || status=$?
  exit "$status"
fi
run_batch 2>"$NOISE_RENDER_GIMP_LOG" || status=$?
cat "$NOISE_RENDER_GIMP_LOG" >&2
exit "$status"
