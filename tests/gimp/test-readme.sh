#!/usr/bin/env bash
# Runs the README's Script-Fu and Python-Fu examples exactly as printed
# (the fenced blocks after "<!-- test: script-fu -->" and
# "<!-- test: python-fu -->", and the looks' "<!-- test: script-fu-look -->"
# and "<!-- test: python-fu-look -->") and checks that the PNGs they write
# hold noise: a blank or flat render fails.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export TEST_OUT=${TEST_OUT:-$(mktemp -d)}
mkdir -p "$TEST_OUT"
python3 - "$here/../../README.md" "$TEST_OUT" <<'PY'
import re, sys
readme, out = open(sys.argv[1]).read(), sys.argv[2]
for kind, ext in (('script-fu', 'scm'), ('python-fu', 'py')):
    for suffix in ('', '-look'):
        m = re.search(r'<!-- test: %s%s -->\s*```\w*\n(.*?)```' % (kind, suffix), readme, re.S)
        assert m, 'README has no %s%s example' % (kind, suffix)
        open('%s/readme-example%s.%s' % (out, suffix, ext), 'w').write(m.group(1))
PY
cd "$TEST_OUT"

# A render is real noise when its picture varies: many grey levels, a spread
# far from flat, changing along both axes, and no colour covering most of it.
# A blank, constant or one-dimensional render fails.
check_noise () {
  python3 - "$here" "$@" <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
import png_read

def check(path, size):
    rows = png_read.rgb(path)
    assert (len(rows[0]), len(rows)) == size, '%s is %dx%d, not %dx%d' % (
        path, len(rows[0]), len(rows), *size)
    grey = [[(r * 299 + g * 587 + b * 114) // 1000 for r, g, b in row] for row in rows]
    flat = [v for row in grey for v in row]
    mean = sum(flat) / len(flat)
    spread = (sum((v - mean) ** 2 for v in flat) / len(flat)) ** 0.5
    colours = {}
    for row in rows:
        for px in row:
            colours[px] = colours.get(px, 0) + 1
    commonest = max(colours.values()) / len(flat)
    across = [sum(row[x] for row in grey) / len(grey) for x in range(len(grey[0]))]
    down = [sum(row) / len(row) for row in grey]
    varies = lambda means: max(means) - min(means)
    facts = ('%d grey levels, spread %.1f, %d colours, commonest %.1f %%, column means vary '
             '%.1f, row means %.1f' % (len(set(flat)), spread, len(colours), 100 * commonest,
                                        varies(across), varies(down)))
    ok = (len(set(flat)) >= 32 and spread >= 8 and commonest < 0.2
          and varies(across) >= 4 and varies(down) >= 4)
    print('%s: %s: %s' % (path, 'noise' if ok else 'NOT noise', facts))
    return ok

paths = sys.argv[2:]
sys.exit(0 if all([check(p, (512, 512)) for p in paths]) else 1)
PY
}

# The check itself must be able to fail: a blank 512 x 512 PNG is refused.
python3 - <<'PY'
import struct, zlib
def chunk(kind, body):
    return struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body))
raw = b''.join(b'\0' + b'\xff' * 3 * 512 for _ in range(512))
open('blank.png', 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 512, 512, 8, 2, 0, 0, 0))
                              + chunk(b'IDAT', zlib.compress(raw)) + chunk(b'IEND', b''))
PY
if check_noise blank.png; then
  echo "the noise check accepted a blank picture" >&2
  exit 1
fi

rm -f noise.png ridged.png marble.png clouds.png
"$here/run-gimp.sh" scheme readme-example.scm
"$here/run-gimp.sh" python readme-example.py
"$here/run-gimp.sh" scheme readme-example-look.scm
"$here/run-gimp.sh" python readme-example-look.py
check_noise noise.png ridged.png marble.png clouds.png
