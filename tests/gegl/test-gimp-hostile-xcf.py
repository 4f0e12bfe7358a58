"""Python-Fu checks of XCFs whose noise-render:noise filter holds hostile
values (issue 21), in a real GIMP:

- the checked-in fixtures (fixtures/*.xcf: a decimal-comma gradient,
  colours of +-3e38, a malformed gradient, a colour profile whose red curve
  claims 16 M entries, random bytes as a profile, a 1 x 1 canvas far out)
  each open with their filter, GIMP keeps running, and merging gives the
  documented refusal: every pixel transparent, none NaN or infinite;
- each says why once, through GIMP's message system, which shows it in a
  dialog when GIMP has windows: GIMP printed exactly one
  "GEGL-Warning: noise-render:noise: <reason>" (GIMP's own format, not
  GLib's; "GEGL-Message" in GIMP 3.2) while merging it, and the reason
  names what is wrong;
- a filter with malformed strings, saved and reopened, does the same.

What GIMP printed is read from NOISE_RENDER_GIMP_LOG, its stderr (set by
tests/gegl/meson.build).

TEST_ARGS: the fixtures folder; with "make FOLDER" the fixtures are
written there instead (how they were made).
"""
import base64, os, random, re, struct, sys

import gi
gi.require_version('Gimp', '3.0')
gi.require_version('Gegl', '0.4')
from gi.repository import Gegl, Gimp, Gio

sys.path.insert(0, os.environ['TEST_SRC'])
import gimp_helpers
from gimp_helpers import Checks

OP = 'noise-render:noise'
N = 16


def crafted_profile():
    """GIMP's sRGB profile with its red curve claiming 16 M entries in a
    14-byte tag (babl read past the end: a segmentation fault)."""
    icc = bytearray(Gimp.ColorProfile.new_rgb_srgb().get_icc_profile())
    count = struct.unpack('>I', icc[128:132])[0]
    for t in range(count):
        at = 132 + 12 * t
        if icc[at:at + 4] == b'rTRC':
            icc[at + 4:at + 12] = struct.pack('>II', len(icc), 14)
    icc += b'curv\0\0\0\0' + struct.pack('>I', 16 << 20) + b'\x80\0'
    icc[0:4] = struct.pack('>I', len(icc))
    return base64.b64encode(bytes(icc)).decode()


FIXTURES = {
    'gradient-decimal-comma': {'gradient': '0,5 0,5 0,5 0,5'},
    'gradient-3e38': {'gradient': '-3e38 -3e38 -3e38 -3e38 3e38 3e38 3e38 3e38'},
    'gradient-malformed': {'gradient': '0 0 0 1 1 x'},
    'profile-16M-curve': {'profile': crafted_profile},
    'profile-random': {'profile': lambda: base64.b64encode(
        bytes(random.Random(21).randrange(256) for _ in range(300))).decode()},
    'precision-far': {'width': 1, 'height': 1, 'frequency': 65536.0, 'octaves': 1,
                      'canvas-x': 524288, 'canvas-y': -524288},
}


# What each refusal's message names (its start, in English).
REASONS = {
    'gradient-decimal-comma': 'The gradient property has a comma between digits',
    'gradient-3e38': 'The gradient property is not a list of 2 to',
    'gradient-malformed': 'The gradient property is not a list of 2 to',
    'profile-16M-curve': 'The colour profile is damaged',
    'profile-random': 'The colour profile is',
    'precision-far': 'Pixels lie farther from the origin than float precision',
    'saved-malformed': 'The gradient property is not a list of 2 to',
}
# GIMP's message system prints a GEGL message so when it has no windows
# (gimp_show_message): GIMP 3.0 as a warning, 3.2 as information.  GLib's
# own handler adds a time; GIMP's terminal-only path names GIMP first.
SHOWN = re.compile(r'GEGL-(Warning|Message): noise-render:noise: ')


def make(name, props, folder):
    img, layer = gimp_helpers.new_image(N, N)
    f = Gimp.DrawableFilter.new(layer, OP, 'Procedural Noise')
    cfg = f.get_config()
    cfg.set_property('width', N)
    cfg.set_property('height', N)
    for key, value in props.items():
        cfg.set_property(key, value() if callable(value) else value)
    f.set_blend_mode(Gimp.LayerMode.REPLACE)
    layer.append_filter(f)
    xcf = Gio.File.new_for_path(os.path.join(folder, name + '.xcf'))
    assert Gimp.file_save(Gimp.RunMode.NONINTERACTIVE, img, xcf, None)
    img.delete()


def gimp_printed(since):
    """What GIMP printed on its stderr from offset `since` on."""
    with open(os.environ['NOISE_RENDER_GIMP_LOG'], errors='replace') as log:
        log.seek(since)
        return log.read()


def refused_on_open(path):
    name = os.path.basename(path)[:-len('.xcf')]
    start = os.path.getsize(os.environ['NOISE_RENDER_GIMP_LOG'])
    img = Gimp.file_load(Gimp.RunMode.NONINTERACTIVE, Gio.File.new_for_path(path))
    layer = img.get_layers()[0]
    filters = layer.get_filters()
    assert [f.get_operation_name() for f in filters] == [OP], filters
    opened = gimp_printed(start)
    assert OP not in opened, '%s: GIMP printed on opening it:\n%s' % (path, opened)
    layer.merge_filters()
    ours = [l for l in gimp_printed(start).splitlines() if OP in l]
    assert len(ours) == 1 and SHOWN.match(ours[0]) \
        and ours[0][SHOWN.match(ours[0]).end():].startswith(REASONS[name]), \
        '%s: not one message through GIMP\'s message system saying "%s", but %r' \
        % (path, REASONS[name], ours)
    px = gimp_helpers.pixels(layer)
    bad = [v for v in px if v != v or v in (float('inf'), float('-inf'))]
    assert not bad, '%s: %d floats not finite' % (path, len(bad))
    assert all(v == 0.0 for v in px), '%s: not the transparent refusal' % path
    img.delete()


def fixtures():
    folder = os.environ['TEST_ARGS'].split()[-1]
    for name in FIXTURES:
        refused_on_open(os.path.join(folder, name + '.xcf'))
        print('  %s.xcf: opened, merged transparent, finite, said why once' % name,
              file=sys.stderr)


def saved_and_reopened():
    out = os.environ['TEST_OUT']
    make('saved-malformed', {'gradient': '1 x', 'profile': 'not base64!'}, out)
    refused_on_open(os.path.join(out, 'saved-malformed.xcf'))


args = os.environ['TEST_ARGS'].split()
if args and args[0] == 'make':
    for name, props in FIXTURES.items():
        make(name, props, args[1])
else:
    checks = Checks('hostile XCFs')
    checks.run('checked-in hostile XCFs open, refuse, stay finite', fixtures)
    checks.run('malformed strings saved and reopened', saved_and_reopened)
    checks.finish()
