#!/usr/bin/env python3
"""Fuzzes rulir-gen's lexer, parser and checks: every truncation of each
valid .ops or .rules file (the latter through --dump-rules), and each byte
replaced by a few troublesome ones, must be
accepted or rejected with a located `file:line:col: error:`, never crash,
hang or trip a sanitizer.

usage: fuzz.py RULIR_GEN SCRATCH_DIR [-I DIR] FILE.ops|FILE.rules...
       fuzz.py --replay FUZZ_TARGET SCRATCH_DIR [-I DIR] FILE...
Prints one line per failure and ends with `N passed, M failed`.

With --replay, the inputs go through a fuzz target of tests/fuzz/
(fuzz-ops for .ops files, fuzz-rules for .rules files; built with its
replay main) in one process instead of one rulir-gen run each: the same
front end, and more of it (fuzz-rules also checks the rules, builds their
decision trees, writes their C and loads them into the interpreter), under
the same sanitizers, without a process start per input (a tenth of a
second each under ASan). The target aborts on a crash, a sanitizer report
or an input rejected without an error, naming the input first."""
import concurrent.futures
import os
import re
import subprocess
import sys

LOCATED = re.compile(rb":\d+:\d+: error: ")
BAD = (b"Sanitizer", b"runtime error", b"Assertion", b"Segmentation")
SWAPS = [b"", b'"', b"{", b"}", b";", b"<", b"`", b"\x00", b"\xff", b"?"]


def check(gen, inc, path):
    try:
        mode = "--dump-rules" if path.endswith(".rules") else "--check"
        p = subprocess.run([gen, mode] + inc + [path], capture_output=True, timeout=10)
    except subprocess.TimeoutExpired:
        return "timeout"
    if any(b in p.stderr for b in BAD) or p.returncode not in (0, 1):
        return "exit %d: %s" % (p.returncode, p.stderr[-300:].decode("utf-8", "replace"))
    if p.returncode == 1 and not LOCATED.search(p.stderr):
        return "rejected without a located error: " + p.stderr[:200].decode("utf-8", "replace")
    if p.returncode == 0 and p.stderr.strip():
        return "accepted with output: " + p.stderr[:200].decode("utf-8", "replace")
    return None


def replay(target, scratch, inc, jobs):
    for name, data in jobs:
        with open(os.path.join(scratch, name), "wb") as out:
            out.write(data)
    env = dict(os.environ)
    if inc:
        env["RULIR_FUZZ_INCLUDE"] = inc[-1]
    try:
        p = subprocess.run([target, scratch], capture_output=True, env=env, timeout=1800)
    except subprocess.TimeoutExpired:
        print("FAIL: %s timed out" % target)
        print("0 passed, %d failed" % len(jobs))
        return 1
    if p.returncode == 0:
        print("%d passed, 0 failed" % len(jobs))
        return 0
    err = p.stderr.decode("utf-8", "replace")
    m = re.search(r"replay: (\S+): the target crashed", err)
    name = os.path.basename(m.group(1)) if m else "(unknown input)"
    print("FAIL %s: exit %d: %s" % (name, p.returncode, err[-600:]))
    print("%d passed, 1 failed" % (len(jobs) - 1))
    return 1


def main():
    target = None
    if sys.argv[1] == "--replay":
        del sys.argv[1]
        target = sys.argv[1]
    gen, scratch = sys.argv[1], sys.argv[2]
    args, inc, files = sys.argv[3:], [], []
    while args:
        if args[0] == "-I":
            inc += ["-I", args[1]]
            args = args[2:]
        else:
            files.append(args.pop(0))
    os.makedirs(scratch, exist_ok=True)
    jobs = []
    for f in files:
        data = open(f, "rb").read()
        stem, ext = os.path.splitext(os.path.basename(f))
        for k in range(len(data)):
            jobs.append(("%s.trunc%d%s" % (stem, k, ext), data[:k]))
        # Mutations at every 3rd byte, cycling through the swaps.
        for k in range(0, len(data), 3):
            s = SWAPS[(k // 3) % len(SWAPS)]
            jobs.append(("%s.mut%d%s" % (stem, k, ext), data[:k] + s + data[k + 1:]))
    if target:
        return replay(target, scratch, [d for d in inc if d != "-I"], jobs)

    def run(job):
        name, data = job
        path = os.path.join(scratch, name)
        with open(path, "wb") as out:
            out.write(data)
        err = check(gen, inc, path)
        if err is None:
            os.unlink(path)
        return name, err
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        for name, err in ex.map(run, jobs):
            if err:
                failed += 1
                print("FAIL %s: %s" % (name, err))
    print("%d passed, %d failed" % (len(jobs) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
