// --mlir-print-ir-after-change: a dump after a pass only when the pass
// changed the op it ran on (with -after-all or -after=P; alone it prints
// nothing). Here the first canonicalize folds @f and leaves @g alone; the
// second changes nothing. Output identical to mlir-opt-19's.
// RUN: rulir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize,canonicalize))' --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s
// RUN: rulir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize,canonicalize))' -mlir-print-ir-after-all -mlir-print-ir-after-change -o /dev/null 2> %t.rulir
// RUN: %mlir_opt %s -mlir-disable-threading -pass-pipeline='builtin.module(func.func(canonicalize,canonicalize))' -mlir-print-ir-after-all -mlir-print-ir-after-change -o /dev/null 2> %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s -canonicalize --mlir-print-ir-after-change -o /dev/null 2>&1 | count 0
// Without it, every pass on every function is dumped.
// RUN: rulir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize,canonicalize))' --mlir-print-ir-after-all -o /dev/null 2>&1 | grep -c "IR Dump After" | FileCheck %s --check-prefix=FOUR

// CHECK:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c7_i32 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NOT:  IR Dump

// FOUR: 4

func.func @f(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %0 = arith.addi %c3, %c4 : i32
  %1 = arith.addi %x, %0 : i32
  return %1 : i32
}
func.func @g(%x: i32) -> i32 {
  return %x : i32
}
