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
  - a file in a folder of a module uses a name declared in a later folder of
    that module, for every module whose folders docs/folder-order.tsv lists in
    pipeline order (see "Folder order" below);
  - the module table in docs/Architecture.md, between the markers
    <!-- module-graph:begin --> and <!-- module-graph:end -->, is not the one
    rendered from the graph (`--write-docs` rewrites it).
A test target <Module>Tests may import <Module>, what <Module> may import,
TestSupport, Testing, XCTest and Foundation, and must declare what it imports;
the test-support module (TestSupport) may import Testing, XCTest and Foundation.
A row of kind `test` names a test target and the test-only dependencies it adds
to those (a testing library such as PropertyBased).
Imports inside multi-line string literals (templates) are ignored.

Folder order. docs/folder-order.tsv lists, per module, every top-level folder
of Sources/<module> in pipeline order; a folder may use what its own folder
and earlier folders declare, never what a later one does. A listed folder may
be a path (`Commands/Render`): a file belongs to the longest listed folder
that holds it. Files directly in Sources/<module> belong to the folder `.`. Symbol use is found by a simple
method, without the compiler:
  1. declarations: each folder's top-level names (a `struct`, `class`, `enum`,
     `protocol`, `actor`, `typealias`, `func`, `let` or `var` at the start of a
     line, after attributes and modifiers), and the members (`func`, `var`,
     `let`) of an `extension` of a type the module does not declare (such as
     `extension Sequence`) when no other member of the module has that name;
  2. uses: every identifier in a file with its comments and string literals
     removed (so an interpolation inside a string is not seen); one after a
     `.` is a member (`screens.note`), a use only of an extension member;
  3. a name declared in two folders is not judged, and a file's use of a name
     the file itself declares (a member of the same name) is not counted.
A listed module must list each of its folders exactly once.

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
FOLDERS = "docs/folder-order.tsv"
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


MODIFIERS = (r"(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect|"
             r"nonisolated|static|mutating|override|lazy|weak|unowned|convenience|required)\s+)*")
TOP_DECLARATION = re.compile(r"^" + MODIFIERS + r"(struct|class|enum|protocol|actor|typealias|func|let|var)\s+([A-Za-z_]\w*)")
ANY_DECLARATION = re.compile(r"^\s*" + MODIFIERS
                             + r"(?:struct|class|enum|protocol|actor|typealias|func|let|var|case)\s+([A-Za-z_]\w*)")
EXTENSION = re.compile(r"^" + MODIFIERS + r"extension\s+([A-Za-z_]\w*)")
# An identifier, and the `.` before it if any: `x.name` is a member, not a top-level `name`.
USE = re.compile(r"(\.\s*)?\b([A-Za-z_]\w*)\b")


def code_only(text):
    """The text without comments and string literals (multi-line ones first)."""
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    text = re.sub(r"/\*[\s\S]*?\*/", "", text)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)
    return re.sub(r"//[^\n]*", "", text)


def read_folder_order(root, problems):
    """{module: [folder, ...]} in pipeline order, from docs/folder-order.tsv (absent: no module is checked)."""
    orders = {}
    path = root / FOLDERS
    if not path.exists():
        return orders
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not text.strip() or text.startswith("#"):
            continue
        cells = text.split("\t")
        if len(cells) != 3 or cells[1] in orders.get(cells[0], []):
            problems.append(f"{FOLDERS}:{number}: expected a module, a folder not listed before for it, and a job,"
                            " separated by tabs")
            continue
        orders.setdefault(cells[0], []).append(cells[1])
    return orders


def check_folder_order(root, module, order, problems):
    """Reports each use of a later folder's name by a file of an earlier folder of `module`."""
    base = root / "Sources" / module
    files = sorted(base.rglob("*.swift"))
    def folder(path):
        """The longest listed folder that holds `path`, else its top-level folder (`.` at the root)."""
        parts = path.relative_to(base).parts[:-1]
        held = [f for f in order if f != "." and tuple(f.split("/")) == parts[:len(f.split("/"))]]
        return max(held, key=len) if held else (parts[0] if parts else ".")

    folder_of = {path: folder(path) for path in files}
    actual = set(folder_of.values())
    for missing in sorted(actual - set(order)):
        problems.append(f"{FOLDERS}: {module} has a folder {missing} that is not listed")
    for stale in [f for f in order if f not in actual and f != "."]:
        problems.append(f"{FOLDERS}: {module}'s folder {stale} holds no Swift file")
    texts = {path: code_only(path.read_text(encoding="utf-8", errors="replace")) for path in files}
    declared, types, members, own, extension_members = {}, set(), {}, {}, set()
    for path, text in texts.items():
        own[path] = set()
        for line in text.splitlines():
            if (top := TOP_DECLARATION.match(line)):
                declared.setdefault(top.group(2), set()).add(folder_of[path])
                if top.group(1) not in ("func", "let", "var"):
                    types.add(top.group(2))
            if (any_ := ANY_DECLARATION.match(line)):
                own[path].add(any_.group(1))
                members[any_.group(1)] = members.get(any_.group(1), 0) + 1
    for path, text in texts.items():
        extended = None
        for line in text.splitlines():
            if (header := EXTENSION.match(line)):
                extended = header.group(1)
            elif line[:1] not in ("", " ", "}"):
                extended = None
            elif extended and extended not in types and line.startswith("    ") and not line.startswith("     "):
                member = re.match(r"\s*" + MODIFIERS + r"(?:func|let|var)\s+([A-Za-z_]\w*)", line)
                if member and members.get(member.group(1)) == 1:
                    declared.setdefault(member.group(1), set()).add(folder_of[path])
                    extension_members.add(member.group(1))
    rank = {folder: index for index, folder in enumerate(order)}
    for path, text in texts.items():
        mine = folder_of[path]
        if mine not in rank:
            continue
        used = {match.group(2) for match in USE.finditer(text)
                if not match.group(1) or match.group(2) in extension_members}
        for name in sorted(used - own[path]):
            folders = declared.get(name, set())
            if len(folders) != 1:
                continue
            (theirs,) = folders
            if theirs in rank and rank[theirs] > rank[mine]:
                problems.append(f"{path.relative_to(root)}: {module}/{mine} uses {name}, declared in the later"
                                f" folder {module}/{theirs} ({FOLDERS})")


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
    for module, order in read_folder_order(root, problems).items():
        before = len(problems)
        if not (root / "Sources" / module).is_dir():
            problems.append(f"{FOLDERS}: module {module} has no folder Sources/{module}")
        else:
            check_folder_order(root, module, order, problems)
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
            FOLDERS: ("# module\tfolder\tjob\nMid\t.\tthe root\nMid\tA\tfirst\nMid\tB\tsecond\n"
                      "Mid\tA/Late\tafter B, inside A\n"),
            "Sources/Mid/A/Late/L.swift": "let l = Late()\n",  # A/Late comes after B: allowed
            "Sources/Mid/A/X.swift": "struct Early {}\nextension Sequence {\n    func spread() {}\n}\n",
            "Sources/Mid/B/Y.swift": "struct Late { let e = Early() }\nfunc later() { [1].spread() }\n",
            "Sources/Mid/B/U.swift": "let u = Late()\n",  # its own folder: allowed
            "Sources/Top/T.swift": "@preconcurrency import Mid\nimport Leaf\n/*\nimport Gone\n*/\n",
            "Plugins/Tool/P.swift": "import PackagePlugin\nimport Foundation\n",
            "Sources/Shell/S.swift": "#if canImport(UIKit)\nimport UIKit\nimport UIKit.UIGestureRecognizerSubclass\nimport Leaf\n#endif\n",
            "Tests/MidTests/T.swift": "@testable import Mid\nimport Testing\nimport Foundation\nimport Leaf\nimport Quick\n",
            "Tests/MidTests/Fixtures/G.swift": "import Top\n"})
        status, lines = run(root, dump)
        assert status == 1 and len(lines) == 2 and "module table is not the one" in lines[0], lines
        run(root, dump, "--write-docs")
        assert run(root, dump) == (0, ["module graph: 8 passed, 0 failed"]), "--write-docs did not fix the table"
        # Break it: Top declares Extra (unlisted) and not Leaf (which it imports, so only transitively).
        dump["targets"][2]["dependencies"] = [by("Mid"), by("Extra")]
        dump["targets"][4]["dependencies"] = [by("Mid")]
        dump["targets"].append(target("Extra", "regular"))
        tree(root, {GRAPH: graph + "Gone\tlibrary\t-\tremoved\n", DOC: stale,
                    "Sources/Leaf/B.swift": "import Foundation\n\n@preconcurrency import Mid\nimport UIKit\n",
                    "Tests/MidTests/U.swift": "import Top\nimport Ext\n",
                    # A uses B's Late and later() (B is later); a comment, a string and a member named
                    # like a later name are not uses; C is not listed.
                    "Sources/Mid/A/Z.swift": ('let x = Late()\n// Late\nlet s = "Late later()"\n'
                                              "struct Own {\n    func later() {}\n    func go() { later() }\n}\n"),
                    "Sources/Mid/A/W.swift": "let y = later()\n",
                    "Sources/Mid/A/M.swift": "func m(_ o: Own) { o.later() }\n",  # a member: not B's later()
                    "Sources/Mid/C/V.swift": "let z = 1\n",
                    "Sources/Mid/B/K.swift": "let k = l\n"})  # B comes before A/Late
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
            f"{FOLDERS}: Mid has a folder C that is not listed",
            "Sources/Mid/A/Z.swift: Mid/A uses Late, declared in the later folder Mid/B",
            "Sources/Mid/A/W.swift: Mid/A uses later, declared in the later folder Mid/B",
            "Sources/Mid/B/K.swift: Mid/B uses l, declared in the later folder Mid/A/Late",
            "module graph: 3 passed, 16 failed",  # Mid, Tool and Shell pass
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
