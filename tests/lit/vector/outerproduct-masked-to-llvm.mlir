// --convert-vector-to-llvm on vector.outerproduct inside a vector.mask
// (MLIR's OuterProductOpLowering with a mask): each row's product is
// combined with the accumulator's row (an fma for add on floats) and the
// lanes the mask's row leaves off keep the accumulator (arith.select);
// the AXPY form takes the whole mask; without an accumulator the mask
// changes nothing. The CHECK lines are mlir-opt-19's output (constants in
// any order).
// RUN: rulir-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @op(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xf32>, %arg3: vector<2x3xi1>) -> vector<2x3xf32> {
// CHECK:        %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %4 = llvm.extractelement %arg0[%3 : i64] : vector<2xf32>
// CHECK-NEXT:   %5 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:   %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %7 = llvm.insertelement %4, %5[%6 : i32] : vector<3xf32>
// CHECK-NEXT:   %8 = llvm.shufflevector %7, %5 [0, 0, 0] : vector<3xf32> 
// CHECK-NEXT:   %9 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %10 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:   %11 = llvm.intr.fmuladd(%8, %arg1, %9)  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:   %12 = arith.select %10, %11, %9 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT:   %13 = llvm.insertvalue %12, %2[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %14 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %15 = llvm.extractelement %arg0[%14 : i64] : vector<2xf32>
// CHECK-NEXT:   %16 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:   %17 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %18 = llvm.insertelement %15, %16[%17 : i32] : vector<3xf32>
// CHECK-NEXT:   %19 = llvm.shufflevector %18, %16 [0, 0, 0] : vector<3xf32> 
// CHECK-NEXT:   %20 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %21 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:   %22 = llvm.intr.fmuladd(%19, %arg1, %20)  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:   %23 = arith.select %21, %22, %20 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT:   %24 = llvm.insertvalue %23, %13[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %25 = builtin.unrealized_conversion_cast %24 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:   return %25 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @axpy(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<4xf32>, %arg3: vector<4xi1>) -> vector<4xf32> {
// CHECK:        %0 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:   %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %2 = llvm.insertelement %arg1, %0[%1 : i32] : vector<4xf32>
// CHECK-NEXT:   %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<4xf32> 
// CHECK-NEXT:   %4 = llvm.intr.fmuladd(%arg0, %3, %arg2)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:   %5 = arith.select %arg3, %4, %arg2 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:   return %5 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @opi(%arg0: vector<2xi32>, %arg1: vector<3xi32>, %arg2: vector<2x3xi32>, %arg3: vector<2x3xi1>) -> vector<2x3xi32> {
// CHECK:        %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<2x3xi32>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %cst : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %4 = llvm.extractelement %arg0[%3 : i64] : vector<2xi32>
// CHECK-NEXT:   %5 = llvm.mlir.undef : vector<3xi32>
// CHECK-NEXT:   %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %7 = llvm.insertelement %4, %5[%6 : i32] : vector<3xi32>
// CHECK-NEXT:   %8 = llvm.shufflevector %7, %5 [0, 0, 0] : vector<3xi32> 
// CHECK-NEXT:   %9 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>> 
// CHECK-NEXT:   %10 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:   %11 = arith.muli %8, %arg1 : vector<3xi32>
// CHECK-NEXT:   %12 = arith.maxsi %11, %9 : vector<3xi32>
// CHECK-NEXT:   %13 = arith.select %10, %12, %9 : vector<3xi1>, vector<3xi32>
// CHECK-NEXT:   %14 = llvm.insertvalue %13, %2[0] : !llvm.array<2 x vector<3xi32>> 
// CHECK-NEXT:   %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %16 = llvm.extractelement %arg0[%15 : i64] : vector<2xi32>
// CHECK-NEXT:   %17 = llvm.mlir.undef : vector<3xi32>
// CHECK-NEXT:   %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %19 = llvm.insertelement %16, %17[%18 : i32] : vector<3xi32>
// CHECK-NEXT:   %20 = llvm.shufflevector %19, %17 [0, 0, 0] : vector<3xi32> 
// CHECK-NEXT:   %21 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>> 
// CHECK-NEXT:   %22 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:   %23 = arith.muli %20, %arg1 : vector<3xi32>
// CHECK-NEXT:   %24 = arith.maxsi %23, %21 : vector<3xi32>
// CHECK-NEXT:   %25 = arith.select %22, %24, %21 : vector<3xi1>, vector<3xi32>
// CHECK-NEXT:   %26 = llvm.insertvalue %25, %14[1] : !llvm.array<2 x vector<3xi32>> 
// CHECK-NEXT:   %27 = builtin.unrealized_conversion_cast %26 : !llvm.array<2 x vector<3xi32>> to vector<2x3xi32>
// CHECK-NEXT:   return %27 : vector<2x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @opmul(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xf32>, %arg3: vector<2x3xi1>) -> vector<2x3xf32> {
// CHECK:        %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %4 = llvm.extractelement %arg0[%3 : i64] : vector<2xf32>
// CHECK-NEXT:   %5 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:   %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %7 = llvm.insertelement %4, %5[%6 : i32] : vector<3xf32>
// CHECK-NEXT:   %8 = llvm.shufflevector %7, %5 [0, 0, 0] : vector<3xf32> 
// CHECK-NEXT:   %9 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %10 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:   %11 = arith.mulf %8, %arg1 : vector<3xf32>
// CHECK-NEXT:   %12 = arith.mulf %11, %9 : vector<3xf32>
// CHECK-NEXT:   %13 = arith.select %10, %12, %9 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT:   %14 = llvm.insertvalue %13, %2[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %16 = llvm.extractelement %arg0[%15 : i64] : vector<2xf32>
// CHECK-NEXT:   %17 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:   %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %19 = llvm.insertelement %16, %17[%18 : i32] : vector<3xf32>
// CHECK-NEXT:   %20 = llvm.shufflevector %19, %17 [0, 0, 0] : vector<3xf32> 
// CHECK-NEXT:   %21 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %22 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:   %23 = arith.mulf %20, %arg1 : vector<3xf32>
// CHECK-NEXT:   %24 = arith.mulf %23, %21 : vector<3xf32>
// CHECK-NEXT:   %25 = arith.select %22, %24, %21 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT:   %26 = llvm.insertvalue %25, %14[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %27 = builtin.unrealized_conversion_cast %26 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:   return %27 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @noacc(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xi1>) -> vector<2x3xf32> {
// CHECK-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK:        %0 = builtin.unrealized_conversion_cast [[CST]] : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
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
// CHECK-NEXT: }

func.func @op(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>, %m: vector<2x3xi1>) -> vector<2x3xf32> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %c {kind = #vector.kind<add>} : vector<2xf32>, vector<3xf32> } : vector<2x3xi1> -> vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @axpy(%a: vector<4xf32>, %b: f32, %c: vector<4xf32>, %m: vector<4xi1>) -> vector<4xf32> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %c {kind = #vector.kind<add>} : vector<4xf32>, f32 } : vector<4xi1> -> vector<4xf32>
  return %r : vector<4xf32>
}
func.func @opi(%a: vector<2xi32>, %b: vector<3xi32>, %c: vector<2x3xi32>, %m: vector<2x3xi1>) -> vector<2x3xi32> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %c {kind = #vector.kind<maxsi>} : vector<2xi32>, vector<3xi32> } : vector<2x3xi1> -> vector<2x3xi32>
  return %r : vector<2x3xi32>
}
func.func @opmul(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>, %m: vector<2x3xi1>) -> vector<2x3xf32> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %c {kind = #vector.kind<mul>} : vector<2xf32>, vector<3xf32> } : vector<2x3xi1> -> vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @noacc(%a: vector<2xf32>, %b: vector<3xf32>, %m: vector<2x3xi1>) -> vector<2x3xf32> {
  %r = vector.mask %m { vector.outerproduct %a, %b : vector<2xf32>, vector<3xf32> } : vector<2x3xi1> -> vector<2x3xf32>
  return %r : vector<2x3xf32>
}
