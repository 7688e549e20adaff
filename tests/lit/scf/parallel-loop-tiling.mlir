// RUN: rulir-opt %s --pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=1,4}))' | FileCheck %s

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1 - d2)>
// CHECK-LABEL: func.func @parallel_loop(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xf32>, %arg7: memref<?x?xf32>) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.muli %arg4, %c1 : index
// CHECK-NEXT: %1 = arith.muli %arg5, %c4 : index
// CHECK-NEXT: scf.parallel (%arg8, %arg9) = (%arg0, %arg1) to (%arg2, %arg3) step (%0, %1) {
// CHECK-NEXT: %2 = affine.min #map(%0, %arg2, %arg8)
// CHECK-NEXT: %3 = affine.min #map(%1, %arg3, %arg9)
// CHECK-NEXT: scf.parallel (%arg10, %arg11) = (%c0, %c0) to (%2, %3) step (%arg4, %arg5) {
// CHECK-NEXT: %4 = arith.addi %arg10, %arg8 : index
// CHECK-NEXT: %5 = arith.addi %arg11, %arg9 : index
// CHECK-NEXT: %6 = memref.load %arg7[%4, %5] : memref<?x?xf32>
// CHECK-NEXT: memref.store %6, %arg6[%4, %5] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_loop_with_step() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c22 = arith.constant 22 : index
// CHECK-NEXT: %c24 = arith.constant 24 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.muli %c3, %c1 : index
// CHECK-NEXT: %1 = arith.muli %c3, %c4 : index
// CHECK-NEXT: %2 = arith.muli %c3, %c1_1 : index
// CHECK-NEXT: scf.parallel (%arg0, %arg1, %arg2) = (%c0, %c0, %c0) to (%c22, %c24, %c3) step (%0, %1, %2) {
// CHECK-NEXT: scf.parallel (%arg3, %arg4, %arg5) = (%c0_0, %c0_0, %c0_0) to (%0, %1, %2) step (%c3, %c3, %c3) {
// CHECK-NEXT: %3 = arith.addi %arg3, %arg0 : index
// CHECK-NEXT: %4 = arith.addi %arg4, %arg1 : index
// CHECK-NEXT: %5 = arith.addi %arg5, %arg2 : index
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: memref<?xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %1 = arith.muli %c1, %c1_1 : index
// CHECK-NEXT: %2 = arith.muli %c1, %c4 : index
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%c2, %c2) step (%1, %2) {
// CHECK-NEXT: %3 = affine.min #map(%2, %c2, %arg4)
// CHECK-NEXT: scf.parallel (%arg5, %arg6) = (%c0_0, %c0_0) to (%1, %3) step (%c1, %c1) {
// CHECK-NEXT: %4 = arith.addi %arg5, %arg3 : index
// CHECK-NEXT: %5 = arith.addi %arg6, %arg4 : index
// CHECK-NEXT: %6 = memref.load %arg0[%4] : memref<?xf32>
// CHECK-NEXT: memref.store %6, %arg0[%5] : memref<?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.muli %c1, %c1_1 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c2) step (%1) {
// CHECK-NEXT: scf.parallel (%arg3) = (%c0_0) to (%1) step (%c1) {
// CHECK-NEXT: %2 = arith.addi %arg3, %arg2 : index
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.parallel (%arg1) = (%c0) to (%c2) step (%c1) init (%c0) -> index {
// CHECK-NEXT: scf.reduce(%arg1 : index) {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT: scf.reduce.return %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @parallel_loop(%arg0 : index, %arg1 : index, %arg2 : index,
                    %arg3 : index, %arg4 : index, %arg5 : index,
		    %A: memref<?x?xf32>, %B: memref<?x?xf32>) {
  scf.parallel (%i0, %i1) = (%arg0, %arg1) to (%arg2, %arg3) step (%arg4, %arg5) {
    %B_elem = memref.load %B[%i0, %i1] : memref<?x?xf32>
    memref.store %B_elem, %A[%i0, %i1] : memref<?x?xf32>
  }
  return
}
func.func @static_loop_with_step() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c22 = arith.constant 22 : index
  %c24 = arith.constant 24 : index
  scf.parallel (%i0, %i1, %i2) = (%c0, %c0, %c0) to (%c22, %c24, %c3) step (%c3, %c3, %c3) {
  }
  return
}
func.func @nested(%A: memref<?xf32>) {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    scf.parallel (%k, %l) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
      %x = memref.load %A[%k] : memref<?xf32>
      memref.store %x, %A[%l] : memref<?xf32>
    }
  }
  scf.for %i = %c0 to %c2 step %c1 {
    scf.parallel (%k) = (%c0) to (%c2) step (%c1) {
    }
  }
  %r = scf.parallel (%k) = (%c0) to (%c2) step (%c1) init (%c0) -> index {
    scf.reduce(%k : index) {
    ^bb0(%a: index, %b: index):
      %s = arith.addi %a, %b : index
      scf.reduce.return %s : index
    }
  }
  return
}
