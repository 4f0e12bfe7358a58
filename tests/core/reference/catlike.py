#!/usr/bin/env python3
"""An independent transcription of Catlike Coding's C# (the "Noise" and
"Simplex Noise" tutorials: README.md's Sources calls them the
pseudorandom-artist and the simplex tutorial) into Python, used to make
known-answer vectors for core/.  Written from the texts, not from core/:
Value and Perlin follow the pseudorandom-artist tutorial's final code (with
the simplex tutorial's -1..1 Value range), Simplex Value and Simplex follow
the simplex tutorial (the 1D Simplex Value derivative with one x, not the
printed "x * x").  Python floats are doubles; the one float32 step that
matters at large coordinates, "point *= frequency", is rounded to float32
as C# does.  Output: one line per point,
    type dims frequency x y z value dx dy dz
with "nan" for derivatives the texts do not give (Value and Perlin: the
"Noise Derivatives" tutorial is not among the source texts)."""
import math, struct, sys

def f32(x):
    return struct.unpack('f', struct.pack('f', x))[0]

hash_ = [151, 160, 137, 91, 90, 15, 131, 13, 201, 95, 96, 53, 194, 233, 7, 225,
    140, 36, 103, 30, 69, 142, 8, 99, 37, 240, 21, 10, 23, 190, 6, 148,
    247, 120, 234, 75, 0, 26, 197, 62, 94, 252, 219, 203, 117, 35, 11, 32,
    57, 177, 33, 88, 237, 149, 56, 87, 174, 20, 125, 136, 171, 168, 68, 175,
    74, 165, 71, 134, 139, 48, 27, 166, 77, 146, 158, 231, 83, 111, 229, 122,
    60, 211, 133, 230, 220, 105, 92, 41, 55, 46, 245, 40, 244, 102, 143, 54,
    65, 25, 63, 161, 1, 216, 80, 73, 209, 76, 132, 187, 208, 89, 18, 169,
    200, 196, 135, 130, 116, 188, 159, 86, 164, 100, 109, 198, 173, 186, 3, 64,
    52, 217, 226, 250, 124, 123, 5, 202, 38, 147, 118, 126, 255, 82, 85, 212,
    207, 206, 59, 227, 47, 16, 58, 17, 182, 189, 28, 42, 223, 183, 170, 213,
    119, 248, 152, 2, 44, 154, 163, 70, 221, 153, 101, 155, 167, 43, 172, 9,
    129, 22, 39, 253, 19, 98, 108, 110, 79, 113, 224, 232, 178, 185, 112, 104,
    218, 246, 97, 228, 251, 34, 242, 193, 238, 210, 144, 12, 191, 179, 162, 241,
    81, 51, 145, 235, 249, 14, 239, 107, 49, 192, 214, 31, 181, 199, 106, 157,
    184, 84, 204, 176, 115, 121, 50, 45, 127, 4, 150, 254, 138, 236, 205, 93,
    222, 114, 67, 29, 24, 72, 243, 141, 128, 195, 78, 66, 215, 61, 156, 180] * 2
hashMask = 255

def Smooth(t):
    return t * t * t * (t * (t * 6 - 15) + 10)

def Lerp(a, b, t):
    return a + (b - a) * t

def norm(v):
    l = math.sqrt(sum(c * c for c in v))
    return tuple(c / l for c in v)

gradients1D = [1.0, -1.0]
gradients2D = [(1, 0), (-1, 0), (0, 1), (0, -1)] + [norm(v) for v in [(1, 1), (-1, 1), (1, -1), (-1, -1)]]
gradients3D = [(1, 1, 0), (-1, 1, 0), (1, -1, 0), (-1, -1, 0), (1, 0, 1), (-1, 0, 1), (1, 0, -1), (-1, 0, -1),
               (0, 1, 1), (0, -1, 1), (0, 1, -1), (0, -1, -1), (1, 1, 0), (-1, 1, 0), (0, -1, 1), (0, -1, -1)]
simplexGradients3D = [norm(v) for v in gradients3D[:12] * 2 + [
    (1, 1, 1), (-1, 1, 1), (1, -1, 1), (-1, -1, 1), (1, 1, -1), (-1, 1, -1), (1, -1, -1), (-1, -1, -1)]]
sqr2 = math.sqrt(2)
squaresToTriangles = (3 - math.sqrt(3)) / 6
trianglesToSquares = (math.sqrt(3) - 1) / 2
simplexScale2D = 2916 * sqr2 / 125
simplexScale3D = 8192 * math.sqrt(3) / 375
NAN = (float('nan'),) * 3

def Value1D(p):
    i0 = math.floor(p[0]); t = p[0] - i0; i0 &= hashMask
    return Lerp(hash_[i0], hash_[i0 + 1], Smooth(t)) * (2 / hashMask) - 1, NAN

def Value2D(p):
    ix0, iy0 = math.floor(p[0]), math.floor(p[1])
    tx, ty = p[0] - ix0, p[1] - iy0
    ix0 &= hashMask; iy0 &= hashMask
    h0, h1 = hash_[ix0], hash_[ix0 + 1]
    h00, h10, h01, h11 = hash_[h0 + iy0], hash_[h1 + iy0], hash_[h0 + iy0 + 1], hash_[h1 + iy0 + 1]
    tx, ty = Smooth(tx), Smooth(ty)
    return Lerp(Lerp(h00, h10, tx), Lerp(h01, h11, tx), ty) * (2 / hashMask) - 1, NAN

def Value3D(p):
    ix0, iy0, iz0 = (math.floor(c) for c in p)
    tx, ty, tz = p[0] - ix0, p[1] - iy0, p[2] - iz0
    ix0 &= hashMask; iy0 &= hashMask; iz0 &= hashMask
    ix1, iy1, iz1 = ix0 + 1, iy0 + 1, iz0 + 1
    h0, h1 = hash_[ix0], hash_[ix1]
    h00, h10, h01, h11 = hash_[h0 + iy0], hash_[h1 + iy0], hash_[h0 + iy1], hash_[h1 + iy1]
    h000, h100, h010, h110 = hash_[h00 + iz0], hash_[h10 + iz0], hash_[h01 + iz0], hash_[h11 + iz0]
    h001, h101, h011, h111 = hash_[h00 + iz1], hash_[h10 + iz1], hash_[h01 + iz1], hash_[h11 + iz1]
    tx, ty, tz = Smooth(tx), Smooth(ty), Smooth(tz)
    return Lerp(Lerp(Lerp(h000, h100, tx), Lerp(h010, h110, tx), ty),
                Lerp(Lerp(h001, h101, tx), Lerp(h011, h111, tx), ty), tz) * (2 / hashMask) - 1, NAN

def Perlin1D(p):
    i0 = math.floor(p[0]); t0 = p[0] - i0; t1 = t0 - 1; i0 &= hashMask; i1 = i0 + 1
    g0 = gradients1D[hash_[i0] & 1]; g1 = gradients1D[hash_[i1] & 1]
    return Lerp(g0 * t0, g1 * t1, Smooth(t0)) * 2, NAN

def Dot(g, *d):
    return sum(a * b for a, b in zip(g, d))

def Perlin2D(p):
    ix0, iy0 = math.floor(p[0]), math.floor(p[1])
    tx0, ty0 = p[0] - ix0, p[1] - iy0
    tx1, ty1 = tx0 - 1, ty0 - 1
    ix0 &= hashMask; iy0 &= hashMask
    ix1, iy1 = ix0 + 1, iy0 + 1
    h0, h1 = hash_[ix0], hash_[ix1]
    g00 = gradients2D[hash_[h0 + iy0] & 7]; g10 = gradients2D[hash_[h1 + iy0] & 7]
    g01 = gradients2D[hash_[h0 + iy1] & 7]; g11 = gradients2D[hash_[h1 + iy1] & 7]
    v00, v10 = Dot(g00, tx0, ty0), Dot(g10, tx1, ty0)
    v01, v11 = Dot(g01, tx0, ty1), Dot(g11, tx1, ty1)
    tx, ty = Smooth(tx0), Smooth(ty0)
    return Lerp(Lerp(v00, v10, tx), Lerp(v01, v11, tx), ty) * sqr2, NAN

def Perlin3D(p):
    ix0, iy0, iz0 = (math.floor(c) for c in p)
    tx0, ty0, tz0 = p[0] - ix0, p[1] - iy0, p[2] - iz0
    tx1, ty1, tz1 = tx0 - 1, ty0 - 1, tz0 - 1
    ix0 &= hashMask; iy0 &= hashMask; iz0 &= hashMask
    ix1, iy1, iz1 = ix0 + 1, iy0 + 1, iz0 + 1
    h0, h1 = hash_[ix0], hash_[ix1]
    h00, h10, h01, h11 = hash_[h0 + iy0], hash_[h1 + iy0], hash_[h0 + iy1], hash_[h1 + iy1]
    g = lambda h, z: gradients3D[hash_[h + z] & 15]
    v000 = Dot(g(h00, iz0), tx0, ty0, tz0); v100 = Dot(g(h10, iz0), tx1, ty0, tz0)
    v010 = Dot(g(h01, iz0), tx0, ty1, tz0); v110 = Dot(g(h11, iz0), tx1, ty1, tz0)
    v001 = Dot(g(h00, iz1), tx0, ty0, tz1); v101 = Dot(g(h10, iz1), tx1, ty0, tz1)
    v011 = Dot(g(h01, iz1), tx0, ty1, tz1); v111 = Dot(g(h11, iz1), tx1, ty1, tz1)
    tx, ty, tz = Smooth(tx0), Smooth(ty0), Smooth(tz0)
    return Lerp(Lerp(Lerp(v000, v100, tx), Lerp(v010, v110, tx), ty),
                Lerp(Lerp(v001, v101, tx), Lerp(v011, v111, tx), ty), tz), NAN

# NoiseSample as [value, dx, dy, dz].
def add(a, b):
    return [x + y for x, y in zip(a, b)]

def SimplexValue1DPart(p, ix):
    x = p[0] - ix; f = 1 - x * x; f2 = f * f; f3 = f * f2
    h = hash_[ix & hashMask]
    return [h * f3, -6 * h * x * f2, 0, 0]

def SimplexValue1D(p):
    ix = math.floor(p[0])
    s = add(SimplexValue1DPart(p, ix), SimplexValue1DPart(p, ix + 1))
    return s[0] * (2 / hashMask) - 1, tuple(d * (2 / hashMask) for d in s[1:])

def corners2D(p):
    skew = (p[0] + p[1]) * trianglesToSquares
    sx, sy = p[0] + skew, p[1] + skew
    ix, iy = math.floor(sx), math.floor(sy)
    third = (ix + 1, iy) if sx - ix >= sy - iy else (ix, iy + 1)
    return [(ix, iy), (ix + 1, iy + 1), third]

def corners3D(p):
    skew = (p[0] + p[1] + p[2]) * (1 / 3)
    sx, sy, sz = p[0] + skew, p[1] + skew, p[2] + skew
    ix, iy, iz = math.floor(sx), math.floor(sy), math.floor(sz)
    c = [(ix, iy, iz), (ix + 1, iy + 1, iz + 1)]
    x, y, z = sx - ix, sy - iy, sz - iz
    if x >= y:
        if x >= z:
            c.append((ix + 1, iy, iz))
            c.append((ix + 1, iy + 1, iz) if y >= z else (ix + 1, iy, iz + 1))
        else:
            c += [(ix, iy, iz + 1), (ix + 1, iy, iz + 1)]
    else:
        if y >= z:
            c.append((ix, iy + 1, iz))
            c.append((ix + 1, iy + 1, iz) if x >= z else (ix, iy + 1, iz + 1))
        else:
            c += [(ix, iy, iz + 1), (ix, iy + 1, iz + 1)]
    return c

def part(p, corner, unskew_factor, weight):
    unskew = sum(corner) * unskew_factor
    d = [p[a] - corner[a] + unskew for a in range(len(corner))]
    f = 0.5 - sum(x * x for x in d)
    s = [0, 0, 0, 0]
    if f > 0:
        f2 = f * f; f3 = f * f2
        w, g = weight(corner, d)
        s[0] = w * f3
        for a in range(len(d)):
            s[a + 1] = g[a] * f3 - 6 * w * d[a] * f2
    return s

def h2(ix, iy):
    return hash_[(hash_[ix & hashMask] + iy) & hashMask]

def h3(ix, iy, iz):
    return hash_[(h2(ix, iy) + iz) & hashMask]

def SimplexValueND(p, corners, unskew_factor, hashf):
    s = [0, 0, 0, 0]
    weight = lambda c, d: (hashf(*c), (0, 0, 0))
    for c in corners(p):
        s = add(s, part(p, c, unskew_factor, weight))
    k = 8 * 2 / hashMask
    return s[0] * k - 1, tuple(x * k for x in s[1:])

def SimplexValue2D(p):
    return SimplexValueND(p[:2], corners2D, squaresToTriangles, h2)

def SimplexValue3D(p):
    return SimplexValueND(p, corners3D, 1 / 6, h3)

def Simplex1D(p):
    ix = math.floor(p[0])
    s = [0, 0, 0, 0]
    for i in (ix, ix + 1):
        x = p[0] - i; f = 1 - x * x; f2 = f * f; f3 = f * f2
        g = gradients1D[hash_[i & hashMask] & 1]; v = g * x
        s = add(s, [v * f3, g * f3 - 6 * v * x * f2, 0, 0])
    k = 64 / 27
    return s[0] * k, tuple(x * k for x in s[1:])

def SimplexND(p, corners, unskew_factor, grad, k):
    s = [0, 0, 0, 0]
    def weight(c, d):
        g = grad(c)
        return Dot(g, *d), g
    for c in corners(p):
        s = add(s, part(p, c, unskew_factor, weight))
    return s[0] * k, tuple(x * k for x in s[1:])

def Simplex2D(p):
    return SimplexND(p[:2], corners2D, squaresToTriangles, lambda c: gradients2D[h2(*c) & 7], simplexScale2D)

def Simplex3D(p):
    return SimplexND(p, corners3D, 1 / 6, lambda c: simplexGradients3D[h3(*c) & 31], simplexScale3D)

methods = [[Value1D, Value2D, Value3D], [Perlin1D, Perlin2D, Perlin3D],
           [SimplexValue1D, SimplexValue2D, SimplexValue3D], [Simplex1D, Simplex2D, Simplex3D]]

def points():
    """Deterministic points on a 1/1024 grid (exact in float32): random ones,
    negative and beyond the 256-cell period, lattice points, and points just
    either side of cell boundaries."""
    state = 12345
    def rnd():
        nonlocal state
        state = (state * 1103515245 + 12345) % 2**31
        return state / 2**31
    pts = []
    for n in range(1500):
        span = 4 if n < 500 else (40 if n < 1000 else 700)
        pts.append(tuple(round((rnd() * 2 - 1) * span * 1024) / 1024 for _ in range(3)))
    for i in range(-3, 4):
        for e in (0, 1 / 1024, -1 / 1024, 0.5):
            pts.append((i + e, 2 * i - e, -i + e))
    return pts

def main():
    for ti, family in enumerate(methods):
        for dims, method in enumerate(family, 1):
            for freq in (1.0, 2.5, 0.375, 7.25):
                for p in points():
                    q = [f32(c * freq) for c in p]
                    value, d = method(q)
                    d = [x * freq for x in d] + [0.0] * (3 - len(d))
                    print(ti, dims, freq, *p, value, *d[:3])

if __name__ == '__main__':
    main()
