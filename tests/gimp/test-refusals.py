"""Python-Fu checks of issue 13 in a real GIMP: never a wrong pixel reported
as success.  Settings float cannot resolve, locked pixels and frames that
cannot all be made are refused before anything changes; re-runs keep layer
names clean; a whole turn with tiling is no rotation.  Run by run-gimp.sh
(python-fu-eval); any failed check raises, which makes GIMP exit
non-zero."""
import math, os, sys

import gi
gi.require_version('Gimp', '3.0')
gi.require_version('Gegl', '0.4')
from gi.repository import Gegl, Gimp

sys.path.insert(0, os.environ['TEST_SRC'])
from gimp_helpers import Checks, assert_ok, new_image, pixels, render


def snapshot(img):
    """Everything a refused call must leave as it was: each layer's name,
    position and pixels, and which layer is floating."""
    layers = img.get_layers()
    return [(l.get_name(), l.get_offsets(), pixels(l)) for l in layers], \
        [l.get_name() for l in layers if l.is_floating_sel()]


def expect_refused(img, drawables, keyword, others=(), **args):
    """A calling error whose message holds keyword; img and the images in
    others unchanged."""
    before = [snapshot(i) for i in (img,) + tuple(others)]
    status, error = render(img, drawables, **args)
    assert status == Gimp.PDBStatusType.CALLING_ERROR, (status, error)
    assert keyword in error, 'message %r lacks %r' % (error, keyword)
    after = [snapshot(i) for i in (img,) + tuple(others)]
    assert before == after, 'the image changed after a refused call'
    print('#  refused: %s' % error, file=sys.stderr)


def all_finite_and_varying(layer):
    p = pixels(layer)
    assert all(math.isfinite(v) for v in p), 'non-finite pixels'
    reds = p[0::4]
    assert max(reds) > min(reds), 'a constant picture'


# The two reproducers of issue 13 gave NaN in every pixel, as success.
FAR = [{'noise-type': 'perlin', 'frequency': 0.01, 'lacunarity': 16.0, 'octaves': 6,
        'offset-x': 10000.0},
       {'noise-type': 'value', 'frequency': 0.01, 'lacunarity': 2.847, 'octaves': 16,
        'offset-x': -10000.0, 'offset-y': 10000.0}]


def precision():
    for args in FAR:
        for output in ('height', 'normal-map'):
            img, layer = new_image(64, 64)
            expect_refused(img, [layer], "'offset-x'", output=output, **args)
            img.delete()
    # Just inside the limit (2^23 cells of the finest octave, 10486 cells
    # across here): offset 7.9 cells at frequency 0.01 is 790 units out.
    img, layer = new_image(64, 64)
    assert_ok(*render(img, [layer], output='normal-map', **dict(FAR[0], **{'offset-x': 7.9})))
    all_finite_and_varying(layer)
    img.delete()


def precision_depends_on_size():
    """The same arguments on a narrow layer render, on a wide one float no
    longer resolves a pixel (2^23 pixels from the origin): the refusal comes
    from the job made for the drawable, as an error, never a NULL job."""
    args = {'noise-type': 'simplex', 'frequency': 0.01, 'octaves': 1, 'offset-x': 1000.0,
            'output': 'height'}
    img, layer = new_image(64, 4)
    assert_ok(*render(img, [layer], **args))
    all_finite_and_varying(layer)
    img.delete()
    img, layer = new_image(16384, 2, precision=Gimp.Precision.U8_NON_LINEAR,
                           layer_type=Gimp.ImageType.RGB_IMAGE)
    expect_refused(img, [layer], "'offset-x'", **args)
    img.delete()


def precision_names_the_size():
    """Issue 21 finding 8: on a 1 x 100000 layer with every offset at 0 the
    layer's aspect times the frequency is what float no longer resolves;
    the refusal says so and does not blame 'offset-x'."""
    img, layer = new_image(1, 100000, precision=Gimp.Precision.U8_NON_LINEAR,
                           layer_type=Gimp.ImageType.RGB_IMAGE)
    expect_refused(img, [layer], '1 x 100000', octaves=8, output='height')
    status, error = render(img, [layer], octaves=8, output='height')
    assert "'offset-x'" not in error and "'frequency'" in error, error
    img.delete()


def locked_pixels():
    img, layer = new_image(16, 16)
    layer.set_name('L')
    layer.set_lock_content(True)
    expect_refused(img, [layer], 'locked')
    expect_refused(img, [layer], 'locked', frames=3)
    # Locked through the group it is in.
    layer.set_lock_content(False)
    group = Gimp.GroupLayer.new(img, 'group')
    img.insert_layer(group, None, 0)
    inner = Gimp.Layer.new(img, 'inner', 16, 16, Gimp.ImageType.RGBA_IMAGE, 100,
                           Gimp.LayerMode.NORMAL)
    img.insert_layer(inner, group, 0)
    group.set_lock_content(True)
    expect_refused(img, [inner], 'locked', frames=2)
    img.delete()


def frame_names_stay_clean():
    img, layer = new_image(16, 16)
    layer.set_name('L')
    for run in range(2):
        assert_ok(*render(img, [layer], frames=2))
        assert layer.get_name() == 'L #1 (80ms) (replace)', layer.get_name()
    # GIMP keeps layer names unique: the second run's frame 2 gets its own
    # " #1", but no name holds a frame suffix twice.
    names = sorted(l.get_name() for l in img.get_layers())
    assert len(names) == 3 and names[:2] == ['L #1 (80ms) (replace)', 'L #2 (80ms) (replace)'], names
    assert all(n.count('(replace)') == 1 for n in names), names
    # A name piled up by an earlier version is cleaned too.
    layer.set_name('L #1 (80ms) (replace) #1 (80ms) (replace)')
    assert_ok(*render(img, [layer], frames=2, **{'frame-delay': 40}))
    assert layer.get_name() == 'L #1 (40ms) (replace)', layer.get_name()
    img.delete()


def frames_that_cannot_be_made():
    # A drawable of another image.
    img, layer = new_image(16, 16)
    other, theirs = new_image(16, 16)
    expect_refused(img, [theirs], 'another image', others=(other,), frames=3)
    other.delete()
    # A floating selection (floated, not pasted: any gimp-edit-paste makes
    # GIMP 3.0.4 print "2 GeglBuffers leaked" at exit, plug-in or not).
    img.select_rectangle(Gimp.ChannelOps.REPLACE, 2, 2, 8, 8)
    floating = Gimp.Selection.float(img, [layer], 0, 0)
    assert floating.is_floating_sel()
    expect_refused(img, [floating], 'floating', frames=3)
    Gimp.floating_sel_remove(floating)
    img.delete()
    # A selection that misses the layer.
    img, layer = new_image(32, 32)
    layer.resize(16, 16, 0, 0)
    img.select_rectangle(Gimp.ChannelOps.REPLACE, 20, 20, 8, 8)
    expect_refused(img, [layer], 'selection', frames=3)
    img.delete()


def full_turn_tiles():
    args = {'noise-type': 'perlin', 'dimensions': 2, 'tileable': True, 'output': 'height'}
    img, plain = new_image(32, 24)
    assert_ok(*render(img, [plain], **args))
    turned = Gimp.Layer.new(img, 't', 32, 24, Gimp.ImageType.RGBA_IMAGE, 100,
                            Gimp.LayerMode.NORMAL)
    img.insert_layer(turned, None, 0)
    assert_ok(*render(img, [turned], **dict(args, **{'rotation-z': 360.0,
                                                      'rotation-x': -360.0})))
    assert pixels(turned) == pixels(plain), 'a whole turn changed the pixels'
    img.delete()


def caller_drops_bad_values():
    """What README says scripts cannot get: GIMP drops an unknown choice
    nick, NaN and an out-of-range number in the caller's process (with a
    warning), keeping the value the argument had, so the plug-in receives a
    valid config and the call succeeds.  Fails if GIMP starts passing them
    on (then the plug-in's own checks would answer, and README must say so)."""
    img, layer = new_image(8, 8)
    proc = Gimp.get_pdb().lookup_procedure('plug-in-noise-render')
    cfg = proc.create_config()
    cfg.set_property('image', img)
    cfg.set_core_object_array('drawables', [layer])
    cfg.set_property('noise-type', 'perlin')
    cfg.set_property('noise-type', 'perlin2')
    cfg.set_property('frequency', float('nan'))
    cfg.set_property('octaves', 99)
    assert cfg.get_property('noise-type') == 'perlin', cfg.get_property('noise-type')
    assert cfg.get_property('frequency') == 4.0, cfg.get_property('frequency')
    assert cfg.get_property('octaves') == 6, cfg.get_property('octaves')
    assert proc.run(cfg).index(0) == Gimp.PDBStatusType.SUCCESS
    img.delete()


def one_condition_each():
    """Issue 34: a combination where one setting does not apply is refused
    with a message naming that one condition, not every planet condition,
    and the image is left as it was."""
    img, layer = new_image(16, 8)
    cases = [({'planet': True, 'tileable': True}, 'Planet maps cannot tile', 'loops'),
             ({'planet': True, 'tileable': True, 'rotation-z': 30.0},
              'Planet maps cannot tile', 'rotation'),
             ({'planet': True, 'frames': 3, 'noise-type': 'value'},
              "4D form ('simplex', 'simplex-value'), and 'value' has none", 'tile'),
             ({'planet': True, 'frames': 3, 'noise-type': 'cellular'},
              "and 'cellular' has none", 'tile'),
             ({'planet': True, 'noise-type': 'simplex-classic'},
              "a 3D form, and 'simplex-classic' has none", 'tile'),
             ({'tileable': True, 'noise-type': 'simplex-2002'},
              "'simplex-2002' cannot tile:", 'loop'),
             ({'frames': 3, 'noise-type': 'simplex-classic', 'dimensions': 2},
              "'simplex-classic' cannot loop:", 'tile'),
             ({'tileable': True, 'rotation-y': 15.0}, "Argument 'rotation-y' is 15",
              'rotation-x')]
    for args, says, not_said in cases:
        expect_refused(img, [layer], says, **args)
        status, error = render(img, [layer], **args)
        assert not_said not in error, 'message %r names %r too' % (error, not_said)
    # Planets of a type with a 4D form loop; a planet ignores dimensions.
    assert_ok(*render(img, [layer], planet=True, frames=2, output='height',
                      **{'noise-type': 'simplex', 'dimensions': 1}))
    img.delete()


checks = Checks('issue 13 checks')
for name, fn in [('settings float cannot resolve are refused', precision),
                 ('precision refusal depends on the drawable size', precision_depends_on_size),
                 ('a refusal caused by the size names it', precision_names_the_size),
                 ('locked pixels refused, nothing renamed or added', locked_pixels),
                 ('frame names stay clean on re-runs', frame_names_stay_clean),
                 ('frames that cannot all be made are refused', frames_that_cannot_be_made),
                 ('a whole turn with tiling is no rotation', full_turn_tiles),
                 ('the caller drops bad values before the plug-in', caller_drops_bad_values),
                 ('a setting that does not apply: one condition named', one_condition_each)]:
    checks.run(name, fn)
checks.finish()
