// Rules that build control flow, written by a user (Inputs/cflow.rules):
// scf.for and scf.execute_region lowered by a rule-declared pass, and
// cf.cond_br on a constant canonicalized by `pattern` rules under the
// greedy driver. Interpreted and compiled give the same output, which is
// mlir-opt-19's (--convert-scf-to-cf; --canonicalize for the branches).
// RUN: %rules-both %S/Inputs/cflow.rules %s --test-cflow | FileCheck %s --check-prefix=LOWER
// RUN: %rules-both %S/Inputs/cflow.rules %s --no-fold | FileCheck %s --check-prefix=CANON

// LOWER-LABEL: func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// LOWER-NEXT:    cf.br ^bb1(%arg0, %arg3 : index, i32)
// LOWER-NEXT:  ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb2
// LOWER-NEXT:    %2 = arith.cmpi slt, %0, %arg1 : index
// LOWER-NEXT:    cf.cond_br %2, ^bb2, ^bb3
// LOWER-NEXT:  ^bb2:  // pred: ^bb1
// LOWER-NEXT:    %3 = arith.addi %1, %1 : i32
// LOWER-NEXT:    %4 = arith.addi %0, %arg2 : index
// LOWER-NEXT:    cf.br ^bb1(%4, %3 : index, i32)
// LOWER-NEXT:  ^bb3:  // pred: ^bb1
// LOWER-NEXT:    return %1 : i32
func.func @loop(%lb: index, %ub: index, %step: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %x) -> (i32) {
    %n = arith.addi %acc, %acc : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// LOWER-LABEL: func.func @region(%arg0: i1, %arg1: i32) -> i32 {
// LOWER-NEXT:    cf.br ^bb1
// LOWER-NEXT:  ^bb1:  // pred: ^bb0
// LOWER-NEXT:    cf.cond_br %arg0, ^bb2, ^bb3
// LOWER-NEXT:  ^bb2:  // pred: ^bb1
// LOWER-NEXT:    cf.br ^bb4(%arg1 : i32)
// LOWER-NEXT:  ^bb3:  // pred: ^bb1
// LOWER-NEXT:    %0 = arith.addi %arg1, %arg1 : i32
// LOWER-NEXT:    cf.br ^bb4(%0 : i32)
// LOWER-NEXT:  ^bb4(%1: i32):  // 2 preds: ^bb2, ^bb3
// LOWER-NEXT:    return %1 : i32
func.func @region(%c: i1, %x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %x : i32
  ^b:
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CANON-LABEL: func.func @branches(%arg0: i32) -> i32 {
// CANON-NEXT:    cf.br ^bb1(%arg0 : i32)
// CANON-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CANON-NEXT:    cf.br ^bb3
// CANON-NEXT:  ^bb2:  // no predecessors
// CANON-NEXT:    cf.br ^bb3
// CANON-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CANON-NEXT:    return %arg0 : i32
func.func @branches(%x: i32) -> i32 {
  %t = arith.constant true
  %f = arith.constant false
  cf.cond_br %t, ^a(%x : i32), ^b
^a(%v: i32):
  cf.cond_br %f, ^b, ^c
^b:
  cf.br ^c
^c:
  return %x : i32
}
