// --convert-vector-to-scf='full-unroll=true target-rank=0': unrolled down to
// 0-D transfers (a 1-D slice's element extracted and broadcast to a 0-D
// vector). The CHECK lines are mlir-opt-19's output.
// RUN: rulir-opt %s '--convert-vector-to-scf=full-unroll=true target-rank=0' | FileCheck %s
// RUN: %mlir_opt %s '--convert-vector-to-scf=full-unroll=true target-rank=0' | FileCheck %s

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @r0(%arg0: memref<?x?xf32>, %arg1: index) -> vector<2x2xf32> {
// CHECK-DAG: %cst = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK:        %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:   %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT:   %1 = scf.if %0 -> (vector<2x2xf32>) {
// CHECK-NEXT:     %11 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT:     %12 = vector.insert %11, %cst_0 [0, 0] : vector<f32> into vector<2x2xf32>
// CHECK-NEXT:     scf.yield %12 : vector<2x2xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %cst_0 : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_1 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:   %2 = affine.apply #map()[%arg1]
// CHECK-NEXT:   %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT:   %4 = scf.if %3 -> (vector<2x2xf32>) {
// CHECK-NEXT:     %11 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %12 = vector.transfer_read %arg0[%arg1, %11], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT:     %13 = vector.insert %12, %1 [0, 1] : vector<f32> into vector<2x2xf32>
// CHECK-NEXT:     scf.yield %13 : vector<2x2xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %1 : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %5 = affine.apply #map()[%arg1]
// CHECK-NEXT:   %dim_2 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:   %6 = arith.cmpi sgt, %dim_2, %arg1 : index
// CHECK-NEXT:   %7 = scf.if %6 -> (vector<2x2xf32>) {
// CHECK-NEXT:     %11 = vector.transfer_read %arg0[%5, %arg1], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT:     %12 = vector.insert %11, %4 [1, 0] : vector<f32> into vector<2x2xf32>
// CHECK-NEXT:     scf.yield %12 : vector<2x2xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %4 : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_3 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:   %8 = affine.apply #map()[%arg1]
// CHECK-NEXT:   %9 = arith.cmpi sgt, %dim_3, %8 : index
// CHECK-NEXT:   %10 = scf.if %9 -> (vector<2x2xf32>) {
// CHECK-NEXT:     %11 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %12 = vector.transfer_read %arg0[%5, %11], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT:     %13 = vector.insert %12, %7 [1, 1] : vector<f32> into vector<2x2xf32>
// CHECK-NEXT:     scf.yield %13 : vector<2x2xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %7 : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %10 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @w0(%arg0: vector<2x2xf32>, %arg1: memref<?x?xf32>, %arg2: index) {
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK:        %dim = memref.dim %arg1, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %0 = arith.cmpi sgt, %dim, %arg2 : index
// CHECK-NEXT:   scf.if %0 {
// CHECK-NEXT:     %3 = vector.extract %arg0[0, 0] : f32 from vector<2x2xf32>
// CHECK-NEXT:     %4 = vector.broadcast %3 : f32 to vector<f32>
// CHECK-NEXT:     vector.transfer_write %4, %arg1[%arg2, %arg2] : vector<f32>, memref<?x?xf32>
// CHECK-NEXT:     %5 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %6 = vector.extract %arg0[0, 1] : f32 from vector<2x2xf32>
// CHECK-NEXT:     %7 = vector.broadcast %6 : f32 to vector<f32>
// CHECK-NEXT:     vector.transfer_write %7, %arg1[%arg2, %5] : vector<f32>, memref<?x?xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_0 = memref.dim %arg1, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %1 = affine.apply #map()[%arg2]
// CHECK-NEXT:   %2 = arith.cmpi sgt, %dim_0, %1 : index
// CHECK-NEXT:   scf.if %2 {
// CHECK-NEXT:     %3 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %4 = vector.extract %arg0[1, 0] : f32 from vector<2x2xf32>
// CHECK-NEXT:     %5 = vector.broadcast %4 : f32 to vector<f32>
// CHECK-NEXT:     vector.transfer_write %5, %arg1[%3, %arg2] : vector<f32>, memref<?x?xf32>
// CHECK-NEXT:     %6 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %7 = vector.extract %arg0[1, 1] : f32 from vector<2x2xf32>
// CHECK-NEXT:     %8 = vector.broadcast %7 : f32 to vector<f32>
// CHECK-NEXT:     vector.transfer_write %8, %arg1[%3, %6] : vector<f32>, memref<?x?xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @r0(%m: memref<?x?xf32>, %i: index) -> vector<2x2xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, false]} : memref<?x?xf32>, vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
func.func @w0(%v: vector<2x2xf32>, %m: memref<?x?xf32>, %i: index) {
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [false, true]} : vector<2x2xf32>, memref<?x?xf32>
  return
}
