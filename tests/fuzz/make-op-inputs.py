#!/usr/bin/env python3
"""Writes the starting corpus of fuzz-op (op-corpus/): inputs of random
bytes, the same every run (seed 21), of lengths from a few bytes (most
properties left as they are) to enough for every property and region.
Usage: make-op-inputs.py OP-CORPUS-DIR"""
import hashlib, os, random, sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = random.Random(21)
for n in range(32):
    size = rng.choice([8, 32, 96, 200, 400, 800, 1600])
    data = bytes(rng.randrange(256) for _ in range(size))
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(out, name), 'wb') as f:
        f.write(data)
