#!/usr/bin/env python3
"""The cases of scripts/check-output-identity.sh (which builds the binaries):
    output_identity.py BASE_BIN NEW_BIN SOURCE SCRATCH
Copies the inputs of the checkout SOURCE into SCRATCH/work1 (and identical
copies for parallel workers); a case runs both binaries in the same folder with
relative paths. Nothing is stripped: sheetspec prints no durations, and no
progress line when stderr is not a terminal."""
import concurrent.futures, difflib, json, os, queue, re, shutil, subprocess, sys, time

FORMATS = ["human", "clang", "json", "sarif", "github"]
SUBCOMMANDS = ["init", "validate", "lint", "generate", "plan", "render", "explain", "schema"]
CONFIG = ("specs: [specs]\noutput: out/gen-config\naccess: public\nmodule: SheetKit\nstubs: true\n"
          "rules: { key-order: error, SS2907: off }\nprofiles: { only: [iphone-se-3, ipad-pro-13-m4] }\n")


def prepare(source, work):
    for folder in ("specs", "Tests", "Templates"):
        shutil.copytree(os.path.join(source, folder), os.path.join(work, folder),
                        ignore=shutil.ignore_patterns(".build", "*.swift"))
    generator = os.path.join(source, "Benchmarks", "corpus", "generate.py")
    for name, extra in (("files300", []), ("warnings60", ["--warnings"])):
        count = re.sub(r"\D", "", name)
        subprocess.run([sys.executable, generator, os.path.join(work, "corpus", name), "--files", count] + extra, check=True)
    with open(os.path.join(work, "identity.sheetspec.yml"), "w") as handle:  # used only with --config
        handle.write(CONFIG)


def cases(work, source, base_bin):
    """(name, working folder under work, steps); a step is sheetspec's
    arguments, or ["rm-first"|"edit-first", FOLDER] on the generated code."""
    def base(*args):
        return subprocess.run([base_bin] + list(args), cwd=work, capture_output=True, text=True).stdout
    out = []
    add = lambda name, steps, cwd=".": out.append((name, cwd, steps))
    one = lambda *args: add(" ".join(args), [list(args)])
    for args in [["--help"], ["--version"], ["schema"], ["explain"], ["explain", "SS9999"]] + [["help", s] for s in SUBCOMMANDS]:
        one(*args)
    rules = open(os.path.join(source, "docs", "Rules.md")).read()  # documented codes the list lacks show too
    codes = {c for pair in re.findall(r"^(SS\d{4})\s+(\S+)", base("explain"), re.M) for c in pair}
    for code in sorted(codes | set(re.findall(r"^## (SS\d{4})", rules, re.M))):
        one("explain", code)

    def checks(target, jobs=("2",)):
        for j in jobs:
            for fmt in FORMATS:
                one("validate", "--no-config", "--jobs", j, "--format", fmt, target)
        for fmt in ("clang", "json"):
            one("lint", "--no-config", "--jobs", "2", "--format", fmt, target)
        one("plan", "--no-config", "--jobs", "2", target)

    files = []  # every fixture alone, then every folder holding one
    for folder, dirs, names in os.walk(os.path.join(work, "Tests")):
        dirs.sort()
        files += [os.path.relpath(os.path.join(folder, n), work) for n in sorted(names) if n.endswith((".yaml", ".yml"))]
    for target in files + sorted({os.path.dirname(f) for f in files}):
        checks(target)
    templates = min(os.path.relpath(d, work) for d, _, ns in os.walk(os.path.join(work, "Templates"))
                    if "conformance.swift.mustache" in ns)
    for target in ("specs", "corpus/files300", "corpus/warnings60"):
        checks(target, jobs=("1", "2"))
        for extra in (["--strict"], ["--quiet"], ["--rule", "key-order=error", "--rule", "SS2907=off"]):
            one("lint", "--no-config", "--format", "clang", *extra, target)
        g = ["generate", "--no-config", "--jobs", "2", "-o", "out/gen"]
        add("generate sequence " + target, [g + [target], g + [target], g + ["--dry-run", target],
            g + ["--dry-run", "--format", "json", target], g + ["--check", target], ["rm-first", "out/gen"],
            g + ["--check", target], ["edit-first", "out/gen"], g + ["--check", target], g + [target]])
        one(*g, "--stubs", "--naming", "type", "--access", "public", "--module", "SheetKit", "--templates", templates, target)
        one(*g, "--check", target)
        specs = sorted(os.path.join(d, n) for d, _, ns in os.walk(os.path.join(work, target)) for n in ns)
        for spec in specs[:3]:
            one("generate", "--no-config", "--only", os.path.relpath(spec, work), "--output-file", "out/one.swift", target)
    one("plan", "--no-config", "--profile", "iphone-16", "-o", "out/plan.json", "specs")
    one("plan", "--no-config", "--profile", "no-such-phone", "specs")
    for sheet in [s["id"] for s in json.loads(base("plan", "--no-config", "specs") or "{}").get("sheets", [])]:
        for extra in ([], ["--orientation", "landscape"], ["--profile", "ipad-pro-13-m4"], ["--profile", "iphone-16-pro-max"]):
            one("render", "--no-config", "--sheet", sheet, *extra, "-o", f"out/{sheet}.svg", "specs")
    one("render", "--no-config", "-o", "out/any.svg", "specs")  # several sheets: an error
    one("render", "--no-config", "-o", "out/one.svg", "specs/now-playing.sheet.yaml")
    # Configurations: one given with --config, the one `init` writes, the plugin fixture's (found).
    for sub in ("validate", "lint", "plan", "generate"):
        one(sub, "--config", "identity.sheetspec.yml")
    add("init sequence", [["init"], ["init"], ["lint"], ["generate"], ["generate", "--check"], ["plan"]], cwd="out")
    if os.path.isdir(os.path.join(work, "Tests", "PluginFixture")):
        add("plugin fixture", [["validate"], ["lint", "--format", "json"], ["plan"], ["generate", "-o", "../../out/gen"]],
            cwd="Tests/PluginFixture")
    for args in (["validate", "--config", "missing.sheetspec.yml"], ["validate", "no/such/path.sheet.yaml"],
                 ["validate", "--format", "bogus", "specs"], ["generate", "--only", "specs/checkout.sheet.yaml", "specs"],
                 ["generate", "--no-config", "specs"]):  # the default output folder, Generated/
        one(*args)
    return out


def run_case(binary, work, cwd, steps):
    """The record of one run: a list of (label, bytes). Cases write under
    out/; anything new at the top of work or of cwd (a default `Generated`)
    is recorded as well, then removed."""
    shutil.rmtree(os.path.join(work, "out"), ignore_errors=True)
    os.makedirs(os.path.join(work, "out"))
    before = {folder: set(os.listdir(folder)) | {"out"} for folder in {work, os.path.normpath(os.path.join(work, cwd))}}
    record = []
    for number, step in enumerate(steps, 1):
        label = f"step {number}: " + ("" if step[0].endswith("-first") else "sheetspec ") + " ".join(step)
        if step[0].endswith("-first"):
            folder = os.path.join(work, step[1])
            victim = min([n for n in os.listdir(folder) if n.endswith(".swift")] or [""]) if os.path.isdir(folder) else ""
            if victim and step[0] == "rm-first":
                os.remove(os.path.join(folder, victim))
            elif victim:
                with open(os.path.join(folder, victim), "a") as handle:
                    handle.write("// edited by hand\n")
            record.append((label, victim.encode()))
            continue
        try:
            done = subprocess.run([binary] + step, cwd=os.path.join(work, cwd), capture_output=True, timeout=300)
            record += [(label + ": exit status", b"%d" % done.returncode),
                       (label + ": stdout", done.stdout), (label + ": stderr", done.stderr)]
        except subprocess.TimeoutExpired:
            record.append((label, b"timed out after 300 s"))
    stray = sorted(os.path.join(f, n) for f, names in before.items() for n in set(os.listdir(f)) - names)
    for top in [os.path.join(work, "out")] + stray:
        walk = os.walk(top) if os.path.isdir(top) else [(os.path.dirname(top), [], [os.path.basename(top)])]
        for folder, dirs, names in walk:
            dirs.sort()
            for name in sorted(names):
                with open(os.path.join(folder, name), "rb") as handle:
                    record.append(("file " + os.path.relpath(os.path.join(folder, name), work), handle.read()))
        if top in stray:
            shutil.rmtree(top) if os.path.isdir(top) else os.remove(top)
    return record


def show_diff(base, new, limit=40):
    """The first `limit` lines of a unified diff of two records; each output
    is diffed from a little before its first difference, over a few screens,
    so that difflib stays quick on large outputs that differ everywhere."""
    old, cur, lines = dict(base), dict(new), []
    for label in list(old) + [label for label in cur if label not in old]:
        a = old.get(label, b"(absent)").decode("utf-8", "replace").splitlines()
        b = cur.get(label, b"(absent)").decode("utf-8", "replace").splitlines()
        if a != b and len(lines) < limit:
            first = next((i for i, pair in enumerate(zip(a, b)) if pair[0] != pair[1]), min(len(a), len(b)))
            head = max(0, first - 3)
            shift = lambda m: f"@@ -{int(m[1]) + head}{m[2] or ''} +{int(m[3]) + head}{m[4] or ''} @@"
            lines += [re.sub(r"^@@ -(\d+)(,\d+)? \+(\d+)(,\d+)? @@", shift, line) for line in difflib.unified_diff(
                a[head:head + 4 * limit], b[head:head + 4 * limit], f"base: {label}", f"new: {label}", lineterm="")]
    return "\n".join("    " + line for line in lines[:limit])


def main():
    base_bin, new_bin, source, scratch = sys.argv[1:5]
    started = time.time()
    # One input folder per worker, identical bytes; a case runs both binaries
    # in the same folder, one after the other, so every path they print matches.
    workers = max(1, min(4, os.cpu_count() or 1))
    folders = [os.path.join(scratch, f"work{n}") for n in range(1, workers + 1)]
    prepare(source, folders[0])
    idle = queue.Queue()
    for folder in folders:
        idle.put(folder if folder == folders[0] else shutil.copytree(folders[0], folder))

    def compare(case):
        work = idle.get()
        try:
            return run_case(base_bin, work, case[1], case[2]), run_case(new_bin, work, case[1], case[2])
        finally:
            idle.put(work)

    passed = failed = 0
    all_cases = cases(folders[0], source, base_bin)
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        for (name, cwd, _), (base, new) in zip(all_cases, pool.map(compare, all_cases)):
            if base == new:
                passed += 1
                continue
            failed += 1
            print(f"DIFFERS: {name}" + (f" (in {cwd})" if cwd != "." else ""))
            print(show_diff(base, new), flush=True)
    print(f"run cases: {time.time() - started:.0f} s, {workers} at a time")
    print(f"output identity: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
