// affine.for's induction variable may carry a location, printed back under
// --mlir-print-debuginfo as MLIR does.
// RUN: rulir-opt %s --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: %mlir_opt %s --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: rulir-opt %s | FileCheck %s --check-prefix=PLAIN

// CHECK: affine.for %arg0 loc("IVlocation") = 0 to 8 {
// PLAIN: affine.for %arg0 = 0 to 8 {
func.func @f() {
  affine.for %i0 loc("IVlocation") = 0 to 8 {
  }
  return
}
