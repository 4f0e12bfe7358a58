#!/usr/bin/env python3
"""Writes the GEGL operation's fuzz inputs, in the format fuzz-op.c reads:

  op-corpus/<sha1>      inputs of random bytes, the same every run (seed
                        21), of lengths from a few bytes (most properties
                        left as they are) to enough for every property and
                        region; libFuzzer starts from them;
  op-regressions/*      issue 21's hostile properties (damaged and non-RGB
                        ICC profiles, huge, malformed and decimal-comma
                        gradients, a 1x1 canvas far out), each a file the
                        operation must render or refuse as documented.

    python3 tests/fuzz/make-op-inputs.py [TESTS-FUZZ-DIR]

Files are rewritten byte for byte, so running it again changes nothing
unless a case below changed.  Inputs the fuzzer found (op-corpus/ files
named by their hash) are left alone.

The format is positional: one field per property, in the order fuzz-op.c
reads them, which this script asks it for (FUZZ_OP_PROPERTIES: the
properties of its closed format, the regions, then every property added
since, in the order GEGL lists them), with each property's type, default
and enum nicks.  So it needs the build of fuzz-op-replay: BUILD-DIR, by
default _build in the source tree, run inside the GIMP root:

    build-aux/gimp3-env python3 tests/fuzz/make-op-inputs.py [TESTS-FUZZ-DIR [BUILD-DIR]]

A property an input does not name is written as "left as it is" (a
double) or as its default; the properties after the regions only up to
the last one a case names (the others stay at their defaults).
"""
import base64
import hashlib
import os
import random
import struct
import subprocess
import sys

NAN = float('nan')
INF = float('inf')

HERE = os.path.dirname(os.path.abspath(__file__))


def op_properties(build):
    """fuzz-op.c's order: ([(name, type, default, nicks)] before the
    regions, [...] after them), from fuzz-op-replay (FUZZ_OP_PROPERTIES)."""
    env = dict(os.environ, FUZZ_OP_PROPERTIES='1', ASAN_OPTIONS='detect_leaks=0',
               GEGL_PATH=os.path.join(build, 'tests', 'fuzz', 'op-module'))
    text = subprocess.run(
        [os.path.join(build, 'tests', 'fuzz', 'fuzz-op-replay'), os.devnull],
        env=env, check=True, capture_output=True, text=True).stdout
    lists, properties = [], []
    for line in text.splitlines():
        if line == 'regions':
            lists.append(properties)
            properties = []
            continue
        name, kind, default, *nicks = line.split('\t')
        nicks = nicks[0].split(',') if nicks else []
        if kind in ('int', 'uint', 'boolean'):
            default = int(default)
        elif kind == 'double':
            default = None  # left as it is
        elif kind == 'string':
            assert default == '', (name, default)
            default = None  # empty
        properties.append((name, kind, default, nicks))
    lists.append(properties)
    assert len(lists) == 2, 'no "regions" line from fuzz-op-replay'
    return lists


BEFORE, AFTER = [], []  # op_properties' lists, set by main()
# fuzz-op.c's choices per byte.
DOUBLE_PICKS = {'min': 0, 'max': 1, 'nan': 2, 'inf': 3, '-inf': 4}
DOUBLE_RAW, DOUBLE_LEAVE = 5, 6
INT_PICKS = {'min': 0, 'max': 1}
INT_RAW = 2
SEPARATORS = [' ', ',', ', ', '  ']
# Three regions: (x, y, width, height, mipmap level), inside the default
# 1024 x 1024 canvas, beyond it, and zoomed out.
REGIONS = [(0, 0, 48, 16, 0), (-1000, 500, 17, 5, 1), (123456, -7, 9, 3, 3)]


def double_field(v):
    if v is None:
        return bytes([DOUBLE_LEAVE]) + bytes(8)
    if isinstance(v, str):
        return bytes([DOUBLE_PICKS[v]]) + bytes(8)
    return bytes([DOUBLE_RAW]) + struct.pack('>d', v)


def int_field(v, code):
    if isinstance(v, str):
        return bytes([INT_PICKS[v]]) + bytes(4)
    return bytes([INT_RAW]) + struct.pack('>' + code, v)


def gradient_field(g):
    """None: empty; 'long': 400 KB of numbers; ('raw', bytes);
    ('decimal', floats, separator indexes); ('base64', floats)."""
    if g is None:
        return bytes([0, 4])
    if g == 'long':
        return bytes([0, 3])
    if g[0] == 'raw':
        assert len(g[1]) < 256
        return bytes([0, 0, len(g[1])]) + g[1]
    if g[0] == 'decimal':
        floats, seps = g[1], g[2]
        data = bytes([0, 1, len(floats)])
        for i, f in enumerate(floats):
            data += struct.pack('>f', f)
            if i:
                data += bytes([seps[(i - 1) % len(seps)]])
        return data
    assert g[0] == 'base64' and len(g[1]) < 64
    return bytes([0, 2, len(g[1])]) + struct.pack(f'<{len(g[1])}f', *g[1])


def profile_field(p):
    """None: empty (sRGB); 'long': 2 MB of text; bytes: an ICC profile of
    an even length up to 510 bytes."""
    if p is None:
        return bytes([0, 3])
    if p == 'long':
        return bytes([0, 2])
    assert len(p) % 2 == 0 and len(p) <= 510
    return bytes([0, 0, len(p) // 2]) + p


def property_field(kind, nicks, name, v):
    if kind == 'enum':
        return bytes([nicks.index(v)])
    if kind == 'boolean':
        return bytes([int(v)])
    if kind == 'double':
        return double_field(v)
    if kind in ('int', 'uint'):
        return int_field(v, 'i' if kind == 'int' else 'I')
    if name == 'profile':
        return profile_field(v)
    return gradient_field(v)


def encode(regions=REGIONS, **props):
    """The bytes of one input: every property (by its name with _ for -)
    before the regions, the regions, then those after them up to the last
    one given."""
    given = {name.replace('_', '-'): v for name, v in props.items()}
    unknown = set(given) - {p[0] for p in BEFORE + AFTER}
    if unknown:
        raise KeyError(f'no such property: {sorted(unknown)}')
    data = b''
    for name, kind, default, nicks in BEFORE:
        data += property_field(kind, nicks, name, given.get(name, default))
    for x, y, width, height, level in regions:
        data += bytes([0]) + struct.pack('>ii', x, y)
        data += bytes([width - 1, height - 1, level])
    last = max([i + 1 for i, p in enumerate(AFTER) if p[0] in given], default=0)
    for name, kind, default, nicks in AFTER[:last]:
        data += property_field(kind, nicks, name, given.get(name, default))
    return data


# ICC profiles (ICC.1:2010), made here byte by byte so that each case is
# the same whatever lcms2 writes.
def s15f16(*values):
    return b''.join(struct.pack('>i', round(v * 65536)) for v in values)


def xyz_tag(x, y, z):
    return b'XYZ ' + bytes(4) + s15f16(x, y, z)


def curv_tag(count, entries=b''):
    return b'curv' + bytes(4) + struct.pack('>I', count) + entries


D50 = (0.9642, 1.0, 0.8249)
GAMMA_22 = curv_tag(1, struct.pack('>H', round(2.2 * 256)))


def icc(tags, space=b'RGB ', device=b'mntr', pcs=b'XYZ ', shared=()):
    """A profile of the tags (signature, data), in order; each of shared
    (signature, signature of an earlier tag) points at that tag's data."""
    count = len(tags) + len(shared)
    offset = 128 + 4 + 12 * count
    table, body, at = b'', b'', {}
    for sig, data in tags:
        data += bytes(-len(data) % 4)
        at[sig] = (offset + len(body), len(data))
        table += sig + struct.pack('>II', *at[sig])
        body += data
    for sig, same in shared:
        table += sig + struct.pack('>II', *at[same])
    size = offset + len(body)
    header = struct.pack('>I', size) + bytes(4) + struct.pack('>I', 0x02100000)
    header += device + space + pcs + bytes(12) + b'acsp' + bytes(24)
    header += bytes(4) + s15f16(*D50) + bytes(48)
    assert len(header) == 128
    return header + struct.pack('>I', count) + table + body


def rgb_tags(trc=GAMMA_22):
    """An RGB matrix-and-curves profile's tags: sRGB's primaries adapted
    to D50, one gamma 2.2 curve for the three channels."""
    return [(b'wtpt', xyz_tag(*D50)),
            (b'rXYZ', xyz_tag(0.4361, 0.2225, 0.0139)),
            (b'gXYZ', xyz_tag(0.3851, 0.7169, 0.0971)),
            (b'bXYZ', xyz_tag(0.1431, 0.0606, 0.7141)),
            (b'rTRC', trc)]


RGB_SHARED = [(b'gTRC', b'rTRC'), (b'bTRC', b'rTRC')]
VALID = icc(rgb_tags(), shared=RGB_SHARED)


def patched(profile, at, value):
    return profile[:at] + value + profile[at + len(value):]


def tag_entry(profile, sig):
    """Where the tag table entry of sig is in profile."""
    count = struct.unpack('>I', profile[128:132])[0]
    for t in range(count):
        if profile[132 + 12 * t:136 + 12 * t] == sig:
            return 132 + 12 * t
    raise KeyError(sig)


def profiles():
    """Issue 21's hostile profiles: each damage alone, on a valid one."""
    rtrc = tag_entry(VALID, b'rTRC')
    rtrc_at = struct.unpack('>I', VALID[rtrc + 4:rtrc + 8])[0]
    huge_curve = icc(rgb_tags(curv_tag(1 << 24, bytes(4))),
                     shared=RGB_SHARED)
    huge_entry = tag_entry(huge_curve, b'rTRC')
    rng = random.Random(2121)
    return {
        'profile-valid': VALID,
        'profile-truncated': VALID[:len(VALID) // 2 & ~1],
        'profile-truncated-table': VALID[:140],
        'profile-oversized': patched(VALID, 0, struct.pack('>I', 0xfffffff0)),
        'profile-size-short': patched(VALID, 0, struct.pack('>I', 200)),
        'profile-tag-offset-past-end':
            patched(VALID, rtrc + 4, struct.pack('>I', 0x7ffffff0)),
        'profile-tag-size-past-end':
            patched(VALID, rtrc + 8, struct.pack('>I', 0xfffffff0)),
        'profile-tag-count-huge':
            patched(VALID, 128, struct.pack('>I', 0xffffffff)),
        'profile-tag-count-101': patched(VALID, 128, struct.pack('>I', 101)),
        # 16M entries claimed, four bytes there, and the tag's size saying
        # they are all there (32 MB past the end).
        'profile-curve-16m': huge_curve,
        'profile-curve-16m-sized': patched(
            huge_curve, huge_entry + 8, struct.pack('>I', 12 + 2 * (1 << 24))),
        'profile-curve-gamma-0': patched(VALID, rtrc_at + 12, bytes(2)),
        'profile-cmyk': icc(rgb_tags(), space=b'CMYK', device=b'prtr',
                            shared=RGB_SHARED),
        'profile-grey': icc([(b'wtpt', xyz_tag(*D50)), (b'kTRC', GAMMA_22)],
                            space=b'GRAY'),
        'profile-lab': icc(rgb_tags(), space=b'Lab ', device=b'spac',
                           pcs=b'Lab ', shared=RGB_SHARED),
        'profile-random': bytes(rng.randrange(256) for _ in range(300)),
        'profile-long': 'long',
    }


def regressions():
    """op-regressions/: issue 21's findings as fuzz-op inputs."""
    cases = {name: encode(profile=p) for name, p in profiles().items()}
    # Colours past the largest the operation takes (its blends would
    # overflow float): exactly, and as decimal text.
    cases['gradient-3e38-base64'] = encode(
        gradient=('base64', [3e38, -3e38, 0.0, 1.0, -3e38, 3e38, 1.0, 1.0]))
    cases['gradient-3e38-decimal'] = encode(
        gradient=('decimal', [3e38, -3e38, 0.0, 1.0, -3e38, 3e38, 1.0, 1.0],
                  [0]))
    cases['gradient-inf-base64'] = encode(
        gradient=('base64', [INF, 0.0, 0.0, 1.0, NAN, 1.0, 1.0, 1.0]))
    # "0,5 0,5 0,5 1 ...": decimal commas, read as twice as many numbers.
    cases['gradient-decimal-comma'] = encode(
        gradient=('decimal', [0.0, 5.0, 0.0, 5.0, 0.0, 5.0, 1.0,
                              1.0, 1.0, 1.0, 1.0], [1, 0]))
    cases['gradient-malformed-text'] = encode(
        gradient=('raw', b'0 0 0 1 one 1 1 1'))
    cases['gradient-malformed-three'] = encode(
        gradient=('raw', b'0.5 0.5 0.5'))
    cases['gradient-one-sample'] = encode(gradient=('raw', b'0 0 0 1'))
    cases['gradient-base64-ragged'] = encode(gradient=('raw', b'base64:AAAA='))
    cases['gradient-long'] = encode(gradient='long')
    cases['gradient-long-linear-height'] = encode(
        gradient='long', gradient_blend='linear', output_type='height')
    # A 1x1 canvas at the highest frequency: 65536 cells a pixel.  Regions
    # as far out as fuzz-op.c takes them (2^23 pixels at level 0), and the
    # canvas's own pixel.
    far = [(2**23 - 48, -2**23 + 1, 48, 16, 0), (2**20 - 5, -2**20, 5, 5, 3),
           (0, 0, 1, 1, 0)]
    cases['canvas-1x1-far-frequency-65536'] = encode(
        width=1, height=1, frequency='max', octaves=1, canvas_x='max',
        canvas_y='min', regions=far)
    cases['canvas-1x1-frequency-65536'] = encode(
        width=1, height=1, frequency=65536.0, octaves=1)
    cases['canvas-far-offsets-value'] = encode(
        type='value', offset_x='max', offset_y='min', offset_z='max',
        offset_w='min', frequency='max', octaves=1, regions=far)
    cases['normal-map-max-strength-far'] = encode(
        output_type='normal-map', normal_strength='max', frequency='max',
        octaves=1, canvas_x='max', regions=far)
    # The last octave's frequency past 65536: refused.
    cases['top-frequency-all-max'] = encode(
        frequency='max', octaves='max', lacunarity='max', regions=far)
    # A 1x1 tiled canvas at the lowest frequency renders everywhere: far
    # regions at every level are pixels, not zeros (fuzz-op.c folds
    # offsets to where GEGL renders them; found by the fuzzer at level 2).
    cases['tiled-1x1-far-every-level'] = encode(
        type='simplex-value', dimensions=1, frequency='min', tileable=True,
        width=1, height=1, canvas_x='min', canvas_y='min',
        regions=[(2**23 - 2, 2**23 - 7, 2, 7, 0), (2**22 - 2, 1 - 2**22, 1, 2, 1),
                 (-2**20 + 1, 2**20 - 2, 3, 2, 3)])
    return cases


def corpus():
    """op-corpus/ seeds: random bytes, named by their hash."""
    rng = random.Random(21)
    cases = {}
    for _ in range(32):
        size = rng.choice([8, 32, 96, 200, 400, 800, 1600])
        data = bytes(rng.randrange(256) for _ in range(size))
        cases[hashlib.sha1(data).hexdigest()] = data
    return cases


def write(directory, cases):
    os.makedirs(directory, exist_ok=True)
    for name, data in cases.items():
        with open(os.path.join(directory, name), 'wb') as f:
            f.write(data)


def main():
    top = sys.argv[1] if len(sys.argv) > 1 else HERE
    build = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        HERE, '..', '..', '_build')
    BEFORE[:], AFTER[:] = op_properties(build)
    write(os.path.join(top, 'op-corpus'), corpus())
    write(os.path.join(top, 'op-regressions'), regressions())


if __name__ == '__main__':
    main()
