// --arith-int-narrowing as mlir-opt-19 does it for arith's binary ops and
// int-to-float casts: ops on extensions (and constants that fit) computed
// in the narrowest supported width that holds the result, truncations of
// extensions folded away.
// RUN: rulir-opt %s --arith-int-narrowing="int-bitwidths-supported=8,16,32" > %t.rulir
// RUN: %mlir_opt %s --arith-int-narrowing="int-bitwidths-supported=8,16,32" > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir

// CHECK-LABEL: func.func @add_signed(%arg0: i8, %arg1: i8) -> i64 {
// CHECK-NEXT:    %0 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT:    %1 = arith.extsi %arg1 : i8 to i64
// CHECK-NEXT:    %2 = arith.trunci %0 : i64 to i16
// CHECK-NEXT:    %3 = arith.trunci %1 : i64 to i16
// CHECK-NEXT:    %4 = arith.addi %2, %3 : i16
// CHECK-NEXT:    %5 = arith.extsi %4 : i16 to i64
// CHECK-NEXT:    return %5 : i64
// CHECK-NEXT:  }
func.func @add_signed(%a: i8, %b: i8) -> i64 {
  %x = arith.extsi %a : i8 to i64
  %y = arith.extsi %b : i8 to i64
  %s = arith.addi %x, %y : i64
  return %s : i64
}

// CHECK-LABEL: func.func @sub_unsigned_stays(%arg0: i8, %arg1: i8) -> i32 {
// CHECK-NEXT:    %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:    %1 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT:    %2 = arith.subi %0, %1 : i32
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
func.func @sub_unsigned_stays(%a: i8, %b: i8) -> i32 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %s = arith.subi %x, %y : i32
  return %s : i32
}

// CHECK-LABEL: func.func @mul_const(%arg0: vector<2xi16>) -> vector<2xi64> {
// CHECK-NEXT:    %cst = arith.constant dense<[300, -7]> : vector<2xi32>
// CHECK-NEXT:    %0 = arith.extsi %arg0 : vector<2xi16> to vector<2xi64>
// CHECK-NEXT:    %1 = arith.trunci %0 : vector<2xi64> to vector<2xi32>
// CHECK-NEXT:    %2 = arith.muli %1, %cst : vector<2xi32>
// CHECK-NEXT:    %3 = arith.extsi %2 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT:    return %3 : vector<2xi64>
// CHECK-NEXT:  }
func.func @mul_const(%a: vector<2xi16>) -> vector<2xi64> {
  %c = arith.constant dense<[300, -7]> : vector<2xi64>
  %x = arith.extsi %a : vector<2xi16> to vector<2xi64>
  %m = arith.muli %x, %c : vector<2xi64>
  return %m : vector<2xi64>
}

// CHECK-LABEL: func.func @const_lhs(%arg0: i8) -> i32 {
// CHECK-NEXT:    %c5_i8 = arith.constant 5 : i8
// CHECK-NEXT:    %0 = arith.maxui %arg0, %c5_i8 : i8
// CHECK-NEXT:    %1 = arith.minui %arg0, %c5_i8 : i8
// CHECK-NEXT:    %2 = arith.divui %0, %1 : i8
// CHECK-NEXT:    %3 = arith.extui %2 : i8 to i32
// CHECK-NEXT:    return %3 : i32
// CHECK-NEXT:  }
func.func @const_lhs(%a: i8) -> i32 {
  %c = arith.constant 5 : i32
  %x = arith.extui %a : i8 to i32
  %m = arith.maxui %c, %x : i32
  %n = arith.minui %x, %c : i32
  %d = arith.divui %m, %n : i32
  return %d : i32
}

// CHECK-LABEL: func.func @div_signed(%arg0: i16, %arg1: i16) -> (i32, i32) {
// CHECK-NEXT:    %0 = arith.extsi %arg0 : i16 to i32
// CHECK-NEXT:    %1 = arith.extsi %arg1 : i16 to i32
// CHECK-NEXT:    %2 = arith.divsi %0, %1 : i32
// CHECK-NEXT:    %3 = arith.divui %0, %1 : i32
// CHECK-NEXT:    return %2, %3 : i32, i32
// CHECK-NEXT:  }
func.func @div_signed(%a: i16, %b: i16) -> (i32, i32) {
  %x = arith.extsi %a : i16 to i32
  %y = arith.extsi %b : i16 to i32
  %d = arith.divsi %x, %y : i32
  %e = arith.divui %x, %y : i32
  return %d, %e : i32, i32
}

// CHECK-LABEL: func.func @casts(%arg0: i16, %arg1: i24) -> (f32, f64, f32) {
// CHECK-NEXT:    %cst = arith.constant 2.000000e+02 : f32
// CHECK-NEXT:    %0 = arith.extui %arg1 : i24 to i64
// CHECK-NEXT:    %1 = arith.sitofp %arg0 : i16 to f32
// CHECK-NEXT:    %2 = arith.trunci %0 : i64 to i32
// CHECK-NEXT:    %3 = arith.uitofp %2 : i32 to f64
// CHECK-NEXT:    return %1, %3, %cst : f32, f64, f32
// CHECK-NEXT:  }
func.func @casts(%a: i16, %b: i24) -> (f32, f64, f32) {
  %x = arith.extsi %a : i16 to i32
  %y = arith.extui %b : i24 to i64
  %f = arith.sitofp %x : i32 to f32
  %g = arith.uitofp %y : i64 to f64
  %c = arith.constant 200 : i32
  %h = arith.uitofp %c : i32 to f32
  return %f, %g, %h : f32, f64, f32
}
