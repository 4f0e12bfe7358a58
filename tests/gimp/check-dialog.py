#!/usr/bin/env python3
"""Checks test-dialog.sh's screenshots and exports for one session (DIR)
whose OK should have made RESULT, "pixels" or "filter" ("cancel": the log
alone): the plug-in logged no warning or critical (the dialog warns of any
procedure argument it has no place for), the layer holds
baked pixels or carries the live filter noise-render:noise-2, the preview
changed with the seed, the render equals the preview it followed (baked
pixels exactly; the filter, which GIMP composites through linear float, to
one 8-bit step), and undo restored the layer.  The preview is found in a
screenshot by looking for the rendered layer itself (256 x 256, previewed
at 1:1)."""
import os, sys
import png_read

out, result = sys.argv[1], sys.argv[2]
log = open(os.path.join(out, 'gimp.log'), errors='replace').read().splitlines()
# But for libgimp's "gimp_flush(): error: Broken pipe" as a plug-in
# process ends after GIMP has its return values and closed the pipe: a
# race of GIMP's under load, which file-png's processes in the same
# sessions show too, not something the plug-in did.
ours = [line for line in log if '(noise-render:' in line
        and ('WARNING' in line or 'CRITICAL' in line)
        and 'gimp_flush(): error: Broken pipe' not in line]
assert not ours, 'the plug-in warned:\n' + '\n'.join(ours)
print('the plug-in logged no warning: the dialog placed every argument')
if result == 'cancel':
    sys.exit(0)
status = open(os.path.join(out, 'status')).read()
if result == 'look':
    # The gallery's popover, as traced while it was up, lies inside the
    # dialog's window (GTK 3 cuts a popover off at its window's edges),
    # and so does its first look, the one Return chose.
    def place(line, name):
        x, y, w, h = map(int, line.split(' %s=' % name)[1].split()[0].split(','))
        return x, y, x + w, y + h
    def inside(a, b):
        return b[0] <= a[0] and b[1] <= a[1] and a[2] <= b[2] and a[3] <= b[3]
    up = [line for line in log if ' looks-popover=' in line]
    assert up, 'the dialog traced no gallery popover'
    window, popover = place(up[-1], 'window'), place(up[-1], 'looks-popover')
    first, last = place(up[-1], 'first-look'), place(up[-1], 'last-look')
    assert inside(popover, window), \
        'the gallery %s spills past the window %s' % (popover, window)
    assert inside(first, popover), \
        'the first look %s is outside the gallery %s' % (first, popover)
    # Its columns fit across it (the last look too, shown or reached by
    # scrolling down), and the looks run down from the first.
    assert popover[0] <= last[0] and last[2] <= popover[2] and first[1] < last[1], \
        'the last look %s is not below the first %s inside the gallery %s' \
        % (last, first, popover)
    print('the gallery %s lies inside the window %s; its last look %s'
          % (popover, window, 'shows' if inside(last, popover)
             else 'lies below, reached by scrolling'))
    # The look chosen in the gallery, rendered by OK, is the look.
    assert 'SUCCESS' in status, status
    after = png_read.rgb(os.path.join(out, 'after-ok.png'))
    assert after == png_read.rgb(os.path.join(out, 'look.png')), \
        'the look chosen in the dialog is not the look procedure\'s render'
    print('the look chosen in the dialog rendered the look procedure\'s pixels')
    shot = png_read.rgb(os.path.join(out, 'dialog-new-seed.png'))
    assert png_read.find(shot, after, 0), 'the render is not what the preview showed'
    assert png_read.rgb(os.path.join(out, 'after-undo.png')) \
        == png_read.rgb(os.path.join(out, 'before.png')), 'Ctrl+Z did not restore the layer'
    print('the preview showed the look; one Ctrl+Z restored the layer')
    sys.exit(0)
assert 'SUCCESS' in status, status
filters = open(os.path.join(out, 'filters')).read().split()
expected = ['noise-render:noise-2'] if result == 'filter' else []
assert filters == expected, 'OK left the filters %s, not %s' % (filters, expected)
print('OK made %s (filters on the layer: %s)' % (result, filters or 'none'))
before = png_read.rgb(os.path.join(out, 'before.png'))
after = png_read.rgb(os.path.join(out, 'after-ok.png'))
undone = png_read.rgb(os.path.join(out, 'after-undo.png'))
assert after != before, 'OK did not change the layer'
assert undone == before, 'Ctrl+Z did not restore the layer'
print('OK rendered; one Ctrl+Z restored the layer')

shot = png_read.rgb(os.path.join(out, 'dialog-new-seed.png'))
tolerance = 1 if result == 'filter' else 0
where = png_read.find(shot, after, tolerance)
assert where, 'the render is not what the preview showed'
print('the preview at %s shows the rendered layer (to %d per channel)' % (where, tolerance))
first = png_read.rgb(os.path.join(out, 'dialog.png'))
x, y = where
h, w = len(after), len(after[0])
region = lambda img: [row[x:x + w] for row in img[y:y + h]]
assert region(first) != region(shot), 'the preview did not change with the seed'
print('the preview changed when the seed changed')
