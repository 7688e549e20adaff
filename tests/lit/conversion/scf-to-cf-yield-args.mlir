// RUN: rulir-opt --convert-scf-to-cf %s | FileCheck %s
// RUN: rulir-opt --convert-scf-to-cf %s > %t.rulir
// RUN: %mlir_opt --convert-scf-to-cf %s > %t.mlir
// RUN: diff %t.rulir %t.mlir

// A loop that yields its own iteration argument and a value from outside:
// the latch branch passes the condition block's argument (the body's was
// replaced when the body was inlined; the rule bound it before).
func.func @yield_iter_arg(%lb: index, %ub: index, %s: index, %x: i32, %y: i64) -> (i32, i64) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i64) {
    scf.yield %x, %b : i32, i64
  }
  return %r#0, %r#1 : i32, i64
}

// CHECK-LABEL: func.func @yield_iter_arg(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i64) -> (i32, i64) {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg3, %arg4 : index, i32, i64)
// CHECK-NEXT: ^bb1(%0: index, %1: i32, %2: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%4, %arg3, %2 : index, i32, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %1, %2 : i32, i64
// CHECK-NEXT: }

// The same through a while loop: the after region yields the before
// region's argument as it came.
func.func @while_pass_through(%x: i32, %c: i1) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @while_pass_through(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
