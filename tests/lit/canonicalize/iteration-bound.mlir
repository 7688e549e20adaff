// How the iteration bound (max-iterations) applies, as in mlir-opt-19:
// without test-convergence, running out of iterations is not a failure (the
// IR is printed as it is; rulir adds a warning naming what kept firing);
// max-iterations=0 runs no iteration; uniquing and hoisting constants while a
// sweep fills its worklist is not a change, so IR whose only non-canonical
// part is duplicate or misplaced constants converges in one iteration.
// RUN: split-file %s %t
// RUN: rulir-opt %t/fold.mlir --canonicalize=max-iterations=1 | FileCheck %t/fold.mlir --check-prefix=ONE
// RUN: rulir-opt %t/fold.mlir --canonicalize=max-iterations=0 | FileCheck %t/fold.mlir --check-prefix=ZERO
// RUN: rulir-opt %t/seed.mlir --canonicalize="max-iterations=1 test-convergence" | FileCheck %t/seed.mlir

//--- fold.mlir
// ONE-LABEL: func.func @fold_not_hoisted_in_one_iteration(%arg0: i32) -> (i32, i32, i1) {
// ONE-NEXT:    %c7_i32 = arith.constant 7 : i32
// ONE-NEXT:    %c12_i32 = arith.constant 12 : i32
// ONE-NEXT:    %0 = arith.addi %arg0, %c7_i32 : i32
// ONE-NEXT:    %false = arith.constant false
// ONE-NEXT:    return %c12_i32, %0, %false : i32, i32, i1
// ONE-NEXT:  }
// ZERO-LABEL: func.func @fold_not_hoisted_in_one_iteration(%arg0: i32) -> (i32, i32, i1) {
// ZERO-NEXT:    %c7_i32 = arith.constant 7 : i32
// ZERO-NEXT:    %c5_i32 = arith.constant 5 : i32
// ZERO-NEXT:    %0 = arith.addi %c7_i32, %c5_i32 : i32
// ZERO-NEXT:    %1 = arith.addi %c7_i32, %arg0 : i32
// ZERO-NEXT:    %2 = arith.cmpi slt, %c7_i32, %c5_i32 : i32
// ZERO-NEXT:    return %0, %1, %2 : i32, i32, i1
// ZERO-NEXT:  }
func.func @fold_not_hoisted_in_one_iteration(%a: i32) -> (i32, i32, i1) {
  %c1 = arith.constant 7 : i32
  %c2 = arith.constant 5 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.addi %c1, %a : i32
  %2 = arith.cmpi slt, %c1, %c2 : i32
  return %0, %1, %2 : i32, i32, i1
}

// ONE-LABEL: func.func @dead_code_in_one_iteration(%arg0: i32) -> i32 {
// ONE-NEXT:    return %arg0 : i32
// ONE-NEXT:  }
// ZERO-LABEL: func.func @dead_code_in_one_iteration(%arg0: i32) -> i32 {
// ZERO-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// ZERO-NEXT:    %c3_i32 = arith.constant 3 : i32
// ZERO-NEXT:    %1 = arith.addi %0, %c3_i32 : i32
// ZERO-NEXT:    return %arg0 : i32
// ZERO-NEXT:  }
func.func @dead_code_in_one_iteration(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %c = arith.constant 3 : i32
  %1 = arith.addi %0, %c : i32
  return %x : i32
}

//--- seed.mlir
// CHECK-LABEL: func.func @duplicate_constants_after_op(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:    %2 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:    return %1, %2 : i32, i32
// CHECK-NEXT:  }
func.func @duplicate_constants_after_op(%x: i32) -> (i32, i32) {
  %0 = arith.addi %x, %x : i32
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %a = arith.addi %0, %c1 : i32
  %b = arith.addi %0, %c1b : i32
  return %a, %b : i32, i32
}
