// memref.dim in the llvm dialect, as MLIR 19 lowers it: a constant index
// (a constant as written: the conversion looks at the operand, not at what
// it made of the constant's op meanwhile) reads a static size from the
// type and a dynamic one with one extractvalue; a dynamic index goes
// through the sizes array in memory; an unranked memref's size is loaded
// from its ranked descriptor. When --convert-arith-to-llvm has run before,
// the index is no longer a constant, and MLIR takes the dynamic path too.
// The CHECK lines are mlir-opt-19's output for the same input.
// RUN: rulir-opt --convert-to-llvm --reconcile-unrealized-casts %s | FileCheck %s
// RUN: rulir-opt --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | FileCheck %s
// RUN: rulir-opt --convert-arith-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts %s | FileCheck %s --check-prefix=SPLIT

// A constant index reads the size from the type (a static size) or with
// one extractvalue from the descriptor; a dynamic one goes through memory.
func.func @ranked(%m: memref<4x?xf32>, %k: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c0 : memref<4x?xf32>
  %1 = memref.dim %m, %c1 : memref<4x?xf32>
  %2 = memref.dim %m, %k : memref<4x?xf32>
  return %0, %1, %2 : index, index, index
}
func.func @strided(%m: memref<?x?x8xi8, strided<[?, ?, 1], offset: ?>>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.dim %m, %c0 : memref<?x?x8xi8, strided<[?, ?, 1], offset: ?>>
  %1 = memref.dim %m, %c1 : memref<?x?x8xi8, strided<[?, ?, 1], offset: ?>>
  %2 = memref.dim %m, %c2 : memref<?x?x8xi8, strided<[?, ?, 1], offset: ?>>
  return %0, %1, %2 : index, index, index
}
// Unranked: the size is loaded from the ranked descriptor, after its two
// pointers and its offset.
func.func @unranked(%u: memref<*xf32>, %k: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %0 = memref.dim %u, %c1 : memref<*xf32>
  %1 = memref.dim %u, %k : memref<*xf32>
  return %0, %1 : index, index
}

// CHECK-LABEL: llvm.func @ranked(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> !llvm.struct<(i64, i64, i64)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %11 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %13 = llvm.extractvalue %7[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.alloca %12 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %13, %14 : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT: %15 = llvm.getelementptr %14[0, %arg7] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT: %16 = llvm.load %15 : !llvm.ptr -> i64
// CHECK-NEXT: %17 = llvm.mlir.undef : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: %18 = llvm.insertvalue %10, %17[0] : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: %19 = llvm.insertvalue %11, %18[1] : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: %20 = llvm.insertvalue %16, %19[2] : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: llvm.return %20 : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @strided(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(i64, i64, i64)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg5, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg8, %8[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %13 = llvm.extractvalue %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %16 = llvm.mlir.undef : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: %17 = llvm.insertvalue %13, %16[0] : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: %18 = llvm.insertvalue %14, %17[1] : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: %19 = llvm.insertvalue %15, %18[2] : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: llvm.return %19 : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @unranked(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64) -> !llvm.struct<(i64, i64)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.getelementptr %4[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.add %6, %3 : i64
// CHECK-NEXT: %8 = llvm.getelementptr %5[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %9 = llvm.load %8 : !llvm.ptr -> i64
// CHECK-NEXT: %10 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.getelementptr %10[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %13 = llvm.add %12, %arg2 : i64
// CHECK-NEXT: %14 = llvm.getelementptr %11[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %15 = llvm.load %14 : !llvm.ptr -> i64
// CHECK-NEXT: %16 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %17 = llvm.insertvalue %9, %16[0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %18 = llvm.insertvalue %15, %17[1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: llvm.return %18 : !llvm.struct<(i64, i64)>
// CHECK-NEXT: }

// SPLIT-LABEL: llvm.func @ranked(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> !llvm.struct<(i64, i64, i64)> {
// SPLIT-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// SPLIT-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// SPLIT-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// SPLIT-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// SPLIT-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// SPLIT-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// SPLIT-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// SPLIT-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// SPLIT-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// SPLIT-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// SPLIT-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// SPLIT-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// SPLIT-NEXT: %12 = llvm.extractvalue %7[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// SPLIT-NEXT: %13 = llvm.alloca %11 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// SPLIT-NEXT: llvm.store %12, %13 : !llvm.array<2 x i64>, !llvm.ptr
// SPLIT-NEXT: %14 = llvm.getelementptr %13[0, %9] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// SPLIT-NEXT: %15 = llvm.load %14 : !llvm.ptr -> i64
// SPLIT-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// SPLIT-NEXT: %17 = llvm.extractvalue %7[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// SPLIT-NEXT: %18 = llvm.alloca %16 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// SPLIT-NEXT: llvm.store %17, %18 : !llvm.array<2 x i64>, !llvm.ptr
// SPLIT-NEXT: %19 = llvm.getelementptr %18[0, %arg7] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// SPLIT-NEXT: %20 = llvm.load %19 : !llvm.ptr -> i64
// SPLIT-NEXT: %21 = llvm.mlir.undef : !llvm.struct<(i64, i64, i64)>
// SPLIT-NEXT: %22 = llvm.insertvalue %10, %21[0] : !llvm.struct<(i64, i64, i64)>
// SPLIT-NEXT: %23 = llvm.insertvalue %15, %22[1] : !llvm.struct<(i64, i64, i64)>
// SPLIT-NEXT: %24 = llvm.insertvalue %20, %23[2] : !llvm.struct<(i64, i64, i64)>
// SPLIT-NEXT: llvm.return %24 : !llvm.struct<(i64, i64, i64)>
// SPLIT-NEXT: }
// SPLIT-LABEL: llvm.func @strided(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(i64, i64, i64)> {
