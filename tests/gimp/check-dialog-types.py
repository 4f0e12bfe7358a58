#!/usr/bin/env python3
"""Checks test-dialog.sh's "types" session (DIR) on a screen of SIZE
("1366x768"): the dialog went through every noise type at the defaults,
and for each

- the window, as X has it (DIR/geometry: "type x y width height" per
  step), lies on the screen;
- OK and the preview, as the dialog described them (the lines
  "noise-render-dialog: ..." that NOISE_RENDER_DIALOG_TRACE makes it
  print), lie on the screen;
- no setting is greyed out: at the defaults every setting either applies
  or is hidden, but for the dimension a type with only one forces
  (simplex-classic's 2, not the default 3: greyed, it says so);

Octaves is one control for the arguments octaves and detail, which stay
hidden; and a setting hidden for simplex (the randomness of cellular's points,
cellular-jitter) shows for cellular, where it applies.

With --count alone it prints how many types the table has: the steps
test-dialog.sh takes through the type's list."""
import os, re, sys

# Every type of the core's table (core/types.c), by its nick.
_table = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..',
                           'core', 'types.c')).read()
_table = _table[_table.index('static const Type types['):]
TYPES = re.findall(r'\[NOISE_\w+\]\s*=\s*\{\s*\{\s*"([\w-]+)"',
                   _table[:_table.index('\n};')])
FORCED = {'simplex-classic': 'dimensions'}

if sys.argv[1:] == ['--count']:
    # How many types test-dialog.sh steps through (Down from the first).
    print(len(TYPES))
    sys.exit(0)

out, size = sys.argv[1], sys.argv[2]
sw, sh = (int(v) for v in size.split('x'))


def on_screen(what, x, y, w, h):
    assert w > 0 and h > 0 and x >= 0 and y >= 0 and x + w <= sw and y + h <= sh, \
        '%s at %d,%d, %d x %d, is not on the %d x %d screen' % (what, x, y, w, h, sw, sh)


steps = [line.split() for line in open(os.path.join(out, 'geometry'))]
for step in steps:
    on_screen('the dialog (%s)' % step[0], *map(int, step[1:]))
print('the window fits the %s screen at every step: %s' % (size, ', '.join(
    '%s %sx%s' % (s[0], s[3], s[4]) for s in steps)))

traced = {}
for line in open(os.path.join(out, 'gimp.log'), errors='replace'):
    m = re.search(r'noise-render-dialog: (.*)', line)
    if m:
        fields = dict(f.split('=', 1) for f in m.group(1).split())
        traced[fields['type']] = fields  # the type's last layout
assert sorted(traced) == sorted(TYPES), \
    'the dialog went through the types %s, not %s' % (sorted(traced), TYPES)
for t in TYPES:
    f = traced[t]
    for what in ('window', 'ok', 'preview'):
        on_screen('%s (%s)' % (what, t), *map(int, f[what].split(',')))
    assert f['greyed'] == FORCED.get(t, ''), \
        '%s: greyed out at the defaults: %s' % (t, f['greyed'])
    print('%s: window %s, OK and the preview on the screen; %d settings shown, '
          '%d hidden, greyed: %s' % (t, f['window'], len(f['shown'].split(',')),
                                     len(f['hidden'].split(',')), f['greyed'] or 'none'))
for t in TYPES:
    f = traced[t]
    assert {'octaves', 'detail'} <= set(f['hidden'].split(',')), \
        '%s: octaves and detail show beside the one control for both' % t
    assert float(f['octaves-detail']) == 6, \
        '%s: the Octaves control shows %s, not the default 6' % (t, f['octaves-detail'])
print('octaves and detail are one control, Octaves, at 6 for every type')
assert 'cellular-jitter' in traced['simplex']['hidden'].split(','), \
    'cellular-jitter is not hidden for simplex'
assert 'cellular-jitter' in traced['cellular']['shown'].split(','), \
    'cellular-jitter does not show for cellular'
print('cellular-jitter, hidden for simplex, shows for cellular')
