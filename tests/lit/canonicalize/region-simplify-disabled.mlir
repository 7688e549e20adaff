// With region-simplify=disabled the canonicalizer only folds, erases dead
// ops and uniques/hoists constants: unreachable blocks and unused block
// arguments stay. Ops in unreachable blocks are still folded. Without
// region DCE an op made dead by an in-place fold is only erased in the next
// iteration, so the extsi chain needs 3 iterations to converge, in
// mlir-opt-19 as in rulir.
// RUN: rulir-opt %s --canonicalize=region-simplify=disabled | FileCheck %s
// RUN: rulir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=disabled top-down=false}))' | FileCheck %s
// RUN: rulir-opt %s --canonicalize="region-simplify=disabled max-iterations=3 test-convergence" | FileCheck %s
// RUN: not rulir-opt %s --canonicalize="region-simplify=disabled max-iterations=2 test-convergence" > /dev/null 2>&1

// CHECK-LABEL: func.func @unreachable_block_kept(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:    ^bb1:  // no predecessors
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  }
func.func @unreachable_block_kept(%x: i32) -> i32 {
  return %x : i32
^dead:
  %c = arith.constant 1 : i32
  return %c : i32
}

// CHECK-LABEL: func.func @fold_in_unreachable_block(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:    ^bb1:  // no predecessors
// CHECK-NEXT:    return %c42_i32 : i32
// CHECK-NEXT:  }
func.func @fold_in_unreachable_block(%x: i32) -> i32 {
  return %x : i32
^dead:
  %a = arith.constant 20 : i32
  %b = arith.constant 22 : i32
  %s = arith.addi %a, %b : i32
  return %s : i32
}

// CHECK-LABEL: func.func @dead_block_args_kept(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2(%arg0 : i32)
// CHECK-NEXT:    ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:    ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:    return %c7_i32 : i32
// CHECK-NEXT:  }
func.func @dead_block_args_kept(%x: i32, %p: i1) -> i32 {
  cf.cond_br %p, ^a(%x : i32), ^b(%x : i32)
^a(%y: i32):
  return %x : i32
^b(%z: i32):
  %c = arith.constant 7 : i32
  return %c : i32
}

// CHECK-LABEL: func.func @identical_blocks_kept(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @identical_blocks_kept(%x: i32, %p: i1) -> i32 {
  cf.cond_br %p, ^a, ^b
^a:
  return %x : i32
^b:
  return %x : i32
}

// CHECK-LABEL: func.func @extsi_of_extsi(%arg0: i8) -> i64 {
// CHECK-NEXT:    %0 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }
func.func @extsi_of_extsi(%x: i8) -> i64 {
  %0 = arith.extsi %x : i8 to i16
  %r = arith.extsi %0 : i16 to i64
  return %r : i64
}

// CHECK-LABEL: func.func @loop_with_constant_step(%arg0: index) -> index {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    cf.br ^bb1(%c0 : index)
// CHECK-NEXT:    ^bb1(%0: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %1 = arith.addi %0, %c4 : index
// CHECK-NEXT:    %2 = arith.cmpi ult, %1, %arg0 : index
// CHECK-NEXT:    cf.cond_br %2, ^bb1(%1 : index), ^bb2(%c4 : index)
// CHECK-NEXT:    ^bb2(%3: index):  // pred: ^bb1
// CHECK-NEXT:    return %3 : index
// CHECK-NEXT:  }
func.func @loop_with_constant_step(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %c2 = arith.constant 2 : index
  %step = arith.muli %c2, %c2 : index
  %j = arith.addi %i, %step : index
  %d = arith.cmpi ult, %j, %n : index
  cf.cond_br %d, ^loop(%j : index), ^exit(%c4 : index)
^exit(%r: index):
  return %r : index
}
