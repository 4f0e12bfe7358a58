#!/usr/bin/env python3
"""Finds the largest |noise| the simplex kernels can reach, for the scale
factors in core/simplex.c.  At each point the worst case lets every corner
pick the gradient that maximises its term, so the bound is
    sum over corners of max(0, r2 - |d|^2)^3 * max_g |g . d|.
Random points in one skewed cell, then coordinate ascent from the best.
Usage: find-scale.py DIMENSIONS (3 checks the simplex tutorial's analytic 3D factor)."""
import itertools, math, random, sys

def gradients(n):
    if n == 3:
        edges = [v for v in itertools.product((-1, 0, 1), repeat=3) if sum(map(abs, v)) == 2]
        corners = list(itertools.product((-1, 1), repeat=3))
        return [tuple(c / math.sqrt(sum(x * x for x in v)) for c in v) for v in edges + corners]
    vs = [v for v in itertools.product((-1, 0, 1), repeat=4) if sum(map(abs, v)) == 3]
    return [tuple(c / math.sqrt(3) for c in v) for v in vs]

def bound(p, n, grads):
    F = (math.sqrt(n + 1) - 1) / n
    G = (1 - 1 / math.sqrt(n + 1)) / n
    s = sum(p) * F
    base = [math.floor(x + s) for x in p]
    f = [x + s - b for x, b in zip(p, base)]
    order = sorted(range(n), key=lambda a: -f[a])
    corner = list(base)
    total = 0.0
    for c in range(n + 1):
        if c:
            corner[order[c - 1]] += 1
        u = sum(corner) * G
        d = [x - i + u for x, i in zip(p, corner)]
        t = 0.5 - sum(x * x for x in d)
        if t > 0:
            total += t ** 3 * max(abs(sum(g * x for g, x in zip(gv, d))) for gv in grads)
    return total

def main():
    n = int(sys.argv[1])
    grads = gradients(n)
    rng = random.Random(1)
    best, bp = 0.0, None
    for _ in range(int(sys.argv[2]) if len(sys.argv) > 2 else 20000):
        p = [rng.random() * 2 for _ in range(n)]
        b = bound(p, n, grads)
        if b > best:
            best, bp = b, p
    step = 0.01
    while step > 1e-7:
        improved = False
        for a in range(n):
            for sgn in (-1, 1):
                q = list(bp)
                q[a] += sgn * step
                b = bound(q, n, grads)
                if b > best:
                    best, bp, improved = b, q, True
        if not improved:
            step /= 2
    print(f"{n}D: max {best:.7f} at {[round(x, 5) for x in bp]}; scale {1 / best:.5f}")

main()
