#!/usr/bin/env python3
"""Writes the fuzz target's hand-made inputs, in the format of fuzz-core.h:

  corpus/seed-*        one input per noise type, dimension and mode (plain,
                       tiled, looping, both), and per fractal mode on a
                       third of the bases, for libFuzzer to start from;
  corpus/seed-levels-* levels fill on every type (the levels fields);
  corpus/seed-erosion-* the erosion stage on every type with a 2D form;
  regressions/*        settings noise_prepare must refuse, and issue 13's
                       reproducers (NaN, infinite and huge points, lattice
                       coordinates past 2^31, cell counts past INT_MAX)
                       that the core computes since its fix.

    python3 tests/fuzz/make-inputs.py [TESTS-FUZZ-DIR]
    python3 tests/fuzz/make-inputs.py TESTS-FUZZ-DIR --convert

The settings' slots come from NOISE_FIELDS in core/noise.h, as the
target's do.  --convert rewrites every file of corpus/ and regressions/
from the format before the records (cellular and warp settings after the
255th column) into this one, with the same meaning; hash-named corpus
files are renamed to their new hash.

Files are rewritten byte for byte, so running it again changes nothing
unless a case below changed.  Inputs the fuzzer found (corpus/ files named
by their hash) are left alone.
"""
import hashlib
import os
import re
import struct
import sys

NAN = float('nan')
INF = float('inf')

HERE = os.path.dirname(os.path.abspath(__file__))
CORE = os.path.join(HERE, '..', '..', 'core')


def enum_names(name, header=os.path.join(CORE, 'noise.h')):
    """The value names of noise.h's enum `name`, NOISE_ taken off, by value."""
    with open(header) as f:
        text = f.read()
    body = text[:text.index('} %s;' % name)]
    body = re.sub(r'/\*.*?\*/', ' ', body[body.rindex('typedef enum'):], flags=re.S)
    return re.findall(r'NOISE_(\w+)', body)


def core_table(table, pattern, source=os.path.join(CORE, 'types.c')):
    """The rows of one of types.c's tables, as pattern's groups, by the
    enum value of each row's [NOISE_NAME] designator."""
    with open(source) as f:
        text = f.read()
    text = text[text.index(table):]
    text = text[:text.index('\n};')]
    return dict(re.findall(r'\[NOISE_(\w+)\]\s*=\s*' + pattern, text, re.S))


# noise.h's types and the core's type table (types.c): nicks, dimensions
# and which tile, by NoiseType value.  A new type is covered without a
# line here.
TYPE_NAMES = enum_names('NoiseType')
TYPE_COUNT = TYPE_NAMES.index('TYPE_COUNT')
_ROWS = core_table('static const Type types[',
                   r'(\{\s*\{\s*"[\w-]+",.*?\d+,\s*\d+,\s*NOISE_TILING_\w+)')
_ROWS = [re.match(r'\{\s*\{\s*"([\w-]+)",.*?(\d+),\s*(\d+),\s*NOISE_TILING_(\w+)',
                  _ROWS[n], re.S).groups() for n in TYPE_NAMES[:TYPE_COUNT]]
NICKS = [r[0] for r in _ROWS]
DIMENSIONS = {t: list(range(int(r[1]), int(r[2]) + 1)) for t, r in enumerate(_ROWS)}
PERIODIC = [t for t, r in enumerate(_ROWS) if r[3] != 'NONE']
# The types the cases below name.
(VALUE, PERLIN, SIMPLEX_VALUE, SIMPLEX, SIMPLEX_2002, SIMPLEX_CLASSIC,
 CELLULAR) = (TYPE_NAMES.index(n) for n in (
     'VALUE', 'PERLIN', 'SIMPLEX_VALUE', 'SIMPLEX', 'SIMPLEX_2002',
     'SIMPLEX_CLASSIC', 'CELLULAR'))
# Cellular returns and metrics (NoiseCellularReturn, NoiseMetric), by value.
RETURNS = [core_table('cellular_returns[', r'\{\s*"([\w-]+)"')[n]
           for n in enum_names('NoiseCellularReturn')[:-1]]
METRICS = [core_table('metrics[', r'\{\s*"([\w-]+)"')[n]
           for n in enum_names('NoiseMetric')[:-1]]
# The wave's shapes and profiles (NoiseWaveShape, NoiseWaveProfile).
WAVE = TYPE_NAMES.index('WAVE')
SHAPES = [core_table('wave_shapes[', r'\{\s*"([\w-]+)"')[n]
          for n in enum_names('NoiseWaveShape')[:-1]]
PROFILES = [core_table('wave_profiles[', r'\{\s*"([\w-]+)"')[n]
            for n in enum_names('NoiseWaveProfile')[:-1]]
# Gabor noise's modes (NoiseGaborMode).
GABOR = TYPE_NAMES.index('GABOR')
GABOR_MODES = [core_table('gabor_modes[', r'\{\s*"([\w-]+)"')[n]
               for n in enum_names('NoiseGaborMode')[:-1]]
MAX_COLUMNS = 255


def core_fields(header=os.path.join(HERE, '..', '..', 'core', 'noise.h')):
    """NOISE_FIELDS' (name, kind, count), in order: the slots of
    fuzz-core.h are their elements, numbered through."""
    with open(header) as f:
        text = f.read()
    table = text[text.index('#define NOISE_FIELDS_WITH(X, A)'):]
    table = table[:table.index('/* clang-format on */')]
    table = re.sub(r'/\*.*?\*/', ' ', table, flags=re.S)
    return [(name, kind, int(dim or 1)) for name, kind, dim in re.findall(
        r'X \(A,\s*(\w+),\s*\w+,\s*(\w+),\s*(?:\[(\d+)\])?\s*,', table)]


FIELDS = core_fields()
SLOTS = {}  # name: (first slot, kind, count)
for _name, _kind, _count in FIELDS:
    SLOTS[_name] = (sum(c for _, _, c in FIELDS[:len(SLOTS)]), _kind, _count)
PACK = {'FLOAT': '<f', 'INT': '<i', 'UINT32': '<I', 'ENUM': '<i'}

# The row's defaults (fuzz-core.h); the settings' are noise_settings_init's.
ROW_DEFAULTS = dict(origin=(0.0, 0.0, 0.0, 0.0),
                    step=(0.37, 0.23, 0.11, 0.07), x0=-5, n=19, columns=())

# noise.h's fractal modes, by value.
(FBM, TURBULENCE, RIDGED, MULTIFRACTAL, HYBRID, HETERO, RIDGED_MULTI,
 PING_PONG) = range(8)
FRACTALS = ['fbm', 'turbulence', 'ridged', 'multifractal',
            'hybrid-multifractal', 'hetero-terrain', 'ridged-multifractal',
            'ping-pong']


def record(slot, word):
    """One settings record: its slot and four bytes."""
    return struct.pack('<B', slot) + word


def row_bytes(origin, step, x0, n, columns):
    return (struct.pack('<4f4fiBB', *origin, *step, x0, n, len(columns))
            + struct.pack(f'<{len(columns)}i', *columns))


def encode(**fields):
    """The bytes of one input (fuzz-core.h): the row, then a record for
    each settings field given (an array's as a tuple), in NOISE_FIELDS'
    order; the others keep their defaults."""
    unknown = set(fields) - set(ROW_DEFAULTS) - set(SLOTS)
    if unknown:
        raise KeyError(f'no such field: {sorted(unknown)}')
    row = {**ROW_DEFAULTS, **{k: v for k, v in fields.items()
                              if k in ROW_DEFAULTS}}
    if set(fields) & set(OLD_TAIL):
        # These fields came after the 255th column in the format before:
        # such inputs sample those 255 columns, the row's repeated, and so
        # keep their meaning.
        columns = list(row['columns']) or [row['x0'] + row['n'] - 1 - i
                                           for i in range(row['n'])]
        while len(columns) < MAX_COLUMNS:
            columns.append(row['x0'] + len(columns) % max(row['n'], 1))
        row['columns'] = tuple(columns[:MAX_COLUMNS])
    data = row_bytes(row['origin'], row['step'], row['x0'], row['n'],
                     row['columns'])
    for name, (slot, kind, count) in SLOTS.items():
        if name in fields:
            values = fields[name] if count > 1 else (fields[name],)
            assert len(values) == count, name
            for e, v in enumerate(values):
                data += record(slot + e, struct.pack(PACK[kind], v))
    return data


# The format before the records, for --convert: these fields (words), the
# row, up to 255 columns, then these.
OLD_HEAD = ['type', 'dimensions', 'frequency', 'octaves', 'lacunarity',
            'persistence', 'fractal', 'seed', 'decorrelate_octaves',
            ('tile', 0), ('tile', 1), 'looping', 'loop_phase',
            'loop_length', 'fractal_offset', 'fractal_gain',
            'ping_pong_strength', 'weighted_strength', 'normalize',
            'detail']
OLD_TAIL = ['cellular_return', 'metric', 'minkowski_exponent', 'jitter',
            'smoothness', 'warp_mode', 'warp_amount', 'warp_type',
            'warp_frequency', 'warp_octaves', 'warp_seed']


def convert(data):
    """An input of the format before, as its old decoder read it (a word
    needs four bytes left; the n byte is read wherever it finds one), in
    this format: the same row, and a record per settings word it had."""
    at = 0

    def word():
        nonlocal at
        if len(data) - at < 4:
            return None
        at += 4
        return data[at - 4:at]

    def slot(field):
        name, e = field if isinstance(field, tuple) else (field, 0)
        return SLOTS[name][0] + e

    records = [(slot(f), w) for f in OLD_HEAD if (w := word()) is not None]
    origin = [w for _ in range(4) if (w := word()) is not None]
    step = [w for _ in range(4) if (w := word()) is not None]
    x0 = word()
    n = None
    if at < len(data):
        n = data[at]
        at += 1
    columns = []
    while len(columns) < MAX_COLUMNS and (w := word()) is not None:
        columns.append(w)
    records += [(slot(f), w) for f in OLD_TAIL if (w := word()) is not None]
    d = ROW_DEFAULTS
    out = b''.join(origin) + b''.join(struct.pack('<f', v)
                                      for v in d['origin'][len(origin):])
    out += b''.join(step) + b''.join(struct.pack('<f', v)
                                     for v in d['step'][len(step):])
    out += x0 if x0 is not None else struct.pack('<i', d['x0'])
    out += struct.pack('<BB', d['n'] if n is None else n, len(columns))
    out += b''.join(columns)
    return out + b''.join(record(s, w) for s, w in records)


def plugin_row(frequency, offsets, width=64):
    """The top row of a square width-pixel render by the plug-in without rotation
    (plug-in/render.c, set_mapping): the drawable's width spans one world
    unit, centred on the origin; offsets count cells of the first octave."""
    u0 = 0.5 / width - 0.5
    v0 = 0.5 / width - 0.5  # a square drawable
    origin = [u0 + offsets[0] / frequency, v0 + offsets[1] / frequency,
              offsets[2] / frequency, offsets[3] / frequency]
    return dict(origin=tuple(origin), step=(1.0 / width, 0.0, 0.0, 0.0), x0=0,
                n=width)


def seeds():
    """corpus/: every type and dimension, plain, tiled, looping and both,
    the fractal modes, octaves and seeds varied along the way."""
    cases = {}
    k = 0
    for t, dims in DIMENSIONS.items():
        for d in dims:
            modes = ['plain'] + (['tiled', 'looping', 'tiled-looping']
                                 if t in PERIODIC else [])
            for mode in modes:
                k += 1
                fields = dict(type=t, dimensions=d, frequency=1.5 + k % 5,
                              octaves=1 + k % 6, fractal=k % 3, seed=k % 4,
                              decorrelate_octaves=k % 2,
                              origin=(-3.3, 1.7, 0.25, 9.1), x0=-7 + k,
                              n=17 + k % 40)
                if 'tiled' in mode:
                    fields['tile'] = (2.5, 1.25)
                if 'looping' in mode:
                    fields.update(looping=1, loop_phase=0.3, loop_length=3.0)
                if k % 3 == 0:
                    fields['columns'] = (5, -40, 1000, 7, 7, -100000, 250000)
                cases[f'seed-{NICKS[t]}-{d}d-{mode}'] = encode(**fields)
    # Cellular noise: every return with every metric, in turn over the
    # dimensions, plain, tiled and looping, jitters 0 to 1.
    for r, ret in enumerate(RETURNS):
        for m, metric in enumerate(METRICS):
            k += 1
            d = 1 + k % 3
            mode = ['plain', 'tiled', 'looping'][k % 3]
            fields = dict(type=CELLULAR, dimensions=d, frequency=1.5 + k % 5,
                          octaves=1 + k % 4, fractal=k % 3, seed=k % 4,
                          origin=(-3.3, 1.7, 0.25, 9.1), x0=-7 + k,
                          n=17 + k % 40, cellular_return=r, metric=m,
                          minkowski_exponent=[0.5, 1.3, 4.0, 8.0][k % 4],
                          jitter=[0.0, 0.5, 1.0][k % 3],
                          smoothness=[0.0, 0.3, 1.0][k % 3])
            if mode == 'tiled' and d >= 2:
                fields['tile'] = (2.5, 1.25)
            if mode == 'looping':
                fields.update(looping=1, loop_phase=0.3, loop_length=3.0)
            cases[f'seed-cellular-{ret}-{metric}-{d}d-{mode}'] = encode(
                **fields)
    # Waves: every shape with every profile, in the dimensions it needs
    # (noise.h, WAVE), plain, tiled and looping in turn, phases 0 to 1.
    for s, shape in enumerate(SHAPES):
        for p, profile in enumerate(PROFILES):
            k += 1
            d = max(1 + k % 3, {'bands-y': 2, 'rings-x': 2, 'bands-z': 3}.get(shape, 1))
            mode = ['plain', 'tiled', 'looping'][k % 3]
            fields = dict(type=WAVE, dimensions=d, frequency=1.5 + k % 5,
                          octaves=1 + k % 4, fractal=k % 3, seed=k % 4,
                          origin=(-3.3, 1.7, 0.25, 9.1), x0=-7 + k,
                          n=17 + k % 40, wave_shape=s, wave_profile=p,
                          wave_phase=[0.0, 0.4, 1.0][k % 3])
            if mode == 'tiled' and d >= 2:
                fields['tile'] = (2.5, 1.25)
            if mode == 'looping':
                fields.update(looping=1, loop_phase=0.3, loop_length=3.0)
            cases[f'seed-wave-{shape}-{profile}-{d}d-{mode}'] = encode(
                **fields)
    # Gabor noise: every mode in every dimension (the phasor with each
    # profile), plain, tiled and looping in turn, anisotropies 0 to 1.
    for m, gabor_mode in enumerate(GABOR_MODES):
        for d in (1, 2, 3):
            for p, profile in enumerate(PROFILES if gabor_mode == 'phasor'
                                        else PROFILES[:1]):
                k += 1
                mode = ['plain', 'tiled', 'looping'][k % 3]
                fields = dict(type=GABOR, dimensions=d, frequency=1.5 + k % 5,
                              octaves=1 + k % 4, fractal=k % 3, seed=k % 4,
                              origin=(-3.3, 1.7, 0.25, 9.1), x0=-7 + k,
                              n=17 + k % 40, gabor_mode=m, wave_profile=p,
                              gabor_frequency=[1.0, 2.0, 9.0][k % 3],
                              gabor_anisotropy=[0.0, 0.6, 1.0][k % 3],
                              gabor_orientation=[-200.0, 45.0, 300.0][k % 3])
                if mode == 'tiled' and d >= 2:
                    fields['tile'] = (2.5, 1.25)
                if mode == 'looping':
                    fields.update(looping=1, loop_phase=0.3, loop_length=3.0)
                name = gabor_mode + (f'-{profile}' if gabor_mode == 'phasor'
                                     else '')
                cases[f'seed-gabor-{name}-{d}d-{mode}'] = encode(**fields)
    return cases


def fractals():
    """corpus/seed-fractal-*: issue 24's fractal modes on every basis (raw
    and normalised, offsets and gains, weights, partial octaves), tiled and
    looping in turn."""
    cases = {}
    k = 0
    bases = [(t, d) for t, dims in DIMENSIONS.items() for d in dims]
    for fractal in range(len(FRACTALS)):
        for t, d in bases[fractal::3]:
            k += 1
            fields = dict(type=t, dimensions=d, frequency=1.5 + k % 4,
                          octaves=2 + k % 5, fractal=fractal, seed=k % 3,
                          fractal_offset=(0.0, 0.7, 1.0, -0.4)[k % 4],
                          fractal_gain=(1.0, 2.0, 0.5)[k % 3],
                          ping_pong_strength=(2.0, 1.3, 5.5)[k % 3],
                          weighted_strength=(0.0, 0.6, 1.0)[k % 3],
                          normalize=k % 2,
                          detail=(0.0, 3.4, 1.5, 7.99)[k % 4],
                          origin=(-3.3, 1.7, 0.25, 9.1), x0=-7 + k,
                          n=17 + k % 40)
            mode = 'plain'
            if t in PERIODIC and d >= 2 and k % 3 == 1:
                fields['tile'] = (2.5, 1.25)
                mode = 'tiled'
            if t in PERIODIC and k % 3 == 2:
                fields.update(looping=1, loop_phase=0.3, loop_length=3.0)
                mode = 'looping'
            name = f'seed-fractal-{FRACTALS[fractal]}-{NICKS[t]}-{d}d-{mode}'
            cases[name] = encode(**fields)
    # The extremes of each range at once: the largest raw values.
    for fractal in (MULTIFRACTAL, HYBRID, HETERO, RIDGED_MULTI):
        for offset in (16.0, -16.0):
            cases[f'seed-fractal-{FRACTALS[fractal]}-extreme-{offset:+g}'] = \
                encode(type=PERLIN, dimensions=3, fractal=fractal,
                       frequency=0.01, lacunarity=1.0, persistence=1.0,
                       octaves=16, fractal_offset=offset, fractal_gain=16.0,
                       normalize=0, origin=(1e3, -7.5, 3.25, 0.0))
    return cases


def refusals():
    """regressions/refused-*: settings noise.h says noise_prepare refuses."""
    bad = {
        'type-negative': dict(type=-1),
        'type-count': dict(type=TYPE_COUNT),
        'type-max': dict(type=2**31 - 1),
        'dimensions-0': dict(dimensions=0),
        'dimensions-5': dict(dimensions=5),
        'dimensions-2002-2d': dict(type=SIMPLEX_2002, dimensions=2),
        'dimensions-perlin-4d': dict(type=PERLIN, dimensions=4),
        'frequency-nan': dict(frequency=NAN),
        'frequency-inf': dict(frequency=INF),
        'frequency-0': dict(frequency=0.0),
        'frequency-negative': dict(frequency=-4.0),
        'frequency-over-max': dict(frequency=65537.0),
        'octaves-0': dict(octaves=0),
        'octaves-17': dict(octaves=17),
        'octaves-min': dict(octaves=-2**31),
        'lacunarity-nan': dict(lacunarity=NAN),
        'lacunarity-inf': dict(lacunarity=INF),
        'lacunarity-below-1': dict(lacunarity=0.5),
        'persistence-nan': dict(persistence=NAN),
        'persistence-negative': dict(persistence=-0.5),
        'persistence-over-1': dict(persistence=1.5),
        'fractal-8': dict(fractal=8),
        'fractal-negative': dict(fractal=-1),
        'fractal-offset-nan': dict(fractal=HETERO, fractal_offset=NAN),
        'fractal-offset-over': dict(fractal=HYBRID, fractal_offset=16.5),
        'fractal-gain-negative': dict(fractal=RIDGED_MULTI, fractal_gain=-1.0),
        'fractal-gain-inf': dict(fractal=HYBRID, fractal_gain=INF),
        'ping-pong-strength-over': dict(fractal=PING_PONG,
                                        ping_pong_strength=65.0),
        'ping-pong-strength-nan': dict(fractal=PING_PONG,
                                       ping_pong_strength=NAN),
        'weighted-strength-over': dict(weighted_strength=1.5),
        'weighted-strength-negative': dict(weighted_strength=-0.1),
        'detail-negative': dict(detail=-0.5),
        'detail-over-16': dict(detail=16.5),
        'detail-nan': dict(detail=NAN),
        'detail-top-frequency': dict(frequency=40000.0, detail=1.01),
        'top-frequency': dict(frequency=65536.0, octaves=2),
        'tile-nan': dict(type=PERLIN, tile=(NAN, 1.0)),
        'tile-inf': dict(type=PERLIN, tile=(INF, INF)),
        'tile-negative': dict(type=VALUE, tile=(-1.0, -1.0)),
        'tile-one-axis': dict(type=SIMPLEX, tile=(1.0, 0.0)),
        'tile-2002': dict(type=SIMPLEX_2002, tile=(1.0, 1.0)),
        'loop-phase-nan': dict(looping=1, loop_phase=NAN),
        'loop-phase-inf': dict(looping=1, loop_phase=-INF),
        'loop-length-0': dict(looping=1, loop_length=0.0),
        'loop-length-inf': dict(type=VALUE, looping=1, loop_length=INF),
        'loop-classic': dict(type=SIMPLEX_CLASSIC, dimensions=2, looping=1),
        'cellular-return-count': dict(type=CELLULAR, cellular_return=6),
        'cellular-return-negative': dict(type=CELLULAR, cellular_return=-1),
        'cellular-metric-count': dict(type=CELLULAR, metric=4),
        'cellular-exponent-low': dict(type=CELLULAR, metric=3,
                                      minkowski_exponent=0.25),
        'cellular-exponent-nan': dict(type=CELLULAR, minkowski_exponent=NAN),
        'cellular-jitter-over-1': dict(type=CELLULAR, jitter=1.5),
        'cellular-jitter-nan': dict(type=CELLULAR, jitter=NAN),
        'cellular-smoothness-inf': dict(type=CELLULAR, smoothness=INF),
    }
    return {f'refused-{name}': encode(**f) for name, f in bad.items()}


def issue13():
    """Issue 13's reproducers, and the same failure in every type.  Today the lattice coordinates overflow the core's float-to-int
    rounding (noise-internal.h), or the cell counts overflow an int
    (domain.c, whole_cells): undefined behaviour."""
    cases = {
        # perlin, frequency 0.01, lacunarity 16, octaves 6, offset-x 10000:
        # the top octave samples at about 1e10 cells.
        'issue13-perlin-lacunarity-16': encode(
            type=PERLIN, dimensions=2, frequency=0.01, lacunarity=16.0,
            octaves=6, **plugin_row(0.01, (10000, 0, 0, 0))),
        # value, lacunarity 2.847, 16 octaves, offsets -10000, 10000.
        'issue13-value-lacunarity-2.847': encode(
            type=VALUE, dimensions=2, frequency=0.01, lacunarity=2.847,
            octaves=16, **plugin_row(0.01, (-10000, 10000, 0, 0))),
        # A tile period of 1e-20: one whole cell, a frequency of 1e20.
        'issue13-tile-1e-20-perlin': encode(
            type=PERLIN, dimensions=2, tile=(1e-20, 1e-20)),
        'issue13-tile-1e-20-simplex': encode(
            type=SIMPLEX, dimensions=2, tile=(1e-20, 1e-20)),
        # The smallest period: the snapped frequency overflows to infinity,
        # and even the point 0 gives 0 * inf = NaN (found by the fuzzer).
        'issue13-tile-denormal-perlin': encode(
            type=PERLIN, dimensions=3, frequency=2.5, octaves=4,
            lacunarity=2.984375, tile=(1.4e-45, 1.4e-45),
            step=(0.0, 0.0, 0.0, 0.0), x0=0, n=3),
        # Cell counts past INT_MAX: tile * frequency, loop_length * scale.
        'issue13-tile-cells-overflow': encode(
            type=VALUE, dimensions=2, frequency=4.0, tile=(1e30, 1e30)),
        'issue13-tile-cells-3e9': encode(
            type=PERLIN, dimensions=2, frequency=1.5, tile=(2e9, 2e9)),
        'issue13-loop-cells-overflow': encode(
            type=VALUE, dimensions=2, looping=1, loop_length=1e30),
        'issue13-loop-length-huge-simplex': encode(
            type=SIMPLEX, dimensions=3, looping=1, loop_length=1e30),
    }
    # The extreme columns, 2^31 steps away.
    cases['issue13-extreme-columns'] = encode(
        type=PERLIN, dimensions=3, columns=(0, -2**31, 2**31 - 1))
    # Tiled Value and Perlin far out (2^27 cells): the row path's bits
    # differ from noise_eval's (found by the fuzzer).
    for t in (VALUE, PERLIN):
        cases[f'row-tiled-far-{NICKS[t]}'] = encode(
            type=t, dimensions=2, frequency=5.5, decorrelate_octaves=0,
            tile=(2.5, 1.25), step=(1.0, 0.0, 0.0, 0.0), x0=2**27, n=200,
            columns=(0,))
    # NaN and infinite points in every type, in the row and the columns.
    for t, dims in DIMENSIONS.items():
        d = dims[-1] if t != SIMPLEX else 3
        cases[f'issue13-nan-point-{NICKS[t]}'] = encode(
            type=t, dimensions=d, origin=(NAN, 0.5, NAN, 0.5))
        cases[f'issue13-inf-point-{NICKS[t]}'] = encode(
            type=t, dimensions=d, origin=(INF, -INF, 1.0, 2.0), n=4)
        cases[f'issue13-huge-point-{NICKS[t]}'] = encode(
            type=t, dimensions=d, origin=(3e9, -1e30, 1e38, 5e9), n=4)
    # The same in the cellular returns with passes of their own (edge,
    # smooth F1) and the Minkowski metric's powers, tiled and far out.
    for r in (4, 5):
        for m in (0, 3):
            name = f'cellular-{RETURNS[r]}-{METRICS[m]}'
            common = dict(type=CELLULAR, dimensions=3, cellular_return=r,
                          metric=m, minkowski_exponent=0.5)
            cases[f'{name}-nan-point'] = encode(
                origin=(NAN, 0.5, NAN, 0.5), **common)
            cases[f'{name}-huge-point'] = encode(
                origin=(3e9, -1e30, 1e38, 5e9), n=4, **common)
            cases[f'{name}-tiled-far'] = encode(
                frequency=5.5, tile=(2.5, 1.25), step=(1.0, 0.0, 0.0, 0.0),
                x0=2**27, n=200, **common)
    return cases


def warps():
    """Domain warp (noise.h, DOMAIN WARP): every type warped by the next,
    each mode, plain, tiled and looping; and its refusals and far
    points."""
    cases = {}
    for t, dims in DIMENSIONS.items():
        for k, mode in enumerate((1, 2)):
            d = dims[-1]
            w = (t + 1 + k) % len(NICKS)
            cases[f'warp-{NICKS[t]}-by-{NICKS[w]}-{mode}'] = encode(
                type=t, dimensions=d, frequency=3.0, octaves=2,
                warp_mode=mode, warp_type=w, warp_amount=1.5 * (k + 1),
                warp_frequency=2.5, warp_octaves=2 + k, warp_seed=9)
            if t in (SIMPLEX_2002, SIMPLEX_CLASSIC):
                continue
            cases[f'warp-{NICKS[t]}-tiled-looping-{mode}'] = encode(
                type=t, dimensions=min(d, 3), tile=(1.5, 0.75), looping=1,
                loop_phase=0.4, warp_mode=mode, warp_type=t,
                warp_frequency=1.25, warp_octaves=4)
    # The orientation mode turns Gabor noise (2D, 3D), plain and tiled
    # looping; elsewhere it is refused (warp_regressions).
    for d in (2, 3):
        cases[f'warp-gabor-{d}d-orientation'] = encode(
            type=GABOR, dimensions=d, frequency=3.0, octaves=2, warp_mode=3,
            warp_type=SIMPLEX, warp_amount=1.5, warp_frequency=0.8,
            warp_octaves=2, warp_seed=9, gabor_anisotropy=0.9)
        cases[f'warp-gabor-{d}d-orientation-tiled-looping'] = encode(
            type=GABOR, dimensions=d, tile=(1.5, 0.75), looping=1,
            loop_phase=0.4, warp_mode=3, warp_type=GABOR, warp_amount=64.0,
            warp_frequency=1.25, warp_octaves=4)
    return cases


def levels():
    """corpus/seed-levels-*: NOISE_LEVELS_FILL (noise.h, LEVELS) on every
    type, plain, tiled and looping in turn, off-centre, over Musgrave's raw
    modes and a warp."""
    cases = {}
    for k, (t, dims) in enumerate(DIMENSIONS.items()):
        fields = dict(type=t, dimensions=dims[-1], levels=1, octaves=1 + k % 4,
                      fractal=k % len(FRACTALS), normalize=k % 2,
                      levels_centre=(0.25 * k, -1.5, 0.5, 0.0),
                      origin=(-3.3, 1.7, 0.25, 9.1), x0=-7 + k, n=17 + k)
        mode = 'plain'
        if t in PERIODIC and k % 3 == 1:
            fields.update(dimensions=2, tile=(2.5, 1.25))
            mode = 'tiled'
        elif t in PERIODIC and k % 3 == 2:
            fields.update(looping=1, loop_phase=0.3, loop_length=3.0)
            mode = 'looping'
        cases[f'seed-levels-fill-{NICKS[t]}-{mode}'] = encode(**fields)
    cases['seed-levels-fill-warp'] = encode(
        levels=1, octaves=3, warp_mode=2, warp_amount=2.0)
    return cases


def levels_regressions():
    """regressions/refused-levels-*: what noise.h's LEVELS refuses, and a
    flat layer, which fill must refuse rather than stretch."""
    return {f'refused-levels-{name}': encode(**f) for name, f in {
        'count': dict(levels=2),
        'negative': dict(levels=-1),
        'centre-nan': dict(levels=1, levels_centre=(0.0, NAN, 0.0, 0.0)),
        'centre-inf': dict(levels_centre=(0.0, 0.0, 0.0, -INF)),
        'flat': dict(type=VALUE, levels=1, frequency=1e-30),
    }.items()}


def warp_regressions():
    cases = {}
    common = dict(type=SIMPLEX, dimensions=3)
    for name, fields in {
            'mode-count': dict(warp_mode=4),
            'orientation-simplex': dict(warp_mode=3),
            'orientation-1d': dict(type=GABOR, dimensions=1, warp_mode=3),
            'mode-negative': dict(warp_mode=-1),
            'amount-nan': dict(warp_mode=1, warp_amount=NAN),
            'amount-over': dict(warp_mode=2, warp_amount=65.0),
            'frequency-inf': dict(warp_mode=1, warp_frequency=INF),
            'octaves-17': dict(warp_mode=2, warp_octaves=17),
            'type-count': dict(warp_mode=1, warp_type=7),
            'type-no-dimension': dict(warp_mode=1, warp_type=SIMPLEX_CLASSIC),
            'type-not-periodic': dict(warp_mode=1, warp_type=SIMPLEX_2002,
                                      looping=1),
            'top-frequency': dict(warp_mode=2, warp_frequency=40000.0),
            'nan-point': dict(warp_mode=2, origin=(NAN, 0.5, NAN, 0.5)),
            'huge-point': dict(warp_mode=1, origin=(3e9, -1e30, 1e38, 5e9),
                               n=4),
            'greatest': dict(warp_mode=2, warp_amount=64.0,
                             warp_frequency=65536.0, warp_octaves=1,
                             frequency=0.01),
            # Issue 34: deep progressive warps whose Jacobians overflowed
            # float (NaN derivatives), and a frequency so small that
            # warp_amount / frequency was infinite.
            'issue34-deep-progressive': dict(
                dimensions=2, persistence=1.0, warp_mode=2, warp_amount=64.0,
                warp_octaves=16, origin=(-0.5, -0.2, 0, 0),
                step=(1 / 128, 0, 0, 0), x0=0, n=128),
            'issue34-deep-progressive-3d': dict(
                persistence=1.0, warp_mode=2, warp_amount=64.0,
                warp_octaves=14, origin=(-0.5, -0.2, 0.3, 0),
                step=(1 / 128, 0, 0, 0), x0=0, n=128),
            'issue34-warp-frequency-26': dict(
                dimensions=2, frequency=0.1, warp_mode=2, warp_amount=64.0,
                warp_frequency=26.0, warp_octaves=9, origin=(-0.5, 0.1, 0, 0),
                step=(1 / 128, 0, 0, 0), x0=0, n=128),
            'issue34-tiny-frequency-independent': dict(
                frequency=1e-38, warp_mode=1, warp_amount=64.0),
            'issue34-tiny-frequency-progressive': dict(
                frequency=1e-38, warp_mode=2, warp_amount=64.0),
    }.items():
        cases[f'warp-{name}'] = encode(**dict(common, **fields))
    return cases


def convert_directory(directory):
    """--convert: every file of directory into this format; a file named by
    its SHA-1 (libFuzzer's) gets its new one."""
    for name in sorted(os.listdir(directory)):
        path = os.path.join(directory, name)
        with open(path, 'rb') as f:
            data = convert(f.read())
        os.remove(path)
        if re.fullmatch(r'[0-9a-f]{40}', name):
            name = hashlib.sha1(data).hexdigest()
        with open(os.path.join(directory, name), 'wb') as f:
            f.write(data)


def write(directory, cases):
    os.makedirs(directory, exist_ok=True)
    for name, data in sorted(cases.items()):
        with open(os.path.join(directory, name), 'wb') as f:
            f.write(data)


def erosion():
    """corpus/seed-erosion-*: the erosion stage (noise.h, EROSION) on every
    type with a 2D form, plain, tiled, looping and warped in turn, as the
    height and as the ridge map, with levels fill on some."""
    cases = {}
    for k, (t, dims) in enumerate(DIMENSIONS.items()):
        if dims[-1] < 2:
            continue
        fields = dict(type=t, dimensions=max(2, min(dims[-1], 3)),
                      octaves=1 + k % 3, erosion_strength=0.2 + 0.3 * (k % 4),
                      erosion_scale=0.3 + 0.2 * k, erosion_octaves=1 + k % 5,
                      erosion_ridge=k % 2, levels=k % 3 == 0,
                      origin=(-1.3, 0.7, 0.25, 0.5), x0=-5 + k, n=21 + k)
        mode = 'plain'
        if t in PERIODIC and k % 3 == 1:
            fields.update(dimensions=2, tile=(2.5, 1.25))
            mode = 'tiled'
        elif t in PERIODIC and k % 3 == 2:
            fields.update(looping=1, loop_phase=0.3, loop_length=3.0)
            mode = 'looping'
        cases[f'seed-erosion-{NICKS[t]}-{mode}'] = encode(**fields)
    cases['seed-erosion-warp'] = encode(
        dimensions=2, octaves=3, warp_mode=2, warp_amount=2.0,
        erosion_strength=1.0, erosion_octaves=8)
    return cases


def erosion_regressions():
    """regressions/refused-erosion-*: what noise.h's EROSION refuses (its
    ranges, NaN, and 1D noise), and hostile points it must carve finitely."""
    return {f'{"refused" if name[0] != "+" else "hostile"}-erosion-'
            f'{name.lstrip("+")}': encode(**f) for name, f in {
        'strength-nan': dict(erosion_strength=NAN),
        'strength-over': dict(erosion_strength=2.5),
        'octaves-0': dict(erosion_strength=0.5, erosion_octaves=0),
        'octaves-9': dict(erosion_strength=0.5, erosion_octaves=9),
        'scale-inf': dict(erosion_strength=0.5, erosion_scale=INF),
        'one-dimension': dict(type=PERLIN, dimensions=1, erosion_strength=0.5),
        '+nan-point': dict(dimensions=2, erosion_strength=1.0,
                           origin=(NAN, 0.5, 0, 0)),
        '+huge-point': dict(dimensions=2, erosion_strength=2.0,
                            origin=(3e9, -1e30, 0, 0), n=4),
        '+deep-warp': dict(dimensions=2, persistence=1.0, warp_mode=2,
                           warp_amount=64.0, warp_octaves=12,
                           erosion_strength=2.0, erosion_scale=16.0,
                           erosion_octaves=8),
    }.items()}


def main():
    top = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(
        os.path.abspath(__file__))
    if len(sys.argv) > 2 and sys.argv[2] == '--convert':
        for d in ('corpus', 'regressions'):
            convert_directory(os.path.join(top, d))
        return
    write(os.path.join(top, 'corpus'),
          dict(seeds(), **fractals(), **warps(), **levels(), **erosion()))
    write(os.path.join(top, 'regressions'),
          dict(refusals(), **issue13(), **warp_regressions(),
               **levels_regressions(), **erosion_regressions()))


if __name__ == '__main__':
    main()
