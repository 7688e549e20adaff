// Constants: duplicates are uniqued (per value, type and dialect), constants
// are hoisted to the entry block of the function, folded results reuse an
// existing constant, and dead ops (constants included) are erased. Ops of
// unregistered dialects are never dead. Where rulir still differs from
// mlir-opt-19 (the order of hoisted constants, constants inside regions of
// unregistered ops) see xfail-constant-order.mlir and
// xfail-unregistered-region.mlir.
// RUN: rulir-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @unique_duplicates() -> (i32, i32, i32) {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    return %c1_i32, %c1_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT:  }
func.func @unique_duplicates() -> (i32, i32, i32) {
  %a = arith.constant 1 : i32
  %b = arith.constant 1 : i32
  %c = arith.constant 1 : i32
  return %a, %b, %c : i32, i32, i32
}

// CHECK-LABEL: func.func @unique_same_value_different_types() -> (i32, i64, index) {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    return %c1_i32, %c1_i64, %c1 : i32, i64, index
// CHECK-NEXT:  }
func.func @unique_same_value_different_types() -> (i32, i64, index) {
  %a = arith.constant 1 : i32
  %b = arith.constant 1 : i64
  %c = arith.constant 1 : index
  return %a, %b, %c : i32, i64, index
}

// CHECK-LABEL: func.func @unique_float_spellings() -> (f32, f32, f32) {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    return %cst, %cst, %cst : f32, f32, f32
// CHECK-NEXT:  }
func.func @unique_float_spellings() -> (f32, f32, f32) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 1.000 : f32
  %c = arith.constant 0x3F800000 : f32
  return %a, %b, %c : f32, f32, f32
}

// CHECK-LABEL: func.func @signed_zeros_not_uniqued() -> (f32, f32) {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    return %cst, %cst_0 : f32, f32
// CHECK-NEXT:  }
func.func @signed_zeros_not_uniqued() -> (f32, f32) {
  %a = arith.constant 0.0 : f32
  %b = arith.constant -0.0 : f32
  return %a, %b : f32, f32
}

// CHECK-LABEL: func.func @dialects_not_uniqued() -> (index, index) {
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %idx3 = index.constant 3
// CHECK-NEXT:    return %c3, %idx3 : index, index
// CHECK-NEXT:  }
func.func @dialects_not_uniqued() -> (index, index) {
  %a = arith.constant 3 : index
  %b = index.constant 3
  return %a, %b : index, index
}

// CHECK-LABEL: func.func @unique_dense() -> (vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT:    %cst = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT:    return %cst, %cst : vector<2xi32>, vector<2xi32>
// CHECK-NEXT:  }
func.func @unique_dense() -> (vector<2xi32>, vector<2xi32>) {
  %a = arith.constant dense<[1, 2]> : vector<2xi32>
  %b = arith.constant dense<[1, 2]> : vector<2xi32>
  return %a, %b : vector<2xi32>, vector<2xi32>
}

// CHECK-LABEL: func.func @unique_poison() -> (i32, i32) {
// CHECK-NEXT:    %0 = ub.poison : i32
// CHECK-NEXT:    return %0, %0 : i32, i32
// CHECK-NEXT:  }
func.func @unique_poison() -> (i32, i32) {
  %p = ub.poison : i32
  %q = ub.poison : i32
  return %p, %q : i32, i32
}

// CHECK-LABEL: func.func @unique_folded_with_existing() -> (i32, i32) {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    return %c5_i32, %c5_i32 : i32, i32
// CHECK-NEXT:  }
func.func @unique_folded_with_existing() -> (i32, i32) {
  %a = arith.constant 5 : i32
  %b = arith.constant 2 : i32
  %c = arith.constant 3 : i32
  %s = arith.addi %b, %c : i32
  return %a, %s : i32, i32
}

// CHECK-LABEL: func.func @unique_two_folds_same_value() -> (i32, i32) {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    return %c5_i32, %c5_i32 : i32, i32
// CHECK-NEXT:  }
func.func @unique_two_folds_same_value() -> (i32, i32) {
  %a = arith.constant 2 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %c = arith.constant 10 : i32
  %t = arith.subi %c, %s : i32
  return %s, %t : i32, i32
}

// CHECK-LABEL: func.func @hoist_from_later_in_block(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.muli %0, %c4_i32 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @hoist_from_later_in_block(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %c = arith.constant 4 : i32
  %1 = arith.muli %0, %c : i32
  return %1 : i32
}

// CHECK-LABEL: func.func @hoist_from_successor_blocks(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %0 = arith.addi %arg0, %c10_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.subi %arg0, %c10_i32 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @hoist_from_successor_blocks(%x: i32, %p: i1) -> i32 {
  cf.cond_br %p, ^a, ^b
^a:
  %c = arith.constant 10 : i32
  %1 = arith.addi %x, %c : i32
  return %1 : i32
^b:
  %d = arith.constant 10 : i32
  %2 = arith.subi %x, %d : i32
  return %2 : i32
}

// CHECK-LABEL: func.func @hoist_folded_from_successor_block(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %0 = arith.addi %arg0, %c30_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @hoist_folded_from_successor_block(%x: i32, %p: i1) -> i32 {
  cf.cond_br %p, ^a, ^b
^a:
  %c = arith.constant 10 : i32
  %d = arith.constant 20 : i32
  %s = arith.addi %c, %d : i32
  %1 = arith.addi %x, %s : i32
  return %1 : i32
^b:
  return %x : i32
}

// CHECK-LABEL: func.func @dead_code(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @dead_code(%x: i32) -> i32 {
  %c = arith.constant 3 : i32
  %0 = arith.addi %x, %c : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.divsi %1, %c : i32
  %3 = math.absi %x : i32
  return %x : i32
}

// CHECK-LABEL: func.func @dead_chain_of_floats(%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
// CHECK-NEXT:  }
func.func @dead_chain_of_floats(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  %1 = arith.mulf %0, %0 : f32
  %2 = math.exp %1 : f32
  return %x : f32
}

// CHECK-LABEL: func.func @dead_constants_only() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @dead_constants_only() {
  %a = arith.constant 1 : i32
  %b = arith.constant 2.0 : f32
  %c = index.constant 3
  %d = ub.poison : i64
  return
}

// CHECK-LABEL: func.func @dead_division_by_zero(%arg0: i32) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @dead_division_by_zero(%x: i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.divui %x, %c0 : i32
  return
}

// CHECK-LABEL: func.func @unregistered_op_not_dead(%arg0: i32) {
// CHECK-NEXT:    %0 = "test.effect"(%arg0) : (i32) -> i32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @unregistered_op_not_dead(%x: i32) {
  %0 = "test.effect"(%x) : (i32) -> i32
  return
}

// CHECK-LABEL: func.func @constant_used_by_unregistered_op() {
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    "test.use"(%c4_i32, %c4_i32) : (i32, i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @constant_used_by_unregistered_op() {
  %a = arith.constant 4 : i32
  %b = arith.constant 4 : i32
  "test.use"(%a, %b) : (i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @fold_feeding_unregistered_op() {
// CHECK-NEXT:    %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT:    "test.use"(%c20_i32) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @fold_feeding_unregistered_op() {
  %a = arith.constant 4 : i32
  %b = arith.constant 5 : i32
  %s = arith.muli %a, %b : i32
  "test.use"(%s) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @poison_propagates(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = ub.poison : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @poison_propagates(%x: i32) -> i32 {
  %p = ub.poison : i32
  %r = arith.addi %x, %p : i32
  return %r : i32
}

// CHECK-LABEL: func.func @poison_with_constant() -> i32 {
// CHECK-NEXT:    %0 = ub.poison : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @poison_with_constant() -> i32 {
  %p = ub.poison : i32
  %c = arith.constant 1 : i32
  %r = arith.muli %c, %p : i32
  return %r : i32
}
