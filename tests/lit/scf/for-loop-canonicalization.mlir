// RUN: rulir-opt %s -scf-for-loop-canonicalization | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d1 - d0, 100, d0 + 90)>
// CHECK: #map1 = affine_map<(d0) -> (d0 - 30)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d0 + 3, d1 + 3)>
// CHECK: #map3 = affine_map<(d0) -> (d0, 4)>
// CHECK-LABEL: func.func @dims(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> (index, index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<?x?xf32>) {
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: memref.store %arg2, %arg4[%dim_1, %arg3] : memref<?x?xf32>
// CHECK-NEXT: %2 = scf.for %arg5 = %c0 to %arg1 step %c1 iter_args(%arg6 = %arg4) -> (memref<?x?xf32>) {
// CHECK-NEXT: scf.yield %arg6 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %1 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<?x?xf32>) {
// CHECK-NEXT: scf.yield %arg0 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = memref.dim %1, %c0 : memref<?x?xf32>
// CHECK-NEXT: return %dim, %dim_0 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mins(%arg0: memref<i64>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c30 = arith.constant 30 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c30 step %c8 {
// CHECK-NEXT: scf.for %arg3 = %arg2 to %arg1 step %c3 {
// CHECK-NEXT: %0 = affine.min #map(%arg2, %arg3)
// CHECK-NEXT: %1 = affine.apply #map1(%arg2)
// CHECK-NEXT: %2 = affine.min #map2(%arg2, %arg3)
// CHECK-NEXT: %3 = arith.addi %0, %1 : index
// CHECK-NEXT: %4 = arith.addi %3, %2 : index
// CHECK-NEXT: %5 = arith.index_cast %4 : index to i64
// CHECK-NEXT: memref.store %5, %arg0[] : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %arg1 {
// CHECK-NEXT: %0 = affine.min #map3(%arg2)
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT: memref.store %1, %arg0[] : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @dims(%m: memref<?x?xf32>, %n: index, %x: f32) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m) -> memref<?x?xf32> {
    %d = memref.dim %a, %c1 : memref<?x?xf32>
    memref.store %x, %a[%d, %i] : memref<?x?xf32>
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> memref<?x?xf32> {
      scf.yield %b : memref<?x?xf32>
    }
    scf.yield %r2 : memref<?x?xf32>
  }
  %e = memref.dim %r, %c0 : memref<?x?xf32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m) -> memref<?x?xf32> {
    %d = memref.dim %a, %c1 : memref<?x?xf32>
    scf.yield %m : memref<?x?xf32>
  }
  %f = memref.dim %s, %c0 : memref<?x?xf32>
  return %e, %f : index, index
}
func.func @mins(%A: memref<i64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c30 = arith.constant 30 : index
  scf.for %i = %c0 to %c30 step %c8 {
    scf.for %j = %i to %n step %c3 {
      %1 = affine.min affine_map<(d0, d1) -> (d1 - d0, 100, d0 + 90)> (%i, %j)
      %2 = affine.max affine_map<(d0)[s0] -> (d0 - 30, s0 floordiv 2 - 1000)> (%i)[%c30]
      %3 = affine.min affine_map<(d0, d1) -> (d0 + 3, d1 + 3)> (%i, %j)
      %4 = arith.addi %1, %2 : index
      %5 = arith.addi %4, %3 : index
      %6 = arith.index_cast %5 : index to i64
      memref.store %6, %A[] : memref<i64>
    }
  }
  scf.for %i = %c0 to %n step %n {
    %1 = affine.min affine_map<(d0) -> (d0, 4)> (%i)
    %6 = arith.index_cast %1 : index to i64
    memref.store %6, %A[] : memref<i64>
  }
  return
}
