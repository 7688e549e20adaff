// The generic form's properties that name no property of the op become
// discardable attributes, as MLIR reads them: the custom form printed reads
// back, and builtin.module rejects a name without a dialect (found by
// fuzz-lower: the module printed `attributes {qym_visibility = ...}`, which
// did not read back).
// RUN: rulir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect | FileCheck %s
// RUN: not rulir-opt %s -split-input-file -allow-unregistered-dialect 2>/dev/null | rulir-opt -allow-unregistered-dialect -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK: arith.addi %arg0, %arg0 {foo = 1 : i32} : i32
func.func @f(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) <{foo = 1 : i32}> : (i32, i32) -> i32
  return %0 : i32
}

// -----

module @outer {
  // expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'qym_visibility'}}
  "builtin.module"() <{sym_name = "from_generic", qym_visibility = "private"}> ({
    "t.in_generic"() : () -> ()
  }) {t.x = 1} : () -> ()
}
