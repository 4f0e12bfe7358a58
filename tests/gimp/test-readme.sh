#!/usr/bin/env bash
# Runs the README's Script-Fu and Python-Fu examples exactly as printed
# (the fenced blocks after "<!-- test: script-fu -->" and
# "<!-- test: python-fu -->") and checks the PNGs they write.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export TEST_OUT=${TEST_OUT:-$(mktemp -d)}
mkdir -p "$TEST_OUT"
python3 - "$here/../../README.md" "$TEST_OUT" <<'PY'
import re, sys
readme, out = open(sys.argv[1]).read(), sys.argv[2]
for kind, ext in (('script-fu', 'scm'), ('python-fu', 'py')):
    m = re.search(r'<!-- test: %s -->\s*```\w*\n(.*?)```' % kind, readme, re.S)
    assert m, 'README has no %s example' % kind
    open('%s/readme-example.%s' % (out, ext), 'w').write(m.group(1))
PY
cd "$TEST_OUT"
rm -f noise.png ridged.png
"$here/run-gimp.sh" scheme readme-example.scm
"$here/run-gimp.sh" python readme-example.py
for png in noise.png ridged.png; do
  head -c 8 "$png" | od -An -tx1 | grep -q '89 50 4e 47' || { echo "$png is not a PNG" >&2; exit 1; }
  echo "README example wrote $TEST_OUT/$png ($(stat -c %s "$png") bytes)"
done
