#!/usr/bin/env python3
"""Times rulir-opt against mlir-opt-19 on one input, in the same run, and
prints a table of wall time and peak RSS (best of N) with their ratios.
A benchmark, never pass/fail: the exit status is 0 unless the usage is wrong.

Usage: measure.py RULIR_OPT MLIR_OPT FILE [--runs N] [--timeout S] [--outdir D] [--tag T]
                  [--mode NAME=FLAGS ...]

Without --mode, two modes are measured: parse + verify + print (default) and
the same with --mlir-print-op-generic. Each --mode replaces them, e.g.
--mode "canonicalize=--canonicalize" times a pass.

Each run is one child process; its peak RSS comes from os.wait4, which
returns that child's own rusage (ru_maxrss, in KiB on Linux).
"""
import argparse
import filecmp
import os
import subprocess
import sys
import tempfile
import threading
import time


def run_once(cmd, timeout):
    """Returns (seconds, peak_kib, exit_code, stderr_text, cpu_seconds). Stderr goes to a
    temporary file so the child never blocks on a pipe; the child is reaped
    with os.wait4 to get its own rusage (Popen.wait would lose it)."""
    with tempfile.TemporaryFile() as errf:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=errf)
        timer = threading.Timer(timeout, p.kill)
        timer.start()
        try:
            _, status, ru = os.wait4(p.pid, 0)
        finally:
            timer.cancel()
        dt = time.perf_counter() - t0
        p.returncode = rc = os.waitstatus_to_exitcode(status)
        errf.seek(0)
        err = errf.read(4096).decode("utf-8", "replace")
    if dt >= timeout:
        err += "\n(killed after %ds)" % timeout
    return dt, ru.ru_maxrss, rc, err, ru.ru_utime + ru.ru_stime


def best_of(cmd, runs, timeout, slow=10.0):
    """Best of `runs` runs; a run slower than `slow` seconds is not repeated,
    so that the whole benchmark stays within a couple of minutes."""
    times, mems, cpus = [], [], []
    for _ in range(runs):
        if times and times[0] > slow:
            break
        dt, kib, rc, err, cpu = run_once(cmd, timeout)
        if rc != 0:
            why = err.strip().splitlines()[0] if err.strip() else ""
            return None, None, "exit %d: %s" % (rc, why), None
        times.append(dt)
        mems.append(kib)
        cpus.append(cpu)
    return min(times), min(mems), None, min(cpus)


def count_ops(path):
    """Operations in a printed module, roughly: lines that are not braces,
    block labels or blank."""
    n = 0
    with open(path, "rb") as f:
        for line in f:
            t = line.strip()
            if t and t not in (b"}", b"{", b"})") and not t.startswith(b"^"):
                n += 1
    return n


def fmt_t(t):
    return "%8.3f s" % t if t is not None else "    fail"


def fmt_m(k):
    return "%7.1f MB" % (k / 1024.0) if k is not None else "    fail"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("rulir")
    ap.add_argument("mlir")
    ap.add_argument("file")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--timeout", type=int, default=30,
                    help="seconds before one run is killed (default 30)")
    ap.add_argument("--outdir", default=None)
    ap.add_argument("--tag", default="", help="prefix of the output files")
    ap.add_argument("--mode", action="append", default=[],
                    help="NAME=FLAGS: a mode to measure (flags split on spaces)")
    a = ap.parse_args()

    base = ["--allow-unregistered-dialect", a.file]
    modes = [("default", []), ("generic", ["--mlir-print-op-generic"])]
    if a.mode:
        modes = []
        for m in a.mode:
            name, _, flags = m.partition("=")
            modes.append((name, flags.split()))
    outdir = a.outdir or os.path.dirname(os.path.abspath(a.file))

    print("input: %s (%.1f MB)" % (a.file, os.path.getsize(a.file) / 1e6))
    print("rulir: %s" % a.rulir)
    print("mlir:  %s" % a.mlir)
    print("best of %d runs (one if a run takes over 10 s), "
          "parse + verify + %sprint to /dev/null\n" %
          (a.runs, "".join(" ".join(f) + " + " for _, f in modes if f and a.mode)))

    rows = []
    for name, extra in modes:
        r = best_of([a.rulir] + base + extra + ["-o", "/dev/null"], a.runs, a.timeout)
        m = best_of([a.mlir] + base + extra + ["-o", "/dev/null"], a.runs, a.timeout)
        rows.append((name, r, m))

    hdr = "%-12s | %10s %10s | %10s %10s | %12s %12s" % (
        "mode", "rulir", "mlir", "rulir", "mlir", "mlir/rulir", "rulir/mlir")
    print("%-12s | %21s | %21s | %12s %12s" % ("", "wall time", "peak RSS", "time", "memory"))
    print(hdr)
    print("-" * len(hdr))
    for name, r, m in rows:
        rt, rm, rerr, rc = r
        mt, mm, merr, mc = m
        tr = "%11.2fx" % (mt / rt) if rt and mt else "%12s" % "-"
        mr = "%11.2fx" % (rm / mm) if rm and mm else "%12s" % "-"
        print("%-12s | %s %s | %s %s | %s %s" % (name, fmt_t(rt), fmt_t(mt),
                                               fmt_m(rm), fmt_m(mm), tr, mr))
    for name, r, m in rows:
        if r[2]:
            print("note: rulir failed (%s): %s" % (name, r[2]))
        if m[2]:
            print("note: mlir failed (%s): %s" % (name, m[2]))
    print("\nCPU time (user+sys), best of %d:" % a.runs)
    for name, r, m in rows:
        print("  %-8s rulir %s   mlir %s" % (name, fmt_t(r[3]), fmt_t(m[3])))
    print("\n(time: mlir/rulir above 1 means rulir is faster; "
          "memory: rulir/mlir below 1 means rulir uses less)")

    # One check that both tools print the same text (reported, never fatal).
    print("\noutput comparison:")
    for name, extra in modes:
        outs = []
        for tool, tag in ((a.rulir, "rulir"), (a.mlir, "mlir")):
            path = os.path.join(outdir, "out.%s%s.%s.mlir" % (a.tag + "." if a.tag else "", tag, name))
            try:
                p = subprocess.run([tool] + base + extra + ["-o", path],
                                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, timeout=a.timeout)
                rc = p.returncode
            except subprocess.TimeoutExpired:
                rc = -9
            outs.append((path, rc))
        (rp, rrc), (mp, mrc) = outs
        if rrc != 0 or mrc != 0:
            print("  %-8s not compared (exit codes: rulir %d, mlir %d)" % (name, rrc, mrc))
        elif a.mode and any(extra for _, extra in modes):
            # A transformation: the texts may legitimately differ in order;
            # report how much of the program each tool left.
            print("  %-8s ops left: rulir %d, mlir %d" % (name, count_ops(rp), count_ops(mp)))
        elif filecmp.cmp(rp, mp, shallow=False):
            print("  %-8s identical" % name)
        else:
            with open(rp, "rb") as f1, open(mp, "rb") as f2:
                l1, l2 = f1.read().split(b"\n"), f2.read().split(b"\n")
            first = next((i for i in range(min(len(l1), len(l2))) if l1[i] != l2[i]),
                         min(len(l1), len(l2)))
            print("  %-8s DIFFER (first at line %d; diff %s %s)" % (name, first + 1, rp, mp))
            if first < len(l1):
                print("    rulir: %s" % l1[first][:160].decode("utf-8", "replace"))
            if first < len(l2):
                print("    mlir:  %s" % l2[first][:160].decode("utf-8", "replace"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
