// --mlir-print-op-on-diagnostic (default: true) attaches the op to a
// diagnostic reported on it, as a "see current operation" note;
// =false leaves it out; under --verify-diagnostics it is never attached,
// whatever the flag says. rulir-translate takes it too. Output identical to
// mlir-opt-19's.
// RUN: not rulir-opt %s 2>&1 | FileCheck %s --check-prefixes=CHECK,OP
// RUN: not rulir-opt %s -mlir-print-op-on-diagnostic 2>&1 | FileCheck %s --check-prefixes=CHECK,OP
// RUN: not rulir-opt %s --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefixes=CHECK,NOOP
// RUN: not rulir-opt %s -mlir-print-op-on-diagnostic=0 -mlir-print-op-on-diagnostic 2>&1 | FileCheck %s --check-prefixes=CHECK,OP
// RUN: not rulir-translate --mlir-to-llvmir %s -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefixes=CHECK,NOOP
// RUN: rulir-opt %s --verify-diagnostics --mlir-print-op-on-diagnostic=true
// RUN: not rulir-opt %s -mlir-print-op-on-diagnostic=false > %t.rulir 2>&1
// RUN: not %mlir_opt %s -mlir-print-op-on-diagnostic=false > %t.mlir 2>&1
// RUN: diff %t.rulir %t.mlir
// RUN: not rulir-opt %s > %t.rulir 2>&1
// RUN: not %mlir_opt %s > %t.mlir 2>&1
// RUN: diff %t.rulir %t.mlir

func.func @f() {
// CHECK: print-op-on-diagnostic.mlir:[[@LINE+6]]:3: error: operand #0 does not dominate this use
// CHECK-NEXT: {{^}}  "test.foo"(%cst) : (index) -> ()
// CHECK-NEXT: {{^}}  ^
// OP-NEXT: print-op-on-diagnostic.mlir:[[@LINE+3]]:3: note: see current operation: "test.foo"(%0) : (index) -> ()
// NOOP-NOT: see current operation
// expected-error @below {{operand #0 does not dominate this use}}
  "test.foo"(%cst) : (index) -> ()
// expected-note @below {{operand defined here (op in the same block)}}
  %cst = arith.constant 0 : index
  return
}
