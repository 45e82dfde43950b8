#!/usr/bin/env python3
"""Measures sheetspec against raw libyaml on the same bytes and prints a table.

Each case runs several times, alternating with its baseline so that machine
noise hits both alike; the table shows medians, the ratio to the baseline,
throughput and peak resident memory (from wait4's rusage of the child).
Called by run.sh, which builds everything first.
"""
import argparse
import os
import statistics
import subprocess
import time


def measure(command):
    """Wall seconds and peak RSS (KiB) of one run; output discarded."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    stderr = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise SystemExit(f"bench: {' '.join(command)} exited {code}\n{stderr}")
    return elapsed, usage.ru_maxrss


def folder_bytes(path):
    if os.path.isfile(path):
        return os.path.getsize(path), 1
    total, count = 0, 0
    for root, _, files in os.walk(path):
        for name in files:
            if name.endswith((".sheet.yaml", ".sheet.yml")):
                total += os.path.getsize(os.path.join(root, name))
                count += 1
    return total, count


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sheetspec", required=True)
    parser.add_argument("--baseline", required=True)
    parser.add_argument("--hello", required=True, help="a Swift hello-world binary for start-up cost")
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--huge", required=True)
    parser.add_argument("--small", required=True, help="one small spec (the pre-commit case)")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    corpus_bytes, corpus_files = folder_bytes(args.corpus)
    huge_bytes, _ = folder_bytes(args.huge)
    cases = [
        # name, command, baseline command, bytes, files
        ("validate corpus, 1 worker", [args.sheetspec, "validate", "--quiet", "--jobs", "1", args.corpus],
         [args.baseline, args.corpus], corpus_bytes, corpus_files),
        ("validate corpus, 2 workers", [args.sheetspec, "validate", "--quiet", "--jobs", "2", args.corpus],
         [args.baseline, args.corpus], corpus_bytes, corpus_files),
        ("validate huge file", [args.sheetspec, "validate", "--quiet", "--jobs", "1", args.huge],
         [args.baseline, args.huge], huge_bytes, 1),
        ("validate one small file (start-up)", [args.sheetspec, "validate", "--quiet", args.small],
         [args.hello], os.path.getsize(args.small), 1),
    ]
    rows = []
    for name, command, baseline, size, files in cases:
        ours, theirs, memory = [], [], []
        for _ in range(args.runs):
            elapsed, rss = measure(command)
            ours.append(elapsed)
            memory.append(rss)
            theirs.append(measure(baseline)[0])
        mine, base = statistics.median(ours), statistics.median(theirs)
        rows.append((name, mine, base, mine / base, files / mine, size / mine / 1e6, max(memory), size))

    print(f"corpus: {corpus_files} files, {corpus_bytes / 1e6:.1f} MB; huge file: {huge_bytes / 1e6:.1f} MB; "
          f"{args.runs} runs per case, medians; baseline = libyaml events in C (start-up row: Swift hello world)")
    print()
    print("| case | sheetspec | baseline | ratio | files/s | MB/s | peak RSS |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, mine, base, ratio, files_per_second, megabytes, rss, size in rows:
        peak = f"{rss / 1024:.1f} MiB"
        if name.startswith("validate huge"):
            peak += f" ({rss * 1024 / size:.1f}x file)"
        print(f"| {name} | {mine * 1000:.1f} ms | {base * 1000:.1f} ms | {ratio:.2f}x | "
              f"{files_per_second:,.0f} | {megabytes:.1f} | {peak} |")


if __name__ == "__main__":
    main()
