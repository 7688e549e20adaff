// cf.assert's canonicalization (MLIR 19): an assert of constant true is
// erased; an assert of constant false or of a value stays.
// RUN: rulir-opt %s --canonicalize | FileCheck %s
// RUN: rulir-opt %s --canonicalize="max-iterations=2 test-convergence" | FileCheck %s

// CHECK-LABEL: func.func @assert_true() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @assert_true() {
  %t = arith.constant true
  cf.assert %t, "always holds"
  return
}

// CHECK-LABEL: func.func @assert_false_stays() {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    cf.assert %false, "never holds"
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @assert_false_stays() {
  %f = arith.constant false
  cf.assert %f, "never holds"
  return
}

// CHECK-LABEL: func.func @assert_value_stays(%arg0: i1) {
// CHECK-NEXT:    cf.assert %arg0, "depends"
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @assert_value_stays(%x: i1) {
  cf.assert %x, "depends"
  return
}

// The condition becomes constant true by folding first.
// CHECK-LABEL: func.func @assert_folded_true(%arg0: i32) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @assert_folded_true(%x: i32) {
  %c = arith.cmpi eq, %x, %x : i32
  cf.assert %c, "x == x"
  return
}

// Truth propagation makes the condition constant in the successor.
// CHECK-LABEL: func.func @assert_in_true_successor(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.assert %false, "c fails here"
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
func.func @assert_in_true_successor(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.assert %c, "c holds here"
  return %x : i32
^bb2:
  cf.assert %c, "c fails here"
  return %x : i32
}
