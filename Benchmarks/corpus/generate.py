#!/usr/bin/env python3
"""Writes a deterministic corpus of realistic sheetspec specs.

    generate.py OUT_DIR --files 10000            # ~5 KB each, ~50 MB in all
    generate.py OUT_DIR --huge-mb 20             # one spec of about 20 MB
    generate.py OUT_DIR --files 500 --warnings   # the same specs with some warnings

The same arguments always give the same bytes (a fixed seed per file), so
benchmark runs on different machines read identical input. Every generated
file is a valid spec without warnings: the benchmark measures the clean path,
which is what CI and pre-commit runs see almost always. `--warnings` makes
specs with warnings, whose output checks that `--jobs` changes nothing.
"""
import argparse
import os
import random

FAMILIES = ["checkout", "address", "payment", "filters", "share", "comments", "player",
            "place", "store", "profile", "settings", "search", "details", "composer"]
SUFFIXES = ["Sheet", "Panel", "Drawer", "Picker", "Editor", "Viewer"]


def type_name(rng, sheet_id):
    return sheet_id[0].upper() + sheet_id[1:] + rng.choice(SUFFIXES) + "ViewController"


def detents(rng, tiers):
    if tiers == "automatic":
        return ["      - id: fit", "        fit: content",
                f"        min: {{ height: {rng.randrange(120, 260, 4)} }}",
                f"        max: {{ fraction: {rng.choice(['0.8', '0.85', '0.9'])} }}"], ["fit"]
    count = {"one": 1, "two": 2, "three": 3}[tiers]
    shapes = [
        [("tip", f"height: {rng.randrange(80, 140, 4)}")],
        [("half", "fraction: 0.5")],
        [("full", f"inset: {rng.choice([16, 24, 44])}")],
    ] if count == 3 else (
        [[("half", "system: medium")], [("full", "system: large")]] if count == 2 and rng.random() < 0.5
        else [[("half", "fraction: 0.5")], [("full", "system: large")]] if count == 2
        else [[("full", "system: large")]])
    lines, ids = [], []
    for (detent_id, height), in shapes:
        lines.append(f"      - {{ id: {detent_id}, {height} }}")
        ids.append(detent_id)
    return lines, ids


def sheet(rng, sheet_id, siblings, warnings=False):
    presentation = rng.choice(["modal", "modal", "overlay"])
    tiers = rng.choice(["automatic", "one", "two", "three"] if presentation == "modal" else ["two", "three"])
    detent_lines, ids = detents(rng, tiers)
    out = [f"  {sheet_id}:",
           f"    # {rng.choice(['Shown from the main tab bar.', 'Opened by a long press.', 'Presented after a search.'])}",
           f"    type: {type_name(rng, sheet_id)}",
           f"    presentation: {presentation}",
           f"    tiers: {tiers}",
           "    detents:"] + detent_lines
    out.append(f"    initial: {ids[0]}")
    if warnings and presentation == "overlay":
        out.append(f"    undimmedThrough: {ids[-1]}")  # SS2305: does nothing on an overlay
    elif presentation == "modal" and len(ids) > 1 and rng.random() < 0.3:
        out.append(f"    undimmedThrough: {ids[0]}")
    grabber = rng.choice(['visible', 'hidden', 'automatic'])
    out.append(f"    grabber: {grabber}")
    if grabber == "hidden" and len(ids) > 1:
        # A hidden grabber over several detents needs the app's own control (SS2208);
        # no random draw, so the rest of the corpus stays the same for a seed.
        out.append("    accessibility: { detentControl: app }")
    out += [f"    cornerRadius: {rng.choice([10, 12, 16, 20, 24])}",
            "    dismiss:",
            "      swipe: true",
            f"      tapOutside: {'false' if presentation == 'overlay' else rng.choice(['true', 'false'])}",
            f"      closeButton: {rng.choice(['true', 'false'])}",
            f"      confirm: {rng.choice(['true', 'false'])}"]
    if presentation == "modal" and len(ids) > 1:
        policy = rng.choice(['expand', 'lift', 'none'])
        # A policy other than `none` only runs when the sheet observes the keyboard (SS2404).
        observe = rng.choice(['true', 'false']) if policy == 'none' or warnings else 'true'
        out += ["    keyboard:", f"      policy: {policy}", f"      observe: {observe}"]
    physics = ["    physics:", "      snap: projected", f"      deceleration: {rng.choice([800, 900, 1000])}",
               "      spring:", f"        response: {rng.choice(['0.3', '0.35', '0.4'])}",
               f"        damping: {rng.choice(['0.6', '0.7', '0.8'])}"]
    # The system sheet (a modal sheet that is not content-sized) has its own
    # physics (SS2703); the values are drawn either way so the rest of the
    # corpus stays the same for a seed.
    if presentation == "overlay" or tiers == "automatic" or warnings:
        out += physics
    out += ["    scroll:", f"      expandsAtEdge: {rng.choice(['true', 'false'])}"]
    return out


def spec(rng, index, sheets, warnings=False):
    prefix = rng.choice(FAMILIES)
    ids = [f"{prefix}{index}x{n}" for n in range(sheets)]
    out = [f"# Generated benchmark spec {index}: {sheets} sheets of the {prefix} flow.",
           "version: 1", f"minimumOS: {rng.choice(['16', '16.4', '17'])}", "",
           "defaults:", "  grabber: visible", "  cornerRadius: 16", "", "sheets:"]
    for sheet_id in ids:
        out += sheet(rng, sheet_id, ids, warnings) + [""]
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=0)
    parser.add_argument("--sheets", type=int, default=8, help="sheets per file (about 600 bytes each)")
    parser.add_argument("--huge-mb", type=float, default=0)
    parser.add_argument("--warnings", action="store_true",
                        help="write some overlays with `undimmedThrough` and some unobserved keyboard policies "
                             "(warnings SS2305, SS2404), for checking that output is the same for any --jobs")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for index in range(args.files):
        rng = random.Random(index)
        folder = os.path.join(args.out, f"team{index % 100:02d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"flow{index:05d}.sheet.yaml"), "w") as handle:
            handle.write(spec(rng, index, args.sheets, args.warnings))
    if args.huge_mb:
        rng = random.Random(424242)
        target = int(args.huge_mb * 1024 * 1024)
        parts, size, n = [], 0, 0
        head = spec(rng, 0, 1)
        parts.append(head)
        size += len(head)
        while size < target:
            block = "\n".join(sheet(rng, f"huge{n}", [])) + "\n"
            parts.append(block)
            size += len(block)
            n += 1
        with open(os.path.join(args.out, "huge.sheet.yaml"), "w") as handle:
            handle.write("\n".join(parts))


if __name__ == "__main__":
    main()
