#!/usr/bin/env bash
# `sheetspec lsp` driven by real editor clients (issue 22):
#   1. pytest-lsp (PyPI), a client library, as an editor drives a server:
#      diagnostics on open, a quick fix applied, completion, hover against
#      `sheetspec plan`, definition across files, an edit re-checking the file
#      that extends it (Tests/LSPClients/test_sheetspec_lsp.py); and a stress
#      run of thousands of random edits and malformed frames with the server's
#      memory sampled (test_stress.py, Linux: it reads /proc);
#   2. Neovim's built-in LSP client, headless (Tests/LSPClients/neovim_client.lua),
#      on a workspace with a spec extending another.
# Neovim 0.7 or later must be installed (macOS: `brew install neovim`); on
# Debian it is installed with apt-get when missing.
#
# Usage: [SHEETSPEC_BIN=path/to/sheetspec] scripts/check-lsp-clients.sh
# Prints one line per check and `N passed, N failed`; exits 1 on failure.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/python-tools.sh
source scripts/lib/checks.sh
source scripts/lib/debian-packages.sh

if [ -z "${SHEETSPEC_BIN:-}" ]; then
    swift build --product sheetspec >&2
    SHEETSPEC_BIN="$(swift build --show-bin-path)/sheetspec"
fi
export SHEETSPEC_BIN
export PYTHONDONTWRITEBYTECODE=1   # no __pycache__ in Tests/LSPClients

ensure_python_tool pytest-lsp 1.0.1
if output=$("$SHEETSPEC_VENV/bin/python" -m pytest -q -p no:cacheprovider Tests/LSPClients 2>&1); then
    pass
    tail -1 <<<"$output"
else
    fail "pytest-lsp tests (Tests/LSPClients)" "$output"
fi

ensure_debian_command nvim neovim
if ! command -v nvim >/dev/null; then
    fail "Neovim is not installed (macOS: brew install neovim)"
    finish_checks
    exit 1
fi
echo "$(nvim --version | head -1)"

workspace=$(mktemp -d "${TMPDIR:-/tmp}/sheetspec-neovim.XXXXXX")
trap 'rm -rf "$workspace"' EXIT
cp -R Tests/LSPClients/workspace/. "$workspace/"   # `child` extends `base` and misspells a key
# The height the hover must show: what `sheetspec plan` prints for `half` on iPhone 16.
half=$(cd "$workspace" && "$SHEETSPEC_BIN" plan base.sheet.yaml --profile iphone-16 2>/dev/null | python3 -c '
import json, sys
plan = json.load(sys.stdin)
screen = plan["sheets"][0]["layouts"][0]["screens"][0]
print("%g" % next(d["height"] for d in screen["detents"] if d["id"] == "half"))')
status=0
output=$(SHEETSPEC_WORKSPACE="$workspace" SHEETSPEC_HALF_ON_IPHONE_16="$half" \
    nvim --headless -u NONE -c "luafile Tests/LSPClients/neovim_client.lua" 2>&1) || status=$?
echo "$output"
if [ "$status" -eq 0 ] && ! contains "$output" "FAIL"; then pass; else fail "Neovim's LSP client (status $status)"; fi

finish_checks
