"""The gallery's contact sheet, in one real, headless GIMP: every look of
the table (the list test-looks.sh writes from settings/looks.c) rendered
by plug-in-noise-render-look at 128 x 128, each checked finite and varied
(the luminance's standard deviation, and its 2nd and 98th percentiles on
either side of the middle), and each the very pixels plug-in-noise-render
gives for the look's settings and gradient; the tileable ones periodic
(moved by one canvas in x and y, the same pixels, where a look without
tiles changes); as a live filter, it carries the look's settings.  Writes looks.png, the grid with each look's label, to TEST_OUT
(docs/looks.png in the README)."""
import math, os, sys

import gi
gi.require_version('Gimp', '3.0')
gi.require_version('Gegl', '0.4')
from gi.repository import Gegl, Gimp, Gio

sys.path.insert(0, os.environ['TEST_SRC'])
import gimp_helpers
from gimp_helpers import Checks, new_image, pdb

out = os.environ['TEST_OUT']
SIZE, COLUMNS, LABEL = 128, 4, 20
# Moved by one period, a tile's colours change by float rounding of the
# moved points only, which a warp amplifies (marble: 0.0013) and which
# may take a point on a cell's border into the next cell (granite's flat
# cells): at most 1 % of its pixels by more than 0.02.  A look without
# tiles changes most of them.
PERIODIC = 0.02
LOOK_PROC = 'plug-in-noise-render-look'


def read_looks():
    """[(nick, tileable, gradient, {arg: text})] from the list."""
    looks = []
    with open(os.environ['TEST_ARGS']) as f:
        for line in f.read().splitlines():
            nick, tileable, gradient, *pairs = line.split('\t')
            looks.append((nick, tileable == '1', gradient,
                          dict(p.split('=', 1) for p in pairs)))
    return looks


LOOKS = read_looks()


def luminance(flat):
    """Rec. 709 luma of R'G'B'A floats, one per pixel."""
    return [0.2126 * flat[i] + 0.7152 * flat[i + 1] + 0.0722 * flat[i + 2]
            for i in range(0, len(flat), 4)]


def step(flat, a, b):
    return sum(abs(flat[4 * a + c] - flat[4 * b + c]) for c in range(3))


def typed(config, arg, text):
    """A look's text value in the type of the config's property."""
    value = config.get_property(arg)
    if isinstance(value, bool):
        return text == 'true'
    if isinstance(value, int):
        return int(text)
    if isinstance(value, float):
        return float(text)
    return text


def run_look(img, layer, **args):
    return gimp_helpers.run(LOOK_PROC, img, [layer], **args)


def choices():
    """The procedure's looks are the table's, in its order."""
    proc = pdb.lookup_procedure(LOOK_PROC)
    nicks = Gimp.param_spec_choice_get_choice(proc.find_argument('look')).list_nicks()
    assert list(nicks) == [look[0] for look in LOOKS], (nicks, LOOKS)


results = {}


def sheet():
    """Every look into its own layer of one image (each drawable is 128
    wide, so each look keeps its scale), checked, and saved as a grid."""
    rows = (len(LOOKS) + COLUMNS - 1) // COLUMNS
    img, background = new_image(COLUMNS * SIZE, rows * (SIZE + LABEL),
                                precision=Gimp.Precision.FLOAT_NON_LINEAR)
    background.fill(Gimp.FillType.WHITE)
    failed = []
    for i, (nick, tileable, gradient, pairs) in enumerate(LOOKS):
        layer = Gimp.Layer.new(img, nick, SIZE, SIZE, Gimp.ImageType.RGBA_IMAGE, 100,
                               Gimp.LayerMode.NORMAL)
        img.insert_layer(layer, None, 0)
        layer.set_offsets(i % COLUMNS * SIZE, i // COLUMNS * (SIZE + LABEL))
        gimp_helpers.assert_ok(*run_look(img, layer, look=nick))
        flat = gimp_helpers.pixels(layer, "R'G'B'A float")
        results[nick] = flat
        finite = all(math.isfinite(v) for v in flat)
        lum = sorted(luminance(flat))
        mean = sum(lum) / len(lum)
        sd = math.sqrt(sum((v - mean) ** 2 for v in lum) / len(lum))
        low, high = lum[len(lum) * 2 // 100], lum[len(lum) * 98 // 100]
        print('#  %-14s sd %.3f  p2 %.2f  p98 %.2f'
              % (nick, sd, low, high), file=sys.stderr)
        opaque = all(v == 1.0 for v in flat[3::4])
        if not finite or not opaque or sd < 0.05 or not (low < 0.5 < high):
            failed.append('%s: not finite, opaque or varied' % nick)
        label(img, i, nick)
    img.convert_precision(Gimp.Precision.U8_NON_LINEAR)
    img.flatten()
    Gimp.file_save(Gimp.RunMode.NONINTERACTIVE, img,
                   Gio.File.new_for_path(os.path.join(out, 'looks.png')), None)
    img.delete()
    assert not failed, failed


def label(img, i, nick):
    """The look's label under its cell, in GIMP's default font."""
    proc = pdb.lookup_procedure(LOOK_PROC)
    choice = Gimp.param_spec_choice_get_choice(proc.find_argument('look'))
    text = Gimp.TextLayer.new(img, choice.get_label(nick), Gimp.Font.get_by_name('Sans-serif'),
                              12.0, Gimp.Unit.pixel())
    img.insert_layer(text, None, 0)
    text.set_color(Gegl.Color.new('black'))
    x = i % COLUMNS * SIZE + (SIZE - text.get_width()) // 2
    text.set_offsets(x, i // COLUMNS * (SIZE + LABEL) + SIZE + 1)


def same_as_settings():
    """The look procedure gives the pixels of plug-in-noise-render called
    with the look's settings and gradient; and its seed replaces the
    look's."""
    proc = pdb.lookup_procedure('plug-in-noise-render')
    config = proc.create_config()
    for nick, tileable, gradient, pairs in LOOKS:
        img, layer = new_image(SIZE, SIZE, precision=Gimp.Precision.FLOAT_NON_LINEAR)
        args = {arg: typed(config, arg, text) for arg, text in pairs.items()}
        gimp_helpers.assert_ok(*gimp_helpers.render(img, [layer], gradient=gradient, **args))
        assert gimp_helpers.pixels(layer, "R'G'B'A float") == results[nick], nick
        img.delete()
    # Periodic: moved by one canvas (offsets count cells of the first
    # octave, `frequency` of them across the canvas), a tile is the same;
    # the first look without tiles is not.
    for nick, tileable, gradient, pairs in LOOKS + [LOOKS[0][:1] + (False,) + LOOKS[0][2:]]:
        if not tileable and nick != LOOKS[0][0]:
            continue
        args = {arg: typed(config, arg, text) for arg, text in pairs.items()}
        args['tileable'] = tileable
        img, layer = new_image(SIZE, SIZE, precision=Gimp.Precision.FLOAT_NON_LINEAR)
        gimp_helpers.assert_ok(*gimp_helpers.render(img, [layer], gradient=gradient, **args))
        here = gimp_helpers.pixels(layer, "R'G'B'A float")
        f = args.get('frequency', config.get_property('frequency'))
        args['offset-x'] = args.get('offset-x', 0.0) + f
        args['offset-y'] = args.get('offset-y', 0.0) + f
        gimp_helpers.assert_ok(*gimp_helpers.render(img, [layer], gradient=gradient, **args))
        moved = gimp_helpers.pixels(layer, "R'G'B'A float")
        changed = sum(max(abs(here[i + c] - moved[i + c]) for c in range(3)) > PERIODIC
                      for i in range(0, len(here), 4)) / (SIZE * SIZE)
        print('#  %-14s %s, moved one canvas: %.2f %% of pixels changed'
              % (nick, 'tiled' if tileable else 'not tiled', 100 * changed),
              file=sys.stderr)
        assert changed <= 0.01 if tileable else changed > 0.5, (nick, tileable, changed)
        img.delete()
    nick = LOOKS[0][0]
    img, layer = new_image(SIZE, SIZE, precision=Gimp.Precision.FLOAT_NON_LINEAR)
    gimp_helpers.assert_ok(*run_look(img, layer, look=nick, seed=12345))
    assert gimp_helpers.pixels(layer, "R'G'B'A float") != results[nick]
    img.delete()


def as_filter():
    """result "filter" puts the live filter on the layer, with the look's
    settings."""
    nick, tileable, gradient, pairs = LOOKS[1]
    img, layer = new_image(SIZE, SIZE)
    gimp_helpers.assert_ok(*run_look(img, layer, look=nick, result='filter'))
    filters = layer.get_filters()
    assert [f.get_operation_name() for f in filters] == ['noise-render:noise-2'], filters
    config = filters[0].get_config()
    for arg, text in pairs.items():
        prop = {'noise-type': 'type', 'output': 'output-type'}.get(arg, arg)
        value = config.get_property(prop)
        value = getattr(value, 'value_nick', value)
        assert str(value).lower() == text or (
            isinstance(value, float) and abs(value - float(text)) < 1e-6), (arg, value, text)
    img.delete()


checks = Checks('gallery of looks')
for name, fn in [('the procedure offers the table\'s looks', choices),
                 ('every look finite and varied; the sheet', sheet),
                 ('a look is its settings, tiles are periodic, the seed replaces its own',
                  same_as_settings),
                 ('a look as the live filter', as_filter)]:
    checks.run(name, fn)
checks.finish()
