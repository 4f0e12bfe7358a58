#!/usr/bin/env python3
"""The Flatpak extension's manifest (build-aux/flatpak) against the project.

Checks what flatpak-builder cannot see without Flathub's runtime: the
extension-point shape Flathub's GIMP expects (id org.gimp.GIMP.Plugin.NAME
mounted at /app/extensions/NAME, branch 3, build-extension), the meson
options the manifest passes exist in meson.options, both folders lie in the
extension (GIMP merges NAME/plug-ins), and the AppStream file it installs
names the same id, extends GIMP, and lists this version of the project.

usage: check-flatpak-manifest.py SOURCE_ROOT
"""
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

root = sys.argv[1]
flatpak_dir = os.path.join(root, 'build-aux', 'flatpak')
manifest_path = os.path.join(flatpak_dir, 'org.gimp.GIMP.Plugin.NoiseRender.json')
errors = []


def check(ok, message):
    if not ok:
        errors.append(message)


with open(manifest_path, encoding='utf-8') as f:
    manifest = json.load(f)

app_id = manifest.get('id', '')
point = 'org.gimp.GIMP.Plugin.'
check(app_id.startswith(point) and '.' not in app_id[len(point):],
      f'id {app_id!r} is not {point}NAME')
name = app_id[len(point):]
prefix = '/app/extensions/' + name
check(os.path.basename(manifest_path) == app_id + '.json',
      'the manifest file is not named after its id')
check(manifest.get('branch') == '3',
      'branch must be "3", the version of GIMP\'s org.gimp.GIMP.Plugin point')
check(manifest.get('runtime') == 'org.gimp.GIMP', 'runtime must be org.gimp.GIMP')
check(manifest.get('runtime-version') == 'stable',
      'runtime-version must be stable (Flathub\'s GIMP branch)')
check(manifest.get('build-extension') is True, 'build-extension must be true')
check(manifest.get('sdk', '').startswith('org.gnome.Sdk//'),
      'sdk must be a pinned org.gnome.Sdk')
check(manifest.get('build-options', {}).get('prefix') == prefix,
      f'build-options.prefix must be {prefix}')

# meson.options: option('name', ...)
with open(os.path.join(root, 'meson.options'), encoding='utf-8') as f:
    known = set(re.findall(r"option\(\s*'([^']+)'", f.read()))
with open(os.path.join(root, 'meson.build'), encoding='utf-8') as f:
    meson_build = f.read()
project = re.search(r"project\(\s*'([^']+)'.*?version:\s*'([^']+)'", meson_build, re.S)
project_name, version = project.group(1), project.group(2)

modules = [m for m in manifest.get('modules', []) if isinstance(m, dict)]
ours = [m for m in modules if m.get('name') == project_name]
check(len(ours) == 1, f'no single module named {project_name}')
module = ours[0] if ours else {}
check(module.get('buildsystem') == 'meson', 'the module must build with meson')

opts = {}
for arg in module.get('config-opts', []):
    m = re.fullmatch(r'-D([A-Za-z0-9_-]+)=(.*)', arg)
    check(m is not None, f'config-opt {arg!r} is not -Dname=value')
    if not m:
        continue
    key, value = m.groups()
    builtin = key in ('prefix', 'libdir', 'buildtype', 'b_lto')
    check(key in known or builtin, f'config-opt -D{key}: no such option in meson.options')
    opts[key] = value

check(opts.get('tests') == 'disabled', '-Dtests=disabled: an extension ships no tests')
check(opts.get('plugin') == 'enabled',
      '-Dplugin=enabled: a build without libgimp must fail, not ship no plug-in')
check(opts.get('plugindir') == prefix + '/plug-ins',
      f'-Dplugindir must be {prefix}/plug-ins (the point merges NAME/plug-ins)')
check(opts.get('gegl-plugindir', '').startswith(prefix + '/'),
      f'-Dgegl-plugindir must lie in {prefix}: /app is GIMP\'s, read-only')

# Sources: this checkout.
for source in module.get('sources', []):
    if source.get('type') == 'dir':
        src = os.path.normpath(os.path.join(flatpak_dir, source.get('path', '')))
        check(os.path.samefile(src, root),
              f'dir source {source.get("path")!r} is not the project\'s root')

# The AppStream file, installed under share/metainfo/<id>.metainfo.xml.
metainfo_name = app_id + '.metainfo.xml'
installs = ' '.join(module.get('post-install', []))
check(re.search(r'share/metainfo\b', installs) and metainfo_name in installs,
      f'post-install does not install {metainfo_name} into share/metainfo')
m = re.search(r'(\S*' + re.escape(metainfo_name) + r')', installs)
if m:
    # post-install runs in meson's build folder, one below the source root.
    installed_from = os.path.normpath(os.path.join(root, '_flatpak_build', m.group(1)))
    check(os.path.isfile(installed_from),
          f'post-install copies {m.group(1)}, which is not in the checkout')
metainfo = ET.parse(os.path.join(flatpak_dir, metainfo_name)).getroot()
check(metainfo.get('type') == 'addon', 'the AppStream component must be type="addon"')
check(metainfo.findtext('id') == app_id, 'the AppStream id differs from the manifest\'s')
check(metainfo.findtext('extends') == 'org.gimp.GIMP',
      'the AppStream file must extend org.gimp.GIMP')
releases = [r.get('version') for r in metainfo.iter('release')]
check(releases[:1] == [version],
      f'the AppStream file\'s newest release is {releases[:1]}, meson.build says {version}')
check(metainfo.findtext('project_license') ==
      re.search(r"license:\s*'([^']+)'", meson_build).group(1),
      'the AppStream project_license differs from meson.build\'s license')

for e in errors:
    print('FAIL:', e)
if not errors:
    print(f'{app_id}: extension of org.gimp.GIMP//3 at {prefix}, version {version}: ok')
sys.exit(1 if errors else 0)
