// RUN: rulir-opt %s -scf-for-loop-canonicalization | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0 - 2)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (-d0 + s0)>
// CHECK-LABEL: func.func @forall(%arg0: memref<i64>, %arg1: index) {
// CHECK: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.forall (%arg2, %arg3) = (0, %c2) to (8, 11) step (4, 3) {
// CHECK-NEXT: %0 = affine.apply #map(%arg3)
// CHECK-NEXT: %1 = arith.addi %0, %c4 : index
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i64
// CHECK-NEXT: memref.store %2, %arg0[] : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: %0 = affine.apply #map1(%arg2)[%arg1]
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT: memref.store %1, %arg0[] : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @forall(%A: memref<i64>, %n: index) {
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) = (0, %c2) to (8, 11) step (4, 3) {
    %1 = affine.min affine_map<(d0) -> (8 - d0, 4)> (%i)
    %2 = affine.max affine_map<(d0) -> (d0 - 2, 0)> (%j)
    %3 = arith.addi %1, %2 : index
    %4 = arith.index_cast %3 : index to i64
    memref.store %4, %A[] : memref<i64>
  }
  scf.forall (%i) in (%n) {
    %1 = affine.min affine_map<(d0)[s0] -> (s0 - d0, s0)> (%i)[%n]
    %4 = arith.index_cast %1 : index to i64
    memref.store %4, %A[] : memref<i64>
  }
  return
}
