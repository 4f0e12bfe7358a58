"""The plug-in inside GIMP, side by side in one GIMP batch with the transfer
floor (the same fill path writing a constant: plug-in-noise-render-floor),
GIMP's own GEGL noise filters at equal octaves and, when its module is
installed, our GEGL operation appended and merged as a live filter: a
4096 x 4096 float layer, 8 octaves of 3D simplex through a gradient.  Then
small renders as scripts and tile makers make them, per call.  The cases
take turns, five rounds (three for the small ones); the median counts
(the machines are shared: only figures measured together compare); the
big render prints each case's minimum, median and maximum and the
machine's load."""
import os, sys, time

import gi
gi.require_version('Gimp', '3.0')
gi.require_version('Gegl', '0.4')
from gi.repository import Gegl, Gimp

sys.path.insert(0, os.environ['TEST_SRC'])
import gimp_helpers

size = int(os.environ.get('BENCH_SIZE', '4096'))
pdb = Gimp.get_pdb()
img = layer = None


def new_layer(side, name):
    """A side x side float RGBA image and layer, undo off, as img and layer."""
    global img, layer
    img = Gimp.Image.new_with_precision(side, side, Gimp.ImageBaseType.RGB,
                                        Gimp.Precision.FLOAT_LINEAR)
    layer = Gimp.Layer.new(img, name, side, side, Gimp.ImageType.RGBA_IMAGE, 100,
                           Gimp.LayerMode.NORMAL)
    img.insert_layer(layer, None, 0)
    img.undo_disable()


def run_procedure(name, **args):
    status, error = gimp_helpers.run(name, img, [layer], **args)
    assert status == Gimp.PDBStatusType.SUCCESS, error


def gegl_filter(operation, **props):
    """Appends operation as a filter (replace mode, as GIMP's filter dialog
    and the plug-in append it) and merges it."""
    f = Gimp.DrawableFilter.new(layer, operation, operation)
    f.set_blend_mode(Gimp.LayerMode.REPLACE)
    cfg = f.get_config()
    for key, value in props.items():
        cfg.set_property(key, value)
    f.update()
    layer.merge_filter(f)


def gimp_children():
    """The pids of GIMP's child processes (its plug-ins), from /proc."""
    gimp, pids = os.getppid(), set()
    for entry in os.listdir('/proc'):
        try:
            if entry.isdigit() and int(open('/proc/%s/stat' % entry).read()
                                       .rsplit(')', 1)[1].split()[1]) == gimp:
                pids.add(entry)
        except (OSError, IndexError, ValueError):
            pass
    return pids


def settle(before, limit=5.0):
    """Waits (at most limit seconds) until the plug-in processes a case
    started have exited: a plug-in's call returns before its process has
    shut down, and that shutdown would otherwise be timed in the next
    case."""
    end = time.perf_counter() + limit
    while gimp_children() - before and time.perf_counter() < end:
        time.sleep(0.005)


def timed(cases, rounds=3):
    """Seconds per case, each round's: the cases take turns, rounds times.
    Each case starts once the previous one's plug-in process has gone.  A
    case that returns a number has timed itself (a process of its own)."""
    times = {name: [] for name, _ in cases}
    before = gimp_children()
    for _ in range(rounds):
        for name, fn in cases:
            start = time.perf_counter()
            own = fn()
            times[name].append(own if isinstance(own, float) else
                               time.perf_counter() - start)
            settle(before)
    return times


def median(values):
    return sorted(values)[len(values) // 2]


def medians(cases, rounds=3):
    """The median seconds of each case (see timed)."""
    return {name: median(t) for name, t in timed(cases, rounds).items()}


def load():
    """The machine's load, as /proc/loadavg says it (1, 5, 15 minutes)."""
    try:
        return ' '.join(open('/proc/loadavg').read().split()[:3])
    except OSError:
        return 'unknown'


def have_op():
    try:
        f = Gimp.DrawableFilter.new(layer, 'noise-render:noise-2', 'probe')
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
    import base64
    colors = Gimp.Gradient.get_by_name('Incandescent').get_uniform_samples(1024, False)
    fmt = Babl.format('RGBA float')
    # The compact form the plug-in sets: the floats' little-endian bits.
    values = [v for c in colors for v in struct.unpack('=4f', c.get_bytes(fmt).get_data())]
    text = 'base64:' + base64.b64encode(struct.pack('<%df' % len(values), *values)).decode()
    return {'type': 'simplex', 'dimensions': 3, 'octaves': octaves, 'width': width,
            'height': height, 'gradient': text, 'gradient-blend': 'linear'}


def plugin_args(noise_type, octaves):
    return dict(octaves=octaves, gradient='Incandescent',
                **{'noise-type': noise_type, 'dimensions': 3})


FLOOR = 'transfer floor (constant, same path)'
BAKED = 'noise-render simplex 3D, 8 octaves, gradient'
PERLIN = 'noise-render perlin 3D, 8 octaves, gradient'
SIMPLEX = 'gegl:simplex-noise, 8 iterations'
GEGL_PERLIN = 'gegl:perlin-noise, 8 iterations'
FILTER = 'noise-render:noise-2 filter, append + merge'
ALONE = 'noise-render:noise-2 in plain GEGL, no GIMP'
ROUNDS = 5


def plain_gegl():
    """The operation's noise alone (tests/bench/bench-gegl-op.c, its own
    process, which prints the seconds of its render)."""
    import subprocess
    run = subprocess.run([os.environ['BENCH_GEGL_OP'], str(size)], capture_output=True,
                         text=True, check=True)
    return float(run.stdout)


def big_render():
    new_layer(size, 'bench')
    cases = [
        (FLOOR, lambda: run_procedure('plug-in-noise-render-floor')),
        (BAKED, lambda: run_procedure('plug-in-noise-render', **plugin_args('simplex', 8))),
        (PERLIN, lambda: run_procedure('plug-in-noise-render', **plugin_args('perlin', 8))),
        (SIMPLEX, lambda: gegl_filter('gegl:simplex-noise', iterations=8)),
        (GEGL_PERLIN, lambda: gegl_filter('gegl:perlin-noise', n=8)),
    ]
    # Our GEGL operation (gegl/noise-op.c), appended and merged in GIMP's
    # own process as a live filter is, when its module is installed
    # (tests/gegl/run-gimp-filter.sh): same settings and gradient.
    op = have_op()
    if op:
        props = op_props(8, size, size)
        cases.append((FILTER, lambda: gegl_filter('noise-render:noise-2', **props)))
        if os.environ.get('BENCH_GEGL_OP'):
            cases.append((ALONE, plain_gegl))
    else:
        print('  (noise-render:noise-2 not installed: its rows are skipped)', file=sys.stderr)
    print('GIMP %s, GEGL %s: %dx%d float RGBA layer, %d GEGL threads; cases in turn, '
          '%d rounds, seconds: minimum, median, maximum; load %s' %
          (Gimp.version(), '.'.join(map(str, Gegl.get_version())), size, size,
           Gegl.config().get_property('threads'), ROUNDS, load()), file=sys.stderr)
    times = timed(cases, ROUNDS)
    t = {name: median(v) for name, v in times.items()}
    for name, _ in cases:
        v = sorted(times[name])
        print('  %-46s %7.3f %7.3f %7.3f s' % (name, v[0], t[name], v[-1]), file=sys.stderr)
    print('ratios: ours / floor = %.2f; ours / gegl:simplex-noise = %.2f; '
          'ours (perlin) / gegl:perlin-noise = %.2f' %
          (t[BAKED] / t[FLOOR], t[BAKED] / t[SIMPLEX], t[PERLIN] / t[GEGL_PERLIN]),
          file=sys.stderr)
    if op:
        # Each round's baked / filter, taken in turn.  Baking is not the
        # filter's work alone: it adds the plug-in's process and the
        # transfer of every tile to GIMP, which the floor measures alone;
        # the filter renders in GIMP's own process into the layer.
        r = sorted(b / f for b, f in zip(times[BAKED], times[FILTER]))
        print('ratios: plug-in baked / noise-render:noise-2 filter = %.2f '
              '(rounds: min %.2f, max %.2f); baked - floor = %.3f s, '
              'filter = %.3f s; load %s' %
              (median(r), r[0], r[-1], t[BAKED] - t[FLOOR], t[FILTER], load()),
              file=sys.stderr)
    if ALONE in t:
        print('ratios: filter in GIMP / its noise alone in plain GEGL = %.2f' %
              (t[FILTER] / t[ALONE]), file=sys.stderr)
    img.delete()
    return op


def small_renders():
    """Small renders, as scripts and tile makers make them: per call, the
    plug-in (a process start and set-up each time) against the op and
    gegl:simplex-noise merged in GIMP's process; float layer, 3D simplex,
    median of 3 calls."""
    print('  small renders, median of 3 calls, seconds:', file=sys.stderr)
    print('  %-6s %-7s %8s %8s %8s %10s %10s' % ('layer', 'octaves', 'plug-in', 'our op', 'gegl',
                                               'op / gegl', 'plug-in/op'), file=sys.stderr)
    for side, octaves in ((256, 1), (256, 8), (512, 8), (1024, 8), (2048, 8)):
        new_layer(side, 'small')
        props = op_props(octaves, side, side)
        t = medians([
            ('plug-in', lambda: run_procedure('plug-in-noise-render',
                                              **plugin_args('simplex', octaves))),
            ('op', lambda: gegl_filter('noise-render:noise-2', **props)),
            ('gegl', lambda: gegl_filter('gegl:simplex-noise', iterations=octaves))])
        print('  %-6s %-7d %8.3f %8.3f %8.3f %9.2fx %9.1fx' %
              ('%d^2' % side, octaves, t['plug-in'], t['op'], t['gegl'], t['op'] / t['gegl'],
               t['plug-in'] / t['op']), file=sys.stderr)
        img.delete()


def huge_memory():
    """Memory on a huge layer: the plug-in's peak resident size while it
    renders 16384 x 16384 (8-bit RGB, 768 MiB of pixels), sampled from
    /proc."""
    global img, layer
    huge = int(os.environ.get('BENCH_HUGE', '16384'))
    img = Gimp.Image.new_with_precision(huge, huge, Gimp.ImageBaseType.RGB,
                                        Gimp.Precision.U8_NON_LINEAR)
    layer = Gimp.Layer.new(img, 'huge', huge, huge, Gimp.ImageType.RGB_IMAGE, 100,
                           Gimp.LayerMode.NORMAL)
    img.insert_layer(layer, None, 0)
    img.undo_disable()
    start = time.perf_counter()
    peak = gimp_helpers.plugin_peak_memory(lambda: run_procedure('plug-in-noise-render',
                                                                 octaves=8))
    print('  %dx%d 8-bit RGB (%d MiB), 8 octaves: %.1f s, plug-in peak resident size %d MiB' %
          (huge, huge, huge * huge * 3 >> 20, time.perf_counter() - start, peak),
          file=sys.stderr)
    img.delete()


# BENCH_PARTS: only these parts, comma-separated (big_render,
# small_renders, huge_memory); all by default.  The small renders need the
# op, which the big render probes.
parts = os.environ.get('BENCH_PARTS', 'big_render,small_renders,huge_memory').split(',')
if 'big_render' in parts:
    op = big_render()
else:
    new_layer(64, 'probe')
    op = have_op()
    img.delete()
if op and 'small_renders' in parts:
    small_renders()
if 'huge_memory' in parts:
    huge_memory()
