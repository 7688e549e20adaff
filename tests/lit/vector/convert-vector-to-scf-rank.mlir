// --convert-vector-to-scf=target-rank=2: transfers of rank 2 stay, those of
// rank 3 lose one dimension. The CHECK lines are mlir-opt-19's output.
// RUN: rulir-opt %s '--convert-vector-to-scf=target-rank=2' | FileCheck %s
// RUN: %mlir_opt %s '--convert-vector-to-scf=target-rank=2' | FileCheck %s

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @write3d(%arg0: vector<2x3x4xf32>, %arg1: memref<?x?x?xf32>, %arg2: index) {
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK:        %alloca = memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK-NEXT:   memref.store %arg0, %alloca[] : memref<vector<2x3x4xf32>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK-NEXT:   scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:     %dim = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// CHECK-NEXT:     %1 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:     %2 = arith.cmpi sgt, %dim, %1 : index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:       %3 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:       %4 = memref.load %0[%arg3] : memref<2xvector<3x4xf32>>
// CHECK-NEXT:       vector.transfer_write %4, %arg1[%3, %c0, %arg2] {in_bounds = [true, false]} : vector<3x4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inloop(%arg0: memref<8x8xf32>, %arg1: index) -> vector<2x4xf32> {
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %cst = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK:        %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst_0) -> (vector<2x4xf32>) {
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%arg2, %arg2], %cst : memref<8x8xf32>, vector<2x4xf32>
// CHECK-NEXT:     %2 = arith.addf %arg3, %1 : vector<2x4xf32>
// CHECK-NEXT:     vector.transfer_write %2, %arg0[%c1, %arg2] {in_bounds = [true, false]} : vector<2x4xf32>, memref<8x8xf32>
// CHECK-NEXT:     scf.yield %2 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ints(%arg0: memref<?x?xi32>, %arg1: index) -> vector<3x2xi32> {
// CHECK-DAG: %c7_i32 = arith.constant 7 : i32
// CHECK:        %0 = vector.transfer_read %arg0[%arg1, %arg1], %c7_i32 {in_bounds = [false, true]} : memref<?x?xi32>, vector<3x2xi32>
// CHECK-NEXT:   return %0 : vector<3x2xi32>
// CHECK-NEXT: }

func.func @write3d(%v: vector<2x3x4xf32>, %m: memref<?x?x?xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %c0, %i] {in_bounds = [false, true, false]} : vector<2x3x4xf32>, memref<?x?x?xf32>
  return
}
func.func @inloop(%m: memref<8x8xf32>, %n: index) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 1.0 : f32
  %z = arith.constant dense<0.0> : vector<2x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> vector<2x4xf32> {
    %0 = vector.transfer_read %m[%i, %i], %pad : memref<8x8xf32>, vector<2x4xf32>
    %1 = arith.addf %acc, %0 : vector<2x4xf32>
    vector.transfer_write %1, %m[%c1, %i] : vector<2x4xf32>, memref<8x8xf32>
    scf.yield %1 : vector<2x4xf32>
  }
  return %r : vector<2x4xf32>
}
func.func @ints(%m: memref<?x?xi32>, %i: index) -> vector<3x2xi32> {
  %pad = arith.constant 7 : i32
  %0 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [false, true]} : memref<?x?xi32>, vector<3x2xi32>
  return %0 : vector<3x2xi32>
}
