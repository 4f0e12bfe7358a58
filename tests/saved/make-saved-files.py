"""Makes the saved files of tests/saved (run once, by hand, at the commit
the README of tests/saved names; never again, or the files would follow the
code instead of holding it to its past):

  build-aux/gimp3-env sh -c 'TEST_SRC=$PWD/tests/gimp TEST_OUT=$PWD/tests/saved \
    NOISE_RENDER_PLUGIN=_build/plug-in/noise-render \
    tests/gegl/run-gimp-filter.sh _build/gegl/noise-render-gegl.so \
    tests/gimp/run-gimp.sh python tests/saved/make-saved-files.py'

- filters-v1.xcf: three layers, each with the live filter the procedure
  (result=filter) appends, at settings other than the defaults: 4D tileable simplex
  through a gradient, a tilted height map, a normal map;
- filters-v1.f32: each layer's pixels with its filter merged, in that
  order, as little-endian R'G'B'A floats;
- preset-v1.settings: the procedure's config at non-default settings, as
  GimpConfig serializes it (the format of GIMP's saved settings);
- preset-v1.f32: what the procedure renders with it on a new layer.
"""
import os, struct, sys

import gi
gi.require_version('Gimp', '3.0')
from gi.repository import Gimp, Gio

sys.path.insert(0, os.environ['TEST_SRC'])
import gimp_helpers
from gimp_helpers import new_image, pdb

out = os.environ['TEST_OUT']
W, H = 40, 30

LAYERS = [
    ('colour', {'noise-type': 'simplex', 'dimensions': 4, 'frequency': 3.0, 'octaves': 5,
                'lacunarity': 2.5, 'persistence': 0.6, 'fractal': 'ridged', 'seed': 4242,
                'offset-w': 0.7, 'tileable': True, 'gradient': 'Incandescent',
                'reverse-gradient': True}),
    ('height', {'noise-type': 'perlin', 'dimensions': 3, 'frequency': 2.5, 'octaves': 4,
                'fractal': 'turbulence', 'seed': 77, 'decorrelate-octaves': False,
                'offset-z': 1.25, 'rotation-x': 15.0, 'rotation-z': 30.0,
                'output': 'height'}),
    ('normal', {'noise-type': 'simplex-value', 'dimensions': 2, 'frequency': 6.0,
                'octaves': 3, 'seed': 9, 'offset-x': -2.5, 'output': 'normal-map',
                'normal-strength': 2.5}),
]

PRESET = {'noise-type': 'simplex', 'dimensions': 4, 'frequency': 2.0, 'octaves': 7,
          'lacunarity': 1.75, 'persistence': 0.45, 'fractal': 'ridged', 'seed': 31337,
          'decorrelate-octaves': False, 'offset-y': 3.5, 'offset-w': -1.5, 'tileable': True,
          'gradient': 'Incandescent', 'output': 'colour'}


def raw(layer):
    return struct.pack('<%df' % (W * H * 4), *gimp_helpers.pixels(layer, "R'G'B'A float"))


img = Gimp.Image.new_with_precision(W, H, Gimp.ImageBaseType.RGB, Gimp.Precision.FLOAT_LINEAR)
for name, settings in reversed(LAYERS):
    layer = Gimp.Layer.new(img, name, W, H, Gimp.ImageType.RGBA_IMAGE, 100,
                           Gimp.LayerMode.NORMAL)
    img.insert_layer(layer, None, 0)
    gimp_helpers.assert_ok(*gimp_helpers.render(img, [layer], result='filter', **settings))
    assert len(layer.get_filters()) == 1, name
xcf = Gio.File.new_for_path(os.path.join(out, 'filters-v1.xcf'))
assert Gimp.file_save(Gimp.RunMode.NONINTERACTIVE, img, xcf, None), pdb.get_last_error()
img.delete()

img = Gimp.file_load(Gimp.RunMode.NONINTERACTIVE, xcf)
with open(os.path.join(out, 'filters-v1.f32'), 'wb') as f:
    for layer in img.get_layers():
        layer.merge_filters()
        f.write(raw(layer))
print('layers', [l.get_name() for l in img.get_layers()], file=sys.stderr)
img.delete()

proc = pdb.lookup_procedure('plug-in-noise-render')
cfg = proc.create_config()
for key, value in PRESET.items():
    if key == 'gradient':
        value = Gimp.Gradient.get_by_name(value)
    cfg.set_property(key, value)
preset = os.path.join(out, 'preset-v1.settings')
gimp_helpers.config_file(cfg, preset, save=True)

img, layer = new_image(W, H)
cfg = proc.create_config()
gimp_helpers.config_file(cfg, preset, save=False)
cfg.set_property('image', img)
cfg.set_core_object_array('drawables', [layer])
status = proc.run(cfg).index(0)
assert status == Gimp.PDBStatusType.SUCCESS, pdb.get_last_error()
with open(os.path.join(out, 'preset-v1.f32'), 'wb') as f:
    f.write(raw(layer))
img.delete()
