// A semi-affine mod whose dividend is a multiple of the symbol once its
// terms `y mod s` are read as y folds to 0, as MLIR 19 folds mod of mod;
// (x mod s) mod s stays.
// RUN: rulir-opt %s --canonicalize | FileCheck %s
// RUN: rulir-opt %s --canonicalize > %t.rulir
// RUN: %mlir_opt %s --canonicalize > %t.mlir
// RUN: diff %t.rulir %t.mlir

// CHECK: #[[MAP:.*]] = affine_map<()[s0, s1] -> ((s0 mod s1) mod s1)>
// CHECK-LABEL: func.func @f
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[A:.*]] = affine.apply #[[MAP]]()[%arg0, %arg1]
// CHECK: return %[[C0]], %[[C0]], %[[A]], %[[C0]]
func.func @f(%a: index, %b: index, %c: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> ((s0 - (s0 mod s1)) mod s1)> ()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 - ((s0 - s2) mod s1) - s2) mod s1)> ()[%a, %b, %c]
  %2 = affine.apply affine_map<()[s0, s1] -> ((s0 mod s1) mod s1)> ()[%a, %b]
  %3 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1) mod s1)> ()[%a, %b]
  return %0, %1, %2, %3 : index, index, index, index
}
