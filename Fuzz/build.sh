#!/usr/bin/env bash
# Builds fuzz targets with libFuzzer and AddressSanitizer.
#
#   Fuzz/build.sh [TARGET...]      (no TARGET: every target)
#
# The sanitizer flags go to every module, the pipeline's included, so that
# libFuzzer sees coverage inside SheetYAML and SheetLanguage, not only in the
# fuzz target. The build folder is Fuzz/.build, never the repository's.
set -euo pipefail
fuzz_dir=$(cd "$(dirname "$0")" && pwd)
config=${FUZZ_CONFIG:-release}

# SwiftPM honours only the last `--product`, so each named target is a build
# of its own; with no target, one build covers the whole package.
build() {
    # ld.gold warns once per AddressSanitizer symbol it cannot export; the
    # warnings are harmless and would bury real errors.
    set +e
    swift build \
        --package-path "$fuzz_dir" \
        --scratch-path "$fuzz_dir/.build" \
        -c "$config" \
        "$@" \
        -Xswiftc -sanitize=fuzzer,address \
        -Xswiftc -parse-as-library \
        2>&1 | grep -v "Cannot export local symbol"
    local status=${PIPESTATUS[0]}
    set -e
    return "$status"
}

if [ $# -eq 0 ]; then
    build
else
    for target in "$@"; do build --product "$target"; done
fi
