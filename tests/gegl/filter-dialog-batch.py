"""The GIMP side of test-filter-dialog.py, run in the full GIMP under Xvfb.

Before the dialog: renders what the dialog should show, the filter with its
defaults, with the driver's frequency, and with that frequency as a normal
map and as a height map, merged on a hidden copy of the layer
(expected-default.ppm, expected-changed.ppm, expected-normal.ppm,
expected-height.ppm); then shows a 256 x 256 layer of one flat colour in an
image window and writes `ready`.  After the driver has pressed OK
(`committed`): writes the layer's filters (operation, frequency, output,
seed) to filters.txt and its pixels, merged, to merged.ppm, and writes
`merged`.  Once the driver has seen the layer without filters
(`grabbed-plain`), appends the height map filter named HEIGHT_NAME, as a
script or an XCF would leave it, and writes `height-ready`.  After the
driver has edited it in GIMP's dialog (`edited`): writes its filters to
filters-edited.txt and its merged pixels to merged-edited.ppm.  Once the
driver has seen no message dialog (`no-message-yet`), appends a filter with
a malformed gradient, which GIMP renders transparent, saying why, and
writes `refused-ready`; ends once the driver has seen GIMP's message
(`message-seen`).
Environment: TEST_OUT, FLAT_COLOUR ('#rrggbb'), FREQUENCY, HEIGHT_NAME."""
import os, sys, time

import gi
gi.require_version('Gimp', '3.0')
gi.require_version('Gegl', '0.4')
from gi.repository import Gegl, Gimp

sys.path.insert(0, os.environ['TEST_SRC'])
from gimp_helpers import wait_for

OP = 'noise-render:noise-2'
SIZE = 256
out = os.environ['TEST_OUT']


def flat_image():
    img = Gimp.Image.new(SIZE, SIZE, Gimp.ImageBaseType.RGB)
    layer = Gimp.Layer.new(img, 'flat', SIZE, SIZE, Gimp.ImageType.RGB_IMAGE, 100,
                           Gimp.LayerMode.NORMAL)
    img.insert_layer(layer, None, 0)
    Gimp.context_set_foreground(Gegl.Color.new(os.environ['FLAT_COLOUR']))
    layer.edit_fill(Gimp.FillType.FOREGROUND)
    return img, layer


def write_ppm(layer, name):
    rect = Gegl.Rectangle.new(0, 0, SIZE, SIZE)
    data = bytes(layer.get_buffer().get(rect, 1.0, "R'G'B' u8", Gegl.AbyssPolicy.CLAMP))
    with open(os.path.join(out, name), 'wb') as f:
        f.write(b'P6\n%d %d\n255\n' % (SIZE, SIZE) + data)


def add_filter(layer, name, **props):
    """The filter on layer as GIMP's dialog sets it up (the defaults, the
    canvas the layer's size) plus props; None where GIMP has no such
    operation."""
    try:
        f = Gimp.DrawableFilter.new(layer, OP, name)
    except TypeError:  # "constructor returned NULL"
        return None
    cfg = f.get_config()
    for key, value in dict(width=SIZE, height=SIZE, **props).items():
        cfg.set_property(key, value)
    layer.append_filter(f)
    return f


def write_filters(layer, name):
    with open(os.path.join(out, name), 'w') as f:
        for fl in layer.get_filters():
            cfg = fl.get_config()
            f.write('%s frequency=%r output-type=%r seed=%r\n'
                    % (fl.get_operation_name(), cfg.get_property('frequency'),
                       cfg.get_property('output-type'), cfg.get_property('seed')))


def expected(name, **props):
    """The layer with the filter as GIMP's dialog sets it up (the defaults,
    the canvas the layer's size) plus props, merged; nothing where GIMP has
    no such operation (the driver then fails at the dialog)."""
    img, layer = flat_image()
    if add_filter(layer, 'expected', **props) is None:
        print(OP + ' is not installed')
        img.delete()
        return
    layer.merge_filters()
    write_ppm(layer, name)
    img.delete()


frequency = float(os.environ['FREQUENCY'])
expected('expected-default.ppm')
expected('expected-changed.ppm', frequency=frequency)
expected('expected-normal.ppm', frequency=frequency, **{'output-type': 'normal-map'})
expected('expected-height.ppm', frequency=frequency, **{'output-type': 'height'})
img, layer = flat_image()
img.clean_all()
Gimp.Display.new(img)
open(os.path.join(out, 'ready'), 'w').close()

wait_for(out, 'committed', 300)
# GIMP may still be committing the filter the dialog showed.
start = time.monotonic()
while not layer.get_filters() and time.monotonic() - start < 30:
    time.sleep(0.1)
write_filters(layer, 'filters.txt')
layer.merge_filters()
write_ppm(layer, 'merged.ppm')
Gimp.displays_flush()
open(os.path.join(out, 'merged'), 'w').close()

# A height map made elsewhere, edited in GIMP's dialog.
wait_for(out, 'grabbed-plain', 300)
add_filter(layer, os.environ['HEIGHT_NAME'], frequency=frequency, **{'output-type': 'height'})
Gimp.displays_flush()
open(os.path.join(out, 'height-ready'), 'w').close()
wait_for(out, 'edited', 300)
start = time.monotonic()
while len(layer.get_filters()) != 1 and time.monotonic() - start < 30:
    time.sleep(0.1)
write_filters(layer, 'filters-edited.txt')
layer.merge_filters()
write_ppm(layer, 'merged-edited.ppm')

# A filter GIMP's dialog could not have made, as a hostile XCF holds it:
# GIMP shows why it is transparent in its message dialog.
wait_for(out, 'no-message-yet', 300)
add_filter(layer, 'Refused', gradient='0 0 0 1 1 x')
Gimp.displays_flush()
open(os.path.join(out, 'refused-ready'), 'w').close()
wait_for(out, 'message-seen', 300)
