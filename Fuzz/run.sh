#!/usr/bin/env bash
# Builds one libFuzzer target and runs it for a fixed time.
#
#   Fuzz/run.sh TARGET SECONDS [extra libFuzzer flags...]
#
# TARGET is FuzzYAML, FuzzValidate or FuzzGenerate. The seed corpus (committed seeds in
# Fuzz/Seeds/TARGET, the example specs and the test fixtures) is copied into a
# working corpus under Fuzz/.work/TARGET, which keeps growing between runs and
# is never committed. A crashing input is written to Fuzz/artifacts/TARGET/,
# and the script then exits non-zero.
#
# Environment:
#   FUZZ_CONFIG=release|debug  build configuration (default: release; debug
#                              builds faster but runs about half as fast)
#   FUZZ_SKIP_BUILD=1          use the binary already built (Fuzz/ci.sh builds
#                              both targets once, then runs each)
set -euo pipefail

usage() {
    echo "usage: Fuzz/run.sh FuzzYAML|FuzzValidate|FuzzGenerate SECONDS [libFuzzer flags...]" >&2
    exit 2
}
[ $# -ge 2 ] || usage
target=$1
seconds=$2
shift 2
case "$target" in
    FuzzYAML | FuzzValidate | FuzzGenerate) ;;
    *) usage ;;
esac
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

fuzz_dir=$(cd "$(dirname "$0")" && pwd)
root_dir=$(dirname "$fuzz_dir")
config=${FUZZ_CONFIG:-release}
cd "$fuzz_dir"

if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
    "$fuzz_dir/build.sh" "$target"
fi
binary=$(swift build --scratch-path "$fuzz_dir/.build" -c "$config" --show-bin-path)/$target
[ -x "$binary" ] || { echo "Fuzz/run.sh: $binary is missing; build it first" >&2; exit 2; }

# Seeds: copied, so that libFuzzer only ever writes inside .work/.
corpus="$fuzz_dir/.work/$target/corpus"
artifacts="$fuzz_dir/artifacts/$target"
mkdir -p "$corpus" "$artifacts"
copy_seeds() {
    for source in "$@"; do
        [ -f "$source" ] && cp "$source" "$corpus/seed-$(basename "$source")"
    done
    return 0
}
copy_seeds "$fuzz_dir/Seeds/${target/FuzzGenerate/FuzzValidate}"/* "$root_dir"/specs/*.sheet.yaml "$root_dir"/Tests/SheetYAMLTests/Fixtures/hostile/*
if [ "$target" != FuzzYAML ]; then
    copy_seeds "$root_dir"/Tests/SheetLanguageTests/Fixtures/decoding/*
fi

# The Swift runtime's own crash backtracer reads the stack in a way that
# AddressSanitizer reports as a bug of its own; libFuzzer prints the trace.
export SWIFT_BACKTRACE=enable=no

echo "Fuzz/run.sh: running $target for $seconds s (corpus $(ls "$corpus" | wc -l) files)" >&2
status=0
"$binary" \
    -max_total_time="$seconds" \
    -rss_limit_mb=2048 \
    -timeout=10 \
    -dict="$fuzz_dir/Dictionaries/yaml.dict" \
    -artifact_prefix="$artifacts/" \
    -print_final_stats=1 \
    "$@" \
    "$corpus" || status=$?

if [ "$status" -ne 0 ]; then
    echo "Fuzz/run.sh: $target failed (status $status); the input is in Fuzz/artifacts/$target/:" >&2
    ls -t "$artifacts" | head -5 | sed 's/^/  /' >&2
    echo "Reproduce with: $binary Fuzz/artifacts/$target/<file>  (see Fuzz/README.md)" >&2
fi
exit "$status"
