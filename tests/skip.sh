#!/bin/sh
# Stands in for a test whose tool is missing: says why, and exits 77, which
# meson reports as SKIP.
echo "SKIP: $*"
exit 77
