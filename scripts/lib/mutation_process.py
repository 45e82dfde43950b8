"""Builds and test runs of scripts/mutate: each command in a session of its own, stopped with
everything it started; a written file's modification time, and the working tree restored."""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import mutation_package as scratch

TOOLS = ("swift", "swiftc", "swift-frontend", "swift-driver", "swift-build", "swift-autolink-extract",
         "clang", "clang++", "ld", "ld.lld", "ld.gold", "ld64", "lld")


def left_running(folder):
    """Processes still at work in a build folder: a tool of the toolchain, or a program built
    there (a test runner), whose command line names the folder. `ps -eo` reads the same on
    macOS and Linux."""
    # As given and resolved: on macOS a temporary folder under /var is /private/var.
    names = tuple(sorted({str(folder), str(Path(folder).resolve())}))
    listing = subprocess.run(["ps", "-eo", "pid=,args="], capture_output=True, text=True).stdout
    found = []
    for line in listing.splitlines():
        pid, _, args = line.strip().partition(" ")
        program = args.split(" ", 1)[0]
        if (pid.isdigit() and int(pid) != os.getpid() and any(f in args for f in names)
                and (os.path.basename(program) in TOOLS or program.startswith(names))):
            found.append(int(pid))
    return found


def stop(process, folder=None, grace=10):
    """Stops a command started in a session of its own, and what it left running in `folder`.
    SIGINT first: the build system stops the compilers it runs, each in a process group of
    its own, which a signal to the command's group does not reach; SIGKILL if it is still
    there. The build system does not wait for them: a compiler can outlive it and write into
    the build folder after it is gone, so those are waited for, and killed after `grace`."""
    for sent in (signal.SIGINT, signal.SIGKILL):
        try:
            os.killpg(process.pid, sent)
        except ProcessLookupError:
            pass
        try:
            process.communicate(timeout=grace)
            break
        except subprocess.TimeoutExpired:
            continue
    else:
        # The group is gone, but a process it started holds the output pipe open.
        process.stdout.close()
        process.wait()
    if folder is None:
        return
    deadline = time.monotonic() + grace
    while (pids := left_running(folder)):
        late = time.monotonic() > deadline
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL if late else signal.SIGINT)
            except ProcessLookupError:
                pass
        time.sleep(0.1)
        if late and time.monotonic() > deadline + grace:
            print(f"mutate: processes {pids} still run in {folder}", file=sys.stderr)
            return


class Runner:
    def __init__(self, package, scratch):
        self.package, self.scratch, self.direct = package, scratch, None

    def build_folder(self):
        return Path(self.scratch) if self.scratch else Path(self.package) / ".build"

    def swift(self, *arguments):
        command = ["swift", *arguments, "--package-path", str(self.package)]
        return command + (["--scratch-path", str(self.scratch)] if self.scratch else [])

    def run(self, command, timeout, env=None):
        """(return code or None on timeout, output tail, seconds)."""
        start = time.monotonic()
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   start_new_session=True, text=True, errors="replace",
                                   env={**os.environ, **env} if env else None)
        try:
            output, _ = process.communicate(timeout=timeout)
            return process.returncode, output, time.monotonic() - start
        except subprocess.TimeoutExpired:
            stop(process, self.build_folder())
            return None, "", time.monotonic() - start
        except BaseException:
            stop(process, self.build_folder())
            raise

    def build(self, timeout):
        return self.run(self.swift("build", "--build-tests"), timeout)

    def test(self, test_filter, timeout, env=None):
        filtered = ["--filter", test_filter] if test_filter else []
        if self.direct:
            return self.run([str(self.direct), "--testing-library", "swift-testing", *filtered], timeout, env)
        return self.run(self.swift("test", "--skip-build", *filtered), timeout, env)

    def run_tests_directly(self, test_folders):
        """Runs the test executable itself (`swift test` spends seconds loading the package
        first): on Linux, where `.build/debug/<Package>PackageTests.xctest` is an executable,
        and when the tests are all Swift Testing ones (XCTest's filter is another syntax)."""
        for folder in test_folders:
            for path in folder.rglob("*.swift"):
                if "XCTest" in path.read_text(encoding="utf-8", errors="replace"):
                    return
        found = sorted((self.package / ".build" / "debug").glob("*PackageTests.xctest"))
        if len(found) == 1 and found[0].is_file() and os.access(found[0], os.X_OK):
            self.direct = found[0]


_last_stamp = [0.0]


def stamp(path):
    """Gives a file just written a modification time later than any this run gave before:
    the build's change detection compares times, and a mutant and its restoration written
    within one tick of the file system's clock must not look alike."""
    when = max(time.time(), _last_stamp[0] + 1.0)
    _last_stamp[0] = when
    os.utime(path, (when, when))


def restore(path, original, mutated):
    """Puts `original` back unless the file no longer holds the mutant (someone edited it
    during the run: their text stays, and a warning says so)."""
    current = path.read_bytes()
    if current == mutated:
        path.write_bytes(original)
        stamp(path)
    elif current != original:
        print(f"mutate: {path} changed during the run; left as it is now", file=sys.stderr)


def git_clean(root, paths):
    if not paths:
        return True
    run = subprocess.run(["git", "diff", "--quiet", "--", *map(str, paths)], cwd=root,
                         capture_output=True)
    return run.returncode == 0
