// llvm.switch's parse and verify errors, where and as MLIR 19 reports them
// (the file passes --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// A comma promises another case; the condition's type is checked only
// after the whole op is parsed (it differs from %arg0's here).
func.func @trailing_comma(%arg0 : i64) {
  // expected-error@+3 {{custom op 'llvm.switch' expected integer value}}
  llvm.switch %arg0 : i32, ^bb1 [
    42: ^bb2,
  ]
^bb1:
  llvm.return
^bb2:
  llvm.return
}
// -----
func.func @weights(%arg0 : i32) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  llvm.switch %arg0 : i32, ^bb1 [
    42: ^bb2(%arg0, %arg0 : i32, i32)
  ] {branch_weights = array<i32: 13, 17, 19>}
^bb1:
  llvm.return
^bb2(%1: i32, %2: i32):
  llvm.return
}
// -----
func.func @case_type(%arg0 : i64) {
  // expected-error@below {{expects case value type to match condition value type}}
  "llvm.switch"(%arg0)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}
// -----
// Operands in order: the condition, the default's, the cases'.
// RUN: rulir-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// CHECK-LABEL: func.func @ok
// CHECK: llvm.switch %arg0 : i32, ^bb1(%arg1 : i64) [
// CHECK-NEXT: 1: ^bb2(%arg0 : i32)
// CHECK-NEXT: ] {branch_weights = array<i32: 1, 2>}
func.func @ok(%arg0 : i32, %arg1 : i64) {
  llvm.switch %arg0 : i32, ^bb1(%arg1 : i64) [
    1: ^bb2(%arg0 : i32)
  ] {branch_weights = array<i32: 1, 2>}
^bb1(%a: i64):
  llvm.return
^bb2(%b: i32):
  llvm.return
}
