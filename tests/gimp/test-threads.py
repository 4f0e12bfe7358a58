"""Renders one image with the thread count GIMP was given (TEST_ARGS) and
writes its float pixels to TEST_OUT/threads-N.raw; test-threads.sh compares
the files byte for byte.  Also checks that GEGL in plug-ins really uses that
many threads, so the comparison means something."""
import os, sys

import gi
gi.require_version('Gimp', '3.0')
gi.require_version('Gegl', '0.4')
from gi.repository import Gegl, Gimp

threads = int(os.environ['TEST_ARGS'])
assert Gegl.config().get_property('threads') == threads, Gegl.config().get_property('threads')
pdb = Gimp.get_pdb()
proc = pdb.lookup_procedure('plug-in-noise-render')
# A linear float layer: the gradient is sampled in it, and the normal map
# (perceptual) is converted to it, both by babl in the plug-in, which
# holds babl to its exact conversions (plug-in/noise-render.c).
for output in ('colour', 'normal-map'):
    img = Gimp.Image.new_with_precision(700, 500, Gimp.ImageBaseType.RGB, Gimp.Precision.FLOAT_LINEAR)
    layer = Gimp.Layer.new(img, 'n', 700, 500, Gimp.ImageType.RGBA_IMAGE, 100, Gimp.LayerMode.NORMAL)
    img.insert_layer(layer, None, 0)
    cfg = proc.create_config()
    cfg.set_property('image', img)
    cfg.set_core_object_array('drawables', [layer])
    for key, value in {'noise-type': 'simplex', 'octaves': 8, 'rotation-z': 30.0,
                       'rotation-x': 20.0, 'output': output}.items():
        cfg.set_property(key, value)
    assert proc.run(cfg).index(0) == Gimp.PDBStatusType.SUCCESS, pdb.get_last_error()
    data = bytes(layer.get_buffer().get(Gegl.Rectangle.new(0, 0, 700, 500), 1.0, 'RGBA float',
                                        Gegl.AbyssPolicy.CLAMP))
    with open(os.path.join(os.environ['TEST_OUT'], 'threads-%d-%s.raw' % (threads, output)), 'wb') as f:
        f.write(data)
    img.delete()
