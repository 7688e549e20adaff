// Options MLIR's arith passes reject when they run (the pass fails, the IR
// is dumped with --mlir-print-ir-after-failure): a widest-int-supported
// that is not a power of two of at least 2, source and target types that
// are no float types (with MLIR's error, at no location), and an empty
// int-bitwidths-supported or one with a zero. Every RUN line runs both tools.
// RUN: not rulir-opt %s --arith-emulate-wide-int=widest-int-supported=12 --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=WIDE
// RUN: not %mlir_opt %s --arith-emulate-wide-int=widest-int-supported=12 --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=WIDE
// RUN: not rulir-opt %s --arith-emulate-wide-int=widest-int-supported=1 2>&1 | count 0
// RUN: not %mlir_opt %s --arith-emulate-wide-int=widest-int-supported=1 2>&1 | count 0
// RUN: rulir-opt %s --arith-emulate-wide-int=widest-int-supported=2 | FileCheck %s --check-prefix=OK
// RUN: %mlir_opt %s --arith-emulate-wide-int=widest-int-supported=2 | FileCheck %s --check-prefix=OK
// RUN: not rulir-opt %s --memref-emulate-wide-int=widest-int-supported=7 2>&1 | count 0
// RUN: not %mlir_opt %s --memref-emulate-wide-int=widest-int-supported=7 2>&1 | count 0
// RUN: not rulir-opt %s --arith-emulate-wide-int=widest-int-supported=-8 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not %mlir_opt %s --arith-emulate-wide-int=widest-int-supported=-8 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not rulir-opt %s --arith-emulate-unsupported-floats='source-types=bf16,i8 target-type=f32' 2>&1 | FileCheck %s --check-prefix=SOURCE
// RUN: not %mlir_opt %s --arith-emulate-unsupported-floats='source-types=bf16,i8 target-type=f32' 2>&1 | FileCheck %s --check-prefix=SOURCE
// RUN: not rulir-opt %s --arith-emulate-unsupported-floats='source-types=foo' 2>&1 | FileCheck %s --check-prefix=NOTYPE
// RUN: not %mlir_opt %s --arith-emulate-unsupported-floats='source-types=foo' 2>&1 | FileCheck %s --check-prefix=NOTYPE
// RUN: not rulir-opt %s --arith-emulate-unsupported-floats='source-types=bf16 target-type=vector<2xf32>' 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not %mlir_opt %s --arith-emulate-unsupported-floats='source-types=bf16 target-type=vector<2xf32>' 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not rulir-opt %s --arith-int-narrowing='int-bitwidths-supported=8,0' 2>&1 | count 0
// RUN: not %mlir_opt %s --arith-int-narrowing='int-bitwidths-supported=8,0' 2>&1 | count 0

func.func @f(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}

// WIDE: // -----// IR Dump After ArithEmulateWideInt Failed (arith-emulate-wide-int) //----- //
// WIDE-NEXT: module {
// WIDE-NEXT:   func.func @f(%arg0: i64, %arg1: i64) -> i64 {
// OK: func.func @f(%arg0: i64, %arg1: i64) -> i64
// NEG: for the --widest-int-supported option: '-8' value invalid for uint argument!
// SOURCE: <unknown>:0: error: could not map source type 'i8' to a known floating-point type
// NOTYPE: <unknown>:0: error: could not map source type 'foo' to a known floating-point type
// NOTYPE-NOT: error
// TARGET: <unknown>:0: error: could not map target type 'vector<2xf32>' to a known floating-point type
