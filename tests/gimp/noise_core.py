"""What the core computes, for checking what GIMP drew.

Loads the core (a test-only shared build, NOISE_CORE_LIB) with ctypes and
maps pixels to noise space independently of plug-in/render.c: pixel centres,
the drawable's width spanning one unit centred on the origin, offsets in
cells of the first octave.  Also reads PFM files.

The procedure's arguments, their defaults and the core field each sets
come from the settings table (settings/settings.h), which the program
NOISE_SETTINGS_TABLE prints (tests/gimp/settings-table.c): an argument
whose field is canvas.noise.NAME sets NoiseSettings' NAME, so a new
setting needs no line here."""
import ctypes, math, os, struct, subprocess


class Field(ctypes.Structure):
    """NoiseField of core/noise.h: one field of NoiseSettings."""
    _fields_ = [('name', ctypes.c_char_p), ('offset', ctypes.c_size_t),
                ('kind', ctypes.c_int), ('count', ctypes.c_int),
                ('min_excluded', ctypes.c_int), ('min', ctypes.c_double),
                ('max', ctypes.c_double), ('default_value', ctypes.c_double),
                ('check', ctypes.c_int), ('status', ctypes.c_int)]


_lib = ctypes.CDLL(os.environ['NOISE_CORE_LIB'])
_lib.noise_settings_fields.restype = ctypes.POINTER(Field)
_lib.noise_settings_fields.argtypes = [ctypes.POINTER(ctypes.c_int)]


def _core_fields():
    """The core's descriptor of NoiseSettings (noise_settings_fields)."""
    n = ctypes.c_int()
    fields = _lib.noise_settings_fields(ctypes.byref(n))
    return fields[:n.value]


def _ctype(field):
    """A field's ctypes type: NoiseFieldKind is float, int, uint32, enum."""
    kind = [ctypes.c_float, ctypes.c_int, ctypes.c_uint32, ctypes.c_int][field.kind]
    return kind if field.count == 1 else kind * field.count


class Settings(ctypes.Structure):
    """NoiseSettings of core/noise.h, built from the core's descriptor."""
    _fields_ = [(f.name.decode(), _ctype(f)) for f in _core_fields()]


assert all(getattr(Settings, f.name.decode()).offset == f.offset
           for f in _core_fields()), 'the Settings layout differs from the core'

class Sample4(ctypes.Structure):
    _fields_ = [('value', ctypes.c_float), ('dx', ctypes.c_float), ('dy', ctypes.c_float),
                ('dz', ctypes.c_float), ('dw', ctypes.c_float)]


_lib.noise_eval.restype = Sample4
_lib.noise_eval.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_float)]
_lib.noise_prepare.argtypes = [ctypes.POINTER(Settings), ctypes.c_void_p, ctypes.c_void_p]
_lib.noise_test_state_size.restype = ctypes.c_size_t
_lib.noise_test_settings_size.restype = ctypes.c_size_t
assert ctypes.sizeof(Settings) == _lib.noise_test_settings_size(), 'the Settings mirror is stale'


class TypeInfo(ctypes.Structure):
    """NoiseTypeInfo of core/noise.h, field for field."""
    _fields_ = [('nick', ctypes.c_char_p), ('name', ctypes.c_char_p),
                ('description', ctypes.c_char_p), ('min_dimensions', ctypes.c_int),
                ('max_dimensions', ctypes.c_int), ('tiling', ctypes.c_int),
                ('loops', ctypes.c_int), ('derivatives', ctypes.c_int)]


_lib.noise_type_info.restype = ctypes.POINTER(TypeInfo)
_lib.noise_type_info.argtypes = [ctypes.c_int]


def _type_infos():
    """The core's type table, in NoiseType order (until it returns NULL)."""
    infos, t = [], 0
    while _lib.noise_type_info(t):
        infos.append(_lib.noise_type_info(t).contents)
        t += 1
    return infos


# The noise types and the dimensions each has, from the core's own table.
TYPES = [i.nick.decode() for i in _type_infos()]
DIMENSIONS = {i.nick.decode(): tuple(range(i.min_dimensions, i.max_dimensions + 1))
              for i in _type_infos()}


def _settings_table():
    """The settings table (settings/settings.h), as settings-table.c
    prints it: {argument: (kind, field, default, choice nicks)}."""
    text = subprocess.run([os.environ['NOISE_SETTINGS_TABLE']], check=True,
                          capture_output=True, text=True).stdout
    table = {}
    for line in text.splitlines():
        arg, kind, field, default, nicks = line.split('\t')
        if kind == 'CHOICE':
            value = default
        elif kind == 'DOUBLE':
            value = float(default)
        elif kind == 'BOOLEAN':
            value = bool(int(default))
        else:
            value = int(default)
        table[arg] = (kind, field, value, nicks.split(',') if nicks else [])
    return table


SETTINGS = _settings_table()
# The procedure's defaults, by argument name.
DEFAULTS = {arg: default for arg, (_, _, default, _) in SETTINGS.items()}
FRACTALS = SETTINGS['fractal'][3]
# The arguments that set a field of the core's NoiseSettings, and that
# field: the table says (canvas.noise.NAME).
CORE_FIELD = 'canvas.noise.'
CORE_ARGUMENTS = {arg: field[len(CORE_FIELD):] for arg, (_, field, _, _) in SETTINGS.items()
                  if field.startswith(CORE_FIELD)}
assert set(CORE_ARGUMENTS.values()) <= {f.name.decode() for f in _core_fields()}, \
    'the settings table names a field the core does not have'


class Noise:
    """The core's fractal noise for procedure arguments (names as the PDB's)."""

    def __init__(self, width, height, **args):
        unknown = set(args) - set(DEFAULTS)
        assert not unknown, 'no such argument: %s' % sorted(unknown)
        a = dict(DEFAULTS, **args)
        s = Settings()
        _lib.noise_settings_init(ctypes.byref(s))
        for arg, field in CORE_ARGUMENTS.items():
            kind, _, _, nicks = SETTINGS[arg]
            value = nicks.index(a[arg]) if kind == 'CHOICE' else a[arg]
            setattr(s, field, int(value) if kind == 'BOOLEAN' else value)
        for i, axis in enumerate('xyzw'):
            s.levels_centre[i] = a['offset-' + axis] / ctypes.c_float(a['frequency']).value
        self.state = ctypes.create_string_buffer(_lib.noise_test_state_size())
        assert _lib.noise_prepare(ctypes.byref(s), self.state, None) == 0
        self.w, self.h, self.args = width, height, a
        f = a['frequency']
        self.offset = [a['offset-x'] / f, a['offset-y'] / f, a['offset-z'] / f, a['offset-w'] / f]

    def point(self, x, y):
        """Noise-space point of pixel (x, y), no rotation."""
        w, h = self.w, self.h
        return [(x + 0.5) / w - 0.5 + self.offset[0],
                (y + 0.5) / w - 0.5 * h / w + self.offset[1],
                self.offset[2], self.offset[3]]

    def sample(self, x, y):
        p = (ctypes.c_float * 4)(*self.point(x, y))
        s = _lib.noise_eval(self.state, p)
        return s.value, (s.dx, s.dy, s.dz, s.dw)

    def height(self, x, y):
        return (self.sample(x, y)[0] + 1) / 2


def read_pfm(path):
    """(width, height, channels, rows top to bottom of float tuples)."""
    with open(path, 'rb') as f:
        kind = f.readline().strip()
        width, height = map(int, f.readline().split())
        scale = float(f.readline())
        channels = 3 if kind == b'PF' else 1
        fmt = ('<' if scale < 0 else '>') + 'f' * (width * channels)
        rows = [struct.unpack(fmt, f.read(4 * width * channels)) for _ in range(height)]
    return width, height, channels, rows[::-1]  # PFM stores bottom row first
