#!/usr/bin/env bash
# Proves that a refactor changed no behaviour: builds `sheetspec` from two
# revisions, runs both over the same inputs (specs/, every YAML fixture under
# Tests/ alone and by folder, a generated corpus) with every subcommand and
# output format, and compares exit status, stdout, stderr and every file
# written (generated code, .sheetspec-manifest, plans, SVG pictures). The
# cases are in scripts/lib/output_identity.py.
#
# Usage: scripts/check-output-identity.sh [--base REV] [--new REV|--new-worktree]
#            [--base-bin PATH] [--new-bin PATH] [--keep]
#   --base REV      the reference (default: HEAD)
#   --new REV       the revision under test (default: --new-worktree, the
#                   working tree as it is, built in this repository's .build)
#   --base-bin PATH, --new-bin PATH  use a built sheetspec, skip that build
#   --keep          keep the scratch folder (worktrees, inputs)
# Revisions are checked out with `git worktree add --detach` under
# ${TMPDIR:-/tmp}/sheetspec-identity/ and built with `swift build` (debug);
# inputs come from the new side. Prints each differing case with the start of
# a unified diff, then `output identity: N passed, M failed`. Exits 0 when
# nothing differs, 1 when something does, 2 when it cannot run. Needs bash
# 3.2+, git, swift and python3 (macOS's BSD tools are enough).
set -euo pipefail

die() { echo "check-output-identity: $*" >&2; exit 2; }
here="$(cd "$(dirname "$0")" && pwd -P)"
repo="$(cd "$here/.." && pwd -P)"
base=HEAD new="" base_bin="" new_bin="" keep=0
while [ $# -gt 0 ]; do
    case "$1" in
        --base|--new|--base-bin|--new-bin) [ $# -ge 2 ] || die "$1 needs a value" ;;
    esac
    case "$1" in
        --base) base="$2"; shift 2 ;;
        --new) new="$2"; shift 2 ;;
        --new-worktree) new=""; shift ;;
        --base-bin) base_bin="$(cd "$(dirname "$2")" && pwd -P)/$(basename "$2")"; shift 2 ;;
        --new-bin) new_bin="$(cd "$(dirname "$2")" && pwd -P)/$(basename "$2")"; shift 2 ;;
        --keep) keep=1; shift ;;
        -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown argument: $1 (see --help)" ;;
    esac
done
for bin in "$base_bin" "$new_bin"; do
    [ -z "$bin" ] || [ -x "$bin" ] || die "not an executable: $bin"
done
cd "$repo"
for rev in "$base" "$new"; do
    [ -z "$rev" ] || git rev-parse --verify --quiet "$rev^{commit}" >/dev/null || die "not a revision: $rev"
done

root="${TMPDIR:-/tmp}"
root="${root%/}/sheetspec-identity"
mkdir -p "$root"
scratch="$(cd "$(mktemp -d "$root/run.XXXXXX")" && pwd -P)"
worktrees=""
cleanup() {
    [ "$keep" -eq 0 ] || return 0
    for tree in $worktrees; do
        git -C "$repo" worktree remove --force "$tree" >/dev/null 2>&1 || true
    done
    rm -rf "$scratch"
    git -C "$repo" worktree prune >/dev/null 2>&1 || true
}
trap cleanup EXIT
trap 'exit 130' INT TERM

checkout() {  # checkout DIR REV: a detached worktree
    git worktree add --quiet --detach "$1" "$2" || die "cannot check out $2"
    worktrees="$worktrees $1"
}
build() {  # build SIDE DIR: builds sheetspec in DIR, sets $built to its path
    local start=$SECONDS log="$scratch/build-$1.log"
    echo "build $1: swift build --product sheetspec in $2"
    if ! (cd "$2" && swift build --product sheetspec) >"$log" 2>&1; then
        tail -n 30 "$log" >&2
        die "build $1 failed (log: $log; scripts/bootstrap installs libyaml-dev)"
    fi
    built="$(cd "$2" && swift build --show-bin-path)/sheetspec"
    [ -x "$built" ] || die "build $1 made no $built"
    echo "build $1: $((SECONDS - start)) s"
}

source_dir="$repo"  # the inputs, and the new side's sources
if [ -n "$new" ]; then source_dir="$scratch/new"; checkout "$source_dir" "$new"; fi
if [ -n "$base_bin" ]; then echo "build base: skipped"
else checkout "$scratch/base" "$base"; build base "$scratch/base"; base_bin="$built"
fi
if [ -n "$new_bin" ]; then echo "build new: skipped"
else build new "$source_dir"; new_bin="$built"
fi
echo "base: $base ($base_bin)"
echo "new:  ${new:-working tree} ($new_bin)"
[ "$keep" -eq 0 ] || echo "scratch folder, kept: $scratch"
status=0
python3 "$here/lib/output_identity.py" "$base_bin" "$new_bin" "$source_dir" "$scratch" || status=$?
[ "$status" -le 1 ] || die "the case runner failed (exit status $status)"
exit "$status"
