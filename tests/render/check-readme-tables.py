"""The README's argument table says what the type and output tables say.

Loads the core and the render layer (NOISE_CANVAS_LIB, a test-only shared
build) with ctypes, builds the cells the README must hold from
noise_type_info and noise_output_info, and fails naming the first row of
README.md that differs: the noise-type and output choices, the dimensions
of each type, and which types cannot tile or loop."""
import ctypes, os, sys

lib = ctypes.CDLL(os.environ['NOISE_CANVAS_LIB'])


class TypeInfo(ctypes.Structure):
    _fields_ = [('nick', ctypes.c_char_p), ('name', ctypes.c_char_p),
                ('description', ctypes.c_char_p), ('min_dimensions', ctypes.c_int),
                ('max_dimensions', ctypes.c_int), ('tiling', ctypes.c_int),
                ('loops', ctypes.c_int), ('derivatives', ctypes.c_int)]


class OutputInfo(ctypes.Structure):
    _fields_ = [('nick', ctypes.c_char_p), ('name', ctypes.c_char_p),
                ('description', ctypes.c_char_p), ('uses_gradient', ctypes.c_int),
                ('uses_derivatives', ctypes.c_int), ('needs_rgb', ctypes.c_int),
                ('uses_strength', ctypes.c_int), ('encoding', ctypes.c_int)]


def table(function, info):
    function.restype = ctypes.POINTER(info)
    function.argtypes = [ctypes.c_int]
    rows, i = [], 0
    while function(i):
        rows.append(function(i).contents)
        i += 1
    return rows


TILING_NONE = 0
types = table(lib.noise_type_info, TypeInfo)
outputs = table(lib.noise_output_info, OutputInfo)
code = lambda info: '`%s`' % info.nick.decode()


def dimensions_cell():
    """Consecutive types with the same range grouped: `a`, `b`: 1–3; ..."""
    groups = []
    for t in types:
        span = (t.min_dimensions, t.max_dimensions)
        if groups and groups[-1][0] == span:
            groups[-1][1].append(code(t))
        else:
            groups.append((span, [code(t)]))
    text = lambda s: str(s[0]) if s[0] == s[1] else '%d–%d' % s
    return '; '.join('%s: %s' % (', '.join(n), text(s)) for s, n in groups)


expected = {
    'noise-type': ', '.join(code(t) for t in types),
    'dimensions': dimensions_cell(),
    'output': ', '.join(code(o) for o in outputs),
    'tileable': 'not ' + ', '.join(code(t) for t in types if t.tiling == TILING_NONE),
    'frames': 'not ' + ', '.join(code(t) for t in types if not t.loops),
}

readme = open(os.path.join(os.environ['TEST_SRC'], 'README.md'), encoding='utf-8').read()
rows = {line.split('|')[1].strip().strip('`'): line
        for line in readme.splitlines() if line.startswith('| `')}
failed = 0
for argument, cell in expected.items():
    line = rows.get(argument)
    if line is None or cell not in line:
        print('README.md row %r lacks %r:\n  %s' % (argument, cell, line))
        failed = 1
    else:
        print('ok: %s: %s' % (argument, cell))
sys.exit(failed)
