#!/bin/sh
# C interop through the memref calling convention (make check-interop).
#
#   sh tests/interop/run.sh
#
# kernels.mlir is lowered to LLVM IR by
#   $RULIR_OPT $PIPELINE kernels.mlir | $RULIR_TRANSLATE --mlir-to-llvmir
# and compiled by clang-19 with main.c, which calls its functions through
# their `_mlir_ciface_` wrappers with memref descriptors as C structs (1-D,
# 2-D, strided, static; a returned memref; several results) and is called
# back by them through `_mlir_ciface_c_fill`. The program checks every
# result itself and must exit 0.
#
# rulir's tools are probed first on a tiny memref function; while they
# cannot run the pipeline (no memref lowering yet), the script says "rulir
# path skipped: <reason>" and builds kernels.mlir with mlir-opt-19 and
# mlir-translate-19 instead, so the C side is still checked, and switches to
# rulir by itself once the probe passes. The reference build runs in every
# case. INTEROP_REQUIRE_RULIR=1 makes a skip a failure.
#
# Environment: RULIR_OPT (build/bin/rulir-opt), RULIR_TRANSLATE
# (build/bin/rulir-translate), PIPELINE (below), MLIR_OPT (mlir-opt-19),
# MLIR_TRANSLATE (mlir-translate-19), CLANG (clang-19), CLANG_FLAGS (-O2),
# INTEROP_OUT (build/interop).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
RULIR_OPT=${RULIR_OPT:-$ROOT/build/bin/rulir-opt}
RULIR_TRANSLATE=${RULIR_TRANSLATE:-$ROOT/build/bin/rulir-translate}
PIPELINE=${PIPELINE:---convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts}
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
MLIR_TRANSLATE=${MLIR_TRANSLATE:-mlir-translate-19}
CLANG=${CLANG:-clang-19}
CLANG_FLAGS=${CLANG_FLAGS:--O2}
OUT=${INTEROP_OUT:-$ROOT/build/interop}
mkdir -p "$OUT"
rm -f "$OUT"/*

# lower KIND OPT TRANSLATE IN: IN -> $OUT/KIND.ll; on failure prints why.
lower() {
  # shellcheck disable=SC2086
  if ! "$2" $PIPELINE "$4" >"$OUT/$1.llvm.mlir" 2>"$OUT/$1.err"; then
    echo "$(basename "$2") fails: $(head -1 "$OUT/$1.err" | cut -c1-200)"; return 1
  fi
  if ! "$3" --mlir-to-llvmir "$OUT/$1.llvm.mlir" >"$OUT/$1.ll" 2>"$OUT/$1.err"; then
    echo "$(basename "$3") --mlir-to-llvmir fails: $(head -1 "$OUT/$1.err" | cut -c1-200)"; return 1
  fi
  return 0
}

# check KIND: builds main.c with $OUT/KIND.ll and runs it.
status=0
check() {
  # shellcheck disable=SC2086
  if ! "$CLANG" $CLANG_FLAGS -std=c11 -Wall -Wextra -Werror -Wno-override-module -I"$ROOT" \
       "$HERE/main.c" "$OUT/$1.ll" -o "$OUT/$1.exe" 2>"$OUT/$1.err"; then
    echo "FAIL: $2: clang-19 cannot build main.c with $OUT/$1.ll:"; head -5 "$OUT/$1.err" | sed 's/^/    /'
    status=1; return
  fi
  if ! "$OUT/$1.exe" >"$OUT/$1.out" 2>&1; then
    echo "FAIL: $2: the C checks fail:"; grep -v '^ok' "$OUT/$1.out" | sed 's/^/    /'
    status=1; return
  fi
  echo "$2: $(tail -1 "$OUT/$1.out")"
}

# -- Probe rulir's tools on a tiny memref function.
cat >"$OUT/probe.mlir" <<'PROBE'
func.func @get(%m: memref<?xi32>, %i: index) -> i32 attributes { llvm.emit_c_interface } {
  %x = memref.load %m[%i] : memref<?xi32>
  return %x : i32
}
PROBE
if [ ! -x "$RULIR_OPT" ] || [ ! -x "$RULIR_TRANSLATE" ]; then
  skip="$RULIR_OPT or $RULIR_TRANSLATE is not an executable"
else
  skip=$(lower probe "$RULIR_OPT" "$RULIR_TRANSLATE" "$OUT/probe.mlir")
fi

if ! why=$(lower ref "$MLIR_OPT" "$MLIR_TRANSLATE" "$HERE/kernels.mlir"); then
  echo "FAIL: reference path: $why"; status=1
else
  check ref "reference path ($MLIR_OPT $PIPELINE | $MLIR_TRANSLATE)"
fi

if [ -z "$skip" ]; then
  if ! why=$(lower rulir "$RULIR_OPT" "$RULIR_TRANSLATE" "$HERE/kernels.mlir"); then
    echo "FAIL: rulir path: $why"; status=1
  else
    check rulir "rulir path ($(basename "$RULIR_OPT") $PIPELINE | $(basename "$RULIR_TRANSLATE"))"
  fi
else
  echo "rulir path skipped: $skip"
  [ "${INTEROP_REQUIRE_RULIR:-0}" = 1 ] && { echo "FAIL: the rulir path was skipped (INTEROP_REQUIRE_RULIR=1)"; status=1; }
fi
exit $status
