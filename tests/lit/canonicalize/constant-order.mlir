// Where constants end up, as mlir-opt-19 places them: a folded result is
// materialized right before the op it replaces, and hoisted when the next
// sweep fills its worklist: each constant that does not follow the run of
// known constants at the top of the entry block moves to the very front, so
// constants hoisted past a non-constant op end up in reverse order, ahead of
// those already at the top. A folded result equal to an existing (dead)
// constant is a new constant, placed where the fold happened. Filling the
// worklist hoists and uniques even when no rewrite is allowed
// (max-num-rewrites=0).
// RUN: rulir-opt %s --canonicalize | FileCheck %s
// RUN: rulir-opt %s --canonicalize=max-num-rewrites=0 | FileCheck %s --check-prefix=NOREWRITE

// CHECK-LABEL: func.func @fold_after_use_of_constant(%arg0: i32) -> (i32, i32, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c7_i32 : i32
// CHECK-NEXT:    return %c12_i32, %0, %false : i32, i32, i1
// CHECK-NEXT:  }
// NOREWRITE-LABEL: func.func @fold_after_use_of_constant(%arg0: i32) -> (i32, i32, i1) {
// NOREWRITE-NEXT:    %c7_i32 = arith.constant 7 : i32
// NOREWRITE-NEXT:    %c5_i32 = arith.constant 5 : i32
// NOREWRITE-NEXT:    %0 = arith.addi %c7_i32, %c5_i32 : i32
// NOREWRITE-NEXT:    %1 = arith.addi %c7_i32, %arg0 : i32
// NOREWRITE-NEXT:    %2 = arith.cmpi slt, %c7_i32, %c5_i32 : i32
// NOREWRITE-NEXT:    return %0, %1, %2 : i32, i32, i1
// NOREWRITE-NEXT:  }
func.func @fold_after_use_of_constant(%a: i32) -> (i32, i32, i1) {
  %c1 = arith.constant 7 : i32
  %c2 = arith.constant 5 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.addi %c1, %a : i32
  %2 = arith.cmpi slt, %c1, %c2 : i32
  return %0, %1, %2 : i32, i32, i1
}

// CHECK-LABEL: func.func @existing_constants_after_op(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:    %2 = arith.addi %0, %c2_i32 : i32
// CHECK-NEXT:    return %1, %2 : i32, i32
// CHECK-NEXT:  }
// NOREWRITE-LABEL: func.func @existing_constants_after_op(%arg0: i32) -> (i32, i32) {
// NOREWRITE-NEXT:    %c2_i32 = arith.constant 2 : i32
// NOREWRITE-NEXT:    %c1_i32 = arith.constant 1 : i32
// NOREWRITE-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// NOREWRITE-NEXT:    %1 = arith.addi %0, %c1_i32 : i32
// NOREWRITE-NEXT:    %2 = arith.addi %0, %c2_i32 : i32
// NOREWRITE-NEXT:    return %1, %2 : i32, i32
// NOREWRITE-NEXT:  }
func.func @existing_constants_after_op(%x: i32) -> (i32, i32) {
  %0 = arith.addi %x, %x : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %0, %c1 : i32
  %b = arith.addi %0, %c2 : i32
  return %a, %b : i32, i32
}

// CHECK-LABEL: func.func @folded_after_op(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:    return %0, %c5_i32 : i32, i32
// CHECK-NEXT:  }
// NOREWRITE-LABEL: func.func @folded_after_op(%arg0: i32) -> (i32, i32) {
// NOREWRITE-NEXT:    %c3_i32 = arith.constant 3 : i32
// NOREWRITE-NEXT:    %c2_i32 = arith.constant 2 : i32
// NOREWRITE-NEXT:    %c1_i32 = arith.constant 1 : i32
// NOREWRITE-NEXT:    %0 = arith.addi %arg0, %c1_i32 : i32
// NOREWRITE-NEXT:    %1 = arith.addi %c2_i32, %c3_i32 : i32
// NOREWRITE-NEXT:    return %0, %1 : i32, i32
// NOREWRITE-NEXT:  }
func.func @folded_after_op(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %s = arith.addi %c2, %c3 : i32
  return %a, %s : i32, i32
}

// CHECK-LABEL: func.func @two_folds_after_op(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0, %c3_i32, %c4_i32 : i32, i32, i32
// CHECK-NEXT:  }
// NOREWRITE-LABEL: func.func @two_folds_after_op(%arg0: i32) -> (i32, i32, i32) {
// NOREWRITE-NEXT:    %c2_i32 = arith.constant 2 : i32
// NOREWRITE-NEXT:    %c1_i32 = arith.constant 1 : i32
// NOREWRITE-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// NOREWRITE-NEXT:    %1 = arith.addi %c1_i32, %c2_i32 : i32
// NOREWRITE-NEXT:    %2 = arith.muli %c2_i32, %c2_i32 : i32
// NOREWRITE-NEXT:    return %0, %1, %2 : i32, i32, i32
// NOREWRITE-NEXT:  }
func.func @two_folds_after_op(%x: i32) -> (i32, i32, i32) {
  %0 = arith.addi %x, %x : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %t = arith.muli %c2, %c2 : i32
  return %0, %s, %t : i32, i32, i32
}

// CHECK-LABEL: func.func @fold_in_loop_block(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT:    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:    %2 = arith.cmpi slt, %1, %arg0 : i32
// CHECK-NEXT:    cf.cond_br %2, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// NOREWRITE-LABEL: func.func @fold_in_loop_block(%arg0: i32) -> i32 {
// NOREWRITE-NEXT:    %c1_i32 = arith.constant 1 : i32
// NOREWRITE-NEXT:    %c0_i32 = arith.constant 0 : i32
// NOREWRITE-NEXT:    cf.br ^bb1(%c0_i32 : i32)
// NOREWRITE-NEXT:    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// NOREWRITE-NEXT:    %1 = arith.addi %0, %c1_i32 : i32
// NOREWRITE-NEXT:    %2 = arith.cmpi slt, %1, %arg0 : i32
// NOREWRITE-NEXT:    cf.cond_br %2, ^bb1(%1 : i32), ^bb2
// NOREWRITE-NEXT:    ^bb2:  // pred: ^bb1
// NOREWRITE-NEXT:    return %1 : i32
// NOREWRITE-NEXT:  }
func.func @fold_in_loop_block(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c1 = arith.constant 1 : i32
  %j = arith.addi %i, %c1 : i32
  %d = arith.cmpi slt, %j, %n : i32
  cf.cond_br %d, ^loop(%j : i32), ^exit
^exit:
  return %j : i32
}

// CHECK-LABEL: func.func @mulsi_extended_result_equals_operand() -> (i8, i8) {
// CHECK-NEXT:    %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT:    %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:    return %c-3_i8, %c-1_i8 : i8, i8
// CHECK-NEXT:  }
// NOREWRITE-LABEL: func.func @mulsi_extended_result_equals_operand() -> (i8, i8) {
// NOREWRITE-NEXT:    %c-1_i8 = arith.constant -1 : i8
// NOREWRITE-NEXT:    %c3_i8 = arith.constant 3 : i8
// NOREWRITE-NEXT:    %low, %high = arith.mulsi_extended %c-1_i8, %c3_i8 : i8
// NOREWRITE-NEXT:    return %low, %high : i8, i8
// NOREWRITE-NEXT:  }
func.func @mulsi_extended_result_equals_operand() -> (i8, i8) {
  %a = arith.constant -1 : i8
  %b = arith.constant 3 : i8
  %l, %h = arith.mulsi_extended %a, %b : i8
  return %l, %h : i8, i8
}
