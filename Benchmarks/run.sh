#!/usr/bin/env bash
# One command for the whole benchmark:  Benchmarks/run.sh            (full: 10,000 files, 20 MB file)
#                                       Benchmarks/run.sh --quick    (small corpus, one run: what CI runs)
# Builds sheetspec in release mode, the C baseline and a Swift hello world,
# generates the corpus once (cached in Benchmarks/out/), and prints the table.
set -euo pipefail
cd "$(dirname "$0")/.."
quick=false
[ "${1:-}" = "--quick" ] && quick=true

out=Benchmarks/out
mkdir -p "$out"
scripts/bootstrap
swift build -c release --product sheetspec >&2
bin="$(swift build -c release --show-bin-path)/sheetspec"
cc -O2 -o "$out/yaml_events" Benchmarks/baseline/yaml_events.c -lyaml
printf 'print("hello")\n' > "$out/hello.swift"
swiftc -O "$out/hello.swift" -o "$out/hello" 2>/dev/null

if $quick; then
    files=200; huge=1; runs=1; corpus="$out/corpus-quick"
else
    files=10000; huge=20; runs=5; corpus="$out/corpus-full"
fi
if [ ! -f "$corpus/.done" ]; then
    rm -rf "$corpus"
    python3 Benchmarks/corpus/generate.py "$corpus/files" --files "$files"
    python3 Benchmarks/corpus/generate.py "$corpus/huge" --huge-mb "$huge"
    touch "$corpus/.done"
fi
python3 Benchmarks/bench.py --sheetspec "$bin" --baseline "$out/yaml_events" --hello "$out/hello" \
    --corpus "$corpus/files" --huge "$corpus/huge/huge.sheet.yaml" --small specs/checkout.sheet.yaml --runs "$runs"
