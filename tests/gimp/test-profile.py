"""Runs inside GIMP for test-profile.sh: GIMP uses the private profile
run-gimp.sh made, and our plug-in is registered in it."""
import os

import gi
gi.require_version('Gimp', '3.0')
from gi.repository import Gimp

profile = os.environ['GIMP3_DIRECTORY']
assert Gimp.directory() == profile, (Gimp.directory(), profile)
assert Gimp.get_pdb().lookup_procedure('plug-in-noise-render') is not None
print('GIMP runs in', profile, 'with plug-in-noise-render')
