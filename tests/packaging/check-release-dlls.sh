#!/bin/sh
# The Windows zip's DLL list (build-aux/make-release-zip --os windows), on
# a made-up MSYS2 prefix of tiny PE files built with mingw-w64: GIMP's
# gimp-3.0.exe imports liba.dll; the plug-in imports liba.dll and
# libb.dll, which imports libc.dll; the module imports liba.dll.  The zip
# must carry libb.dll and libc.dll beside noise-render.exe (GIMP's rule:
# gimp.org's installer has what GIMP's binaries import, recursively), and
# INSTALL.txt must list liba.dll as GIMP's and libb/libc as carried; a
# module that imports libb.dll must fail the script, naming it.
# usage: check-release-dlls.sh MINGW_GCC SOURCE_ROOT
set -eu
cc=$1 script=$2/build-aux/make-release-zip
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
mkdir -p prefix/bin prefix/lib/gimp stage/noise-render/locale/de/LC_MESSAGES
: >stage/noise-render/locale/de/LC_MESSAGES/noise-render.mo
echo 'int a (void) { return 1; }' >a.c
echo 'int c (void) { return 3; }' >c.c
echo 'int c (void); int b (void) { return c (); }' >b.c
echo 'int a (void); int main (void) { return a (); }' >gimp.c
echo 'int a (void); int b (void); int main (void) { return a () + b (); }' >plug.c
echo 'int a (void); int op (void) { return a (); }' >op.c
echo 'int b (void); int op (void) { return b (); }' >op-b.c
"$cc" -shared -o prefix/bin/liba.dll a.c
"$cc" -shared -o prefix/bin/libc.dll c.c
"$cc" -shared -o prefix/bin/libb.dll b.c prefix/bin/libc.dll
"$cc" -o prefix/bin/gimp-3.0.exe gimp.c prefix/bin/liba.dll
"$cc" -o stage/noise-render/noise-render.exe plug.c prefix/bin/liba.dll prefix/bin/libb.dll
"$cc" -shared -o stage/noise-render.dll op.c prefix/bin/liba.dll
mkdir op-b && "$cc" -shared -o op-b/noise-render.dll op-b.c prefix/bin/libb.dll

python3 "$script" --os windows --name w --version 9.9.9 --plug-in stage/noise-render \
  --module stage/noise-render.dll --msys-prefix prefix out
python3 - out/w.zip <<'PY'
import sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
names = set(z.namelist())
text = z.read('INSTALL.txt').decode().replace('\r\n', '\n')
print(text.split('DLLs:')[-1])
used, carried = text.split('DLLs:')[-1].split('Carried')
errors = []
for dll in ('libb.dll', 'libc.dll'):
    if 'plug-ins/noise-render/' + dll not in names:
        errors.append(dll + ' is not carried beside the plug-in')
    if dll not in carried or dll in used:
        errors.append(dll + ' is not listed as carried')
if 'liba.dll' not in used or 'plug-ins/noise-render/liba.dll' in names:
    errors.append("liba.dll is not listed as GIMP's, or is carried")
if 'gegl-0.4/plug-ins/noise-render.dll' not in names:
    errors.append('no module in the zip')
for e in errors:
    print('FAIL:', e)
sys.exit(1 if errors else 0)
PY
if python3 "$script" --os windows --name w2 --version 9.9.9 --plug-in stage/noise-render \
    --module op-b/noise-render.dll --msys-prefix prefix out 2>err.txt; then
  echo 'FAIL: a module that needs libb.dll, which GIMP lacks, was packed' >&2
  exit 1
fi
cat err.txt
grep -q 'libb.dll' err.txt || { echo 'FAIL: the refusal does not name libb.dll' >&2; exit 1; }
