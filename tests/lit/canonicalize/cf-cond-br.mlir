// (Uses --allow-unregistered-dialect for test.* ops.)
// cf.cond_br's canonicalization (MLIR 19): a constant condition picks the
// successor; one successor with the same operands is a cf.br, with different
// operands (and this block its only predecessor) an arith.select of each
// pair that differs; pass-through successors are skipped; a block whose only
// predecessor branched on the same condition knows which way it goes; and
// in a successor only this edge reaches, the condition is true (or false).
// A condition negated with arith.xori is left as it is (MLIR 19 does not
// swap the successors).
// RUN: rulir-opt --allow-unregistered-dialect %s --canonicalize | FileCheck %s
// RUN: rulir-opt --allow-unregistered-dialect %s --canonicalize="max-iterations=3 test-convergence" | FileCheck %s

func.func private @use(i32)
func.func private @use1(i1)

// CHECK-LABEL: func.func @const_true(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @const_true(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  return %b : i32
}

// CHECK-LABEL: func.func @const_false(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
func.func @const_false(%x: i32, %y: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  return %b : i32
}

// CHECK-LABEL: func.func @same_successor_same_operands(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @same_successor_same_operands(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32)
^bb1(%a: i32):
  func.call @use(%a) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @same_successor_selects(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: f32) -> (i32, i32, f32) {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:    %1 = arith.select %arg0, %arg3, %cst : f32
// CHECK-NEXT:    return %arg1, %0, %1 : i32, i32, f32
// CHECK-NEXT:  }
func.func @same_successor_selects(%c: i1, %x: i32, %y: i32, %z: f32) -> (i32, i32, f32) {
  %f = arith.constant 1.0 : f32
  cf.cond_br %c, ^bb1(%x, %y, %z : i32, i32, f32), ^bb1(%x, %x, %f : i32, i32, f32)
^bb1(%a: i32, %b: i32, %d: f32):
  return %a, %b, %d : i32, i32, f32
}

// CHECK-LABEL: func.func @same_successor_vector_select(%arg0: i1, %arg1: vector<4xi32>, %arg2: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT:    %0 = arith.select %arg0, %arg1, %arg2 : vector<4xi32>
// CHECK-NEXT:    return %0 : vector<4xi32>
// CHECK-NEXT:  }
func.func @same_successor_vector_select(%c: i1, %x: vector<4xi32>, %y: vector<4xi32>) -> vector<4xi32> {
  cf.cond_br %c, ^bb1(%x : vector<4xi32>), ^bb1(%y : vector<4xi32>)
^bb1(%a: vector<4xi32>):
  return %a : vector<4xi32>
}

// ^bb2 has another predecessor: no selects.
// CHECK-LABEL: func.func @same_successor_other_preds(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2(%arg3 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:    cf.cond_br %arg0, ^bb2(%arg2 : i32), ^bb2(%arg3 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @same_successor_other_preds(%c: i1, %c2: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c2, ^bb1, ^bb2(%y : i32)
^bb1:
  func.call @use(%x) : (i32) -> ()
  cf.cond_br %c, ^bb2(%x : i32), ^bb2(%y : i32)
^bb2(%a: i32):
  return %a : i32
}

// CHECK-LABEL: func.func @pass_through(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    %1 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:    call @use(%0) : (i32) -> ()
// CHECK-NEXT:    call @use(%1) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @pass_through(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  cf.br ^bb3(%a, %y : i32, i32)
^bb2:
  cf.br ^bb3(%y, %x : i32, i32)
^bb3(%p: i32, %q: i32):
  func.call @use(%p) : (i32) -> ()
  func.call @use(%q) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @pass_through_one_side(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb2(%arg2 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    call @use(%0) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @pass_through_one_side(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2(%x : i32)
^bb1:
  func.call @use(%y) : (i32) -> ()
  cf.br ^bb3(%y : i32)
^bb2(%a: i32):
  cf.br ^bb3(%a : i32)
^bb3(%p: i32):
  func.call @use(%p) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @same_condition(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @same_condition(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  func.call @use(%x) : (i32) -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  func.call @use(%x) : (i32) -> ()
  cf.br ^bb4
^bb3:
  func.call @use(%y) : (i32) -> ()
  cf.br ^bb4
^bb4:
  return
}

// CHECK-LABEL: func.func @same_condition_false_side(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb2, ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @same_condition_false_side(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb4, ^bb1
^bb1:
  func.call @use(%x) : (i32) -> ()
  cf.cond_br %c, ^bb2, ^bb3(%y : i32)
^bb2:
  func.call @use(%x) : (i32) -> ()
  cf.br ^bb4
^bb3(%a: i32):
  func.call @use(%a) : (i32) -> ()
  cf.br ^bb4
^bb4:
  return
}

// Uses directly in a successor only this edge reaches become constants;
// uses in ^bb3 (two predecessors) and inside nested regions stay.
// CHECK-LABEL: func.func @truth_propagation(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    call @use1(%true) : (i1) -> ()
// CHECK-NEXT:    "test.region"() ({
// CHECK-NEXT:      "test.use"(%arg0) : (i1) -> ()
// CHECK-NEXT:      "test.yield"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    call @use1(%false) : (i1) -> ()
// CHECK-NEXT:    call @use1(%false) : (i1) -> ()
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    call @use1(%arg0) : (i1) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @truth_propagation(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @use1(%c) : (i1) -> ()
  "test.region"() ({
    "test.use"(%c) : (i1) -> ()
    "test.yield"() : () -> ()
  }) : () -> ()
  cf.br ^bb3
^bb2:
  func.call @use1(%c) : (i1) -> ()
  func.call @use1(%c) : (i1) -> ()
  cf.br ^bb3
^bb3:
  func.call @use1(%c) : (i1) -> ()
  return
}

// CHECK-LABEL: func.func @truth_in_loop(%arg0: i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    "test.use"(%arg0) : (i1) -> ()
// CHECK-NEXT:    cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    "test.use"(%true) : (i1) -> ()
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    "test.use"(%false) : (i1) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @truth_in_loop(%c: i1) {
  cf.br ^bb1
^bb1:
  "test.use"(%c) : (i1) -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "test.use"(%c) : (i1) -> ()
  cf.br ^bb1
^bb3:
  "test.use"(%c) : (i1) -> ()
  return
}

// CHECK-LABEL: func.func @xori_not_swapped(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:    cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return %arg2 : i32
// CHECK-NEXT:  }
func.func @xori_not_swapped(%c: i1, %x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  cf.cond_br %n, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  return %y : i32
}
