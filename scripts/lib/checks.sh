# Shared by the scripts/check-*.sh scripts: counting checks, printing what
# failed, and timing a step. Sourced, not run. Plain bash 3.2, as on macOS.
#
#   check DESCRIPTION COMMAND...   runs COMMAND; prints `ok` or `FAIL` and,
#                                  on failure, the last lines of `$output`
#   pass / fail DESCRIPTION [TEXT] count a check decided by the caller
#   contains TEXT PART             whether TEXT contains PART literally
#   timed_ms COMMAND...            runs COMMAND (output discarded) and sets
#                                  `elapsed_ms` to its wall-clock time
#   finish_checks                  prints `N passed, N failed (S s)`; its
#                                  status is 0 when nothing failed

passed=0 failed=0
checks_started=$SECONDS
output=""

show_failure_output() {
    if [ -n "${1:-}" ]; then tail -20 <<<"$1" | sed 's/^/     | /'; fi
}

pass() { passed=$((passed + 1)); }

fail() {
    failed=$((failed + 1))
    echo "FAIL $1"
    show_failure_output "${2:-}"
}

check() {
    local description=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "ok   $description"
    else
        fail "$description" "$output"
    fi
}

contains() { grep -qF -- "$2" <<<"$1"; }

# bash's `time` keyword is the only sub-second clock that bash 3.2 and
# every platform's shell tools share (`date +%N` is GNU only).
timed_ms() {
    local seconds
    seconds=$( { TIMEFORMAT="%3R"; time "$@" >/dev/null 2>&1; } 2>&1 ) || return 1
    seconds=$(tail -1 <<<"$seconds")   # the last line even under `bash -x`
    elapsed_ms=$(awk -v s="$seconds" 'BEGIN { printf "%d", s * 1000 + 0.5 }')
}

finish_checks() {
    echo "$passed passed, $failed failed ($((SECONDS - checks_started)) s)"
    [ "$failed" -eq 0 ]
}
