#!/usr/bin/env python3
"""Peak memory of a huge render, ours beside gegl:simplex-noise (issue 21):

- GIMP merging one live filter on a SIDE x SIDE RGBA float linear layer
  (the encoding GIMP's dialog and scripts do not match by default), and
  the same with no filter: the peak resident size of the whole GIMP
  process (memory-batch.py in a fresh batch GIMP);
- the gegl command rendering SIDE x SIDE to a PPM file.

Each case runs in a process of its own, whose peak the kernel reports
(getrusage of the children).  numbers, not a test.

  bench-memory.py SIDE RUN-GIMP-FILTER MODULE RUN-GIMP

run from build-aux/bench in the GIMP environment (NOISE_RENDER_PLUGIN and
TEST_SRC set as for the GIMP batch)."""
import os, resource, subprocess, sys, tempfile, time

here = os.path.dirname(os.path.abspath(__file__))


def peak(command, env=None):
    """Seconds and peak resident MB of command, run in a process of its own."""
    probe = ('import resource, subprocess, sys, time\n'
             't = time.monotonic()\n'
             'subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL,'
             ' stderr=subprocess.DEVNULL)\n'
             'print(time.monotonic() - t,'
             ' resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n')
    out = subprocess.run([sys.executable, '-c', probe, *command], env=env, check=True,
                         capture_output=True, text=True).stdout.split()
    return float(out[0]), int(out[1]) // 1024


side, run_filter, module, run_gimp = sys.argv[1:5]
ops = [('no filter', ''), ('noise-render:noise-2', 'noise-render:noise-2'),
       ('gegl:simplex-noise', 'gegl:simplex-noise')]
print('peak resident size, %d x %d' % (int(side), int(side)))
print('  GIMP merging the filter on an RGBA float linear layer (whole GIMP process)')
for name, op in ops:
    env = dict(os.environ, BENCH_MEMORY_OP=op, BENCH_HUGE=side)
    seconds, mb = peak([run_filter, module, run_gimp, 'python',
                        os.path.join(here, 'memory-batch.py')], env)
    print('    %-20s %6d MB %7.1f s' % (name, mb, seconds), flush=True)

print('  the gegl command, cropped, to a PPM file')
with tempfile.TemporaryDirectory() as tmp:
    plugins = os.path.join(tmp, 'gegl-0.4', 'plug-ins')
    os.makedirs(plugins)
    os.symlink(os.path.abspath(module), os.path.join(plugins, 'noise-render.so'))
    env = dict(os.environ, XDG_DATA_HOME=tmp)   # where a user installs it
    for name, args in [('noise-render:noise-2', ['noise-render:noise-2', 'width=' + side,
                                               'height=' + side]),
                       ('gegl:simplex-noise', ['gegl:simplex-noise'])]:
        seconds, mb = peak(['gegl', '-o', os.path.join(tmp, 'out.ppm'), '--', *args, 'crop',
                            'width=' + side, 'height=' + side], env)
        os.unlink(os.path.join(tmp, 'out.ppm'))
        print('    %-20s %6d MB %7.1f s' % (name, mb, seconds), flush=True)
