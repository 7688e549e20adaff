#!/usr/bin/env python3
"""Generates the issue-6 workload: functions of about a hundred arithmetic
ops each (integer, index and float), a loop over a dynamic memref (load,
compute, store, with iter_args) and a branch (scf.if with results), plus a
driver that allocates the buffer and calls them all.

Usage: gen_memref.py [-n OPS] [--seed N] [-o FILE]   (stdlib only; deterministic)
"""
import argparse
import random
import sys

INT_OPS = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui"]
FLT_OPS = ["addf", "subf", "mulf"]


def gen_func(rng, idx, out):
    """One function; returns the number of ops it holds."""
    lines = []
    n = 0
    ints = ["%a", "%b"]
    flts = ["%x"]
    k = [0]

    def op(text):
        nonlocal n
        lines.append("    " + text)
        n += 1

    def fresh():
        k[0] += 1
        return "%%v%d" % k[0]

    lines.append("  func.func @f%d(%%m: memref<?xi64>, %%a: i64, %%b: i64, %%x: f64) -> i64 {" % idx)
    for _ in range(3):
        v = fresh()
        op("%s = arith.constant %d : i64" % (v, rng.randint(-100, 100)))
        ints.append(v)
    v = fresh()
    op("%s = arith.constant %s : f64" % (v, rng.choice(["1.5", "0.25", "3.0"])))
    flts.append(v)
    for _ in range(88):
        v = fresh()
        if rng.random() < 0.75:
            op("%s = arith.%s %s, %s : i64" % (v, rng.choice(INT_OPS), rng.choice(ints), rng.choice(ints)))
            ints.append(v)
        else:
            op("%s = arith.%s %s, %s : f64" % (v, rng.choice(FLT_OPS), rng.choice(flts), rng.choice(flts)))
            flts.append(v)
    fc = fresh()
    op("%s = arith.cmpf olt, %s, %%x : f64" % (fc, flts[-1]))
    f2i = fresh()
    op("%s = arith.select %s, %s, %s : i64" % (f2i, fc, ints[-1], ints[-2]))
    # The loop over the buffer: m[i] = m[i] * s + i, summing as it goes.
    op("%c0 = arith.constant 0 : index")
    op("%c1 = arith.constant 1 : index")
    op("%n = memref.dim %m, %c0 : memref<?xi64>")
    lines.append("    %%sum = scf.for %%i = %%c0 to %%n step %%c1 iter_args(%%acc = %s) -> i64 {" % ints[-1])
    n += 1
    op("  %e = memref.load %m[%i] : memref<?xi64>")
    op("  %ii = arith.index_cast %i : index to i64")
    op("  %%p = arith.muli %%e, %s : i64" % rng.choice(ints))
    op("  %q = arith.addi %p, %ii : i64")
    op("  memref.store %q, %m[%i] : memref<?xi64>")
    op("  %acc2 = arith.addi %acc, %q : i64")
    op("  scf.yield %acc2 : i64")
    lines.append("    }")
    # The branch.
    op("%%cond = arith.cmpi slt, %%sum, %s : i64" % f2i)
    lines.append("    %r = scf.if %cond -> i64 {")
    n += 1
    op("  %%t = arith.addi %%sum, %s : i64" % rng.choice(ints))
    op("  scf.yield %t : i64")
    lines.append("    } else {")
    op("  %%u = arith.subi %%sum, %s : i64" % rng.choice(ints))
    op("  scf.yield %u : i64")
    lines.append("    }")
    op("return %r : i64")
    lines.append("  }")
    out.extend(lines)
    return n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=230000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", default="-")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    out = ["module {"]
    total, idx = 0, 0
    while total < a.n:
        total += gen_func(rng, idx, out)
        idx += 1
    # main: a buffer of 16 (0, 1, ..., 15) and a call to each function.
    out.append("  func.func @main() -> i64 {")
    out.append("    %c16 = arith.constant 16 : index")
    out.append("    %m = memref.alloc(%c16) : memref<?xi64>")
    out.append("    %s0 = arith.constant 1 : i64")
    out.append("    %z0 = arith.constant 0 : index")
    out.append("    %z1 = arith.constant 1 : index")
    out.append("    scf.for %i = %z0 to %c16 step %z1 {")
    out.append("      %ii = arith.index_cast %i : index to i64")
    out.append("      memref.store %ii, %m[%i] : memref<?xi64>")
    out.append("    }")
    out.append("    %x = arith.constant 0.5 : f64")
    prev = "%s0"
    for i in range(idx):
        out.append("    %%s%d = call @f%d(%%m, %s, %%s0, %%x) : (memref<?xi64>, i64, i64, f64) -> i64" % (i + 1, i, prev))
        prev = "%%s%d" % (i + 1)
    out.append("    memref.dealloc %m : memref<?xi64>")
    out.append("    return %s : i64" % prev)
    out.append("  }")
    out.append("}")
    text = "\n".join(out) + "\n"
    if a.o == "-":
        sys.stdout.write(text)
    else:
        with open(a.o, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
