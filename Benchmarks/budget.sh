#!/usr/bin/env bash
# The performance budget (Benchmarks/budget.py says what is counted and how
# it is judged): instruction counts under callgrind against
# Benchmarks/baseline/instructions.tsv, a change of more than 3% fails.
#
#   Benchmarks/budget.sh            count and compare (what CI runs)
#   Benchmarks/budget.sh --update   count and rewrite the baseline; then say why in CHANGELOG.md
#   SHEETSPEC_BIN=path Benchmarks/budget.sh   count that binary instead of building one
#
# Counts the release binary `scripts/install` builds (scripts/lib/release-build.sh,
# in .build-release), so in CI it reuses the install stage's build. The corpus
# slice is the first 1,000 files of the benchmark corpus (the same bytes as
# Benchmarks/run.sh's first 1,000), the no-op generate's project 25 files
# (200 sheets). Needs valgrind (scripts/bootstrap installs it) and a C compiler.
set -euo pipefail
cd "$(dirname "$0")/.."
update=
case "${1:-}" in
    "") ;;
    --update) update=--update ;;
    *) echo "usage: Benchmarks/budget.sh [--update]" >&2; exit 2 ;;
esac
if ! command -v valgrind >/dev/null; then  # as scripts/bootstrap installs libyaml-dev
    [ "$(uname -s)" = Linux ] && command -v apt-get >/dev/null \
        || { echo "error: valgrind is not installed (the budget counts instructions with callgrind)" >&2; exit 2; }
    echo "Benchmarks/budget.sh: installing valgrind with apt-get" >&2
    if [ "$(id -u)" -eq 0 ]; then sudo=; else sudo=sudo; fi
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq valgrind >/dev/null
fi
out=Benchmarks/out/budget
mkdir -p "$out"
if [ -n "${SHEETSPEC_BIN:-}" ]; then
    bin=$SHEETSPEC_BIN
else
    source scripts/lib/release-build.sh
    bin=$(release_build)
fi
cc -O2 -o "$out/yaml_events" Benchmarks/baseline/yaml_events.c -lyaml
rm -rf "$out/corpus" "$out/project" "$out/scratch"
python3 Benchmarks/corpus/generate.py "$out/corpus" --files 1000 >/dev/null
python3 Benchmarks/corpus/generate.py "$out/project" --files 25 >/dev/null
python3 Benchmarks/budget.py $update --sheetspec "$bin" --yaml-events "$out/yaml_events" \
    --corpus "$out/corpus" --corpus-note " (1,000 generated files)" --project "$out/project" --scratch "$out/scratch"
