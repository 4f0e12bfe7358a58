"""Python-Fu checks of noise-render:erode as a live filter in a real GIMP
(the module installed per user by run-gimp-filter.sh), on a height map the
plug-in bakes:

- appended with Gimp.DrawableFilter.new and merged, it gives the pixels the
  operation gives in plain GEGL (in this process) for the same height, to
  float rounding, for each output; the height changes, and stays finite;
- saved in an XCF with the filter live, reloaded: the filter and its
  properties are kept, and merged it renders the same pixels as before
  saving; one property edited, the merge follows;
- under a selection only the selected pixels change;
- 8-bit perceptual and 16-bit linear layers erode, finite;
- a height map painted as a user paints one (a soft brush along a range,
  blurred, 8-bit) erodes: gullies cut its slopes, the ridge map finds both
  creases and ridges there, and the flat ground stays as it was.  Its
  picture (painted, eroded, ridge map) is the README's docs/erode-painted.png.
"""
import math, os, struct, sys

import gi
gi.require_version('Gimp', '3.0')
gi.require_version('Gegl', '0.4')
from gi.repository import Gegl, Gimp, Gio

sys.path.insert(0, os.environ['TEST_SRC'])
import gimp_helpers
from gimp_helpers import Checks, new_image, pdb

OP = 'noise-render:erode'
out = os.environ['TEST_OUT']
W, H = 120, 80
OUTPUTS = {'height': 0, 'normal-map': 1, 'ridge-map': 2}
# Numbers and booleans: set alike on the filter's config and a GEGL node.
PROPS = {'erosion-strength': 0.8, 'size': 3.0, 'erosion-octaves': 4, 'seed': 7,
         'smoothing': 1, 'tileable': False}


def height_layer(precision=Gimp.Precision.FLOAT_LINEAR):
    """An image whose layer 'noise' holds a baked noise height map."""
    img, layer = new_image(W, H, precision=precision)
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [layer], output='height', octaves=2,
                                                frequency=3.0, seed=5))
    return img, layer


def append_erode(layer, output='height', **props):
    f = Gimp.DrawableFilter.new(layer, OP, 'Erode')
    assert f is not None, pdb.get_last_error()
    cfg = f.get_config()
    for key, value in dict(PROPS, **props).items():
        cfg.set_property(key, value)
    cfg.set_property('output-type', output)
    f.set_blend_mode(Gimp.LayerMode.REPLACE)
    f.set_opacity(1.0)
    layer.append_filter(f)
    return f


def plain_gegl(layer, output):
    """The op's pixels over the layer's own, in plain GEGL in this process."""
    # libgimp sets GEGL up without its operations: load them (the module
    # from the user's folder, as GIMP does).
    Gegl.init(None)
    if not Gegl.has_operation(OP):
        Gegl.load_module_directory(os.path.join(os.environ['XDG_DATA_HOME'], 'gegl-0.4',
                                                'plug-ins'))
    assert Gegl.has_operation(OP), 'the module is not in this process'
    dst = Gegl.Buffer.new('RGBA float', 0, 0, W, H)
    graph = Gegl.Node()
    src = graph.create_child('gegl:buffer-source')
    src.set_property('buffer', layer.get_buffer())
    op = graph.create_child(OP)
    for key, value in PROPS.items():
        op.set_property(key, value)
    op.set_property('output-type', OUTPUTS[output])
    sink = graph.create_child('gegl:write-buffer')
    sink.set_property('buffer', dst)
    src.link(op)
    op.link(sink)
    sink.process()
    data = bytes(dst.get(Gegl.Rectangle.new(0, 0, W, H), 1.0, 'RGBA float',
                         Gegl.AbyssPolicy.CLAMP))
    return list(struct.unpack('<%df' % (len(data) // 4), data))


def worst(a, b):
    assert len(a) == len(b)
    return max(abs(x - y) for x, y in zip(a, b))


def merged_equals_plain_gegl():
    for output in OUTPUTS:
        img, layer = height_layer()
        before = gimp_helpers.pixels(layer)
        want = plain_gegl(layer, output)
        append_erode(layer, output)
        layer.merge_filters()
        got = gimp_helpers.pixels(layer)
        assert all(math.isfinite(v) for v in got), output
        d = worst(got, want)
        print('  %s: |GIMP - plain GEGL| %.3g, changed by up to %.3g'
              % (output, d, worst(got, before)), file=sys.stderr)
        assert d <= 1e-6, (output, d)
        assert worst(got, before) > 0.05, output
        img.delete()


def xcf_round_trip():
    img, layer = height_layer()
    append_erode(layer, 'ridge-map', tileable=True)
    xcf = Gio.File.new_for_path(os.path.join(out, 'erode.xcf'))
    assert Gimp.file_save(Gimp.RunMode.NONINTERACTIVE, img, xcf, None), pdb.get_last_error()
    dup = img.duplicate()
    dup.get_layers()[0].merge_filters()
    want = gimp_helpers.pixels(dup.get_layers()[0])
    dup.delete()
    img.delete()

    img = Gimp.file_load(Gimp.RunMode.NONINTERACTIVE, xcf)
    layer = img.get_layers()[0]
    filters = layer.get_filters()
    assert len(filters) == 1 and filters[0].get_operation_name() == OP, filters
    cfg = filters[0].get_config()
    for key, value in dict(PROPS, tileable=True).items():
        got = cfg.get_property(key)
        assert abs(got - value) <= abs(value) * 1e-7 if isinstance(value, float) \
            else got == value, (key, got, value)
    assert str(cfg.get_property('output-type')) == 'ridge-map', cfg.get_property('output-type')
    dup = img.duplicate()
    dup.get_layers()[0].merge_filters()
    got = gimp_helpers.pixels(dup.get_layers()[0])
    dup.delete()
    d = worst(got, want)
    print('  XCF reload, merged: |after - before| %.3g' % d, file=sys.stderr)
    assert d == 0.0, d
    cfg.set_property('erosion-strength', 0.0)
    filters[0].update()
    cfg.set_property('output-type', 'height')
    filters[0].update()
    before = gimp_helpers.pixels(layer)
    layer.merge_filters()
    # Strength 0 gives the heights back.
    d = worst(gimp_helpers.pixels(layer), before)
    print('  edited to strength 0: |merged - layer| %.3g' % d, file=sys.stderr)
    assert d <= 1e-6, d
    img.delete()


def selection():
    img, layer = height_layer()
    dup = img.duplicate()
    append_erode(dup.get_layers()[0])
    dup.get_layers()[0].merge_filters()
    whole = gimp_helpers.pixels(dup.get_layers()[0])
    dup.delete()
    before = gimp_helpers.pixels(layer)
    x, y, w, h = 30, 20, 50, 40
    img.select_rectangle(Gimp.ChannelOps.REPLACE, x, y, w, h)
    append_erode(layer)
    layer.merge_filters()
    got = gimp_helpers.pixels(layer)
    inside = 0
    same = 0.0
    for py in range(H):
        for px in range(W):
            i = 4 * (py * W + px)
            changed = any(abs(got[i + c] - before[i + c]) > 1e-6 for c in range(4))
            if x <= px < x + w and y <= py < y + h:
                inside += changed
                same = max(same, max(abs(got[i + c] - whole[i + c]) for c in range(4)))
            else:
                assert not changed, ('outside the selection', px, py)
    print('  %d of %d selected pixels changed, none outside; |inside - without a selection|'
          ' %.3g' % (inside, w * h, same), file=sys.stderr)
    assert inside > w * h // 2, inside
    img.delete()


def precisions():
    for precision in (Gimp.Precision.U8_NON_LINEAR, Gimp.Precision.U16_LINEAR,
                      Gimp.Precision.HALF_LINEAR):
        img, layer = height_layer(precision)
        before = gimp_helpers.pixels(layer)
        append_erode(layer, 'normal-map')
        layer.merge_filters()
        got = gimp_helpers.pixels(layer)
        assert all(math.isfinite(v) for v in got), precision.value_nick
        print('  %s: changed by up to %.3g' % (precision.value_nick, worst(got, before)),
              file=sys.stderr)
        assert worst(got, before) > 0.05, precision.value_nick
        img.delete()


def painted():
    """A mountain range painted with a soft brush, three passes narrowing
    to the crest, blurred: 16-bit linear, heights as the noise's Height
    output writes them."""
    size = 256
    img, layer = new_image(size, size, precision=Gimp.Precision.U16_LINEAR)
    Gimp.context_push()
    black, white = Gegl.Color.new('black'), Gegl.Color.new('white')
    Gimp.context_set_foreground(black)
    layer.fill(Gimp.FillType.FOREGROUND)
    Gimp.context_set_foreground(white)
    Gimp.context_set_brush(Gimp.Brush.get_by_name('2. Hardness 025'))
    Gimp.context_set_paint_mode(Gimp.LayerMode.ADDITION)
    # A curved main range and a spur, as polylines.
    crest = [30, 190, 70, 150, 110, 135, 150, 100, 190, 85, 225, 50]
    spur = [110, 135, 120, 180, 105, 225]
    for brush, opacity in ((120, 25.0), (70, 25.0), (30, 25.0)):
        Gimp.context_set_brush_size(brush)
        Gimp.context_set_opacity(opacity)
        for stroke in (crest, spur):
            assert Gimp.paintbrush_default(layer, stroke), pdb.get_last_error()
    Gimp.context_pop()
    blur = Gimp.DrawableFilter.new(layer, 'gegl:gaussian-blur', 'Blur')
    blur.get_config().set_property('std-dev-x', 6.0)
    blur.get_config().set_property('std-dev-y', 6.0)
    layer.append_filter(blur)
    layer.merge_filters()
    heights = gimp_helpers.pixels(layer)
    # The picture: painted | eroded | ridge map, each a copy of the layer.
    layers = [layer]
    for k in (1, 2):
        copy = layer.copy()
        img.insert_layer(copy, None, 0)
        layers.append(copy)
    look = dict(PROPS, size=4.0, smoothing=2, tileable=False,
                **{'erosion-strength': 0.3, 'erosion-octaves': 5})
    for copy, output in ((layers[1], 'height'), (layers[2], 'ridge-map')):
        append_erode(copy, output, **look)
        copy.merge_filters()
    eroded, ridges = gimp_helpers.pixels(layers[1]), gimp_helpers.pixels(layers[2])
    slope = flat = changed = 0
    seen = [0.0, 0.0]
    # Flat: no height within 3 pixels (the slope smoothing's reach).
    zero = [[heights[4 * (y * size + x)] == 0.0 for x in range(size)] for y in range(size)]
    near = [[all(row[max(x - 3, 0):x + 4]) for x in range(size)] for row in zero]
    for y in range(3, size - 3):
        for x in range(3, size - 3):
            i = 4 * (y * size + x)
            h = heights[i]
            g = max(abs(heights[i + 4] - heights[i - 4]),
                    abs(heights[i + 4 * size] - heights[i - 4 * size]))
            d = abs(eroded[i] - h)
            assert math.isfinite(eroded[i]) and math.isfinite(ridges[i])
            if all(near[y + k][x] for k in range(-3, 4)):
                flat += 1
                assert d == 0.0, ('flat ground changed', x, y, d)
            elif g > 0.01:
                slope += 1
                changed += d > 0.01
                seen[0] = max(seen[0], 0.5 - ridges[i])
                seen[1] = max(seen[1], ridges[i] - 0.5)
    print('  painted: %d of %d sloping pixels cut by more than 0.01, %d flat ones kept;'
          ' ridge map from %.2f to %.2f' % (changed, slope, flat, 0.5 - seen[0],
                                            0.5 + seen[1]), file=sys.stderr)
    assert slope > size * size // 10 and flat > size * size // 10, (slope, flat)
    assert changed > slope // 2, (changed, slope)
    assert seen[0] > 0.3 and seen[1] > 0.3, seen
    img.resize(3 * size, size, 0, 0)
    for k, copy in enumerate(layers):
        copy.set_offsets(k * size, 0)
    img.flatten()
    img.convert_precision(Gimp.Precision.U8_NON_LINEAR)
    Gimp.file_save(Gimp.RunMode.NONINTERACTIVE, img,
                   Gio.File.new_for_path(os.path.join(out, 'erode-painted.png')), None)
    img.delete()


checks = Checks('noise-render:erode in GIMP')
checks.run('merged filter equals the op in plain GEGL, every output', merged_equals_plain_gegl)
checks.run('XCF save, reload: kept, same pixels, editable', xcf_round_trip)
checks.run('a selection limits it', selection)
checks.run('8-bit, 16-bit and half layers', precisions)
checks.run('a painted height map erodes; its picture', painted)
checks.finish()
