"""The GIMP side of bench-memory.py: a BENCH_HUGE x BENCH_HUGE RGBA float
linear layer, one live filter of BENCH_MEMORY_OP (none when empty) with its
defaults (ours with its canvas the layer's size, as the plug-in makes it),
merged."""
import os

import gi
gi.require_version('Gimp', '3.0')
from gi.repository import Gimp

side = int(os.environ['BENCH_HUGE'])
op = os.environ['BENCH_MEMORY_OP']
img = Gimp.Image.new_with_precision(side, side, Gimp.ImageBaseType.RGB,
                                    Gimp.Precision.FLOAT_LINEAR)
layer = Gimp.Layer.new(img, 'huge', side, side, Gimp.ImageType.RGBA_IMAGE, 100,
                       Gimp.LayerMode.NORMAL)
img.insert_layer(layer, None, 0)
img.undo_disable()
if op:
    f = Gimp.DrawableFilter.new(layer, op, 'memory')
    if op == 'noise-render:noise':
        f.get_config().set_property('width', side)
        f.get_config().set_property('height', side)
    layer.append_filter(f)
    layer.merge_filters()
img.delete()
