// --lower-vector-mask: masks that are all true (a splat true constant, a
// constant_mask of the whole shape) fold away, leaving the op they held;
// a mask around a transfer_write of several dims becomes its mask operand;
// masks around a reduction (lowered by --convert-vector-to-llvm), a
// create_mask (not folded by MLIR 19) or a maskedstore stay; an empty
// mask goes. The CHECK lines are mlir-opt-19's output (constants in any
// order).
// RUN: rulir-opt %s --lower-vector-mask | FileCheck %s
// RUN: %mlir_opt %s --lower-vector-mask | FileCheck %s

// CHECK-LABEL: func.func @alltrue(%arg0: memref<?xf32>, %arg1: index) -> vector<8xf32> {
// CHECK-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 0.000000e+00 : f32
// CHECK:        %0 = vector.transfer_read %arg0[%arg1], [[CST]] : memref<?xf32>, vector<8xf32>
// CHECK-NEXT:   return %0 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alltrue_red(%arg0: vector<8xf32>) -> f32 {
// CHECK:        %0 = vector.reduction <add>, %arg0 : vector<8xf32> into f32
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cm(%arg0: vector<8xf32>, %arg1: index) -> f32 {
// CHECK-DAG: [[C8:%[a-z0-9_]+]] = arith.constant 8 : index
// CHECK:        %0 = vector.create_mask [[C8]] : vector<8xi1>
// CHECK-NEXT:   %1 = vector.mask %0 { vector.reduction <add>, %arg0 : vector<8xf32> into f32 } : vector<8xi1> -> f32
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty(%arg0: vector<8xf32>, %arg1: vector<8xi1>) {
// CHECK:        return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mst(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<8xi1>, %arg3: vector<8xi1>, %arg4: vector<8xf32>) {
// CHECK:        vector.mask %arg2 { vector.maskedstore %arg0[%arg1], %arg3, %arg4 : memref<?xf32>, vector<8xi1>, vector<8xf32> } : vector<8xi1>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mw2(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4x8xi1>, %arg3: vector<4x8xf32>) {
// CHECK:        vector.transfer_write %arg3, %arg0[%arg1, %arg1], %arg2 {in_bounds = [true, false]} : vector<4x8xf32>, memref<?x?xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @alltrue(%A: memref<?xf32>, %i: index) -> vector<8xf32> {
  %pad = arith.constant 0.0 : f32
  %m = vector.constant_mask [8] : vector<8xi1>
  %r = vector.mask %m { vector.transfer_read %A[%i], %pad : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %r : vector<8xf32>
}
func.func @alltrue_red(%v: vector<8xf32>) -> f32 {
  %m = arith.constant dense<true> : vector<8xi1>
  %r = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %r : f32
}
func.func @cm(%v: vector<8xf32>, %n: index) -> f32 {
  %c8 = arith.constant 8 : index
  %m = vector.create_mask %c8 : vector<8xi1>
  %r = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %r : f32
}
func.func @empty(%v: vector<8xf32>, %m: vector<8xi1>) {
  vector.mask %m { vector.yield } : vector<8xi1>
  return
}
func.func @mst(%A: memref<?xf32>, %i: index, %m: vector<8xi1>, %k: vector<8xi1>, %v: vector<8xf32>) {
  vector.mask %m { vector.maskedstore %A[%i], %k, %v : memref<?xf32>, vector<8xi1>, vector<8xf32> } : vector<8xi1>
  return
}
func.func @mw2(%A: memref<?x?xf32>, %i: index, %m: vector<4x8xi1>, %v: vector<4x8xf32>) {
  vector.mask %m { vector.transfer_write %v, %A[%i, %i] {in_bounds = [true, false]} : vector<4x8xf32>, memref<?x?xf32> } : vector<4x8xi1>
  return
}
