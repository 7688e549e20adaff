// `{$rs...}` moves a range of regions into a created op's variadic ones,
// in order; an extern analysis that gives an op (FusionPartner) may stand
// in a condition, its op matched with `is`.
// RUN: %rules-both %S/Inputs/regions-move.rules %s | FileCheck %s

// CHECK-LABEL: func.func @swap
// CHECK: scf.parallel {{.*}} init (%arg0, %arg1) -> (f32, f32) {
// CHECK-NEXT: scf.reduce(%arg1, %arg0 : f32, f32) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT:   %[[S:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT:   scf.reduce.return %[[S]] : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%[[C:.*]]: f32, %[[D:.*]]: f32):
// CHECK-NEXT:   %[[T:.*]] = arith.addf %[[C]], %[[D]] : f32
// CHECK-NEXT:   scf.reduce.return %[[T]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: } {test.swapped}
func.func @swap(%f: f32, %i: f32, %n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%k) = (%c0) to (%n) step (%c1) init (%f, %i) -> (f32, f32) {
    scf.reduce(%f, %i : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r#0, %r#1 : f32, f32
}

// CHECK-LABEL: func.func @partners
// CHECK: scf.parallel
// CHECK: } {test.partner}
// CHECK-NEXT: scf.parallel
// CHECK-NOT: test.partner
// CHECK: return
func.func @partners(%m: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%k) = (%c0) to (%c4) step (%c1) {
    memref.store %v, %m[%k] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%k) = (%c0) to (%c4) step (%c1) {
    memref.store %v, %m[%k] : memref<4xf32>
    scf.reduce
  }
  memref.store %v, %m[%c0] : memref<4xf32>
  scf.parallel (%k) = (%c0) to (%c4) step (%c1) {
    memref.store %v, %m[%k] : memref<4xf32>
    scf.reduce
  }
  return
}
