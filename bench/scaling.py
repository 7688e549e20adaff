#!/usr/bin/env python3
"""Scaling of rulir-opt with the module's size: the same generator at 1x,
4x and 16x the bench's size, each job timed (best of N) with its peak RSS,
printed per op and as a ratio to the 1x figure. A benchmark, never
pass/fail: linear means the per-op figures stay put.

Usage: scaling.py RULIR_OPT GEN.py OUTDIR OPS [--runs N] [--job NAME=FLAGS ...]
"""
import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure import run_once  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("rulir_opt")
    ap.add_argument("gen")
    ap.add_argument("outdir")
    ap.add_argument("ops", type=int)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--factors", default="1,4,16")
    ap.add_argument("--job", action="append", default=[])
    a = ap.parse_args()
    jobs = [j.split("=", 1) for j in a.job] or [["parse+print", ""]]
    factors = [int(f) for f in a.factors.split(",")]
    files = {}
    for f in factors:
        path = os.path.join(a.outdir, "scale-%s-%d.mlir" % (os.path.basename(a.gen)[:-3], a.ops * f))
        if not os.path.exists(path) or os.path.getmtime(path) < os.path.getmtime(a.gen):
            subprocess.run([sys.executable, a.gen, "-n", str(a.ops * f), "-o", path], check=True)
        files[f] = path
    print("  %-18s %6s %10s %12s %10s %12s" % ("job", "size", "seconds", "us/op (x1)", "peak MB", "KB/op (x1)"))
    for name, flags in jobs:
        base = None
        for f in factors:
            cmd = [a.rulir_opt] + flags.split() + [files[f], "-o", os.devnull]
            best_t, best_m = None, None
            for _ in range(a.runs if f < 16 else 1):
                dt, kib, rc, err, _ = run_once(cmd, 600)
                if rc != 0:
                    print("  %-18s %5dx  failed: %s" % (name, f, err.strip().splitlines()[:1]))
                    break
                best_t = dt if best_t is None else min(best_t, dt)
                best_m = kib if best_m is None else min(best_m, kib)
            if best_t is None:
                continue
            n = a.ops * f
            per_t, per_m = best_t / n * 1e6, best_m / n
            if base is None:
                base = (per_t, per_m)
            print("  %-18s %5dx %10.3f %7.3f (%4.2f) %10.1f %7.3f (%4.2f)" %
                  (name, f, best_t, per_t, per_t / base[0], best_m / 1024, per_m, per_m / base[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
