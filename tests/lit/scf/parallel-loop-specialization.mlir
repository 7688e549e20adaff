// RUN: rulir-opt %s --scf-parallel-loop-specialization | FileCheck %s

// CHECK: #map = affine_map<()[s0, s1] -> (1024, s0 - s1)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (64, s0 - s1, 32)>
// CHECK-LABEL: func.func @parallel_loop(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>, %arg3: memref<?x?xf32>) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg2, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg2, %c1 : memref<?x?xf32>
// CHECK-NEXT: %0 = affine.min #map()[%dim, %arg0]
// CHECK-NEXT: %1 = affine.min #map1()[%dim_0, %arg1]
// CHECK-NEXT: %c1024 = arith.constant 1024 : index
// CHECK-NEXT: %2 = arith.cmpi eq, %0, %c1024 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %3 = arith.cmpi eq, %1, %c32 : index
// CHECK-NEXT: %4 = arith.andi %2, %3 : i1
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%c1024, %c32) step (%c1, %c1) {
// CHECK-NEXT: %6 = memref.load %arg3[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: memref.store %6, %arg2[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%0, %1) step (%c1, %c1) {
// CHECK-NEXT: %6 = memref.load %arg3[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: memref.store %6, %arg2[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c32_1 = arith.constant 32 : index
// CHECK-NEXT: %5 = arith.cmpi eq, %1, %c32_1 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: scf.parallel (%arg4) = (%c0) to (%c32_1) step (%c1) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.parallel (%arg4) = (%c0) to (%1) step (%c1) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%0, %dim_0) step (%c1, %c1) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

#map0 = affine_map<()[s0, s1] -> (1024, s0 - s1)>
#map1 = affine_map<()[s0, s1] -> (64, s0 - s1, 32)>
func.func @parallel_loop(%outer_i0: index, %outer_i1: index, %A: memref<?x?xf32>, %B: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %A, %c0 : memref<?x?xf32>
  %d1 = memref.dim %A, %c1 : memref<?x?xf32>
  %b0 = affine.min #map0()[%d0, %outer_i0]
  %b1 = affine.min #map1()[%d1, %outer_i1]
  scf.parallel (%i0, %i1) = (%c0, %c0) to (%b0, %b1) step (%c1, %c1) {
    %B_elem = memref.load %B[%i0, %i1] : memref<?x?xf32>
    memref.store %B_elem, %A[%i0, %i1] : memref<?x?xf32>
  }
  scf.parallel (%i0) = (%c0) to (%b1) step (%c1) {
  }
  scf.parallel (%i0, %i1) = (%c0, %c0) to (%b0, %d1) step (%c1, %c1) {
  }
  return
}
