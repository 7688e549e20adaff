// vector.outerproduct: round trip (custom and generic form; MLIR prints
// the kind whenever there is an accumulator) and convert-vector-to-llvm
// (MLIR's OuterProductOpLowering in the greedy pre-pass: rows of
// broadcasts times rhs, fma for a float add with an accumulator). The
// CHECK lines are mlir-opt-19's output.
// RUN: rulir-opt %s | FileCheck %s --check-prefix=RT
// RUN: rulir-opt %s | rulir-opt | FileCheck %s --check-prefix=RT
// RUN: %mlir_opt %s | FileCheck %s --check-prefix=RT
// RUN: rulir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rulir-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-llvm | FileCheck %s

// RT: %0 = vector.outerproduct %arg0, %arg1 : vector<2xf32>, vector<3xf32>
// RT: %0 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<add>} : vector<2xf32>, vector<3xf32>
// RT: %0 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<add>} : vector<2xi32>, vector<3xi32>
// RT: %0 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<3xf32>
// RT: %0 = vector.outerproduct %arg0, %arg1 : vector<3xf32>, f32
// RT: %0 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<add>} : vector<3xf32>, f32
// GENERIC: %5 = "vector.outerproduct"(%arg14, %arg15) <{kind = #vector.kind<add>}> : (vector<2xf32>, vector<3xf32>) -> vector<2x3xf32>
// GENERIC: %4 = "vector.outerproduct"(%arg11, %arg12, %arg13) <{kind = #vector.kind<add>}> : (vector<2xf32>, vector<3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
// GENERIC: %3 = "vector.outerproduct"(%arg8, %arg9, %arg10) <{kind = #vector.kind<add>}> : (vector<2xi32>, vector<3xi32>, vector<2x3xi32>) -> vector<2x3xi32>
// GENERIC: %2 = "vector.outerproduct"(%arg5, %arg6, %arg7) <{kind = #vector.kind<maxnumf>}> : (vector<2xf32>, vector<3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
// GENERIC: %1 = "vector.outerproduct"(%arg3, %arg4) <{kind = #vector.kind<add>}> : (vector<3xf32>, f32) -> vector<3xf32>
// GENERIC: %0 = "vector.outerproduct"(%arg0, %arg1, %arg2) <{kind = #vector.kind<add>}> : (vector<3xf32>, f32, vector<3xf32>) -> vector<3xf32>

// CHECK-LABEL: func.func @op(%arg0: vector<2xf32>, %arg1: vector<3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %1 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %2 = llvm.extractelement %arg0[%1 : i64] : vector<2xf32>
// CHECK-NEXT:   %3 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:   %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %5 = llvm.insertelement %2, %3[%4 : i32] : vector<3xf32>
// CHECK-NEXT:   %6 = llvm.shufflevector %5, %3 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %7 = arith.mulf %6, %arg1 : vector<3xf32>
// CHECK-NEXT:   %8 = llvm.insertvalue %7, %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %9 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %10 = llvm.extractelement %arg0[%9 : i64] : vector<2xf32>
// CHECK-NEXT:   %11 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:   %12 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %13 = llvm.insertelement %10, %11[%12 : i32] : vector<3xf32>
// CHECK-NEXT:   %14 = llvm.shufflevector %13, %11 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %15 = arith.mulf %14, %arg1 : vector<3xf32>
// CHECK-NEXT:   %16 = llvm.insertvalue %15, %8[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:   return %17 : vector<2x3xf32>
// CHECK-LABEL: func.func @op_acc(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %3 = llvm.extractelement %arg0[%2 : i64] : vector<2xf32>
// CHECK-NEXT:   %4 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<3xf32>
// CHECK-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %8 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %9 = llvm.intr.fmuladd(%7, %arg1, %8)  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:   %10 = llvm.insertvalue %9, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %12 = llvm.extractelement %arg0[%11 : i64] : vector<2xf32>
// CHECK-NEXT:   %13 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:   %14 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %15 = llvm.insertelement %12, %13[%14 : i32] : vector<3xf32>
// CHECK-NEXT:   %16 = llvm.shufflevector %15, %13 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %17 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %18 = llvm.intr.fmuladd(%16, %arg1, %17)  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:   %19 = llvm.insertvalue %18, %10[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:   return %20 : vector<2x3xf32>
// CHECK-LABEL: func.func @op_int(%arg0: vector<2xi32>, %arg1: vector<3xi32>, %arg2: vector<2x3xi32>) -> vector<2x3xi32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<2x3xi32>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:   %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %3 = llvm.extractelement %arg0[%2 : i64] : vector<2xi32>
// CHECK-NEXT:   %4 = llvm.mlir.undef : vector<3xi32>
// CHECK-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<3xi32>
// CHECK-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT:   %8 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:   %9 = arith.muli %7, %arg1 : vector<3xi32>
// CHECK-NEXT:   %10 = arith.addi %9, %8 : vector<3xi32>
// CHECK-NEXT:   %11 = llvm.insertvalue %10, %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:   %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %13 = llvm.extractelement %arg0[%12 : i64] : vector<2xi32>
// CHECK-NEXT:   %14 = llvm.mlir.undef : vector<3xi32>
// CHECK-NEXT:   %15 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %16 = llvm.insertelement %13, %14[%15 : i32] : vector<3xi32>
// CHECK-NEXT:   %17 = llvm.shufflevector %16, %14 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT:   %18 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:   %19 = arith.muli %17, %arg1 : vector<3xi32>
// CHECK-NEXT:   %20 = arith.addi %19, %18 : vector<3xi32>
// CHECK-NEXT:   %21 = llvm.insertvalue %20, %11[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:   %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<2 x vector<3xi32>> to vector<2x3xi32>
// CHECK-NEXT:   return %22 : vector<2x3xi32>
// CHECK-LABEL: func.func @op_max(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %3 = llvm.extractelement %arg0[%2 : i64] : vector<2xf32>
// CHECK-NEXT:   %4 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<3xf32>
// CHECK-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %8 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %9 = arith.mulf %7, %arg1 : vector<3xf32>
// CHECK-NEXT:   %10 = arith.maxnumf %9, %8 : vector<3xf32>
// CHECK-NEXT:   %11 = llvm.insertvalue %10, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %13 = llvm.extractelement %arg0[%12 : i64] : vector<2xf32>
// CHECK-NEXT:   %14 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:   %15 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %16 = llvm.insertelement %13, %14[%15 : i32] : vector<3xf32>
// CHECK-NEXT:   %17 = llvm.shufflevector %16, %14 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %18 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %19 = arith.mulf %17, %arg1 : vector<3xf32>
// CHECK-NEXT:   %20 = arith.maxnumf %19, %18 : vector<3xf32>
// CHECK-NEXT:   %21 = llvm.insertvalue %20, %11[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:   return %22 : vector<2x3xf32>
// CHECK-LABEL: func.func @axpy(%arg0: vector<3xf32>, %arg1: f32) -> vector<3xf32> {
// CHECK-NEXT:   %0 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:   %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %2 = llvm.insertelement %arg1, %0[%1 : i32] : vector<3xf32>
// CHECK-NEXT:   %3 = llvm.shufflevector %2, %0 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %4 = arith.mulf %arg0, %3 : vector<3xf32>
// CHECK-NEXT:   return %4 : vector<3xf32>
// CHECK-LABEL: func.func @axpy_acc(%arg0: vector<3xf32>, %arg1: f32, %arg2: vector<3xf32>) -> vector<3xf32> {
// CHECK-NEXT:   %0 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:   %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %2 = llvm.insertelement %arg1, %0[%1 : i32] : vector<3xf32>
// CHECK-NEXT:   %3 = llvm.shufflevector %2, %0 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %4 = llvm.intr.fmuladd(%arg0, %3, %arg2)  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:   return %4 : vector<3xf32>

func.func @op(%a: vector<2xf32>, %b: vector<3xf32>) -> vector<2x3xf32> {
  %0 = vector.outerproduct %a, %b : vector<2xf32>, vector<3xf32>
  return %0 : vector<2x3xf32>
}
func.func @op_acc(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.outerproduct %a, %b, %c : vector<2xf32>, vector<3xf32>
  return %0 : vector<2x3xf32>
}
func.func @op_int(%a: vector<2xi32>, %b: vector<3xi32>, %c: vector<2x3xi32>) -> vector<2x3xi32> {
  %0 = vector.outerproduct %a, %b, %c : vector<2xi32>, vector<3xi32>
  return %0 : vector<2x3xi32>
}
func.func @op_max(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<3xf32>
  return %0 : vector<2x3xf32>
}
func.func @axpy(%a: vector<3xf32>, %s: f32) -> vector<3xf32> {
  %0 = vector.outerproduct %a, %s : vector<3xf32>, f32
  return %0 : vector<3xf32>
}
func.func @axpy_acc(%a: vector<3xf32>, %s: f32, %c: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.outerproduct %a, %s, %c : vector<3xf32>, f32
  return %0 : vector<3xf32>
}
