// Complex arithmetic lowered by rulir-opt --convert-to-llvm (complex, func,
// arith) and run by rulir-run; the same program lowered by mlir-opt-19 and
// run by mlir-cpu-runner-19 prints the same value.
// ((z*w + k) / w - z), z = 1+2i, w = 3-4i, k = 0.5-4i: re + im, times |z*w + k|.
// RUN: rulir-opt --convert-to-llvm %s | rulir-run - -e main -entry-point-result=f32 | FileCheck %s
// RUN: rulir-opt --convert-to-llvm %s | rulir-run - -e main -entry-point-result=f32 -O2 | FileCheck %s
// RUN: %mlir_opt --convert-to-llvm %s | mlir-cpu-runner-19 -e main -entry-point-result=f32 | FileCheck %s
// CHECK: 3.501785e+00

func.func @calc(%a: f64, %b: f64, %c: f64, %d: f64) -> f64 {
  %z = complex.create %a, %b : complex<f64>
  %w = complex.create %c, %d : complex<f64>
  %h = arith.constant 0.5 : f64
  %k = complex.create %h, %d : complex<f64>
  %0 = complex.mul %z, %w : complex<f64>
  %1 = complex.add %0, %k fastmath<contract> : complex<f64>
  %2 = complex.div %1, %w : complex<f64>
  %3 = complex.sub %2, %z : complex<f64>
  %r = complex.re %3 : complex<f64>
  %i = complex.im %3 : complex<f64>
  %m = complex.abs %1 : complex<f64>
  %s = arith.addf %r, %i : f64
  %t = arith.mulf %s, %m : f64
  return %t : f64
}
func.func @main() -> f32 {
  %a = arith.constant 1.0 : f64
  %b = arith.constant 2.0 : f64
  %c = arith.constant 3.0 : f64
  %d = arith.constant -4.0 : f64
  %r = call @calc(%a, %b, %c, %d) : (f64, f64, f64, f64) -> f64
  %f = arith.truncf %r : f64 to f32
  return %f : f32
}
