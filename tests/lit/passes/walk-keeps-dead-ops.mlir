// A rule-declared pass of `mode walk` (MLIR's passes that walk the IR and
// rewrite with their patterns) leaves ops without uses where they are, as
// mlir-opt-19 does: no dead-op erasure, unlike a greedy rewrite.
// RUN: rulir-opt %s --llvm-request-c-wrappers > %t.rulir
// RUN: %mlir_opt %s --llvm-request-c-wrappers > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir

// CHECK-LABEL: func.func @f() attributes {llvm.emit_c_interface} {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT:    return
func.func @f() {
  %c = arith.constant 1 : i32
  %d = arith.addi %c, %c : i32
  return
}
