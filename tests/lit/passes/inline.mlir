// --inline as mlir-opt-19 runs it: bottom-up over the call graph, callees
// canonicalized before they are inlined, a callee of several blocks split
// into the caller (its returns branching to the rest), not inside an op of
// one block (scf.if); recursion stays a call; private functions no one
// calls any more are erased, public ones kept.
// RUN: rulir-opt %s --inline > %t.rulir
// RUN: %mlir_opt %s --inline > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --inline='default-pipeline=' | FileCheck %s

// CHECK-NOT: func.func private @leaf
// CHECK-LABEL: func.func @twice
// CHECK-NOT:     call @leaf
// CHECK:         arith.addi
func.func private @leaf(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %y = arith.addi %x, %c0 : i32
  %z = arith.addi %y, %y : i32
  return %z : i32
}
func.func @twice(%x: i32) -> i32 {
  %a = call @leaf(%x) : (i32) -> i32
  %b = call @leaf(%a) : (i32) -> i32
  return %b : i32
}

// CHECK-LABEL: func.func @abs
func.func @abs(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %n = arith.cmpi slt, %x, %c0 : i32
  cf.cond_br %n, ^neg, ^pos
^neg:
  %m = arith.subi %c0, %x : i32
  return %m : i32
^pos:
  return %x : i32
}
// CHECK-LABEL: func.func @use_abs
// CHECK:         cf.cond_br
// CHECK:         scf.if
// CHECK:           call @abs
func.func @use_abs(%x: i32, %c: i1) -> i32 {
  %a = call @abs(%x) : (i32) -> i32
  %b = scf.if %c -> i32 {
    %r = func.call @abs(%a) : (i32) -> i32
    scf.yield %r : i32
  } else {
    scf.yield %a : i32
  }
  return %b : i32
}

// CHECK-LABEL: func.func @fact
// CHECK:         call @fact
func.func @fact(%n: i32) -> i32 {
  %r = call @fact(%n) : (i32) -> i32
  return %r : i32
}
