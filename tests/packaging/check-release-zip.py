#!/usr/bin/env python3
"""The release's Linux zip, made as the workflow makes it on each OS
(build-aux/make-release-zip) from this build's install: meson install into
a scratch folder (--destdir), then the script, then the zip's tree and
INSTALL.txt as a GIMP user meets them.

usage: check-release-zip.py SOURCE_ROOT BUILD_ROOT VERSION
"""
import os
import subprocess
import sys
import tempfile
import zipfile

source, build, version = sys.argv[1:4]
errors = []


def find(top, test):
    for folder, dirs, files in os.walk(top):
        for name in dirs + files:
            path = os.path.join(folder, name)
            if test(path):
                return path
    return None


with tempfile.TemporaryDirectory() as scratch:
    stage = os.path.join(scratch, 'stage')
    subprocess.run(['meson', 'install', '-C', build, '--no-rebuild', '--quiet',
                    '--destdir', stage], check=True)
    plug_in = find(stage, lambda p: os.path.basename(p) == 'noise-render'
                   and os.path.isfile(os.path.join(p, 'noise-render')))
    module = find(stage, lambda p: os.path.basename(p) == 'noise-render.so')
    if not plug_in or not module:
        print(f'FAIL: the install holds no plug-in folder ({plug_in}) or '
              f'module ({module})')
        sys.exit(1)
    name = f'noise-render-{version}-linux-x86_64'
    out = subprocess.run(
        [os.path.join(source, 'build-aux', 'make-release-zip'), '--os', 'linux',
         '--name', name, '--version', version, '--plug-in', plug_in,
         '--module', module, os.path.join(scratch, 'out')],
        check=True, capture_output=True, text=True).stdout.strip()
    print('zip:', out)
    with zipfile.ZipFile(out) as archive:
        infos = {i.filename: i for i in archive.infolist()}
        install = archive.read('INSTALL.txt').decode('utf-8') \
            if 'INSTALL.txt' in infos else ''

for path in sorted(infos):
    print(f'  {infos[path].external_attr >> 16:o} {path}')
languages = [line.strip() for line in
             open(os.path.join(source, 'po', 'LINGUAS'), encoding='utf-8')
             if line.strip() and not line.startswith('#')]
expected = {'INSTALL.txt', 'plug-ins/noise-render/noise-render',
            'gegl-0.4/plug-ins/noise-render.so'}
for lang in languages:
    expected.add(f'plug-ins/noise-render/locale/{lang}/LC_MESSAGES/noise-render.mo')
    expected.add(f'gegl-0.4/plug-ins/noise-render-locale/{lang}/LC_MESSAGES/'
                 'noise-render.mo')
if set(infos) != expected:
    errors.append(f'the tree differs: missing {sorted(expected - set(infos))}, '
                  f'extra {sorted(set(infos) - expected)}')
plug_in_entry = infos.get('plug-ins/noise-render/noise-render')
if plug_in_entry and not (plug_in_entry.external_attr >> 16) & 0o100:
    errors.append('the plug-in is not executable once unpacked')
install_entry = infos.get('INSTALL.txt')
if install_entry and (install_entry.external_attr >> 16) & 0o444 != 0o444:
    errors.append('INSTALL.txt is not readable by all once unpacked')
for needle in ('~/.config/GIMP/3.0/plug-ins/', '~/.config/GIMP/3.2/plug-ins/',
               '~/.local/share/gegl-0.4/plug-ins/',
               'Filters > Render > Noise > Procedural Noise',
               f'noise-render {version}'):
    if needle not in install:
        errors.append(f'INSTALL.txt does not say {needle!r}')
for e in errors:
    print('FAIL:', e)
sys.exit(1 if errors else 0)
