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

# stale OUT SRC: OUT is missing or older than SRC (its generator or input),
# so it must be made again (the generators are deterministic).
stale() { [ ! -s "$1" ] || [ "$2" -nt "$1" ]; }
file="$out/unregistered-${BENCH_OPS}.mlir"
# Regenerate only when the generator changed (output is deterministic).
if stale "$file" "$here/gen.py"; then
  "$PYTHON" "$here/gen.py" -n "$BENCH_OPS" -o "$file"
fi

echo "== rulir-opt vs mlir-opt: round trip of generic-form unregistered ops"
"$PYTHON" "$here/measure.py" "$RULIR_OPT" "$MLIR_OPT" "$file" \
  --runs "$BENCH_RUNS" --outdir "$out"

# func/arith/cf in custom form (issue 3): only once rulir-opt knows these dialects.
if printf 'func.func @f(%%a: i32) -> i32 {\n  %%0 = arith.addi %%a, %%a : i32\n  cf.br ^bb1\n^bb1:\n  return %%0 : i32\n}\n' \
     | "$RULIR_OPT" - >/dev/null 2>&1; then
  ffile="$out/func-arith-cf-${BENCH_OPS}.mlir"
  if stale "$ffile" "$here/gen_funcs.py"; then
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
  if stale "$cfile" "$here/gen_fold.py"; then
    "$PYTHON" "$here/gen_fold.py" -n "$BENCH_OPS" -o "$cfile"
  fi
  echo
  echo "== rulir-opt vs mlir-opt: --canonicalize on foldable arithmetic"
  "$PYTHON" "$here/measure.py" "$RULIR_OPT" "$MLIR_OPT" "$cfile" \
    --runs "$BENCH_RUNS" --outdir "$out" --tag fold --mode "canonicalize=--canonicalize"
fi

# Lowering to the llvm dialect and translation to LLVM IR (issue 5): only
# once rulir-opt has --convert-to-llvm and rulir-translate exists.
RULIR_TRANSLATE=${RULIR_TRANSLATE:-$(dirname "$RULIR_OPT")/rulir-translate}
MLIR_TRANSLATE=${MLIR_TRANSLATE:-mlir-translate-19}
if [ -n "${ffile:-}" ] && printf 'func.func @f() {\n  return\n}\n' | "$RULIR_OPT" --convert-to-llvm - >/dev/null 2>&1; then
  echo
  echo "== rulir-opt vs mlir-opt: --convert-to-llvm on func/arith/cf"
  "$PYTHON" "$here/measure.py" "$RULIR_OPT" "$MLIR_OPT" "$ffile" \
    --runs "$BENCH_RUNS" --outdir "$out" --tag tollvm --mode "convert-to-llvm=--convert-to-llvm"
  if [ -x "$RULIR_TRANSLATE" ] && command -v "$MLIR_TRANSLATE" >/dev/null 2>&1; then
    lfile="$out/lowered-${BENCH_OPS}.mlir"
    if stale "$lfile" "$ffile"; then
      "$MLIR_OPT" --convert-to-llvm --reconcile-unrealized-casts "$ffile" -o "$lfile"
    fi
    echo
    echo "== rulir-translate vs mlir-translate: --mlir-to-llvmir on the lowered module"
    "$PYTHON" "$here/measure.py" "$RULIR_TRANSLATE" "$MLIR_TRANSLATE" "$lfile" \
      --runs "$BENCH_RUNS" --outdir "$out" --tag translate --mode "translate=--mlir-to-llvmir"
  fi
fi

# The whole pipeline on func/arith/scf/cf/memref (issue 6): ~230k ops, to
# the llvm dialect and on to LLVM IR, against mlir-opt-19 and
# mlir-translate-19 on the same pipeline.
PIPE6="--convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts"
if printf 'func.func @f(%%m: memref<?xi64>) {\n  return\n}\n' | "$RULIR_OPT" $PIPE6 - >/dev/null 2>&1; then
  MEM_OPS=${BENCH_MEMREF_OPS:-230000}
  mfile="$out/memref-${MEM_OPS}.mlir"
  if stale "$mfile" "$here/gen_memref.py"; then
    "$PYTHON" "$here/gen_memref.py" -n "$MEM_OPS" -o "$mfile"
  fi
  echo
  echo "== rulir-opt vs mlir-opt: func/arith/scf/cf/memref to the llvm dialect ($PIPE6)"
  "$PYTHON" "$here/measure.py" "$RULIR_OPT" "$MLIR_OPT" "$mfile" \
    --runs "$BENCH_RUNS" --outdir "$out" --tag memref --mode "pipeline=$PIPE6"
  if [ -x "$RULIR_TRANSLATE" ] && command -v "$MLIR_TRANSLATE" >/dev/null 2>&1; then
    mlfile="$out/memref-lowered-${MEM_OPS}.mlir"
    if stale "$mlfile" "$mfile"; then
      "$MLIR_OPT" $PIPE6 "$mfile" -o "$mlfile"
    fi
    echo
    echo "== rulir-translate vs mlir-translate: --mlir-to-llvmir on the lowered memref module"
    "$PYTHON" "$here/measure.py" "$RULIR_TRANSLATE" "$MLIR_TRANSLATE" "$mlfile" \
      --runs "$BENCH_RUNS" --outdir "$out" --tag memref-translate --mode "translate=--mlir-to-llvmir"
  fi
fi

# rulir-gen on every rules file (issue 4): how long compiling the rules to C
# takes, and how much C it writes.
# Linear in the module's size: per-op time and memory at 1x, 4x and 16x
# (rulir alone; BENCH_SCALE=0 skips it).
if [ "${BENCH_SCALE:-1}" != 0 ] && [ -n "${ffile:-}" ]; then
  echo
  echo "== rulir-opt on func/arith/cf at 1x, 4x and 16x $BENCH_OPS ops (per op, and as a ratio to 1x)"
  "$PYTHON" "$here/scaling.py" "$RULIR_OPT" "$here/gen_funcs.py" "$out" "$BENCH_OPS" --runs "$BENCH_RUNS" \
    --job "parse+print=" --job "convert-to-llvm=--convert-to-llvm"
fi

RULIR_GEN=${RULIR_GEN:-$(dirname "$RULIR_OPT")/rulir-gen}
if [ -x "$RULIR_GEN" ] && ls rules/*.rules >/dev/null 2>&1; then
  echo
  echo "== rulir-gen on rules/*.rules (best of $BENCH_RUNS)"
  "$PYTHON" - "$RULIR_GEN" "$out" "$BENCH_RUNS" rules/*.rules <<'PY'
import os, subprocess, sys, time
gen, out, runs, files = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
total_t, total_b, total_l = 0.0, 0, 0
for f in files:
    c = os.path.join(out, os.path.basename(f) + ".c")
    best = None
    for _ in range(max(runs, 1)):
        t0 = time.perf_counter()
        subprocess.run([gen, "-I", "dialects", "-o", c, f], check=True)
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    size = os.path.getsize(c)
    lines = sum(1 for _ in open(c))
    total_t, total_b, total_l = total_t + best, total_b + size, total_l + lines
    print("  %-28s %7.3f s  %8d bytes of C  %6d lines" % (f, best, size, lines))
print("  %-28s %7.3f s  %8d bytes of C  %6d lines" % ("all", total_t, total_b, total_l))
PY
fi
