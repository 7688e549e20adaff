// convert-vector-to-llvm on 1-D transfers through a minor identity map:
// in bounds, a vector.load or store in the greedy pre-pass (masked: a
// maskedload of the padding splat, a maskedstore); out of bounds, MLIR's
// MaterializeTransferMask (the lanes below dim - index, and the
// transfer's own mask) then a masked load or store. The CHECK lines are
// mlir-opt-19's output.
// RUN: rulir-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @r_inb(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT:   %5 = llvm.add %4, %0 : i64
// CHECK-NEXT:   %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %7 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT:   return %7 : vector<4xf32>
// CHECK-LABEL: func.func @r_oob(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:   %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:   %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:   %4 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:   %8 = arith.cmpi slt, %cst, %7 : vector<4xi32>
// CHECK-NEXT:   %9 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:   %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %11 = llvm.insertelement %arg2, %9[%10 : i32] : vector<4xf32>
// CHECK-NEXT:   %12 = llvm.shufflevector %11, %9 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:   %13 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %14 = llvm.getelementptr %13[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %15 = llvm.intr.masked.load %14, %8, %12 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:   return %15 : vector<4xf32>
// CHECK-LABEL: func.func @r_mask(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %4 = llvm.insertelement %arg2, %2[%3 : i32] : vector<4xf32>
// CHECK-NEXT:   %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:   %6 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %7 = llvm.getelementptr %6[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %8 = llvm.intr.masked.load %7, %arg3, %5 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:   return %8 : vector<4xf32>
// CHECK-LABEL: func.func @w_inb(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT:   %5 = llvm.add %4, %0 : i64
// CHECK-NEXT:   %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.store %arg2, %6 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT:   return
// CHECK-LABEL: func.func @w_oob(%arg0: memref<8xf32>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %2 = arith.subi %c8, %arg1 : index
// CHECK-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:   %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:   %4 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:   %8 = arith.cmpi slt, %cst, %7 : vector<4xi32>
// CHECK-NEXT:   %9 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %10 = llvm.getelementptr %9[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.intr.masked.store %arg2, %10, %8 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:   return
// CHECK-LABEL: func.func @r_oob_2d_mask(%arg0: memref<?x8xi32>, %arg1: index, %arg2: index, %arg3: i32, %arg4: vector<4xi1>) -> vector<4xi32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x8xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %3 = arith.subi %c8, %arg2 : index
// CHECK-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:   %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT:   %5 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:   %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %7 = llvm.insertelement %4, %5[%6 : i32] : vector<4xi32>
// CHECK-NEXT:   %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:   %9 = arith.cmpi slt, %cst, %8 : vector<4xi32>
// CHECK-NEXT:   %10 = arith.andi %9, %arg4 : vector<4xi1>
// CHECK-NEXT:   %11 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:   %12 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %13 = llvm.insertelement %arg3, %11[%12 : i32] : vector<4xi32>
// CHECK-NEXT:   %14 = llvm.shufflevector %13, %11 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:   %15 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %16 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %17 = llvm.mul %1, %16 : i64
// CHECK-NEXT:   %18 = llvm.add %17, %0 : i64
// CHECK-NEXT:   %19 = llvm.getelementptr %15[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   %20 = llvm.intr.masked.load %19, %10, %14 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:   return %20 : vector<4xi32>
// CHECK-LABEL: func.func @w_oob_dyn(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:   %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:   %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:   %4 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:   %8 = arith.cmpi slt, %cst, %7 : vector<4xi32>
// CHECK-NEXT:   %9 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %10 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %11 = llvm.mul %0, %10 : i64
// CHECK-NEXT:   %12 = llvm.add %11, %0 : i64
// CHECK-NEXT:   %13 = llvm.getelementptr %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.intr.masked.store %arg2, %13, %8 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:   return
// CHECK-LABEL: func.func @w_mask(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: vector<4xi1>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.intr.masked.store %arg2, %3, %arg3 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:   return

func.func @r_inb(%m: memref<?x?xf32>, %i: index, %s: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %m[%i, %i], %s {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @r_oob(%m: memref<?xf32>, %i: index, %s: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %m[%i], %s : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @r_mask(%m: memref<?xf32>, %i: index, %s: f32, %k: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.transfer_read %m[%i], %s, %k {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @w_inb(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  return
}
func.func @w_oob(%m: memref<8xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<8xf32>
  return
}
func.func @r_oob_2d_mask(%m: memref<?x8xi32>, %i: index, %j: index, %s: i32, %k: vector<4xi1>) -> vector<4xi32> {
  %0 = vector.transfer_read %m[%i, %j], %s, %k : memref<?x8xi32>, vector<4xi32>
  return %0 : vector<4xi32>
}
func.func @w_oob_dyn(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  return
}
func.func @w_mask(%m: memref<?xf32>, %i: index, %v: vector<4xf32>, %k: vector<4xi1>) {
  vector.transfer_write %v, %m[%i], %k {in_bounds = [true]} : vector<4xf32>, memref<?xf32>
  return
}
