#!/usr/bin/env python3
"""The Linux, Windows and macOS workflow (.github/workflows/platforms.yml)
cannot run here; this reads it as GitHub would (YAML) and checks it against
the project: every build job builds with meson, passes only options
meson.options declares (and meson's own buildtype and strip), runs the core
suite, and uploads what it installed; a job that builds the plug-in packs
its OS's zip with build-aux/make-release-zip and uploads it; the README
names the artifacts of those jobs; on a tag v*, the release job waits for
every one of them and attaches their zips.

usage: check-workflow.py SOURCE_ROOT [--required]
Exits 77 (skip) without python3-yaml, unless --required (-Dtests=enabled).
"""
import os
import re
import sys

root = sys.argv[1]
required = '--required' in sys.argv[2:]
try:
    import yaml
except ImportError:
    if required:
        print('FAIL: -Dtests=enabled needs python3-yaml for the workflow check')
        sys.exit(1)
    print('SKIP: python3-yaml is not installed')
    sys.exit(77)

path = os.path.join(root, '.github', 'workflows', 'platforms.yml')
with open(path, encoding='utf-8') as f:
    workflow = yaml.safe_load(f)
with open(os.path.join(root, 'meson.options'), encoding='utf-8') as f:
    known = set(re.findall(r"option\(\s*'([^']+)'", f.read()))

with open(os.path.join(root, 'README.md'), encoding='utf-8') as f:
    readme = f.read()

# meson's built-in options the jobs may pass besides the project's.
known |= {'buildtype', 'strip'}
# Each OS's zip, as build-aux/make-release-zip names them.
zip_os = {'linux': 'linux', 'windows': 'windows', 'macos-macports': 'macos'}

errors = []
jobs = workflow.get('jobs') or {}
if not set(zip_os) <= set(jobs):
    errors.append('the workflow lacks a Linux, Windows or macOS (MacPorts) job')
# PyYAML reads the key on as True (YAML 1.1).
trigger = workflow.get('on', workflow.get(True)) or {}
tags = ((trigger.get('push') or {}).get('tags') or []) if isinstance(trigger, dict) else []
if 'v*' not in tags:
    errors.append('a push of a tag v* does not start the workflow')
release = jobs.pop('release', None)
plug_in_jobs = []
for name, job in jobs.items():
    steps = job.get('steps') or []
    runs = '\n'.join(s.get('run', '') for s in steps)
    uses = [s.get('uses', '') for s in steps]
    if 'meson setup' not in runs:
        errors.append(f'{name}: no meson setup')
    for key in re.findall(r'-D([A-Za-z0-9_-]+)=', runs):
        if key not in known:
            errors.append(f'{name}: -D{key} is not in meson.options')
    if not re.search(r'meson test .*--suite core', runs):
        errors.append(f'{name}: does not run meson test --suite core')
    if 'meson install' not in runs:
        errors.append(f'{name}: installs nothing for its artifact')
    if not any(u.startswith('actions/upload-artifact@') for u in uses):
        errors.append(f'{name}: uploads no artifact')
    if '-Dbuildtype=release' not in runs or '-Dstrip=true' not in runs:
        errors.append(f'{name}: not a release build (-Dbuildtype=release -Dstrip=true)')
    if '-Dplugin=enabled' in runs:
        plug_in_jobs.append(name)
        if not re.search(r'build-aux/make-release-zip --os %s\b' % zip_os.get(name, '?'),
                         runs):
            errors.append(f'{name}: does not pack its zip with build-aux/make-release-zip')
        zips = [(s.get('with') or {}) for s in steps
                if s.get('uses', '').startswith('actions/upload-artifact@')]
        if not any(w.get('name', '').endswith('-zip') and w.get('path', '').endswith('.zip')
                   for w in zips):
            errors.append(f'{name}: uploads no zip artifact named *-zip')
        for step in steps:
            artifact = (step.get('with') or {}).get('name', '')
            if (step.get('uses', '').startswith('actions/upload-artifact@')
                    and 'if' not in step and artifact not in readme):
                errors.append(f'{name}: the README does not name its artifact {artifact}')
    print(f'{name}: {job.get("runs-on")}, {len(steps)} steps')

if not release:
    errors.append('no release job')
else:
    if 'refs/tags/v' not in str(release.get('if', '')):
        errors.append('the release job does not run on tags v* only')
    if sorted(release.get('needs') or []) != sorted(plug_in_jobs):
        errors.append(f'the release job needs {release.get("needs")}, '
                      f'not every job that makes a zip: {plug_in_jobs}')
    steps = release.get('steps') or []
    downloads = [(s.get('with') or {}) for s in steps
                 if s.get('uses', '').startswith('actions/download-artifact@')]
    if not any(d.get('pattern') == 'noise-render-*-zip' for d in downloads):
        errors.append('the release job does not download the zips (noise-render-*-zip)')
    if not re.search(r'gh release upload .*\.zip', '\n'.join(s.get('run', '') for s in steps)):
        errors.append('the release job does not attach the zips (gh release upload)')
    if (release.get('permissions') or {}).get('contents') != 'write':
        errors.append('the release job cannot write the release (permissions: contents: write)')
    print(f'release: after {release.get("needs")}')

for e in errors:
    print('FAIL:', e)
sys.exit(1 if errors else 0)
