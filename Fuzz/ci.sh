#!/usr/bin/env bash
# The fuzzing step of CI: builds every fuzz target once, then fuzzes each one
# briefly so that a regression that crashes on easy inputs shows up.
#
#   Fuzz/ci.sh                 (60 s per target)
#   FUZZ_SECONDS=300 Fuzz/ci.sh
#
# Fails when any target finds a crash, a hang (> 10 s on one input) or runs
# past 2 GiB; every target runs even after one fails. The full libFuzzer log
# of each target is in Fuzz/.work/TARGET/ci.log, the input in Fuzz/artifacts/.
set -euo pipefail
fuzz_dir=$(cd "$(dirname "$0")" && pwd)
root_dir=$(dirname "$fuzz_dir")
seconds=${FUZZ_SECONDS:-60}
targets=(FuzzYAML FuzzValidate FuzzGenerate)

"$root_dir/scripts/bootstrap"
started=$SECONDS
"$fuzz_dir/build.sh"
echo "Fuzz/ci.sh: built ${targets[*]} in $((SECONDS - started)) s"

failed=()
for target in "${targets[@]}"; do
    log="$fuzz_dir/.work/$target/ci.log"
    mkdir -p "$(dirname "$log")"
    echo "== fuzz $target for $seconds s"
    if FUZZ_SKIP_BUILD=1 "$fuzz_dir/run.sh" "$target" "$seconds" >"$log" 2>&1; then
        grep -E "^(Done|stat::number_of_executed_units|stat::peak_rss_mb)" "$log" || true
    else
        failed+=("$target")
        tail -n 80 "$log"
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "Fuzz/ci.sh: failed: ${failed[*]} (see Fuzz/README.md, 'When a target fails')" >&2
    exit 1
fi
echo "Fuzz/ci.sh: no crashes in $((SECONDS - started)) s"
