// scf.while/scf.condition and scf.execute_region (several blocks, results).
// CHECK lines are mlir-opt-19's output; the output is also diffed against it,
// and the generic form must parse back to the same custom form.
// RUN: rulir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rulir-opt --allow-unregistered-dialect %s > %t.rulir
// RUN: %mlir_opt --allow-unregistered-dialect %s > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt --allow-unregistered-dialect %s --mlir-print-op-generic > %t.g.rulir
// RUN: %mlir_opt --allow-unregistered-dialect %s --mlir-print-op-generic > %t.g.mlir
// RUN: diff %t.g.rulir %t.g.mlir
// RUN: rulir-opt --allow-unregistered-dialect %t.g.rulir | FileCheck %s

func.func @while(%init: i32, %lim: i32) -> i32 {
  %res = scf.while (%arg = %init) : (i32) -> i32 {
    %cond = arith.cmpi slt, %arg, %lim : i32
    scf.condition(%cond) %arg : i32
  } do {
  ^bb0(%a: i32):
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  scf.while : () -> () {
    %c = "t.c"() : () -> i1
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {foo}
  return %res : i32
}


func.func @exec(%c: i1) -> i32 {
  scf.execute_region {
    "t.a"() : () -> ()
    scf.yield
  }
  %x = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  ^bb2:
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  } {tag}
  %y:2 = scf.execute_region -> (i32, i64) {
    %a = arith.constant 1 : i32
    %b = arith.constant 2 : i64
    scf.yield %a, %b : i32, i64
  }
  return %x : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @while(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.while : () -> () {
// CHECK-NEXT:       %1 = "t.c"() : () -> i1
// CHECK-NEXT:       scf.condition(%1)
// CHECK-NEXT:     } do {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     } attributes {foo}
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @exec(%arg0: i1) -> i32 {
// CHECK-NEXT:     scf.execute_region {
// CHECK-NEXT:       "t.a"() : () -> ()
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.execute_region -> i32 {
// CHECK-NEXT:       cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       scf.yield %c1_i32 : i32
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       scf.yield %c2_i32 : i32
// CHECK-NEXT:     } {tag}
// CHECK-NEXT:     %1:2 = scf.execute_region -> (i32, i64) {
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT:       scf.yield %c1_i32, %c2_i64 : i32, i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
