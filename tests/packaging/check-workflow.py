#!/usr/bin/env python3
"""The Windows and macOS workflow (.github/workflows/platforms.yml) cannot run
here; this reads it as GitHub would (YAML) and checks it against the
project: every job builds with meson, passes only options meson.options
declares, runs the core suite, and uploads what it installed; the README
names the artifacts of the jobs that build the plug-in.

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

errors = []
jobs = workflow.get('jobs') or {}
if not {'windows', 'macos-macports'} <= set(jobs):
    errors.append('the workflow lacks a Windows or a macOS (MacPorts) job')
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
    if '-Dplugin=enabled' in runs:
        for step in steps:
            artifact = (step.get('with') or {}).get('name', '')
            if (step.get('uses', '').startswith('actions/upload-artifact@')
                    and 'if' not in step and artifact not in readme):
                errors.append(f'{name}: the README does not name its artifact {artifact}')
    print(f'{name}: {job.get("runs-on")}, {len(steps)} steps')

for e in errors:
    print('FAIL:', e)
sys.exit(1 if errors else 0)
