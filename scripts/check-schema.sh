#!/usr/bin/env bash
# Keeps docs/sheetspec.schema.json honest against a real JSON Schema validator
# (check-jsonschema from PyPI, which reads YAML itself) and against sheetspec:
#
#   1. the committed schema is what `sheetspec schema` prints, and is a valid
#      draft 2020-12 schema;
#   2. every example in specs/ and a generated corpus are accepted by both;
#   3. every spec in Tests/SheetLanguageTests/Fixtures/schema-invalid/ is rejected
#      by both, except where the schema cannot express the rule (listed
#      below): there the schema must accept, and sheetspec alone rejects.
#
# Each fixture starts with `# expect: SS1003` (the code sheetspec must report)
# or `# expect: rule` (any error from a validation rule).
#
# Usage: scripts/check-schema.sh     (SHEETSPEC_BIN=path to test another binary)
# Prints one line per failure and `N passed, N failed`; exits 1 on failure.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/python-tools.sh
source scripts/lib/checks.sh

schema=docs/sheetspec.schema.json
fixtures=Tests/SheetLanguageTests/Fixtures/schema-invalid

# Why the schema accepts a fixture that sheetspec rejects; empty when the
# schema must reject it too.
schema_cannot_express() {
    case "$1" in
        hexadecimal-number | leading-zero-number)
            echo "YAML 1.1 number forms: check-jsonschema reads YAML 1.2 and sees the number, not how it was written" ;;
        version-as-decimal) echo "JSON Schema treats 1.0 as the integer 1" ;;
        non-finite-height | number-too-large) echo "YAML loads .inf and 1e400 as infinity, which is a JSON Schema number" ;;
        initial-names-no-detent | extends-names-no-sheet | push-names-no-sheet)
            echo "cross-reference: an id must name a detent or sheet declared elsewhere (possibly in another file)" ;;
        duplicate-detent-id) echo "uniqueness of one field across list items (uniqueItems compares whole items)" ;;
        tiers-disagree-with-detents | popover-block-on-modal)
            echo "depends on values a sheet may inherit from defaults: or extends:" ;;
        swift-type-keyword) echo "Swift type-name grammar and keyword list: the rule's job" ;;
        *) ;;
    esac
}


ensure_python_tool check-jsonschema 0.39.0
check_jsonschema="$SHEETSPEC_VENV/bin/check-jsonschema"
if [ -z "${SHEETSPEC_BIN:-}" ]; then
    swift build --product sheetspec >&2
    SHEETSPEC_BIN="$(swift build --show-bin-path)/sheetspec"
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/sheetspec-schema.XXXXXX")
trap 'rm -rf "$scratch"' EXIT


# The files among the arguments that the schema rejects, one a line.
schema_rejections() {
    local status=0
    "$check_jsonschema" --output-format json --schemafile "$schema" "$@" >"$scratch/result.json" || status=$?
    if [ "$status" -gt 1 ]; then
        echo "check-jsonschema could not run (status $status)" >&2
        exit 2
    fi
    "$SHEETSPEC_VENV/bin/python" - "$scratch/result.json" <<'PY'
import json, sys
result = json.load(open(sys.argv[1]))
for name in sorted({e["filename"] for e in result.get("errors", []) + result.get("parse_errors", [])}):
    print(name)
PY
}

# 1. The committed schema is current and well-formed.
if "$SHEETSPEC_BIN" schema | cmp -s - "$schema"; then pass; else
    fail "$schema differs from \`sheetspec schema\`" "run SHEETSPEC_UPDATE_GOLDEN=1 swift test and commit it"
fi
if output=$("$check_jsonschema" --check-metaschema "$schema" 2>&1); then pass; else
    fail "$schema is not a valid JSON Schema" "$output"
fi

# 2. Valid specs: the examples and a generated corpus.
python3 Benchmarks/corpus/generate.py "$scratch/corpus" --files 50 >/dev/null
valid=()
while IFS= read -r file; do valid+=("$file"); done < <(find specs "$scratch/corpus" -name '*.sheet.yaml' | sort)
rejected=$(schema_rejections "${valid[@]}")
for file in "${valid[@]}"; do
    if grep -qxF -- "$file" <<<"$rejected"; then
        fail "schema rejects valid $file" "$("$check_jsonschema" --schemafile "$schema" "$file" 2>&1 || true)"
    else
        pass
    fi
    if output=$("$SHEETSPEC_BIN" validate "$file" 2>&1); then pass; else fail "sheetspec rejects valid $file" "$output"; fi
done

# 3. Invalid specs.
invalid=("$fixtures"/*.sheet.yaml)
rejected=$(schema_rejections "${invalid[@]}")
for file in "${invalid[@]}"; do
    name=$(basename "$file" .sheet.yaml)
    reason=$(schema_cannot_express "$name")
    if grep -qxF -- "$file" <<<"$rejected"; then
        if [ -z "$reason" ]; then pass; else
            fail "schema now rejects $name: delete it from schema_cannot_express in $0"
        fi
    elif [ -n "$reason" ]; then
        pass
    else
        fail "schema accepts invalid $name" "$(head -1 "$file")"
    fi

    expect=$(sed -n 's/^# expect: *//p' "$file" | head -1)
    status=0
    output=$("$SHEETSPEC_BIN" validate "$file" 2>&1) || status=$?
    if [ "$status" -ne 1 ]; then
        fail "sheetspec accepts invalid $name (status $status, expected ${expect:-a code})" "$output"
    elif [ "$expect" != rule ] && ! grep -qF "[$expect]" <<<"$output"; then
        fail "sheetspec rejects $name without $expect" "$output"
    else
        pass
    fi
done

echo "Cases the schema cannot express (sheetspec alone rejects them):"
for file in "${invalid[@]}"; do
    name=$(basename "$file" .sheet.yaml)
    reason=$(schema_cannot_express "$name")
    if [ -n "$reason" ]; then echo "  $name: $reason"; fi
done
finish_checks
