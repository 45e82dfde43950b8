"""`scripts/mutate --record FILE`: the base of a run on changed lines, kept between CI runs.

CI mutates the lines a landing changed. `HEAD^1` is that only when the landing is one
commit or a merge; a fast-forward of many commits would have only its last one mutated.
The commit a landing starts from is the last one CI checked, which git cannot tell in a
clean clone (no reflog, no other branch), so it is recorded in a file outside the clone
(.ci/run keeps it under the CI machine's state folder) after every run that passes, and
the next run's base is read from it:

    the recorded commit, when it is in the clone: the fork point of it and HEAD
        (itself, unless HEAD's history no longer holds it: a rewritten main)
    else HEAD^1, said so (the first run on a machine, or a record from another history)
    else nothing (a clone of depth 1): the run says so and mutates nothing
"""
import os
import subprocess
from pathlib import Path

RECORDED = "recorded"


def git(root, *arguments):
    run = subprocess.run(["git", *arguments], cwd=root, capture_output=True, text=True)
    return run.stdout.strip() if run.returncode == 0 else None


def recorded_base(root, record):
    """(base commit or None, a sentence saying where it came from)."""
    recorded = None
    if record.exists():
        lines = record.read_text(encoding="utf-8", errors="replace").split()
        recorded = lines[0] if lines else None
    if recorded:
        fork = git(root, "merge-base", recorded, "HEAD")
        if fork:
            where = f"the last commit checked, {recorded[:12]} (recorded in {record})"
            if not fork.startswith(recorded):
                where += f"; HEAD's history no longer holds it, so from where they part, {fork[:12]}"
            return fork, where
        reason = f"the recorded {recorded[:12]} is not in this clone"
    else:
        reason = f"no record of the last commit checked in {record} yet"
    parent = git(root, "rev-parse", "--verify", "-q", "HEAD^1^{commit}")
    if parent:
        return parent, f"HEAD^1, {parent[:12]} ({reason}; set MUTATE_BASE to check more)"
    return None, f"no base: {reason}, and HEAD has no parent in this clone (a shallow clone?)"


def write_record(root, record):
    """Records HEAD as checked: written whole or not at all."""
    head = git(root, "rev-parse", "HEAD")
    if not head:
        return None
    record.parent.mkdir(parents=True, exist_ok=True)
    temporary = record.with_name(f"{record.name}.{os.getpid()}.tmp")
    temporary.write_text(head + "\n", encoding="utf-8")
    os.replace(temporary, record)
    return head


def self_test(expect, temp):
    """Checks on a small repository: no record, a record on the chain, a rewritten history."""
    root = Path(temp) / "history"
    root.mkdir()
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"}

    def commit(name):
        (root / name).write_text(name, encoding="utf-8")
        subprocess.run(["git", "add", name], cwd=root, check=True, capture_output=True)
        subprocess.run(["git", "commit", "-qm", name], cwd=root, check=True, capture_output=True, env=env)
        return git(root, "rev-parse", "HEAD")

    subprocess.run(["git", "init", "-q"], cwd=root, check=True, capture_output=True)
    first = commit("a")
    record = Path(temp) / "state" / "mutation-checked"
    base, where = recorded_base(root, record)
    expect(base is None and "no base" in where, f"a single commit and no record: {base}, {where}")
    second = commit("b")
    base, where = recorded_base(root, record)
    expect(base == first and where.startswith("HEAD^1") and "no record" in where,
           f"no record: HEAD^1: {base}, {where}")
    expect(write_record(root, record) == second and record.read_text() == second + "\n",
           "the record holds HEAD after a run")
    # A fast-forward landing of three commits: all three are mutated, not only the last.
    for name in ("c", "d", "e"):
        commit(name)
    base, where = recorded_base(root, record)
    expect(base == second and "the last commit checked" in where, f"three commits landed: {base}, {where}")
    changed = git(root, "diff", "--name-only", f"{base}...HEAD")
    expect(changed == "c\nd\ne", f"the range holds the three landed commits: {changed!r}")
    # main rewritten under the record: from where the two histories part.
    subprocess.run(["git", "reset", "-q", "--hard", second], cwd=root, check=True, capture_output=True)
    commit("f")
    record.write_text(git(root, "rev-parse", "HEAD") + "\n", encoding="utf-8")
    subprocess.run(["git", "reset", "-q", "--hard", second], cwd=root, check=True, capture_output=True)
    commit("g")
    base, where = recorded_base(root, record)
    expect(base == second and "from where they part" in where, f"a rewritten main: {base}, {where}")
    record.write_text("0123456789abcdef0123456789abcdef01234567\n", encoding="utf-8")
    base, where = recorded_base(root, record)
    expect(base == git(root, "rev-parse", "HEAD^1") and "not in this clone" in where,
           f"a record from another history: HEAD^1: {base}, {where}")


def records_head(status, args):
    """With --record FILE, HEAD is recorded as checked after a run on changed lines that
    passed (exit 0), and not after a listing."""
    return status == 0 and bool(args.record) and bool(args.diff) and not args.list
