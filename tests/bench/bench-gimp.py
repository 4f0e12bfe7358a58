"""The plug-in inside GIMP, side by side with the transfer floor (the same
fill path writing a constant: plug-in-noise-render-floor) and GIMP's own
GEGL noise filters at equal octaves, in one GIMP batch: a 4096 x 4096
float layer, 8 octaves of 3D simplex through a gradient.  Each is run three
times; the best time counts.  Prints a table and the ratios."""
import os, sys, time

import gi
gi.require_version('Gimp', '3.0')
gi.require_version('Gegl', '0.4')
from gi.repository import Gegl, Gimp

sys.path.insert(0, os.environ['TEST_SRC'])
import gimp_helpers

size = int(os.environ.get('BENCH_SIZE', '4096'))
pdb = Gimp.get_pdb()
img = Gimp.Image.new_with_precision(size, size, Gimp.ImageBaseType.RGB, Gimp.Precision.FLOAT_LINEAR)
layer = Gimp.Layer.new(img, 'bench', size, size, Gimp.ImageType.RGBA_IMAGE, 100,
                       Gimp.LayerMode.NORMAL)
img.insert_layer(layer, None, 0)
img.undo_disable()


def run_procedure(name, **args):
    status, error = gimp_helpers.run(name, img, [layer], **args)
    assert status == Gimp.PDBStatusType.SUCCESS, error


def gegl_filter(operation, **props):
    f = Gimp.DrawableFilter.new(layer, operation, operation)
    cfg = f.get_config()
    for key, value in props.items():
        cfg.set_property(key, value)
    f.update()
    layer.merge_filter(f)


def best(fn, runs=3):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


cases = [
    ('transfer floor (constant, same path)', lambda: run_procedure('plug-in-noise-render-floor')),
    ('noise-render simplex 3D, 8 octaves, gradient',
     lambda: run_procedure('plug-in-noise-render', octaves=8, gradient='Incandescent',
                           **{'noise-type': 'simplex', 'dimensions': 3})),
    ('noise-render perlin 3D, 8 octaves, gradient',
     lambda: run_procedure('plug-in-noise-render', octaves=8, gradient='Incandescent',
                           **{'noise-type': 'perlin', 'dimensions': 3})),
    ('gegl:simplex-noise, 8 iterations', lambda: gegl_filter('gegl:simplex-noise', iterations=8)),
    ('gegl:perlin-noise, 8 iterations', lambda: gegl_filter('gegl:perlin-noise', n=8)),
]
results = {}
print('%dx%d float RGBA layer, %d GEGL threads; best of 3 seconds' %
      (size, size, Gegl.config().get_property('threads')), file=sys.stderr)
for name, fn in cases:
    results[name] = best(fn)
    print('  %-46s %7.3f s' % (name, results[name]), file=sys.stderr)
floor = results[cases[0][0]]
ours = results[cases[1][0]]
print('ratios: ours / floor = %.2f; ours / gegl:simplex-noise = %.2f; '
      'ours (perlin) / gegl:perlin-noise = %.2f' %
      (ours / floor, ours / results[cases[3][0]], results[cases[2][0]] / results[cases[4][0]]),
      file=sys.stderr)
img.delete()

# Memory on a huge layer: the plug-in's peak resident size while it renders
# 16384 x 16384 (8-bit RGB, 768 MiB of pixels), sampled from /proc.
huge = int(os.environ.get('BENCH_HUGE', '16384'))
img = Gimp.Image.new_with_precision(huge, huge, Gimp.ImageBaseType.RGB, Gimp.Precision.U8_NON_LINEAR)
layer = Gimp.Layer.new(img, 'huge', huge, huge, Gimp.ImageType.RGB_IMAGE, 100, Gimp.LayerMode.NORMAL)
img.insert_layer(layer, None, 0)
img.undo_disable()
start = time.perf_counter()
peak = gimp_helpers.plugin_peak_memory(lambda: run_procedure('plug-in-noise-render', octaves=8))
print('  %dx%d 8-bit RGB (%d MiB), 8 octaves: %.1f s, plug-in peak resident size %d MiB' %
      (huge, huge, huge * huge * 3 >> 20, time.perf_counter() - start, peak), file=sys.stderr)
img.delete()
