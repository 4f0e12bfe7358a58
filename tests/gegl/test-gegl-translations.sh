#!/usr/bin/env bash
# The operation's labels in German and French: the module binds its text
# domain to the catalogs beside it (noise-render-locale/), so GEGL -- and
# GIMP, which shows these labels -- gets them translated.
#   test-gegl-translations.sh MODULE PO-DIR
set -euo pipefail
module=$1 po=$2
for tool in msgfmt localedef python3; do
  command -v $tool >/dev/null || { echo "SKIP: no $tool"; exit 77; }
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/noise-render-i18n.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
dir=$tmp/share/gegl-0.4/plug-ins
mkdir -p "$dir" "$tmp/locales"
cp "$module" "$dir/"
check () { # LANG-CODE LOCALE EXPECTED-MENU-LABEL EXPECTED-TYPE-LABEL
  mkdir -p "$dir/noise-render-locale/$1/LC_MESSAGES"
  msgfmt -o "$dir/noise-render-locale/$1/LC_MESSAGES/noise-render.mo" "$po/$1.po"
  localedef -i "${2%.UTF-8}" -f UTF-8 "$tmp/locales/$2" 2>/dev/null || true
  LOCPATH=$tmp/locales LC_ALL=$2 XDG_DATA_HOME=$tmp/share python3 - "$3" "$4" <<'PY'
import locale, sys
locale.setlocale(locale.LC_ALL, '')
import gi
gi.require_version('Gegl', '0.4')
from gi.repository import Gegl
Gegl.init(None)
label = Gegl.Operation.get_key('noise-render:noise-2', 'gimp:menu-label')
nick = [p.get_nick() for p in Gegl.Operation.list_properties('noise-render:noise-2')
        if p.name == 'type'][0]
print('%s: %s / %s' % (locale.setlocale(locale.LC_MESSAGES), label, nick))
assert (label, nick) == (sys.argv[1], sys.argv[2]), (label, nick)
PY
}
check de de_DE.UTF-8 'Prozedurales Rauschen (_Live-Filter) …' 'Rauschtyp'
check fr fr_FR.UTF-8 'Bruit procédural (filtre _dynamique)…' 'Type de bruit'
