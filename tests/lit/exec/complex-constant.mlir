// complex.constant lowers to an llvm.mlir.constant of a struct ([re, im]),
// which rulir-translate turns into an LLVM struct constant (LLVM folds the
// arithmetic on it away); the same program
// lowered by mlir-opt-19 and run by mlir-cpu-runner-19 prints the same.
// RUN: rulir-opt --convert-to-llvm --reconcile-unrealized-casts %s | rulir-run - -e main -entry-point-result=f32 | FileCheck %s
// RUN: rulir-opt --convert-to-llvm --reconcile-unrealized-casts %s | rulir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: %mlir_opt --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=f32 | FileCheck %s
// CHECK: 7.000000e+00
// IR: ret float 7.000000e+00

func.func @main() -> f32 {
  %z = complex.constant [1.5 : f32, 2.0 : f32] : complex<f32>
  %w = complex.add %z, %z : complex<f32>
  %r = complex.re %w : complex<f32>
  %i = complex.im %w : complex<f32>
  %s = arith.addf %r, %i : f32
  return %s : f32
}
