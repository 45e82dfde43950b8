#!/usr/bin/env bash
# One command for the whole benchmark:  Benchmarks/run.sh            (full: 10,000 files, 20 MB file)
#                                       Benchmarks/run.sh --quick    (small corpus, one run: what CI runs)
# Builds sheetspec in release mode, the C baseline and two Swift hello worlds
# (with and without Foundation), generates the corpora once (cached in
# Benchmarks/out/), and prints the tables (Benchmarks/bench.py), then drives
# `sheetspec lsp` as an editor would (Benchmarks/editor.py).
set -euo pipefail
cd "$(dirname "$0")/.."
quick=false
[ "${1:-}" = "--quick" ] && quick=true

out=Benchmarks/out
mkdir -p "$out"
scripts/bootstrap >&2
swift build -c release --product sheetspec >&2
bin="$(swift build -c release --show-bin-path)/sheetspec"
cc -O2 -o "$out/yaml_events" Benchmarks/baseline/yaml_events.c -lyaml
printf 'print("hello")\n' > "$out/hello.swift"
printf 'import Foundation\nprint("hello", Date().timeIntervalSince1970 > 0)\n' > "$out/hello_foundation.swift"
[ -x "$out/hello" ] || swiftc -O "$out/hello.swift" -o "$out/hello" 2>/dev/null
[ -x "$out/hello_foundation" ] || swiftc -O "$out/hello_foundation.swift" -o "$out/hello_foundation" 2>/dev/null

if $quick; then
    files=200; huge=1; runs=1; startup=10; corpus="$out/corpus-quick"; quick_flag=--quick
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
python3 Benchmarks/bench.py $quick_flag --sheetspec "$bin" --baseline "$out/yaml_events" \
    --hello "$out/hello" --hello-foundation "$out/hello_foundation" \
    --corpus "$corpus/files" --corpus-fifth "$corpus/fifth" --warnings-corpus "$corpus/warnings" \
    --huge "$corpus/huge/huge.sheet.yaml" --small specs/checkout.sheet.yaml --project "$corpus/project" \
    --scratch "$out/scratch" --runs "$runs" --startup-runs "$startup"
# The editor path: `sheetspec lsp` on a 2,000-line spec (200 edits, completions
# and hovers; 20 in quick mode, a few seconds).
python3 Benchmarks/editor.py $quick_flag --sheetspec "$bin" --scratch "$out/editor"
