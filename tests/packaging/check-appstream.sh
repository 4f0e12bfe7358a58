#!/bin/sh
# The extension's AppStream add-on file, as Flathub's checks read it
# (appstreamcli validate, pedantic).  Any error fails, and so does any note
# but these three, each with its reason:
#  - cid-contains-uppercase-letter: Flathub names GIMP's extensions after
#    GIMP's own id, org.gimp.GIMP.Plugin.*, upper case included;
#  - url-homepage-missing, developer-id-missing: the project has no public
#    address yet, so no homepage and no reverse-DNS developer id; Flathub
#    will want both (<url type="homepage">, <developer id="…">) when it has.
# usage: check-appstream.sh APPSTREAMCLI SOURCE_ROOT
set -u
file=$2/build-aux/flatpak/org.gimp.GIMP.Plugin.NoiseRender.metainfo.xml
"$1" --version
report=$("$1" validate --no-net --pedantic --no-color "$file" 2>&1)
echo "$report"
if echo "$report" | grep -q '^E: '; then
  echo "FAIL: appstreamcli finds errors in $file" >&2
  exit 1
fi
notes=$(echo "$report" | grep -E '^[WIP]: ' |
  grep -vE ' (cid-contains-uppercase-letter|url-homepage-missing|developer-id-missing)( |$)')
if [ -n "$notes" ]; then
  echo "FAIL: notes beyond the three accepted ones:" >&2
  echo "$notes" >&2
  exit 1
fi
# The description names what the plug-in does today (README's sections).
for feature in Cellular 'Domain warps' 'Planet maps' 'Flow maps' 'gallery of' \
    'live filter' 'Seamless tiles'; do
  grep -q "$feature" "$file" ||
    { echo "FAIL: the description does not mention: $feature" >&2; exit 1; }
done
# The file must have been read at all: its id is in the report.
echo "$report" | grep -q 'org.gimp.GIMP.Plugin.NoiseRender' ||
  { echo "FAIL: appstreamcli's report does not name the component" >&2; exit 1; }
