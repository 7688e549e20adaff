#!/usr/bin/env python3
"""Fuzzes rulir-gen's lexer, parser and checks: every truncation of each
valid .ops or .rules file (the latter through --dump-rules), and each byte
replaced by a few troublesome ones, must be
accepted or rejected with a located `file:line:col: error:`, never crash,
hang or trip a sanitizer.

usage: fuzz.py RULIR_GEN SCRATCH_DIR [-I DIR] FILE.ops|FILE.rules...
Prints one line per failure and ends with `N passed, M failed`."""
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


def main():
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
