// cf.br's canonicalization (MLIR 19): a branch to a block whose only
// predecessor it is merges that block (its arguments replaced by the branch
// operands); a branch to a block holding only a cf.br goes straight to that
// branch's destination, unless the block's arguments are used elsewhere or
// the block branches to itself.
// RUN: rulir-opt %s --canonicalize | FileCheck %s
// RUN: rulir-opt %s --canonicalize="max-iterations=2 test-convergence" | FileCheck %s

func.func private @use(i32)

// CHECK-LABEL: func.func @merge_single_pred(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @merge_single_pred(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %b = arith.addi %a, %c1 : i32
  return %b : i32
}

// CHECK-LABEL: func.func @merge_chain(%arg0: i32) {
// CHECK-NEXT:    call @use(%arg0) : (i32) -> ()
// CHECK-NEXT:    call @use(%arg0) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @merge_chain(%x: i32) {
  cf.br ^bb1
^bb1:
  func.call @use(%x) : (i32) -> ()
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  func.call @use(%y) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

// CHECK-LABEL: func.func @no_merge_two_preds(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT:  ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    call @use(%0) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @no_merge_two_preds(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @use(%x) : (i32) -> ()
  cf.br ^bb3(%x : i32)
^bb2:
  func.call @use(%y) : (i32) -> ()
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  func.call @use(%z) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @pass_through_no_args(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @pass_through_no_args(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  func.call @use(%x) : (i32) -> ()
  cf.br ^bb2
^bb2:
  cf.br ^bb4
^bb3:
  cf.br ^bb4
^bb4:
  func.call @use(%x) : (i32) -> ()
  return
}

// The pass-through block's arguments are replaced by what the branch passed.
// CHECK-LABEL: func.func @pass_through_args(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb3(%arg2, %arg1, %arg1 : i32, i32, i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb3(%arg2, %arg2, %arg1 : i32, i32, i32)
// CHECK-NEXT:  ^bb3(%0: i32, %1: i32, %2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    call @use(%0) : (i32) -> ()
// CHECK-NEXT:    call @use(%1) : (i32) -> ()
// CHECK-NEXT:    call @use(%2) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @pass_through_args(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  func.call @use(%x) : (i32) -> ()
  cf.br ^bb2(%x, %y : i32, i32)
^bb2(%a: i32, %b: i32):
  cf.br ^bb4(%b, %x, %a : i32, i32, i32)
^bb3:
  func.call @use(%y) : (i32) -> ()
  cf.br ^bb4(%y, %y, %x : i32, i32, i32)
^bb4(%p: i32, %q: i32, %r: i32):
  func.call @use(%p) : (i32) -> ()
  func.call @use(%q) : (i32) -> ()
  func.call @use(%r) : (i32) -> ()
  return
}

// ^bb1's argument is used in ^bb2, which ^bb1 dominates: not a pass-through.
// CHECK-LABEL: func.func @arg_used_elsewhere(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    call @use(%0) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg2 : i32), ^bb3
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @arg_used_elsewhere(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb3
^bb1(%a: i32):
  cf.br ^bb2
^bb2:
  func.call @use(%a) : (i32) -> ()
  cf.br ^bb3
^bb3:
  func.call @use(%y) : (i32) -> ()
  cf.cond_br %c, ^bb1(%y : i32), ^bb4
^bb4:
  return
}

// A block that branches to itself is not skipped.
// CHECK-LABEL: func.func @self_loop(%arg0: i32) {
// CHECK-NEXT:    call @use(%arg0) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @self_loop(%x: i32) {
  func.call @use(%x) : (i32) -> ()
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}

// A loop latch that only branches back to the header is skipped.
// CHECK-LABEL: func.func @loop_latch(%arg0: i32) {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %1 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT:    %2 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:    call @use(%0) : (i32) -> ()
// CHECK-NEXT:    cf.cond_br %1, ^bb1(%2 : i32), ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @loop_latch(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %d = arith.cmpi slt, %i, %n : i32
  %j = arith.addi %i, %c1 : i32
  func.call @use(%i) : (i32) -> ()
  cf.cond_br %d, ^bb2(%j : i32), ^bb3
^bb2(%k: i32):
  cf.br ^bb1(%k : i32)
^bb3:
  return
}

// Unreachable blocks are rewritten in the first sweep, before region
// simplification erases them.
// CHECK-LABEL: func.func @unreachable_merge(%arg0: i32) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @unreachable_merge(%x: i32) {
  return
^bb1:
  cf.br ^bb2(%x : i32)
^bb2(%a: i32):
  func.call @use(%a) : (i32) -> ()
  cf.br ^bb1
}

// A branch into a chain of pass-through blocks that leads back to its own
// block becomes a loop on that block.
// CHECK-LABEL: func.func @chain_back_to_self(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @chain_back_to_self(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  func.call @use(%x) : (i32) -> ()
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb1
^bb4:
  return
}
