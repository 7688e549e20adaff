#!/usr/bin/env python3
"""Counts the `// -----` chunks of MLIR test files on which rulir-opt prints
what mlir-opt-19 prints, under each of the file's RUN lines.

  python3 tests/mlir/chunks.py --build build FILE... [--show N] [--diff N]

FILE is a path, or a path under the MLIR test tree of --cache (e.g.
Dialect/Affine/loop-fusion.mlir). For each RUN line, the mlir-opt options
(the pass pipeline and the flags) are taken from it and both tools run on
each chunk alone; a chunk matches when the outputs are equal for every RUN
line (MLIR's output is cached in BUILD/chunk-cache). Prints one line per file:
matching chunks / chunks, and the numbers of the chunks that differ.
--expect FILE:N checks that at least N chunks of FILE match (exit 1 else).
"""
import argparse
import hashlib
import os
import re
import shlex
import subprocess
import sys


def run_lines(text):
    lines, cur = [], ""
    for ln in text.splitlines():
        m = re.match(r"^\s*// RUN:(.*)$", ln)
        if not m:
            continue
        part = m.group(1).strip()
        if part.endswith("\\"):
            cur += part[:-1] + " "
            continue
        lines.append(cur + part)
        cur = ""
    return lines


def opt_args(run):
    """The options given to mlir-opt in a RUN line (before its first pipe)."""
    first = run.split("|")[0]
    words = shlex.split(first)
    if not words or words[0] != "mlir-opt":
        return None
    return [w for w in words[1:] if w not in ("%s", "-split-input-file", "--split-input-file")]


def chunks(text):
    parts, cur = [], []
    for ln in text.splitlines(keepends=True):
        if re.match(r"^// -----", ln):
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ln)
    parts.append("".join(cur))
    return parts


def run(tool, args, src):
    p = subprocess.run([tool] + args + ["-"], input=src, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--cache", default=None)
    ap.add_argument("--mlir-opt", default="mlir-opt-19")
    ap.add_argument("--diff", type=int, default=None, help="print both outputs of this chunk (0-based)")
    ap.add_argument("--expect", action="append", default=[])
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    cache = a.cache or os.path.join(a.build, "mlir-tests")
    rulir = os.path.join(a.build, "bin", "rulir-opt")
    tree = None
    if os.path.isdir(cache):
        for d in sorted(os.listdir(cache)):
            if os.path.isdir(os.path.join(cache, d, "mlir", "test")):
                tree = os.path.join(cache, d, "mlir", "test")
    ccache = os.path.join(a.build, "chunk-cache")
    os.makedirs(ccache, exist_ok=True)
    expect = {}
    for e in a.expect:
        f, n = e.rsplit(":", 1)
        expect[f] = int(n)
    status = 0
    for f in a.files:
        path = f if os.path.exists(f) or not tree else os.path.join(tree, f)
        if not os.path.exists(path):
            print("%s: not found (no MLIR test tree under %s); not counted" % (f, cache))
            continue
        with open(path) as fh:
            text = fh.read()
        runs = [r for r in (opt_args(r) for r in run_lines(text)) if r is not None]
        parts = chunks(text)
        bad = []
        for i, src in enumerate(parts):
            ok = True
            for args in runs:
                key = hashlib.sha1(("\0".join(args) + "\0" + src).encode()).hexdigest()
                cf = os.path.join(ccache, key)
                if os.path.exists(cf):
                    with open(cf) as fh:
                        want = fh.read()
                else:
                    rc, want = run(a.mlir_opt, args, src)
                    want = ("ok\n" if rc == 0 else "fail\n") + want
                    with open(cf, "w") as fh:
                        fh.write(want)
                rc, got = run(rulir, args, src)
                got = ("ok\n" if rc == 0 else "fail\n") + got
                if got != want:
                    ok = False
                    if a.diff == i:
                        print("=== %s chunk %d %s\n--- mlir-opt-19\n%s--- rulir-opt\n%s" % (f, i, " ".join(args), want, got))
            if not ok:
                bad.append(i)
        good = len(parts) - len(bad)
        print("%-45s %2d/%2d match; differ: %s" % (f, good, len(parts), " ".join(map(str, bad)) or "-"))
        if f in expect and good < expect[f]:
            print("  expected at least %d" % expect[f])
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
