#!/usr/bin/env python3
"""The performance budget: instruction counts of four cases against a committed baseline.

    budget.py --sheetspec BIN --yaml-events BIN --corpus DIR --project DIR --scratch DIR [--update]

Counts the instructions (`valgrind --tool=callgrind`, the `Collected` total of
every thread) of:

  validate   `sheetspec validate --quiet --jobs 1` over the corpus slice;
  lint       `sheetspec lint --quiet specs/checkout.sheet.yaml` (start-up and one file);
  generate   a no-op `sheetspec generate` (three backends) of a project that
             is already generated, so nothing is written;
  edit       one one-character edit in `sheetspec lsp` (Benchmarks/editor.py's
             2,000-line spec and edit): a session that opens the spec and
             makes five edits, each waiting for its diagnostics, minus a
             session that only opens it, divided by five.

The Swift runtime's hashing is made deterministic (SWIFT_DETERMINISTIC_HASHING),
so dictionary order, and with it the counts, repeat from run to run to within
a few thousand instructions. The C program that pulls libyaml's events
(Benchmarks/baseline/yaml_events.c) is counted over the same corpus slice
and `validate` is shown as a ratio of it; that row is printed, not judged.

Each case is judged against Benchmarks/baseline/instructions.tsv: a count more
than 3% above or below its baseline fails. A change that is meant is
recorded by rewriting the baseline (`Benchmarks/budget.sh --update`) in the
same commit as a CHANGELOG.md line that says why: whenever the baseline
differs from the previous commit's (HEAD~1), CHANGELOG.md must differ too,
with an added line that contains the word "instructions". The last line is
`performance budget: N passed, M failed`; exit 0 only when M is 0.
"""
import argparse
import importlib.util
import os
import subprocess
import sys

LIMIT = 0.03
BASELINE = "Benchmarks/baseline/instructions.tsv"
EDITS = 5
HEADER = ("# case\tinstructions\twhat is counted (Benchmarks/budget.py; rewrite with `Benchmarks/budget.sh --update`"
          " and say why in CHANGELOG.md)")


def callgrind(command, scratch, cwd=None):
    """Instructions of one run under callgrind; the command must exit 0."""
    out = os.path.join(scratch, "callgrind.out")
    result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command], cwd=cwd,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    os.remove(out)
    if result.returncode != 0:
        raise SystemExit(f"budget: {' '.join(command)} exited {result.returncode}\n{result.stderr}")
    return collected(result.stderr, command)


def collected(stderr, command):
    for line in stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1].strip())
    raise SystemExit(f"budget: no instruction count from callgrind for {' '.join(command)}\n{stderr}")


def editor_module():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "editor.py")
    spec = importlib.util.spec_from_file_location("editor", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def editor_session(sheetspec, scratch, edits):
    """Instructions of one `sheetspec lsp` session: open the editor benchmark's spec, make `edits` edits."""
    editor = editor_module()
    scratch = os.path.abspath(scratch)
    workspace = os.path.join(scratch, "editor")
    os.makedirs(workspace, exist_ok=True)
    text = editor.make_spec(2000)
    path = os.path.join(workspace, "editor.sheet.yaml")
    with open(path, "w") as handle:
        handle.write(text)
    uri = "file://" + path
    texts = [text, text.replace("  cornerRadius: 16\n", "  cornerRadius: 17\n", 1)]
    log = os.path.join(scratch, "callgrind-lsp.out")
    server = editor.Server(sheetspec, workspace, wrapper=(
        "valgrind", "--tool=callgrind", f"--callgrind-out-file={log}", f"--log-file={log}.log"))
    diagnostics = lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
    try:
        server.request("initialize", {"processId": os.getpid(), "rootUri": "file://" + workspace, "capabilities": {}})
        server.notify("initialized", {})
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1,
                                                                "text": text}})
        server.wait_for(diagnostics, timeout=300)
        for run in range(edits):
            server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": run + 2},
                                                     "contentChanges": [{"text": texts[(run + 1) % 2]}]})
            server.wait_for(diagnostics, timeout=300)
        server.request("shutdown", None)
        server.notify("exit", None)
        server.process.stdin.close()
        status = server.process.wait(timeout=300)
    except BaseException:
        server.process.kill()
        raise
    os.remove(log)
    with open(f"{log}.log") as handle:
        stderr = handle.read()
    os.remove(f"{log}.log")
    if status != 0:
        raise SystemExit(f"budget: `sheetspec lsp` exited {status}\n{stderr}")
    return collected(stderr, [sheetspec, "lsp"])


def read_baseline(path):
    counts = {}
    if os.path.exists(path):
        with open(path) as handle:
            for line in handle:
                if line.strip() and not line.startswith("#"):
                    name, count, _ = line.rstrip("\n").split("\t")
                    counts[name] = int(count)
    return counts


def git(*args):
    return subprocess.run(["git", *args], capture_output=True, text=True)


def provenance():
    """None when the baseline is unchanged since HEAD~1 or changed with a CHANGELOG.md line about it;
    otherwise what is missing."""
    if git("rev-parse", "-q", "--verify", "HEAD~1").returncode != 0:
        print("(no previous commit in this clone: whether a baseline change is explained is not checked)")
        return None
    if git("diff", "--quiet", "HEAD~1", "--", BASELINE).returncode == 0:
        return None
    added = [line[1:] for line in git("diff", "HEAD~1", "--", "CHANGELOG.md").stdout.splitlines()
             if line.startswith("+") and not line.startswith("+++")]
    if any("instructions" in line.lower() for line in added):
        return None
    return (f"{BASELINE} changed since the previous commit, but no added CHANGELOG.md line says why"
            " (a line under [Unreleased] that contains the word \"instructions\")")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheetspec", required=True)
    parser.add_argument("--yaml-events", required=True, help="Benchmarks/baseline/yaml_events.c, built")
    parser.add_argument("--corpus", required=True, help="the corpus slice for validate")
    parser.add_argument("--corpus-note", default="", help="how the slice was made, for the table")
    parser.add_argument("--project", required=True, help="a project for the no-op generate")
    parser.add_argument("--scratch", required=True)
    parser.add_argument("--update", action="store_true", help=f"rewrite {BASELINE} with these counts")
    args = parser.parse_args()
    os.environ["SWIFT_DETERMINISTIC_HASHING"] = "1"
    os.makedirs(args.scratch, exist_ok=True)
    sheetspec = os.path.abspath(args.sheetspec)

    output = os.path.join(args.scratch, "generated")
    generate = [sheetspec, "generate", "--quiet", "--backend", "conformance", "--backend", "uikit",
                "--backend", "swiftui", "--output", output, args.project]
    # The first run writes (its warnings are the counted run's too); the counted one must write nothing.
    subprocess.run(generate, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    written = sorted(os.listdir(output))

    cases = [
        ("validate", callgrind([sheetspec, "validate", "--quiet", "--jobs", "1", args.corpus], args.scratch),
         f"validate --jobs 1 over the corpus slice{args.corpus_note}"),
        ("lint", callgrind([sheetspec, "lint", "--quiet", "specs/checkout.sheet.yaml"], args.scratch),
         "lint of specs/checkout.sheet.yaml"),
        ("generate", callgrind(generate, args.scratch), "no-op generate, three backends, of the project"),
    ]
    if sorted(os.listdir(output)) != written:
        raise SystemExit("budget: the no-op generate changed its output folder")
    opened = editor_session(sheetspec, args.scratch, 0)
    edited = editor_session(sheetspec, args.scratch, EDITS)
    cases.append(("edit", (edited - opened) // EDITS,
                  f"one edit in `sheetspec lsp` on a 2,000-line spec (({EDITS} edits) - (0 edits)) / {EDITS}"))
    libyaml = callgrind([os.path.abspath(args.yaml_events), args.corpus], args.scratch)

    if args.update:
        with open(BASELINE, "w") as handle:
            handle.write(HEADER + "\n")
            for name, count, what in cases:
                handle.write(f"{name}\t{count}\t{what}\n")
        print(f"{BASELINE} rewritten; say why in CHANGELOG.md (a line with the word \"instructions\")")

    baseline = read_baseline(BASELINE)
    passed = failed = 0
    print("| case | baseline | now | change | limit | verdict |")
    print("| --- | ---: | ---: | ---: | ---: | --- |")
    for name, count, what in cases:
        base = baseline.get(name)
        if base is None:
            print(f"| {name}: {what} | — | {count:,} | — | ±{LIMIT:.0%} | FAILED (not in {BASELINE}) |")
            failed += 1
            continue
        change = count / base - 1
        ok = abs(change) <= LIMIT
        passed += ok
        failed += not ok
        print(f"| {name}: {what} | {base:,} | {count:,} | {change:+.2%} | ±{LIMIT:.0%} | "
              f"{'passed' if ok else 'FAILED'} |")
    validate = cases[0][1]
    print(f"\nvalidate over the slice: {validate:,} instructions; raw libyaml (yaml_events.c) over the same files: "
          f"{libyaml:,}; ratio {validate / libyaml:.2f}x (printed, not judged)")
    missing = provenance()
    if missing:
        print(f"FAILED: {missing}")
        failed += 1
    if failed:
        print(f"help: if the change is meant, run `Benchmarks/budget.sh --update` and add a line to CHANGELOG.md"
              f" under [Unreleased] that says why the instructions changed, in the same commit")
    print(f"performance budget: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
