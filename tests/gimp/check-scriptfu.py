#!/usr/bin/env python3
"""Checks what test-scriptfu.scm exported: the render equals the core's
noise for the same named arguments, and the failed two-drawable call left
the image exactly as it was."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import noise_core

out = sys.argv[1]
width, height, channels, rows = noise_core.read_pfm(os.path.join(out, 'render.pfm'))
assert (width, height) == (64, 48), (width, height)
ref = noise_core.Noise(64, 48, **{'noise-type': 'perlin', 'dimensions': 3, 'frequency': 5.0,
                                 'octaves': 4, 'seed': 9, 'offset-z': 0.5})
worst = max(abs(rows[y][x * channels + c] - ref.height(x, y))
            for y in range(height) for x in range(width) for c in range(channels))
print('render.pfm against the core: worst difference %.3g' % worst)
assert worst < 2e-5, worst
after = noise_core.read_pfm(os.path.join(out, 'after-failed-call.pfm'))
assert after[3] == rows, 'the failed call changed the image'
print('the failed two-drawable call left the image unchanged')
