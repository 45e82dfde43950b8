"""The scratch package of scripts/mutate: one module, its test target and what they need.

A mutant of a module built in the repository's own package rebuilds every module that
imports it and relinks the test bundle of all the package's tests. The scratch package
holds copies of the mutated module, its mirrored test target (`Sources/M` ->
`Tests/MTests`) and the targets those two depend on, under `.build/mutate/M/`: its
manifest is the package's own with the other targets and the products filtered out, so
dependencies, settings and paths are the package's. Folders the tests may read (fixtures,
templates) are linked, not copied. Mutants are written into the copies only; the working
tree is never touched.
"""
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

MANIFEST_FILTER = """

// Appended by scripts/mutate to its scratch copy of this manifest: only the mutated module,
// its test target and the targets they depend on are built.
let mutateKeptTargets: Set<String> = [{names}]
package.targets = package.targets.filter {{ mutateKeptTargets.contains($0.name) }}
package.products = []
"""


def describe(package):
    """`swift package dump-package` of the package, or None when it fails."""
    # A scratch path of its own: the package's .build may be locked by a build under way.
    with tempfile.TemporaryDirectory() as temporary:
        run = subprocess.run(["swift", "package", "dump-package", "--package-path", str(package),
                              "--scratch-path", temporary], capture_output=True, text=True)
    if run.returncode != 0:
        return None
    try:
        return json.loads(run.stdout)
    except ValueError:
        return None


def target_folder(target):
    if target.get("path"):
        return target["path"]
    return ("Tests/" if target.get("type") == "test" else "Sources/") + target["name"]


class ScratchPackage:
    """The scratch package for `module`, or `.usable == False` when the module has no test
    target named after it (then mutants are built in the package itself)."""

    def __init__(self, package, description, module, root):
        self.package, self.module, self.root = package, module, root
        targets = {t["name"]: t for t in (description or {}).get("targets", [])}
        test_name = f"{module}Tests"
        self.usable = module in targets and test_name in targets and targets[test_name].get("type") == "test"
        if not self.usable:
            return
        kept, stack = set(), [module, test_name]
        while stack:
            name = stack.pop()
            if name in kept or name not in targets:
                continue
            kept.add(name)
            for dependency in targets[name].get("dependencies", []):
                for key in ("byName", "target"):
                    if key in dependency and dependency[key][0] in targets:
                        stack.append(dependency[key][0])
        self.kept = sorted(kept)
        self.folders = {name: target_folder(targets[name]) for name in self.kept}
        self.module_folder = root / self.folders[module]

    def copy_of(self, path):
        """The scratch copy of a file of the module."""
        return self.root / path.resolve().relative_to(self.package)

    def sync(self):
        """Makes the copies match the package's files, rewriting only files whose bytes differ
        (an unchanged file keeps its time stamp, so the scratch build stays incremental)."""
        self.root.mkdir(parents=True, exist_ok=True)
        manifest = (self.package / "Package.swift").read_text(encoding="utf-8")
        names = ", ".join(f'"{name}"' for name in self.kept)
        write_if_changed(self.root / "Package.swift", (manifest + MANIFEST_FILTER.format(names=names)).encode())
        resolved = self.package / "Package.resolved"
        if resolved.exists():
            write_if_changed(self.root / "Package.resolved", resolved.read_bytes())
        for folder in self.folders.values():
            sync_tree(self.package / folder, self.root / folder)
        # Everything else a test may read, linked: top-level folders and files, and the
        # folders under Sources/ and Tests/ that hold no kept target. The folders of the
        # targets left out are linked too: a test may read another target's sources as
        # data (the UIKit shell's run tests compile Sources/BottomSheetableUIKit into a
        # program), and the filtered manifest does not build them.
        skip = {"Package.swift", "Package.resolved", ".build", ".git", ".swiftpm", "Sources", "Tests"}
        for entry in sorted(self.package.iterdir()):
            if entry.name not in skip and not entry.name.startswith(".build"):
                link(entry, self.root / entry.name)
        kept = set(self.folders.values())
        for parent in ("Sources", "Tests"):
            if (self.package / parent).is_dir():
                for entry in sorted((self.package / parent).iterdir()):
                    relative = f"{parent}/{entry.name}"
                    holds_kept = any(f == relative or f.startswith(relative + "/") for f in kept)
                    if entry.is_dir() and not holds_kept:
                        link(entry, self.root / relative)


def write_if_changed(path, data):
    if path.is_symlink():
        path.unlink()
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".mutate-tmp")
    temporary.write_bytes(data)
    os.replace(temporary, path)
    return True


def sync_tree(source, copy):
    wanted = set()
    for path in source.rglob("*"):
        if path.is_file() and ".build" not in path.parts:
            relative = path.relative_to(source)
            wanted.add(relative)
            write_if_changed(copy / relative, path.read_bytes())
    if copy.exists():
        for path in sorted(copy.rglob("*"), reverse=True):
            relative = path.relative_to(copy)
            if path.is_file() and relative not in wanted:
                path.unlink()
            elif path.is_dir() and not any(path.iterdir()):
                path.rmdir()


def link(target, name):
    if name.is_symlink() and Path(os.readlink(name)) == target:
        return
    if name.is_symlink() or name.is_file():
        name.unlink()
    elif name.is_dir():
        shutil.rmtree(name)
    name.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(target, name)
