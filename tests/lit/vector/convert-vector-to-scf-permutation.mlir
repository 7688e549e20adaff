// --convert-vector-to-scf on transfers whose permutation map is no minor
// identity: lowered first to minor-identity transfers and vector.transpose
// (transposed reads and writes), vector.broadcast (leading broadcast dims
// of a read; a read of none is a memref.load), or a write of a vector with
// unit dims added (a map that skips dims), masks included; then unrolled
// as any transfer, and 1-D strided reads become element loops.
// target-rank=3 shows the first step alone. The CHECK lines are
// mlir-opt-19's output (constants in any order).
// RUN: rulir-opt %s --convert-vector-to-scf | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-scf | FileCheck %s
// RUN: rulir-opt %s '--convert-vector-to-scf=full-unroll=true' | FileCheck %s --check-prefix=UNROLL
// RUN: %mlir_opt %s '--convert-vector-to-scf=full-unroll=true' | FileCheck %s --check-prefix=UNROLL
// RUN: rulir-opt %s '--convert-vector-to-scf=target-rank=3' | FileCheck %s --check-prefix=RANK3
// RUN: %mlir_opt %s '--convert-vector-to-scf=target-rank=3' | FileCheck %s --check-prefix=RANK3

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @transposed_read(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<3x4xf32> {
// CHECK-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<3xf32>
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-DAG: [[CST_0:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// CHECK:        %alloca = memref.alloca() : memref<vector<4x3xf32>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<4x3xf32>> to memref<4xvector<3xf32>>
// CHECK-NEXT:   scf.for %arg3 = [[C0]] to [[C4]] step [[C1]] {
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// CHECK-NEXT:     %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:     %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT:     scf.if %4 {
// CHECK-NEXT:       %5 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %6 = vector.transfer_read %arg0[%5, %arg2], [[CST_0]] : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT:       memref.store %6, %0[%arg3] : memref<4xvector<3xf32>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.store [[CST]], %0[%arg3] : memref<4xvector<3xf32>>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = memref.load %alloca[] : memref<vector<4x3xf32>>
// CHECK-NEXT:   %2 = vector.transpose %1, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
// CHECK-NEXT:   return %2 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bcast_read(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<3x4xf32> {
// CHECK-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// CHECK:        %0 = vector.transfer_read %arg0[%arg1, %arg2], [[CST]] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:   %1 = vector.broadcast %0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT:   return %1 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @strided_read(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<4xf32> {
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<4xf32>
// CHECK:        %0 = scf.for %arg3 = [[C0]] to [[C4]] step [[C1]] iter_args(%arg4 = [[CST]]) -> (vector<4xf32>) {
// CHECK-NEXT:     %1 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// CHECK-NEXT:     %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:     %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:     %4 = scf.if %3 -> (vector<4xf32>) {
// CHECK-NEXT:       %5 = memref.load %arg0[%1, %arg2] : memref<?x?xf32>
// CHECK-NEXT:       %6 = vector.insertelement %5, %arg4[%arg3 : index] : vector<4xf32>
// CHECK-NEXT:       scf.yield %6 : vector<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg4 : vector<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %4 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transposed_write(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3x4xf32>) {
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK:        %alloca = memref.alloca() : memref<vector<4x3xf32>>
// CHECK-NEXT:   %0 = vector.transpose %arg3, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// CHECK-NEXT:   memref.store %0, %alloca[] : memref<vector<4x3xf32>>
// CHECK-NEXT:   %1 = vector.type_cast %alloca : memref<vector<4x3xf32>> to memref<4xvector<3xf32>>
// CHECK-NEXT:   scf.for %arg4 = [[C0]] to [[C4]] step [[C1]] {
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// CHECK-NEXT:     %2 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:     %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       %4 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:       %5 = memref.load %1[%arg4] : memref<4xvector<3xf32>>
// CHECK-NEXT:       vector.transfer_write %5, %arg0[%4, %arg2] : vector<3xf32>, memref<?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @strided_write(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4xf32>) {
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK:        %alloca = memref.alloca() : memref<vector<4x1xf32>>
// CHECK-NEXT:   %0 = vector.broadcast %arg3 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:   %1 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// CHECK-NEXT:   memref.store %1, %alloca[] : memref<vector<4x1xf32>>
// CHECK-NEXT:   %2 = vector.type_cast %alloca : memref<vector<4x1xf32>> to memref<4xvector<1xf32>>
// CHECK-NEXT:   scf.for %arg4 = [[C0]] to [[C4]] step [[C1]] {
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// CHECK-NEXT:     %3 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:     %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT:     scf.if %4 {
// CHECK-NEXT:       %5 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:       %6 = memref.load %2[%arg4] : memref<4xvector<1xf32>>
// CHECK-NEXT:       vector.transfer_write %6, %arg0[%5, %arg2] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tr_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4x3xi1>) -> vector<3x4xf32> {
// CHECK-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<3xf32>
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-DAG: [[CST_0:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// CHECK:        %alloca = memref.alloca() : memref<vector<4x3xf32>>
// CHECK-NEXT:   %alloca_1 = memref.alloca() : memref<vector<4x3xi1>>
// CHECK-NEXT:   memref.store %arg3, %alloca_1[] : memref<vector<4x3xi1>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<4x3xf32>> to memref<4xvector<3xf32>>
// CHECK-NEXT:   %1 = vector.type_cast %alloca_1 : memref<vector<4x3xi1>> to memref<4xvector<3xi1>>
// CHECK-NEXT:   scf.for %arg4 = [[C0]] to [[C4]] step [[C1]] {
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// CHECK-NEXT:     %4 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:     %5 = arith.cmpi sgt, %dim, %4 : index
// CHECK-NEXT:     scf.if %5 {
// CHECK-NEXT:       %6 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:       %7 = memref.load %1[%arg4] : memref<4xvector<3xi1>>
// CHECK-NEXT:       %8 = vector.transfer_read %arg0[%6, %arg2], [[CST_0]], %7 : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT:       memref.store %8, %0[%arg4] : memref<4xvector<3xf32>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.store [[CST]], %0[%arg4] : memref<4xvector<3xf32>>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %2 = memref.load %alloca[] : memref<vector<4x3xf32>>
// CHECK-NEXT:   %3 = vector.transpose %2, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
// CHECK-NEXT:   return %3 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bc_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4xi1>) -> vector<3x4xf32> {
// CHECK-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// CHECK:        %0 = vector.transfer_read %arg0[%arg1, %arg2], [[CST]], %arg3 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:   %1 = vector.broadcast %0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT:   return %1 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tw_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3x4xf32>, %arg4: vector<4x3xi1>) {
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK:        %alloca = memref.alloca() : memref<vector<4x3xf32>>
// CHECK-NEXT:   %alloca_0 = memref.alloca() : memref<vector<4x3xi1>>
// CHECK-NEXT:   %0 = vector.transpose %arg3, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// CHECK-NEXT:   memref.store %arg4, %alloca_0[] : memref<vector<4x3xi1>>
// CHECK-NEXT:   memref.store %0, %alloca[] : memref<vector<4x3xf32>>
// CHECK-NEXT:   %1 = vector.type_cast %alloca : memref<vector<4x3xf32>> to memref<4xvector<3xf32>>
// CHECK-NEXT:   %2 = vector.type_cast %alloca_0 : memref<vector<4x3xi1>> to memref<4xvector<3xi1>>
// CHECK-NEXT:   scf.for %arg5 = [[C0]] to [[C4]] step [[C1]] {
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// CHECK-NEXT:     %3 = affine.apply #map(%arg5)[%arg1]
// CHECK-NEXT:     %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT:     scf.if %4 {
// CHECK-NEXT:       %5 = affine.apply #map(%arg5)[%arg1]
// CHECK-NEXT:       %6 = memref.load %1[%arg5] : memref<4xvector<3xf32>>
// CHECK-NEXT:       %7 = memref.load %2[%arg5] : memref<4xvector<3xi1>>
// CHECK-NEXT:       vector.transfer_write %6, %arg0[%5, %arg2], %7 : vector<3xf32>, memref<?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
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
// CHECK-LABEL: func.func @bc0(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<3xf32> {
// CHECK:        %0 = memref.load %arg0[%arg1, %arg2] : memref<?x?xf32>
// CHECK-NEXT:   %1 = vector.broadcast %0 : f32 to vector<3xf32>
// CHECK-NEXT:   return %1 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trb(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) -> vector<3x4x5xf32> {
// CHECK-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<3xf32>
// CHECK-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: [[C5:%[a-z0-9_]+]] = arith.constant 5 : index
// CHECK-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-DAG: [[CST_0:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// CHECK:        %alloca = memref.alloca() : memref<vector<5x3xf32>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<5x3xf32>> to memref<5xvector<3xf32>>
// CHECK-NEXT:   scf.for %arg3 = [[C0]] to [[C5]] step [[C1]] {
// CHECK-NEXT:     %dim = memref.dim %arg0, [[C1]] : memref<?x?x?xf32>
// CHECK-NEXT:     %4 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:     %5 = arith.cmpi sgt, %dim, %4 : index
// CHECK-NEXT:     scf.if %5 {
// CHECK-NEXT:       %6 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:       %7 = vector.transfer_read %arg0[%arg1, %6, %arg2], [[CST_0]] : memref<?x?x?xf32>, vector<3xf32>
// CHECK-NEXT:       memref.store %7, %0[%arg3] : memref<5xvector<3xf32>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.store [[CST]], %0[%arg3] : memref<5xvector<3xf32>>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = memref.load %alloca[] : memref<vector<5x3xf32>>
// CHECK-NEXT:   %2 = vector.broadcast %1 : vector<5x3xf32> to vector<4x5x3xf32>
// CHECK-NEXT:   %3 = vector.transpose %2, [2, 0, 1] : vector<4x5x3xf32> to vector<3x4x5xf32>
// CHECK-NEXT:   return %3 : vector<3x4x5xf32>
// CHECK-NEXT: }

// UNROLL-DAG: #map = affine_map<()[s0] -> (s0 + 1)>
// UNROLL-DAG: #map1 = affine_map<()[s0] -> (s0 + 2)>
// UNROLL-DAG: #map2 = affine_map<()[s0] -> (s0 + 3)>
// UNROLL-DAG: #map3 = affine_map<(d0)[s0] -> (d0 + s0)>
// UNROLL-DAG: #map4 = affine_map<()[s0] -> (s0 + 4)>
// UNROLL-LABEL: func.func @transposed_read(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<3x4xf32> {
// UNROLL-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// UNROLL-DAG: [[CST_0:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<4x3xf32>
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL:        %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %0 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT:   %1 = scf.if %0 -> (vector<4x3xf32>) {
// UNROLL-NEXT:     %12 = vector.transfer_read %arg0[%arg1, %arg2], [[CST]] : memref<?x?xf32>, vector<3xf32>
// UNROLL-NEXT:     %13 = vector.insert %12, [[CST_0]] [0] : vector<3xf32> into vector<4x3xf32>
// UNROLL-NEXT:     scf.yield %13 : vector<4x3xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield [[CST_0]] : vector<4x3xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_1 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %2 = affine.apply #map()[%arg1]
// UNROLL-NEXT:   %3 = arith.cmpi sgt, %dim_1, %2 : index
// UNROLL-NEXT:   %4 = scf.if %3 -> (vector<4x3xf32>) {
// UNROLL-NEXT:     %12 = affine.apply #map()[%arg1]
// UNROLL-NEXT:     %13 = vector.transfer_read %arg0[%12, %arg2], [[CST]] : memref<?x?xf32>, vector<3xf32>
// UNROLL-NEXT:     %14 = vector.insert %13, %1 [1] : vector<3xf32> into vector<4x3xf32>
// UNROLL-NEXT:     scf.yield %14 : vector<4x3xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %1 : vector<4x3xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_2 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %5 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:   %6 = arith.cmpi sgt, %dim_2, %5 : index
// UNROLL-NEXT:   %7 = scf.if %6 -> (vector<4x3xf32>) {
// UNROLL-NEXT:     %12 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:     %13 = vector.transfer_read %arg0[%12, %arg2], [[CST]] : memref<?x?xf32>, vector<3xf32>
// UNROLL-NEXT:     %14 = vector.insert %13, %4 [2] : vector<3xf32> into vector<4x3xf32>
// UNROLL-NEXT:     scf.yield %14 : vector<4x3xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %4 : vector<4x3xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_3 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %8 = affine.apply #map2()[%arg1]
// UNROLL-NEXT:   %9 = arith.cmpi sgt, %dim_3, %8 : index
// UNROLL-NEXT:   %10 = scf.if %9 -> (vector<4x3xf32>) {
// UNROLL-NEXT:     %12 = affine.apply #map2()[%arg1]
// UNROLL-NEXT:     %13 = vector.transfer_read %arg0[%12, %arg2], [[CST]] : memref<?x?xf32>, vector<3xf32>
// UNROLL-NEXT:     %14 = vector.insert %13, %7 [3] : vector<3xf32> into vector<4x3xf32>
// UNROLL-NEXT:     scf.yield %14 : vector<4x3xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %7 : vector<4x3xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %11 = vector.transpose %10, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
// UNROLL-NEXT:   return %11 : vector<3x4xf32>
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @bcast_read(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<3x4xf32> {
// UNROLL-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// UNROLL:        %0 = vector.transfer_read %arg0[%arg1, %arg2], [[CST]] : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT:   %1 = vector.broadcast %0 : vector<4xf32> to vector<3x4xf32>
// UNROLL-NEXT:   return %1 : vector<3x4xf32>
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @strided_read(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<4xf32> {
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// UNROLL-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// UNROLL-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<4xf32>
// UNROLL:        %0 = scf.for %arg3 = [[C0]] to [[C4]] step [[C1]] iter_args(%arg4 = [[CST]]) -> (vector<4xf32>) {
// UNROLL-NEXT:     %1 = affine.apply #map3(%arg3)[%arg1]
// UNROLL-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:     %2 = affine.apply #map3(%arg3)[%arg1]
// UNROLL-NEXT:     %3 = arith.cmpi sgt, %dim, %2 : index
// UNROLL-NEXT:     %4 = scf.if %3 -> (vector<4xf32>) {
// UNROLL-NEXT:       %5 = memref.load %arg0[%1, %arg2] : memref<?x?xf32>
// UNROLL-NEXT:       %6 = vector.insertelement %5, %arg4[%arg3 : index] : vector<4xf32>
// UNROLL-NEXT:       scf.yield %6 : vector<4xf32>
// UNROLL-NEXT:     } else {
// UNROLL-NEXT:       scf.yield %arg4 : vector<4xf32>
// UNROLL-NEXT:     }
// UNROLL-NEXT:     scf.yield %4 : vector<4xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return %0 : vector<4xf32>
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @transposed_write(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3x4xf32>) {
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL:        %0 = vector.transpose %arg3, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// UNROLL-NEXT:   %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %1 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT:   scf.if %1 {
// UNROLL-NEXT:     %8 = vector.extract %0[0] : vector<3xf32> from vector<4x3xf32>
// UNROLL-NEXT:     vector.transfer_write %8, %arg0[%arg1, %arg2] : vector<3xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_0 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %2 = affine.apply #map()[%arg1]
// UNROLL-NEXT:   %3 = arith.cmpi sgt, %dim_0, %2 : index
// UNROLL-NEXT:   scf.if %3 {
// UNROLL-NEXT:     %8 = affine.apply #map()[%arg1]
// UNROLL-NEXT:     %9 = vector.extract %0[1] : vector<3xf32> from vector<4x3xf32>
// UNROLL-NEXT:     vector.transfer_write %9, %arg0[%8, %arg2] : vector<3xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_1 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %4 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:   %5 = arith.cmpi sgt, %dim_1, %4 : index
// UNROLL-NEXT:   scf.if %5 {
// UNROLL-NEXT:     %8 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:     %9 = vector.extract %0[2] : vector<3xf32> from vector<4x3xf32>
// UNROLL-NEXT:     vector.transfer_write %9, %arg0[%8, %arg2] : vector<3xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_2 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %6 = affine.apply #map2()[%arg1]
// UNROLL-NEXT:   %7 = arith.cmpi sgt, %dim_2, %6 : index
// UNROLL-NEXT:   scf.if %7 {
// UNROLL-NEXT:     %8 = affine.apply #map2()[%arg1]
// UNROLL-NEXT:     %9 = vector.extract %0[3] : vector<3xf32> from vector<4x3xf32>
// UNROLL-NEXT:     vector.transfer_write %9, %arg0[%8, %arg2] : vector<3xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @strided_write(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4xf32>) {
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL:        %0 = vector.broadcast %arg3 : vector<4xf32> to vector<1x4xf32>
// UNROLL-NEXT:   %1 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// UNROLL-NEXT:   %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %2 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT:   scf.if %2 {
// UNROLL-NEXT:     %9 = vector.extract %1[0] : vector<1xf32> from vector<4x1xf32>
// UNROLL-NEXT:     vector.transfer_write %9, %arg0[%arg1, %arg2] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_0 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %3 = affine.apply #map()[%arg1]
// UNROLL-NEXT:   %4 = arith.cmpi sgt, %dim_0, %3 : index
// UNROLL-NEXT:   scf.if %4 {
// UNROLL-NEXT:     %9 = affine.apply #map()[%arg1]
// UNROLL-NEXT:     %10 = vector.extract %1[1] : vector<1xf32> from vector<4x1xf32>
// UNROLL-NEXT:     vector.transfer_write %10, %arg0[%9, %arg2] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_1 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %5 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:   %6 = arith.cmpi sgt, %dim_1, %5 : index
// UNROLL-NEXT:   scf.if %6 {
// UNROLL-NEXT:     %9 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:     %10 = vector.extract %1[2] : vector<1xf32> from vector<4x1xf32>
// UNROLL-NEXT:     vector.transfer_write %10, %arg0[%9, %arg2] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_2 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %7 = affine.apply #map2()[%arg1]
// UNROLL-NEXT:   %8 = arith.cmpi sgt, %dim_2, %7 : index
// UNROLL-NEXT:   scf.if %8 {
// UNROLL-NEXT:     %9 = affine.apply #map2()[%arg1]
// UNROLL-NEXT:     %10 = vector.extract %1[3] : vector<1xf32> from vector<4x1xf32>
// UNROLL-NEXT:     vector.transfer_write %10, %arg0[%9, %arg2] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @tr_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4x3xi1>) -> vector<3x4xf32> {
// UNROLL-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// UNROLL-DAG: [[CST_0:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<4x3xf32>
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL:        %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %0 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT:   %1 = scf.if %0 -> (vector<4x3xf32>) {
// UNROLL-NEXT:     %12 = vector.extract %arg3[0] : vector<3xi1> from vector<4x3xi1>
// UNROLL-NEXT:     %13 = vector.transfer_read %arg0[%arg1, %arg2], [[CST]], %12 : memref<?x?xf32>, vector<3xf32>
// UNROLL-NEXT:     %14 = vector.insert %13, [[CST_0]] [0] : vector<3xf32> into vector<4x3xf32>
// UNROLL-NEXT:     scf.yield %14 : vector<4x3xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield [[CST_0]] : vector<4x3xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_1 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %2 = affine.apply #map()[%arg1]
// UNROLL-NEXT:   %3 = arith.cmpi sgt, %dim_1, %2 : index
// UNROLL-NEXT:   %4 = scf.if %3 -> (vector<4x3xf32>) {
// UNROLL-NEXT:     %12 = affine.apply #map()[%arg1]
// UNROLL-NEXT:     %13 = vector.extract %arg3[1] : vector<3xi1> from vector<4x3xi1>
// UNROLL-NEXT:     %14 = vector.transfer_read %arg0[%12, %arg2], [[CST]], %13 : memref<?x?xf32>, vector<3xf32>
// UNROLL-NEXT:     %15 = vector.insert %14, %1 [1] : vector<3xf32> into vector<4x3xf32>
// UNROLL-NEXT:     scf.yield %15 : vector<4x3xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %1 : vector<4x3xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_2 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %5 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:   %6 = arith.cmpi sgt, %dim_2, %5 : index
// UNROLL-NEXT:   %7 = scf.if %6 -> (vector<4x3xf32>) {
// UNROLL-NEXT:     %12 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:     %13 = vector.extract %arg3[2] : vector<3xi1> from vector<4x3xi1>
// UNROLL-NEXT:     %14 = vector.transfer_read %arg0[%12, %arg2], [[CST]], %13 : memref<?x?xf32>, vector<3xf32>
// UNROLL-NEXT:     %15 = vector.insert %14, %4 [2] : vector<3xf32> into vector<4x3xf32>
// UNROLL-NEXT:     scf.yield %15 : vector<4x3xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %4 : vector<4x3xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_3 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %8 = affine.apply #map2()[%arg1]
// UNROLL-NEXT:   %9 = arith.cmpi sgt, %dim_3, %8 : index
// UNROLL-NEXT:   %10 = scf.if %9 -> (vector<4x3xf32>) {
// UNROLL-NEXT:     %12 = affine.apply #map2()[%arg1]
// UNROLL-NEXT:     %13 = vector.extract %arg3[3] : vector<3xi1> from vector<4x3xi1>
// UNROLL-NEXT:     %14 = vector.transfer_read %arg0[%12, %arg2], [[CST]], %13 : memref<?x?xf32>, vector<3xf32>
// UNROLL-NEXT:     %15 = vector.insert %14, %7 [3] : vector<3xf32> into vector<4x3xf32>
// UNROLL-NEXT:     scf.yield %15 : vector<4x3xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %7 : vector<4x3xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %11 = vector.transpose %10, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
// UNROLL-NEXT:   return %11 : vector<3x4xf32>
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @bc_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4xi1>) -> vector<3x4xf32> {
// UNROLL-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// UNROLL:        %0 = vector.transfer_read %arg0[%arg1, %arg2], [[CST]], %arg3 : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT:   %1 = vector.broadcast %0 : vector<4xf32> to vector<3x4xf32>
// UNROLL-NEXT:   return %1 : vector<3x4xf32>
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @tw_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3x4xf32>, %arg4: vector<4x3xi1>) {
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL:        %0 = vector.transpose %arg3, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// UNROLL-NEXT:   %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %1 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT:   scf.if %1 {
// UNROLL-NEXT:     %8 = vector.extract %0[0] : vector<3xf32> from vector<4x3xf32>
// UNROLL-NEXT:     %9 = vector.extract %arg4[0] : vector<3xi1> from vector<4x3xi1>
// UNROLL-NEXT:     vector.transfer_write %8, %arg0[%arg1, %arg2], %9 : vector<3xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_0 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %2 = affine.apply #map()[%arg1]
// UNROLL-NEXT:   %3 = arith.cmpi sgt, %dim_0, %2 : index
// UNROLL-NEXT:   scf.if %3 {
// UNROLL-NEXT:     %8 = affine.apply #map()[%arg1]
// UNROLL-NEXT:     %9 = vector.extract %0[1] : vector<3xf32> from vector<4x3xf32>
// UNROLL-NEXT:     %10 = vector.extract %arg4[1] : vector<3xi1> from vector<4x3xi1>
// UNROLL-NEXT:     vector.transfer_write %9, %arg0[%8, %arg2], %10 : vector<3xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_1 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %4 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:   %5 = arith.cmpi sgt, %dim_1, %4 : index
// UNROLL-NEXT:   scf.if %5 {
// UNROLL-NEXT:     %8 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:     %9 = vector.extract %0[2] : vector<3xf32> from vector<4x3xf32>
// UNROLL-NEXT:     %10 = vector.extract %arg4[2] : vector<3xi1> from vector<4x3xi1>
// UNROLL-NEXT:     vector.transfer_write %9, %arg0[%8, %arg2], %10 : vector<3xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_2 = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:   %6 = affine.apply #map2()[%arg1]
// UNROLL-NEXT:   %7 = arith.cmpi sgt, %dim_2, %6 : index
// UNROLL-NEXT:   scf.if %7 {
// UNROLL-NEXT:     %8 = affine.apply #map2()[%arg1]
// UNROLL-NEXT:     %9 = vector.extract %0[3] : vector<3xf32> from vector<4x3xf32>
// UNROLL-NEXT:     %10 = vector.extract %arg4[3] : vector<3xi1> from vector<4x3xi1>
// UNROLL-NEXT:     vector.transfer_write %9, %arg0[%8, %arg2], %10 : vector<3xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return
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
// UNROLL-NEXT:   %9 = affine.apply #map2()[%arg1]
// UNROLL-NEXT:   %10 = arith.cmpi sgt, %dim_2, %9 : index
// UNROLL-NEXT:   scf.if %10 {
// UNROLL-NEXT:     %11 = affine.apply #map2()[%arg1]
// UNROLL-NEXT:     %12 = vector.extract %3[3] : vector<1xf32> from vector<4x1xf32>
// UNROLL-NEXT:     %13 = vector.extract %2[3] : vector<1xi1> from vector<4x1xi1>
// UNROLL-NEXT:     vector.transfer_write %12, %arg0[%11, %arg2], %13 {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @sr_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4xi1>) -> vector<4xf32> {
// UNROLL-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// UNROLL-DAG: [[C4:%[a-z0-9_]+]] = arith.constant 4 : index
// UNROLL-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// UNROLL-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<4xf32>
// UNROLL:        %0 = scf.for %arg4 = [[C0]] to [[C4]] step [[C1]] iter_args(%arg5 = [[CST]]) -> (vector<4xf32>) {
// UNROLL-NEXT:     %1 = affine.apply #map3(%arg4)[%arg1]
// UNROLL-NEXT:     %dim = memref.dim %arg0, [[C0]] : memref<?x?xf32>
// UNROLL-NEXT:     %2 = affine.apply #map3(%arg4)[%arg1]
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
// UNROLL-LABEL: func.func @bc0(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<3xf32> {
// UNROLL:        %0 = memref.load %arg0[%arg1, %arg2] : memref<?x?xf32>
// UNROLL-NEXT:   %1 = vector.broadcast %0 : f32 to vector<3xf32>
// UNROLL-NEXT:   return %1 : vector<3xf32>
// UNROLL-NEXT: }
// UNROLL-LABEL: func.func @trb(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) -> vector<3x4x5xf32> {
// UNROLL-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// UNROLL-DAG: [[CST_0:%[a-z0-9_]+]] = arith.constant dense<5.000000e-01> : vector<5x3xf32>
// UNROLL-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// UNROLL:        %dim = memref.dim %arg0, [[C1]] : memref<?x?x?xf32>
// UNROLL-NEXT:   %0 = arith.cmpi sgt, %dim, %arg2 : index
// UNROLL-NEXT:   %1 = scf.if %0 -> (vector<5x3xf32>) {
// UNROLL-NEXT:     %16 = vector.transfer_read %arg0[%arg1, %arg2, %arg2], [[CST]] : memref<?x?x?xf32>, vector<3xf32>
// UNROLL-NEXT:     %17 = vector.insert %16, [[CST_0]] [0] : vector<3xf32> into vector<5x3xf32>
// UNROLL-NEXT:     scf.yield %17 : vector<5x3xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield [[CST_0]] : vector<5x3xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_1 = memref.dim %arg0, [[C1]] : memref<?x?x?xf32>
// UNROLL-NEXT:   %2 = affine.apply #map()[%arg2]
// UNROLL-NEXT:   %3 = arith.cmpi sgt, %dim_1, %2 : index
// UNROLL-NEXT:   %4 = scf.if %3 -> (vector<5x3xf32>) {
// UNROLL-NEXT:     %16 = affine.apply #map()[%arg2]
// UNROLL-NEXT:     %17 = vector.transfer_read %arg0[%arg1, %16, %arg2], [[CST]] : memref<?x?x?xf32>, vector<3xf32>
// UNROLL-NEXT:     %18 = vector.insert %17, %1 [1] : vector<3xf32> into vector<5x3xf32>
// UNROLL-NEXT:     scf.yield %18 : vector<5x3xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %1 : vector<5x3xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_2 = memref.dim %arg0, [[C1]] : memref<?x?x?xf32>
// UNROLL-NEXT:   %5 = affine.apply #map1()[%arg2]
// UNROLL-NEXT:   %6 = arith.cmpi sgt, %dim_2, %5 : index
// UNROLL-NEXT:   %7 = scf.if %6 -> (vector<5x3xf32>) {
// UNROLL-NEXT:     %16 = affine.apply #map1()[%arg2]
// UNROLL-NEXT:     %17 = vector.transfer_read %arg0[%arg1, %16, %arg2], [[CST]] : memref<?x?x?xf32>, vector<3xf32>
// UNROLL-NEXT:     %18 = vector.insert %17, %4 [2] : vector<3xf32> into vector<5x3xf32>
// UNROLL-NEXT:     scf.yield %18 : vector<5x3xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %4 : vector<5x3xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_3 = memref.dim %arg0, [[C1]] : memref<?x?x?xf32>
// UNROLL-NEXT:   %8 = affine.apply #map2()[%arg2]
// UNROLL-NEXT:   %9 = arith.cmpi sgt, %dim_3, %8 : index
// UNROLL-NEXT:   %10 = scf.if %9 -> (vector<5x3xf32>) {
// UNROLL-NEXT:     %16 = affine.apply #map2()[%arg2]
// UNROLL-NEXT:     %17 = vector.transfer_read %arg0[%arg1, %16, %arg2], [[CST]] : memref<?x?x?xf32>, vector<3xf32>
// UNROLL-NEXT:     %18 = vector.insert %17, %7 [3] : vector<3xf32> into vector<5x3xf32>
// UNROLL-NEXT:     scf.yield %18 : vector<5x3xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %7 : vector<5x3xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_4 = memref.dim %arg0, [[C1]] : memref<?x?x?xf32>
// UNROLL-NEXT:   %11 = affine.apply #map4()[%arg2]
// UNROLL-NEXT:   %12 = arith.cmpi sgt, %dim_4, %11 : index
// UNROLL-NEXT:   %13 = scf.if %12 -> (vector<5x3xf32>) {
// UNROLL-NEXT:     %16 = affine.apply #map4()[%arg2]
// UNROLL-NEXT:     %17 = vector.transfer_read %arg0[%arg1, %16, %arg2], [[CST]] : memref<?x?x?xf32>, vector<3xf32>
// UNROLL-NEXT:     %18 = vector.insert %17, %10 [4] : vector<3xf32> into vector<5x3xf32>
// UNROLL-NEXT:     scf.yield %18 : vector<5x3xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %10 : vector<5x3xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %14 = vector.broadcast %13 : vector<5x3xf32> to vector<4x5x3xf32>
// UNROLL-NEXT:   %15 = vector.transpose %14, [2, 0, 1] : vector<4x5x3xf32> to vector<3x4x5xf32>
// UNROLL-NEXT:   return %15 : vector<3x4x5xf32>
// UNROLL-NEXT: }

// RANK3-DAG: #map = affine_map<(d0, d1) -> (d0)>
// RANK3-LABEL: func.func @transposed_read(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<3x4xf32> {
// RANK3-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// RANK3:        %0 = vector.transfer_read %arg0[%arg1, %arg2], [[CST]] : memref<?x?xf32>, vector<4x3xf32>
// RANK3-NEXT:   %1 = vector.transpose %0, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
// RANK3-NEXT:   return %1 : vector<3x4xf32>
// RANK3-NEXT: }
// RANK3-LABEL: func.func @bcast_read(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<3x4xf32> {
// RANK3-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// RANK3:        %0 = vector.transfer_read %arg0[%arg1, %arg2], [[CST]] : memref<?x?xf32>, vector<4xf32>
// RANK3-NEXT:   %1 = vector.broadcast %0 : vector<4xf32> to vector<3x4xf32>
// RANK3-NEXT:   return %1 : vector<3x4xf32>
// RANK3-NEXT: }
// RANK3-LABEL: func.func @strided_read(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<4xf32> {
// RANK3-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// RANK3:        %0 = vector.transfer_read %arg0[%arg1, %arg2], [[CST]] {permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// RANK3-NEXT:   return %0 : vector<4xf32>
// RANK3-NEXT: }
// RANK3-LABEL: func.func @transposed_write(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3x4xf32>) {
// RANK3:        %0 = vector.transpose %arg3, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// RANK3-NEXT:   vector.transfer_write %0, %arg0[%arg1, %arg2] : vector<4x3xf32>, memref<?x?xf32>
// RANK3-NEXT:   return
// RANK3-NEXT: }
// RANK3-LABEL: func.func @strided_write(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4xf32>) {
// RANK3:        %0 = vector.broadcast %arg3 : vector<4xf32> to vector<1x4xf32>
// RANK3-NEXT:   %1 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// RANK3-NEXT:   vector.transfer_write %1, %arg0[%arg1, %arg2] {in_bounds = [false, true]} : vector<4x1xf32>, memref<?x?xf32>
// RANK3-NEXT:   return
// RANK3-NEXT: }
// RANK3-LABEL: func.func @tr_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4x3xi1>) -> vector<3x4xf32> {
// RANK3-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// RANK3:        %0 = vector.transfer_read %arg0[%arg1, %arg2], [[CST]], %arg3 : memref<?x?xf32>, vector<4x3xf32>
// RANK3-NEXT:   %1 = vector.transpose %0, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
// RANK3-NEXT:   return %1 : vector<3x4xf32>
// RANK3-NEXT: }
// RANK3-LABEL: func.func @bc_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4xi1>) -> vector<3x4xf32> {
// RANK3-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// RANK3:        %0 = vector.transfer_read %arg0[%arg1, %arg2], [[CST]], %arg3 : memref<?x?xf32>, vector<4xf32>
// RANK3-NEXT:   %1 = vector.broadcast %0 : vector<4xf32> to vector<3x4xf32>
// RANK3-NEXT:   return %1 : vector<3x4xf32>
// RANK3-NEXT: }
// RANK3-LABEL: func.func @tw_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3x4xf32>, %arg4: vector<4x3xi1>) {
// RANK3:        %0 = vector.transpose %arg3, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// RANK3-NEXT:   vector.transfer_write %0, %arg0[%arg1, %arg2], %arg4 : vector<4x3xf32>, memref<?x?xf32>
// RANK3-NEXT:   return
// RANK3-NEXT: }
// RANK3-LABEL: func.func @sw_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4xf32>, %arg4: vector<4xi1>) {
// RANK3:        %0 = vector.broadcast %arg3 : vector<4xf32> to vector<1x4xf32>
// RANK3-NEXT:   %1 = vector.broadcast %arg4 : vector<4xi1> to vector<1x4xi1>
// RANK3-NEXT:   %2 = vector.transpose %1, [1, 0] : vector<1x4xi1> to vector<4x1xi1>
// RANK3-NEXT:   %3 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// RANK3-NEXT:   vector.transfer_write %3, %arg0[%arg1, %arg2], %2 {in_bounds = [false, true]} : vector<4x1xf32>, memref<?x?xf32>
// RANK3-NEXT:   return
// RANK3-NEXT: }
// RANK3-LABEL: func.func @sr_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4xi1>) -> vector<4xf32> {
// RANK3-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// RANK3:        %0 = vector.transfer_read %arg0[%arg1, %arg2], [[CST]], %arg3 {permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// RANK3-NEXT:   return %0 : vector<4xf32>
// RANK3-NEXT: }
// RANK3-LABEL: func.func @bc0(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<3xf32> {
// RANK3:        %0 = memref.load %arg0[%arg1, %arg2] : memref<?x?xf32>
// RANK3-NEXT:   %1 = vector.broadcast %0 : f32 to vector<3xf32>
// RANK3-NEXT:   return %1 : vector<3xf32>
// RANK3-NEXT: }
// RANK3-LABEL: func.func @trb(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) -> vector<3x4x5xf32> {
// RANK3-DAG: [[CST:%[a-z0-9_]+]] = arith.constant 5.000000e-01 : f32
// RANK3:        %0 = vector.transfer_read %arg0[%arg1, %arg2, %arg2], [[CST]] : memref<?x?x?xf32>, vector<5x3xf32>
// RANK3-NEXT:   %1 = vector.broadcast %0 : vector<5x3xf32> to vector<4x5x3xf32>
// RANK3-NEXT:   %2 = vector.transpose %1, [2, 0, 1] : vector<4x5x3xf32> to vector<3x4x5xf32>
// RANK3-NEXT:   return %2 : vector<3x4x5xf32>
// RANK3-NEXT: }

func.func @transposed_read(%A: memref<?x?xf32>, %i: index, %j: index) -> vector<3x4xf32> {
  %pad = arith.constant 0.5 : f32
  %r = vector.transfer_read %A[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<3x4xf32>
  return %r : vector<3x4xf32>
}
func.func @bcast_read(%A: memref<?x?xf32>, %i: index, %j: index) -> vector<3x4xf32> {
  %pad = arith.constant 0.5 : f32
  %r = vector.transfer_read %A[%i, %j], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<3x4xf32>
  return %r : vector<3x4xf32>
}
func.func @strided_read(%A: memref<?x?xf32>, %i: index, %j: index) -> vector<4xf32> {
  %pad = arith.constant 0.5 : f32
  %r = vector.transfer_read %A[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
func.func @transposed_write(%A: memref<?x?xf32>, %i: index, %j: index, %v: vector<3x4xf32>) {
  vector.transfer_write %v, %A[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x4xf32>, memref<?x?xf32>
  return
}
func.func @strided_write(%A: memref<?x?xf32>, %i: index, %j: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %A[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>
  return
}
func.func @tr_masked(%A: memref<?x?xf32>, %i: index, %j: index, %m: vector<4x3xi1>) -> vector<3x4xf32> {
  %pad = arith.constant 0.5 : f32
  %r = vector.transfer_read %A[%i, %j], %pad, %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<3x4xf32>
  return %r : vector<3x4xf32>
}
func.func @bc_masked(%A: memref<?x?xf32>, %i: index, %j: index, %m: vector<4xi1>) -> vector<3x4xf32> {
  %pad = arith.constant 0.5 : f32
  %r = vector.transfer_read %A[%i, %j], %pad, %m {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<3x4xf32>
  return %r : vector<3x4xf32>
}
func.func @tw_masked(%A: memref<?x?xf32>, %i: index, %j: index, %v: vector<3x4xf32>, %m: vector<4x3xi1>) {
  vector.transfer_write %v, %A[%i, %j], %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x4xf32>, memref<?x?xf32>
  return
}
func.func @sw_masked(%A: memref<?x?xf32>, %i: index, %j: index, %v: vector<4xf32>, %m: vector<4xi1>) {
  vector.transfer_write %v, %A[%i, %j], %m {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>
  return
}
func.func @sr_masked(%A: memref<?x?xf32>, %i: index, %j: index, %m: vector<4xi1>) -> vector<4xf32> {
  %pad = arith.constant 0.5 : f32
  %r = vector.transfer_read %A[%i, %j], %pad, %m {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
func.func @bc0(%A: memref<?x?xf32>, %i: index, %j: index) -> vector<3xf32> {
  %pad = arith.constant 0.5 : f32
  %r = vector.transfer_read %A[%i, %j], %pad {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<3xf32>
  return %r : vector<3xf32>
}
func.func @trb(%A: memref<?x?x?xf32>, %i: index, %j: index) -> vector<3x4x5xf32> {
  %pad = arith.constant 0.5 : f32
  %r = vector.transfer_read %A[%i, %j, %j], %pad {in_bounds = [false, true, false], permutation_map = affine_map<(d0, d1, d2) -> (d2, 0, d1)>} : memref<?x?x?xf32>, vector<3x4x5xf32>
  return %r : vector<3x4x5xf32>
}
