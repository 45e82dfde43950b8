#!/usr/bin/env bash
# A new developer's first day with an installed sheetspec, in a scratch git
# repository, running `sheetspec` from PATH as the README tells them to:
#
#   1. `sheetspec init` writes the configuration and an example spec, which
#      are committed;
#   2. a new spec `extends` the committed example's sheet (its file is left
#      unchanged) and leaves out `minimumOS`;
#   3. `sheetspec lint` on the configured project passes (exit 0) and shows
#      the warning (SS2906), with no SS2101 for the sheet in the other file;
#   4. `sheetspec generate` writes both conformances into `output:`, and a
#      second run writes nothing.
#
# Every step's time is printed. It builds nothing: PREFIX is where
# `scripts/install --prefix PREFIX` put the tool (.ci/run passes the prefix
# of its install stage).
#
# Usage: scripts/check-first-day.sh PREFIX
# Prints one line per check and `N passed, N failed`; exits 1 on failure, 2 on bad usage.
set -euo pipefail

if [ $# -ne 1 ] || [ ! -x "$1/bin/sheetspec" ]; then
    echo "usage: scripts/check-first-day.sh PREFIX   (PREFIX/bin/sheetspec from scripts/install)" >&2
    exit 2
fi
prefix=$(cd "$1" && pwd)
export PATH="$prefix/bin:$PATH"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/sheetspec-first-day.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
project="$scratch/app"

source "$(dirname "$0")/lib/checks.sh"

# step NAME COMMAND...: runs COMMAND in the project from PATH and prints its
# wall-clock time (bash's `time`, which macOS's bash 3.2 has too); sets
# `output` (stdout and stderr) and `status`.
step() {
    local name=$1
    shift
    local timing="$scratch/time"
    status=0
    { TIMEFORMAT="%3R"; time (cd "$project" && "$@" >"$scratch/out" 2>&1); } 2>"$timing" || status=$?
    output=$(cat "$scratch/out")
    echo "     ($name: $(tail -1 "$timing") s, status $status)"
}

git init --quiet "$project"
git -C "$project" config user.email "first-day@example.invalid"
git -C "$project" config user.name "check-first-day"

step "sheetspec init" sheetspec init
check "init succeeds" test "$status" -eq 0
check "init writes the configuration and an example spec" \
    test -f "$project/.sheetspec.yml" -a -f "$project/Specs/example.sheet.yaml"
git -C "$project" add .sheetspec.yml Specs/example.sheet.yaml
git -C "$project" commit --quiet -m "sheetspec init"

cat >"$project/Specs/promo.sheet.yaml" <<'YAML'
version: 1
sheets:
  promo:
    extends: example
    type: PromoSheetViewController
YAML
git -C "$project" add Specs/promo.sheet.yaml

step "sheetspec lint" sheetspec lint
check "lint passes with a spec extending a sheet of an unchanged committed file" test "$status" -eq 0
check "lint shows the warning" contains "$output" "[SS2906]"
check "lint resolves the sheet in the other file (no SS2101)" test "$(grep -c SS2101 <<<"$output")" -eq 0
check "the committed spec is unchanged" git -C "$project" diff --quiet HEAD -- Specs/example.sheet.yaml

step "sheetspec generate" sheetspec generate
check "generate succeeds" test "$status" -eq 0
check "generate writes both conformances" test -f "$project/Generated/Example+BottomSheetable.generated.swift" \
    -a -f "$project/Generated/Promo+BottomSheetable.generated.swift"
check "the extending sheet's conformance names its type" \
    grep -q "PromoSheetViewController" "$project/Generated/Promo+BottomSheetable.generated.swift"

step "sheetspec generate again" sheetspec generate
check "a second generate writes nothing" contains "$output" "(0 written, "

finish_checks
