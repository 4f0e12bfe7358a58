"""Python-Fu checks of noise-render:noise-2 as a live filter in a real GIMP
(the module installed per user by run-gimp-filter.sh):

- appended with Gimp.DrawableFilter.new and merged, it gives the plug-in's
  baked pixels for the same settings at every precision, to float rounding
  (the worst difference per precision is printed), and for heights and
  normal maps;
- its config is edited (get_config, update) and the merge follows;
- saved in an XCF with the filter live (a height map), reloaded, its
  properties intact, one edited, merged: the plug-in's pixels for the
  edited settings;
- the procedure's result=filter sets every property, its output too, and
  gives the baked pixels on an offset layer with a selection, in sRGB and
  in Adobe RGB.
"""
import os, struct, sys

import gi
gi.require_version('Gimp', '3.0')
gi.require_version('Gegl', '0.4')
gi.require_version('Babl', '0.1')
from gi.repository import Babl, Gegl, Gimp, Gio, GObject

sys.path.insert(0, os.environ['TEST_SRC'])
import gimp_helpers
from gimp_helpers import Checks, new_image, pdb

OP = 'noise-render:noise-2'
out = os.environ['TEST_OUT']
W, H = 157, 91

# One setting, as the procedure's arguments and as the op's properties.
SETTINGS = {'noise-type': 'simplex', 'dimensions': 3, 'frequency': 5.5, 'octaves': 8,
            'lacunarity': 2.1, 'persistence': 0.55, 'fractal': 'fbm', 'seed': 12345,
            'offset-x': 0.3, 'offset-z': 1.7, 'rotation-z': 20.0, 'output': 'colour',
            'gradient': 'Incandescent'}

PRECISIONS = [Gimp.Precision.U8_NON_LINEAR, Gimp.Precision.U16_NON_LINEAR,
              Gimp.Precision.U32_LINEAR, Gimp.Precision.HALF_LINEAR,
              Gimp.Precision.FLOAT_LINEAR, Gimp.Precision.FLOAT_NON_LINEAR,
              Gimp.Precision.DOUBLE_NON_LINEAR]

# One step of each precision's storage, in R'G'B'A float: the rounding
# allowed.  Linear integer precisions store light linearly, so a step is
# larger in perceptual terms near black: allowed as a step of the value.
STEP = {Gimp.Precision.U8_NON_LINEAR: 1 / 255, Gimp.Precision.U16_NON_LINEAR: 1 / 65535,
        Gimp.Precision.U32_LINEAR: 1e-6, Gimp.Precision.HALF_LINEAR: 1e-3,
        Gimp.Precision.FLOAT_LINEAR: 1e-6, Gimp.Precision.FLOAT_NON_LINEAR: 1e-6,
        Gimp.Precision.DOUBLE_NON_LINEAR: 1e-6}


def is_linear(precision):
    return 'LINEAR' in precision.value_nick.upper() and 'NON' not in precision.value_nick.upper()


def gradient_text(name, linear, reverse=False):
    """The gradient as the plug-in samples it (1024 colours in the image's
    encoding), as the op's gradient property."""
    colors = Gimp.Gradient.get_by_name(name).get_uniform_samples(1024, reverse)
    fmt = Babl.format('RGBA float' if linear else "R'G'B'A float")
    values = []
    for c in colors:
        values += struct.unpack('<4f', c.get_bytes(fmt).get_data())
    return ' '.join(repr(v) for v in values)


# The procedure's arguments whose property has another name.
RENAMED = {'noise-type': 'type', 'output': 'output-type'}


def filter_properties(settings, width, height, linear):
    """The op's properties for the procedure's arguments."""
    props = {'width': width, 'height': height,
             'gradient': gradient_text(settings['gradient'], linear),
             'gradient-blend': 'linear' if linear else 'perceptual'}
    for key, value in settings.items():
        if key != 'gradient':
            props[RENAMED.get(key, key)] = value
    return props


def append_filter(layer, props):
    f = Gimp.DrawableFilter.new(layer, OP, 'Procedural Noise')
    assert f is not None, pdb.get_last_error()
    cfg = f.get_config()
    for key, value in props.items():
        cfg.set_property(key, value)
    f.set_blend_mode(Gimp.LayerMode.REPLACE)
    f.set_opacity(1.0)
    layer.append_filter(f)
    return f


def worst_difference(a, b):
    pa = gimp_helpers.pixels(a, "R'G'B'A float")
    pb = gimp_helpers.pixels(b, "R'G'B'A float")
    assert len(pa) == len(pb)
    return max(abs(x - y) for x, y in zip(pa, pb))


def baked_and_filtered(precision, settings):
    img, baked = new_image(W, H, precision=precision)
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [baked], **settings))
    live = Gimp.Layer.new(img, 'live', W, H, Gimp.ImageType.RGBA_IMAGE, 100,
                          Gimp.LayerMode.NORMAL)
    img.insert_layer(live, None, 0)
    f = append_filter(live, filter_properties(settings, W, H, is_linear(precision)))
    return img, baked, live, f


worst = {}


def same_pixels_every_precision():
    for precision in PRECISIONS:
        img, baked, live, _ = baked_and_filtered(precision, SETTINGS)
        live.merge_filters()
        assert not live.get_filters(), 'merge left filters'
        d = worst_difference(baked, live)
        worst[precision.value_nick] = d
        print('  %-20s worst |filter - plug-in| = %.3g' % (precision.value_nick, d),
              file=sys.stderr)
        # One step, plus the float rounding of reading it back.
        assert d <= STEP[precision] + 2e-7, '%s: %g' % (precision.value_nick, d)
        img.delete()


# Looks beyond the plain fractal sum: a Musgrave mode with its own
# settings and fractional detail, raw values, cellular edges, domain warps.
LOOKS = {'fbm': {},
         'ridged multifractal': {'fractal': 'ridged-multifractal', 'fractal-offset': 1.0,
                                 'fractal-gain': 2.0, 'detail': 5.5},
         'hetero terrain, raw': {'fractal': 'hetero-terrain', 'fractal-offset': 0.4,
                                 'normalize': False, 'octaves': 4},
         'cellular edge': {'noise-type': 'cellular', 'cellular-return': 'edge',
                           'octaves': 2},
         'warped': {'warp-mode': 'progressive', 'warp-type': 'perlin', 'warp-amount': 1.5,
                    'warp-frequency': 3.0, 'warp-octaves': 2, 'warp-seed': 4},
         'cells warped': {'noise-type': 'cellular', 'octaves': 2,
                          'warp-mode': 'independent', 'warp-amount': 0.7}}


def every_output():
    """Heights and normal maps too: the output property is the one GIMP's
    dialog shows (not named output, which GIMP leaves out)."""
    for output in ('colour', 'height', 'normal-map'):
        for look, extra in LOOKS.items():
            settings = dict(SETTINGS, output=output, **extra)
            img, baked, live, f = baked_and_filtered(Gimp.Precision.FLOAT_LINEAR, settings)
            assert f.get_config().get_property('output-type') == output
            live.merge_filters()
            d = worst_difference(baked, live)
            print('  %-10s %-20s worst |filter - plug-in| = %.3g' % (output, look, d),
                  file=sys.stderr)
            assert d <= 1e-6, '%s, %s: %g' % (output, look, d)
            img.delete()


def edit_config():
    img, baked, live, f = baked_and_filtered(Gimp.Precision.FLOAT_LINEAR, SETTINGS)
    f.get_config().set_property('seed', 99)
    f.update()
    live.merge_filters()
    assert worst_difference(baked, live) > 0.01, 'editing the seed changed nothing'
    again = dict(SETTINGS, seed=99)
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [baked], **again))
    d = worst_difference(baked, live)
    assert d <= 1e-6, 'after editing the seed: %g' % d
    img.delete()


def xcf_round_trip():
    settings = dict(SETTINGS, output='height')
    img, baked, live, f = baked_and_filtered(Gimp.Precision.FLOAT_NON_LINEAR, settings)
    props = filter_properties(settings, W, H, False)
    xcf = Gio.File.new_for_path(os.path.join(out, 'live-filter.xcf'))
    assert Gimp.file_save(Gimp.RunMode.NONINTERACTIVE, img, xcf, None), pdb.get_last_error()
    img.delete()

    img = Gimp.file_load(Gimp.RunMode.NONINTERACTIVE, xcf)
    live, baked = img.get_layers()
    filters = live.get_filters()
    assert len(filters) == 1 and filters[0].get_operation_name() == OP, filters
    cfg = filters[0].get_config()
    for key in ('type', 'output-type', 'seed', 'octaves', 'width', 'height', 'gradient',
                'gradient-blend', 'offset-x', 'frequency'):
        got, want = cfg.get_property(key), props[key]
        if isinstance(want, float):
            # XCF keeps doubles as they are, or as floats: say which.
            print('  XCF kept %s = %r (set %r)' % (key, got, want), file=sys.stderr)
            assert abs(got - want) <= abs(want) * 1e-7, (key, got, want)
        else:
            assert str(got) == str(want) or got == want, (key, str(got)[:60], str(want)[:60])
    cfg.set_property('octaves', 3)
    filters[0].update()
    live.merge_filters()
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [baked], **dict(settings, octaves=3)))
    d = worst_difference(baked, live)
    print('  XCF reload, octaves 8 -> 3, merged: worst difference %.3g' % d, file=sys.stderr)
    assert d <= 1e-6, d
    img.delete()


def procedure_makes_filters():
    """result=filter: the procedure appends the filter (one per frame of a
    loop), whose merge gives the pixels result=pixels bakes."""
    img, baked = new_image(W, H, precision=Gimp.Precision.U8_NON_LINEAR)
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [baked], **SETTINGS))
    live = Gimp.Layer.new(img, 'live', W, H, Gimp.ImageType.RGBA_IMAGE, 100,
                          Gimp.LayerMode.NORMAL)
    img.insert_layer(live, None, 0)
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [live], result='filter', **SETTINGS))
    filters = live.get_filters()
    assert [f.get_operation_name() for f in filters] == [OP], filters
    live.merge_filters()
    d = worst_difference(baked, live)
    print('  procedure result=filter, merged, u8: worst difference %.3g' % d, file=sys.stderr)
    assert d <= STEP[Gimp.Precision.U8_NON_LINEAR] + 2e-7, d
    img.delete()

    # The procedure's output reaches the filter's output-type.
    img, baked = new_image(W, H, precision=Gimp.Precision.FLOAT_LINEAR)
    normals = dict(SETTINGS, output='normal-map')
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [baked], **normals))
    live = Gimp.Layer.new(img, 'live', W, H, Gimp.ImageType.RGBA_IMAGE, 100,
                          Gimp.LayerMode.NORMAL)
    img.insert_layer(live, None, 0)
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [live], result='filter', **normals))
    cfg = live.get_filters()[0].get_config()
    assert cfg.get_property('output-type') == 'normal-map', cfg.get_property('output-type')
    live.merge_filters()
    d = worst_difference(baked, live)
    print('  procedure result=filter, normal map, merged: worst difference %.3g' % d,
          file=sys.stderr)
    assert d <= 1e-6, d
    img.delete()

    img, layer = new_image(64, 48)
    loop = dict(SETTINGS, frames=3, result='filter')
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [layer], **loop))
    layers = img.get_layers()
    assert len(layers) == 3, layers
    # One filter per frame layer: copies made after frame 0's filter
    # carried it too (issue 21).
    counts = [len(l.get_filters()) for l in layers]
    assert counts == [1, 1, 1], counts
    frames = sorted(l.get_filters()[0].get_config().get_property('frame') for l in layers)
    assert frames == [0, 1, 2], frames

    img, grey = new_image(32, 32, base=Gimp.ImageBaseType.GRAY,
                          layer_type=Gimp.ImageType.GRAYA_IMAGE)
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [grey], result='filter',
                                                **dict(SETTINGS, output='height')))
    assert not grey.get_filters(), 'a grey layer got a filter'
    img.delete()


def selection_offset_and_profile():
    """A layer away from the image's origin, a selection that covers only
    part of it: the merged filter the procedure makes equals the baked
    pixels, noise inside the selection, the layer's own white outside; in
    sRGB and in Adobe RGB (the op renders in the profile the plug-in gives
    it, so GIMP converts nothing)."""
    adobe = Gimp.ColorProfile.new_rgb_adobe()
    failed = []
    for (dx, dy), selected, profile in (((0, 0), True, None), ((23, 17), False, None),
                                        ((23, 17), True, None), ((23, 17), False, adobe),
                                        ((23, 17), True, adobe)):
        img = Gimp.Image.new_with_precision(200, 150, Gimp.ImageBaseType.RGB,
                                            Gimp.Precision.FLOAT_LINEAR)
        if profile:
            assert img.set_color_profile(profile)
        layers = []
        for name in ('baked', 'live'):
            layer = Gimp.Layer.new(img, name, W, H, Gimp.ImageType.RGBA_IMAGE, 100,
                                   Gimp.LayerMode.NORMAL)
            img.insert_layer(layer, None, 0)
            layer.set_offsets(dx, dy)
            layer.fill(Gimp.FillType.WHITE)
            layers.append(layer)
        x, y, w, h = (60, 40, 90, 50) if selected else (dx, dy, W, H)
        if selected:
            img.select_rectangle(Gimp.ChannelOps.REPLACE, x, y, w, h)
        baked, live = layers
        gimp_helpers.assert_ok(*gimp_helpers.render(img, [baked], **SETTINGS))
        gimp_helpers.assert_ok(*gimp_helpers.render(img, [live], result='filter', **SETTINGS))
        assert len(live.get_filters()) == 1, live.get_filters()
        live.merge_filters()
        d = worst_difference(baked, live)
        px = gimp_helpers.pixels(live, "R'G'B'A float")
        inside = {(x - dx + i) + (y - dy + j) * W for i in range(w) for j in range(h)}
        rgba = [tuple(px[4 * k:4 * k + 4]) for k in range(W * H)]
        changed = sum(rgba[k][:3] != (1.0, 1.0, 1.0) for k in inside)
        white = sum(rgba[k] == (1.0, 1.0, 1.0, 1.0) for k in range(W * H) if k not in inside)
        case = 'layer at %d,%d, %s, %s' % (dx, dy, 'a selection' if selected else 'no selection',
                                          'Adobe RGB' if profile else 'sRGB')
        print('  %s: worst difference %.3g; %d of %d selected pixels noise, %d of %d others '
              'white' % (case, d, changed, len(inside), white, W * H - len(inside)),
              file=sys.stderr)
        if d > 1e-6 or changed < 0.99 * len(inside) or white != W * H - len(inside):
            failed.append(case)
        img.delete()
    assert not failed, failed

# Both ends of every double argument (issue 21): the procedure's filter
# keeps the value (as the float the plug-in holds) and merges to the baked
# pixels, and so does the filter after an XCF round trip, which stores
# doubles as floats (float(0.01) is below 0.01: the filter fell back to
# its default).
ENDS = [('frequency', 0.01, {'octaves': 1}), ('frequency', 65536.0, {'octaves': 1}),
        ('lacunarity', 1.0, {}), ('lacunarity', 16.0, {'octaves': 2}),
        ('persistence', 0.0, {}), ('persistence', 1.0, {}),
        ('offset-x', -10000.0, {}), ('offset-y', 10000.0, {}),
        ('offset-z', -10000.0, {}), ('offset-w', 10000.0, {'dimensions': 4}),
        ('rotation-x', -360.0, {}), ('rotation-y', 360.0, {}), ('rotation-z', -360.0, {}),
        ('normal-strength', 0.0, {'output': 'normal-map'}),
        ('normal-strength', 100.0, {'output': 'normal-map'}),
        ('loop-length', 0.1, {'frames': 2}), ('loop-length', 1000.0, {'frames': 2})]


def baked_live_reopened(settings, xcf_name):
    """A 48 x 32 float layer the procedure baked with settings, one with the
    live filter it makes for them, and that filter's layer in the image
    saved as an XCF and opened again: (img, baked, live, img2, live2)."""
    img, baked = new_image(48, 32, precision=Gimp.Precision.FLOAT_LINEAR)
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [baked], **settings))
    live = Gimp.Layer.new(img, 'live', 48, 32, Gimp.ImageType.RGBA_IMAGE, 100,
                          Gimp.LayerMode.NORMAL)
    img.insert_layer(live, None, 0)
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [live], result='filter', **settings))
    xcf = Gio.File.new_for_path(os.path.join(out, xcf_name))
    assert Gimp.file_save(Gimp.RunMode.NONINTERACTIVE, img, xcf, None)
    img2 = Gimp.file_load(Gimp.RunMode.NONINTERACTIVE, xcf)
    live2 = [l for l in img2.get_layers() if l.get_name() == live.get_name()][0]
    return img, baked, live, img2, live2


def range_ends():
    failed = []
    for name, value, extra in ENDS:
        settings = dict(SETTINGS, octaves=3, **{'offset-x': 0.0, 'rotation-z': 0.0})
        settings.update(extra)
        settings[name] = value
        # With frames, baked and live are frame 0 of each (the procedure
        # draws frame 0 into the layer it is given).
        img, baked, live, img2, live2 = baked_live_reopened(settings, 'ends.xcf')
        got = live.get_filters()[0].get_config().get_property(name)
        want = struct.unpack('f', struct.pack('f', value))[0]
        got2 = live2.get_filters()[0].get_config().get_property(name)
        live.merge_filters()
        live2.merge_filters()
        d = worst_difference(baked, live)
        d2 = worst_difference(baked, live2)
        print('  %s = %r: filter holds %r, after XCF %r; worst difference %.3g, after XCF '
              '%.3g' % (name, value, got, got2, d, d2), file=sys.stderr)
        # The filter holds the value set (the procedure passes the double),
        # the XCF its float.
        if got not in (value, want) or got2 != want or d > 1e-6 or d2 > 1e-6:
            failed.append((name, value))
        img.delete()
        img2.delete()
    assert not failed, failed


# A value of every double setting that is not a float, with what makes it
# apply (issue 34): an XCF keeps a filter's doubles as floats, so the
# procedure and the op use the float, and a live filter renders the same
# bits before saving, after reopening, and as the procedure baked them.
NOT_FLOATS = {
    'frequency': (5.3, {}), 'lacunarity': (2.3, {}), 'persistence': (0.37, {}),
    'offset-x': (0.1, {}), 'offset-y': (3.3, {}), 'offset-z': (1.7, {}),
    'offset-w': (0.3, {'dimensions': 4}), 'rotation-x': (12.3, {}),
    'rotation-y': (33.3, {}), 'rotation-z': (33.3, {}),
    'loop-length': (2.3, {'frames': 2}),
    'normal-strength': (2.2, {'output': 'normal-map'}),
    'minkowski-exponent': (0.7, {'noise-type': 'cellular', 'cellular-metric': 'minkowski'}),
    'cellular-jitter': (0.9, {'noise-type': 'cellular', 'cellular-return': 'edge'}),
    'cellular-smoothness': (0.3, {'noise-type': 'cellular', 'cellular-return': 'smooth-f1'}),
    'detail': (3.3, {}),
    'fractal-offset': (0.3, {'fractal': 'hetero-terrain'}),
    'fractal-gain': (2.1, {'fractal': 'ridged-multifractal', 'fractal-offset': 1.0}),
    'ping-pong-strength': (2.3, {'fractal': 'ping-pong', 'rotation-z': 33.3}),
    'weighted-strength': (0.3, {}),
    'warp-amount': (1.3, {'warp-mode': 'independent', 'offset-x': 0.1}),
    'warp-frequency': (2.3, {'warp-mode': 'progressive'}),
    'erosion-strength': (0.37, {'dimensions': 2}),
    'erosion-scale': (0.53, {'erosion-strength': 0.3, 'dimensions': 2}),
    'erosion-gain': (0.47, {'erosion-strength': 0.3, 'dimensions': 2}),
    'erosion-lacunarity': (2.1, {'erosion-strength': 0.3, 'dimensions': 2}),
    'erosion-gully-weight': (0.33, {'erosion-strength': 0.3, 'dimensions': 2}),
    'erosion-detail': (1.3, {'erosion-strength': 0.3, 'dimensions': 2}),
    'erosion-cell-scale': (0.9, {'erosion-strength': 0.3, 'dimensions': 2}),
    'erosion-ridge-rounding': (0.13, {'erosion-strength': 0.3, 'dimensions': 2}),
    'erosion-crease-rounding': (0.23, {'erosion-strength': 0.3, 'dimensions': 2}),
    'erosion-onset': (1.7, {'erosion-strength': 0.3, 'dimensions': 2}),
    'wave-phase': (0.3, {'noise-type': 'wave', 'dimensions': 2}),
    'gabor-frequency': (2.3, {'noise-type': 'gabor', 'dimensions': 2}),
    'gabor-anisotropy': (0.7, {'noise-type': 'gabor', 'dimensions': 2}),
    'gabor-orientation': (33.3, {'noise-type': 'gabor', 'dimensions': 2}),
}


def double_arguments():
    proc = pdb.lookup_procedure('plug-in-noise-render')
    return sorted(p.get_name() for p in proc.get_arguments()
                  if p.value_type == GObject.TYPE_DOUBLE)


def not_float_doubles():
    assert sorted(NOT_FLOATS) == double_arguments(), \
        'every double argument needs a value here: %s' % double_arguments()
    failed = []
    for name, (value, extra) in NOT_FLOATS.items():
        assert struct.unpack('f', struct.pack('f', value))[0] != value, name
        settings = dict(SETTINGS, octaves=3, output='height', **{'rotation-z': 0.0})
        settings.update(extra)
        settings[name] = value
        img, baked, live, img2, live2 = baked_live_reopened(settings, 'not-floats.xcf')
        live.merge_filters()
        live2.merge_filters()
        before = worst_difference(baked, live)
        after = worst_difference(live, live2)
        print('  %s = %r: |filter - plug-in| %.3g, |reopened - filter| %.3g'
              % (name, value, before, after), file=sys.stderr)
        # The reopened filter gives the very bits it gave before saving.
        if before > 1e-6 or after != 0.0:
            failed.append((name, value, before, after))
        img.delete()
        img2.delete()
    assert not failed, failed


checks = Checks('noise-render:noise-2 in GIMP')
checks.run('merged filter equals the plug-in at every precision', same_pixels_every_precision)
checks.run('heights and normal maps equal the plug-in', every_output)
checks.run('editing the config re-renders', edit_config)
checks.run('XCF save, reload, edit, merge', xcf_round_trip)
checks.run('the procedure makes filters: one per frame, none on grey', procedure_makes_filters)
checks.run('a selection, a layer offset and a non-sRGB image', selection_offset_and_profile)
checks.run('both ends of every double, through the procedure and an XCF', range_ends)
checks.run('a double that is no float renders the same bits after an XCF', not_float_doubles)
checks.finish()
