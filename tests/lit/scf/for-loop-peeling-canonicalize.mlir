// RUN: rulir-opt %s -scf-for-loop-peeling -canonicalize | FileCheck %s

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s1 - (-s0 + s1) mod s2)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
// CHECK: #map2 = affine_map<(d0)[s0] -> (-d0 + s0)>
// CHECK: #map3 = affine_map<(d0)[s0, s1] -> (-d0 + s1 - 1, s0 - 8)>
// CHECK: #map4 = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
// CHECK: #map5 = affine_map<(d0)[s0] -> (-d0 + s0, 4)>
// CHECK-LABEL: func.func @dynamic(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xi32>) -> i32 {
// CHECK: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// CHECK-NEXT: %1 = scf.for %arg4 = %arg0 to %0 step %arg2 iter_args(%arg5 = %c0_i32) -> (i32) {
// CHECK-NEXT: %3 = affine.apply #map1(%arg4)[%arg1]
// CHECK-NEXT: %4 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %5 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %6 = arith.addi %arg5, %4 : i32
// CHECK-NEXT: %7 = arith.addi %6, %5 : i32
// CHECK-NEXT: scf.yield %7 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.for %arg4 = %0 to %arg1 step %arg2 iter_args(%arg5 = %1) -> (i32) {
// CHECK-NEXT: %3 = affine.apply #map2(%arg4)[%arg1]
// CHECK-NEXT: %4 = affine.max #map3(%arg4)[%arg2, %arg1]
// CHECK-NEXT: %5 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %6 = arith.index_cast %4 : index to i32
// CHECK-NEXT: %7 = arith.addi %arg5, %5 : i32
// CHECK-NEXT: %8 = arith.addi %7, %6 : i32
// CHECK-NEXT: scf.yield %8 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_nested(%arg0: memref<?xi32>, %arg1: index) {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c16 step %c4 {
// CHECK-NEXT: %0 = affine.apply #map4()[%arg1]
// CHECK-NEXT: scf.for %arg3 = %c0 to %0 step %c4 {
// CHECK-NEXT: memref.store %c4_i32, %arg0[%arg2] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %0 to %arg1 step %c4 {
// CHECK-NEXT: %1 = affine.apply #map2(%arg3)[%arg1]
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT: memref.store %2, %arg0[%arg2] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c4 {
// CHECK-NEXT: %0 = affine.min #map5(%arg2)[%arg1]
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: memref.store %1, %arg0[%c16] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %c16 step %c4 {
// CHECK-NEXT: %0 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: memref.store %0, %arg0[%arg2] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

#map = affine_map<(d0, d1)[s0] -> (s0, d0 - d1)>
#mx = affine_map<(d0, d1)[s0] -> (s0 - 8, d1 - d0 - 1)>
func.func @dynamic(%lb : index, %ub: index, %step: index, %m: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %iv = %lb to %ub step %step iter_args(%arg = %c0) -> i32 {
    %s = affine.min #map(%ub, %iv)[%step]
    %t = affine.max #mx(%iv, %ub)[%step]
    %casted = arith.index_cast %s : index to i32
    %t2 = arith.index_cast %t : index to i32
    %0 = arith.addi %arg, %casted : i32
    %1 = arith.addi %0, %t2 : i32
    scf.yield %1 : i32
  }
  return %r : i32
}
func.func @static_nested(%m: memref<?xi32>, %n: index) {
  %lb = arith.constant 0 : index
  %step = arith.constant 4 : index
  %ub = arith.constant 17 : index
  scf.for %iv = %lb to %ub step %step {
    scf.for %jv = %lb to %n step %step {
      %s = affine.min #map(%n, %jv)[%step]
      %x = arith.index_cast %s : index to i32
      memref.store %x, %m[%iv] : memref<?xi32>
    }
  }
  %c16 = arith.constant 16 : index
  scf.for %iv = %lb to %c16 step %step {
    %x = arith.index_cast %iv : index to i32
    memref.store %x, %m[%iv] : memref<?xi32>
  }
  return
}
