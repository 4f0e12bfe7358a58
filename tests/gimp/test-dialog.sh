#!/usr/bin/env bash
# The dialog in a real GIMP under Xvfb, driven with xdotool:
#  1. it opens from a RUN-INTERACTIVE call and shows a preview (screenshot);
#  2. "Pick new seed" (Alt+K) changes the preview (second screenshot);
#  3. OK (Alt+O) renders into the layer exactly what the preview showed:
#     baked pixels in a GIMP without the operation noise-render:noise-2
#     (session "en"), the live filter where GIMP has it, by default
#     ("filter"; the "en" run's pixels were no choice), pixels when the
#     user chose them last time ("chosen", the last values edited, and
#     Octaves 2.5 typed into the one control for octaves and detail:
#     detail 2.5, octaves 3 in the last values);
#  4. Ctrl+Z in the image window restores the layer (one undo step);
#  5. under a German locale the dialog is "Prozedurales Rauschen" (screenshot);
#  6. in every session the plug-in logged no warning or critical: the
#     dialog warns of any procedure argument it has no place for;
#  7. on a 1366 x 768 screen (the most common laptop's, this Xvfb's), for
#     every noise type chosen in the dialog at its defaults (session
#     "types", keys on the type's list): the window, OK and the preview are
#     on the screen, no setting is greyed out (what does not apply is
#     hidden), and a setting hidden for one type shows for the type it
#     applies to (check-dialog-types.py, from the window's geometry and
#     the layout the dialog describes with NOISE_RENDER_DIALOG_TRACE).
#  8. the gallery: a look chosen from the looks' popover (session "look",
#     Clouds) is what OK renders, the very pixels of
#     plug-in-noise-render-look, although the last values had moved the
#     pattern by an offset the look does not name (back to its default);
#     the preview showed it, and one Ctrl+Z undoes it.
# The English sessions share one profile, so last values carry over.
# Screenshots and exports stay in TEST_OUT; docs/dialog.png is the "types"
# session's first, types/dialog.png (the defaults, a fresh profile).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export TEST_OUT=${TEST_OUT:-$(mktemp -d)}
rm -rf "$TEST_OUT" && mkdir -p "$TEST_OUT"

# The most common laptop screen: the dialog must fit it.
screen=1366x768
fdfile=$(mktemp)
# The X server, its messages kept with the artefacts.  -r: no key repeat.
# xdotool's keys go through XTEST, so a descheduled xdotool holding Return
# past the repeat delay would press OK again.
start_xvfb () {
  : >"$fdfile"
  Xvfb -displayfd 3 -screen 0 ${screen}x24 -r -nolisten tcp 3>"$fdfile" \
    2>>"$TEST_OUT/xvfb.log" &
  xvfb=$!
  for _ in $(seq 50); do [ -s "$fdfile" ] && break; sleep 0.1; done
  export DISPLAY=:$(cat "$fdfile")
}
gimp_pid=
# One GIMP profile for the English sessions; GEGL's user folders with and
# without the module (as tests/gegl/run-gimp-filter.sh installs it).
profile=$(mktemp -d) with_module=$(mktemp -d) without_module=$(mktemp -d)
mkdir -p "$with_module/gegl-0.4/plug-ins"
cp "$NOISE_RENDER_GEGL_MODULE" "$with_module/gegl-0.4/plug-ins/"
cleanup () {
  [ -n "$gimp_pid" ] && kill "$gimp_pid" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
  rm -rf "$fdfile" "$profile" "$with_module" "$without_module"
}
trap cleanup EXIT
start_xvfb

shot () { import -window "$1" -depth 8 "PNG24:$2"; }
# The first visible window whose title matches $1.  xdotool exits with an X
# BadWindow error when a window closes while it searches (GIMP's splash, a
# finished dialog), so a failed search is retried, for up to two minutes.
find_window () {
  local w
  for _ in $(seq 240); do
    w=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -n 1) || true
    [ -n "$w" ] && { echo "$w"; return 0; }
    sleep 0.5
  done
  echo "no window titled like '$1' appeared" >&2
  return 1
}
# The window's geometry, "x y width height", as X has it.
geometry () {
  xdotool getwindowgeometry --shell "$1" \
    | awk -F= '{ v[$1] = $2 } END { print v["X"], v["Y"], v["WIDTH"], v["HEIGHT"] }'
}
# A click in the middle of the widget NAME, at its latest place in the
# layout that session $1's dialog traced (NOISE_RENDER_DIALOG_TRACE).
click_traced () {
  local place x y bw bh
  place=$(grep -o " $2=[0-9,-]*" "$1/gimp.log" | tail -n 1 | cut -d= -f2)
  [ -n "$place" ] || { echo "the dialog traced no $2" >&2; return 1; }
  IFS=, read -r x y bw bh <<<"$place"
  xdotool mousemove --sync $((x + bw / 2)) $((y + bh / 2)) click 1
}
wait_file () { timeout 120 sh -c "until [ -e '$1' ]; do sleep 0.2; done"; }

# One GIMP session: $1 = expected dialog title, $2 = prefix for files,
# $3 = "ok" (drive it through) or "cancel".
session () {
  local title=$1 prefix=$2 mode=$3 out=$TEST_OUT/$2
  mkdir -p "$out"
  # Once in a CI run, Xvfb was gone before a session (GIMP: "Cannot open
  # display"), between two that had passed; its messages were not kept.
  # Now they are, and a new server takes over, said aloud.
  if ! kill -0 "$xvfb" 2>/dev/null; then
    echo "$prefix: Xvfb had exited (xvfb.log: $(tail -n 3 "$TEST_OUT/xvfb.log" | tr '\n' ' ')); starting another"
    start_xvfb
  fi
  TEST_OUT=$out "$here/run-gimp.sh" python-gui "$here/test-dialog.py" \
    >"$out/gimp.log" 2>&1 &
  gimp_pid=$!
  local w
  # When the dialog never shows, say which display GIMP was given, whether
  # X answers there, and GIMP's last words: a CI run once failed here with
  # GIMP's "Cannot open display: ", while Xvfb's log showed xdotool
  # connecting every half second.
  w=$(find_window "^$title\$") || {
    echo "$prefix: DISPLAY=$DISPLAY, X answers: $(xdotool getdisplaygeometry 2>&1 | tr '\n' ' ')GIMP: $(tail -n 3 "$out/gimp.log" | tr '\n' ' ')" >&2
    return 1
  }
  echo "$prefix: dialog '$title' is window $w"
  sleep 4   # the first preview
  shot "$w" "$out/dialog.png"
  if [ "$mode" = types ]; then
    # The type's list has the focus (its mnemonic, Alt+N); Home chooses the
    # first type, Down each next one (check-dialog-types.py checks that
    # this met every type).
    xdotool windowfocus --sync "$w"
    xdotool key --window "$w" alt+n
    xdotool key --window "$w" Home
    # As many steps as the core's table has types (check-dialog-types.py
    # reads it from core/types.c), so a new type needs no edit here.
    local step type ntypes
    ntypes=$(python3 "$here/check-dialog-types.py" --count)
    for step in $(seq "$ntypes"); do
      sleep 3   # the new layout and its preview
      type=$(grep -o 'noise-render-dialog: type=[^ ]*' "$out/gimp.log" \
               | tail -n 1 | cut -d= -f2) || true   # none: "?"
      echo "${type:-?} $(geometry "$w")" >>"$out/geometry"
      import -window root -depth 8 "PNG24:$out/screen-$step.png"
      xdotool key --window "$w" Down
    done
    # Each page, for the eye: back on the first type (Home), the focus on
    # the tabs (Shift+Tab from the type, the first page's first widget),
    # Right for the next page.
    xdotool key --window "$w" Home
    xdotool key --window "$w" shift+Tab
    for step in $(seq 6); do
      sleep 2
      shot "$w" "$out/page-$step.png"
      xdotool key --window "$w" Right
    done
    xdotool key Escape
    wait_file "$out/rendered"
  elif [ "$mode" = look ]; then
    # The looks' button, where the traced layout says it is; its popover
    # takes the focus on its first look (Clouds), which Return chooses.
    xdotool windowfocus --sync "$w"
    click_traced "$out" looks
    sleep 3   # the thumbnails
    import -window root -depth 8 "PNG24:$out/looks-popover.png"
    xdotool key Return
    sleep 4   # the look's preview
    shot "$w" "$out/dialog-new-seed.png"
    xdotool key alt+o
    wait_file "$out/rendered"
    image=$(find_window 'GIMP$')
    xdotool windowfocus --sync "$image"
    xdotool key --window "$image" ctrl+z
    sleep 2
  elif [ "$mode" = ok ] || [ "$mode" = octaves ]; then
    xdotool windowfocus --sync "$w"
    if [ "$mode" = octaves ]; then
      # Octaves 2.5 typed into the one control for octaves and detail, on
      # its page (its tab, then its entry, where the traced layout says).
      click_traced "$out" pattern-tab
      sleep 2   # the page shown, its layout traced
      click_traced "$out" octaves-entry
      xdotool key --window "$w" ctrl+a
      xdotool type --window "$w" 2.5
      xdotool key --window "$w" Tab
      sleep 3
    fi
    xdotool key --window "$w" alt+k
    sleep 4
    shot "$w" "$out/dialog-new-seed.png"
    # The dialog closes on this key: no --window (its release would go to a
    # destroyed window).
    xdotool key alt+o
    wait_file "$out/rendered"
    local image
    # Every image window's title ends in "GIMP"; 3.2 retitles an exported
    # untitled image "[Untitled] (exported)…", 3.0 keeps "[Untitled]".
    image=$(find_window 'GIMP$')
    xdotool windowfocus --sync "$image"
    xdotool key --window "$image" ctrl+z
    sleep 2
  else
    xdotool windowfocus --sync "$w"
    xdotool key Escape
    wait_file "$out/rendered"
  fi
  touch "$out/undone"
  wait "$gimp_pid"
  gimp_pid=
}

# Every type at the defaults (a fresh profile), the layout traced.
NOISE_RENDER_DIALOG_TRACE=1 XDG_DATA_HOME=$with_module \
  session "Procedural Noise" types types
python3 "$here/check-dialog.py" "$TEST_OUT/types" cancel
python3 "$here/check-dialog-types.py" "$TEST_OUT/types" "$screen"

export NOISE_RENDER_PROFILE=$profile
XDG_DATA_HOME=$without_module session "Procedural Noise" en ok
python3 "$here/check-dialog.py" "$TEST_OUT/en" pixels
XDG_DATA_HOME=$with_module session "Procedural Noise" filter ok
python3 "$here/check-dialog.py" "$TEST_OUT/filter" filter
# As if the user had chosen Pixels in that dialog: the last values say so.
last=$(grep -rl '^(result "filter")' "$profile/gimp" | head -n 1)
[ -n "$last" ] || { echo "no last values with (result \"filter\") in $profile/gimp" >&2; exit 1; }
sed -i 's/^(result "filter")/(result "pixels")/' "$last"
NOISE_RENDER_DIALOG_TRACE=1 XDG_DATA_HOME=$with_module \
  session "Procedural Noise" chosen octaves
python3 "$here/check-dialog.py" "$TEST_OUT/chosen" pixels
# Octaves 2.5, typed into the one control, is detail 2.5 (octaves 3, its
# ceiling): the arguments that OK rendered, kept as the last values.
for arg in '(octaves 3)' '(detail 2.5)'; do
  grep -qF "$arg" "$last" || { echo "the last values lack $arg after Octaves 2.5:" >&2; grep -E '^\((octaves|detail)' "$last" >&2; exit 1; }
done
grep -q ' octaves-detail=2.5 ' "$TEST_OUT/chosen/gimp.log" \
  || { echo "the control did not show 2.5" >&2; exit 1; }
echo "chosen: Octaves 2.5 in the dialog rendered octaves 3, detail 2.5"
# The gallery: a look chosen in the dialog renders what the look
# procedure renders, although the last values moved the pattern (an
# offset no look names goes back to its default).
sed -i 's/^(offset-x [^)]*)/(offset-x 7.5)/' "$last"
grep -q '^(offset-x 7.5)' "$last" || echo '(offset-x 7.5)' >>"$last"
NOISE_RENDER_DIALOG_TRACE=1 NOISE_RENDER_DIALOG_LOOK=clouds \
  XDG_DATA_HOME=$without_module session "Procedural Noise" look look
python3 "$here/check-dialog.py" "$TEST_OUT/look" look
unset NOISE_RENDER_PROFILE

# German: a compiled locale of our own (LOCPATH), the catalogs from po/.
locales=$(mktemp -d)
localedef -i de_DE -f UTF-8 "$locales/de_DE.UTF-8" || [ -d "$locales/de_DE.UTF-8" ]
ln -s de_DE.UTF-8 "$locales/de_DE.utf8"
LOCPATH=$locales LANG=de_DE.UTF-8 LANGUAGE=de LC_ALL=de_DE.UTF-8 \
  session "Prozedurales Rauschen" de cancel
rm -rf "$locales"
python3 "$here/check-dialog.py" "$TEST_OUT/de" cancel
echo "de: the dialog is titled 'Prozedurales Rauschen'"
