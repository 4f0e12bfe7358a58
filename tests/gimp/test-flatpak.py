"""One run of test-flatpak.sh (TEST_ARGS: without, first or second): two
renders asking for the live filter; GIMP has the operation only on the
second run, after the plug-in linked the extension's module into GEGL's
user folder on the first."""
import os, sys

sys.path.insert(0, os.environ['TEST_SRC'])
import gimp_helpers
from gimp_helpers import Gimp

stage = os.environ['TEST_ARGS']
for _ in range(2):
    img, layer = gimp_helpers.new_image(32, 32)
    status, error = gimp_helpers.render(img, [layer], result='filter')
    operations = [f.get_operation_name() for f in layer.get_filters()]
    print('flatpak test, %s run: status %s, filters %s, %s' % (stage, status, operations, error))
    expected = ['noise-render:noise-2'] if stage == 'second' else []
    assert operations == expected, (stage, operations, error)
