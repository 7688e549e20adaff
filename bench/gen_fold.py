#!/usr/bin/env python3
"""Generates a workload for --canonicalize: func/arith/index functions rich in
foldable arithmetic (operations on constants, identities such as x+0, x*1,
x-x, x^x, comparisons and selects on constants, casts of constants, repeated
constants to unique and hoist), mixed with live arithmetic on the arguments
so that some of each function survives.

Usage: gen_fold.py [-n OPS] [--seed N] [-o FILE]   (stdlib only; deterministic)
"""
import argparse
import random
import sys

WIDTHS = ["i8", "i16", "i32", "i64"]
BIN_INT = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi",
           "maxui", "minui", "shli", "shrui", "shrsi", "divsi", "divui",
           "remsi", "remui", "ceildivsi", "floordivsi"]
BIN_FLT = ["addf", "subf", "mulf", "divf", "maximumf", "minimumf"]
PREDS = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
IDX = ["add", "sub", "mul", "maxs", "mins", "and", "or", "xor"]


def gen_func(rng, idx, out):
    lines = []
    n = 0
    k = [0]

    def op(text):
        nonlocal n
        lines.append("    " + text)
        n += 1

    def fresh():
        k[0] += 1
        return "%%v%d" % k[0]

    def const(ty, val):
        v = fresh()
        op("%s = arith.constant %s : %s" % (v, val, ty))
        return v

    lines.append("  func.func @f%d(%%a: i32, %%b: i64, %%x: f32, %%i: index) -> (i32, i64, f32, index) {" % idx)
    live = {"i32": "%a", "i64": "%b", "f32": "%x", "index": "%i"}
    for _ in range(12):
        r = rng.random()
        ty = rng.choice(["i32", "i64"])
        if r < 0.35:
            # Arithmetic on constants: folds away; divisors never zero.
            c1 = const(ty, rng.randint(-1000, 1000))
            c2 = const(ty, rng.choice([1, 2, 3, 7, 13, -5, 100]))
            v = fresh()
            op("%s = arith.%s %s, %s : %s" % (v, rng.choice(BIN_INT), c1, c2, ty))
            w = fresh()
            op("%s = arith.addi %s, %s : %s" % (w, live[ty], v, ty))
            live[ty] = w
        elif r < 0.55:
            # Identities on a live value.
            z = const(ty, 0)
            one = const(ty, 1)
            v, w, u = fresh(), fresh(), fresh()
            op("%s = arith.addi %s, %s : %s" % (v, live[ty], z, ty))
            op("%s = arith.muli %s, %s : %s" % (w, v, one, ty))
            op("%s = arith.ori %s, %s : %s" % (u, w, z, ty))
            s, t = fresh(), fresh()
            op("%s = arith.subi %s, %s : %s" % (s, u, u, ty))
            op("%s = arith.xori %s, %s : %s" % (t, u, s, ty))
            live[ty] = t
        elif r < 0.7:
            # Comparison and select on constants.
            c1 = const(ty, rng.randint(-50, 50))
            c2 = const(ty, rng.randint(-50, 50))
            c, s = fresh(), fresh()
            op("%s = arith.cmpi %s, %s, %s : %s" % (c, rng.choice(PREDS), c1, c2, ty))
            op("%s = arith.select %s, %s, %s : %s" % (s, c, live[ty], c1, ty))
            live[ty] = s
        elif r < 0.8:
            # Casts of constants.
            w = rng.choice(WIDTHS)
            c = const(w, rng.randint(-100, 100))
            e, t = fresh(), fresh()
            op("%s = arith.extsi %s : %s to i64" % (e, c, w) if w != "i64" else
               "%s = arith.addi %s, %s : i64" % (e, c, c))
            op("%s = arith.trunci %s : i64 to i32" % (t, e))
            u = fresh()
            op("%s = arith.addi %s, %s : i32" % (u, live["i32"], t))
            live["i32"] = u
        elif r < 0.9:
            # Float arithmetic on constants (exactly representable values).
            c1 = const("f32", rng.choice(["1.5", "0.25", "3.0", "-2.0", "1.0e+01"]))
            c2 = const("f32", rng.choice(["2.0", "0.5", "4.0", "-8.0"]))
            v, w = fresh(), fresh()
            op("%s = arith.%s %s, %s : f32" % (v, rng.choice(BIN_FLT), c1, c2))
            op("%s = arith.addf %s, %s : f32" % (w, live["f32"], v))
            live["f32"] = w
        else:
            # Index arithmetic on constants.
            c1, c2 = fresh(), fresh()
            op("%s = index.constant %d" % (c1, rng.randint(0, 500)))
            op("%s = index.constant %d" % (c2, rng.randint(1, 50)))
            v, w = fresh(), fresh()
            op("%s = index.%s %s, %s" % (v, rng.choice(IDX), c1, c2))
            op("%s = index.add %s, %s" % (w, live["index"], v))
            live["index"] = w
    op("return %s, %s, %s, %s : i32, i64, f32, index" %
       (live["i32"], live["i64"], live["f32"], live["index"]))
    lines.append("  }")
    out.write("\n".join(lines) + "\n")
    return n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=200000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", default="-")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    out = sys.stdout if a.o == "-" else open(a.o, "w")
    out.write("module {\n")
    total, i = 0, 0
    while total < a.n:
        total += gen_func(rng, i, out)
        i += 1
    out.write("}\n")
    if out is not sys.stdout:
        out.close()
    print("gen_fold: %d ops in %d functions" % (total, i), file=sys.stderr)


if __name__ == "__main__":
    main()
