#!/usr/bin/env python3
"""Generates a func/arith/cf workload in custom form: functions of about a
hundred ops each (constants, integer and float arithmetic, comparisons,
selects, casts, calls) with a loop-shaped CFG of conditional branches.

Usage: gen_funcs.py [-n OPS] [--seed N] [-o FILE]   (stdlib only; deterministic)
"""
import argparse
import random
import sys

INT_OPS = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "shli"]
FLT_OPS = ["addf", "subf", "mulf", "maximumf"]
PREDS = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "uge"]


def gen_func(rng, idx, out):
    """One function; returns the number of ops it holds."""
    lines = []
    n = 0
    ints = ["%a", "%b"]
    flts = ["%x"]

    def op(text):
        nonlocal n
        lines.append("    " + text)
        n += 1

    def fresh(k=[0]):
        k[0] += 1
        return "%%v%d" % k[0]

    lines.append("  func.func @f%d(%%a: i32, %%b: i32, %%x: f64) -> i32 {" % idx)
    for c in range(4):
        v = fresh()
        op("%s = arith.constant %d : i32" % (v, rng.randint(-100, 100)))
        ints.append(v)
    v = fresh()
    op("%s = arith.constant %s : f64" % (v, rng.choice(["1.5", "0.25", "3.0", "-2.0"])))
    flts.append(v)
    op("cf.br ^bb1(%a : i32)")
    lines.append("  ^bb1(%i: i32):")
    ints.append("%i")
    for _ in range(80):
        r = rng.random()
        v = fresh()
        if r < 0.55:
            o = rng.choice(INT_OPS)
            op("%s = arith.%s %s, %s : i32" % (v, o, rng.choice(ints), rng.choice(ints)))
            ints.append(v)
        elif r < 0.75:
            o = rng.choice(FLT_OPS)
            op("%s = arith.%s %s, %s : f64" % (v, o, rng.choice(flts), rng.choice(flts)))
            flts.append(v)
        elif r < 0.85:
            c = v
            op("%s = arith.cmpi %s, %s, %s : i32" % (c, rng.choice(PREDS), rng.choice(ints), rng.choice(ints)))
            v2 = fresh()
            op("%s = arith.select %s, %s, %s : i32" % (v2, c, rng.choice(ints), rng.choice(ints)))
            ints.append(v2)
        elif r < 0.95:
            op("%s = arith.sitofp %s : i32 to f64" % (v, rng.choice(ints)))
            flts.append(v)
        else:
            op("%s = arith.fptosi %s : f64 to i32" % (v, rng.choice(flts)))
            ints.append(v)
    c = fresh()
    op("%s = arith.cmpi slt, %s, %s : i32" % (c, rng.choice(ints), rng.choice(ints)))
    op("cf.cond_br %s, ^bb1(%s : i32), ^bb2" % (c, rng.choice(ints)))
    lines.append("  ^bb2:")
    op("return %s : i32" % rng.choice(ints))
    lines.append("  }")
    out.append("\n".join(lines) + "\n")
    return n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=200000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("-o", default="-")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    out = ["module {\n"]
    total, i = 0, 0
    while total < a.n:
        total += gen_func(rng, i, out) + 1
        i += 1
    out.append("}\n")
    f = sys.stdout if a.o == "-" else open(a.o, "w")
    f.write("".join(out))
    if f is not sys.stdout:
        f.close()
    print("gen_funcs: %d ops in %d functions" % (total, i), file=sys.stderr)


if __name__ == "__main__":
    main()
