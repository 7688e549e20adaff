// llvm.mlir.constant folds to its value (MLIR's ConstantOp::fold), so the
// drivers see it as a constant: --canonicalize uniques and hoists it, and
// folders take it for a constant operand. The CHECK lines are
// mlir-opt-19's output for the same input.
// RUN: rulir-opt --canonicalize %s | FileCheck %s

llvm.func @f(%a: i32, %c: i1) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.add %a, %1 : i32
  llvm.return %2 : i32
^bb2:
  %3 = llvm.mlir.constant(2 : index) : i64
  %4 = llvm.trunc %3 : i64 to i32
  llvm.return %4 : i32
}
func.func @g() -> i64 {
  %0 = llvm.mlir.constant(7 : i8) : i8
  %1 = arith.extui %0 : i8 to i64
  return %1 : i64
}

// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.add %arg0, %1 : i32
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %3 = llvm.trunc %0 : i64 to i32
// CHECK-NEXT: llvm.return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g() -> i64 {
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: return %c7_i64 : i64
// CHECK-NEXT: }
