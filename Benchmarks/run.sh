#!/usr/bin/env bash
# One command for the whole benchmark:
#   Benchmarks/run.sh                      full: 10,000 files, a 20 MB file, one round
#   Benchmarks/run.sh --rounds 5           every timed case five times, each target judged in each round
#   Benchmarks/run.sh --instructions       also count the corpus's instructions under callgrind (minutes)
#   Benchmarks/run.sh --quick              small corpus, one run: what CI runs (checks only, timings not judged)
# Builds sheetspec as `scripts/install` does (scripts/lib/release-build.sh:
# release, with the Swift runtime linked statically on Linux, in .build-release,
# so CI's install stage and this share one build), the C baseline and two Swift
# hello worlds built the same way (with and without Foundation), generates the
# corpora once (cached in Benchmarks/out/), prints the tables
# (Benchmarks/bench.py), then drives `sheetspec lsp` as an editor would
# (Benchmarks/editor.py, once per round).
set -euo pipefail
cd "$(dirname "$0")/.."
quick=false rounds=1 instructions=
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) quick=true; shift ;;
        --rounds) [ $# -ge 2 ] || { echo "usage: --rounds N" >&2; exit 2; }; rounds=$2; shift 2 ;;
        --instructions) instructions=--instructions; shift ;;
        *) echo "error: unknown argument \`$1\` (see the comment at the top of Benchmarks/run.sh)" >&2; exit 2 ;;
    esac
done

out=Benchmarks/out
mkdir -p "$out"
scripts/bootstrap >&2
source scripts/lib/release-build.sh
bin=$(release_build)
cc -O2 -o "$out/yaml_events" Benchmarks/baseline/yaml_events.c -lyaml
# The hello worlds link the Swift runtime as sheetspec does: statically on Linux.
static=""
if [ "$(uname -s)" = Linux ]; then static="-static-stdlib"; fi
printf 'print("hello")\n' > "$out/hello.swift"
# JSONSerialization is in Foundation proper, so the whole of it (and its
# internationalization data) is linked, not only FoundationEssentials.
printf 'import Foundation\nlet data = try! JSONSerialization.data(withJSONObject: ["hello": 1])\nprint(data.count)\n' \
    > "$out/hello_foundation.swift"
for hello in hello hello_foundation; do
    if [ ! -x "$out/$hello$static" ]; then
        swiftc -O $static "$out/$hello.swift" -o "$out/$hello$static" 2>/dev/null
    fi
done

if $quick; then
    files=200; huge=1; runs=1; startup=10; corpus="$out/corpus-quick"; quick_flag=--quick; rounds=1; instructions=
else
    files=10000; huge=20; runs=7; startup=30; corpus="$out/corpus-full"; quick_flag=
fi
if [ ! -f "$corpus/.done" ]; then
    rm -rf "$corpus"
    generate=Benchmarks/corpus/generate.py
    python3 $generate "$corpus/files" --files "$files"
    python3 $generate "$corpus/fifth" --files "$((files / 5))"         # the same first fifth of the files
    python3 $generate "$corpus/warnings" --files "$((files / 10))" --warnings
    python3 $generate "$corpus/project" --files 125                    # 1,000 sheets, for generate
    python3 $generate "$corpus/huge" --huge-mb "$huge"
    touch "$corpus/.done"
fi
python3 Benchmarks/bench.py $quick_flag $instructions --rounds "$rounds" --sheetspec "$bin" \
    --baseline "$out/yaml_events" --hello "$out/hello$static" --hello-foundation "$out/hello_foundation$static" \
    --corpus "$corpus/files" --corpus-fifth "$corpus/fifth" --warnings-corpus "$corpus/warnings" \
    --huge "$corpus/huge/huge.sheet.yaml" --small specs/checkout.sheet.yaml --project "$corpus/project" \
    --scratch "$out/scratch" --runs "$runs" --startup-runs "$startup"
# The editor path: `sheetspec lsp` on a 2,000-line spec (200 edits, completions
# and hovers; 20 in quick mode, a few seconds).
for _ in $(seq "$rounds"); do
    python3 Benchmarks/editor.py $quick_flag --sheetspec "$bin" --scratch "$out/editor"
done
