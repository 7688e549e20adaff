// RUN: rulir-opt %s -scf-for-loop-canonicalization | FileCheck %s

// CHECK: #map = affine_map<(d0)[s0] -> (3, -d0 + s0)>
// CHECK: #map1 = affine_map<(d0) -> (-d0)>
// CHECK: #map2 = affine_map<(d0) -> (d0, 0)>
// CHECK: #map3 = affine_map<(d0)[s0] -> (s0, d0)>
// CHECK: #map4 = affine_map<(d0)[s0] -> (d0 + s0, 0)>
// CHECK-LABEL: func.func @more(%arg0: memref<i64>, %arg1: index) {
// CHECK: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c10_i64 = arith.constant 10 : i64
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %c40 = arith.constant 40 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c1) to (%c9) step (%c3) {
// CHECK-NEXT: %0 = affine.min #map(%arg2)[%c9]
// CHECK-NEXT: %1 = affine.apply #map1(%arg2)
// CHECK-NEXT: %2 = arith.addi %0, %1 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i64
// CHECK-NEXT: memref.store %3, %arg0[] : memref<i64>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c5 to %c9 step %c40 {
// CHECK-NEXT: memref.store %c10_i64, %arg0[] : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c9 to %c5 step %c1 {
// CHECK-NEXT: memref.store %c0_i64, %arg0[] : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c1 to %c9 step %arg1 {
// CHECK-NEXT: %0 = affine.min #map2(%arg2)
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT: memref.store %1, %arg0[] : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c1 to %arg1 step %c3 {
// CHECK-NEXT: %0 = affine.min #map3(%arg2)[%arg1]
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT: memref.store %1, %arg0[] : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_trip(%arg0: memref<i64>) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c256 = arith.constant 256 : index
// CHECK-NEXT: scf.for %arg1 = %c9 to %c5 step %c1 {
// CHECK-NEXT: %0 = affine.min #map4(%arg1)[%c7]
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT: memref.store %1, %arg0[] : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg1 = %c256 to %c1 step %c1 {
// CHECK-NEXT: memref.store %c0_i64, %arg0[] : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg1 = %c256 to %c1 step %c1 {
// CHECK-NEXT: memref.store %c0_i64, %arg0[] : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @more(%A: memref<i64>, %n: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %c40 = arith.constant 40 : index
  // i in {1, 4, 7}: 9 - i >= 2, so min(3, 9 - i) is not constant but max(-i, -7) is -i.
  scf.parallel (%i) = (%c1) to (%c9) step (%c3) {
    %1 = affine.min affine_map<(d0)[s0] -> (3, s0 - d0)> (%i)[%c9]
    %2 = affine.max affine_map<(d0) -> (-d0, -7)> (%i)
    %3 = arith.addi %1, %2 : index
    %4 = arith.index_cast %3 : index to i64
    memref.store %4, %A[] : memref<i64>
    scf.reduce
  }
  // one iteration: i is 5.
  scf.for %i = %c5 to %c9 step %c40 {
    %1 = affine.min affine_map<(d0) -> (d0 * 2, 12)> (%i)
    %4 = arith.index_cast %1 : index to i64
    memref.store %4, %A[] : memref<i64>
  }
  // no iteration: left alone.
  scf.for %i = %c9 to %c5 step %c1 {
    %1 = affine.min affine_map<(d0) -> (d0, 0)> (%i)
    %4 = arith.index_cast %1 : index to i64
    memref.store %4, %A[] : memref<i64>
  }
  // a step that is no constant: left alone.
  scf.for %i = %c1 to %c9 step %n {
    %1 = affine.min affine_map<(d0) -> (d0, 0)> (%i)
    %4 = arith.index_cast %1 : index to i64
    memref.store %4, %A[] : memref<i64>
  }
  // i in [1, n - 1]: min(i, n) is i.
  scf.for %i = %c1 to %n step %c3 {
    %1 = affine.min affine_map<(d0)[s0] -> (s0, d0)> (%i)[%n]
    %4 = arith.index_cast %1 : index to i64
    memref.store %4, %A[] : memref<i64>
  }
  return
}
func.func @no_trip(%A: memref<i64>) {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  scf.for %i = %c9 to %c5 step %c1 {
    %1 = affine.min affine_map<(d0)[s0] -> (s0 + d0, 0)> (%i)[%c7]
    %4 = arith.index_cast %1 : index to i64
    memref.store %4, %A[] : memref<i64>
  }
  scf.for %i = %c256 to %c1 step %c1 {
    %1 = affine.min affine_map<(d0) -> (d0, 0)> (%i)
    %4 = arith.index_cast %1 : index to i64
    memref.store %4, %A[] : memref<i64>
  }
  scf.for %i = %c256 to %c1 step %c1 {
    %1 = affine.min affine_map<(d0) -> (d0 + 7, 0)> (%i)
    %4 = arith.index_cast %1 : index to i64
    memref.store %4, %A[] : memref<i64>
  }
  return
}
