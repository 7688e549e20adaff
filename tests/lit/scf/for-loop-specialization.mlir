// RUN: rulir-opt %s --scf-for-loop-specialization | FileCheck %s

// CHECK: #map = affine_map<()[s0, s1] -> (1024, s0 - s1, 512)>
// CHECK-LABEL: func.func @for(%arg0: index, %arg1: memref<?xf32>, %arg2: index) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg1, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = affine.min #map()[%dim, %arg0]
// CHECK-NEXT: %c512 = arith.constant 512 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %c512 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c512 step %c1 {
// CHECK-NEXT: %c512_0 = arith.constant 512 : index
// CHECK-NEXT: %2 = arith.cmpi eq, %c512, %c512_0 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c512_0 step %c1 {
// CHECK-NEXT: %3 = memref.load %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: %4 = arith.index_cast %c512_0 : index to i32
// CHECK-NEXT: memref.store %3, %arg1[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c512 step %c1 {
// CHECK-NEXT: %3 = memref.load %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: %4 = arith.index_cast %c512 : index to i32
// CHECK-NEXT: memref.store %3, %arg1[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.for %arg3 = %c0 to %0 step %c1 {
// CHECK-NEXT: %c512_0 = arith.constant 512 : index
// CHECK-NEXT: %2 = arith.cmpi eq, %0, %c512_0 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c512_0 step %c1 {
// CHECK-NEXT: %3 = memref.load %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: %4 = arith.index_cast %c512_0 : index to i32
// CHECK-NEXT: memref.store %3, %arg1[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.for %arg4 = %c0 to %0 step %c1 {
// CHECK-NEXT: %3 = memref.load %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: %4 = arith.index_cast %0 : index to i32
// CHECK-NEXT: memref.store %3, %arg1[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

#map0 = affine_map<()[s0, s1] -> (1024, s0 - s1, 512)>
func.func @for(%outer: index, %A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %A, %c0 : memref<?xf32>
  %b0 = affine.min #map0()[%d0, %outer]
  scf.for %i0 = %c0 to %b0 step %c1 {
    scf.for %i1 = %c0 to %b0 step %c1 {
      %x = memref.load %A[%i0] : memref<?xf32>
      %y = arith.index_cast %b0 : index to i32
      memref.store %x, %A[%i1] : memref<?xf32>
    }
  }
  scf.for %i0 = %c0 to %n step %c1 {
  }
  return
}
