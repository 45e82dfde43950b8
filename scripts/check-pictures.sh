#!/usr/bin/env bash
# Renders every golden picture in Tests/SheetLanguageTests/Fixtures/pictures/ with
# a real SVG renderer (rsvg-convert, Debian's librsvg2-bin, installed with
# apt-get when missing) and fails if any does not render: an error or a
# warning from the renderer, or no PNG. `swift test` keeps the goldens equal
# to what `sheetspec render` writes; this keeps them drawable.
#
# Usage: scripts/check-pictures.sh [FOLDER]
#   FOLDER keeps the PNGs (default: a temporary folder, removed), so that a
#   person can look at them after changing the pictures.
# Prints one line per failure and `N passed, N failed`; exits 1 on failure.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/debian-packages.sh
ensure_debian_command rsvg-convert librsvg2-bin
if ! command -v rsvg-convert >/dev/null; then
    echo "error: needs rsvg-convert (macOS: brew install librsvg)" >&2
    exit 2
fi

if [ $# -gt 0 ]; then
    out="$1"
    mkdir -p "$out"
else
    out="$(mktemp -d)"
    trap 'rm -rf "$out"' EXIT
fi

passed=0
failed=0
shopt -s nullglob
goldens=(Tests/SheetLanguageTests/Fixtures/pictures/*.svg Tests/SheetLanguageTests/Fixtures/pictures/gestures/*.svg)
if [ ${#goldens[@]} -eq 0 ]; then
    echo "FAIL: no golden pictures in Tests/SheetLanguageTests/Fixtures/pictures/"
    failed=1
fi
for svg in "${goldens[@]}"; do
    png="$out/$(basename "${svg%.svg}").png"
    if ! messages="$(rsvg-convert --format png --output "$png" "$svg" 2>&1)"; then
        echo "FAIL: $svg: rsvg-convert failed: $messages"
        failed=$((failed + 1))
    elif [ -n "$messages" ]; then
        echo "FAIL: $svg: rsvg-convert warned: $messages"
        failed=$((failed + 1))
    elif [ "$(head -c 8 "$png" | od -An -tx1 | tr -d ' \n')" != "89504e470d0a1a0a" ]; then
        echo "FAIL: $svg: no PNG written"
        failed=$((failed + 1))
    else
        passed=$((passed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
