// RUN: rulir-opt %s --pass-pipeline='builtin.module(func.func(scf-parallel-loop-fusion))' | FileCheck %s

// CHECK-LABEL: func.func @chain(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: index) -> (f32, f32) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = arith.addi %c1, %c1 : index
// CHECK-NEXT: %1:2 = scf.parallel (%arg3) = (%c0) to (%c4) step (%c1) init (%cst, %cst) -> (f32, f32) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT: memref.store %2, %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT: %3 = memref.load %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT: %4 = arith.addi %arg3, %0 : index
// CHECK-NEXT: %5 = memref.load %arg1[%4] : memref<4xf32>
// CHECK-NEXT: scf.reduce(%3, %5 : f32, f32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %6 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %6 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %6 = arith.mulf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return %1#0, %1#1 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_fusion(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %1 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %1 = memref.load %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %1, %arg1[%c0] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: memref.store %0, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c4) step (%c2) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @chain(%A: memref<4xf32>, %B: memref<4xf32>, %n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %t = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %a = memref.load %A[%i] : memref<4xf32>
    memref.store %a, %t[%i] : memref<4xf32>
    scf.reduce
  }
  %k = arith.addi %c1, %c1 : index
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> f32 {
    %a = memref.load %t[%i] : memref<4xf32>
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  %q = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> f32 {
    %j = arith.addi %i, %k : index
    %a = memref.load %B[%j] : memref<4xf32>
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.mulf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  memref.dealloc %t : memref<4xf32>
  return %r, %q : f32, f32
}
func.func @no_fusion(%A: memref<4xf32>, %B: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  // writes A, the next reads B (may alias A)
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %a = memref.load %A[%i] : memref<4xf32>
    memref.store %a, %A[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %b = memref.load %B[%i] : memref<4xf32>
    memref.store %b, %B[%c0] : memref<4xf32>
    scf.reduce
  }
  // a side effect between
  %v = memref.load %A[%c0] : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %v, %B[%i] : memref<4xf32>
    scf.reduce
  }
  // another iteration space
  scf.parallel (%i) = (%c0) to (%c4) step (%c2) {
    scf.reduce
  }
  return
}
