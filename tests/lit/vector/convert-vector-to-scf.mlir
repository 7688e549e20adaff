// --convert-vector-to-scf (rules/convert-vector-to-scf.rules): n-D transfer_read
// and transfer_write on memrefs unrolled over their leading dimension
// through a buffer (memref.alloca, vector.type_cast, scf.for), with the
// in-bounds guards (scf.if) where a dimension may be out of bounds, down to
// 1-D transfers; allocas go to the nearest allocation scope (an scf.for's
// body). The CHECK lines are mlir-opt-19's output.
// RUN: rulir-opt %s '--convert-vector-to-scf' | FileCheck %s
// RUN: %mlir_opt %s '--convert-vector-to-scf' | FileCheck %s

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-DAG: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-DAG: #map2 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-LABEL: func.func @read2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<2x4xf32> {
// CHECK-DAG: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK:        %alloca = memref.alloca() : memref<vector<2x4xf32>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
// CHECK-NEXT:   scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:     %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       %4 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %5 = vector.transfer_read %arg0[%4, %arg2], %cst_0 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:       memref.store %5, %0[%arg3] : memref<2xvector<4xf32>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.store %cst, %0[%arg3] : memref<2xvector<4xf32>>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = memref.load %alloca[] : memref<vector<2x4xf32>>
// CHECK-NEXT:   return %1 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write2d(%arg0: vector<2x4xf32>, %arg1: memref<?x?xf32>, %arg2: index, %arg3: index) {
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK:        %alloca = memref.alloca() : memref<vector<2x4xf32>>
// CHECK-NEXT:   memref.store %arg0, %alloca[] : memref<vector<2x4xf32>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
// CHECK-NEXT:   scf.for %arg4 = %c0 to %c2 step %c1 {
// CHECK-NEXT:     %dim = memref.dim %arg1, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %1 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT:     %2 = arith.cmpi sgt, %dim, %1 : index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:       %3 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT:       %4 = memref.load %0[%arg4] : memref<2xvector<4xf32>>
// CHECK-NEXT:       vector.transfer_write %4, %arg1[%3, %arg3] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read3d_static(%arg0: memref<4x5x6xf32>) -> vector<2x3x4xf32> {
// CHECK-DAG: %c3 = arith.constant 3 : index
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %cst = arith.constant 0.000000e+00 : f32
// CHECK:        %alloca = memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK-NEXT:   scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT:     %2 = affine.apply #map1(%arg1)
// CHECK-NEXT:     %3 = vector.type_cast %0 : memref<2xvector<3x4xf32>> to memref<2x3xvector<4xf32>>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %4 = vector.transfer_read %arg0[%2, %arg2, %c1], %cst {in_bounds = [true]} : memref<4x5x6xf32>, vector<4xf32>
// CHECK-NEXT:       memref.store %4, %3[%arg1, %arg2] : memref<2x3xvector<4xf32>>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = memref.load %alloca[] : memref<vector<2x3x4xf32>>
// CHECK-NEXT:   return %1 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write3d(%arg0: vector<2x3x4xf32>, %arg1: memref<?x?x?xf32>, %arg2: index) {
// CHECK-DAG: %c3 = arith.constant 3 : index
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
// CHECK-NEXT:       %4 = vector.type_cast %0 : memref<2xvector<3x4xf32>> to memref<2x3xvector<4xf32>>
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT:         %5 = memref.load %4[%arg3, %arg4] : memref<2x3xvector<4xf32>>
// CHECK-NEXT:         vector.transfer_write %5, %arg1[%3, %arg4, %arg2] : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inloop(%arg0: memref<8x8xf32>, %arg1: index) -> vector<2x4xf32> {
// CHECK-DAG: %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-DAG: %c8 = arith.constant 8 : index
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %cst_1 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK:        %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst_1) -> (vector<2x4xf32>) {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<2x4xf32>>
// CHECK-NEXT:     %alloca_2 = memref.alloca() : memref<vector<2x4xf32>>
// CHECK-NEXT:     %1 = vector.type_cast %alloca : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
// CHECK-NEXT:     scf.for %arg4 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %5 = affine.apply #map2(%arg2, %arg4)
// CHECK-NEXT:       %6 = arith.cmpi slt, %5, %c8 : index
// CHECK-NEXT:       scf.if %6 {
// CHECK-NEXT:         %7 = affine.apply #map2(%arg2, %arg4)
// CHECK-NEXT:         %8 = vector.transfer_read %arg0[%7, %arg2], %cst_0 : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT:         memref.store %8, %1[%arg4] : memref<2xvector<4xf32>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %cst, %1[%arg4] : memref<2xvector<4xf32>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = memref.load %alloca[] : memref<vector<2x4xf32>>
// CHECK-NEXT:     %3 = arith.addf %arg3, %2 : vector<2x4xf32>
// CHECK-NEXT:     memref.store %3, %alloca_2[] : memref<vector<2x4xf32>>
// CHECK-NEXT:     %4 = vector.type_cast %alloca_2 : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
// CHECK-NEXT:     scf.for %arg4 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %5 = affine.apply #map1(%arg4)
// CHECK-NEXT:       %6 = memref.load %4[%arg4] : memref<2xvector<4xf32>>
// CHECK-NEXT:       vector.transfer_write %6, %arg0[%5, %arg2] : vector<4xf32>, memref<8x8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %3 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ints(%arg0: memref<?x?xi32>, %arg1: index) -> vector<3x2xi32> {
// CHECK-DAG: %cst = arith.constant dense<7> : vector<2xi32>
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c3 = arith.constant 3 : index
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %c7_i32 = arith.constant 7 : i32
// CHECK:        %alloca = memref.alloca() : memref<vector<3x2xi32>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<3x2xi32>> to memref<3xvector<2xi32>>
// CHECK-NEXT:   scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xi32>
// CHECK-NEXT:     %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:     %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       %4 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:       %5 = vector.transfer_read %arg0[%4, %arg1], %c7_i32 {in_bounds = [true]} : memref<?x?xi32>, vector<2xi32>
// CHECK-NEXT:       memref.store %5, %0[%arg2] : memref<3xvector<2xi32>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.store %cst, %0[%arg2] : memref<3xvector<2xi32>>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = memref.load %alloca[] : memref<vector<3x2xi32>>
// CHECK-NEXT:   return %1 : vector<3x2xi32>
// CHECK-NEXT: }

func.func @read2d(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<2x4xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @write2d(%v: vector<2x4xf32>, %m: memref<?x?xf32>, %i: index, %j: index) {
  vector.transfer_write %v, %m[%i, %j] : vector<2x4xf32>, memref<?x?xf32>
  return
}
func.func @read3d_static(%m: memref<4x5x6xf32>) -> vector<2x3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = vector.transfer_read %m[%c1, %c0, %c1], %pad {in_bounds = [true, false, true]} : memref<4x5x6xf32>, vector<2x3x4xf32>
  return %0 : vector<2x3x4xf32>
}
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
