// convert-vector-to-llvm on extract_strided_slice, insert_strided_slice,
// shape_cast between ranks 1 and 2, transpose (element-wise, in the
// greedy pre-pass), matrix_multiply and flat_transpose. The CHECK lines
// are mlir-opt-19's output.
// RUN: rulir-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-llvm | FileCheck %s
// The matrix intrinsics in LLVM IR (as mlir-translate-19 writes them):
// RUN: rulir-opt %s --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | rulir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: %mlir_opt %s --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | mlir-translate-19 --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// IR: call <4 x float> @llvm.matrix.multiply.v4f32.v6f32.v6f32(<6 x float> %{{[0-9]+}}, <6 x float> %{{[0-9]+}}, i32 2, i32 3, i32 2)
// IR: call <6 x float> @llvm.matrix.transpose.v6f32(<6 x float> %{{[0-9]+}}, i32 2, i32 3)
// IR: declare <4 x float> @llvm.matrix.multiply.v4f32.v6f32.v6f32(<6 x float>, <6 x float>, i32 immarg, i32 immarg, i32 immarg)
// IR: declare <6 x float> @llvm.matrix.transpose.v6f32(<6 x float>, i32 immarg, i32 immarg)

// CHECK-LABEL: func.func @ess1(%arg0: vector<8xf32>) -> vector<3xf32> {
// CHECK-NEXT:   %0 = llvm.shufflevector %arg0, %arg0 [2, 3, 4] : vector<8xf32>
// CHECK-NEXT:   return %0 : vector<3xf32>
// CHECK-LABEL: func.func @ess2(%arg0: vector<4x8xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %3 = llvm.shufflevector %2, %2 [2, 3, 4] : vector<8xf32>
// CHECK-NEXT:   %4 = llvm.insertvalue %3, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %5 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %6 = llvm.shufflevector %5, %5 [2, 3, 4] : vector<8xf32>
// CHECK-NEXT:   %7 = llvm.insertvalue %6, %4[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:   return %8 : vector<2x3xf32>
// CHECK-LABEL: func.func @ess3(%arg0: vector<4x8xf32>) -> vector<2x8xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %1 = llvm.mlir.undef : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %3 = llvm.insertvalue %2, %1[0] : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT:   %4 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %5 = llvm.insertvalue %4, %3[1] : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT:   %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<2 x vector<8xf32>> to vector<2x8xf32>
// CHECK-NEXT:   return %6 : vector<2x8xf32>
// CHECK-LABEL: func.func @iss1(%arg0: vector<2xf32>, %arg1: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT:   %0 = llvm.shufflevector %arg0, %arg0 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xf32>
// CHECK-NEXT:   %1 = llvm.shufflevector %0, %arg1 [8, 9, 10, 0, 1, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT:   return %1 : vector<8xf32>
// CHECK-LABEL: func.func @iss2(%arg0: vector<2xf32>, %arg1: vector<4x8xf32>) -> vector<4x8xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %2 = llvm.shufflevector %arg0, %arg0 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xf32>
// CHECK-NEXT:   %3 = llvm.shufflevector %2, %1 [8, 9, 10, 0, 1, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT:   %4 = llvm.insertvalue %3, %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %5 = builtin.unrealized_conversion_cast %4 : !llvm.array<4 x vector<8xf32>> to vector<4x8xf32>
// CHECK-NEXT:   return %5 : vector<4x8xf32>
// CHECK-LABEL: func.func @iss3(%arg0: vector<2x2xf32>, %arg1: vector<4x8xf32>) -> vector<4x8xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:   %3 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %4 = llvm.shufflevector %2, %2 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xf32>
// CHECK-NEXT:   %5 = llvm.shufflevector %4, %3 [8, 9, 10, 0, 1, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT:   %6 = llvm.insertvalue %5, %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:   %8 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %9 = llvm.shufflevector %7, %7 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xf32>
// CHECK-NEXT:   %10 = llvm.shufflevector %9, %8 [8, 9, 10, 0, 1, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT:   %11 = llvm.insertvalue %10, %6[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<4 x vector<8xf32>> to vector<4x8xf32>
// CHECK-NEXT:   return %12 : vector<4x8xf32>
// CHECK-LABEL: func.func @sc21(%arg0: vector<2x4xf32>) -> vector<8xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:   %2 = llvm.shufflevector %1, %1 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:   %3 = llvm.shufflevector %2, %cst [0, 1, 2, 3, 12, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT:   %4 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:   %5 = llvm.shufflevector %4, %4 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:   %6 = llvm.shufflevector %5, %3 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT:   return %6 : vector<8xf32>
// CHECK-LABEL: func.func @sc12(%arg0: vector<8xf32>) -> vector<2x4xf32> {
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %cst : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:   %1 = llvm.shufflevector %arg0, %arg0 [0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT:   %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:   %3 = llvm.shufflevector %arg0, %arg0 [4, 5, 6, 7] : vector<8xf32>
// CHECK-NEXT:   %4 = llvm.insertvalue %3, %2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:   %5 = builtin.unrealized_conversion_cast %4 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT:   return %5 : vector<2x4xf32>
// CHECK-LABEL: func.func @tr(%arg0: vector<2x3xf32>) -> vector<3x2xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<3x2xf32>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %4 = llvm.extractelement %2[%3 : i64] : vector<3xf32>
// CHECK-NEXT:   %5 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %7 = llvm.insertelement %4, %5[%6 : i64] : vector<2xf32>
// CHECK-NEXT:   %8 = llvm.insertvalue %7, %1[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %9 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %10 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %11 = llvm.extractelement %9[%10 : i64] : vector<3xf32>
// CHECK-NEXT:   %12 = llvm.extractvalue %8[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %13 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %14 = llvm.insertelement %11, %12[%13 : i64] : vector<2xf32>
// CHECK-NEXT:   %15 = llvm.insertvalue %14, %8[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %16 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %17 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %18 = llvm.extractelement %16[%17 : i64] : vector<3xf32>
// CHECK-NEXT:   %19 = llvm.extractvalue %15[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %21 = llvm.insertelement %18, %19[%20 : i64] : vector<2xf32>
// CHECK-NEXT:   %22 = llvm.insertvalue %21, %15[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %23 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %24 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %25 = llvm.extractelement %23[%24 : i64] : vector<3xf32>
// CHECK-NEXT:   %26 = llvm.extractvalue %22[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %27 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %28 = llvm.insertelement %25, %26[%27 : i64] : vector<2xf32>
// CHECK-NEXT:   %29 = llvm.insertvalue %28, %22[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %30 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %31 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %32 = llvm.extractelement %30[%31 : i64] : vector<3xf32>
// CHECK-NEXT:   %33 = llvm.extractvalue %29[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %34 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %35 = llvm.insertelement %32, %33[%34 : i64] : vector<2xf32>
// CHECK-NEXT:   %36 = llvm.insertvalue %35, %29[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %37 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %38 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %39 = llvm.extractelement %37[%38 : i64] : vector<3xf32>
// CHECK-NEXT:   %40 = llvm.extractvalue %36[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %41 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %42 = llvm.insertelement %39, %40[%41 : i64] : vector<2xf32>
// CHECK-NEXT:   %43 = llvm.insertvalue %42, %36[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %44 = builtin.unrealized_conversion_cast %43 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT:   return %44 : vector<3x2xf32>
// CHECK-LABEL: func.func @tr3(%arg0: vector<2x3x4xf32>) -> vector<3x2x4xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<3x2x4xf32>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst : vector<3x2x4xf32> to !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:   %3 = llvm.insertvalue %2, %1[0, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:   %4 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:   %5 = llvm.insertvalue %4, %3[1, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:   %6 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:   %7 = llvm.insertvalue %6, %5[2, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:   %8 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:   %9 = llvm.insertvalue %8, %7[0, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:   %10 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:   %11 = llvm.insertvalue %10, %9[1, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:   %12 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:   %13 = llvm.insertvalue %12, %11[2, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:   %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<3 x array<2 x vector<4xf32>>> to vector<3x2x4xf32>
// CHECK-NEXT:   return %14 : vector<3x2x4xf32>
// CHECK-LABEL: func.func @tr1(%arg0: vector<1x4xf32>) -> vector<4x1xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<4x1xf32>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst : vector<4x1xf32> to !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %4 = llvm.extractelement %2[%3 : i64] : vector<4xf32>
// CHECK-NEXT:   %5 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:   %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %7 = llvm.insertelement %4, %5[%6 : i64] : vector<1xf32>
// CHECK-NEXT:   %8 = llvm.insertvalue %7, %1[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:   %9 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:   %10 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %11 = llvm.extractelement %9[%10 : i64] : vector<4xf32>
// CHECK-NEXT:   %12 = llvm.extractvalue %8[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:   %13 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %14 = llvm.insertelement %11, %12[%13 : i64] : vector<1xf32>
// CHECK-NEXT:   %15 = llvm.insertvalue %14, %8[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:   %16 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:   %17 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %18 = llvm.extractelement %16[%17 : i64] : vector<4xf32>
// CHECK-NEXT:   %19 = llvm.extractvalue %15[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:   %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %21 = llvm.insertelement %18, %19[%20 : i64] : vector<1xf32>
// CHECK-NEXT:   %22 = llvm.insertvalue %21, %15[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:   %23 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:   %24 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:   %25 = llvm.extractelement %23[%24 : i64] : vector<4xf32>
// CHECK-NEXT:   %26 = llvm.extractvalue %22[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:   %27 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %28 = llvm.insertelement %25, %26[%27 : i64] : vector<1xf32>
// CHECK-NEXT:   %29 = llvm.insertvalue %28, %22[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:   %30 = builtin.unrealized_conversion_cast %29 : !llvm.array<4 x vector<1xf32>> to vector<4x1xf32>
// CHECK-NEXT:   return %30 : vector<4x1xf32>
// CHECK-LABEL: func.func @mm(%arg0: vector<6xf32>, %arg1: vector<6xf32>) -> vector<4xf32> {
// CHECK-NEXT:   %0 = llvm.intr.matrix.multiply %arg0, %arg1 {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
// CHECK-NEXT:   return %0 : vector<4xf32>
// CHECK-LABEL: func.func @ft(%arg0: vector<6xf32>) -> vector<6xf32> {
// CHECK-NEXT:   %0 = llvm.intr.matrix.transpose %arg0 {columns = 3 : i32, rows = 2 : i32} : vector<6xf32> into vector<6xf32>
// CHECK-NEXT:   return %0 : vector<6xf32>

func.func @ess1(%v: vector<8xf32>) -> vector<3xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [3], strides = [1]} : vector<8xf32> to vector<3xf32>
  return %0 : vector<3xf32>
}
func.func @ess2(%v: vector<4x8xf32>) -> vector<2x3xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x8xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @ess3(%v: vector<4x8xf32>) -> vector<2x8xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return %0 : vector<2x8xf32>
}
func.func @iss1(%s: vector<2xf32>, %d: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.insert_strided_slice %s, %d {offsets = [3], strides = [1]} : vector<2xf32> into vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @iss2(%s: vector<2xf32>, %d: vector<4x8xf32>) -> vector<4x8xf32> {
  %0 = vector.insert_strided_slice %s, %d {offsets = [1, 3], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
func.func @iss3(%s: vector<2x2xf32>, %d: vector<4x8xf32>) -> vector<4x8xf32> {
  %0 = vector.insert_strided_slice %s, %d {offsets = [1, 3], strides = [1, 1]} : vector<2x2xf32> into vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
func.func @sc21(%v: vector<2x4xf32>) -> vector<8xf32> {
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @sc12(%v: vector<8xf32>) -> vector<2x4xf32> {
  %0 = vector.shape_cast %v : vector<8xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @tr(%v: vector<2x3xf32>) -> vector<3x2xf32> {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @tr3(%v: vector<2x3x4xf32>) -> vector<3x2x4xf32> {
  %0 = vector.transpose %v, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  return %0 : vector<3x2x4xf32>
}
func.func @tr1(%v: vector<1x4xf32>) -> vector<4x1xf32> {
  %0 = vector.transpose %v, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  return %0 : vector<4x1xf32>
}
func.func @mm(%a: vector<6xf32>, %b: vector<6xf32>) -> vector<4xf32> {
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 2 : i32} : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @ft(%a: vector<6xf32>) -> vector<6xf32> {
  %0 = vector.flat_transpose %a {rows = 2 : i32, columns = 3 : i32} : vector<6xf32> -> vector<6xf32>
  return %0 : vector<6xf32>
}
