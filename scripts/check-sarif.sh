#!/usr/bin/env bash
# Validates `--format sarif` against the official SARIF 2.1.0 JSON schema
# (Tests/SARIF/sarif-schema-2.1.0.json; its source is in Tests/SARIF/README.md)
# with check-jsonschema from PyPI, on:
#
#   1. Tests/SARIF/non-ascii.sheet.yaml (errors after `üñí` on their line and
#      non-ASCII comment lines before it), named by a relative path and by an
#      absolute one, whose regions must count code points (`columnKind:
#      unicodeCodePoints`): columns and `charOffset`/`charLength` are
#      recomputed here from the file's text;
#   2. `lint --format sarif` of every example in specs/ (rules, clean results).
#
# Usage: scripts/check-sarif.sh     (SHEETSPEC_BIN=path to test another binary)
# Prints one line per failure and `N passed, N failed`; exits 1 on failure.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/python-tools.sh
source scripts/lib/checks.sh

schema=Tests/SARIF/sarif-schema-2.1.0.json
spec=Tests/SARIF/non-ascii.sheet.yaml

ensure_python_tool check-jsonschema 0.39.0
check_jsonschema="$SHEETSPEC_VENV/bin/check-jsonschema"
if [ -z "${SHEETSPEC_BIN:-}" ]; then
    swift build --product sheetspec >&2
    SHEETSPEC_BIN="$(swift build --show-bin-path)/sheetspec"
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/sheetspec-sarif.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/project/specs"
cp "$spec" "$scratch/project/specs/"
mkdir -p "$scratch/examples"
cp specs/*.sheet.yaml "$scratch/examples/"


# sarif NAME EXPECTED-STATUS ARGS...: runs sheetspec in the scratch project, output to NAME.sarif.
sarif() {
    local name=$1 expected=$2 status=0
    shift 2
    (cd "$scratch/project" && "$SHEETSPEC_BIN" "$@" --format sarif --no-config >"$scratch/$name.sarif" 2>"$scratch/$name.err") || status=$?
    if [ "$status" -eq "$expected" ]; then pass; else
        fail "sheetspec $* exited $status, expected $expected" "$(cat "$scratch/$name.err")"
    fi
}
sarif relative 1 validate specs/non-ascii.sheet.yaml
sarif absolute 1 validate "$scratch/project/specs/non-ascii.sheet.yaml"
sarif examples 0 lint "$scratch/examples"

# 1-2. Every log is valid SARIF 2.1.0.
for name in relative absolute examples; do
    if output=$("$check_jsonschema" --schemafile "$schema" "$scratch/$name.sarif" 2>&1); then pass; else
        fail "$name.sarif is not valid SARIF 2.1.0" "$output"
    fi
done

# 1. Positions in code points, paths as URIs.
cat >"$scratch/regions.py" <<'PY'
import json, pathlib, sys, urllib.parse

scratch = pathlib.Path(sys.argv[1])
project = scratch / "project"
text = (project / "specs/non-ascii.sheet.yaml").read_text(encoding="utf-8")
problems = []


def check(name, expected_uri, expected_base):
    run = json.loads((scratch / f"{name}.sarif").read_text(encoding="utf-8"))["runs"][0]
    if run.get("columnKind") != "unicodeCodePoints":
        problems.append(f"{name}: columnKind {run.get('columnKind')}")
    base = run.get("originalUriBaseIds", {}).get("%SRCROOT%", {}).get("uri")
    if base != project.resolve().as_uri() + "/":
        problems.append(f"{name}: %SRCROOT% is {base}")
    results = run["results"]
    if len(results) < 2:
        problems.append(f"{name}: {len(results)} results")
    for result in results:
        location = result["locations"][0]["physicalLocation"]
        artifact, region = location["artifactLocation"], location["region"]
        if artifact.get("uri") != expected_uri or artifact.get("uriBaseId") != expected_base:
            problems.append(f"{name}: artifactLocation {artifact}")
        # Recompute the region from the text, counting code points.
        lines = text.split("\n")
        line, column = region["startLine"], region["startColumn"]
        offset = sum(len(l) + 1 for l in lines[: line - 1]) + column - 1
        if region.get("charOffset") != offset:
            problems.append(f"{name}: {result['ruleId']} charOffset {region.get('charOffset')}, code points {offset}")
        length = region["endColumn"] - column
        if region.get("charLength") != length:
            problems.append(f"{name}: {result['ruleId']} charLength {region.get('charLength')}, expected {length}")
        snippet = text[offset : offset + length]
        if result["ruleId"] == "SS1007" and snippet != "yes":
            problems.append(f"{name}: SS1007 region covers {snippet!r}")
        if result["ruleId"] == "SS1004" and snippet != '"üñí"':
            problems.append(f"{name}: SS1004 region covers {snippet!r}")
    if not any(r["ruleId"] == "SS1007" for r in results):
        problems.append(f"{name}: no SS1007")


check("relative", "specs/non-ascii.sheet.yaml", "%SRCROOT%")
check("absolute", (project / "specs/non-ascii.sheet.yaml").as_uri(), None)
if text.encode("utf-8") == text.encode("ascii", "ignore"):
    problems.append("the fixture is ASCII")
print("\n".join(problems))
sys.exit(1 if problems else 0)
PY
if output=$(python3 "$scratch/regions.py" "$scratch" 2>&1); then pass; else fail "SARIF regions or URIs" "$output"; fi

finish_checks
