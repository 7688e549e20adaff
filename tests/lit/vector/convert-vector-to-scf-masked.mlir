// --convert-vector-to-scf on masked transfers: the mask goes through a
// buffer of its own (vector.type_cast, a memref.load per slice), or with
// full-unroll through vector.extract; a 1-D mask of an unpacked dimension
// is tested bit by bit (vector.extractelement, arith.andi with the bounds
// test); masked 1-D strided transfers become element loops. The CHECK
// lines are mlir-opt-19's output (constants in any order).
// RUN: rulir-opt %s --convert-vector-to-scf | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-scf | FileCheck %s
// RUN: rulir-opt %s '--convert-vector-to-scf=full-unroll=true' | FileCheck %s --check-prefix=UNROLL
// RUN: %mlir_opt %s '--convert-vector-to-scf=full-unroll=true' | FileCheck %s --check-prefix=UNROLL

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @masked_read_2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3x4xi1>) -> vector<3x4xf32> {
// CHECK-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<4xf32>
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[C3:%[a-z0-9_]+]] = arith.constant 3 : index
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-DAG: [[CST_0:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// CHECK:        %alloca = memref.alloca() : memref<vector<3x4xf32>>
// CHECK-NEXT:   %alloca_1 = memref.alloca() : memref<vector<3x4xi1>>
// CHECK-NEXT:   memref.store %arg3, %alloca_1[] : memref<vector<3x4xi1>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK-NEXT:   %1 = vector.type_cast %alloca_1 : memref<vector<3x4xi1>> to memref<3xvector<4xi1>>
// CHECK-NEXT:   scf.for %arg4 = [[C0]] to [[C3]] step [[C1]] {
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// CHECK-NEXT:     %3 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:     %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT:     scf.if %4 {
// CHECK-NEXT:       %5 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:       %6 = memref.load %1[%arg4] : memref<3xvector<4xi1>>
// CHECK-NEXT:       %7 = vector.transfer_read %arg0[%5, %arg2], [[CST_0]], %6 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:       memref.store %7, %0[%arg4] : memref<3xvector<4xf32>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.store [[CST]], %0[%arg4] : memref<3xvector<4xf32>>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %2 = memref.load %alloca[] : memref<vector<3x4xf32>>
// CHECK-NEXT:   return %2 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_write_2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3x4xi1>, %arg4: vector<3x4xf32>) {
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[C3:%[a-z0-9_]+]] = arith.constant 3 : index
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK:        %alloca = memref.alloca() : memref<vector<3x4xf32>>
// CHECK-NEXT:   %alloca_0 = memref.alloca() : memref<vector<3x4xi1>>
// CHECK-NEXT:   memref.store %arg3, %alloca_0[] : memref<vector<3x4xi1>>
// CHECK-NEXT:   memref.store %arg4, %alloca[] : memref<vector<3x4xf32>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK-NEXT:   %1 = vector.type_cast %alloca_0 : memref<vector<3x4xi1>> to memref<3xvector<4xi1>>
// CHECK-NEXT:   scf.for %arg5 = [[C0]] to [[C3]] step [[C1]] {
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// CHECK-NEXT:     %2 = affine.apply #map(%arg5)[%arg1]
// CHECK-NEXT:     %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       %4 = affine.apply #map(%arg5)[%arg1]
// CHECK-NEXT:       %5 = memref.load %0[%arg5] : memref<3xvector<4xf32>>
// CHECK-NEXT:       %6 = memref.load %1[%arg5] : memref<3xvector<4xi1>>
// CHECK-NEXT:       vector.transfer_write %5, %arg0[%4, %arg2], %6 : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @m1d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3xi1>) -> vector<3x4xf32> {
// CHECK-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<4xf32>
// CHECK-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[C3:%[a-z0-9_]+]] = arith.constant 3 : index
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK:        %alloca = memref.alloca() : memref<vector<3x4xf32>>
// CHECK-NEXT:   %alloca_0 = memref.alloca() : memref<vector<3xi1>>
// CHECK-NEXT:   memref.store %arg3, %alloca_0[] : memref<vector<3xi1>>
// CHECK-NEXT:   %0 = memref.load %alloca_0[] : memref<vector<3xi1>>
// CHECK-NEXT:   %1 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK-NEXT:   scf.for %arg4 = [[C0]] to [[C3]] step [[C1]] {
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// CHECK-NEXT:     %3 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:     %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT:     %5 = vector.extractelement %0[%arg4 : index] : vector<3xi1>
// CHECK-NEXT:     %6 = arith.andi %4, %5 : i1
// CHECK-NEXT:     scf.if %6 {
// CHECK-NEXT:       %7 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:       %8 = scf.for %arg5 = [[C0]] to [[C4]] step [[C1]] iter_args(%arg6 = [[CST]]) -> (vector<4xf32>) {
// CHECK-NEXT:         %9 = memref.load %arg0[%7, %arg2] : memref<?x?xf32>
// CHECK-NEXT:         %10 = vector.insertelement %9, %arg6[%arg5 : index] : vector<4xf32>
// CHECK-NEXT:         scf.yield %10 : vector<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.store %8, %1[%arg4] : memref<3xvector<4xf32>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.store [[CST]], %1[%arg4] : memref<3xvector<4xf32>>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %2 = memref.load %alloca[] : memref<vector<3x4xf32>>
// CHECK-NEXT:   return %2 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @m3d(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: vector<2x3x4xi1>) -> vector<2x3x4xf32> {
// CHECK-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<4xf32>
// CHECK-DAG: [[CST_0:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<3x4xf32>
// CHECK-DAG: [[C3:%[a-z0-9_]+]] = arith.constant 3 : index
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[C2:%[a-z0-9_]+]] = arith.constant 2 : index
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-DAG: [[CST_1:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// CHECK:        %alloca = memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK-NEXT:   %alloca_2 = memref.alloca() : memref<vector<2x3x4xi1>>
// CHECK-NEXT:   memref.store %arg2, %alloca_2[] : memref<vector<2x3x4xi1>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK-NEXT:   %1 = vector.type_cast %alloca_2 : memref<vector<2x3x4xi1>> to memref<2xvector<3x4xi1>>
// CHECK-NEXT:   scf.for %arg3 = [[C0]] to [[C2]] step [[C1]] {
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?x?xf32>
// CHECK-NEXT:     %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:     %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT:     scf.if %4 {
// CHECK-NEXT:       %5 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %6 = vector.type_cast %0 : memref<2xvector<3x4xf32>> to memref<2x3xvector<4xf32>>
// CHECK-NEXT:       %7 = vector.type_cast %1 : memref<2xvector<3x4xi1>> to memref<2x3xvector<4xi1>>
// CHECK-NEXT:       scf.for %arg4 = [[C0]] to [[C3]] step [[C1]] {
// CHECK-NEXT:         %dim_3 = memref.dim %arg0, [[C1]] : memref<?x?x?xf32>
// CHECK-NEXT:         %8 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:         %9 = arith.cmpi sgt, %dim_3, %8 : index
// CHECK-NEXT:         scf.if %9 {
// CHECK-NEXT:           %10 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:           %11 = memref.load %7[%arg3, %arg4] : memref<2x3xvector<4xi1>>
// CHECK-NEXT:           %12 = vector.transfer_read %arg0[%5, %10, %arg1], [[CST_1]], %11 : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT:           memref.store %12, %6[%arg3, %arg4] : memref<2x3xvector<4xf32>>
// CHECK-NEXT:         } else {
// CHECK-NEXT:           memref.store [[CST]], %6[%arg3, %arg4] : memref<2x3xvector<4xf32>>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.store [[CST_0]], %0[%arg3] : memref<2xvector<3x4xf32>>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %2 = memref.load %alloca[] : memref<vector<2x3x4xf32>>
// CHECK-NEXT:   return %2 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sr_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4xi1>) -> vector<4xf32> {
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<4xf32>
// CHECK:        %0 = scf.for %arg4 = [[C0]] to [[C4]] step [[C1]] iter_args(%arg5 = [[CST]]) -> (vector<4xf32>) {
// CHECK-NEXT:     %1 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// CHECK-NEXT:     %2 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:     %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:     %4 = vector.extractelement %arg3[%arg4 : index] : vector<4xi1>
// CHECK-NEXT:     %5 = arith.andi %3, %4 : i1
// CHECK-NEXT:     %6 = scf.if %5 -> (vector<4xf32>) {
// CHECK-NEXT:       %7 = memref.load %arg0[%1, %arg2] : memref<?x?xf32>
// CHECK-NEXT:       %8 = vector.insertelement %7, %arg5[%arg4 : index] : vector<4xf32>
// CHECK-NEXT:       scf.yield %8 : vector<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg5 : vector<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %6 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4xf32>, %arg4: vector<4xi1>) {
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK:        %alloca = memref.alloca() : memref<vector<4x1xf32>>
// CHECK-NEXT:   %alloca_0 = memref.alloca() : memref<vector<4x1xi1>>
// CHECK-NEXT:   %0 = vector.broadcast %arg3 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:   %1 = vector.broadcast %arg4 : vector<4xi1> to vector<1x4xi1>
// CHECK-NEXT:   %2 = vector.transpose %1, [1, 0] : vector<1x4xi1> to vector<4x1xi1>
// CHECK-NEXT:   %3 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// CHECK-NEXT:   memref.store %2, %alloca_0[] : memref<vector<4x1xi1>>
// CHECK-NEXT:   memref.store %3, %alloca[] : memref<vector<4x1xf32>>
// CHECK-NEXT:   %4 = vector.type_cast %alloca : memref<vector<4x1xf32>> to memref<4xvector<1xf32>>
// CHECK-NEXT:   %5 = vector.type_cast %alloca_0 : memref<vector<4x1xi1>> to memref<4xvector<1xi1>>
// CHECK-NEXT:   scf.for %arg5 = [[C0]] to [[C4]] step [[C1]] {
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// CHECK-NEXT:     %6 = affine.apply #map(%arg5)[%arg1]
// CHECK-NEXT:     %7 = arith.cmpi sgt, %dim, %6 : index
// CHECK-NEXT:     scf.if %7 {
// CHECK-NEXT:       %8 = affine.apply #map(%arg5)[%arg1]
// CHECK-NEXT:       %9 = memref.load %4[%arg5] : memref<4xvector<1xf32>>
// CHECK-NEXT:       %10 = memref.load %5[%arg5] : memref<4xvector<1xi1>>
// CHECK-NEXT:       vector.transfer_write %9, %arg0[%8, %arg2], %10 {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }

// UNROLL-DAG: #map = affine_map<()[s0] -> (s0 + 1)>
// UNROLL-DAG: #map1 = affine_map<()[s0] -> (s0 + 2)>
// UNROLL-DAG: #map2 = affine_map<(d0)[s0] -> (d0 + s0)>
// UNROLL-DAG: #map3 = affine_map<()[s0] -> (s0 + 3)>
// UNROLL-LABEL: func.func @masked_read_2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3x4xi1>) -> vector<3x4xf32> {
// UNROLL-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// UNROLL-DAG: [[CST_0:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<3x4xf32>
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL:        %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %0 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT:   %1 = scf.if %0 -> (vector<3x4xf32>) {
// UNROLL-NEXT:     %8 = vector.extract %arg3[0] : vector<4xi1> from vector<3x4xi1>
// UNROLL-NEXT:     %9 = vector.transfer_read %arg0[%arg1, %arg2], [[CST]], %8 : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT:     %10 = vector.insert %9, [[CST_0]] [0] : vector<4xf32> into vector<3x4xf32>
// UNROLL-NEXT:     scf.yield %10 : vector<3x4xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield [[CST_0]] : vector<3x4xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_1 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %2 = affine.apply #map()[%arg1]
// UNROLL-NEXT:   %3 = arith.cmpi sgt, %dim_1, %2 : index
// UNROLL-NEXT:   %4 = scf.if %3 -> (vector<3x4xf32>) {
// UNROLL-NEXT:     %8 = affine.apply #map()[%arg1]
// UNROLL-NEXT:     %9 = vector.extract %arg3[1] : vector<4xi1> from vector<3x4xi1>
// UNROLL-NEXT:     %10 = vector.transfer_read %arg0[%8, %arg2], [[CST]], %9 : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT:     %11 = vector.insert %10, %1 [1] : vector<4xf32> into vector<3x4xf32>
// UNROLL-NEXT:     scf.yield %11 : vector<3x4xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %1 : vector<3x4xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_2 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %5 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:   %6 = arith.cmpi sgt, %dim_2, %5 : index
// UNROLL-NEXT:   %7 = scf.if %6 -> (vector<3x4xf32>) {
// UNROLL-NEXT:     %8 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:     %9 = vector.extract %arg3[2] : vector<4xi1> from vector<3x4xi1>
// UNROLL-NEXT:     %10 = vector.transfer_read %arg0[%8, %arg2], [[CST]], %9 : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT:     %11 = vector.insert %10, %4 [2] : vector<4xf32> into vector<3x4xf32>
// UNROLL-NEXT:     scf.yield %11 : vector<3x4xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %4 : vector<3x4xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return %7 : vector<3x4xf32>
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @masked_write_2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3x4xi1>, %arg4: vector<3x4xf32>) {
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL:        %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %0 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT:   scf.if %0 {
// UNROLL-NEXT:     %5 = vector.extract %arg4[0] : vector<4xf32> from vector<3x4xf32>
// UNROLL-NEXT:     %6 = vector.extract %arg3[0] : vector<4xi1> from vector<3x4xi1>
// UNROLL-NEXT:     vector.transfer_write %5, %arg0[%arg1, %arg2], %6 : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_0 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %1 = affine.apply #map()[%arg1]
// UNROLL-NEXT:   %2 = arith.cmpi sgt, %dim_0, %1 : index
// UNROLL-NEXT:   scf.if %2 {
// UNROLL-NEXT:     %5 = affine.apply #map()[%arg1]
// UNROLL-NEXT:     %6 = vector.extract %arg4[1] : vector<4xf32> from vector<3x4xf32>
// UNROLL-NEXT:     %7 = vector.extract %arg3[1] : vector<4xi1> from vector<3x4xi1>
// UNROLL-NEXT:     vector.transfer_write %6, %arg0[%5, %arg2], %7 : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_1 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %3 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:   %4 = arith.cmpi sgt, %dim_1, %3 : index
// UNROLL-NEXT:   scf.if %4 {
// UNROLL-NEXT:     %5 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:     %6 = vector.extract %arg4[2] : vector<4xf32> from vector<3x4xf32>
// UNROLL-NEXT:     %7 = vector.extract %arg3[2] : vector<4xi1> from vector<3x4xi1>
// UNROLL-NEXT:     vector.transfer_write %6, %arg0[%5, %arg2], %7 : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @m1d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3xi1>) -> vector<3x4xf32> {
// UNROLL-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<4xf32>
// UNROLL-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// UNROLL-DAG: [[C2:%[a-z0-9_]+]] = arith.constant 2 : index
// UNROLL-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// UNROLL-DAG: [[CST_0:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<3x4xf32>
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL:        %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %0 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT:   %1 = vector.extractelement %arg3[[[C0]] : index] : vector<3xi1>
// UNROLL-NEXT:   %2 = arith.andi %0, %1 : i1
// UNROLL-NEXT:   %3 = scf.if %2 -> (vector<3x4xf32>) {
// UNROLL-NEXT:     %14 = scf.for %arg4 = [[C0]] to [[C4]] step [[C1]] iter_args(%arg5 = [[CST]]) -> (vector<4xf32>) {
// UNROLL-NEXT:       %16 = memref.load %arg0[%arg1, %arg2] : memref<?x?xf32>
// UNROLL-NEXT:       %17 = vector.insertelement %16, %arg5[%arg4 : index] : vector<4xf32>
// UNROLL-NEXT:       scf.yield %17 : vector<4xf32>
// UNROLL-NEXT:     }
// UNROLL-NEXT:     %15 = vector.insert %14, [[CST_0]] [0] : vector<4xf32> into vector<3x4xf32>
// UNROLL-NEXT:     scf.yield %15 : vector<3x4xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield [[CST_0]] : vector<3x4xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_1 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %4 = affine.apply #map()[%arg1]
// UNROLL-NEXT:   %5 = arith.cmpi sgt, %dim_1, %4 : index
// UNROLL-NEXT:   %6 = vector.extractelement %arg3[[[C1]] : index] : vector<3xi1>
// UNROLL-NEXT:   %7 = arith.andi %5, %6 : i1
// UNROLL-NEXT:   %8 = scf.if %7 -> (vector<3x4xf32>) {
// UNROLL-NEXT:     %14 = affine.apply #map()[%arg1]
// UNROLL-NEXT:     %15 = scf.for %arg4 = [[C0]] to [[C4]] step [[C1]] iter_args(%arg5 = [[CST]]) -> (vector<4xf32>) {
// UNROLL-NEXT:       %17 = memref.load %arg0[%14, %arg2] : memref<?x?xf32>
// UNROLL-NEXT:       %18 = vector.insertelement %17, %arg5[%arg4 : index] : vector<4xf32>
// UNROLL-NEXT:       scf.yield %18 : vector<4xf32>
// UNROLL-NEXT:     }
// UNROLL-NEXT:     %16 = vector.insert %15, %3 [1] : vector<4xf32> into vector<3x4xf32>
// UNROLL-NEXT:     scf.yield %16 : vector<3x4xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %3 : vector<3x4xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_2 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %9 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:   %10 = arith.cmpi sgt, %dim_2, %9 : index
// UNROLL-NEXT:   %11 = vector.extractelement %arg3[[[C2]] : index] : vector<3xi1>
// UNROLL-NEXT:   %12 = arith.andi %10, %11 : i1
// UNROLL-NEXT:   %13 = scf.if %12 -> (vector<3x4xf32>) {
// UNROLL-NEXT:     %14 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:     %15 = scf.for %arg4 = [[C0]] to [[C4]] step [[C1]] iter_args(%arg5 = [[CST]]) -> (vector<4xf32>) {
// UNROLL-NEXT:       %17 = memref.load %arg0[%14, %arg2] : memref<?x?xf32>
// UNROLL-NEXT:       %18 = vector.insertelement %17, %arg5[%arg4 : index] : vector<4xf32>
// UNROLL-NEXT:       scf.yield %18 : vector<4xf32>
// UNROLL-NEXT:     }
// UNROLL-NEXT:     %16 = vector.insert %15, %8 [2] : vector<4xf32> into vector<3x4xf32>
// UNROLL-NEXT:     scf.yield %16 : vector<3x4xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %8 : vector<3x4xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return %13 : vector<3x4xf32>
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @m3d(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: vector<2x3x4xi1>) -> vector<2x3x4xf32> {
// UNROLL-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// UNROLL-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// UNROLL-DAG: [[CST_0:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<2x3x4xf32>
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL:        %dim = memref.dim %arg0, [[C0]] : memref<?x?x?xf32>
// UNROLL-NEXT:   %0 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT:   %1 = scf.if %0 -> (vector<2x3x4xf32>) {
// UNROLL-NEXT:     %dim_2 = memref.dim %arg0, [[C1]] : memref<?x?x?xf32>
// UNROLL-NEXT:     %5 = arith.cmpi sgt, %dim_2, %arg1 : index
// UNROLL-NEXT:     %6 = scf.if %5 -> (vector<2x3x4xf32>) {
// UNROLL-NEXT:       %13 = vector.extract %arg2[0, 0] : vector<4xi1> from vector<2x3x4xi1>
// UNROLL-NEXT:       %14 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], [[CST]], %13 : memref<?x?x?xf32>, vector<4xf32>
// UNROLL-NEXT:       %15 = vector.insert %14, [[CST_0]] [0, 0] : vector<4xf32> into vector<2x3x4xf32>
// UNROLL-NEXT:       scf.yield %15 : vector<2x3x4xf32>
// UNROLL-NEXT:     } else {
// UNROLL-NEXT:       scf.yield [[CST_0]] : vector<2x3x4xf32>
// UNROLL-NEXT:     }
// UNROLL-NEXT:     %dim_3 = memref.dim %arg0, [[C1]] : memref<?x?x?xf32>
// UNROLL-NEXT:     %7 = affine.apply #map()[%arg1]
// UNROLL-NEXT:     %8 = arith.cmpi sgt, %dim_3, %7 : index
// UNROLL-NEXT:     %9 = scf.if %8 -> (vector<2x3x4xf32>) {
// UNROLL-NEXT:       %13 = affine.apply #map()[%arg1]
// UNROLL-NEXT:       %14 = vector.extract %arg2[0, 1] : vector<4xi1> from vector<2x3x4xi1>
// UNROLL-NEXT:       %15 = vector.transfer_read %arg0[%arg1, %13, %arg1], [[CST]], %14 : memref<?x?x?xf32>, vector<4xf32>
// UNROLL-NEXT:       %16 = vector.insert %15, %6 [0, 1] : vector<4xf32> into vector<2x3x4xf32>
// UNROLL-NEXT:       scf.yield %16 : vector<2x3x4xf32>
// UNROLL-NEXT:     } else {
// UNROLL-NEXT:       scf.yield %6 : vector<2x3x4xf32>
// UNROLL-NEXT:     }
// UNROLL-NEXT:     %dim_4 = memref.dim %arg0, [[C1]] : memref<?x?x?xf32>
// UNROLL-NEXT:     %10 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:     %11 = arith.cmpi sgt, %dim_4, %10 : index
// UNROLL-NEXT:     %12 = scf.if %11 -> (vector<2x3x4xf32>) {
// UNROLL-NEXT:       %13 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:       %14 = vector.extract %arg2[0, 2] : vector<4xi1> from vector<2x3x4xi1>
// UNROLL-NEXT:       %15 = vector.transfer_read %arg0[%arg1, %13, %arg1], [[CST]], %14 : memref<?x?x?xf32>, vector<4xf32>
// UNROLL-NEXT:       %16 = vector.insert %15, %9 [0, 2] : vector<4xf32> into vector<2x3x4xf32>
// UNROLL-NEXT:       scf.yield %16 : vector<2x3x4xf32>
// UNROLL-NEXT:     } else {
// UNROLL-NEXT:       scf.yield %9 : vector<2x3x4xf32>
// UNROLL-NEXT:     }
// UNROLL-NEXT:     scf.yield %12 : vector<2x3x4xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield [[CST_0]] : vector<2x3x4xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_1 = memref.dim %arg0, [[C0]] : memref<?x?x?xf32>
// UNROLL-NEXT:   %2 = affine.apply #map()[%arg1]
// UNROLL-NEXT:   %3 = arith.cmpi sgt, %dim_1, %2 : index
// UNROLL-NEXT:   %4 = scf.if %3 -> (vector<2x3x4xf32>) {
// UNROLL-NEXT:     %5 = affine.apply #map()[%arg1]
// UNROLL-NEXT:     %dim_2 = memref.dim %arg0, [[C1]] : memref<?x?x?xf32>
// UNROLL-NEXT:     %6 = arith.cmpi sgt, %dim_2, %arg1 : index
// UNROLL-NEXT:     %7 = scf.if %6 -> (vector<2x3x4xf32>) {
// UNROLL-NEXT:       %14 = vector.extract %arg2[1, 0] : vector<4xi1> from vector<2x3x4xi1>
// UNROLL-NEXT:       %15 = vector.transfer_read %arg0[%5, %arg1, %arg1], [[CST]], %14 : memref<?x?x?xf32>, vector<4xf32>
// UNROLL-NEXT:       %16 = vector.insert %15, %1 [1, 0] : vector<4xf32> into vector<2x3x4xf32>
// UNROLL-NEXT:       scf.yield %16 : vector<2x3x4xf32>
// UNROLL-NEXT:     } else {
// UNROLL-NEXT:       scf.yield %1 : vector<2x3x4xf32>
// UNROLL-NEXT:     }
// UNROLL-NEXT:     %dim_3 = memref.dim %arg0, [[C1]] : memref<?x?x?xf32>
// UNROLL-NEXT:     %8 = affine.apply #map()[%arg1]
// UNROLL-NEXT:     %9 = arith.cmpi sgt, %dim_3, %8 : index
// UNROLL-NEXT:     %10 = scf.if %9 -> (vector<2x3x4xf32>) {
// UNROLL-NEXT:       %14 = affine.apply #map()[%arg1]
// UNROLL-NEXT:       %15 = vector.extract %arg2[1, 1] : vector<4xi1> from vector<2x3x4xi1>
// UNROLL-NEXT:       %16 = vector.transfer_read %arg0[%5, %14, %arg1], [[CST]], %15 : memref<?x?x?xf32>, vector<4xf32>
// UNROLL-NEXT:       %17 = vector.insert %16, %7 [1, 1] : vector<4xf32> into vector<2x3x4xf32>
// UNROLL-NEXT:       scf.yield %17 : vector<2x3x4xf32>
// UNROLL-NEXT:     } else {
// UNROLL-NEXT:       scf.yield %7 : vector<2x3x4xf32>
// UNROLL-NEXT:     }
// UNROLL-NEXT:     %dim_4 = memref.dim %arg0, [[C1]] : memref<?x?x?xf32>
// UNROLL-NEXT:     %11 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:     %12 = arith.cmpi sgt, %dim_4, %11 : index
// UNROLL-NEXT:     %13 = scf.if %12 -> (vector<2x3x4xf32>) {
// UNROLL-NEXT:       %14 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:       %15 = vector.extract %arg2[1, 2] : vector<4xi1> from vector<2x3x4xi1>
// UNROLL-NEXT:       %16 = vector.transfer_read %arg0[%5, %14, %arg1], [[CST]], %15 : memref<?x?x?xf32>, vector<4xf32>
// UNROLL-NEXT:       %17 = vector.insert %16, %10 [1, 2] : vector<4xf32> into vector<2x3x4xf32>
// UNROLL-NEXT:       scf.yield %17 : vector<2x3x4xf32>
// UNROLL-NEXT:     } else {
// UNROLL-NEXT:       scf.yield %10 : vector<2x3x4xf32>
// UNROLL-NEXT:     }
// UNROLL-NEXT:     scf.yield %13 : vector<2x3x4xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %1 : vector<2x3x4xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return %4 : vector<2x3x4xf32>
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @sr_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4xi1>) -> vector<4xf32> {
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// UNROLL-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// UNROLL-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<4xf32>
// UNROLL:        %0 = scf.for %arg4 = [[C0]] to [[C4]] step [[C1]] iter_args(%arg5 = [[CST]]) -> (vector<4xf32>) {
// UNROLL-NEXT:     %1 = affine.apply #map2(%arg4)[%arg1]
// UNROLL-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:     %2 = affine.apply #map2(%arg4)[%arg1]
// UNROLL-NEXT:     %3 = arith.cmpi sgt, %dim, %2 : index
// UNROLL-NEXT:     %4 = vector.extractelement %arg3[%arg4 : index] : vector<4xi1>
// UNROLL-NEXT:     %5 = arith.andi %3, %4 : i1
// UNROLL-NEXT:     %6 = scf.if %5 -> (vector<4xf32>) {
// UNROLL-NEXT:       %7 = memref.load %arg0[%1, %arg2] : memref<?x?xf32>
// UNROLL-NEXT:       %8 = vector.insertelement %7, %arg5[%arg4 : index] : vector<4xf32>
// UNROLL-NEXT:       scf.yield %8 : vector<4xf32>
// UNROLL-NEXT:     } else {
// UNROLL-NEXT:       scf.yield %arg5 : vector<4xf32>
// UNROLL-NEXT:     }
// UNROLL-NEXT:     scf.yield %6 : vector<4xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return %0 : vector<4xf32>
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @sw_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4xf32>, %arg4: vector<4xi1>) {
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL:        %0 = vector.broadcast %arg3 : vector<4xf32> to vector<1x4xf32>
// UNROLL-NEXT:   %1 = vector.broadcast %arg4 : vector<4xi1> to vector<1x4xi1>
// UNROLL-NEXT:   %2 = vector.transpose %1, [1, 0] : vector<1x4xi1> to vector<4x1xi1>
// UNROLL-NEXT:   %3 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// UNROLL-NEXT:   %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %4 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT:   scf.if %4 {
// UNROLL-NEXT:     %11 = vector.extract %3[0] : vector<1xf32> from vector<4x1xf32>
// UNROLL-NEXT:     %12 = vector.extract %2[0] : vector<1xi1> from vector<4x1xi1>
// UNROLL-NEXT:     vector.transfer_write %11, %arg0[%arg1, %arg2], %12 {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_0 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %5 = affine.apply #map()[%arg1]
// UNROLL-NEXT:   %6 = arith.cmpi sgt, %dim_0, %5 : index
// UNROLL-NEXT:   scf.if %6 {
// UNROLL-NEXT:     %11 = affine.apply #map()[%arg1]
// UNROLL-NEXT:     %12 = vector.extract %3[1] : vector<1xf32> from vector<4x1xf32>
// UNROLL-NEXT:     %13 = vector.extract %2[1] : vector<1xi1> from vector<4x1xi1>
// UNROLL-NEXT:     vector.transfer_write %12, %arg0[%11, %arg2], %13 {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_1 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %7 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:   %8 = arith.cmpi sgt, %dim_1, %7 : index
// UNROLL-NEXT:   scf.if %8 {
// UNROLL-NEXT:     %11 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:     %12 = vector.extract %3[2] : vector<1xf32> from vector<4x1xf32>
// UNROLL-NEXT:     %13 = vector.extract %2[2] : vector<1xi1> from vector<4x1xi1>
// UNROLL-NEXT:     vector.transfer_write %12, %arg0[%11, %arg2], %13 {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_2 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %9 = affine.apply #map3()[%arg1]
// UNROLL-NEXT:   %10 = arith.cmpi sgt, %dim_2, %9 : index
// UNROLL-NEXT:   scf.if %10 {
// UNROLL-NEXT:     %11 = affine.apply #map3()[%arg1]
// UNROLL-NEXT:     %12 = vector.extract %3[3] : vector<1xf32> from vector<4x1xf32>
// UNROLL-NEXT:     %13 = vector.extract %2[3] : vector<1xi1> from vector<4x1xi1>
// UNROLL-NEXT:     vector.transfer_write %12, %arg0[%11, %arg2], %13 {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return
// UNROLL-NEXT: }

func.func @masked_read_2d(%A: memref<?x?xf32>, %i: index, %j: index, %m: vector<3x4xi1>) -> vector<3x4xf32> {
  %pad = arith.constant 0.5 : f32
  %r = vector.transfer_read %A[%i, %j], %pad, %m : memref<?x?xf32>, vector<3x4xf32>
  return %r : vector<3x4xf32>
}
func.func @masked_write_2d(%A: memref<?x?xf32>, %i: index, %j: index, %m: vector<3x4xi1>, %v: vector<3x4xf32>) {
  vector.transfer_write %v, %A[%i, %j], %m : vector<3x4xf32>, memref<?x?xf32>
  return
}
func.func @m1d(%A: memref<?x?xf32>, %i: index, %j: index, %m: vector<3xi1>) -> vector<3x4xf32> {
  %pad = arith.constant 0.5 : f32
  %r = vector.transfer_read %A[%i, %j], %pad, %m {in_bounds = [false, true], permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : memref<?x?xf32>, vector<3x4xf32>
  return %r : vector<3x4xf32>
}
func.func @m3d(%A: memref<?x?x?xf32>, %i: index, %m: vector<2x3x4xi1>) -> vector<2x3x4xf32> {
  %pad = arith.constant 0.5 : f32
  %r = vector.transfer_read %A[%i, %i, %i], %pad, %m : memref<?x?x?xf32>, vector<2x3x4xf32>
  return %r : vector<2x3x4xf32>
}
func.func @sr_masked(%A: memref<?x?xf32>, %i: index, %j: index, %m: vector<4xi1>) -> vector<4xf32> {
  %pad = arith.constant 0.5 : f32
  %r = vector.transfer_read %A[%i, %j], %pad, %m {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
func.func @sw_masked(%A: memref<?x?xf32>, %i: index, %j: index, %v: vector<4xf32>, %m: vector<4xi1>) {
  vector.transfer_write %v, %A[%i, %j], %m {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>
  return
}
