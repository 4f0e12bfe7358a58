#!/usr/bin/env bash
# Every C and C++ file is laid out as .clang-format says.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find core settings render plug-in ui tests gegl -name '*.c' -o -name '*.h' -o -name '*.cc' | sort)
clang-format --dry-run --Werror "${files[@]}"
echo "${#files[@]} files formatted as .clang-format says ($(clang-format --version))"
