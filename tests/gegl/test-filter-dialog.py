#!/usr/bin/env python3
"""noise-render:noise-2 in GIMP's own filter dialog, in the real GIMP under
Xvfb, driven with xdotool and read from the screen:

 1. a 256 x 256 layer of one flat colour shows at 100 % (the canvas is found
    on the screen by that colour);
 2. the menu entry Filters ▸ Render ▸ Noise ▸ Procedural Noise (Live
    Filter), opened by its keys (Alt+R, R, O, L), opens GIMP's filter
    dialog for noise-render:noise-2;
 3. the on-canvas preview shows the filter's pixels for the dialog's
    defaults (merged on a hidden copy of the layer by the GIMP batch), to
    rounding: noise, with no flat pixel left;
 4. Frequency 13 typed into the dialog: the preview shows the pixels for
    that frequency, which differ from the first throughout;
 5. Output set to Normal map in the dialog: the preview shows that normal
    map (GIMP's dialog leaves out a property named "output");
 6. OK: the layer carries one noise-render:noise-2 filter (fx) with that
    frequency and output, and its merged pixels are what the preview
    showed;
 7. a height map filter added by a script (the batch, after merging the
    first) is opened for editing from the Layers dock (its fx icon, then
    its row in Layer Effects): GIMP's dialog shows it as a height map on
    the canvas, and OK leaves it one, with the same pixels;
 8. GIMP logged no warning or critical about noise-render (such as "in key
    'sensitive' of property 'gradient': property 'output' not found");
 9. no message dialog opened through all of that; a filter with a
    malformed gradient (added by the batch, as a hostile XCF holds it)
    makes GIMP open its message dialog ("GIMP Message"), once, with the
    operation's reason in it (the text is on the screenshot message.png;
    gegl-gimp-hostile-xcf reads it).

  test-filter-dialog.py RUN-GIMP BATCH [MODULE]

RUN-GIMP is tests/gimp/run-gimp.sh, BATCH filter-dialog-batch.py; MODULE,
the built noise-render.so, is installed as a user installs it
(run-gimp-filter.sh).  Without MODULE the operation is missing and the test
fails at step 2.  Every wait polls for what it waits for, with a time
limit; screenshots (PPM and PNG) stay in TEST_OUT."""
import os, shutil, subprocess, sys, tempfile, time

run_gimp, batch = sys.argv[1], sys.argv[2]
module = sys.argv[3] if len(sys.argv) > 3 else None
here = os.path.dirname(os.path.abspath(__file__))
out = os.environ.get('TEST_OUT') or tempfile.mkdtemp()
shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)

FLAT = (37, 141, 201)     # a colour GIMP's dark theme does not use
SIZE = 256                # the layer, shown at 100 %
MARGIN = 3                # edge pixels GIMP's layer boundary may cover
LABEL = 'Procedural Noise (Live Filter)'
MENU_KEYS = ('r', 'o', 'l')   # after Alt+R: the mnemonics down to LABEL
DIALOG = r'\(noise-render:noise-2\)$'    # GIMP titles it "<title> (<op>)"
FREQUENCY = 13            # typed into the dialog (the default is 4)
HEIGHT_NAME = 'Noise heights'            # the filter edited in step 7
EDIT_DIALOG = '^%s$' % HEIGHT_NAME       # GIMP titles its editor so
MESSAGE = '^GIMP Message$'               # GIMP's message dialog
# Focus stops in GIMP's dialog for the operation, from the first (the
# presets): Frequency is the 4th, Output the 19th (after Rotation).
FREQUENCY_STOP, OUTPUT_STOP = 4, 19
ROUNDING = 1              # the largest difference allowed, per channel
# What makes the expected pixels noise: a grey-level standard deviation of
# at least MIN_SPREAD (the default black-to-white fBm has about 27), and a
# change: a mean difference per channel of at least MIN_CHANGE (the two
# frequencies differ by about 31).
MIN_SPREAD = 12
MIN_CHANGE = 12
ICON = 24                 # the largest an fx icon in the Layers dock is
ROW_BELOW_TOP = 37        # Layer Effects' first row, below the popover's top
START = time.monotonic()


def say(message):
    print('[%4.1f s] %s' % (time.monotonic() - START, message), flush=True)


def fail(message):
    say('FAIL: ' + message)
    sys.exit(1)


def xdotool(*args):
    return subprocess.run(['xdotool', *args], capture_output=True, text=True).stdout


def find_window(pattern):
    """The first visible window whose title matches pattern, or None
    (xdotool fails with BadWindow when a window closes during a search)."""
    ids = xdotool('search', '--onlyvisible', '--name', pattern).split()
    return ids[0] if ids else None


def key(window, *keys):
    xdotool('windowfocus', '--sync', window)
    xdotool('key', '--window', window, *keys)


def screenshot(name):
    subprocess.run(['import', '-window', 'root', '-depth', '8',
                    'PNG24:' + os.path.join(out, name)], capture_output=True)


def try_for(fn, seconds, interval=0.3):
    """fn() until it returns something true, for at most seconds; or None."""
    end = time.monotonic() + seconds
    while True:
        value = fn()
        if value or time.monotonic() > end:
            return value
        time.sleep(interval)


def wait_for(what, fn, seconds):
    """fn() until it returns something true; fails after seconds, or when
    GIMP has exited."""
    def attempt():
        if gimp.poll() is not None:
            fail('GIMP exited (status %s) while waiting for %s; see gimp.log'
                 % (gimp.returncode, what))
        return fn()
    value = try_for(attempt, seconds)
    if not value:
        screenshot('timeout.png')
        visible = set(xdotool('search', '--onlyvisible', '--name', '.').split())
        for w in xdotool('search', '--name', '.').split():
            name = xdotool('getwindowname', w).strip()
            if name:
                say('window %s %r%s: %s' % (w, name, '' if w in visible else ' (hidden)',
                                            ' '.join(xdotool('getwindowgeometry', w).split()[3:])))
        fail('no %s after %d s (the screen is in timeout.png)' % (what, seconds))
    return value


class Image:
    """Pixels from a PPM: width, height, packed 8-bit RGB."""

    def __init__(self, ppm):
        fields, pos = [], 0
        while len(fields) < 4 and pos < len(ppm):
            while ppm[pos:pos + 1].isspace():
                pos += 1
            end = pos
            while end < len(ppm) and not ppm[end:end + 1].isspace():
                end += 1
            fields.append(ppm[pos:end])
            pos = end
        self.ppm = ppm
        self.ok = len(fields) == 4 and fields[0] == b'P6' and fields[3] == b'255'
        if self.ok:
            self.width, self.height = int(fields[1]), int(fields[2])
            self.data = ppm[pos + 1:]
            self.ok = len(self.data) >= self.width * self.height * 3

    @classmethod
    def read(cls, name):
        with open(os.path.join(out, name), 'rb') as f:
            return cls(f.read())

    def region(self, x, y, w, h):
        """Rows of bytes (r, g, b, r, g, b, ...)."""
        s = self.width * 3
        return [self.data[(y + j) * s + 3 * x:(y + j) * s + 3 * (x + w)] for j in range(h)]

    def interior(self, x=0, y=0):
        """The layer's pixels but the MARGIN at its edges, the layer's top
        left being at (x, y)."""
        return self.region(x + MARGIN, y + MARGIN, SIZE - 2 * MARGIN, SIZE - 2 * MARGIN)

    def save(self, name):
        with open(os.path.join(out, name), 'wb') as f:
            f.write(self.ppm)


def grab(window):
    ppm = subprocess.run(['import', '-window', window, '-depth', '8', 'ppm:-'],
                         capture_output=True).stdout
    image = Image(ppm)
    return image if image.ok else None


def flat_corner(image):
    """Where the flat layer's top left shows on the screen, if all of it
    shows at 1:1: the rows holding the same run of SIZE flat pixels, give
    or take the edges (the colour swatch and the thumbnails are smaller)."""
    run, rows = bytes(FLAT) * (SIZE - 2 * MARGIN), []
    for y, row in enumerate(image.region(0, 0, image.width, image.height)):
        x = row.find(run)
        while x >= 0 and x % 3:
            x = row.find(run, x + 1)
        if x >= 0:
            rows.append((y, x // 3))
    if not rows:
        return None
    starts = [x for _, x in rows]
    height = rows[-1][0] - rows[0][0] + 1
    if max(starts) - min(starts) <= MARGIN and height == len(rows) \
            and SIZE - 2 * MARGIN <= height <= SIZE:
        return min(starts), rows[0][0]
    return None


def spread(rows):
    """Standard deviation of the grey level, and the share of flat pixels."""
    greys = [(r[i] + r[i + 1] + r[i + 2]) / 3 for r in rows for i in range(0, len(r), 3)]
    mean = sum(greys) / len(greys)
    sd = (sum((g - mean) ** 2 for g in greys) / len(greys)) ** 0.5
    flat = sum(r[i:i + 3] == bytes(FLAT) for r in rows for i in range(0, len(r), 3))
    return sd, flat / len(greys)


def mean_difference(a, b):
    total = sum(abs(x - y) for ra, rb in zip(a, b) for x, y in zip(ra, rb))
    return total / sum(len(r) for r in a)


def max_difference(a, b):
    return max(abs(x - y) for ra, rb in zip(a, b) for x, y in zip(ra, rb))


def changed_boxes(a, b, skip, cell=8):
    """Where two grabs of one window differ, outside the box skip (x0, y0,
    x1, y1): the bounding boxes (x0, y0, x1, y1) of the changed pixels,
    changes in touching cells of cell x cell pixels being one."""
    cells, s = {}, a.width * 3
    for y in range(min(a.height, b.height)):
        ra, rb = a.data[y * s:(y + 1) * s], b.data[y * s:(y + 1) * s]
        if ra == rb:
            continue
        for x in range(a.width):
            if ra[3 * x:3 * x + 3] != rb[3 * x:3 * x + 3] and \
                    not (skip[0] <= x < skip[2] and skip[1] <= y < skip[3]):
                box = cells.setdefault((x // cell, y // cell), [x, y, x + 1, y + 1])
                box[:] = min(box[0], x), min(box[1], y), max(box[2], x + 1), max(box[3], y + 1)
    boxes, seen = [], set()
    for first in cells:
        if first in seen:
            continue
        seen.add(first)
        todo, box = [first], list(cells[first])
        while todo:
            cx, cy = todo.pop()
            c = cells[(cx, cy)]
            box = [min(box[0], c[0]), min(box[1], c[1]), max(box[2], c[2]), max(box[3], c[3])]
            for n in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
                if n in cells and n not in seen:
                    seen.add(n)
                    todo.append(n)
        boxes.append(tuple(box))
    return sorted(boxes)


def placed(screen, layer, corner):
    """Where layer (an Image) best matches the screen near corner (the
    layer boundary hides an edge or not), and the largest difference
    there."""
    sample = lambda rows: [r[::15] for r in rows[::5]]
    want = layer.interior()
    best = min((mean_difference(sample(want), sample(screen.interior(corner[0] + dx,
                                                                     corner[1] + dy))),
                (corner[0] + dx, corner[1] + dy))
               for dy in range(-MARGIN, MARGIN + 1) for dx in range(-MARGIN, MARGIN + 1))
    at = best[1]
    return at, max_difference(want, screen.interior(*at))


def settled(window):
    """A poll: the window's pixels once two grabs in a row agree."""
    last = [None]
    def attempt():
        screen = grab(window)
        same = screen and last[0] and screen.data == last[0].data
        last[0] = screen
        return screen if same else None
    return attempt


def showing(window, corner, layer):
    """A poll: the image window once its canvas shows layer to rounding."""
    def attempt():
        screen = grab(window)
        return screen if screen and placed(screen, layer, corner)[1] <= ROUNDING else None
    return attempt


# -- GIMP on a private X server ---------------------------------------------
# No key repeat (-r): xdotool sends keys to the focused window through
# XTEST, and a Return held down while xdotool waits for the CPU (a niced
# test on a loaded machine) repeated into the dialog it had just opened,
# pressing OK before any setting was typed.
rfd, wfd = os.pipe()
xvfb = subprocess.Popen(['Xvfb', '-displayfd', str(wfd), '-screen', '0', '1600x1000x24', '-r',
                         '-nolisten', 'tcp'], pass_fds=[wfd], stderr=subprocess.DEVNULL)
os.close(wfd)
with os.fdopen(rfd) as f:
    display = f.readline().strip()
if not display:
    fail('Xvfb did not start')
os.environ['DISPLAY'] = ':' + display
# English labels (the label typed, the titles searched for).
env = dict(os.environ, TEST_OUT=out, FLAT_COLOUR='#%02x%02x%02x' % FLAT,
           FREQUENCY=str(FREQUENCY), HEIGHT_NAME=HEIGHT_NAME,
           NOISE_RENDER_GIMPRC='(show-welcome-dialog no)', LANG='C.UTF-8', LC_ALL='C.UTF-8')
env.pop('LANGUAGE', None)
command = [run_gimp, 'python-gui', batch]
if module:
    command = [os.path.join(here, 'run-gimp-filter.sh'), module, *command]
with open(os.path.join(out, 'gimp.log'), 'w') as log:
    gimp = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
try:
    wait_for('image from GIMP', lambda: os.path.exists(os.path.join(out, 'ready')), 240)
    window = wait_for('image window', lambda: find_window(r'Untitled.*GIMP$'), 60)
    say('GIMP shows the image')
    xdotool('mousemove', '5', '995')   # the pointer and its tooltips off every window

    # 1. The flat layer at 1:1.
    def flat_shown():
        screen = grab(window)
        return screen and flat_corner(screen) and screen
    flat = wait_for('flat layer at 100 %% (colour %s) in the image window' % (FLAT,),
                    flat_shown, 60)
    corner = flat_corner(flat)
    flat.save('1-flat.ppm')
    say('the flat layer shows at %s in the image window' % (corner,))

    # 2. The menu entry, by keys as a user without a mouse opens it:
    #    Filte_rs, _Render, N_oise, Procedural Noise (_Live Filter).  (GIMP
    #    3.2's Search Actions applies a filter at once, with its defaults,
    #    and opens no dialog; the menu opens the dialog in 3.0 and 3.2.)  A
    #    key sent while GIMP is still busy may be lost: close what opened
    #    and try again.
    presses = []
    def menu_dialog():
        presses.append(1)
        key(window, 'Escape', 'Escape', 'Escape', 'Escape')
        key(window, 'alt+r')
        for k in MENU_KEYS:
            time.sleep(0.5)
            xdotool('key', k)
        return try_for(lambda: find_window(DIALOG), 10)
    dialog = wait_for("GIMP's dialog for noise-render:noise-2 from the menu", menu_dialog, 90)
    say("Filters ▸ Render ▸ Noise ▸ %s opened '%s' (%d tries)"
        % (LABEL, xdotool('getwindowname', dialog).strip(), len(presses)))
    xdotool('windowmove', '--sync', dialog, '820', '0')   # off the image window

    # What the preview must show; and that showing it means something.
    defaults, changed = Image.read('expected-default.ppm'), Image.read('expected-changed.ppm')
    normals, heights = Image.read('expected-normal.ppm'), Image.read('expected-height.ppm')
    sd, flat_share = spread(defaults.interior())
    change = mean_difference(defaults.interior(), changed.interior())
    say('expected: grey-level deviation %.1f, %.2f %% flat; frequency %d changes it by '
        '%.1f levels per channel' % (sd, 100 * flat_share, FREQUENCY, change))
    if sd < MIN_SPREAD or flat_share > 0 or spread(changed.interior())[0] < MIN_SPREAD:
        fail('the filter merged by the batch is not noise')
    if change < MIN_CHANGE:
        fail('frequency %d hardly changes the filter' % FREQUENCY)
    # The colour, the normal map and the height map differ (the default
    # gradient, black to white, and the linear heights give different greys).
    outputs = {'colour': changed, 'normal map': normals, 'height map': heights}
    for i, (one, a) in enumerate(outputs.items()):
        for two, b in list(outputs.items())[i + 1:]:
            d = mean_difference(a.interior(), b.interior())
            say('expected: the %s and the %s differ by %.1f levels per channel' % (one, two, d))
            if d < MIN_CHANGE:
                fail('the %s and the %s hardly differ' % (one, two))

    # 3. The on-canvas preview.
    first = wait_for('preview of the defaults on the canvas',
                     showing(window, corner, defaults), 60)
    first.save('2-preview.ppm')
    screenshot('dialog.png')
    say('the canvas shows the filter for the defaults')

    # 4. Frequency, the dialog's fourth focus stop (presets, noise type,
    #    dimensions, frequency), typed in; Tab commits it.
    key(dialog, *['Tab'] * FREQUENCY_STOP)
    xdotool('type', '--window', dialog, str(FREQUENCY))
    xdotool('key', '--window', dialog, 'Tab')
    second = wait_for('preview of frequency %d on the canvas' % FREQUENCY,
                      showing(window, corner, changed), 60)
    second.save('3-preview-changed.ppm')
    screenshot('dialog-changed.png')
    say('the canvas shows the filter for frequency %d' % FREQUENCY)

    # 5. Output, two entries down from Colour: Normal map.
    key(dialog, *['Tab'] * (OUTPUT_STOP - FREQUENCY_STOP - 1), 'Down', 'Down')
    third = wait_for('preview of the normal map on the canvas (is Output in the dialog, its '
                     '%dth focus stop?)' % OUTPUT_STOP, showing(window, corner, normals), 60)
    third.save('4-preview-normal.ppm')
    screenshot('dialog-normal.png')
    say('the canvas shows the normal map chosen in the dialog')

    # 6. OK.  The dialog closes on this key: no --window (its release would
    #    go to a destroyed window).
    xdotool('windowfocus', '--sync', dialog)
    xdotool('key', 'alt+o')
    wait_for('closing of the dialog after OK', lambda: not find_window(DIALOG), 60)
    after = wait_for('filter on the canvas after OK', showing(window, corner, normals), 60)
    after.save('5-after-ok.ppm')
    say('OK closed the dialog; the canvas still shows the filter')
    open(os.path.join(out, 'committed'), 'w').close()

    # 7. The batch merges that filter; the layer without filters, then with
    #    the script's height map: the height map's fx icon in the Layers
    #    dock is the one change outside the canvas no larger than an icon.
    wait_for('merge by the batch', lambda: os.path.exists(os.path.join(out, 'merged')), 120)
    merged = Image.read('merged.ppm')
    wait_for('merged filter on the canvas', showing(window, corner, merged), 60)
    plain = wait_for('the image window at rest', settled(window), 30)
    open(os.path.join(out, 'grabbed-plain'), 'w').close()
    wait_for('height map from the batch',
             lambda: os.path.exists(os.path.join(out, 'height-ready')), 120)
    canvas = (corner[0] - MARGIN, corner[1] - MARGIN, corner[0] + SIZE + MARGIN,
              corner[1] + SIZE + MARGIN)
    def fx_icon():
        screen = grab(window)
        if not screen or placed(screen, heights, corner)[1] > ROUNDING:
            return None
        icons = [b for b in changed_boxes(plain, screen, canvas)
                 if b[2] - b[0] <= ICON and b[3] - b[1] <= ICON]
        return len(icons) == 1 and (screen, icons[0])
    shown, icon = wait_for('height map on the canvas and one fx icon in the Layers dock',
                           fx_icon, 60)
    shown.save('6-height.ppm')
    say('the height map shows on the canvas; its fx icon at %s' % (icon,))

    # The fx icon opens Layer Effects, a popover above it: a double click
    # on its first row, the filter, opens GIMP's dialog to edit it.
    xdotool('mousemove', '--window', window, str((icon[0] + icon[2]) // 2),
            str((icon[1] + icon[3]) // 2))
    xdotool('click', '1')
    def popover():
        screen = grab(window)
        boxes = screen and [b for b in changed_boxes(shown, screen, canvas)
                            if b[2] - b[0] > 4 * ICON and b[3] - b[1] > 2 * ICON]
        return boxes and boxes[0]
    box = wait_for('Layer Effects after a click on the fx icon', popover, 30)
    say('Layer Effects shows at %s' % (box,))
    xdotool('mousemove', '--window', window, str((box[0] + box[2]) // 2),
            str(box[1] + ROW_BELOW_TOP))
    xdotool('click', '--repeat', '2', '--delay', '80', '1')
    xdotool('mousemove', '5', '995')
    editor = try_for(lambda: find_window(EDIT_DIALOG), 30)
    if not editor:
        screenshot('no-editor.png')
        fail("a double click on the filter's row in Layer Effects opened no dialog "
             "'%s' (the screen is in no-editor.png)" % HEIGHT_NAME)
    xdotool('windowmove', '--sync', editor, '820', '0')   # off the image window
    editing = wait_for('height map on the canvas while editing it in the dialog '
                       "(the colours mean the dialog lost the filter's output)",
                       showing(window, corner, heights), 60)
    editing.save('7-editing-height.ppm')
    screenshot('dialog-edit.png')
    say("GIMP's dialog edits '%s' and the canvas shows its height map" % HEIGHT_NAME)
    xdotool('windowfocus', '--sync', editor)
    xdotool('key', 'alt+o')
    wait_for('closing of the editing dialog after OK', lambda: not find_window(EDIT_DIALOG), 60)
    wait_for('height map on the canvas after OK', showing(window, corner, heights), 60)
    open(os.path.join(out, 'edited'), 'w').close()

    # 9. GIMP's message dialog: none so far, one for a refused filter.
    if find_window(MESSAGE):
        screenshot('early-message.png')
        fail('GIMP showed a message before any filter was refused '
             '(early-message.png)')
    open(os.path.join(out, 'no-message-yet'), 'w').close()
    wait_for('refused filter from the batch',
             lambda: os.path.exists(os.path.join(out, 'refused-ready')), 120)
    message = wait_for("GIMP's message dialog for the refused filter",
                       lambda: find_window(MESSAGE), 60)
    time.sleep(2)   # a second message would open a second box or dialog
    screenshot('message.png')
    shown = xdotool('search', '--onlyvisible', '--name', MESSAGE).split()
    if len(shown) != 1:
        fail('%d message dialogs for one refused filter (message.png)' % len(shown))
    say("GIMP shows its message dialog for the refused filter (message.png)")
    # Closed as a user closes it, by its own key: xdotool's windowclose
    # destroyed the window behind GIMP's back, and GIMP 3.2, unmapping it
    # later, died of the X error (BadWindow, UnmapWindow) once in CI.
    key(message, 'Escape')
    wait_for('the message dialog closed by Escape',
             lambda: not find_window(MESSAGE), 30)
    open(os.path.join(out, 'message-seen'), 'w').close()
    if not try_for(lambda: gimp.poll() is not None, 120):
        fail('GIMP did not finish the batch after OK; see gimp.log')
finally:
    if gimp.poll() is None:
        gimp.kill()
        gimp.wait()
    xvfb.kill()
if gimp.returncode != 0:
    fail('the GIMP batch failed (status %d); see gimp.log' % gimp.returncode)

filters = open(os.path.join(out, 'filters.txt')).read().splitlines()
say('after OK the layer carries %s' % filters)
if len(filters) != 1 or not filters[0].startswith('noise-render:noise-2 '):
    fail('after OK the layer does not carry exactly one noise-render:noise-2 filter')
if ' frequency=%r ' % float(FREQUENCY) not in filters[0]:
    fail('the filter does not have the frequency typed into the dialog (%d): has '
         "the dialog's focus order changed?" % FREQUENCY)
if " output-type='normal-map' " not in filters[0]:
    fail('the filter is not the normal map chosen in the dialog')
at, d = placed(third, merged, corner)
say('the merged filter against the preview: largest difference %d' % d)
if d > ROUNDING:
    fail('the merged filter is not what the preview showed')

edited = open(os.path.join(out, 'filters-edited.txt')).read().splitlines()
say('after editing the height map the layer carries %s' % edited)
if len(edited) != 1 or not edited[0].startswith('noise-render:noise-2 ') or \
        " output-type='height' " not in edited[0]:
    fail('editing the height map in the dialog did not leave one height map filter')
at, d = placed(editing, Image.read('merged-edited.ppm'), corner)
say('the edited height map, merged, against the preview: largest difference %d' % d)
if d > ROUNDING:
    fail('the edited height map, merged, is not what the dialog showed')

# 8. GIMP's warnings about the operation: a property its dialog dropped
#    or could not find, a refused render.
log = open(os.path.join(out, 'gimp.log'), errors='replace').read().splitlines()
ours = [l for l in log if 'noise-render' in l and ('WARNING' in l or 'CRITICAL' in l)]
for line in ours:
    say('gimp.log: ' + line.strip())
if ours:
    fail('GIMP warned about noise-render %d times (above; gimp.log)' % len(ours))
say('PASS')
