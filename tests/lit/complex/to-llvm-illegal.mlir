// --convert-complex-to-llvm lowers create, re, im, constant, add, sub, mul,
// div and abs; MLIR lowers the other ops with --convert-complex-to-standard.
// The complex dialect is illegal for the pass, so such an op makes it fail,
// with mlir-opt-19's message.
// RUN: not rulir-opt --convert-complex-to-llvm %s 2>&1 | FileCheck %s
// CHECK: to-llvm-illegal.mlir:[[@LINE+3]]:8: error: failed to legalize operation 'complex.eq' that was explicitly marked illegal
func.func @eq(%z: complex<f32>) -> i1 {
  %a = complex.add %z, %z : complex<f32>
  %0 = complex.eq %a, %z : complex<f32>
  return %0 : i1
}
