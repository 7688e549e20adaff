// Diagnostics of scf ops as mlir-opt-19 gives them, in its order: scf.for's
// count of loop-carried values, scf.if's region arguments, scf.parallel's
// generic form and terminator, scf.reduce's parent and empty block,
// scf.while's empty blocks, scf.forall's outputs and mapping.
// RUN: rulir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics

func.func @for_results(%arg0: index, %init: f32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%arg0, %arg0, %arg0, %init) ({
  ^bb0(%i0 : index, %iter: f32):
    scf.yield %iter : f32
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @if_region_args(%arg0: i1) {
  // expected-error@+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%arg0) ({
  ^bb0(%0 : index):
    scf.yield
  }, {}) : (i1) -> ()
  return
}

// -----

// operandSegmentSizes in the attribute dictionary is the property.
func.func @parallel_iv_type(%arg0: index) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%arg0, %arg0, %arg0) ({
  ^bb0(%i0: f32):
    scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_operand_type(%arg0: i32) {
  // expected-error@+1 {{'scf.parallel' op operand #0 must be variadic of index, but got 'i32'}}
  "scf.parallel"(%arg0, %arg0, %arg0) ({
  ^bb0(%i0: index):
    scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (i32, i32, i32) -> ()
  return
}

// -----

func.func @parallel_results(%arg0 : index) {
  // expected-error@+1 {{custom op 'scf.parallel' 0 operands present, but expected 1}}
  %res = scf.parallel (%i0) = (%arg0) to (%arg0) step (%arg0) -> f32 {
    scf.reduce
  }
}

// -----

func.func @parallel_yield(%arg0: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i0) = (%arg0) to (%arg0) step (%arg0) {
    %c0 = arith.constant 1.0 : f32
    // expected-note@+1 {{terminator here}}
    scf.yield %c0 : f32
  }
  return
}

// -----

func.func @parallel_no_terminator(%0 : index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%0, %0, %0) ({
  ^bb0(%arg1: index):
    // expected-note@+1 {{terminator here}}
    %2 = "arith.constant"() {value = 1.000000e+00 : f32} : () -> f32
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @reduce_top_level(%arg0 : f32) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%arg0 : f32) {
  ^bb0(%lhs : f32, %rhs : f32):
    scf.reduce.return %lhs : f32
  }
  return
}

// -----

func.func @reduce_empty_block(%arg0 : index, %arg1 : f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0) step (%arg0) init (%zero) -> f32 {
    // expected-error@+1 {{empty block: expect at least a terminator}}
    scf.reduce(%arg1 : f32) {
    ^bb0(%lhs : f32, %rhs : f32):
    }
  }
  return
}

// -----

func.func @while_empty_before() {
  // expected-error@+1 {{'scf.while' op expects a non-empty block}}
  scf.while : () -> () {
  ^bb0:
  } do {
  ^bb0:
  }
}

// -----

func.func @while_empty_after(%c : i1) {
  // expected-error@+1 {{'scf.while' op expects a non-empty block}}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
  ^bb0:
  }
  return
}

// -----

func.func @forall_results(%out: tensor<100xf32>) {
  %n = arith.constant 100 : index
  // expected-error@+1 {{custom op 'scf.forall' 1 operands present, but expected 2}}
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<100xf32>, tensor<100xf32>) {
  }
  return
}

// -----

func.func @forall_mapping(%n : index) {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i, %j) in (%n, %n) {
  } {mapping = [#gpu.block<x>, #gpu.block<y>, #gpu.block<z>]}
  return
}

// -----

// HasParent comes before Terminator here too.
func.func @condition_top_level(%c : i1) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
  return
}
