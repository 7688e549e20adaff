// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// Parser errors worded and placed as MLIR 19 reports them (and one of the
// verifier: entry blocks have no predecessors).

// expected-error @below {{expected three consecutive dots for an ellipsis}}
func.func @one_dot(.)

// -----

// expected-error @below {{type names with a '.' are reserved for dialect-defined names}}
!foo.bar = i32

// -----

// expected-error @below {{attribute names with a '.' are reserved for dialect-defined names}}
#foo.bar = 1

// -----

!no_equal i32 // expected-error {{expected '=' in type alias definition}}

// -----

#no_equal 1 // expected-error {{expected '=' in attribute alias definition}}

// -----

// An undefined alias is reported where the token after it starts.
func.func @unknown_alias(!unknown) // expected-error {{undefined symbol alias id 'unknown'}}

// -----

func.func @block_arguments() {
^bb0(%a : i32: // expected-error {{expected ')'}}
  return
}

// -----

func.func @successors_on_a_non_terminator(%a : i32) {
  %c = "arith.addi"(%a, %a)[^bb1] : (i32, i32) -> i32 // expected-error {{successors in non-terminator}}
^bb1:
  return
}

// -----

func.func @argument_in_use() {
  affine.for %i = 1 to 10 { // expected-note {{previously referenced here}}
    affine.for %i = 1 to 10 { // expected-error {{region entry argument '%i' is already in use}}
    }
  }
  return
}

// -----

func.func @argument_referenced_before(%m : memref<?xf32>) {
  affine.for %i0 = 0 to 42 {
    // expected-note @below {{previously referenced here}}
    %x = memref.load %m[%i1] : memref<?xf32>
  }
  // expected-error @below {{region entry argument '%i1' is already in use}}
  affine.for %i1 = 0 to 42 {
  }
  return
}

// -----

func.func @type_as_op_name() {
  %0 = arith.constant 1 i32 // expected-error {{expected operation name in quotes}}
  return
}

// -----

func.func @dialect_attribute_as_location() {
  // expected-error @below {{expected location, but found dialect attribute: '#foo.loc'}}
  return loc(#foo.loc)
}

// -----

#not_a_location = true
func.func @alias_of_a_non_location() {
  // expected-error @below {{expected location, but found 'true'}}
  return loc(#not_a_location)
}

// -----

func.func @later_alias_of_a_non_location() {
  // expected-error @below {{expected location, but found 'true'}}
  return loc(#later)
}
#later = true

// -----

// expected-error @below {{entry block of region may not have predecessors}}
func.func @entry_block_predecessors() {
^bb0:
  cf.br ^bb0
}
