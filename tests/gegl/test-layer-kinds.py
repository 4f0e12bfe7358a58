"""plug-in-noise-render on every kind of layer GIMP has, baked and as the
live filter, in real GIMP (3.0, and 3.2 with its vector and link layers):

- text layers: baked pixels are the noise (GIMP rasterizes the text); the
  live filter goes on the layer, which stays a text layer, and renders the
  baked pixels;
- vector and link layers (GIMP 3.2): the same; a baked link layer is
  rasterized, so its file can no longer replace the noise;
- layer groups: baking is refused with a message naming the group and the
  image is untouched; the live filter goes on the group and the image
  shows the noise;
- layer masks: baked, grey noise; a live filter (which GIMP cannot put on
  a mask) bakes the same pixels instead, with a message.

Every check compares with the noise baked into a plain layer of the same
size at the same place, which is what the drawable's noise must be.  Run by
run-gimp-filter.sh (the operation installed as a user installs it);
any failed check makes the batch, and GIMP, exit non-zero."""
import math, os, sys

import gi
gi.require_version('Gimp', '3.0')
gi.require_version('Gegl', '0.4')
from gi.repository import Gegl, Gimp, Gio

sys.path.insert(0, os.environ['TEST_SRC'])
from gimp_helpers import Checks, assert_ok, pixels, render

SIZE = 64           # groups, masks and their reference layers
CANVAS = 160        # the image: every kind's layer lies inside it
ARGS = {'noise-type': 'simplex', 'octaves': 3, 'frequency': 3.0, 'seed': 7}
TOLERANCE = 1e-6    # the live filter against the baked pixels (float linear)
out = os.environ['TEST_OUT']
os.makedirs(out, exist_ok=True)


def new_image():
    return Gimp.Image.new_with_precision(CANVAS, CANVAS, Gimp.ImageBaseType.RGB,
                                         Gimp.Precision.FLOAT_LINEAR)


def baked_like(drawable):
    """The noise baked into a plain layer of drawable's size and place."""
    img = new_image()
    x, y = drawable.get_offsets()[1:]
    layer = Gimp.Layer.new(img, 'plain', drawable.get_width(), drawable.get_height(),
                           Gimp.ImageType.RGBA_IMAGE, 100, Gimp.LayerMode.NORMAL)
    img.insert_layer(layer, None, 0)
    layer.set_offsets(x, y)
    assert_ok(*render(img, [layer], **ARGS))
    p = pixels(layer)
    img.delete()
    return p


def close(a, b, what):
    assert len(a) == len(b), '%s: %d values, not %d' % (what, len(a), len(b))
    worst = max(abs(u - v) for u, v in zip(a, b))
    assert worst <= TOLERANCE, '%s: differs from the baked noise by %g' % (what, worst)
    assert all(math.isfinite(v) for v in a), '%s: non-finite pixels' % what
    print('#  %s: the baked noise, worst difference %g' % (what, worst), file=sys.stderr)


def composite(img, drawable):
    """What the image shows over drawable's rectangle: a flattened copy."""
    copy = img.duplicate()
    flat = copy.flatten()
    x, y = drawable.get_offsets()[1:]
    w, h = drawable.get_width(), drawable.get_height()
    assert x >= 0 and y >= 0 and x + w <= CANVAS and y + h <= CANVAS, \
        'the drawable reaches out of the image'
    data = bytes(flat.get_buffer().get(Gegl.Rectangle.new(x, y, w, h), 1.0, 'RGBA float',
                                       Gegl.AbyssPolicy.CLAMP))
    copy.delete()
    import struct
    return list(struct.unpack('<%df' % (len(data) // 4), data))


def filters(drawable):
    return [f.get_operation_name() for f in drawable.get_filters()]


def is_rasterized(item):
    return item.is_rasterized() if hasattr(item, 'is_rasterized') else None


# The kinds: each makes its layer in img and returns it.
def text_layer(img):
    layer = Gimp.TextLayer.new(img, 'Noise', Gimp.Font.get_by_name('Sans-serif'), 32,
                               Gimp.Unit.pixel())
    img.insert_layer(layer, None, 0)
    layer.set_offsets(5, 9)
    return layer


def vector_layer(img):
    path = Gimp.Path.new(img, 'square')
    img.insert_path(path, None, 0)
    stroke = path.bezier_stroke_new_moveto(6, 6)
    for x, y in ((58, 6), (58, 58), (6, 58)):
        path.bezier_stroke_lineto(stroke, x, y)
    path.stroke_close(stroke)
    layer = Gimp.VectorLayer.new(img, path)
    img.insert_layer(layer, None, 0)
    return layer


def link_layer(img):
    png = os.path.join(out, 'linked.png')
    src = Gimp.Image.new(40, 40, Gimp.ImageBaseType.RGB)
    layer = Gimp.Layer.new(src, 'linked', 40, 40, Gimp.ImageType.RGBA_IMAGE, 100,
                           Gimp.LayerMode.NORMAL)
    src.insert_layer(layer, None, 0)
    layer.fill(Gimp.FillType.WHITE)
    Gimp.file_save(Gimp.RunMode.NONINTERACTIVE, src, Gio.File.new_for_path(png), None)
    src.delete()
    layer = Gimp.LinkLayer.new(img, Gio.File.new_for_path(png))
    img.insert_layer(layer, None, 0)
    layer.set_offsets(10, 12)
    return layer


KINDS = [('text', text_layer, Gimp.TextLayer)]
if hasattr(Gimp, 'VectorLayer'):
    KINDS.append(('vector', vector_layer, Gimp.VectorLayer))
if hasattr(Gimp, 'LinkLayer'):
    KINDS.append(('link', link_layer, Gimp.LinkLayer))
else:
    print('#  GIMP %s has no vector or link layers' % Gimp.version(), file=sys.stderr)


def baked_on(name, make, kind):
    def check():
        img = new_image()
        layer = make(img)
        expected = baked_like(layer)
        assert_ok(*render(img, [layer], **ARGS))
        close(pixels(layer), expected, 'baked %s layer' % name)
        # GIMP rasterizes what a plug-in draws on; the plug-in does it for
        # link layers, which GIMP 3.2.6 leaves following their file.
        assert is_rasterized(layer) in (None, True), '%s layer not rasterized' % name
        assert filters(layer) == []
        img.delete()
    return check


def filter_on(name, make, kind):
    def check():
        img = new_image()
        layer = make(img)
        expected = baked_like(layer)
        assert_ok(*render(img, [layer], result='filter', **ARGS))
        assert filters(layer) == ['noise-render:noise-2'], filters(layer)
        assert isinstance(layer, kind) and is_rasterized(layer) in (None, False), \
            'the %s layer lost its kind under the live filter' % name
        close(composite(img, layer), expected, 'live filter on a %s layer' % name)
        img.delete()
    return check


def group_image():
    """An image with a group 'Clouds' holding one white layer."""
    img = new_image()
    group = Gimp.GroupLayer.new(img, 'Clouds')
    img.insert_layer(group, None, 0)
    child = Gimp.Layer.new(img, 'child', SIZE, SIZE, Gimp.ImageType.RGBA_IMAGE, 100,
                           Gimp.LayerMode.NORMAL)
    img.insert_layer(child, group, 0)
    child.fill(Gimp.FillType.WHITE)
    return img, group, child


def group_refused():
    img, group, child = group_image()
    before = pixels(child), composite(img, group)
    status, error = render(img, [group], **ARGS)
    assert status == Gimp.PDBStatusType.CALLING_ERROR, (status, error)
    assert "'Clouds' is a layer group" in error and 'live filter' in error, error
    assert (pixels(child), composite(img, group)) == before, 'a refused call changed the image'
    assert filters(group) == [] and len(img.get_layers()) == 1
    print('#  refused: %s' % error, file=sys.stderr)
    img.delete()


def group_filter():
    img, group, child = group_image()
    expected = baked_like(group)
    assert_ok(*render(img, [group], result='filter', **ARGS))
    assert filters(group) == ['noise-render:noise-2'], filters(group)
    assert filters(child) == []
    close(composite(img, group), expected, 'live filter on a layer group')
    img.delete()


def mask(result):
    def check():
        img = new_image()
        layer = Gimp.Layer.new(img, 'masked', SIZE, SIZE, Gimp.ImageType.RGBA_IMAGE, 100,
                               Gimp.LayerMode.NORMAL)
        img.insert_layer(layer, None, 0)
        m = layer.create_mask(Gimp.AddMaskType.WHITE)
        layer.add_mask(m)
        assert_ok(*render(img, [m], result=result, **ARGS))
        grey = pixels(m, 'Y float')
        # The mask holds the noise's grey: what the same noise baked into a
        # grey layer holds.
        ref = Gimp.Image.new_with_precision(SIZE, SIZE, Gimp.ImageBaseType.GRAY,
                                            Gimp.Precision.FLOAT_LINEAR)
        plain = Gimp.Layer.new(ref, 'grey', SIZE, SIZE, Gimp.ImageType.GRAY_IMAGE, 100,
                               Gimp.LayerMode.NORMAL)
        ref.insert_layer(plain, None, 0)
        assert_ok(*render(ref, [plain], **ARGS))
        close(grey, pixels(plain, 'Y float'), 'layer mask, result %s' % result)
        assert filters(layer) == [] and (not hasattr(m, 'get_filters') or filters(m) == [])
        ref.delete()
        img.delete()
    return check


checks = Checks('layer kinds in GIMP %s' % Gimp.version())
for name, make, kind in KINDS:
    checks.run('baked on a %s layer' % name, baked_on(name, make, kind))
    checks.run('live filter on a %s layer' % name, filter_on(name, make, kind))
checks.run('baking on a layer group is refused, naming it', group_refused)
checks.run('live filter on a layer group', group_filter)
checks.run('baked on a layer mask', mask('pixels'))
checks.run('a live filter asked for on a layer mask bakes it', mask('filter'))
checks.finish()
