"""The procedure's arguments and the live filter's properties, as GIMP
sees them (the procedure's config, and the config of a
Gimp.DrawableFilter of noise-render:noise-2), agree for every setting they
share: type, range, default, choices (nicks, labels, their order and
default), label (without the mnemonic) and help.  Both come from one table
(settings/settings.h); a setting declared on one side only, or declared
differently on each, fails here.  And the README's argument table lists
every argument with the type, range and default the procedure declares.  The arguments and properties one side
has alone are listed here: anything else on one side only fails too."""
import os, re, sys

import gi
gi.require_version('Gimp', '3.0')
from gi.repository import GObject, Gimp

sys.path.insert(0, os.environ['TEST_SRC'])
from gimp_helpers import Checks, new_image, pdb

OP = 'noise-render:noise-2'
# The procedure's arguments whose property has another name.
RENAMED = {'noise-type': 'type', 'output': 'output-type'}
# Each side's own: the procedure's gradient is a resource, the
# operation's its samples; the canvas and the profile come from the
# drawable; frame-delay and result are the plug-in's.
PROCEDURE_ONLY = {'run-mode', 'image', 'drawables', 'gradient', 'frame-delay', 'result'}
OPERATION_ONLY = {'gradient', 'gradient-blend', 'profile', 'frame', 'width', 'height',
                  'canvas-x', 'canvas-y'}

proc = pdb.lookup_procedure('plug-in-noise-render')
arguments = {p.get_name(): p for p in proc.get_arguments()}
img, layer = new_image(8, 8)
f = Gimp.DrawableFilter.new(layer, OP, 'Procedural Noise')
assert f is not None, pdb.get_last_error()
properties = {p.get_name(): p for p in f.get_config().list_properties()}
shared = [a for a in arguments if a not in PROCEDURE_ONLY]


def describe(p):
    """What must agree, of one side's pspec."""
    if p.value_type == GObject.TYPE_STRING:
        choice = Gimp.param_spec_choice_get_choice(p)
        assert choice is not None, p.get_name() + ': a string that is no choice'
        nicks = choice.list_nicks()
        # GEGL's enums have no help per value.
        return ('choice', [(n, choice.get_label(n)) for n in nicks],
                Gimp.param_spec_choice_get_default(p))
    if p.value_type == GObject.TYPE_BOOLEAN:
        return ('boolean', p.default_value)
    kind = {GObject.TYPE_DOUBLE: 'double', GObject.TYPE_INT: 'int',
            GObject.TYPE_UINT: 'int'}[p.value_type]  # GEGL's seed is an uint
    return (kind, p.minimum, p.maximum, p.default_value)


def same_sets():
    missing = [a for a in shared if RENAMED.get(a, a) not in properties]
    extra = [p for p in properties
             if p not in OPERATION_ONLY and p not in [RENAMED.get(a, a) for a in shared]]
    assert not missing, 'arguments without a property: %s' % missing
    assert not extra, 'properties without an argument: %s' % extra


def same_declarations():
    drift = []
    for a in shared:
        arg, prop = arguments[a], properties.get(RENAMED.get(a, a))
        if prop is None:
            continue
        for what, mine, theirs in (
                ('declaration', describe(arg), describe(prop)),
                ('label', arg.get_nick().replace('_', ''), prop.get_nick()),
                ('help', arg.get_blurb(), prop.get_blurb())):
            if mine != theirs:
                drift.append('%s %s: argument %r, property %r' % (a, what, mine, theirs))
    print('  %d settings compared' % len(shared), file=sys.stderr)
    assert not drift, '\n'.join(drift)


def readme_cells(p):
    """The type, range and default cells README.md must hold for p."""
    number = lambda v: str(v) if p.value_type != GObject.TYPE_DOUBLE else '%g' % v
    if p.get_name() == 'gradient':
        return ['GimpGradient', '', "the context's"]
    if p.value_type == GObject.TYPE_STRING:
        choice = Gimp.param_spec_choice_get_choice(p)
        return ['choice', ', '.join('`%s`' % n for n in choice.list_nicks()),
                '`%s`' % Gimp.param_spec_choice_get_default(p)]
    if p.value_type == GObject.TYPE_BOOLEAN:
        return ['boolean', '', 'TRUE' if p.default_value else 'FALSE']
    kind = 'double' if p.value_type == GObject.TYPE_DOUBLE else 'int'
    if p.minimum == -p.maximum:
        span = '±' + number(p.maximum)
    else:
        span = '%s–%s' % (number(p.minimum), number(p.maximum))
    return [kind, span, number(p.default_value)]


def readme_table():
    readme = os.path.join(os.environ['TEST_SRC'], '..', '..', 'README.md')
    rows = {}
    for line in open(readme, encoding='utf-8'):
        if line.startswith('| `'):
            cells = [c.strip() for c in line.strip().strip('|').split('|')]
            for name in re.findall(r'`([^`]+)`', cells[0]):
                rows[name] = cells[1:4]
    wrong = []
    for name, p in arguments.items():
        if name in ('run-mode', 'image', 'drawables'):
            continue
        want, got = readme_cells(p), rows.get(name)
        if name == 'dimensions' and got:
            got[1] = want[1]  # per type: render-readme-tables checks it
        if got != want:
            wrong.append('%s: README has %s, the procedure %s' % (name, got, want))
    assert not wrong, '\n'.join(wrong)


checks = Checks('settings drift')
checks.run('every argument but the procedure\'s own is a property, and back', same_sets)
checks.run('type, range, default, choices, label and help agree', same_declarations)
checks.run("the README's argument table", readme_table)
f.delete()
img.delete()
checks.finish()
