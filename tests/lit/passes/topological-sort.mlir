// --topological-sort: MLIR's sort of graph regions, output as mlir-opt-19's;
// a def moved before its users, the rest in order (@order), a use nested in
// a region counts for its op, a cycle stays as it is, nested modules are
// sorted too (@nested), SSACFG regions untouched (@cfg).
// RUN: rulir-opt %s --topological-sort -allow-unregistered-dialect --split-input-file > %t.rulir
// RUN: %mlir_opt %s --topological-sort -allow-unregistered-dialect --split-input-file > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir

// CHECK-LABEL: module @order
// CHECK-NEXT: "test.def0"
// CHECK-NEXT: "test.def1"
// CHECK-NEXT: "test.other"
// CHECK-NEXT: "test.user"
module @order {
  "test.user"(%1, %0) : (i32, i32) -> ()
  %0 = "test.def0"() : () -> i32
  %1 = "test.def1"(%0) : (i32) -> i32
  "test.other"() : () -> ()
}

// -----

// CHECK-LABEL: module @nested
// CHECK-NEXT: "test.def"
// CHECK-NEXT: module @inner
// CHECK-NEXT: "test.d"
// CHECK-NEXT: "test.u"
// CHECK: "test.outer"
// CHECK: "test.c1"
// CHECK-NEXT: "test.c2"
module @nested {
  "test.outer"() ({
    "test.use"(%2) : (i32) -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  %3 = "test.c1"(%4) : (i32) -> i32
  %4 = "test.c2"(%3) : (i32) -> i32
  %2 = "test.def"() : () -> i32
  module @inner {
    "test.u"(%5) : (i32) -> ()
    %5 = "test.d"() : () -> i32
  }
}

// -----

// CHECK-LABEL: func.func @cfg
// CHECK-NEXT: arith.addi
// CHECK-NEXT: arith.muli
func.func @cfg(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  return %1 : i32
}
