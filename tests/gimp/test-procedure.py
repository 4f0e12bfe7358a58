"""Python-Fu checks of plug-in-noise-render in a real GIMP: pixels against
the core for every noise type, precision, grey and 8-bit images, feathered
selections, normal maps against the height map, and every kind of bad input.
Run by run-gimp.sh (python-fu-eval); any failed check raises, which makes
GIMP exit non-zero."""
import math, os, struct, sys

import gi
gi.require_version('Gimp', '3.0')
gi.require_version('Gegl', '0.4')
from gi.repository import Gegl, Gimp

sys.path.insert(0, os.environ['TEST_SRC'])
import noise_core
from gimp_helpers import (Checks, assert_ok, new_image, pixels, plugin_mapped_files,
                          plugin_peak_memory, render)


def fill(drawable, rgba):
    Gimp.context_set_foreground(color(rgba))
    drawable.edit_fill(Gimp.FillType.FOREGROUND)


def color(rgba):
    c = Gegl.Color.new('black')
    c.set_rgba(*rgba)
    return c


# 1. Pixels equal the core's for every type and dimension (height output,
#    linear float RGBA, several octaves, offsets, a seed).
def every_type():
    for noise_type, dims in noise_core.DIMENSIONS.items():
        for d in dims:
            args = {'noise-type': noise_type, 'dimensions': d, 'frequency': 3.0, 'octaves': 3,
                    'seed': 5, 'offset-x': 1.5, 'offset-y': -2.25, 'offset-z': 0.75,
                    'offset-w': 0.5, 'fractal': 'turbulence' if d == 2 else 'fbm'}
            img, layer = new_image(48, 32)
            assert_ok(*render(img, [layer], output='height', **args))
            got = pixels(layer)
            ref = noise_core.Noise(48, 32, **args)
            worst = 0
            for y in range(32):
                for x in range(48):
                    h = ref.height(x, y)
                    i = 4 * (y * 48 + x)
                    worst = max(worst, abs(got[i] - h), abs(got[i + 2] - h))
                    assert got[i + 3] == 1.0
            # Float rounding of the pixel mapping; the 2002 reference also jumps
            # by up to ~1e-3 where a rounding moves a point across a simplex face.
            limit = 2e-3 if noise_type == 'simplex-2002' else 2e-5
            assert worst < limit, '%s %dD: worst difference %g' % (noise_type, d, worst)
            print('#  %s %dD matches the core, worst difference %.2g' % (noise_type, d, worst),
                  file=sys.stderr)
            img.delete()


# 1b. The fractal modes (issue 24): pixels equal the core's for each mode
#     with its own parameters off their defaults, raw values included (a
#     float height layer keeps them beyond 0..1); fractional detail changes
#     the pixels a little for a small step and equals whole octaves at a
#     whole number; a normal map of each mode is finite and not flat.
def fractal_modes():
    w, h = 40, 24
    for i, fractal in enumerate(noise_core.FRACTALS):
        args = {'noise-type': ('perlin', 'simplex', 'cellular')[i % 3],
                'dimensions': 2 + i % 2, 'frequency': 3.0, 'octaves': 4, 'seed': 3,
                'fractal': fractal, 'fractal-offset': 0.8, 'fractal-gain': 1.7,
                'ping-pong-strength': 2.5, 'weighted-strength': 0.4 * (i % 2),
                'normalize': i % 4 != 3, 'detail': 3.6}
        img, layer = new_image(w, h)
        assert_ok(*render(img, [layer], output='height', **args))
        got = pixels(layer)
        ref = noise_core.Noise(w, h, **args)
        worst = max(abs(got[4 * (y * w + x)] - ref.height(x, y))
                    for y in range(h) for x in range(w))
        heights = got[0::4]
        assert worst < 2e-5, '%s: worst difference %g' % (fractal, worst)
        assert max(heights) - min(heights) > 0.05, '%s: flat' % fractal
        assert_ok(*render(img, [layer], output='normal-map', **args))
        normal = pixels(layer)
        assert all(math.isfinite(v) for v in normal), fractal
        assert max(normal[2::4]) - min(normal[2::4]) > 0.01, '%s: flat normals' % fractal
        print('#  %s (%s, raw %s) matches the core, worst %.2g; heights %.3g..%.3g'
              % (fractal, args['noise-type'], not args['normalize'], worst, min(heights),
                 max(heights)), file=sys.stderr)
        img.delete()
    # Detail: whole numbers are the octaves, a small step a small change.
    base = {'noise-type': 'simplex', 'dimensions': 2, 'frequency': 3.0,
            'fractal': 'hetero-terrain', 'fractal-offset': 0.5}
    heights = {}
    for key, extra in [('octaves 5', {'octaves': 5}), ('detail 5', {'detail': 5.0, 'octaves': 2}),
                       ('detail 4.5', {'detail': 4.5}), ('detail 4.51', {'detail': 4.51})]:
        img, layer = new_image(w, h)
        assert_ok(*render(img, [layer], output='height', **dict(base, **extra)))
        heights[key] = pixels(layer)[0::4]
        img.delete()
    assert heights['octaves 5'] == heights['detail 5'], 'detail 5 is not 5 octaves'
    step = max(abs(a - b) for a, b in zip(heights['detail 4.5'], heights['detail 4.51']))
    whole = max(abs(a - b) for a, b in zip(heights['detail 4.5'], heights['detail 5']))
    print('#  detail 4.5 -> 4.51 moves heights by %.3g, 4.5 -> 5 by %.3g' % (step, whole),
          file=sys.stderr)
    assert 0 < step < whole / 10, (step, whole)


# 1c. Domain warp (issue 23): pixels equal the core's in both modes, warps
#     of one type by another, tiled; the warp moves the pixels; a normal map
#     of a warped noise is finite and not flat.
def warps():
    w, h = 40, 24
    cases = [('simplex', 2, 'independent', 'perlin', False),
             ('perlin', 3, 'progressive', 'simplex', False),
             ('cellular', 2, 'progressive', 'value', True),
             ('value', 2, 'independent', 'cellular', True)]
    for noise_type, d, mode, warp_type, tileable in cases:
        args = {'noise-type': noise_type, 'dimensions': d, 'frequency': 3.0,
                'octaves': 3, 'seed': 2, 'warp-mode': mode, 'warp-amount': 1.5,
                'warp-type': warp_type, 'warp-frequency': 2.5, 'warp-octaves': 3,
                'warp-seed': 7}
        img, layer = new_image(w, h)
        assert_ok(*render(img, [layer], output='height', tileable=tileable, **args))
        got = pixels(layer)[0::4]
        img.delete()
        if not tileable:
            ref = noise_core.Noise(w, h, **args)
            worst = max(abs(got[y * w + x] - ref.height(x, y))
                        for y in range(h) for x in range(w))
            # The float rounding of the pixel mapping (2e-5 unwarped), times
            # the warp's stretch of the noise.
            assert worst < 1e-4, '%s by %s: worst difference %g' % (noise_type, warp_type, worst)
        img, layer = new_image(w, h)
        plain = dict(args, **{'warp-mode': 'none'})
        assert_ok(*render(img, [layer], output='height', tileable=tileable, **plain))
        moved = max(abs(a - b) for a, b in zip(got, pixels(layer)[0::4]))
        assert moved > 0.05, '%s by %s: the warp moved nothing' % (noise_type, warp_type)
        assert_ok(*render(img, [layer], output='normal-map', tileable=tileable, **args))
        normal = pixels(layer)
        assert all(math.isfinite(v) for v in normal), (noise_type, mode)
        assert max(normal[2::4]) - min(normal[2::4]) > 0.01, (noise_type, mode)
        img.delete()
        print('#  %s %dD warped by %s (%s%s): matches the core, moves pixels by up to %.2g'
              % (noise_type, d, warp_type, mode, ', tileable' if tileable else '', moved),
              file=sys.stderr)


# 2. Float precision survives: a 256x256 float colour render of a gradient
#    type holds more than 30 000 distinct pixels.
def distinct_values():
    img, layer = new_image(256, 256)
    assert_ok(*render(img, [layer], **{'noise-type': 'simplex', 'octaves': 8,
                                        'gradient': 'Full Saturation Spectrum CCW'}))
    p = pixels(layer)
    distinct = len(set(tuple(p[i:i + 4]) for i in range(0, len(p), 4)))
    print('#  distinct float pixels in 256x256: %d' % distinct, file=sys.stderr)
    assert distinct > 30000, distinct
    img.delete()


# 3. Grey and 8-bit images.
def grey_and_8bit():
    args = {'noise-type': 'perlin', 'dimensions': 2, 'octaves': 4, 'output': 'height'}
    ref = noise_core.Noise(40, 30, **args)
    img, layer = new_image(40, 30, Gimp.ImageBaseType.GRAY, Gimp.Precision.FLOAT_LINEAR,
                           Gimp.ImageType.GRAYA_IMAGE)
    assert_ok(*render(img, [layer], **args))
    got = pixels(layer, 'YA float')
    worst = max(abs(got[2 * (y * 40 + x)] - ref.height(x, y)) for y in range(30) for x in range(40))
    assert worst < 2e-5, worst
    img.delete()
    # 8-bit sRGB without alpha: within the quantisation of an 8-bit sRGB step.
    img, layer = new_image(40, 30, Gimp.ImageBaseType.RGB, Gimp.Precision.U8_NON_LINEAR,
                           Gimp.ImageType.RGB_IMAGE)
    assert_ok(*render(img, [layer], **args))
    got = pixels(layer, 'RGBA float')
    worst = max(abs(got[4 * (y * 40 + x)] - ref.height(x, y)) for y in range(30) for x in range(40))
    assert worst < 0.01, worst
    img.delete()


# 3b. Every precision GIMP offers, RGB without alpha and grey with: the
#     pixels are the core's within the precision's own step.
def every_precision():
    args = {'noise-type': 'simplex', 'dimensions': 2, 'octaves': 3, 'output': 'height'}
    ref = noise_core.Noise(24, 16, **args)
    P = Gimp.Precision
    for precision, limit in ((P.U8_LINEAR, 0.5 / 255), (P.U8_NON_LINEAR, 0.01),
                             (P.U16_LINEAR, 0.5 / 65535 + 1e-6), (P.U32_LINEAR, 1e-6),
                             (P.HALF_LINEAR, 1e-3), (P.FLOAT_LINEAR, 2e-5),
                             (P.DOUBLE_LINEAR, 2e-5), (P.FLOAT_NON_LINEAR, 1e-4)):
        for base, kind, fmt, stride in (
                (Gimp.ImageBaseType.RGB, Gimp.ImageType.RGB_IMAGE, 'RGBA float', 4),
                (Gimp.ImageBaseType.GRAY, Gimp.ImageType.GRAYA_IMAGE, 'YA float', 2)):
            img, layer = new_image(24, 16, base, precision, kind)
            assert_ok(*render(img, [layer], **args))
            got = pixels(layer, fmt)
            worst = max(abs(got[stride * (y * 24 + x)] - ref.height(x, y))
                        for y in range(16) for x in range(24))
            assert worst <= limit, (precision, kind, worst)
            img.delete()


# 4. A feathered selection blends: full noise inside, untouched outside,
#    strictly between on the feathered edge.
def feathered_selection():
    img, layer = new_image(64, 64)
    fill(layer, (0.0, 0.0, 1.0, 1.0))
    img.select_rectangle(Gimp.ChannelOps.REPLACE, 16, 16, 32, 32)
    Gimp.Selection.feather(img, 8.0)
    args = {'noise-type': 'value', 'output': 'height'}
    assert_ok(*render(img, [layer], **args))
    ref = noise_core.Noise(64, 64, **args)
    p = pixels(layer)
    at = lambda x, y: p[4 * (64 * y + x):4 * (64 * y + x) + 4]
    # The feather's tail reaches the centre at a level below 1e-3.
    assert abs(at(32, 32)[0] - ref.height(32, 32)) < 1e-3, at(32, 32)
    assert at(2, 2) == [0.0, 0.0, 1.0, 1.0], at(2, 2)
    edge = at(16, 32)
    h = ref.height(16, 32)
    assert 0.0 < edge[2] < 1.0 and abs(edge[0] - h) > 1e-3 and edge[0] > 0, edge
    img.delete()


# 5. Normal and flow maps agree with finite differences of the height map.
def against_height(output, strength, expected):
    """Renders simplex 2D (128 x 128, 2 cells across) as heights and as
    `output`; returns the largest difference between each pixel's RGB,
    decoded to -1..1, and expected(sx, sy): the height's slopes per cell
    along x and y (image y down) from central differences."""
    # Levels bounds: fill's soft knee bends the height within a few pixels,
    # which central differences of one pixel do not follow (test-levels
    # checks fill's derivatives against finer differences).
    args = {'noise-type': 'simplex', 'dimensions': 2, 'frequency': 2.0, 'octaves': 1,
            'normal-strength': strength, 'levels': 'bounds'}
    n = 128
    img, layer = new_image(n, n)
    assert_ok(*render(img, [layer], output='height', **args))
    height = pixels(layer)
    assert_ok(*render(img, [layer], output=output, **args))
    got = pixels(layer, "R'G'B'A float")
    img.delete()
    h = lambda x, y: height[4 * (n * y + x)]
    worst = 0
    for y in range(1, n - 1):
        for x in range(1, n - 1):
            # Height slope per pixel -> per cell (n / 2 pixels a cell).
            sx = (h(x + 1, y) - h(x - 1, y)) / 2 * (n / 2)
            sy = (h(x, y + 1) - h(x, y - 1)) / 2 * (n / 2)
            rgb = got[4 * (n * y + x):4 * (n * y + x) + 3]
            for g, e in zip(rgb, expected(sx, sy)):
                worst = max(worst, abs((g * 2 - 1) - e))
    print('#  %s vs finite differences of height: worst %.3g' % (output, worst),
          file=sys.stderr)
    return worst


def normal_map():
    def normal(sx, sy):
        nx, ny, nz = -2.0 * sx, 2.0 * sy, 1.0
        norm = math.sqrt(nx * nx + ny * ny + nz * nz)
        return nx / norm, ny / norm, nz / norm
    worst = against_height('normal-map', 2.0, normal)
    assert worst < 0.02, worst


# 5b. The flow map is the curl of the height: red the flow right, green up,
#     blue 0 (-1 decoded).  At strength 0.25 no flow is clamped.
def flow_map():
    worst = against_height('flow-map', 0.25, lambda sx, sy: (-0.25 * sy, -0.25 * sx, -1.0))
    assert worst < 0.02, worst


# 6. Bad input: a specific message, and the image untouched.
def bad_inputs():
    def expect_error(img, drawables, keyword, **args):
        before = [pixels(d) for d in drawables if not d.is_group()]
        status, error = render(img, drawables, **args)
        assert status == Gimp.PDBStatusType.CALLING_ERROR, (status, error)
        assert keyword in error, 'message %r lacks %r' % (error, keyword)
        after = [pixels(d) for d in drawables if not d.is_group()]
        assert before == after, 'image changed after a failed call'
        print('#  refused: %s' % error, file=sys.stderr)

    img, layer = new_image(16, 16)
    fill(layer, (0.2, 0.4, 0.6, 1.0))
    second = Gimp.Layer.new(img, 'b', 16, 16, Gimp.ImageType.RGBA_IMAGE, 100, Gimp.LayerMode.NORMAL)
    img.insert_layer(second, None, 0)
    expect_error(img, [layer, second], 'exactly one drawable')
    expect_error(img, [], 'exactly one drawable')
    expect_error(img, [layer], "'dimensions'", **{'noise-type': 'perlin', 'dimensions': 4})
    expect_error(img, [layer], "'dimensions'", **{'noise-type': 'simplex-2002', 'dimensions': 2})
    expect_error(img, [layer], "'dimensions'", **{'noise-type': 'simplex-classic', 'dimensions': 3})
    expect_error(img, [layer], "'octaves'", frequency=4096.0, octaves=16, lacunarity=2.0)
    # With detail set, detail is what to lower, and the figure is its own.
    expect_error(img, [layer], "'detail'", frequency=4096.0, detail=5.5, lacunarity=2.0)
    expect_error(img, [layer], "= 131072)", frequency=4096.0, detail=5.5, lacunarity=2.0)
    # The warp's type must have the noise's dimension and tile with it.
    expect_error(img, [layer], "'warp-type'", **{'noise-type': 'simplex', 'dimensions': 4,
                                                 'warp-mode': 'independent',
                                                 'warp-type': 'perlin'})
    expect_error(img, [layer], "'warp-type'", **{'noise-type': 'perlin', 'dimensions': 3,
                                                 'warp-mode': 'progressive', 'tileable': True,
                                                 'warp-type': 'simplex-2002'})
    expect_error(img, [layer], "'warp-frequency'", **{'warp-mode': 'progressive',
                                                      'warp-frequency': 40000.0})
    group = Gimp.GroupLayer.new(img, 'group')
    img.insert_layer(group, None, 0)
    expect_error(img, [group], 'layer group')
    img.delete()

    img, layer = new_image(16, 16, Gimp.ImageBaseType.GRAY, Gimp.Precision.FLOAT_LINEAR,
                           Gimp.ImageType.GRAYA_IMAGE)
    expect_error(img, [layer], 'normal-map', output='normal-map')
    img.delete()

    img = Gimp.Image.new(16, 16, Gimp.ImageBaseType.INDEXED)
    layer = Gimp.Layer.new(img, 'i', 16, 16, Gimp.ImageType.INDEXED_IMAGE, 100, Gimp.LayerMode.NORMAL)
    img.insert_layer(layer, None, 0)
    status, error = render(img, [layer])
    assert status == Gimp.PDBStatusType.CALLING_ERROR and 'indexed' in error, (status, error)
    img.delete()

    # An empty selection on the drawable is a no-op, as in GIMP's filters.
    img, layer = new_image(32, 32)
    layer.resize(16, 16, 0, 0)
    fill(layer, (0.2, 0.4, 0.6, 1.0))
    before = pixels(layer)
    img.select_rectangle(Gimp.ChannelOps.REPLACE, 20, 20, 8, 8)
    assert_ok(*render(img, [layer]))
    assert pixels(layer) == before
    img.delete()


# 7. A rectangle renders the same pixels as the whole layer does there
#    (absolute coordinates: a tile, a selection or a thread's share alike).
def part_equals_whole():
    args = {'noise-type': 'simplex', 'octaves': 5, 'rotation-z': 17.0, 'output': 'height'}
    img, whole = new_image(96, 80)
    assert_ok(*render(img, [whole], **args))
    part = Gimp.Layer.new(img, 'part', 96, 80, Gimp.ImageType.RGBA_IMAGE, 100, Gimp.LayerMode.NORMAL)
    img.insert_layer(part, None, 0)
    img.select_rectangle(Gimp.ChannelOps.REPLACE, 13, 7, 41, 29)
    assert_ok(*render(img, [part], **args))
    a, b = pixels(whole), pixels(part)
    for y in range(7, 36):
        row = slice(4 * (96 * y + 13), 4 * (96 * y + 54))
        assert a[row] == b[row], 'row %d differs' % y
    img.delete()


# 8. Procedure documentation reached the PDB: every argument is there.
def arguments():
    proc = Gimp.get_pdb().lookup_procedure('plug-in-noise-render')
    names = [p.get_name() for p in proc.get_arguments()]
    for name in ['noise-type', 'dimensions', 'frequency', 'octaves', 'lacunarity', 'persistence',
                 'fractal', 'seed', 'offset-x', 'offset-y', 'offset-z', 'offset-w', 'rotation-x',
                 'rotation-y', 'rotation-z', 'gradient', 'reverse-gradient', 'output',
                 'normal-strength', 'tileable', 'frames', 'loop-length', 'frame-delay']:
        assert name in names, name


# 9. Memory stays bounded on a big layer: the plug-in holds a band of
#    tiles, not the layer (8192 x 8192 RGB, 192 MiB of pixels).
def bounded_memory():
    img, layer = new_image(8192, 8192, precision=Gimp.Precision.U8_NON_LINEAR,
                           layer_type=Gimp.ImageType.RGB_IMAGE)
    img.undo_disable()
    peak = plugin_peak_memory(lambda: assert_ok(*render(img, [layer])))
    print('# plug-in peak resident size %d MiB for a 192 MiB layer' % peak, file=sys.stderr)
    assert 0 < peak < 128, 'plug-in peak %d MiB' % peak
    img.delete()


# 10. A call without a dialog loads none of GEGL's operation modules: the
#     plug-in runs none, and loading them (with the libraries they link) was
#     most of a small render's fixed cost.  No file of a gegl-0.4 folder
#     (GEGL's own modules or the user's) is mapped in the plug-in.
def no_gegl_modules():
    img, layer = new_image(1024, 1024)
    img.undo_disable()
    mapped = plugin_mapped_files(lambda: assert_ok(*render(img, [layer], octaves=8)))
    assert any('libgegl-0.4' in path for path in mapped), 'the plug-in was not seen'
    modules = sorted(path for path in mapped if '/gegl-0.4/' in path)
    assert not modules, 'GEGL modules in the plug-in: %s' % ', '.join(modules)
    img.delete()


# 11. A layer of several bands (the plug-in sends one band of tiles to GIMP
#     while it fills the next) has the core's pixels on both sides of every
#     tile row boundary, where bands meet.
def several_bands():
    width, height, tile = 4096, 1280, Gimp.tile_height()
    args = {'noise-type': 'perlin', 'dimensions': 2, 'octaves': 2, 'output': 'height'}
    img, layer = new_image(width, height)
    img.undo_disable()
    assert_ok(*render(img, [layer], **args))
    ref = noise_core.Noise(width, height, **args)
    buffer = layer.get_buffer()
    for y in sorted({y for t in range(tile, height, tile) for y in (t - 1, t)} | {height - 1}):
        data = bytes(buffer.get(Gegl.Rectangle.new(0, y, width, 1), 1.0, 'RGBA float',
                                Gegl.AbyssPolicy.CLAMP))
        row = struct.unpack('<%df' % (4 * width), data)
        for x in range(0, width, 5):
            assert abs(row[4 * x] - ref.height(x, y)) < 2e-5, 'pixel (%d, %d)' % (x, y)
            assert row[4 * x + 3] == 1.0, 'alpha at (%d, %d)' % (x, y)
    img.delete()


checks = Checks('python-fu checks')
for name, fn in [('every type matches the core', every_type),
                 ('fractal modes and fractional detail', fractal_modes),
                 ('domain warp', warps),
                 ('float precision: distinct values', distinct_values),
                 ('grey and 8-bit images', grey_and_8bit),
                 ('every precision, with and without alpha', every_precision),
                 ('feathered selection blends', feathered_selection),
                 ('normal map vs height', normal_map),
                 ('flow map vs height', flow_map),
                 ('bad input refused, image untouched', bad_inputs),
                 ('a rectangle equals the whole', part_equals_whole),
                 ('arguments registered', arguments),
                 ('memory bounded on a big layer', bounded_memory),
                 ('no GEGL modules in the plug-in', no_gegl_modules),
                 ('several bands', several_bands)]:
    checks.run(name, fn)
checks.finish()
