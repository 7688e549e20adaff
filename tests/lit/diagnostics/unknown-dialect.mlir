// A custom op of a dialect that is not loaded: the error and a note listing
// the registered dialects (the test dialect among them: it accepts any
// test.* op), as mlir-opt-19 words them; the expectations hold for both.
// RUN: rulir-opt %s -verify-diagnostics
// RUN: %mlir_opt %s -verify-diagnostics
// RUN: not rulir-opt %s 2>&1 | FileCheck %s

// CHECK: unknown-dialect.mlir:[[@LINE+5]]:3: error: Dialect `foo' not found for custom op 'foo.asd'
// CHECK: unknown-dialect.mlir:[[@LINE+4]]:3: note: Registered dialects: affine, arith, builtin, cf, complex, func, index, llvm, math, memref, scf, test, ub, vector ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management
func.func @unknown_dialect_operation() {
  // expected-error@below {{Dialect `foo' not found for custom op 'foo.asd'}}
  // expected-note-re@below {{Registered dialects:{{.*}} test{{.*}}}}
  foo.asd
}
