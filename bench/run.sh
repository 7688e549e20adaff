#!/bin/sh
# The benchmark: generates ~200k-op modules (bench/gen*.py: unregistered ops,
# func/arith/cf, foldable arithmetic for --canonicalize)
# into build/bench/ and times RULIR_OPT against mlir-opt-19 on it in the same
# run (parse, verify, print; default and --mlir-print-op-generic), best of 3,
# reporting wall time, peak RSS and their ratios. Never pass/fail.
#
# Usage: sh bench/run.sh RULIR_OPT
# Environment: MLIR_OPT (default mlir-opt-19), BENCH_OPS (default 200000),
#              BENCH_RUNS (default 3), BUILD (default build), PYTHON (python3).
set -e
here=$(cd "$(dirname "$0")" && pwd)
RULIR_OPT=${1:?usage: sh bench/run.sh RULIR_OPT}
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
BENCH_OPS=${BENCH_OPS:-200000}
BENCH_RUNS=${BENCH_RUNS:-3}
BUILD=${BUILD:-build}
PYTHON=${PYTHON:-python3}
out="$BUILD/bench"

if [ ! -x "$RULIR_OPT" ] && ! command -v "$RULIR_OPT" >/dev/null 2>&1; then
  echo "bench: $RULIR_OPT not found or not executable (run make first)" >&2
  exit 1
fi
if ! command -v "$MLIR_OPT" >/dev/null 2>&1; then
  echo "bench: $MLIR_OPT not found (sh tools/ensure-deps.sh installs mlir-19-tools)" >&2
  exit 1
fi

mkdir -p "$out"
file="$out/unregistered-${BENCH_OPS}.mlir"
# Regenerate only when the generator changed (output is deterministic).
if [ ! -s "$file" ] || [ "$here/gen.py" -nt "$file" ]; then
  "$PYTHON" "$here/gen.py" -n "$BENCH_OPS" -o "$file"
fi

echo "== rulir-opt vs mlir-opt: round trip of generic-form unregistered ops"
"$PYTHON" "$here/measure.py" "$RULIR_OPT" "$MLIR_OPT" "$file" \
  --runs "$BENCH_RUNS" --outdir "$out"

# func/arith/cf in custom form (issue 3): only once rulir-opt knows these dialects.
if printf 'func.func @f(%%a: i32) -> i32 {\n  %%0 = arith.addi %%a, %%a : i32\n  cf.br ^bb1\n^bb1:\n  return %%0 : i32\n}\n' \
     | "$RULIR_OPT" - >/dev/null 2>&1; then
  ffile="$out/func-arith-cf-${BENCH_OPS}.mlir"
  if [ ! -s "$ffile" ] || [ "$here/gen_funcs.py" -nt "$ffile" ]; then
    "$PYTHON" "$here/gen_funcs.py" -n "$BENCH_OPS" -o "$ffile"
  fi
  echo
  echo "== rulir-opt vs mlir-opt: func/arith/cf in custom form"
  "$PYTHON" "$here/measure.py" "$RULIR_OPT" "$MLIR_OPT" "$ffile" \
    --runs "$BENCH_RUNS" --outdir "$out" --tag funcs
else
  echo
  echo "== func/arith/cf benchmark skipped: $RULIR_OPT does not know these dialects yet"
fi

# --canonicalize on foldable arithmetic (issue 4): only once rulir-opt has the pass.
if printf 'func.func @f() -> i32 {\n  %%0 = arith.constant 1 : i32\n  return %%0 : i32\n}\n' \
     | "$RULIR_OPT" --canonicalize - >/dev/null 2>&1; then
  cfile="$out/fold-${BENCH_OPS}.mlir"
  if [ ! -s "$cfile" ] || [ "$here/gen_fold.py" -nt "$cfile" ]; then
    "$PYTHON" "$here/gen_fold.py" -n "$BENCH_OPS" -o "$cfile"
  fi
  echo
  echo "== rulir-opt vs mlir-opt: --canonicalize on foldable arithmetic"
  "$PYTHON" "$here/measure.py" "$RULIR_OPT" "$MLIR_OPT" "$cfile" \
    --runs "$BENCH_RUNS" --outdir "$out" --tag fold --mode "canonicalize=--canonicalize"
fi
