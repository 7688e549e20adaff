// --convert-vector-to-scf edge cases: a masked transposed read with a
// scalable dim (transposed, then left: its leading dim is scalable), a
// strided read of a scalable 1-D vector (an element loop of vscale * 4
// trips), a masked transposed write of index elements, a 0-D write (left).
// The CHECK lines are mlir-opt-19's output (constants in any order).
// RUN: rulir-opt %s --convert-vector-to-scf | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-scf | FileCheck %s
// RUN: rulir-opt %s '--convert-vector-to-scf=full-unroll=true' | FileCheck %s --check-prefix=UNROLL
// RUN: %mlir_opt %s '--convert-vector-to-scf=full-unroll=true' | FileCheck %s --check-prefix=UNROLL

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @scal(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<[4]x3xi1>) -> vector<3x[4]xf32> {
// CHECK-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 0.000000e+00 : f32
// CHECK:        %0 = vector.transfer_read %arg0[%arg1, %arg1], [[CST]], %arg2 : memref<?x?xf32>, vector<[4]x3xf32>
// CHECK-NEXT:   %1 = vector.transpose %0, [1, 0] : vector<[4]x3xf32> to vector<3x[4]xf32>
// CHECK-NEXT:   return %1 : vector<3x[4]xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scal1(%arg0: memref<?x?xf32>, %arg1: index) -> vector<[4]xf32> {
// CHECK-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<0.000000e+00> : vector<[4]xf32>
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// CHECK:        %vscale = vector.vscale
// CHECK-NEXT:   %c4_vscale = arith.muli %vscale, [[C4]] : index
// CHECK-NEXT:   %0 = scf.for %arg2 = [[C0]] to %c4_vscale step [[C1]] iter_args(%arg3 = [[CST]]) -> (vector<[4]xf32>) {
// CHECK-NEXT:     %1 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// CHECK-NEXT:     %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:     %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:     %4 = scf.if %3 -> (vector<[4]xf32>) {
// CHECK-NEXT:       %5 = memref.load %arg0[%1, %arg1] : memref<?x?xf32>
// CHECK-NEXT:       %6 = vector.insertelement %5, %arg3[%arg2 : index] : vector<[4]xf32>
// CHECK-NEXT:       scf.yield %6 : vector<[4]xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3 : vector<[4]xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %4 : vector<[4]xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : vector<[4]xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @idx(%arg0: memref<?x?xindex>, %arg1: index, %arg2: vector<2x3xindex>, %arg3: vector<3x2xi1>) {
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[C3:%[a-z0-9_]+]] = arith.constant 3 : index
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK:        %alloca = memref.alloca() : memref<vector<3x2xindex>>
// CHECK-NEXT:   %alloca_0 = memref.alloca() : memref<vector<3x2xi1>>
// CHECK-NEXT:   %0 = vector.transpose %arg2, [1, 0] : vector<2x3xindex> to vector<3x2xindex>
// CHECK-NEXT:   memref.store %arg3, %alloca_0[] : memref<vector<3x2xi1>>
// CHECK-NEXT:   memref.store %0, %alloca[] : memref<vector<3x2xindex>>
// CHECK-NEXT:   %1 = vector.type_cast %alloca : memref<vector<3x2xindex>> to memref<3xvector<2xindex>>
// CHECK-NEXT:   %2 = vector.type_cast %alloca_0 : memref<vector<3x2xi1>> to memref<3xvector<2xi1>>
// CHECK-NEXT:   scf.for %arg4 = [[C0]] to [[C3]] step [[C1]] {
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xindex>
// CHECK-NEXT:     %3 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:     %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT:     scf.if %4 {
// CHECK-NEXT:       %5 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:       %6 = memref.load %1[%arg4] : memref<3xvector<2xindex>>
// CHECK-NEXT:       %7 = memref.load %2[%arg4] : memref<3xvector<2xi1>>
// CHECK-NEXT:       vector.transfer_write %6, %arg0[%5, %arg1], %7 : vector<2xindex>, memref<?x?xindex>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank0(%arg0: memref<f32>, %arg1: vector<f32>) {
// CHECK:        vector.transfer_write %arg1, %arg0[] : vector<f32>, memref<f32>
// CHECK-NEXT:   return
// CHECK-NEXT: }

// UNROLL-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// UNROLL-DAG: #map1 = affine_map<()[s0] -> (s0 + 1)>
// UNROLL-DAG: #map2 = affine_map<()[s0] -> (s0 + 2)>
// UNROLL-LABEL: func.func @scal(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<[4]x3xi1>) -> vector<3x[4]xf32> {
// UNROLL-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 0.000000e+00 : f32
// UNROLL:        %0 = vector.transfer_read %arg0[%arg1, %arg1], [[CST]], %arg2 : memref<?x?xf32>, vector<[4]x3xf32>
// UNROLL-NEXT:   %1 = vector.transpose %0, [1, 0] : vector<[4]x3xf32> to vector<3x[4]xf32>
// UNROLL-NEXT:   return %1 : vector<3x[4]xf32>
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @scal1(%arg0: memref<?x?xf32>, %arg1: index) -> vector<[4]xf32> {
// UNROLL-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<0.000000e+00> : vector<[4]xf32>
// UNROLL-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// UNROLL:        %vscale = vector.vscale
// UNROLL-NEXT:   %c4_vscale = arith.muli %vscale, [[C4]] : index
// UNROLL-NEXT:   %0 = scf.for %arg2 = [[C0]] to %c4_vscale step [[C1]] iter_args(%arg3 = [[CST]]) -> (vector<[4]xf32>) {
// UNROLL-NEXT:     %1 = affine.apply #map(%arg2)[%arg1]
// UNROLL-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:     %2 = affine.apply #map(%arg2)[%arg1]
// UNROLL-NEXT:     %3 = arith.cmpi sgt, %dim, %2 : index
// UNROLL-NEXT:     %4 = scf.if %3 -> (vector<[4]xf32>) {
// UNROLL-NEXT:       %5 = memref.load %arg0[%1, %arg1] : memref<?x?xf32>
// UNROLL-NEXT:       %6 = vector.insertelement %5, %arg3[%arg2 : index] : vector<[4]xf32>
// UNROLL-NEXT:       scf.yield %6 : vector<[4]xf32>
// UNROLL-NEXT:     } else {
// UNROLL-NEXT:       scf.yield %arg3 : vector<[4]xf32>
// UNROLL-NEXT:     }
// UNROLL-NEXT:     scf.yield %4 : vector<[4]xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return %0 : vector<[4]xf32>
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @idx(%arg0: memref<?x?xindex>, %arg1: index, %arg2: vector<2x3xindex>, %arg3: vector<3x2xi1>) {
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL:        %0 = vector.transpose %arg2, [1, 0] : vector<2x3xindex> to vector<3x2xindex>
// UNROLL-NEXT:   %dim = memref.dim %arg0, [[C0]] : memref<?x?xindex>
// UNROLL-NEXT:   %1 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT:   scf.if %1 {
// UNROLL-NEXT:     %6 = vector.extract %0[0] : vector<2xindex> from vector<3x2xindex>
// UNROLL-NEXT:     %7 = vector.extract %arg3[0] : vector<2xi1> from vector<3x2xi1>
// UNROLL-NEXT:     vector.transfer_write %6, %arg0[%arg1, %arg1], %7 : vector<2xindex>, memref<?x?xindex>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_0 = memref.dim %arg0, [[C0]] : memref<?x?xindex>
// UNROLL-NEXT:   %2 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:   %3 = arith.cmpi sgt, %dim_0, %2 : index
// UNROLL-NEXT:   scf.if %3 {
// UNROLL-NEXT:     %6 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:     %7 = vector.extract %0[1] : vector<2xindex> from vector<3x2xindex>
// UNROLL-NEXT:     %8 = vector.extract %arg3[1] : vector<2xi1> from vector<3x2xi1>
// UNROLL-NEXT:     vector.transfer_write %7, %arg0[%6, %arg1], %8 : vector<2xindex>, memref<?x?xindex>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_1 = memref.dim %arg0, [[C0]] : memref<?x?xindex>
// UNROLL-NEXT:   %4 = affine.apply #map2()[%arg1]
// UNROLL-NEXT:   %5 = arith.cmpi sgt, %dim_1, %4 : index
// UNROLL-NEXT:   scf.if %5 {
// UNROLL-NEXT:     %6 = affine.apply #map2()[%arg1]
// UNROLL-NEXT:     %7 = vector.extract %0[2] : vector<2xindex> from vector<3x2xindex>
// UNROLL-NEXT:     %8 = vector.extract %arg3[2] : vector<2xi1> from vector<3x2xi1>
// UNROLL-NEXT:     vector.transfer_write %7, %arg0[%6, %arg1], %8 : vector<2xindex>, memref<?x?xindex>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @rank0(%arg0: memref<f32>, %arg1: vector<f32>) {
// UNROLL:        vector.transfer_write %arg1, %arg0[] : vector<f32>, memref<f32>
// UNROLL-NEXT:   return
// UNROLL-NEXT: }

func.func @scal(%A: memref<?x?xf32>, %i: index, %m: vector<[4]x3xi1>) -> vector<3x[4]xf32> {
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %A[%i, %i], %pad, %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<3x[4]xf32>
  return %r : vector<3x[4]xf32>
}
func.func @scal1(%A: memref<?x?xf32>, %i: index) -> vector<[4]xf32> {
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %A[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<[4]xf32>
  return %r : vector<[4]xf32>
}
func.func @idx(%A: memref<?x?xindex>, %i: index, %v: vector<2x3xindex>, %m: vector<3x2xi1>) {
  vector.transfer_write %v, %A[%i, %i], %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x3xindex>, memref<?x?xindex>
  return
}
func.func @rank0(%A: memref<f32>, %v: vector<f32>) {
  vector.transfer_write %v, %A[] : vector<f32>, memref<f32>
  return
}
