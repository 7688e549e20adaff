// --cse of ops that only read memory (MemRead: memref.load, affine.load,
// vector.load), as mlir-opt-19 does it: an equal read before it in the same
// block with no op between them that may write (@reads: not across the
// store; @loop_between: a loop that writes nothing does not stop it) is
// used instead; reads in other blocks are kept (@blocks). An unused read is
// trivially dead (the unused load of @reads goes, under --cse and
// --canonicalize alike).
// RUN: rulir-opt %s --cse > %t.rulir
// RUN: %mlir_opt %s --cse > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir
// RUN: rulir-opt %s --canonicalize > %t.rulir.canon
// RUN: %mlir_opt %s --canonicalize > %t.mlir.canon
// RUN: diff %t.rulir.canon %t.mlir.canon

// CHECK-LABEL: func.func @reads(
// CHECK-NEXT:    %[[A:.*]] = memref.load
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    %[[C:.*]] = memref.load
// CHECK-NEXT:    return %[[A]], %[[A]], %[[C]], %[[C]]
// CHECK-LABEL: func.func @affine(
// CHECK:         %[[X:.*]] = affine.load
// CHECK-NEXT:    arith.mulf %[[X]], %[[X]]
// CHECK-LABEL: func.func @blocks(
// CHECK-COUNT-2: memref.load
// CHECK-LABEL: func.func @loop_between(
// CHECK:         %[[L:.*]] = memref.load
// CHECK-NOT:     memref.load
// CHECK:         return %[[L]], %[[L]]
func.func @reads(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32, f32) {
  %a = memref.load %m[%i] : memref<4xf32>
  %b = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %c = memref.load %m[%i] : memref<4xf32>
  %d = memref.load %m[%i] : memref<4xf32>
  %unused = memref.load %m[%i] : memref<4xf32>
  return %a, %b, %c, %d : f32, f32, f32, f32
}
func.func @affine(%m: memref<4x4xf32>) {
  affine.for %i = 0 to 4 {
    %x = affine.load %m[%i, %i] : memref<4x4xf32>
    %y = affine.load %m[%i, %i] : memref<4x4xf32>
    %s = arith.mulf %x, %y : f32
    affine.store %s, %m[%i, %i] : memref<4x4xf32>
  }
  return
}
func.func @blocks(%m: memref<4xf32>, %i: index, %c: i1) -> f32 {
  %a = memref.load %m[%i] : memref<4xf32>
  cf.cond_br %c, ^b1, ^b2
^b1:
  %b = memref.load %m[%i] : memref<4xf32>
  return %b : f32
^b2:
  return %a : f32
}
func.func @loop_between(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32) {
  %a = memref.load %m[%i] : memref<4xf32>
  affine.for %k = 0 to 4 {
    %x = arith.addf %v, %v : f32
  }
  %b = memref.load %m[%i] : memref<4xf32>
  return %a, %b : f32, f32
}
