#!/usr/bin/env python3
"""Runs sheetspec on every hostile input of Tests/HostileInputs/cases.tsv and
checks the documented outcome: exit status, diagnostic code, and a fixed
budget of processor time (user + system, from the children's rusage) and peak
memory (the number `/usr/bin/time -v` prints). Processor time, not wall time,
because CI machines are shared: the same run took 0.56 s of wall time at a
load of 5 and 1.48 s at 13, for the same 0.5 s of processor time. Wall time
is printed, and held to WALL_FACTOR times the budget so that a hang (which
uses no processor) still fails. Large inputs are generated here, not
committed.

    scripts/check-hostile-inputs.py [path/to/sheetspec]
"""
import os
import shutil
import subprocess
import sys
import tempfile
import resource
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIME_BUDGET_S = 3.0
WALL_FACTOR = 10
MEMORY_BUDGET_KIB = 256 * 1024
# Cases held to a tighter budget than the rest: (seconds, most bytes printed).
# A flood of diagnostics must be capped, not printed (70 MB before the cap).
# The seconds of processor time are for an optimized build (`swift build -c
# release`: 0.45-0.6 s); an unoptimized one (a `/debug/` path, as `.ci/run`
# passes: about 7 s) runs Swift code about ten times slower and gets
# DEBUG_FACTOR times the time, never less than TIME_BUDGET_S.
CASE_BUDGETS = {
    "generated/unknown-keys-200000.sheet.yaml": (1.0, 200 * 1024),
}
DEBUG_FACTOR = 10


def generate(folder):
    gen = os.path.join(folder, "generated")
    os.makedirs(gen)

    def write(name, data):
        with open(os.path.join(gen, name), "wb") as handle:
            handle.write(data)

    laughs = "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level in range(1, 11):
        laughs += f"l{level}: &l{level} [" + ", ".join([f"*l{level - 1}"] * 10) + "]\n"
    write("laughs-10-levels.sheet.yaml", laughs.encode())
    write("deep-100000-brackets.sheet.yaml", b"[" * 100_000)
    write("deep-100000-mappings.sheet.yaml", b"{a: " * 100_000)
    with open(os.path.join(gen, "oversize-64mib.sheet.yaml"), "wb") as handle:
        handle.write(b"version: 1\n")
        for _ in range(64):
            handle.write(b"# padding\n" * (1024 * 1024 // 10))
    keys = ["version: 1\nsheets:\n  flood:\n    type: FloodViewController\n"]
    keys += [f"    madeUp{index}: 1\n" for index in range(200_000)]
    write("unknown-keys-200000.sheet.yaml", "".join(keys).encode())
    write("invalid-utf8-first-byte.sheet.yaml", b"\xffversion: 1\n")
    write("invalid-utf8-last-byte.sheet.yaml", b"version: 1\nsheets: {}\n# end \xc3")
    os.makedirs(os.path.join(gen, "a-directory.sheet.yaml"))
    os.mkfifo(os.path.join(gen, "a-fifo.sheet.yaml"))
    listed = os.path.join(gen, "deleted-after-listing")
    os.makedirs(listed)
    # A link to a file that is gone: the folder walk lists it, the read fails,
    # as when a file is deleted between listing and reading.
    os.symlink(os.path.join(listed, "gone.yaml"), os.path.join(listed, "vanished.sheet.yaml"))


def processor_seconds():
    """User + system time of every child waited for so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(binary, path, cwd):
    start, processor = time.perf_counter(), processor_seconds()
    process = subprocess.Popen([binary, "validate", "--quiet", "--format", "clang", path], cwd=cwd,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = process.communicate(timeout=60)
    elapsed, used = time.perf_counter() - start, processor_seconds() - processor
    text = out.decode(errors="replace") + err.decode(errors="replace")
    return process.returncode, text, elapsed, used, len(out) + len(err)


def peak_memory(binary, path, cwd):
    """Peak RSS in KiB of one more run, as `/usr/bin/time` reports it (Linux
    counts a forked child's pages from before `exec`, so measuring from this
    Python process would include its own size); wait4 where time is missing."""
    command = [binary, "validate", "--quiet", path]
    if os.path.exists("/usr/bin/time"):
        result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, cwd=cwd,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        return int(result.stderr.decode().strip().splitlines()[-1])
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    return usage.ru_maxrss


def main():
    binary = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/sheetspec")
    folder = tempfile.mkdtemp(prefix="sheetspec-hostile-")
    try:
        shutil.copytree(os.path.join(ROOT, "Tests/SheetYAMLTests/Fixtures/hostile"), os.path.join(folder, "hostile"))
        shutil.copytree(os.path.join(ROOT, "Tests/HostileInputs/cases"), os.path.join(folder, "cases"))
        generate(folder)
        passed = failed = 0
        print(f"{'case':48} {'status':>6} {'code':>7} {'cpu':>8} {'wall':>8} {'peak':>10}  result")
        with open(os.path.join(ROOT, "Tests/HostileInputs/cases.tsv")) as table:
            rows = [line.rstrip("\n").split("\t") for line in table if line.strip() and not line.startswith("#")]
        for name, status, code in rows[1:]:
            returncode, output, elapsed, used, size = run(binary, name, folder)
            time_budget, size_budget = CASE_BUDGETS.get(name, (TIME_BUDGET_S, None))
            if name in CASE_BUDGETS and "/debug/" in binary:
                time_budget = max(TIME_BUDGET_S, time_budget * DEBUG_FACTOR)
            memory = peak_memory(binary, name, folder)
            problems = []
            if returncode != int(status):
                problems.append(f"exit {returncode}, expected {status}")
            if code == "-" and "[SS" in output:
                problems.append("expected no diagnostic")
            if code != "-" and f"[{code}]" not in output:
                problems.append(f"no [{code}] in output")
            if used > time_budget:
                problems.append(f"used {used:.2f} s of processor time > {time_budget} s")
            if elapsed > time_budget * WALL_FACTOR:
                problems.append(f"took {elapsed:.2f} s of wall time > {time_budget * WALL_FACTOR} s")
            if size_budget is not None and size > size_budget:
                problems.append(f"printed {size} bytes > {size_budget}")
            if memory > MEMORY_BUDGET_KIB:
                problems.append(f"peak {memory / 1024:.0f} MiB > {MEMORY_BUDGET_KIB // 1024} MiB")
            verdict = "ok" if not problems else "FAIL: " + "; ".join(problems)
            passed, failed = (passed + 1, failed) if not problems else (passed, failed + 1)
            print(f"{name:48} {returncode:>6} {code:>7} {used * 1000:>6.0f}ms {elapsed * 1000:>6.0f}ms "
                  f"{memory / 1024:>7.1f}MiB  {verdict}")
            if problems:
                print("    " + output.strip().replace("\n", "\n    ")[:2000])
        print(f"hostile inputs: {passed} passed, {failed} failed")
        return 1 if failed else 0
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
