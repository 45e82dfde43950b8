#!/usr/bin/env bash
# The report of a 500-sheet project (63 generated spec files of 8 sheets,
# 504 sheets: Benchmarks/corpus/generate.py), on one core: `sheetspec report
# --jobs 1` pinned to CPU 0 where `taskset` exists, into an empty folder each
# time. Measured, not judged: prints hyperfine's table (or one timed run
# without hyperfine), the site's size, and with --instructions the instruction
# count under callgrind, which does not depend on the machine's load.
#
# Usage: Benchmarks/report.sh [--instructions] [--runs N]
# Uses the release build scripts/install makes (.build-release).
set -euo pipefail
cd "$(dirname "$0")/.."
instructions=false runs=5
while [ $# -gt 0 ]; do
    case "$1" in
        --instructions) instructions=true; shift ;;
        --runs) [ $# -ge 2 ] || { echo "usage: --runs N" >&2; exit 2; }; runs=$2; shift 2 ;;
        *) echo "error: unknown argument \`$1\` (see the comment at the top of Benchmarks/report.sh)" >&2; exit 2 ;;
    esac
done

scripts/bootstrap >&2
source scripts/lib/release-build.sh
bin=$(release_build)
corpus=Benchmarks/out/corpus-report
if [ ! -f "$corpus/.done" ]; then
    rm -rf "$corpus"
    python3 Benchmarks/corpus/generate.py "$corpus/files" --files 63 >&2
    touch "$corpus/.done"
fi
sheets=$(find "$corpus/files" -name '*.yaml' -exec grep -c '^    type:' {} + | awk -F: '{ s += $NF } END { print s }')
site=${TMPDIR:-/tmp}/sheetspec-report-bench.$$
trap 'rm -rf "$site"' EXIT
pin=""
if command -v taskset >/dev/null; then pin="taskset -c 0"; fi
command="$pin $bin report $corpus/files --output $site --jobs 1 --quiet"

echo "report of $sheets sheets in $(find "$corpus/files" -name '*.yaml' | wc -l | tr -d ' ') spec files, one core"
if command -v hyperfine >/dev/null; then
    hyperfine --runs "$runs" --prepare "rm -rf $site" "$command"
else
    rm -rf "$site"
    start=$(date +%s)
    $command
    echo "one run: $(( $(date +%s) - start )) s (install hyperfine for a proper measurement)"
fi
rm -rf "$site"
$command
echo "site: $(find "$site" -type f | wc -l | tr -d ' ') files, $(du -sk "$site" | cut -f1) KB"
if $instructions; then
    rm -rf "$site"
    out=${TMPDIR:-/tmp}/sheetspec-report-callgrind.$$
    valgrind --tool=callgrind --callgrind-out-file="$out" "$bin" report "$corpus/files" --output "$site" \
        --jobs 1 --quiet 2>&1 | grep -E 'Collected' || true
    rm -f "$out"
fi
