#!/usr/bin/env python3
"""Passes one at a time, in every order: rulir-opt against mlir-opt-19.

MLIR users often lower with one pass per flag:
  --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm
  --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
and the order of the first five varies. For every ordering (all 120, or
with --rotations the ten rotations of the list and of its reverse, in which
each pass takes each place once) followed by --reconcile-unrealized-casts,
each input goes through mlir-opt-19 and rulir-opt. Where mlir-opt-19
succeeds, rulir-opt must succeed and print the same text; where it fails,
rulir-opt may do anything but crash.

usage: orderings.py [--rotations] [--jobs N] --rulir-opt PATH [--mlir-opt PATH] INPUT.mlir...
Prints one line per difference or failure and a summary; exits 1 on any.
(make check-diff-orderings runs all orderings on tests/diff/orderings/;
tests/lit/conversion/pass-orderings.mlir runs the rotations.)
"""
import argparse
import concurrent.futures
import itertools
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import memo  # noqa: E402  (mlir-opt-19's results, cached by their input)

PASSES = ["--convert-scf-to-cf", "--convert-arith-to-llvm", "--convert-cf-to-llvm",
          "--finalize-memref-to-llvm", "--convert-func-to-llvm"]


def orderings(rotations):
    if not rotations:
        return list(itertools.permutations(PASSES))
    out = []
    for base in (PASSES, PASSES[::-1]):
        for k in range(len(base)):
            out.append(tuple(base[k:] + base[:k]))
    return out


def run(tool, path, pipeline):
    p = subprocess.run([tool, path] + pipeline, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def check(args, path, order):
    pipeline = list(order) + ["--reconcile-unrealized-casts"]
    mrc, mout, _ = memo.run([args.mlir_opt, path] + pipeline)
    rrc, rout, rerr = run(args.rulir_opt, path, pipeline)
    name = " ".join(pipeline)
    if rrc < 0:
        return "crash", f"CRASH {path}: {name}: signal {-rrc}"
    if mrc != 0:
        return "reference-fails", None
    if rrc != 0:
        first = rerr.strip().splitlines()[0] if rerr.strip() else "(no message)"
        return "fail", f"FAIL {path}: {name}: {first}"
    if rout != mout:
        a, b = rout.splitlines(), mout.splitlines()
        i = next((k for k in range(min(len(a), len(b))) if a[k] != b[k]), min(len(a), len(b)))
        return "diff", (f"DIFF {path}: {name}: line {i + 1}\n  rulir: {a[i] if i < len(a) else '(end)'}\n"
                        f"  mlir:  {b[i] if i < len(b) else '(end)'}")
    return "same", None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rotations", action="store_true")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--rulir-opt", required=True)
    ap.add_argument("--mlir-opt", default="mlir-opt-19")
    ap.add_argument("inputs", nargs="+")
    args = ap.parse_args()
    jobs = [(path, order) for path in args.inputs for order in orderings(args.rotations)]
    counts = {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        for kind, msg in ex.map(lambda j: check(args, *j), jobs):
            counts[kind] = counts.get(kind, 0) + 1
            if msg:
                print(msg)
    bad = sum(counts.get(k, 0) for k in ("diff", "fail", "crash"))
    print(f"orderings: {len(jobs)} runs, {counts.get('same', 0)} the same as mlir-opt-19, "
          f"{counts.get('reference-fails', 0)} where mlir-opt-19 fails, {bad} wrong")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
