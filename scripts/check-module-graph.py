#!/usr/bin/env python3
"""Checks the module graph written down in docs/module-graph.tsv.

The graph is data, so the layering cannot drift silently. This script fails
when:
  - a Swift file under a target's folder imports a module the graph does not
    allow for that target (system modules are always allowed; Foundation only
    where the graph lists it, and in test targets; UIKit, a platform SDK's
    module, only where the graph lists it);
  - Package.swift declares a dependency the graph does not list, or the graph
    lists one Package.swift does not declare (an import of it would compile
    only transitively, and break when the module in between changes);
  - Package.swift has a target the graph does not describe, or the other way
    round (plugins: only that they exist; their dependencies are not checked);
  - the module table in docs/Architecture.md, between the markers
    <!-- module-graph:begin --> and <!-- module-graph:end -->, is not the one
    rendered from the graph (`--write-docs` rewrites it).
A test target <Module>Tests may import <Module>, what <Module> may import,
TestSupport, Testing, XCTest and Foundation, and must declare what it imports;
the test-support module (TestSupport) may import Testing, XCTest and Foundation.
A row of kind `test` names a test target and the test-only dependencies it adds
to those (a testing library such as PropertyBased).
Imports inside multi-line string literals (templates) are ignored.

    scripts/check-module-graph.py [--root DIR] [--dump FILE] [--write-docs]
    scripts/check-module-graph.py --self-test

The last line is `module graph: N passed, M failed`: N targets (and the docs
table) without a problem, M problems. Exit 0 only when M is 0; 2 when the
package cannot be read at all. Python 3 standard library only.
"""
import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections import namedtuple
from pathlib import Path

GRAPH, DOC = "docs/module-graph.tsv", "docs/Architecture.md"
BEGIN, END = "<!-- module-graph:begin -->", "<!-- module-graph:end -->"
SYSTEM = {"Swift", "_Concurrency", "Glibc", "Darwin", "Dispatch", "Synchronization"}
TEST_EXTRAS = {"Testing", "XCTest", "Foundation", "FoundationXML"}
# Modules of the toolchain or of a platform SDK that a target may be allowed to import but
# cannot declare in Package.swift (UIKit: a shell compiled only where it exists).
TOOLCHAIN = {"Foundation", "FoundationXML", "UIKit"}
KINDS = {"system-library": "system", "library": "regular", "test-support": "regular",
         "executable": "executable", "plugin": "plugin", "test": "test"}
IMPORT = re.compile(
    r"\s*(?:(?:@\w+(?:\([^)]*\))?|public|package|internal|private|fileprivate)\s+)*"
    r"import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_]\w*)")


Row = namedtuple("Row", "name kind imports job line")


def read_graph(root, problems):
    rows = {}
    for number, text in enumerate((root / GRAPH).read_text(encoding="utf-8").splitlines(), 1):
        if not text.strip() or text.startswith("#"):
            continue
        cells = text.split("\t")
        if len(cells) != 4 or cells[1] not in KINDS or cells[0] in rows:
            problems.append(f"{GRAPH}:{number}: expected a new module, a kind ({', '.join(KINDS)}),"
                            " imports and a job, separated by tabs")
            continue
        imports = [] if cells[2].strip() == "-" else [m.strip() for m in cells[2].split(",")]
        rows[cells[0]] = Row(cells[0], cells[1], imports, cells[3].strip(), number)
    return rows


def render_table(rows):
    lines = ["| module | job | imports |", "| --- | --- | --- |"]
    for row in rows.values():
        job, imports = row.job.replace("|", "\\|"), ", ".join(row.imports) or "—"
        lines.append(f"| `{row.name}` | {job} | {imports} |")
    return "\n".join(lines)


def dependency_name(dependency):
    """The name in `{"byName": [name, condition]}`, `{"target": [...]}` or `{"product": [name, package, ...]}`."""
    return next(dependency[key][0] for key in ("byName", "target", "product") if key in dependency)


def swift_files(root, target):
    folder = {"test": "Tests", "plugin": "Plugins"}.get(target["type"], "Sources")
    base = root / (target.get("path") or f"{folder}/{target['name']}")
    excluded = [base / e for e in target.get("exclude", [])]
    for path in sorted(base.rglob("*.swift")):
        if not any(path == e or e in path.parents for e in excluded):
            yield path


def imports_in(path):
    """(line number, module) of each import statement, outside string literals and block comments."""
    in_string = in_comment = False
    for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
        if in_comment:
            in_comment = "*/" not in line
            continue
        was_in_string = in_string
        if line.count('"""') % 2:
            in_string = not in_string
        if was_in_string:
            continue
        if line.lstrip().startswith("/*") and "*/" not in line:
            in_comment = True
            continue
        match = IMPORT.match(line)
        if match:
            yield number, match.group(1)


def rules(target, rows):
    """(dependencies the graph allows, imports it allows, whether Package.swift must declare exactly
    those dependencies) for a target, or None when the graph does not describe it."""
    name = target["name"]
    if target["type"] == "test":
        base = rows.get(name[:-len("Tests")]) if name.endswith("Tests") else None
        if base is None or base.kind == "plugin":
            return None
        # A `test` row of the graph adds test-only dependencies (a testing library).
        extra = rows[name].imports if name in rows and rows[name].kind == "test" else []
        deps = {base.name, "TestSupport", *base.imports, *extra}
        return deps, deps | SYSTEM | TEST_EXTRAS, False
    row = rows.get(name)
    if row is None:
        return None
    deps = set(row.imports)
    return deps, deps | SYSTEM | (TEST_EXTRAS if row.kind == "test-support" else set()), row.kind != "plugin"


def check_target(root, target, rows, problems):
    """Checks one target's declared dependencies and imports; False if the graph does not describe it."""
    if (found := rules(target, rows)) is None:
        return False
    (deps, allowed, exact), name = found, target["name"]
    declared = [dependency_name(d) for d in target["dependencies"]]
    listed = ", ".join(sorted(deps)) or "only system modules"
    if target["type"] != "plugin":
        for dep in declared:
            if dep not in deps:
                problems.append(f"Package.swift: {name} depends on {dep} but {GRAPH} does not list it"
                                + ("" if exact else f" (allowed: {listed})"))
    for dep in sorted(deps - set(declared) - TOOLCHAIN) if exact else []:
        problems.append(f"Package.swift: {name}: {GRAPH} lists {dep} but Package.swift does not declare it")
    for path in swift_files(root, target):
        for number, module in imports_in(path):
            where = f"{path.relative_to(root)}:{number}: {name} imports {module}"
            if module not in allowed:
                problems.append(f"{where}, which {GRAPH} does not allow (allowed: {listed})")
            elif target["type"] == "test" and module in deps - TOOLCHAIN and module not in declared:
                problems.append(f"{where}, which Package.swift does not declare for it"
                                " (it compiles only transitively)")
    return True


def check_docs(root, rows, write_docs, problems):
    doc = root / DOC
    text = doc.read_text(encoding="utf-8") if doc.exists() else ""
    begin, end = text.find(BEGIN), text.find(END)
    if begin < 0 or end < begin:
        problems.append(f"{DOC}: no {BEGIN} … {END} block; add the two markers where the module"
                        " table belongs, then run scripts/check-module-graph.py --write-docs")
        return
    table = render_table(rows)
    if text[begin + len(BEGIN):end].strip("\n") == table:
        return
    if write_docs:
        doc.write_text(text[:begin] + f"{BEGIN}\n{table}\n" + text[end:], encoding="utf-8")
        print(f"{DOC}: module table rewritten from {GRAPH}")
    else:
        line = text.count("\n", 0, begin) + 1
        problems.append(f"{DOC}:{line}: the module table is not the one {GRAPH} renders;"
                        " run scripts/check-module-graph.py --write-docs")


def check(root, dump, write_docs=False):
    """Returns (checks passed, problems)."""
    problems, passed = [], 0
    rows = read_graph(root, problems)
    targets = {t["name"]: t for t in dump["targets"]}
    for name, row in rows.items():
        if name not in targets:
            problems.append(f"{GRAPH}:{row.line}: module {name} is not a target in Package.swift")
        elif targets[name]["type"] != KINDS[row.kind]:
            problems.append(f"{GRAPH}:{row.line}: {name} is a {row.kind} but Package.swift"
                            f" declares a {targets[name]['type']} target")
    for name, target in targets.items():
        before = len(problems)
        if not check_target(root, target, rows, problems):
            problems.append(f"Package.swift: target {name} is not described by {GRAPH}")
        passed += len(problems) == before
    before = len(problems)
    check_docs(root, rows, write_docs, problems)
    passed += len(problems) == before
    return passed, problems


def load_dump(root, dump_file):
    if dump_file:
        return json.loads(Path(dump_file).read_text(encoding="utf-8"))
    run = subprocess.run(["swift", "package", "dump-package"], cwd=root, capture_output=True, text=True)
    if run.returncode != 0:
        print(f"check-module-graph: `swift package dump-package` failed in {root}:\n{run.stderr}", file=sys.stderr)
        sys.exit(2)
    return json.loads(run.stdout)


def self_test():
    """Runs the check, as a command with --dump, on a tiny fake package: clean, then broken."""
    def run(root, dump, *flags):
        (root / "dump.json").write_text(json.dumps(dump), encoding="utf-8")
        command = [sys.executable, __file__, "--root", str(root), "--dump", str(root / "dump.json"), *flags]
        result = subprocess.run(command, capture_output=True, text=True)
        return result.returncode, result.stdout.splitlines()

    def tree(root, files):
        for relative, text in files.items():
            (root / relative).parent.mkdir(parents=True, exist_ok=True)
            (root / relative).write_text(text, encoding="utf-8")

    def target(name, kind, *deps, **extra):
        return {"name": name, "type": kind, "dependencies": list(deps), **extra}

    by, product = (lambda n: {"byName": [n, None]}), (lambda n: {"product": [n, "ext", None, None]})
    graph = ("# module\tkind\timports\tjob\nLeaf\tlibrary\t-\tthe leaf\nMid\tlibrary\tLeaf, Ext\tthe middle\n"
             "Top\tlibrary\tMid, Leaf\tthe top\nTool\tplugin\tPackagePlugin, Foundation\ta plugin\n"
             "Shell\tlibrary\tLeaf, UIKit\ta platform shell\nMidTests\ttest\tQuick\ta test-only library\n")
    stale = f"# A\n\n{BEGIN}\n| module | job | imports |\n{END}\n"
    dump = {"targets": [
        target("Leaf", "regular"), target("Mid", "regular", by("Leaf"), product("Ext")),
        target("Top", "regular", by("Mid"), {"target": ["Leaf", None]}), target("Tool", "plugin", by("Top")),
        target("MidTests", "test", by("Mid"), by("Leaf"), product("Quick"), exclude=["Fixtures"]), target("Shell", "regular", by("Leaf"))]}
    with tempfile.TemporaryDirectory() as temp:
        root = Path(temp)
        tree(root, {
            GRAPH: graph, DOC: stale,
            "Sources/Leaf/A.swift": '#if canImport(Glibc)\nimport Glibc\n#endif\nlet t = """\nimport Top\n"""\n',
            "Sources/Mid/M.swift": "@_spi(X) public import Leaf\nimport struct Ext.Thing\n",
            "Sources/Top/T.swift": "@preconcurrency import Mid\nimport Leaf\n/*\nimport Gone\n*/\n",
            "Plugins/Tool/P.swift": "import PackagePlugin\nimport Foundation\n",
            "Sources/Shell/S.swift": "#if canImport(UIKit)\nimport UIKit\nimport UIKit.UIGestureRecognizerSubclass\nimport Leaf\n#endif\n",
            "Tests/MidTests/T.swift": "@testable import Mid\nimport Testing\nimport Foundation\nimport Leaf\nimport Quick\n",
            "Tests/MidTests/Fixtures/G.swift": "import Top\n"})
        status, lines = run(root, dump)
        assert status == 1 and len(lines) == 2 and "module table is not the one" in lines[0], lines
        run(root, dump, "--write-docs")
        assert run(root, dump) == (0, ["module graph: 7 passed, 0 failed"]), "--write-docs did not fix the table"
        # Break it: Top declares Extra (unlisted) and not Leaf (which it imports, so only transitively).
        dump["targets"][2]["dependencies"] = [by("Mid"), by("Extra")]
        dump["targets"][4]["dependencies"] = [by("Mid")]
        dump["targets"].append(target("Extra", "regular"))
        tree(root, {GRAPH: graph + "Gone\tlibrary\t-\tremoved\n", DOC: stale,
                    "Sources/Leaf/B.swift": "import Foundation\n\n@preconcurrency import Mid\nimport UIKit\n",
                    "Tests/MidTests/U.swift": "import Top\nimport Ext\n"})
        status, lines = run(root, dump)
        expected = [
            f"{GRAPH}:8: module Gone is not a target in Package.swift",
            f"Sources/Leaf/B.swift:1: Leaf imports Foundation, which {GRAPH} does not allow",
            f"Sources/Leaf/B.swift:3: Leaf imports Mid, which {GRAPH} does not allow",
            f"Package.swift: Top depends on Extra but {GRAPH} does not list it",
            f"Package.swift: Top: {GRAPH} lists Leaf but Package.swift does not declare it",
            "Tests/MidTests/T.swift:4: MidTests imports Leaf, which Package.swift does not declare",
            # The `test` row's library is allowed, and must be declared like any other.
            "Tests/MidTests/T.swift:5: MidTests imports Quick, which Package.swift does not declare",
            f"Tests/MidTests/U.swift:1: MidTests imports Top, which {GRAPH} does not allow",
            "Tests/MidTests/U.swift:2: MidTests imports Ext, which Package.swift does not declare",
            f"Package.swift: target Extra is not described by {GRAPH}",
            f"{DOC}:3: the module table is not the one",
            f"Sources/Leaf/B.swift:4: Leaf imports UIKit, which {GRAPH} does not allow",
            "module graph: 3 passed, 12 failed",  # Mid, Tool and Shell pass
        ]
        for want in expected:
            assert any(line.startswith(want) for line in lines), f"not reported: {want}\n" + "\n".join(lines)
        assert status == 1 and len(lines) == len(expected), "unexpected output:\n" + "\n".join(lines)
        (root / DOC).write_text("# A\n", encoding="utf-8")
        assert any(f"no {BEGIN}" in line for line in run(root, dump, "--write-docs")[1])
    print("check-module-graph self-test: ok")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent,
                        help="package root (default: the folder above scripts/)")
    parser.add_argument("--dump", help="saved `swift package dump-package` JSON to use instead of running it")
    parser.add_argument("--write-docs", action="store_true", help=f"rewrite the module table in {DOC}")
    parser.add_argument("--self-test", action="store_true", help="check this script on a tiny fake package")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    passed, problems = check(args.root, load_dump(args.root, args.dump), args.write_docs)
    for problem in problems:
        print(problem)
    print(f"module graph: {passed} passed, {len(problems)} failed")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
