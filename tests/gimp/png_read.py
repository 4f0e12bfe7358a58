"""Minimal PNG reading (8-bit RGB/RGBA, no interlace) for the GUI checks:
no imaging library is needed in the test environment."""
import struct, zlib


def rgb(path):
    """Rows of (r, g, b) tuples."""
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', path
    pos, idat = 8, b''
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, colour, _, _, interlace = struct.unpack('>IIBBBBB', body)
            assert depth == 8 and colour in (2, 6) and not interlace, (path, depth, colour)
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    bpp = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b, c = prev[x], (prev[x - bpp] if x >= bpp else 0)
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * bpp:x * bpp + 3]) for x in range(width)])
        prev = line
    return rows


def near(a, b, tolerance):
    """Whether pixel rows a and b differ by at most tolerance per channel."""
    return all(abs(p - q) <= tolerance for u, v in zip(a, b) for p, q in zip(u, v))


def find(haystack, needle, tolerance=0):
    """(x, y) where needle (rows) appears in haystack, each channel within
    tolerance, or None."""
    if tolerance == 0:
        match = lambda a, b: a == b
    else:
        match = lambda a, b: near(a, b, tolerance)
    key = tuple(needle[0][:16])
    h, w = len(needle), len(needle[0])
    for y in range(len(haystack) - h + 1):
        row = haystack[y]
        for x in range(len(row) - w + 1):
            if not (match(tuple(row[x:x + 1]), key[:1]) and match(tuple(row[x:x + 16]), key)):
                continue
            if all(match(haystack[y + j][x:x + w], needle[j]) for j in range(h)):
                return x, y
    return None
