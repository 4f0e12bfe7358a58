#!/usr/bin/env python3
"""Checks test-dialog.sh's screenshots and exports: the preview changed with
the seed, the render equals the preview it followed, and undo restored the
layer.  The preview is found in a screenshot by looking for the rendered
layer itself (256 x 256, previewed at 1:1)."""
import os, sys
import png_read

out = sys.argv[1]
status = open(os.path.join(out, 'status')).read()
assert 'SUCCESS' in status, status
before = png_read.rgb(os.path.join(out, 'before.png'))
after = png_read.rgb(os.path.join(out, 'after-ok.png'))
undone = png_read.rgb(os.path.join(out, 'after-undo.png'))
assert after != before, 'OK did not change the layer'
assert undone == before, 'Ctrl+Z did not restore the layer'
print('OK rendered; one Ctrl+Z restored the layer')

shot = png_read.rgb(os.path.join(out, 'dialog-new-seed.png'))
where = png_read.find(shot, after)
assert where, 'the render is not what the preview showed'
print('the preview at %s shows exactly the rendered layer' % (where,))
first = png_read.rgb(os.path.join(out, 'dialog.png'))
x, y = where
h, w = len(after), len(after[0])
region = lambda img: [row[x:x + w] for row in img[y:y + h]]
assert region(first) != region(shot), 'the preview did not change with the seed'
print('the preview changed when the seed changed')
