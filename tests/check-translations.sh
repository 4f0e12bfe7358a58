#!/usr/bin/env bash
# Every catalog in po/LINGUAS translates every user-visible string the
# sources mark today (a fresh template, not the checked-in one), with valid
# format strings, and nothing fuzzy.
set -euo pipefail
cd "$(dirname "$0")/.."
pot=$(mktemp --suffix=.pot)
trap 'rm -f "$pot"' EXIT
xgettext --from-code=UTF-8 --keyword=_ --keyword=N_ --keyword=C_:1c,2 \
  --add-comments=TRANSLATORS: --files-from=po/POTFILES -o "$pot"
for lang in $(cat po/LINGUAS); do
  msgcmp "po/$lang.po" "$pot"
  stats=$(msgfmt --check --statistics -o /dev/null "po/$lang.po" 2>&1)
  case $stats in
    *fuzzy*|*untranslated*) echo "$lang: $stats" >&2; exit 1;;
  esac
  echo "$lang: $stats"
done
