#!/usr/bin/env bash
# Verifies the `sheetspec-lint` hook of .pre-commit-hooks.yaml for real, the
# way its users meet it: pre-commit (from PyPI) builds this repository with
# `language: swift` and runs the hook on the staged files of a scratch git
# repository.
#
#   1. a spec with an error is staged: `pre-commit try-repo` must fail and
#      show the diagnostic (`[SS1003]` at `file:line:col`);
#   2. the spec is fixed: the hook must pass, although a YAML file that is
#      not a spec (and would fail as one) is staged too.
#
# `try-repo` builds the package in release mode on every run (a temporary
# store), so this script takes minutes; uncommitted changes to tracked files,
# and staged new files, are included. The sheetspec-generate-check hook is not
# exercised until `sheetspec generate` exists.
#
# Usage: scripts/check-pre-commit.sh
# Prints one line per check and `N passed, N failed`; exits 1 on failure.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/python-tools.sh

started=$SECONDS
repository=$PWD
ensure_python_tool pre-commit 4.7.0
scratch=$(mktemp -d "${TMPDIR:-/tmp}/sheetspec-pre-commit.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
export PRE_COMMIT_HOME="$scratch/pre-commit-home"

passed=0 failed=0
check() {  # check DESCRIPTION CONDITION...
    local description=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "ok   $description"
    else
        failed=$((failed + 1))
        echo "FAIL $description"
    fi
}
contains() { grep -qF -- "$2" <<<"$1"; }

# A project that uses sheetspec: one spec (with a misspelt key) and a YAML
# file the hook must leave alone.
project="$scratch/project"
git init --quiet "$project"
git -C "$project" config user.email "check@example.invalid"
git -C "$project" config user.name "check-pre-commit"
mkdir -p "$project/specs"
cat >"$project/specs/checkout.sheet.yaml" <<'YAML'
version: 1
sheets:
  checkout:
    type: CheckoutViewController
    cornerRadus: 16
YAML
printf 'not: [a, spec\n' >"$project/settings.yaml"
git -C "$project" add specs/checkout.sheet.yaml settings.yaml

# try_hook: runs the hook on the staged files; sets `output` and `status`.
try_hook() {
    local seconds=$SECONDS
    status=0
    output=$(cd "$project" && "$SHEETSPEC_VENV/bin/pre-commit" try-repo "$repository" sheetspec-lint 2>&1) || status=$?
    echo "     (pre-commit try-repo: $((SECONDS - seconds)) s, status $status)"
}

try_hook
check "a staged spec with an error fails the hook" test "$status" -ne 0
check "the hook shows the diagnostic code" contains "$output" "[SS1003]"
check "the hook shows file:line:col" contains "$output" "specs/checkout.sheet.yaml:5:5"
if [ "$status" -eq 0 ] || ! contains "$output" "[SS1003]"; then sed 's/^/     | /' <<<"$output"; fi

sed -i.bak 's/cornerRadus/cornerRadius/' "$project/specs/checkout.sheet.yaml"
rm "$project/specs/checkout.sheet.yaml.bak"
git -C "$project" add specs/checkout.sheet.yaml

try_hook
check "the fixed spec passes, and settings.yaml is not linted" test "$status" -eq 0
if [ "$status" -ne 0 ]; then sed 's/^/     | /' <<<"$output"; fi

echo "$passed passed, $failed failed ($((SECONDS - started)) s)"
[ "$failed" -eq 0 ]
