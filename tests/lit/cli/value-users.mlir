// --mlir-print-value-users: after each op, who uses its results (`user`,
// `users`, per result in parentheses for several, `unused`); an op without
// results but with operands gets an id (`// id: %5`): ops without results
// are numbered too (the func.func here is %0), which shifts the values';
// each block's arguments get a line of their own. Output identical to
// mlir-opt-19's, in custom and generic form.
// RUN: rulir-opt %s --allow-unregistered-dialect --mlir-print-value-users | FileCheck %s
// RUN: rulir-opt %s --allow-unregistered-dialect -mlir-print-value-users > %t.rulir
// RUN: %mlir_opt %s --allow-unregistered-dialect -mlir-print-value-users > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --allow-unregistered-dialect --mlir-print-value-users --mlir-print-op-generic > %t.rulir.g
// RUN: %mlir_opt %s --allow-unregistered-dialect --mlir-print-value-users --mlir-print-op-generic > %t.mlir.g
// RUN: diff %t.rulir.g %t.mlir.g
// RUN: rulir-opt %s --allow-unregistered-dialect --mlir-print-value-users --mlir-print-unique-ssa-ids > %t.rulir.u
// RUN: %mlir_opt %s --allow-unregistered-dialect --mlir-print-value-users --mlir-print-unique-ssa-ids > %t.mlir.u
// RUN: diff %t.rulir.u %t.mlir.u

// Users in use-list order: the latest use first.
// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     // %arg0 is used by %2, %1
// CHECK-NEXT:     // %arg1 is unused
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32 // user: %1
// CHECK-NEXT:     %1 = arith.addi %arg0, %c1_i32 : i32 // users: %3#0, %3#1, %2
// CHECK-NEXT:     %2 = arith.muli %1, %arg0 : i32 // unused
// CHECK-NEXT:     %3:2 = "demo.pair"(%1, %1) : (i32, i32) -> (i32, i32) // users: (%5), (unused)
// CHECK-NEXT:     "demo.sink"() : () -> (){{$}}
// CHECK-NEXT:     cf.br ^bb1(%3#0 : i32) // id: %5
// CHECK-NEXT:   ^bb1(%6: i32):  // pred: ^bb0
// CHECK-NEXT:     // %6 is used by %9
// CHECK-NEXT:     %7 = scf.execute_region -> i32 {
// CHECK-NEXT:       scf.yield %6 : i32 // id: %9
// CHECK-NEXT:     } // user: %8
// CHECK-NEXT:     return %7 : i32 // id: %8
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @f(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.muli %0, %a : i32
  %2:2 = "demo.pair"(%0, %0) : (i32, i32) -> (i32, i32)
  "demo.sink"() : () -> ()
  cf.br ^bb1(%2#0 : i32)
^bb1(%x: i32):
  %3 = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  return %3 : i32
}
