// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// The verifier reports the first error in MLIR's order: an op's own
// invariants, then its blocks, each op wholly before the block's terminator
// is checked; isolated ops (functions) one after the other when their
// parent is done, each with the dominance of the uses inside it. The first
// error ends the verification.

// An invalid op comes before the missing terminator of its block.
func.func @op_before_terminator(%a: i32) {
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
}

// -----

// So does one nested in a region of the block.
func.func @nested_before_terminator(%a: i32) {
  "test.region"() ({
    // expected-error @below {{'arith.subi' op requires the same type for all operands and results}}
    %0 = "arith.subi"(%a, %a) : (i32, i32) -> i64
  }) : () -> ()
}

// -----

func.func @missing_terminator(%a: i32) {
  // expected-error @below {{block with no terminator, has %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
}

// -----

// An empty block is reported at the op whose region holds it, on entry.
// expected-error @below {{empty block: expect at least a terminator}}
func.func @empty_block() {
^bb0:
  cf.br ^bb1
^bb1:
}

// -----

// Successors anywhere but on the last op are reported when the block is
// entered, before its ops are verified.
func.func @successors_in_the_middle(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  // expected-error @below {{operation with block successors must terminate its parent block}}
  "test.br"() [^bb1] : () -> ()
  return
^bb1:
  return
}

// -----

// The first function is verified wholly, dominance included, before the
// second.
func.func @first() {
  // expected-error @below {{operand #0 does not dominate this use}}
  %0 = "test.a"(%1) : (i32) -> i32
  // expected-note @below {{operand defined here}}
  %1 = "test.b"() : () -> i32
  return
}
func.func @second(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

// Uses in a block that cannot be reached are not checked.
func.func @unreachable() {
  return
^bb1:
  %0 = "test.a"(%1) : (i32) -> i32
  %1 = "test.b"() : () -> i32
  cf.br ^bb1
}

// -----

// AllTypesMatch (an .ops trait) is one of the op's invariants, checked
// before its regions (MLIR's PredOpTraits): an scf.for with bounds of two
// types and no block says so, not that its region has no block.
func.func @types_before_regions(%a: i32, %b: index) {
  // expected-error @below {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%b, %a, %b) ({}) : (index, i32, index) -> ()
  return
}

// -----

// Results count too: arith.select's values and result.
func.func @select_result(%c: i1, %a: i32) {
  // expected-error @below {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %a) : (i1, i32, i32) -> i64
  return
}
