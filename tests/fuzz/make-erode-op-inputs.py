#!/usr/bin/env python3
"""Writes tests/fuzz/erode-op-corpus/: inputs of fuzz-erode-op.c (see its
header for the format), each a case the operation promises finite pixels
for: hostile heights, the ranges' ends, 1 x 1 and constant layers, every
output and channel.

  make-erode-op-inputs.py [FOLDER]     (default: erode-op-corpus beside it)
"""
import math, os, random, struct, sys

# The operation's properties in the order GEGL lists them, with their
# kinds: what fuzz-erode-op.c reads per property after its selector byte.
PROPERTIES = [
    ('erosion-strength', 'd'), ('erosion-scale', 'd'), ('erosion-octaves', 'i'),
    ('erosion-gain', 'd'), ('erosion-lacunarity', 'd'), ('erosion-gully-weight', 'd'),
    ('erosion-detail', 'd'), ('erosion-cell-scale', 'd'), ('erosion-ridge-rounding', 'd'),
    ('erosion-crease-rounding', 'd'), ('erosion-onset', 'd'), ('seed', 'i'),
    ('channel', 'e'), ('size', 'd'), ('relief', 'd'), ('smoothing', 'i'),
    ('output-type', 'e'), ('normal-strength', 'd'), ('tileable', 'b')]
LEAVE, MIN, MAX, RAW_DOUBLE, RAW_INT = 6, 0, 1, 5, 2
FORMATS = ['RGBA float', 'RGBA double', "R'G'B'A u8", 'RGBA u16', 'YA float']


def properties(**chosen):
    """chosen: name -> a selector, or (selector, raw value)."""
    out = b''
    for name, kind in PROPERTIES:
        pick = chosen.get(name.replace('-', '_'),
                          LEAVE if kind == 'd' else 0 if kind in 'eb' else None)
        raw = 0
        if isinstance(pick, tuple):
            pick, raw = pick
        if pick is None:  # ints: their default as a raw value
            pick, raw = RAW_INT, {'erosion-octaves': 5, 'seed': 0, 'smoothing': 2}.get(name, 0)
        out += bytes([pick])
        if kind == 'd':
            out += struct.pack('>d', raw)
        elif kind == 'i':
            out += struct.pack('>i', raw)
    return out


def layer(w, h, fmt, value):
    return bytes([w - 1, h - 1, FORMATS.index(fmt)]) + b''.join(
        struct.pack('>f', value(i)) for i in range(4 * w * h))


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), 'erode-op-corpus')
    os.makedirs(folder, exist_ok=True)
    rnd = random.Random(37)
    specials = [math.nan, math.inf, -math.inf, 1e30, -1e30, 0.5, 1e-40, 0.0]

    def smooth(w):
        return lambda i: 1.0 if i % 4 == 3 else 0.5 + 0.4 * math.sin((i // 4) % w / 3.0)

    cases = {
        'defaults-smooth': (properties(), layer(31, 23, 'RGBA float', smooth(31))),
        'hostile-heights': (properties(erosion_strength=MAX, channel=0),
                            layer(17, 13, 'RGBA float', lambda i: specials[rnd.randrange(8)])),
        'hostile-normals': (properties(output_type=1, normal_strength=MAX, relief=MAX, size=MIN),
                            layer(19, 11, 'RGBA float', lambda i: specials[rnd.randrange(8)])),
        'hostile-ridges-tileable': (properties(output_type=2, tileable=1, channel=4),
                                    layer(12, 12, 'RGBA float',
                                          lambda i: specials[rnd.randrange(8)])),
        'infinite-grey': (properties(), layer(14, 9, 'RGBA float',
                                              lambda i: [math.inf, -math.inf, 1e30][(i // 4) % 3]
                                              if i % 4 < 3 else 1.0)),
        'maxima': (properties(**{n.replace('-', '_'): MAX for n, _ in PROPERTIES}),
                   layer(9, 40, 'RGBA double', lambda i: rnd.uniform(-2, 2))),
        'minima': (properties(**{n.replace('-', '_'): MIN for n, _ in PROPERTIES}),
                   layer(40, 7, "R'G'B'A u8", lambda i: rnd.uniform(0, 1))),
        'one-pixel-nan': (properties(), layer(1, 1, 'RGBA float', lambda i: math.nan)),
        'one-pixel-tileable-normals': (properties(tileable=1, output_type=1, smoothing=MAX),
                                       layer(1, 1, 'RGBA float', lambda i: 1e30)),
        'constant-u16-grey': (properties(erosion_strength=MAX), layer(25, 25, 'RGBA u16',
                                                                      lambda i: 0.3)),
        'huge-size-tiny-scale': (properties(size=MAX, erosion_scale=MIN, tileable=1),
                                 layer(33, 5, 'YA float', smooth(33))),
    }
    for name, (props, pixels) in cases.items():
        with open(os.path.join(folder, name), 'wb') as f:
            f.write(props + pixels)


main()
