"""Python-Fu, in a GIMP without the GEGL module: result=filter bakes the
plug-in's pixels (and says why) instead of failing or leaving nothing."""
import os, sys

import gi
gi.require_version('Gimp', '3.0')
from gi.repository import Gimp

sys.path.insert(0, os.environ['TEST_SRC'])
import gimp_helpers
from gimp_helpers import Checks, new_image

ARGS = {'noise-type': 'perlin', 'octaves': 4, 'seed': 3, 'gradient': 'Incandescent'}


def bakes_without_module():
    img, baked = new_image(40, 30)
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [baked], **ARGS))
    live = Gimp.Layer.new(img, 'live', 40, 30, Gimp.ImageType.RGBA_IMAGE, 100,
                          Gimp.LayerMode.NORMAL)
    img.insert_layer(live, None, 0)
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [live], result='filter', **ARGS))
    assert not live.get_filters(), 'a filter without the module'
    assert gimp_helpers.pixels(live) == gimp_helpers.pixels(baked), 'not the baked pixels'
    img.delete()


checks = Checks('result=filter without the module')
checks.run('bakes the pixels instead', bakes_without_module)
checks.finish()
