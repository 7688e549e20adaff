#!/bin/sh
# Differential check of the memref lowering (make check-diff-memref).
#
#   sh tests/diff/run-memref.sh [N]           (make check-diff-memref: N = 500)
#
# tests/diff/gen_memref.py writes N func/arith/cf/scf/memref programs (no
# undefined behaviour, every printed value exact; see its header) into
# $DIFF_OUT (default build/diff-memref), and tests/diff/run-llvm.sh checks
# them as it checks its own programs: each one is taken to an executable by
#  (ref)   mlir-opt-19 $REF_PIPELINE P | mlir-translate-19 --mlir-to-llvmir
#  (rulir) $RULIR_OPT $RULIR_PIPELINE P | $RULIR_TRANSLATE --mlir-to-llvmir
# then clang-19 with runtime/runner_utils.c (rulir's runner utils: the
# memref printers, memrefCopy), and run; the two runs must print the same
# (the buffer addresses the memref printers print aside).
#
# rulir's tools are probed on tests/diff/probe-memref.mlir first; until they
# can lower memref, the script says "rulir path skipped: <reason>" and checks
# the reference path alone (every generated program must build and run,
# which checks the generator), and becomes the real differential check when
# the probe passes. Passes rulir-opt does not have yet (see below) run by
# mlir-opt-19 first on the rulir path. Environment: as run-llvm.sh (RULIR_OPT, RULIR_TRANSLATE,
# RULIR_PIPELINE, JOBS, SEED, ONLY, KEEP, DIFF_REQUIRE_RULIR, ...).
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
export GEN_SCRIPT="$HERE/gen_memref.py"
export GEN_FLAGS="${GEN_FLAGS:-}"
export PROBE_MLIR="$HERE/probe-memref.mlir"
export REF_PIPELINE="${REF_PIPELINE:---expand-strided-metadata --lower-affine --arith-expand --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts}"
# While rulir-opt lacks --expand-strided-metadata or --lower-affine (which
# the pipeline needs for memref.subview and what it expands to), mlir-opt-19
# runs those two on the rulir path and rulir-opt the rest; the script says
# so. Once rulir-opt has both, the rulir path is rulir's alone.
if [ -z "${RULIR_PIPELINE:-}" ]; then
  RULIR_OPT=${RULIR_OPT:-$ROOT/build/bin/rulir-opt}
  if "$RULIR_OPT" --expand-strided-metadata --lower-affine "$HERE/probe-memref.mlir" >/dev/null 2>&1; then
    RULIR_PIPELINE=$REF_PIPELINE
  else
    echo "note: $RULIR_OPT lacks --expand-strided-metadata or --lower-affine: mlir-opt-19 runs them on the rulir path"
    export RULIR_PRE_PIPELINE="--expand-strided-metadata --lower-affine"
    RULIR_PIPELINE=${REF_PIPELINE#--expand-strided-metadata --lower-affine }
  fi
fi
export RULIR_PIPELINE
export DIFF_OUT="${DIFF_OUT:-$ROOT/build/diff-memref}"
exec sh "$HERE/run-llvm.sh" "${1:-500}"
