// --convert-vector-to-llvm on bad input: the verifier's error, located
// (file:line:col, as mlir-opt-19 prints it), and a non-zero exit; bad pass
// options are mlir-opt-19's errors.
// RUN: not rulir-opt --convert-vector-to-llvm %s 2>&1 | FileCheck %s
// RUN: not %mlir_opt --convert-vector-to-llvm %s 2>&1 | FileCheck %s
// RUN: not rulir-opt --convert-vector-to-llvm='reassociate-fp-reductions=maybe' %s 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not rulir-opt --convert-vector-to-llvm='bogus=1' %s 2>&1 | FileCheck %s --check-prefix=OPT

// CHECK: to-llvm-invalid.mlir:[[@LINE+6]]:8: error: 'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'
// CHECK-NEXT: %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
// CHECK-NEXT: ^
// BOOL: rulir-opt: for the --reassociate-fp-reductions option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// OPT: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
func.func @f(%v: vector<4xf32>) -> f32 {
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return %0 : f32
}
