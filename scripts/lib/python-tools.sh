# Sourced by scripts/check-*.sh: Python tools from PyPI, pinned, in one venv
# under .build-venv/ (git-ignored), created on first use and reused after, so
# checks never depend on what happens to be installed on the machine.
#
#   source scripts/lib/python-tools.sh
#   ensure_python_tool check-jsonschema 0.39.0
#   "$SHEETSPEC_VENV/bin/check-jsonschema" --version

SHEETSPEC_VENV="${SHEETSPEC_VENV:-$PWD/.build-venv}"

# ensure_python_tool PACKAGE VERSION: installs PACKAGE==VERSION unless the
# venv already has exactly that version.
ensure_python_tool() {
    local package=$1 version=$2 installed
    if [ ! -x "$SHEETSPEC_VENV/bin/python" ]; then
        echo "creating $SHEETSPEC_VENV" >&2
        if ! python3 -m venv "$SHEETSPEC_VENV" >&2; then
            rm -rf "$SHEETSPEC_VENV"
            echo "error: needs Python 3 with its venv module (Debian: apt-get install python3-venv)" >&2
            exit 2
        fi
    fi
    installed=$("$SHEETSPEC_VENV/bin/python" -c \
        "import importlib.metadata as m; print(m.version('$package'))" 2>/dev/null || true)
    if [ "$installed" != "$version" ]; then
        echo "installing $package $version from PyPI into $SHEETSPEC_VENV" >&2
        "$SHEETSPEC_VENV/bin/pip" install --quiet "$package==$version" >&2
    fi
}
