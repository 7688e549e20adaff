// --convert-vector-to-scf=full-unroll=true: the transfers unrolled with no
// buffer, slices gathered with vector.insert (into the vector an insert of
// the read went to) and taken with vector.extract; guards as scf.if with
// results. The CHECK lines are mlir-opt-19's output.
// RUN: rulir-opt %s '--convert-vector-to-scf=full-unroll=true' | FileCheck %s
// RUN: %mlir_opt %s '--convert-vector-to-scf=full-unroll=true' | FileCheck %s

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-DAG: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-DAG: #map2 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-LABEL: func.func @read2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<2x4xf32> {
// CHECK-DAG: %cst = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK:        %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT:   %1 = scf.if %0 -> (vector<2x4xf32>) {
// CHECK-NEXT:     %5 = vector.transfer_read %arg0[%arg1, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:     %6 = vector.insert %5, %cst_0 [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT:     scf.yield %6 : vector<2x4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %cst_0 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %2 = affine.apply #map()[%arg1]
// CHECK-NEXT:   %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT:   %4 = scf.if %3 -> (vector<2x4xf32>) {
// CHECK-NEXT:     %5 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %6 = vector.transfer_read %arg0[%5, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:     %7 = vector.insert %6, %1 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT:     scf.yield %7 : vector<2x4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %1 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %4 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write2d(%arg0: vector<2x4xf32>, %arg1: memref<?x?xf32>, %arg2: index, %arg3: index) {
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK:        %dim = memref.dim %arg1, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %0 = arith.cmpi sgt, %dim, %arg2 : index
// CHECK-NEXT:   scf.if %0 {
// CHECK-NEXT:     %3 = vector.extract %arg0[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:     vector.transfer_write %3, %arg1[%arg2, %arg3] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_0 = memref.dim %arg1, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %1 = affine.apply #map()[%arg2]
// CHECK-NEXT:   %2 = arith.cmpi sgt, %dim_0, %1 : index
// CHECK-NEXT:   scf.if %2 {
// CHECK-NEXT:     %3 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %4 = vector.extract %arg0[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:     vector.transfer_write %4, %arg1[%3, %arg3] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read3d_static(%arg0: memref<4x5x6xf32>) -> vector<2x3x4xf32> {
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK-DAG: %cst = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3x4xf32>
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK:        %0 = vector.transfer_read %arg0[%c1, %c0, %c1], %cst {in_bounds = [true]} : memref<4x5x6xf32>, vector<4xf32>
// CHECK-NEXT:   %1 = vector.insert %0, %cst_0 [0, 0] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:   %2 = vector.transfer_read %arg0[%c1, %c1, %c1], %cst {in_bounds = [true]} : memref<4x5x6xf32>, vector<4xf32>
// CHECK-NEXT:   %3 = vector.insert %2, %1 [0, 1] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:   %4 = vector.transfer_read %arg0[%c1, %c2, %c1], %cst {in_bounds = [true]} : memref<4x5x6xf32>, vector<4xf32>
// CHECK-NEXT:   %5 = vector.insert %4, %3 [0, 2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:   %6 = vector.transfer_read %arg0[%c2, %c0, %c1], %cst {in_bounds = [true]} : memref<4x5x6xf32>, vector<4xf32>
// CHECK-NEXT:   %7 = vector.insert %6, %5 [1, 0] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:   %8 = vector.transfer_read %arg0[%c2, %c1, %c1], %cst {in_bounds = [true]} : memref<4x5x6xf32>, vector<4xf32>
// CHECK-NEXT:   %9 = vector.insert %8, %7 [1, 1] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:   %10 = vector.transfer_read %arg0[%c2, %c2, %c1], %cst {in_bounds = [true]} : memref<4x5x6xf32>, vector<4xf32>
// CHECK-NEXT:   %11 = vector.insert %10, %9 [1, 2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:   return %11 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write3d(%arg0: vector<2x3x4xf32>, %arg1: memref<?x?x?xf32>, %arg2: index) {
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK:        %dim = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// CHECK-NEXT:   %0 = arith.cmpi sgt, %dim, %arg2 : index
// CHECK-NEXT:   scf.if %0 {
// CHECK-NEXT:     %3 = vector.extract %arg0[0, 0] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     vector.transfer_write %3, %arg1[%arg2, %c0, %arg2] : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:     %4 = vector.extract %arg0[0, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     vector.transfer_write %4, %arg1[%arg2, %c1, %arg2] : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:     %5 = vector.extract %arg0[0, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     vector.transfer_write %5, %arg1[%arg2, %c2, %arg2] : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_0 = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// CHECK-NEXT:   %1 = affine.apply #map()[%arg2]
// CHECK-NEXT:   %2 = arith.cmpi sgt, %dim_0, %1 : index
// CHECK-NEXT:   scf.if %2 {
// CHECK-NEXT:     %3 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %4 = vector.extract %arg0[1, 0] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     vector.transfer_write %4, %arg1[%3, %c0, %arg2] : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:     %5 = vector.extract %arg0[1, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     vector.transfer_write %5, %arg1[%3, %c1, %arg2] : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:     %6 = vector.extract %arg0[1, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     vector.transfer_write %6, %arg1[%3, %c2, %arg2] : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inloop(%arg0: memref<8x8xf32>, %arg1: index) -> vector<2x4xf32> {
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK-DAG: %c8 = arith.constant 8 : index
// CHECK-DAG: %cst = arith.constant dense<1.000000e+00> : vector<2x4xf32>
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %cst_1 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK:        %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst_1) -> (vector<2x4xf32>) {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg2, %c8 : index
// CHECK-NEXT:     %2 = scf.if %1 -> (vector<2x4xf32>) {
// CHECK-NEXT:       %9 = vector.transfer_read %arg0[%arg2, %arg2], %cst_0 : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT:       %10 = vector.insert %9, %cst [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT:       scf.yield %10 : vector<2x4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %cst : vector<2x4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = affine.apply #map1(%arg2)
// CHECK-NEXT:     %4 = arith.cmpi slt, %3, %c8 : index
// CHECK-NEXT:     %5 = scf.if %4 -> (vector<2x4xf32>) {
// CHECK-NEXT:       %9 = affine.apply #map1(%arg2)
// CHECK-NEXT:       %10 = vector.transfer_read %arg0[%9, %arg2], %cst_0 : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT:       %11 = vector.insert %10, %2 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT:       scf.yield %11 : vector<2x4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %2 : vector<2x4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %6 = arith.addf %arg3, %5 : vector<2x4xf32>
// CHECK-NEXT:     %7 = vector.extract %6[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:     vector.transfer_write %7, %arg0[%c1, %arg2] : vector<4xf32>, memref<8x8xf32>
// CHECK-NEXT:     %8 = vector.extract %6[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:     vector.transfer_write %8, %arg0[%c2, %arg2] : vector<4xf32>, memref<8x8xf32>
// CHECK-NEXT:     scf.yield %6 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ints(%arg0: memref<?x?xi32>, %arg1: index) -> vector<3x2xi32> {
// CHECK-DAG: %c7_i32 = arith.constant 7 : i32
// CHECK-DAG: %cst = arith.constant dense<7> : vector<3x2xi32>
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK:        %dim = memref.dim %arg0, %c0 : memref<?x?xi32>
// CHECK-NEXT:   %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT:   %1 = scf.if %0 -> (vector<3x2xi32>) {
// CHECK-NEXT:     %8 = vector.transfer_read %arg0[%arg1, %arg1], %c7_i32 {in_bounds = [true]} : memref<?x?xi32>, vector<2xi32>
// CHECK-NEXT:     %9 = vector.insert %8, %cst [0] : vector<2xi32> into vector<3x2xi32>
// CHECK-NEXT:     scf.yield %9 : vector<3x2xi32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %cst : vector<3x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_0 = memref.dim %arg0, %c0 : memref<?x?xi32>
// CHECK-NEXT:   %2 = affine.apply #map()[%arg1]
// CHECK-NEXT:   %3 = arith.cmpi sgt, %dim_0, %2 : index
// CHECK-NEXT:   %4 = scf.if %3 -> (vector<3x2xi32>) {
// CHECK-NEXT:     %8 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %9 = vector.transfer_read %arg0[%8, %arg1], %c7_i32 {in_bounds = [true]} : memref<?x?xi32>, vector<2xi32>
// CHECK-NEXT:     %10 = vector.insert %9, %1 [1] : vector<2xi32> into vector<3x2xi32>
// CHECK-NEXT:     scf.yield %10 : vector<3x2xi32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %1 : vector<3x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_1 = memref.dim %arg0, %c0 : memref<?x?xi32>
// CHECK-NEXT:   %5 = affine.apply #map2()[%arg1]
// CHECK-NEXT:   %6 = arith.cmpi sgt, %dim_1, %5 : index
// CHECK-NEXT:   %7 = scf.if %6 -> (vector<3x2xi32>) {
// CHECK-NEXT:     %8 = affine.apply #map2()[%arg1]
// CHECK-NEXT:     %9 = vector.transfer_read %arg0[%8, %arg1], %c7_i32 {in_bounds = [true]} : memref<?x?xi32>, vector<2xi32>
// CHECK-NEXT:     %10 = vector.insert %9, %4 [2] : vector<2xi32> into vector<3x2xi32>
// CHECK-NEXT:     scf.yield %10 : vector<3x2xi32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %4 : vector<3x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %7 : vector<3x2xi32>
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
