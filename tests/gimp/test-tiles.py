"""Python-Fu checks of seamless tiles and looping animation in a real GIMP:
the step across each wrap edge is measured against the steps between
interior neighbours (for heights and for normal maps, so the derivatives
wrap too), the last frame of a loop against neighbouring frames, and
renders without tiling or looping must fail the same measures.  Writes a
2 x 2 tiled picture, a GIF of a loop, the cellular pictures, a planet
map, the domain warp and erosion pictures to TEST_OUT.  Erosion: off is
the pixels of no erosion, eroded tiles are seamless, its conflicts are
refused.  Planet maps: pole rows of one value and a
seamless left-right wrap, for every type with a 3D form."""
import os, sys

import gi
gi.require_version('Gimp', '3.0')
gi.require_version('Gegl', '0.4')
from gi.repository import Gegl, Gimp, Gio

sys.path.insert(0, os.environ['TEST_SRC'])
import gimp_helpers
from gimp_helpers import Checks, new_image, pdb

out = os.environ['TEST_OUT']


def render(img, layer, **args):
    return gimp_helpers.render(img, [layer], **args)


def pixels(layer, fmt="R'G'B'A float"):
    """Rows of (r, g, b) tuples."""
    w, h = layer.get_width(), layer.get_height()
    flat = gimp_helpers.pixels(layer, fmt)
    return [[flat[4 * (y * w + x):4 * (y * w + x) + 3] for x in range(w)] for y in range(h)]


def step(a, b):
    return sum(abs(p - q) for p, q in zip(a, b))


def seam_ratio(img):
    """Mean step across the wrap edges over the mean step between interior
    neighbours (1 for a seamless tile; far above for a seam)."""
    h, w = len(img), len(img[0])
    interior = [step(img[y][x], img[y][x + 1]) for y in range(h) for x in range(w - 1)]
    interior += [step(img[y][x], img[y + 1][x]) for y in range(h - 1) for x in range(w)]
    wrap = [step(img[y][w - 1], img[y][0]) for y in range(h)]
    wrap += [step(img[h - 1][x], img[0][x]) for x in range(w)]
    return (sum(wrap) / len(wrap)) / (sum(interior) / len(interior))


TILEABLE = [('value', 2), ('value', 3), ('perlin', 2), ('perlin', 3), ('simplex-value', 2),
            ('simplex-value', 3), ('simplex', 2), ('simplex', 3), ('simplex', 4),
            ('cellular', 2), ('cellular', 3)]


def seams():
    worst = 0
    for noise_type, dims in TILEABLE:
        for fractal in ('fbm', 'ridged'):
            for output in ('height', 'normal-map'):
                img, layer = new_image(120, 90)
                status, error = render(img, layer, tileable=True, output=output, frequency=3.3,
                                       octaves=5, lacunarity=2.2, fractal=fractal,
                                       dimensions=dims, **{'noise-type': noise_type})
                assert status == Gimp.PDBStatusType.SUCCESS, error
                ratio = seam_ratio(pixels(layer))
                worst = max(worst, abs(ratio - 1))
                print('#  %s %dD %s %s: wrap step / interior step = %.3f'
                      % (noise_type, dims, fractal, output, ratio), file=sys.stderr)
                assert 0.75 < ratio < 1.33, ratio
                img.delete()
    print('#  worst seam ratio deviation from 1: %.3f' % worst, file=sys.stderr)
    # The measure sees a seam where there is one.
    img, layer = new_image(120, 90)
    render(img, layer, octaves=5, frequency=3.3)
    ratio = seam_ratio(pixels(layer))
    print('#  without tiling: wrap step / interior step = %.1f' % ratio, file=sys.stderr)
    assert ratio > 5, ratio
    img.delete()


def warped():
    """Domain warp keeps tiles seamless and loops closed: each mode, warps of
    a lattice type by a torus type and back, heights and normal maps; and a
    warped planet keeps its poles and its wrap.  Gabor noise turned by the
    orientation mode likewise."""
    moving = ('independent', 'progressive')
    for noise_type, warp_type, modes in (('perlin', 'simplex', moving),
                                         ('simplex', 'value', moving),
                                         ('cellular', 'simplex-value', moving),
                                         ('gabor', 'simplex', ('orientation',))):
        for mode in modes:
            warp = {'warp-mode': mode, 'warp-type': warp_type, 'warp-amount': 1.2,
                    'warp-frequency': 2.5, 'noise-type': noise_type}
            for output in ('height', 'normal-map'):
                img, layer = new_image(120, 90)
                gimp_helpers.assert_ok(*render(img, layer, tileable=True, output=output,
                                               frequency=3.3, octaves=4, dimensions=2,
                                               **warp))
                ratio = seam_ratio(pixels(layer))
                print('#  %s warped by %s (%s) %s: wrap step / interior step = %.3f'
                      % (noise_type, warp_type, mode, output, ratio), file=sys.stderr)
                assert 0.75 < ratio < 1.33, ratio
                img.delete()
            img, layer = new_image(64, 48)
            gimp_helpers.assert_ok(*render(img, layer, frames=8, octaves=3, dimensions=2,
                                           output='height', **warp))
            data = [pixels(f) for f in frame_layers(img)]
            diff = lambda a, b: sum(step(p, q) for ra, rb in zip(a, b) for p, q in zip(ra, rb))
            mean = sum(diff(data[k], data[k + 1]) for k in range(7)) / 7
            closing = diff(data[7], data[0]) / mean
            print('#  %s warped by %s (%s), 8 frames: last->first / mean step %.3f'
                  % (noise_type, warp_type, mode, closing), file=sys.stderr)
            assert 0.75 < closing < 1.33, closing
            img.delete()
    img, layer = new_image(128, 64)
    gimp_helpers.assert_ok(*render(img, layer, planet=True, output='height', octaves=3,
                                   **{'noise-type': 'perlin', 'warp-mode': 'progressive',
                                      'warp-amount': 2.0}))
    rows = pixels(layer)
    for pole in (rows[0], rows[-1]):
        assert max(step(pole[0], p) for p in pole) < 1e-5, 'a warped pole is not one point'
    inner = rows[1:-1]
    wrap = sum(step(row[-1], row[0]) for row in inner) / len(inner)
    interior = sum(step(row[x], row[x + 1]) for row in inner
                   for x in range(len(row) - 1)) / (len(inner) * (len(inner[0]) - 1))
    ratio = wrap / interior
    assert ratio < 1.5, ratio  # a seam is a step above the others
    img.delete()
    print('#  warped planet: poles one value; wrap/interior %.3f' % ratio, file=sys.stderr)
    status, error = render(*new_image(32, 32), tileable=True,
                           **{'warp-mode': 'independent', 'warp-type': 'simplex-2002',
                              'noise-type': 'perlin'})
    assert status == Gimp.PDBStatusType.CALLING_ERROR and "'warp-type'" in error, error


def frame_layers(img):
    layers = img.get_layers()
    return list(reversed(layers))  # bottom first: frame 1


def loop():
    for noise_type, dims, tileable in (('perlin', 2, False), ('value', 3, True),
                                        ('simplex', 2, False), ('simplex-value', 3, True),
                                        ('cellular', 2, False), ('cellular', 2, True)):
        img, layer = new_image(96, 64)
        status, error = render(img, layer, frames=12, tileable=tileable, octaves=4,
                               dimensions=dims, output='height', **{'noise-type': noise_type})
        assert status == Gimp.PDBStatusType.SUCCESS, error
        frames = frame_layers(img)
        assert len(frames) == 12, len(frames)
        names = [f.get_name() for f in frames]
        assert names[0] == 'noise #1 (80ms) (replace)' and '#12 (80ms)' in names[-1], names
        data = [pixels(f) for f in frames]
        diff = lambda a, b: sum(step(p, q) for ra, rb in zip(a, b) for p, q in zip(ra, rb))
        neighbours = [diff(data[k], data[k + 1]) for k in range(11)]
        closing = diff(data[11], data[0])
        mean = sum(neighbours) / len(neighbours)
        far = diff(data[0], data[6])
        print('#  %s %dD%s: last->first %.3g, neighbours %.3g..%.3g, half a loop apart %.3g'
              % (noise_type, dims, ' tileable' if tileable else '', closing / mean,
                 min(neighbours) / mean, max(neighbours) / mean, far / mean), file=sys.stderr)
        assert 0.75 < closing / mean < 1.33
        assert far / mean > 1.5
        if tileable:
            assert 0.75 < seam_ratio(data[5]) < 1.33
        img.delete()


EROSION = {'noise-type': 'simplex', 'dimensions': 2, 'frequency': 2.0, 'octaves': 2,
           'seed': 4, 'erosion-strength': 0.3}


def eroded():
    """Erosion (README, Eroded terrain) through the procedure: strength 0
    gives the pixels of no erosion, strength above 0 changes them; an eroded
    tile is seamless in heights, normals and the ridge map; the ridge map
    without erosion, a planet and a tilted canvas are refused, the layer
    left as it was."""
    img, layer = new_image(96, 64)
    base = {k: v for k, v in EROSION.items() if k != 'erosion-strength'}
    gimp_helpers.assert_ok(*render(img, layer, output='height', **base))
    plain = pixels(layer)
    gimp_helpers.assert_ok(*render(img, layer, output='height', **base,
                                   **{'erosion-strength': 0.0, 'erosion-scale': 2.0,
                                      'erosion-octaves': 2}))
    assert pixels(layer) == plain, 'strength 0 changed pixels'
    gimp_helpers.assert_ok(*render(img, layer, output='height', **EROSION))
    changed = sum(a != b for a, b in zip(pixels(layer), plain))
    assert changed > len(plain) // 2, changed
    for args, says in (({'output': 'ridge-map', 'erosion-strength': 0.0}, "'erosion-strength'"),
                       ({'planet': True}, "'planet'"),
                       ({'rotation-x': 30.0}, "'rotation-x'")):
        before = pixels(layer)
        status, error = render(img, layer, **dict(EROSION, **args))
        assert status == Gimp.PDBStatusType.CALLING_ERROR and says in error, error
        assert pixels(layer) == before, 'a refusal changed the layer'
    img.delete()
    for output in ('height', 'normal-map', 'ridge-map'):
        img, layer = new_image(120, 90)
        gimp_helpers.assert_ok(*render(img, layer, tileable=True, output=output,
                                       **EROSION))
        ratio = seam_ratio(pixels(layer))
        print('#  eroded tile, %s: wrap step / interior step = %.3f' % (output, ratio),
              file=sys.stderr)
        assert 0.6 < ratio < 1.6, (output, ratio)
        img.delete()


def refused():
    img, layer = new_image(32, 32)
    status, error = render(img, layer, tileable=True, **{'noise-type': 'simplex-2002'})
    assert status == Gimp.PDBStatusType.CALLING_ERROR and 'cannot tile:' in error, error
    status, error = render(img, layer, **{'warp-mode': 'orientation', 'dimensions': 2})
    assert status == Gimp.PDBStatusType.CALLING_ERROR and "'orientation'" in error, error
    status, error = render(img, layer, tileable=True, **{'rotation-z': 30.0})
    assert status == Gimp.PDBStatusType.CALLING_ERROR and "'tileable'" in error, error
    channel = Gimp.Channel.new(img, 'c', 32, 32, 50.0, Gegl.Color.new('red'))
    img.insert_channel(channel, None, 0)
    status, error = render(img, channel, frames=3)
    assert status == Gimp.PDBStatusType.CALLING_ERROR and "'frames'" in error, error
    img.delete()


PLANET_TYPES = ['value', 'perlin', 'simplex-value', 'simplex', 'simplex-2002', 'cellular',
                'wave']


def planets():
    """Planet maps of every type with a 3D form: each pole row is one value,
    and the step across the left-right wrap is an interior step.  A planet
    map that cannot be made is refused with the reason."""
    for noise_type in PLANET_TYPES:
        for output in ('height', 'colour'):
            img, layer = new_image(128, 64)
            gimp_helpers.assert_ok(*render(img, layer, planet=True, output=output,
                                           octaves=4, frequency=6.0, seed=2,
                                           **{'noise-type': noise_type, 'rotation-x': 25.0}))
            rows = pixels(layer)
            for pole in (rows[0], rows[-1]):
                assert all(p == pole[0] for p in pole), (noise_type, output, 'pole')
            h, w = len(rows), len(rows[0])
            interior = [step(rows[y][x], rows[y][x + 1]) for y in range(h) for x in range(w - 1)]
            wrap = [step(rows[y][w - 1], rows[y][0]) for y in range(h)]
            ratio = (sum(wrap) / len(wrap)) / (sum(interior) / len(interior))
            print('#  planet %s %s: wrap step / interior step = %.3f'
                  % (noise_type, output, ratio), file=sys.stderr)
            # A mean over 64 rows: levels fill's steeper creases (cellular)
            # reach 1.5; a seam, a jump between unrelated values, is several
            # times an interior step.
            # A wave is not alike at every longitude: bands along x turn
            # where the wrap is (x is extreme there), so its wrap is gentler
            # than its mean step; only a seam's large step is judged.
            assert (noise_type == 'wave' or 0.5 < ratio) and ratio < 2.0, ratio
            img.delete()
    img, layer = new_image(64, 32)
    # Each refusal names its one condition (issue 34).
    for args, says in (({'noise-type': 'simplex-classic'}, 'a 3D form'),
                       ({'tileable': True}, 'Planet maps cannot tile'),
                       ({'noise-type': 'perlin', 'frames': 3}, 'loops only with')):
        status, error = render(img, layer, planet=True, **args)
        assert status == Gimp.PDBStatusType.CALLING_ERROR and says in error, error
    # A warp's type must make planets too, and the refusal says so.
    status, error = render(img, layer, planet=True, **{
        'warp-mode': 'independent', 'warp-amount': 0.5, 'warp-type': 'simplex-classic'})
    assert status == Gimp.PDBStatusType.CALLING_ERROR and "'warp-type'" in error, error
    img.delete()


def save(img, name):
    """Flattens img, writes it to TEST_OUT/name and deletes it."""
    img.flatten()
    Gimp.file_save(Gimp.RunMode.NONINTERACTIVE, img,
                   Gio.File.new_for_path(os.path.join(out, name)), None)
    img.delete()


def repeated_2x2(name, **args):
    """A 256 x 256 render shown 2 x 2 (a tile's seams show in the middle)."""
    img, layer = new_image(256, 256)
    img.convert_precision(Gimp.Precision.U8_NON_LINEAR)
    gimp_helpers.assert_ok(*render(img, layer, **args))
    img.resize(512, 512, 0, 0)
    for dx, dy in ((256, 0), (0, 256), (256, 256)):
        copy = layer.copy()
        img.insert_layer(copy, None, 0)
        copy.set_offsets(dx, dy)
    save(img, name)


def side_by_side(name, left, right):
    """Two 256 x 256 renders side by side, each into its half."""
    img, layer = new_image(512, 256)
    img.convert_precision(Gimp.Precision.U8_NON_LINEAR)
    for x, args in ((0, left), (256, right)):
        img.select_rectangle(Gimp.ChannelOps.REPLACE, x, 0, 256, 256)
        gimp_helpers.assert_ok(*render(img, layer, **args))
    Gimp.Selection.none(img)
    save(img, name)


def pictures():
    """The README's pictures: a tileable render shown 2 x 2, cells, terrain
    and a looping GIF."""
    repeated_2x2('tiles-2x2.png', tileable=True, octaves=6, frequency=3.0, seed=7,
                 gradient='Land and Sea', **{'noise-type': 'perlin', 'dimensions': 2})
    # Cellular: a tile of flat cells shown 2 x 2; cracks from the exact
    # edge distance; a normal map of F1 cells.
    cells = {'noise-type': 'cellular', 'dimensions': 2}
    repeated_2x2('cells-2x2.png', tileable=True, octaves=1, frequency=6.0, seed=11,
                 gradient='Land and Sea', **cells, **{'cellular-return': 'cell-value'})
    side_by_side('cells-edge-normals.png',
                 dict(cells, octaves=2, frequency=6.0, persistence=0.3, seed=5,
                      gradient='Browns', **{'cellular-return': 'edge'}),
                 dict(cells, octaves=1, frequency=5.0, seed=5, output='normal-map',
                      **{'normal-strength': 2.0}))
    # Waves: wood rings and marble veins, the looks wood-rings and
    # marble-veins (settings/looks.c), each tileable; then their normal maps.
    # Frequencies count cells across the 512-pixel canvas, twice the look's
    # across each half.
    wave = {'noise-type': 'wave', 'dimensions': 2, 'tileable': True}
    wood = dict(wave, frequency=32.0, octaves=1, gradient='Wood 1',
                **{'wave-shape': 'rings-z', 'wave-profile': 'saw',
                   'warp-mode': 'independent', 'warp-amount': 1.5,
                   'warp-frequency': 3.0, 'warp-octaves': 4, 'warp-seed': 4})
    marble = dict(wave, frequency=4.0, octaves=2, fractal='ridged', gradient='Cold Steel',
                  **{'wave-shape': 'bands-diagonal', 'warp-mode': 'independent',
                     'warp-amount': 0.35, 'warp-frequency': 4.0, 'warp-octaves': 6,
                     'warp-seed': 9})
    side_by_side('waves.png', wood, marble)
    side_by_side('waves-normals.png', dict(wood, output='normal-map'),
                 dict(marble, output='normal-map'))
    # Gabor: brushed metal and fabric, the looks brushed-metal and fabric,
    # each tileable, then their normal maps (frequencies doubled, as above).
    gabor = {'noise-type': 'gabor', 'dimensions': 2, 'tileable': True}
    metal = dict(gabor, frequency=20.0, octaves=3, persistence=0.45, seed=5,
                 gradient='Brushed Aluminium',
                 **{'gabor-frequency': 8.0, 'gabor-anisotropy': 0.93,
                    'gabor-orientation': 90.0})
    fabric = dict(gabor, frequency=16.0, octaves=1, seed=8, gradient='Browns',
                  **{'gabor-mode': 'phasor', 'wave-profile': 'triangle',
                     'gabor-frequency': 3.0, 'gabor-anisotropy': 0.85,
                     'gabor-orientation': 0.0, 'warp-mode': 'independent',
                     'warp-amount': 0.2, 'warp-frequency': 6.0, 'warp-octaves': 2,
                     'warp-seed': 2})
    side_by_side('gabor.png', metal, fabric)
    side_by_side('gabor-normals.png', dict(metal, output='normal-map'),
                 dict(fabric, output='normal-map'))
    # Gabor turned by its warp's noise (warp mode orientation): brushed
    # metal that swirls, and fingerprint ridges from the phasor mode.
    swirl = dict(metal, frequency=12.0, octaves=2,
                 **{'gabor-frequency': 6.0, 'gabor-anisotropy': 0.97,
                    'warp-mode': 'orientation', 'warp-type': 'simplex',
                    'warp-amount': 0.6, 'warp-frequency': 4.0, 'warp-octaves': 2,
                    'warp-seed': 3})
    print_ = dict(gabor, frequency=12.0, octaves=1, seed=2, gradient='Greys',
                  **{'gabor-mode': 'phasor', 'wave-profile': 'sine',
                     'gabor-frequency': 3.0, 'gabor-anisotropy': 1.0,
                     'warp-mode': 'orientation', 'warp-type': 'simplex',
                     'warp-amount': 1.2, 'warp-frequency': 2.0, 'warp-octaves': 2,
                     'warp-seed': 6})
    side_by_side('gabor-turned.png', swirl, print_)
    # Terrain: hetero terrain and ridged multifractal height maps.
    terrain = {'noise-type': 'simplex', 'dimensions': 2, 'frequency': 3.0, 'seed': 4,
               'output': 'height'}
    side_by_side('terrain.png',
                 dict(terrain, fractal='hetero-terrain', detail=7.5,
                      **{'fractal-offset': 0.3}),
                 dict(terrain, fractal='ridged-multifractal', octaves=7,
                      **{'fractal-offset': 1.0, 'fractal-gain': 2.0}))
    # Erosion: a smooth terrain before and after, its normal map and its
    # ridge map; an eroded tile shown 2 x 2.
    # Four layers of 256 x 256 side by side: each its own canvas, so each
    # shows the same region with the same levels.
    img, layer = new_image(1024, 256)
    img.convert_precision(Gimp.Precision.U8_NON_LINEAR)
    look = dict(EROSION, gradient='Land and Sea')
    for k, args in enumerate((dict(look, **{'erosion-strength': 0.0}), look,
                              dict(look, output='normal-map'),
                              dict(look, output='ridge-map'))):
        quarter = Gimp.Layer.new(img, 'quarter', 256, 256, Gimp.ImageType.RGBA_IMAGE, 100,
                                 Gimp.LayerMode.NORMAL)
        img.insert_layer(quarter, None, 0)
        quarter.set_offsets(256 * k, 0)
        gimp_helpers.assert_ok(*render(img, quarter, **args))
    save(img, 'erosion.png')
    repeated_2x2('erosion-2x2.png', tileable=True, gradient='Land and Sea',
                 **dict(EROSION, seed=9))
    # A tileable flow map beside the height it swirls around.
    flow = {'noise-type': 'simplex', 'dimensions': 2, 'frequency': 3.0, 'octaves': 3,
            'seed': 8, 'tileable': True, 'normal-strength': 0.5}
    side_by_side('flow.png', dict(flow, output='height'), dict(flow, output='flow-map'))
    # A planet: an equirectangular map, seamless left to right, unpinched.
    img, layer = new_image(512, 256)
    img.convert_precision(Gimp.Precision.U8_NON_LINEAR)
    gimp_helpers.assert_ok(*render(img, layer, planet=True, octaves=8, frequency=5.0,
                                   seed=12, gradient='Land and Sea',
                                   fractal='hetero-terrain', **{'fractal-offset': 0.2}))
    save(img, 'planet.png')
    # Domain warp: a marble, ridged simplex warped progressively; and a
    # normal map of cells warped by simplex (exact, by the chain rule).
    img, layer = new_image(384, 256)
    img.convert_precision(Gimp.Precision.U8_NON_LINEAR)
    gimp_helpers.assert_ok(*render(img, layer, octaves=4, frequency=1.5, seed=6,
                                   fractal='ridged', gradient='Caribbean Blues',
                                   **{'noise-type': 'simplex', 'dimensions': 2,
                                      'warp-mode': 'progressive', 'warp-amount': 1.2,
                                      'warp-frequency': 1.5, 'warp-octaves': 4,
                                      'warp-seed': 3}))
    save(img, 'warp-marble.png')
    img, layer = new_image(384, 256)
    img.convert_precision(Gimp.Precision.U8_NON_LINEAR)
    gimp_helpers.assert_ok(*render(img, layer, octaves=1, frequency=5.0, seed=5,
                                   output='normal-map',
                                   **{'noise-type': 'cellular', 'dimensions': 2,
                                      'normal-strength': 2.0, 'warp-mode': 'independent',
                                      'warp-amount': 0.35, 'warp-frequency': 2.0}))
    save(img, 'warp-cells-normal.png')

    img, layer = new_image(160, 120)
    img.convert_precision(Gimp.Precision.U8_NON_LINEAR)
    render(img, layer, frames=24, tileable=True, octaves=5, frequency=3.0, seed=3,
           gradient='Incandescent', **{'noise-type': 'simplex', 'dimensions': 2,
                                        'loop-length': 1.5, 'frame-delay': 60})
    img.convert_indexed(Gimp.ConvertDitherType.NONE, Gimp.ConvertPaletteType.GENERATE, 255,
                        False, False, '')
    gif = pdb.lookup_procedure('file-gif-export')
    cfg = gif.create_config()
    cfg.set_property('run-mode', Gimp.RunMode.NONINTERACTIVE)
    cfg.set_property('image', img)
    cfg.set_property('file', Gio.File.new_for_path(os.path.join(out, 'loop.gif')))
    cfg.set_property('as-animation', True)
    cfg.set_property('loop', True)
    assert gif.run(cfg).index(0) == Gimp.PDBStatusType.SUCCESS, pdb.get_last_error()
    img.delete()


checks = Checks('python-fu tile checks')
for name, fn in [('seamless edges, heights and normals', seams),
                 ('looping frames close the loop', loop),
                 ('what cannot tile or loop is refused', refused),
                 ('planet maps: poles and the wrap', planets),
                 ('domain warp: seamless tiles, closed loops, planets', warped),
                 ('erosion: off, seams, refusals', eroded),
                 ('README pictures', pictures)]:
    checks.run(name, fn)
checks.finish()
