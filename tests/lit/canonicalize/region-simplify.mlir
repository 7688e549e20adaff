// Region simplification as --canonicalize runs it by default
// (region-simplify=normal, MLIR's default): unreachable blocks and unused
// block arguments go, and dead ops are erased in the same iteration, so the
// iteration counts match mlir-opt-19's.
// RUN: rulir-opt %s --canonicalize | FileCheck %s
// RUN: rulir-opt %s --canonicalize="max-iterations=2 test-convergence" | FileCheck %s
// RUN: rulir-opt %s --canonicalize=max-num-rewrites=0 | FileCheck %s --check-prefix=NOREWRITE

// CHECK-LABEL: func.func @unreachable_block(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
// NOREWRITE-LABEL: func.func @unreachable_block(%arg0: i32) -> i32 {
// NOREWRITE-NEXT:    return %arg0 : i32
// NOREWRITE-NEXT:  }
func.func @unreachable_block(%x: i32) -> i32 {
  return %x : i32
^dead:
  %c = arith.constant 1 : i32
  return %c : i32
}

// CHECK-LABEL: func.func @unreachable_loop(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
// NOREWRITE-LABEL: func.func @unreachable_loop(%arg0: i32) -> i32 {
// NOREWRITE-NEXT:    return %arg0 : i32
// NOREWRITE-NEXT:  }
func.func @unreachable_loop(%x: i32) -> i32 {
  return %x : i32
^a(%i: i32):
  %j = arith.addi %i, %x : i32
  cf.br ^a(%j : i32)
}

// CHECK-LABEL: func.func @dead_block_args(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return %c7_i32 : i32
// CHECK-NEXT:  }
// NOREWRITE-LABEL: func.func @dead_block_args(%arg0: i32, %arg1: i1) -> i32 {
// NOREWRITE-NEXT:    %c7_i32 = arith.constant 7 : i32
// NOREWRITE-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// NOREWRITE-NEXT:    ^bb1:  // pred: ^bb0
// NOREWRITE-NEXT:    return %arg0 : i32
// NOREWRITE-NEXT:    ^bb2:  // pred: ^bb0
// NOREWRITE-NEXT:    return %c7_i32 : i32
// NOREWRITE-NEXT:  }
func.func @dead_block_args(%x: i32, %p: i1) -> i32 {
  cf.cond_br %p, ^a(%x : i32), ^b(%x : i32)
^a(%y: i32):
  return %x : i32
^b(%z: i32):
  %c = arith.constant 7 : i32
  return %c : i32
}

// CHECK-LABEL: func.func @dead_op_erased_in_same_iteration(%arg0: i8) -> i64 {
// CHECK-NEXT:    %0 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }
// NOREWRITE-LABEL: func.func @dead_op_erased_in_same_iteration(%arg0: i8) -> i64 {
// NOREWRITE-NEXT:    %0 = arith.extsi %arg0 : i8 to i16
// NOREWRITE-NEXT:    %1 = arith.extsi %0 : i16 to i64
// NOREWRITE-NEXT:    return %1 : i64
// NOREWRITE-NEXT:  }
func.func @dead_op_erased_in_same_iteration(%x: i8) -> i64 {
  %0 = arith.extsi %x : i8 to i16
  %r = arith.extsi %0 : i16 to i64
  return %r : i64
}

// CHECK-LABEL: func.func @dead_ops_without_rewrites(%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
// CHECK-NEXT:  }
// NOREWRITE-LABEL: func.func @dead_ops_without_rewrites(%arg0: f32) -> f32 {
// NOREWRITE-NEXT:    return %arg0 : f32
// NOREWRITE-NEXT:  }
func.func @dead_ops_without_rewrites(%x: f32) -> f32 {
  %0 = arith.mulf %x, %x : f32
  %1 = math.sqrt %0 : f32
  return %x : f32
}
