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
# Our GEGL operation (gegl/noise-op.c), appended and merged in GIMP's own
# process as a live filter is, when its module is installed
# (tests/gegl/run-gimp-filter.sh): same settings and gradient.
def have_op():
    try:
        f = Gimp.DrawableFilter.new(layer, 'noise-render:noise', 'probe')
    except Exception:
        return False
    if f is None:
        return False
    f.delete()
    return True


def op_props(octaves, width, height):
    """The plug-in's settings as the op's properties: the gradient sampled
    as the plug-in samples it, in this linear image's encoding (built once,
    outside the timing: a script's or the plug-in's cost, not the op's)."""
    import struct
    gi.require_version('Babl', '0.1')
    from gi.repository import Babl
    colors = Gimp.Gradient.get_by_name('Incandescent').get_uniform_samples(1024, False)
    fmt = Babl.format('RGBA float')
    text = ' '.join(repr(v) for c in colors
                    for v in struct.unpack('<4f', c.get_bytes(fmt).get_data()))
    return {'type': 'simplex', 'dimensions': 3, 'octaves': octaves, 'width': width,
            'height': height, 'gradient': text, 'gradient-blend': 'linear'}


if have_op():
    props_4096 = op_props(8, size, size)
    cases.append(('noise-render:noise filter, append + merge',
                  lambda: gegl_filter('noise-render:noise', **props_4096)))
else:
    print('  (noise-render:noise not installed: its rows are skipped)', file=sys.stderr)
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
if len(cases) > 5:
    print('ratios: plug-in baked / noise-render:noise filter = %.2f' %
          (ours / results[cases[5][0]]), file=sys.stderr)


def small_renders():
    """Small renders, as scripts and tile makers make them: per call, the
    plug-in (a process start and set-up each time) against the op and
    gegl:simplex-noise merged in GIMP's process; float layer, 3D simplex,
    median of 3 calls."""
    global img, layer
    print('  small renders, median of 3 calls, seconds:', file=sys.stderr)
    print('  %-6s %-7s %8s %8s %8s %10s' % ('layer', 'octaves', 'plug-in', 'our op',
                                          'gegl', 'op / gegl'), file=sys.stderr)
    for side, octaves in ((256, 1), (256, 8), (512, 8), (1024, 8), (2048, 8)):
        img = Gimp.Image.new_with_precision(side, side, Gimp.ImageBaseType.RGB,
                                            Gimp.Precision.FLOAT_LINEAR)
        layer = Gimp.Layer.new(img, 'small', side, side, Gimp.ImageType.RGBA_IMAGE, 100,
                               Gimp.LayerMode.NORMAL)
        img.insert_layer(layer, None, 0)
        img.undo_disable()
        props = op_props(octaves, side, side)

        def median(fn):
            times = []
            for _ in range(3):
                start = time.perf_counter()
                fn()
                times.append(time.perf_counter() - start)
            return sorted(times)[1]

        plugin = median(lambda: run_procedure('plug-in-noise-render', octaves=octaves,
                                              gradient='Incandescent',
                                              **{'noise-type': 'simplex', 'dimensions': 3}))
        op = median(lambda: gegl_filter('noise-render:noise', **props))
        peer = median(lambda: gegl_filter('gegl:simplex-noise', iterations=octaves))
        print('  %-6s %-7d %8.3f %8.3f %8.3f %9.2fx' % ('%d^2' % side, octaves, plugin, op,
                                                     peer, op / peer), file=sys.stderr)
        img.delete()


img.delete()
if len(cases) > 5:
    small_renders()

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
