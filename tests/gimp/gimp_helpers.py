"""What the Python-Fu batches share: images, calls of a procedure with named
arguments, float pixels, and a small check runner whose failures make the
batch (and so GIMP) exit non-zero."""
import os, struct, sys, time, traceback

import gi
gi.require_version('Gimp', '3.0')
gi.require_version('Gegl', '0.4')
from gi.repository import Gegl, Gimp

pdb = Gimp.get_pdb()


def new_image(width, height, base=Gimp.ImageBaseType.RGB,
              precision=Gimp.Precision.FLOAT_LINEAR, layer_type=Gimp.ImageType.RGBA_IMAGE):
    """An image with one layer named 'noise'; returns (image, layer)."""
    img = Gimp.Image.new_with_precision(width, height, base, precision)
    layer = Gimp.Layer.new(img, 'noise', width, height, layer_type, 100, Gimp.LayerMode.NORMAL)
    img.insert_layer(layer, None, 0)
    return img, layer


def run(name, img, drawables, **args):
    """Runs procedure `name` non-interactively with named arguments (a
    'gradient' by name); returns (status, error message)."""
    proc = pdb.lookup_procedure(name)
    cfg = proc.create_config()
    cfg.set_property('image', img)
    cfg.set_core_object_array('drawables', drawables)
    for key, value in args.items():
        if key == 'gradient':
            value = Gimp.Gradient.get_by_name(value)
        cfg.set_property(key, value)
    return proc.run(cfg).index(0), pdb.get_last_error()


def render(img, drawables, **args):
    return run('plug-in-noise-render', img, drawables, **args)


def assert_ok(status, error):
    assert status == Gimp.PDBStatusType.SUCCESS, 'status %s: %s' % (status, error)


def pixels(drawable, fmt='RGBA float'):
    """The drawable's pixels in fmt, flat: floats, or bytes for u8 formats."""
    width, height = drawable.get_width(), drawable.get_height()
    data = bytes(drawable.get_buffer().get(Gegl.Rectangle.new(0, 0, width, height), 1.0, fmt,
                                           Gegl.AbyssPolicy.CLAMP))
    if 'u8' in fmt:
        return list(data)
    return list(struct.unpack('<%df' % (len(data) // 4), data))


def wait_for(directory, name, seconds):
    """Waits until a GUI test's driver writes the file `name` in
    `directory` (the handshake between a batch in GIMP and the driver that
    presses the keys); exits the batch if it never comes."""
    path = os.path.join(directory, name)
    for _ in range(seconds * 10):
        if os.path.exists(path):
            return
        time.sleep(0.1)
    raise SystemExit('timed out waiting for ' + name)


def watch_plugin(fn, probe, comm='noise-render'):
    """Runs fn() and meanwhile, every 10 ms, calls probe(pid) for each
    process named comm that this GIMP started, as it starts this batch (a
    plug-in gone meanwhile is skipped; other GIMPs' plug-ins are not ours)."""
    import threading
    done, gimp = threading.Event(), os.getppid()

    def sample():
        while not done.is_set():
            for pid in filter(str.isdigit, os.listdir('/proc')):
                try:
                    with open('/proc/%s/stat' % pid) as f:
                        name, rest = f.read().rsplit(')', 1)
                    if name.split('(', 1)[1] == comm and int(rest.split()[1]) == gimp:
                        probe(pid)
                except OSError:
                    pass  # gone meanwhile
            done.wait(0.01)

    sampler = threading.Thread(target=sample)
    sampler.start()
    try:
        fn()
    finally:
        done.set()
        sampler.join()


def plugin_peak_memory(fn, comm='noise-render'):
    """Runs fn() and returns the largest peak resident size (VmHWM, in MiB)
    seen of a process named comm meanwhile, from /proc every 10 ms; 0 if
    none was seen."""
    peak = [0]

    def probe(pid):
        with open('/proc/%s/status' % pid) as f:
            for line in f:
                if line.startswith('VmHWM:'):
                    peak[0] = max(peak[0], int(line.split()[1]) // 1024)

    watch_plugin(fn, probe, comm)
    return peak[0]


def plugin_mapped_files(fn, comm='noise-render'):
    """Runs fn() and returns the set of files a process named comm was seen
    to map meanwhile (from /proc every 10 ms); empty if none was seen."""
    mapped = set()

    def probe(pid):
        with open('/proc/%s/maps' % pid) as f:
            mapped.update(line.split(None, 5)[5].strip() for line in f
                          if len(line.split(None, 5)) == 6)

    watch_plugin(fn, probe, comm)
    return mapped


class Checks:
    """Runs named checks, prints TAP-like lines, raises at the end if any
    failed (python-fu-eval then fails the batch)."""

    def __init__(self, title):
        self.title, self.results = title, []

    def run(self, name, fn):
        try:
            fn()
            self.results.append((name, None))
            print('ok -', name, file=sys.stderr)
        except Exception:
            self.results.append((name, traceback.format_exc()))
            print('not ok -', name, '\n' + traceback.format_exc(), file=sys.stderr)

    def finish(self):
        failed = [n for n, e in self.results if e]
        print('%s: %d of %d passed' % (self.title, len(self.results) - len(failed),
                                       len(self.results)), file=sys.stderr)
        if failed:
            raise SystemExit('failed: ' + ', '.join(failed))


def config_file(config, path, save):
    """Saves config to path (GimpConfig's text, the format of GIMP's saved
    settings) or loads it from there.  Through libgimpconfig by ctypes:
    PyGObject does not take a procedure's config for a Gimp.Config."""
    import ctypes
    from gi.repository import Gio
    pointer = ctypes.pythonapi.PyCapsule_GetPointer
    pointer.restype, pointer.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
    lib = ctypes.CDLL('libgimpconfig-3.0.so.0')
    f = Gio.File.new_for_path(path)
    args = [pointer(config.__gpointer__, None), pointer(f.__gpointer__, None)]
    if save:
        call = lib.gimp_config_serialize_to_file
        call.argtypes = [ctypes.c_void_p] * 2 + [ctypes.c_char_p] * 2 + [ctypes.c_void_p] * 2
        args += [b'noise-render settings', b'end of noise-render settings', None, None]
    else:
        call = lib.gimp_config_deserialize_file
        call.argtypes = [ctypes.c_void_p] * 4
        args += [None, None]
    call.restype = ctypes.c_int
    assert call(*args), ('saving' if save else 'loading') + ' ' + path
