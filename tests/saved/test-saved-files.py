"""Files saved by an earlier noise-render keep opening, with the same
pixels (tests/saved/README.md says how they were made and what a change
that breaks them must do):

- filters-v1.xcf: each layer's live filter is there, noise-render:noise,
  and merged gives the pixels stored in filters-v1.f32;
- preset-v1.settings: loaded into the procedure's config, it renders the
  pixels stored in preset-v1.f32 with levels "bounds" -- the migration of
  levels (README, "Levels"): the file names no levels, so it now gets the
  default, "fill", the same noise stretched over the range.
"""
import os, struct, sys

import gi
gi.require_version('Gimp', '3.0')
from gi.repository import Gimp, Gio

sys.path.insert(0, os.environ['TEST_SRC'])
import gimp_helpers
from gimp_helpers import Checks, new_image, pdb

OP = 'noise-render:noise'
saved = os.environ['TEST_ARGS'].split()[0]
W, H = 40, 30
N = W * H * 4


def stored(name):
    with open(os.path.join(saved, name), 'rb') as f:
        data = f.read()
    return list(struct.unpack('<%df' % (len(data) // 4), data))


def compare(what, got, want):
    assert len(got) == len(want), (what, len(got), len(want))
    d = max(abs(a - b) for a, b in zip(got, want))
    colour = [v for i, v in enumerate(want) if i % 4 != 3]
    spread = max(colour) - min(colour)
    print('  %s: worst difference from the stored render %.3g (its colours span %.3g)'
          % (what, d, spread), file=sys.stderr)
    assert spread > 0.1, '%s: the stored render is flat' % what
    assert d <= 1e-6, '%s: %g' % (what, d)


def xcf_filters():
    img = Gimp.file_load(Gimp.RunMode.NONINTERACTIVE,
                         Gio.File.new_for_path(os.path.join(saved, 'filters-v1.xcf')))
    assert img, pdb.get_last_error()
    want = stored('filters-v1.f32')
    layers = img.get_layers()
    assert [l.get_name() for l in layers] == ['colour', 'height', 'normal'], layers
    assert len(want) == N * len(layers), len(want)
    for i, layer in enumerate(layers):
        filters = layer.get_filters()
        assert [f.get_operation_name() for f in filters] == [OP], filters
        layer.merge_filters()
        compare('XCF layer ' + layer.get_name(),
                gimp_helpers.pixels(layer, "R'G'B'A float"), want[i * N:(i + 1) * N])
    img.delete()


def preset_render(levels):
    """The preset's render, with levels set to `levels` or (None) as loaded."""
    proc = pdb.lookup_procedure('plug-in-noise-render')
    cfg = proc.create_config()
    gimp_helpers.config_file(cfg, os.path.join(saved, 'preset-v1.settings'), save=False)
    # Not the defaults: the file was read.
    assert cfg.get_property('seed') == 31337, cfg.get_property('seed')
    assert cfg.get_property('noise-type') == 'simplex'
    if levels:
        cfg.set_property('levels', levels)
    img, layer = new_image(W, H)
    cfg.set_property('image', img)
    cfg.set_core_object_array('drawables', [layer])
    status = proc.run(cfg).index(0)
    assert status == Gimp.PDBStatusType.SUCCESS, pdb.get_last_error()
    pixels = gimp_helpers.pixels(layer, "R'G'B'A float")
    img.delete()
    return pixels


def preset():
    compare('preset, levels bounds', preset_render('bounds'), stored('preset-v1.f32'))


def preset_migrated():
    """As loaded, the preset gets levels fill: the stored render stretched
    (a linear map of its heights before the gradient), so it spans more of
    the gradient and differs from the stored pixels."""
    want = stored('preset-v1.f32')
    got = preset_render(None)
    d = max(abs(a - b) for a, b in zip(got, want))
    assert d > 0.05, 'levels fill left the preset as it was (%g)' % d
    spread = lambda p: max(p[0::4]) - min(p[0::4])
    print('  preset as loaded: red spans %.3f, with bounds %.3f'
          % (spread(got), spread(want)), file=sys.stderr)
    assert spread(got) > spread(want), (spread(got), spread(want))


checks = Checks('saved files')
checks.run('an XCF with live filters opens and merges to its stored pixels', xcf_filters)
checks.run('a preset of the procedure renders its stored pixels with levels bounds',
           preset)
checks.run('as loaded, a preset made before levels gets fill (the migration)',
           preset_migrated)
checks.finish()
