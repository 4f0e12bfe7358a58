"""The GUI batch of test-dialog.sh, run in the full GIMP under Xvfb: opens
an image in a display, calls the plug-in interactively (the driver drives
the dialog), exports the image before, after OK and after the driver's
Ctrl+Z, and lists the filters OK left on the layer, handshaking with the
driver through files in TEST_OUT."""
import os, sys

import gi
gi.require_version('Gimp', '3.0')
gi.require_version('Gegl', '0.4')
from gi.repository import Gegl, Gimp, Gio

sys.path.insert(0, os.environ['TEST_SRC'])
from gimp_helpers import wait_for

out = os.environ['TEST_OUT']


def save(img, name):
    Gimp.file_save(Gimp.RunMode.NONINTERACTIVE, img, Gio.File.new_for_path(os.path.join(out, name)),
                   None)


img = Gimp.Image.new(256, 256, Gimp.ImageBaseType.RGB)
layer = Gimp.Layer.new(img, 'noise', 256, 256, Gimp.ImageType.RGB_IMAGE, 100, Gimp.LayerMode.NORMAL)
img.insert_layer(layer, None, 0)
white = Gegl.Color.new('white')
cfg_gradient = Gimp.Gradient.get_by_name('Incandescent')
Gimp.context_set_foreground(white)
layer.edit_fill(Gimp.FillType.FOREGROUND)
img.clean_all()
Gimp.Display.new(img)
save(img, 'before.png')

proc = Gimp.get_pdb().lookup_procedure('plug-in-noise-render')
cfg = proc.create_config()
cfg.set_property('run-mode', Gimp.RunMode.INTERACTIVE)
cfg.set_property('image', img)
cfg.set_core_object_array('drawables', [layer])
cfg.set_property('gradient', cfg_gradient)
status = proc.run(cfg).index(0)
# PyGObject 3.58 (GIMP 3.2's) prints an enum as its number: name it here.
open(os.path.join(out, 'status'), 'w').write(
    'SUCCESS' if status == Gimp.PDBStatusType.SUCCESS else 'status %d' % status)
open(os.path.join(out, 'filters'), 'w').write(
    ''.join(f.get_operation_name() + '\n' for f in layer.get_filters()))
save(img, 'after-ok.png')
# The look the driver chose, as the look procedure renders it.
look = os.environ.get('NOISE_RENDER_DIALOG_LOOK')
if look:
    reference = Gimp.Image.new(256, 256, Gimp.ImageBaseType.RGB)
    copy = Gimp.Layer.new(reference, 'look', 256, 256, Gimp.ImageType.RGB_IMAGE, 100,
                          Gimp.LayerMode.NORMAL)
    reference.insert_layer(copy, None, 0)
    look_proc = Gimp.get_pdb().lookup_procedure('plug-in-noise-render-look')
    look_cfg = look_proc.create_config()
    look_cfg.set_property('image', reference)
    look_cfg.set_core_object_array('drawables', [copy])
    look_cfg.set_property('look', look)
    look_proc.run(look_cfg)
    save(reference, 'look.png')
open(os.path.join(out, 'rendered'), 'w').close()
wait_for(out, 'undone', 90)
save(img, 'after-undo.png')
