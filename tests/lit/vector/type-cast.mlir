// vector.type_cast: MLIR 19's syntax, and its lowering in
// --convert-vector-to-llvm (a new descriptor over the same pointers, offset
// 0, static sizes and strides). The CHECK lines are mlir-opt-19's output.
// RUN: rulir-opt %s | rulir-opt | FileCheck %s --check-prefix=RT
// RUN: %mlir_opt %s | %mlir_opt | FileCheck %s --check-prefix=RT
// RUN: rulir-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-llvm | FileCheck %s

// RT-LABEL: func.func @f(%arg0: memref<vector<2x3xf32>>) -> memref<2xvector<3xf32>> {
// RT:        %0 = vector.type_cast %arg0 : memref<vector<2x3xf32>> to memref<2xvector<3xf32>>
// RT-NEXT:   return %0 : memref<2xvector<3xf32>>
// RT-NEXT: }
// RT-LABEL: func.func @g(%arg0: memref<2x3xf32>) -> memref<vector<2x3xf32>> {
// RT:        %0 = vector.type_cast %arg0 : memref<2x3xf32> to memref<vector<2x3xf32>>
// RT-NEXT:   return %0 : memref<vector<2x3xf32>>
// RT-NEXT: }
// CHECK-LABEL: func.func @f(%arg0: memref<vector<2x3xf32>>) -> memref<2xvector<3xf32>> {
// CHECK:        %0 = builtin.unrealized_conversion_cast %arg0 : memref<vector<2x3xf32>> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %8 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xvector<3xf32>>
// CHECK-NEXT:   return %12 : memref<2xvector<3xf32>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: memref<2x3xf32>) -> memref<vector<2x3xf32>> {
// CHECK:        %0 = builtin.unrealized_conversion_cast %arg0 : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64)> to memref<vector<2x3xf32>>
// CHECK-NEXT:   return %8 : memref<vector<2x3xf32>>
// CHECK-NEXT: }

func.func @f(%m: memref<vector<2x3xf32>>) -> memref<2xvector<3xf32>> {
  %0 = vector.type_cast %m : memref<vector<2x3xf32>> to memref<2xvector<3xf32>>
  return %0 : memref<2xvector<3xf32>>
}
func.func @g(%m: memref<2x3xf32>) -> memref<vector<2x3xf32>> {
  %0 = vector.type_cast %m : memref<2x3xf32> to memref<vector<2x3xf32>>
  return %0 : memref<vector<2x3xf32>>
}
