#!/usr/bin/env python3
"""MLIR's own canonicalization tests, function by function, against mlir-opt-19.

A canonicalization test file of MLIR passes only when every CHECK of it
does, and most of them hold a function or two that rulir does not
canonicalize as MLIR does yet: a file that fails says nothing about the
hundred functions of it that rulir gets right, nor guards them. This
splits each file as -split-input-file does, runs mlir-opt-19 and
rulir-opt with the file's canonicalize options on each piece, and
compares the printed functions one by one. The functions whose text is
identical are listed in tests/mlir/expected-canon.txt; one of them that
differs now fails the check (a regression), one that is new to the list
is reported (--update adds it).

Usage: canon_funcs.py --build BUILD --cache MLIR_TESTS [--update]
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.join(HERE, "expected-canon.txt")
VERSION = "19.1.7"
# The files, and the options their RUN lines give the canonicalizer
# (test-convergence is mlir-opt's check that the pass converges: rulir's
# --canonicalize converges or says so).
FILES = [
    ("Dialect/SCF/canonicalize.mlir", ["--allow-unregistered-dialect", "--canonicalize"]),
    ("Dialect/ControlFlow/canonicalize.mlir", ["--allow-unregistered-dialect", "--canonicalize"]),
    ("Dialect/Arith/canonicalize.mlir", ["--canonicalize"]),
    ("Dialect/Index/index-canonicalize.mlir", ["--canonicalize"]),
    ("Dialect/Complex/canonicalize.mlir", ["--canonicalize"]),
    ("Dialect/Math/canonicalize.mlir", ["--canonicalize"]),
]
FUNC = re.compile(r"^  (?:func\.func|llvm\.func) (?:(?:private|public|nested) )?@([\w$.-]+)", re.M)


def functions(text):
    """The top-level functions of a printed module: name -> text."""
    starts = [(m.start(), m.group(1)) for m in FUNC.finditer(text)]
    out = {}
    for i, (at, name) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(text)
        out[name] = text[at:end]
    return out


def run(tool, args, src):
    p = subprocess.run([tool] + args + ["-"], input=src, capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout


def piece(job):
    rel, index, args, src, rulir = job
    rc, ref = run("mlir-opt-19", args, src)
    if rc:
        return rel, index, None
    rc, ours = run(rulir, args, src)
    theirs = functions(ref)
    mine = functions(ours) if rc == 0 else {}
    return rel, index, {name: mine.get(name) == body for name, body in theirs.items()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True)
    ap.add_argument("--cache", required=True)
    ap.add_argument("--update", action="store_true")
    a = ap.parse_args()
    rulir = os.path.join(os.path.abspath(a.build), "bin", "rulir-opt")
    tests = os.path.join(os.path.abspath(a.cache), VERSION, "mlir", "test")
    jobs = []
    for rel, args in FILES:
        with open(os.path.join(tests, rel)) as f:
            pieces = re.split(r"^// -----\s*$", f.read(), flags=re.M)
        for i, src in enumerate(pieces):
            jobs.append((rel, i, args, src, rulir))
    same, total = set(), 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for rel, index, result in pool.map(piece, jobs):
            for name, ok in (result or {}).items():
                total += 1
                if ok:
                    same.add("%s %d %s" % (rel, index, name))
    expected = set()
    if os.path.exists(EXPECTED):
        with open(EXPECTED) as f:
            expected = {l.strip() for l in f if l.strip() and not l.startswith("#")}
    print("check-mlir: MLIR's canonicalization tests, function by function: %d of %d identical to mlir-opt-19's"
          % (len(same), total))
    if a.update:
        with open(EXPECTED, "w") as f:
            f.write("# Functions of MLIR %s's canonicalization tests (file, -split-input-file piece, name) that\n"
                    "# rulir-opt --canonicalize prints as mlir-opt-19 does (tests/mlir/canon_funcs.py --update).\n"
                    % VERSION)
            for k in sorted(same, key=lambda k: (k.split()[0], int(k.split()[1]), k.split()[2])):
                f.write(k + "\n")
        return 0
    lost = sorted(expected - same)
    new = sorted(same - expected)
    for k in lost:
        print("  no longer identical: " + k)
    if new:
        print("  %d more identical than expected-canon.txt lists (canon_funcs.py --update adds them)" % len(new))
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main())
