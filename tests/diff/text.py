#!/usr/bin/env python3
"""Generated programs through a pipeline: rulir-opt's text against mlir-opt-19's.

tests/canon/gen.py writes N func/arith/cf (with --math: and math) programs,
rich in foldable arithmetic. Each goes through the pipeline (default
--convert-to-llvm) with both tools; the two outputs must be the same text,
byte for byte. The conversion folds every op before it tries patterns, as
MLIR's does, so this checks rulir's folders and how the conversion driver
shows them the IR (its state before the conversion changed it).

usage: text.py --rulir-opt PATH [--mlir-opt PATH] [-n N] [--seed S] [--math]
               [--pipeline "--pass ..."] [--keep DIR]
Prints one line per difference (with the first differing line) and a
summary; exits 1 on any. (make check-diff-text runs 200 programs of each
kind; tests/lit/conversion/fold-during-conversion.mlir runs a few.)
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(HERE, "..", "canon", "gen.py")
sys.path.insert(0, os.path.join(HERE, "..", "lib"))
import memo  # noqa: E402  (mlir-opt-19's results, cached by their input)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rulir-opt", required=True)
    ap.add_argument("--mlir-opt", default="mlir-opt-19")
    ap.add_argument("-n", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--math", action="store_true")
    ap.add_argument("--pipeline", default="--convert-to-llvm")
    ap.add_argument("--keep", help="write the programs here (default: a temporary folder)")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    out = args.keep or tempfile.mkdtemp(prefix="rulir-text-")
    os.makedirs(out, exist_ok=True)
    gen = [sys.executable, GEN, "-n", str(args.n), "--seed", str(args.seed), "-o", out]
    subprocess.run(gen + (["--math"] if args.math else []), check=True, capture_output=True)
    pipeline = args.pipeline.split()

    def both(path):  # (path, (status, stdout) of mlir-opt-19, of rulir-opt)
        mrc, mout, _ = memo.run([args.mlir_opt, path] + pipeline)
        r = subprocess.run([args.rulir_opt, path] + pipeline, capture_output=True, text=True)
        return path, (mrc, mout), (r.returncode, r.stdout)

    paths = [os.path.join(out, f) for f in sorted(f for f in os.listdir(out) if f.endswith(".mlir"))]
    same = bad = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        results = list(ex.map(both, paths))
    for path, (mrc, mout), (rrc, rout) in results:
        if mrc == 0 and rrc == 0 and mout == rout:
            same += 1
            continue
        bad += 1
        if rrc != 0 or mrc != 0:
            print(f"FAIL {path}: rulir-opt exit {rrc}, mlir-opt-19 exit {mrc}")
            continue
        a, b = rout.splitlines(), mout.splitlines()
        i = next((k for k in range(min(len(a), len(b))) if a[k] != b[k]), min(len(a), len(b)))
        print(f"DIFF {path}: line {i + 1}\n  rulir: {a[i] if i < len(a) else '(end)'}\n"
              f"  mlir:  {b[i] if i < len(b) else '(end)'}")
    print(f"text: {same + bad} programs{' (math)' if args.math else ''}, {same} the same as mlir-opt-19, "
          f"{bad} different")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
