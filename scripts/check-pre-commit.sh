#!/usr/bin/env bash
# Verifies the hooks of .pre-commit-hooks.yaml for real, the way their users
# meet them: pre-commit (from PyPI) builds this repository with
# `language: swift` and runs the hooks on the staged files of a scratch git
# repository whose configuration names its specs and output folder, and
# which has one spec committed already.
#
#   1. a spec with an error is staged and both hooks run: `pre-commit run`
#      must fail, show the diagnostic (`[SS1003]` at
#      `file:line:col`) once, and sheetspec-generate-check must print its
#      one line instead of the diagnostic again;
#   2. the spec is fixed, and a new spec that `extends` the sheet of the
#      committed (unchanged, unstaged) spec and lacks `minimumOS` is staged:
#      the lint hook must pass, show the warning (SS2906) and no SS2101,
#      although a YAML file that is not a spec (and would fail as one) is
#      staged too.
#
# The project's .pre-commit-config.yaml is the README's snippet as written,
# but for its `repo:` URL: it names a snapshot of this repository (a shared
# clone with uncommitted changes to tracked files, and staged new files,
# committed on top) tagged with the snippet's `rev:`, as a team's config names
# a release. pre-commit builds it in release mode once and reuses that build
# for every run. The build takes minutes. With SHEETSPEC_CHECK_TRY_REPO=1 it
# also runs `pre-commit try-repo` with the tag, which builds again.
#
# Usage: scripts/check-pre-commit.sh
# Prints one line per check and `N passed, N failed`; exits 1 on failure.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/python-tools.sh
source scripts/lib/checks.sh

repository=$PWD
ensure_python_tool pre-commit 4.7.0
scratch=$(mktemp -d "${TMPDIR:-/tmp}/sheetspec-pre-commit.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
export PRE_COMMIT_HOME="$scratch/pre-commit-home"


# A project that uses sheetspec: a configuration and a spec committed before
# the hooks run, one staged spec (with a misspelt key) and a YAML file the
# hook must leave alone.
project="$scratch/project"
git init --quiet "$project"
git -C "$project" config user.email "check@example.invalid"
git -C "$project" config user.name "check-pre-commit"
mkdir -p "$project/specs"
printf 'specs: specs\noutput: Generated\n' >"$project/.sheetspec.yml"
cat >"$project/specs/base.sheet.yaml" <<'YAML'
version: 1
minimumOS: 16
sheets:
  summary:
    type: SummaryViewController
YAML
git -C "$project" add .sheetspec.yml specs/base.sheet.yaml
git -C "$project" commit --quiet -m "A committed spec"
cat >"$project/specs/checkout.sheet.yaml" <<'YAML'
version: 1
sheets:
  checkout:
    type: CheckoutViewController
    cornerRadus: 16
YAML
printf 'not: [a, spec\n' >"$project/settings.yaml"
git -C "$project" add specs/checkout.sheet.yaml settings.yaml

# The hooks' repository: this one as it is now, committed in a shared clone.
hooks_repository="$scratch/sheetspec"
git clone --quiet --shared "$repository" "$hooks_repository"
changes=$(git -C "$repository" diff HEAD --binary)
if [ -n "$changes" ]; then
    git -C "$hooks_repository" apply --index <<<"$changes"
    git -C "$hooks_repository" -c user.email=check@example.invalid -c user.name=check-pre-commit \
        commit --quiet -m "Uncommitted changes under test"
fi
# The project's configuration is the README's snippet as written, but for
# its `repo:` URL, which names the published repository: here it is the
# snapshot, tagged with the snippet's `rev:` as a release is.
snippet=$(awk '/^## pre-commit$/ { section = 1 } section && /^```yaml$/ { inside = 1; next }
    inside && /^```$/ { exit } inside { print }' README.md)
readme_rev=$(sed -n 's/^ *rev: *//p' <<<"$snippet")
version=$(sed -n 's/^ *public static let current = "\(.*\)"$/\1/p' Sources/SheetLanguage/SheetSpecVersion.swift)
check "the README's pre-commit rev is the tag of this version (v${version%-dev})" test "$readme_rev" = "v${version%-dev}"
check "the README's pre-commit snippet names both hooks" \
    test "$(grep -c -e '- id: sheetspec-lint$' -e '- id: sheetspec-generate-check$' <<<"$snippet")" -eq 2
git -C "$hooks_repository" tag "$readme_rev"
sed "s|^\( *- repo: \).*|\1$hooks_repository|" <<<"$snippet" >"$project/.pre-commit-config.yaml"
check "the project's configuration differs from the snippet only in repo:" \
    test "$(diff <(printf '%s\n' "$snippet") "$project/.pre-commit-config.yaml" | grep -c '^[<>]')" -eq 2
git -C "$project" add .pre-commit-config.yaml

# try_hook [HOOK]: runs one hook (by default every hook) on the staged
# files; sets `output` and `status`.
try_hook() {
    local seconds=$SECONDS
    status=0
    output=$(cd "$project" && "$SHEETSPEC_VENV/bin/pre-commit" run "$@" 2>&1) || status=$?
    echo "     (pre-commit run: $((SECONDS - seconds)) s, status $status)"
}
occurrences() { grep -oF -- "$2" <<<"$1" | wc -l | tr -d ' '; }

try_hook
check "a staged spec with an error fails the hooks" test "$status" -ne 0
check "the hooks show the diagnostic code" contains "$output" "[SS1003]"
check "the hooks show file:line:col" contains "$output" "specs/checkout.sheet.yaml:5:5"
check "the diagnostic is shown once with both hooks" test "$(occurrences "$output" "[SS1003]")" -eq 1
check "sheetspec-generate-check points at the lint hook" contains "$output" "the sheetspec-lint hook print"

sed -i.bak 's/cornerRadus/cornerRadius/' "$project/specs/checkout.sheet.yaml"
rm "$project/specs/checkout.sheet.yaml.bak"
cat >"$project/specs/promo.sheet.yaml" <<'YAML'
version: 1
sheets:
  promoSummary:
    extends: summary
    type: PromoSummaryViewController
YAML
git -C "$project" add specs/checkout.sheet.yaml specs/promo.sheet.yaml

try_hook sheetspec-lint
check "a spec extending a sheet of an unchanged committed file passes" test "$status" -eq 0
check "the cross-file extends is resolved (no SS2101)" test "$(occurrences "$output" "SS2101")" -eq 0
check "the warning of a passing hook is shown" contains "$output" "[SS2906]"

# `pre-commit try-repo` with the tag, as the README's users can try the
# hooks before adding them. try-repo installs into a temporary store of its
# own, so it builds sheetspec in release mode a second time: it runs only
# with SHEETSPEC_CHECK_TRY_REPO=1, not in CI.
if [ "${SHEETSPEC_CHECK_TRY_REPO:-0}" = 1 ]; then
    seconds=$SECONDS
    status=0
    output=$(cd "$project" && "$SHEETSPEC_VENV/bin/pre-commit" try-repo "$hooks_repository" sheetspec-lint \
        --ref "$readme_rev" --all-files 2>&1) || status=$?
    echo "     (pre-commit try-repo: $((SECONDS - seconds)) s, status $status)"
    check "pre-commit try-repo with the README's tag passes" test "$status" -eq 0
    check "try-repo ran the lint hook" contains "$output" "sheetspec lint"
fi

finish_checks
