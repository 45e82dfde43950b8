"""The self-test of scripts/mutate (`scripts/mutate --self-test`, a stage of .ci/run): the
mutant generator's and the record's checks, a stopped build's processes, then whole runs
on Tests/MutationFixture, whose weak test lets one mutant survive (docs/Testing.md)."""
import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import mutation_record as record
import mutation_schema as schema
from mutation_mutants import mask_code, mutants_of_file, mutants_of_line
from mutation_process import git_clean, left_running, stop

def self_test(script, runs):
    """`scripts/mutate --self-test`; `script` is scripts/mutate itself, run on a fixture package;
    `runs` is its module (the test chain and the baselines are checked with a stand-in runner)."""
    """Generator checks on sample lines, then the fixture package in Tests/MutationFixture:
    a weak test lets a mutant survive, a strengthened test kills it, the tree is restored."""
    failures = []

    def expect(condition, message):
        if not condition:
            failures.append(message)
            print(f"FAIL: {message}")

    def shown(line):
        code, _ = mask_code(line, False)
        return sorted(m.shown for m in mutants_of_line(Path("x.swift"), 1, line, code))

    expect(shown("if a < b && !done {") == [
        "`!` -> `` in `if a < b && done {`", "`&&` -> `||` in `if a < b || !done {`",
        "`<` -> `<=` in `if a <= b && !done {`"], shown("if a < b && !done {"))
    expect(shown("let x = y >= 0.5 // a < b") == [
        "`0.5` -> `-0.5` in `let x = y >= -0.5 // a < b`", "`0.5` -> `1.5` in `let x = y >= 1.5 // a < b`",
        "`>=` -> `>` in `let x = y > 0.5 // a < b`"], shown("let x = y >= 0.5 // a < b"))
    expect(shown('print("a < b", count != 1)') == [
        "`!=` -> `==` in `print(\"a < b\", count == 1)`", "`1` -> `0` in `print(\"a < b\", count != 0)`",
        "`1` -> `2` in `print(\"a < b\", count != 2)`", "deleted `print(\"a < b\", count != 1)`"],
        shown('print("a < b", count != 1)'))
    expect(shown("total += pow(low, high)") == [
        "`(low, high)` -> `(high, low)` in `total += pow(high, low)`", "deleted `total += pow(low, high)`"],
        shown("total += pow(low, high)"))
    expect(shown("total += max(low, high) + Swift.min(a, b)") == ["deleted `total += max(low, high) + Swift.min(a, b)`"],
           f"max and min are symmetric: no swap: {shown('total += max(low, high) + Swift.min(a, b)')}")
    expect(shown("public static func < (lhs: Self, rhs: Self) -> Bool {") == [],
           "an operator's declaration has no comparison mutant")
    expect(shown("while true {") == [], "`while true` keeps its `true`")
    expect(shown("extension Array where Element == ResolvedDetent {") == []
           and shown("for x in xs where x == 1 {") == ["`1` -> `0` in `for x in xs where x == 0 {`",
                                                      "`1` -> `2` in `for x in xs where x == 2 {`",
                                                      "`==` -> `!=` in `for x in xs where x != 1 {`"],
           "a generic `where` clause has no mutant; a loop's `where` does")
    expect(shown("let xs: Array<Int> = [1_000]") == [
        "`1_000` -> `1001` in `let xs: Array<Int> = [1001]`", "`1_000` -> `999` in `let xs: Array<Int> = [999]`"],
        shown("let xs: Array<Int> = [1_000]"))
    expect(shown("return value! == other.flag ? true : x2") == [
        "`==` -> `!=` in `return value! != other.flag ? true : x2`",
        "`true` -> `false` in `return value! == other.flag ? false : x2`"],
        shown("return value! == other.flag ? true : x2"))
    expect(shown("let y = xs.map { $0 < 2 }") == [
        "`2` -> `1` in `let y = xs.map { $0 < 1 }`", "`2` -> `3` in `let y = xs.map { $0 < 3 }`",
        "`<` -> `<=` in `let y = xs.map { $0 <= 2 }`"], shown("let y = xs.map { $0 < 2 }"))

    def schema_of(line):
        code, _ = mask_code(line, False)
        sites, _ = schema.sites_of(mutants_of_line(Path("x.swift"), 1, line, code), 1)
        text, declarations, _ = schema.rewrite(line, sites, [code])
        return text, "".join(declarations)

    text, _ = schema_of("total += pow(low, high) // keep")
    expect(text == "if mutateSchemaID != 1 { total += pow(mutateSchemaID == 2 ? high : low,"
           " mutateSchemaID == 2 ? low : high) } // keep", f"schema of a statement with a swap: {text}")
    text, declarations = schema_of("if a < b && !done {")
    expect(text == "if a <\u2190\u2190\u2190\u2191 b &&\u2190\u2190\u2190\u2192 !\u2190\u2190\u2190\u2193done {"
           and "mutateSchemaID == 1 ? lhs <= rhs : lhs < rhs" in declarations
           and "infix operator &&\u2190\u2190\u2190\u2192 : LogicalConjunctionPrecedence" in declarations
           and "mutateSchemaID == 2 { return try lhs || rhs() }" in declarations
           and "mutateSchemaID == 3 ? operand : !operand" in declarations,
           f"schema of operators, one operator per site, same precedence: {text}")
    text, _ = schema_of("let i = xs.first(where: { $0 == y })")
    expect("$0 ==\u2190\u2190\u2190\u2191 y" in text, f"an operator after `where:` is switched: {text}")
    text, _ = schema_of("let x = y >= 0.5")
    expect(text.endswith("(mutateSchemaID == 2 ? 1.5 : mutateSchemaID == 3 ? -0.5 : 0.5)"),
           f"schema of a literal: {text}")
    with tempfile.TemporaryDirectory() as temp:
        sample = Path(temp) / "S.swift"
        sample.write_text('let a = b < c  // mutate: equivalent — b never equals c here\n'
                          'let d = """\nx < y\n"""\nlet e = f < g // mutate: equivalent\n', encoding="utf-8")
        found, _ = mutants_of_file(sample)
        expect([m.line for m in found] == [5], f"suppression and string literal: lines {[m.line for m in found]}")
        # Deletions the compiler always rejects are not generated; the others are.
        sample.write_text("\n".join([
            "struct P {",                                   # 1
            "    let x: Double",                            # 2
            "    var y: Double",                            # 3
            "    var z: Double?",                           # 4
            "    init(",                                    # 5
            "        x: Double, y: Double, z: Double?",     # 6
            "    ) {",                                      # 7
            "        self.x = x",                           # 8  a let: never
            "        self.y = y",                           # 9  a var without a default, in an init: never
            "        self.z = z",                           # 10 optional: deleted
            "    }",                                        # 11
            "    mutating func move() {",                   # 12
            "        y = x",                                # 13 outside an init: deleted
            "        log(y)",                               # 14 Void body's only statement: deleted
            "    }",                                        # 15
            "    func sum() -> Double {",                   # 16
            "        add(x, y)",                            # 17 the implicit return: never
            "    }",                                        # 18
            "    func sorted(_ a: [Int]) -> [Int] {",       # 19
            "        var b = a",                            # 20
            "        b.sort()",                             # 21 deleted
            "        return b",                             # 22
            "            .reversed()",                      # 23
            "    }",                                        # 24
            "    func pick(_ k: Int) -> Double {",          # 25
            "        return switch k {",                    # 26
            "        case 0:",                              # 27
            "            add(x, y)",                        # 28 a switch expression's value: never
            "        default:",                             # 29
            "            add(y, x)",                        # 30 never
            "        }",                                    # 31
            "    }",                                        # 32
            "    func chain(_ a: [Int]) -> [Int] {",        # 33
            "        var c: [Int] = []",                    # 34
            "        c.append(1)",                          # 35 deleted
            "        a.filter { $0 > 0 }",                  # 36 chained on: never
            "            .forEach { c.append($0) }",        # 37 a continuation, no statement
            "        return c",                             # 38
            "    }",                                        # 39
            "}", ""]), encoding="utf-8")
        found, _ = mutants_of_file(sample)
        deleted = [m.line for m in found if m.kind == "statement"]
        expect(deleted == [10, 13, 14, 21, 35], f"deletions that compile: lines {deleted}")

    with tempfile.TemporaryDirectory() as temp:
        record.self_test(expect, temp)
    given = argparse.Namespace(record=Path("r"), diff="recorded", list=False)
    expect([record.records_head(status, given) for status in (0, 1, 2, 130)] == [True, False, False, False],
           "only a run that passed records HEAD")
    expect(not record.records_head(0, argparse.Namespace(record=Path("r"), diff=None, list=False))
           and not record.records_head(0, argparse.Namespace(record=Path("r"), diff="main", list=True))
           and not record.records_head(0, argparse.Namespace(record=None, diff="main", list=False)),
           "no record for paths, a listing, or without --record")

    # A build stopped on a timeout or Ctrl-C leaves nothing at work in its folder. The
    # stand-in build starts a program in a session of its own, as the build system starts
    # each compiler, so the signal to the build's group does not reach it; once with its
    # output elsewhere (a compiler's), once holding the build's output pipe open.
    for holds_pipe in (False, True):
        with tempfile.TemporaryDirectory() as temp:
            folder = Path(temp) / ".build"
            (folder / "debug").mkdir(parents=True)
            straggler = folder / "debug" / "StandInPackageTests.xctest"
            straggler.symlink_to(shutil.which("sleep"))
            output = "None" if holds_pipe else "subprocess.DEVNULL"
            build = subprocess.Popen(
                [sys.executable, "-c", "import subprocess, sys, time; subprocess.Popen([sys.argv[1], '60'],"
                 f" start_new_session=True, stdout={output}, stderr={output}); print('started', flush=True);"
                 " time.sleep(60)", str(straggler)],
                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True, text=True)
            build.stdout.readline()
            running, start = left_running(folder), time.monotonic()
            stop(build, folder, grace=2)
            seconds = time.monotonic() - start
            expect(len(running) == 1 and not left_running(folder) and build.returncode is not None
                   and seconds < 20, f"a stopped build leaves nothing running in its folder (holding the pipe:"
                   f" {holds_pipe}; before: {running}, after: {left_running(folder)}, {seconds:.1f} s)")

    # The whole suite is timed only when a mutant gets that far; a baseline that does not
    # finish within the budget left ends the run with the rest not tried, not with exit 2.
    class StandInRunner:
        def __init__(self, outcomes):
            self.outcomes, self.ran = outcomes, []

        def test(self, test_filter, timeout, env=None):
            self.ran.append((test_filter, (env or {}).get(schema.ENVIRONMENT)))
            return self.outcomes.get((test_filter, (env or {}).get(schema.ENVIRONMENT)), 0), "", 1.0

    baselines, measured = {"Own": 1.0}, []

    def measure(test_filter):
        measured.append(test_filter)
        baselines[test_filter] = 2.0
    killed = StandInRunner({("Own", "7"): 1})
    expect(runs.test_chain(killed, ["Own", None], baselines, lambda: 100, env={schema.ENVIRONMENT: "7"},
                           measure=measure) == "killed" and not measured and killed.ran == [("Own", "7")],
           "a mutant its own suite kills never times the whole suite")
    missed = StandInRunner({})
    expect(runs.test_chain(missed, ["Own", None], baselines, lambda: 100, env={schema.ENVIRONMENT: "7"},
                           measure=measure) == "survived" and measured == [None] and baselines[None] == 2.0,
           f"a mutant its own suite misses times the whole suite once, then runs it: {measured}")
    slow = StandInRunner({(None, None): None})
    try:
        runs.measure_baselines(slow, ["Own", None], 300)
        expect(False, "an unmutated suite that times out raises BudgetSpent")
    except runs.BudgetSpent as spent:
        expect("filter all" in str(spent) and "299 s left" in str(spent),
               f"an unmutated suite that times out ends the run, the budget left named: {spent}")

    if failures:
        print(f"self-test: {len(failures)} generator and record checks failed")
        return 1
    print("self-test: mutant generator and record checks passed")

    repo = Path(script).resolve().parent.parent
    fixture = repo / "Tests" / "MutationFixture"
    with tempfile.TemporaryDirectory() as temp:
        package = Path(temp) / "MutationFixture"
        shutil.copytree(fixture, package, ignore=shutil.ignore_patterns(".build"))
        for command in (["git", "init", "-q"], ["git", "add", "-A"],
                        ["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "fixture"]):
            subprocess.run(command, cwd=package, check=True, capture_output=True)
        source = package / "Sources" / "Fling" / "Fling.swift"
        original = source.read_bytes()

        def mutate(*extra):
            command = [sys.executable, str(script), "--package-path", str(package), "--budget", "900",
                       "--scratch-threshold", "0", *extra]
            run = subprocess.run(command, capture_output=True, text=True)
            print(run.stdout, end="")
            return run.returncode, run.stdout

        outside = subprocess.run([sys.executable, str(script), "--package-path", str(package), "--list",
                                  str(repo / "Sources")], capture_output=True, text=True)
        expect(outside.returncode != 0 and "not inside the package" in outside.stderr,
               "a path outside the package built is refused")
        results, checked = Path(temp) / "results.jsonl", Path(temp) / "state" / "checked"
        status, output = mutate("--results", str(results), str(package / "Sources"))
        survivor = "Sources/Fling/Fling.swift:6: mutation survived: `>` -> `>=` in `return velocity >= threshold`"
        expect(status == 1 and survivor in output, "the weak test lets `>` -> `>=` survive, exit 1")
        expect("2 killed, 1 survived" in output, "counts printed")
        expect("Fling.swift:12" not in output, "the line marked equivalent gets no mutant")
        expect("Fling: 1 mutants switched at run time in one build, 2 built one at a time" in output,
               "the comparison is switched at run time; the raw value's two mutants, no schema, are built one at a time")
        expect("1 mutants pass their module's tests; the whole suite decides" in output,
               "a mutant the scratch package's tests miss is tried in the package itself")
        expect(source.read_bytes() == original and git_clean(package, [source]),
               "the tree is restored after a run")
        status, output = mutate("--results", str(results), str(package / "Sources"))
        expect(status == 1 and survivor in output and "3 mutants decided by an earlier run" in output
               and "2 killed, 1 survived" in output and "switched at run time" not in output,
               "a second run with the same --results file tries nothing again and reports the same")

        tests = package / "Tests" / "FlingTests" / "FlingTests.swift"
        tests.write_text(tests.read_text(encoding="utf-8").replace(
            "// strengthened:", "#expect(!isFling(velocity: 500, threshold: 500))  // exactly at the threshold"),
            encoding="utf-8")
        subprocess.run(["git", "commit", "-qam", "strengthen"], cwd=package, check=True, capture_output=True,
                       env={**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t",
                            "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"})
        status, output = mutate(str(package / "Sources"))
        expect(status == 0 and "mutation survived" not in output and ", 0 survived" in output,
               "the strengthened test kills every viable mutant, exit 0")
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=package, capture_output=True, text=True).stdout.strip()
        status, output = mutate("--diff", "recorded", "--record", str(checked))
        expect(status == 0 and "the base is HEAD^1" in output and "nothing to mutate" in output
               and checked.read_text() == head + "\n",
               "CI's first run: from HEAD^1 (a test-only commit: nothing to mutate), then HEAD is recorded")
        status, output = mutate("--diff", "recorded", "--record", str(checked))
        expect(status == 0 and "the base is the last commit checked" in output,
               "the next run starts from the commit recorded")
        expect(source.read_bytes() == original and git_clean(package, [source]),
               "the tree is restored after a run")

        # Interrupted while a mutant is in the tree: restored all the same.
        command = [sys.executable, str(script), "--package-path", str(package), "--in-place", str(package / "Sources")]
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        deadline = time.monotonic() + 300
        while source.read_bytes() == original and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.05)
        mutated = source.read_bytes() != original
        process.send_signal(signal.SIGINT)
        output, _ = process.communicate()
        expect(mutated and process.returncode == 130 and "stopped by" in output and "not tried" in output,
               f"Ctrl-C stops the run and lists what was not tried (exit {process.returncode})")
        expect(source.read_bytes() == original and git_clean(package, [source]),
               "the tree is restored after Ctrl-C")
        left = left_running(package / ".build")
        expect(not left, f"no compiler or test is left running in the build folder after Ctrl-C: processes {left}")
    print(f"self-test: {'all checks passed' if not failures else f'{len(failures)} checks failed'}")
    return 1 if failures else 0
