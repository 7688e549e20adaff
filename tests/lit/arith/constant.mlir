// arith.constant: the result type is the value's, and results are named as
// mlir-opt-19 names them.
// RUN: rulir-opt %s | FileCheck %s
// RUN: rulir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @names
func.func @names() {
  // CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
  %0 = arith.constant 42 : i32
  // CHECK-NEXT: %c42_i32_0 = arith.constant 42 : i32
  %1 = arith.constant 42 : i32
  // CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
  %2 = arith.constant 255 : i8
  // CHECK-NEXT: %c0 = arith.constant 0 : index
  %3 = arith.constant 0 : index
  // CHECK-NEXT: %true = arith.constant true
  %4 = arith.constant 1 : i1
  // CHECK-NEXT: %false = arith.constant false
  %5 = arith.constant false
  // CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
  %6 = arith.constant 1.5 : f32
  // CHECK-NEXT: %cst_1 = arith.constant dense<0> : vector<4xi32>
  %7 = arith.constant dense<0> : vector<4xi32>
  // CHECK-NEXT: %c123_i64 = arith.constant 123 : i64
  %8 = arith.constant 123
  return
}

// GENERIC: "arith.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC: "arith.constant"() <{value = -1 : i8}> : () -> i8
// GENERIC: "arith.constant"() <{value = true}> : () -> i1
// GENERIC: "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
