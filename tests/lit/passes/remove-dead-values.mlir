// --remove-dead-values: MLIR 19's pass on drivers/liveness.c, output and
// errors as mlir-opt-19's. IR it refuses (a named module, a branch, a
// non-call symbol user) is left alone with an error; a private function
// loses dead arguments and results no caller uses, its calls follow
// (@for_loop; @uncalled, with no caller, loses its results); scf ops lose
// the values that only feed one another (scf.for's second iter arg, scf.if
// results), or go when they have no effect and no live result; code that
// cannot run (the else of `scf.if %true`) is not reached and kept; scf.while
// and scf.index_switch (@while, @switch).
// RUN: rulir-opt %s -remove-dead-values -split-input-file -allow-unregistered-dialect > %t.rulir 2>&1
// RUN: %mlir_opt %s -remove-dead-values -split-input-file -allow-unregistered-dialect > %t.mlir 2>&1
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir
// Deep nesting (no recursion): the dead addi goes, the stores stay.
// RUN: python3 %S/Inputs/nested-ifs.py 4000 > %t.deep.mlir
// RUN: rulir-opt %t.deep.mlir -remove-dead-values | FileCheck %s --check-prefix=DEEP
// DEEP-NOT: arith.addi
// DEEP: memref.store

// CHECK: error: cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops
module @named {
  func.func @f(%a: i32) {
    %x = arith.addi %a, %a : i32
    return
  }
}

// -----

// CHECK: error: cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops
func.func @branch(%a: i32) {
  %x = arith.addi %a, %a : i32
  cf.br ^bb1
^bb1:
  return
}

// -----

// CHECK: error: cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops
llvm.mlir.global internal @g(0 : i32) : i32
func.func @addressof() {
  %p = llvm.mlir.addressof @g : !llvm.ptr
  return
}

// -----

// CHECK-LABEL: func.func private @uncalled(%arg0: i32) {
// CHECK-LABEL: func.func private @for_loop(%arg0: index, %arg1: index, %arg2: memref<i32>) {
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i32) {
// CHECK-LABEL: func.func @main
// CHECK-NEXT: call @for_loop(%arg0, %arg1, %arg2) : (index, index, memref<i32>) -> ()
func.func private @uncalled(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

func.func private @for_loop(%lb: index, %ub: index, %m: memref<i32>, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%a = %c0, %b = %x) -> (i32, i32) {
    %n = arith.addi %a, %a : i32
    %d = arith.muli %b, %b : i32
    memref.store %n, %m[] : memref<i32>
    scf.yield %n, %d : i32, i32
  }
  return %r#1 : i32
}

func.func @main(%lb: index, %ub: index, %m: memref<i32>, %x: i32, %c: i1) -> i32 {
  %0 = call @for_loop(%lb, %ub, %m, %x) : (index, index, memref<i32>, i32) -> i32
  %1 = scf.if %c -> (i32) {
    %t = arith.addi %x, %x : i32
    scf.yield %t : i32
  } else {
    scf.yield %x : i32
  }
  %2:2 = scf.if %c -> (i32, i32) {
    memref.store %x, %m[] : memref<i32>
    scf.yield %x, %x : i32, i32
  } else {
    scf.yield %x, %x : i32, i32
  }
  %3 = scf.execute_region -> i32 {
    %e = arith.subi %x, %x : i32
    scf.yield %e : i32
  }
  %true = arith.constant true
  %4 = scf.if %true -> (i32) {
    scf.yield %x : i32
  } else {
    %q = arith.muli %x, %x : i32
    scf.yield %q : i32
  }
  "test.use"(%2#1) : (i32) -> ()
  return %4 : i32
}

// -----

// CHECK-LABEL: func.func @while
func.func @while(%c: i1, %a: i32, %b: i32, %m: memref<i32>) -> i32 {
  %r:3 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32, i32) {
    %s = arith.addi %y, %y : i32
    %t = arith.addi %x, %x : i32
    scf.condition(%c) %s, %y, %t : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %w: i32):
    %u = arith.addi %q, %q : i32
    scf.yield %w, %u : i32, i32
  }
  %z = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return %r#0 : i32
}

// -----

// CHECK-LABEL: func.func @switch
func.func @switch(%i: index, %m: memref<i32>) -> i32 {
  %0, %1 = scf.index_switch %i -> i32, i32
  case 1 {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %m[] : memref<i32>
    scf.yield %c10, %c10 : i32, i32
  }
  default {
    %c11 = arith.constant 11 : i32
    scf.yield %c11, %c11 : i32, i32
  }
  %2 = scf.index_switch %i -> i32
  case 1 {
    %c3 = arith.constant 3 : i32
    scf.yield %c3 : i32
  }
  default {
    %c4 = arith.constant 4 : i32
    scf.yield %c4 : i32
  }
  return %1 : i32
}
