// --mlir-print-unique-ssa-ids: value numbers run on across regions, even
// into ops isolated from above, in MLIR's order (the last function is
// numbered first); suggested names (%c1_i32) stay scoped to their region.
// Output identical to mlir-opt-19's.
// RUN: rulir-opt %s --mlir-print-unique-ssa-ids | FileCheck %s
// RUN: rulir-opt %s -mlir-print-unique-ssa-ids > %t.rulir
// RUN: %mlir_opt %s -mlir-print-unique-ssa-ids > %t.mlir
// RUN: diff %t.rulir %t.mlir
// Without it, each function starts again from %0 and %arg0.
// RUN: rulir-opt %s | FileCheck %s --check-prefix=RESTART

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @f(%arg1: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:     %2 = scf.execute_region -> i32 {
// CHECK-NEXT:       %3 = arith.muli %1, %1 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// RESTART: func.func @f(%arg0: i32) -> i32 {
// RESTART: %0 = arith.addi %arg0, %c1_i32 : i32
// RESTART: func.func @g(%arg0: i32) -> i32 {
// RESTART: %0 = arith.addi %arg0, %c1_i32 : i32

func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = scf.execute_region -> i32 {
    %2 = arith.muli %0, %0 : i32
    scf.yield %2 : i32
  }
  return %1 : i32
}
func.func @g(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  return %0 : i32
}
