// A mod, floordiv or ceildiv by a constant that is not positive: MLIR's
// error, the op left as it is, and the pass goes on (the rules say
// `fail "..."`), as mlir-opt-19 does.
// RUN: rulir-opt --lower-affine %s 2>&1 | FileCheck %s
// RUN: rulir-opt --lower-affine %s > %t.rulir 2>&1
// RUN: %mlir_opt --lower-affine %s > %t.mlir 2>&1
// RUN: diff %t.rulir %t.mlir

// CHECK: :[[@LINE+6]]:8: error: division by non-positive value is not supported
// CHECK: :[[@LINE+6]]:8: error: modulo by non-positive value is not supported
// CHECK-LABEL: func.func @f(
// CHECK: affine.apply #map(%arg0)
// CHECK: affine.apply #map1(%arg0)
func.func @f(%i: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%i)
  %1 = affine.apply affine_map<(d0) -> (d0 mod 0)>(%i)
  %2 = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%i)
  return %0, %1, %2 : index, index, index
}
