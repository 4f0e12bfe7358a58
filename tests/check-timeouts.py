#!/usr/bin/env python3
"""Every test that runs something names its timeout.

meson's default is 30 s, which a test that starts GIMP or the gegl command
a few times passes on an idle machine and fails on a loaded one (CI runs
both GIMP series and the install check side by side on two cores).  A
timeout is there for a hang; each test's own is in its meson.build.

  check-timeouts.py BUILD-DIR
"""
import json
import os
import sys

tests = json.load(open(os.path.join(sys.argv[1], 'meson-info', 'intro-tests.json')))
# A test that only skips (tests/skip.sh) needs none.
bare = [t['name'] for t in tests
        if t['timeout'] == 30 and not t['cmd'][0].endswith('skip.sh')]
print(f'{len(tests)} tests, {len(bare)} on meson\'s default timeout')
for name in bare:
    print(f'FAIL: {name} has no timeout of its own (add timeout: to its test())')
sys.exit(1 if bare else 0)
