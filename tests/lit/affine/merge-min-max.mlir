// An affine.min (max) result that is an operand another affine.min (max)
// defines takes that op's results and operands (MLIR's MergeAffineMinMaxOp).
// CHECK lines from mlir-opt-19.
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s2 + 16, s2 * 8, s1 - 2, s0 + 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (1, 7, s0 * 2)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (16, s0)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @min_of_min(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:     %0 = affine.min #map()[%arg1, %arg2, %arg0]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @max_of_max_twice(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.max #map1()[%arg0]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @min_of_max_stays(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.max #map2()[%arg0]
// CHECK-NEXT:     %1 = affine.min #map3()[%0, %arg1]
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @min_of_min(%a: index, %b: index, %c: index) -> index {
  %0 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)> ()[%a]
  %1 = affine.min affine_map<(d0)[s0, s1] -> (s0 + 4, d0, s1 - 2)> (%0)[%b, %c]
  return %1 : index
}

func.func @max_of_max_twice(%a: index, %b: index) -> index {
  %0 = affine.max affine_map<(d0) -> (d0 * 2, 7)> (%a)
  %1 = affine.max affine_map<(d0)[s0] -> (d0, s0, 1)> (%0)[%0]
  return %1 : index
}

func.func @min_of_max_stays(%a: index, %b: index) -> index {
  %0 = affine.max affine_map<()[s0] -> (s0, 16)> ()[%a]
  %1 = affine.min affine_map<()[s0, s1] -> (s0, s1)> ()[%0, %b]
  return %1 : index
}
