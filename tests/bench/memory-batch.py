"""The GIMP side of bench-memory.py: a BENCH_HUGE x BENCH_HUGE RGBA float
linear layer, one live filter of BENCH_MEMORY_OP (none when empty) with its
defaults (ours with its canvas the layer's size, as the plug-in makes it),
merged."""
import os, sys

import gi
gi.require_version('Gimp', '3.0')
from gi.repository import Gimp

sys.path.insert(0, os.environ['TEST_SRC'])
from gimp_helpers import new_image

side = int(os.environ['BENCH_HUGE'])
op = os.environ['BENCH_MEMORY_OP']
img, layer = new_image(side, side)  # RGBA float linear
img.undo_disable()
if op:
    f = Gimp.DrawableFilter.new(layer, op, 'memory')
    if op == 'noise-render:noise':
        f.get_config().set_property('width', side)
        f.get_config().set_property('height', side)
    layer.append_filter(f)
    layer.merge_filters()
img.delete()
