// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// Errors reported through a custom op's parser carry MLIR's prefix
// "custom op 'NAME'", once, at the token MLIR points at: an integer, a
// string, a symbol name or an attribute of the kind the op takes that is
// not there, or a count of operands that does not fit; but not what is
// parsed inside a generic op.

func.func @switch_case_not_integer(%flag : i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    // expected-error @below {{custom op 'cf.switch' expected integer value}}
    : ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_string(%flag : i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    // expected-error @below {{custom op 'cf.switch' expected integer value}}
    "one": ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_too_large(%flag : i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    // expected-error @below {{custom op 'cf.switch' integer value too large}}
    -99999999999999999999: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @call_without_symbol() {
  // expected-error @below {{custom op 'func.call' invalid kind of attribute specified}}
  func.call "f"() : () -> ()
  return
}

// -----

func.func @call_nested_symbol() {
  // expected-error @below {{custom op 'func.call' invalid kind of attribute specified}}
  func.call @a::@b() : () -> ()
  return
}

// -----

// expected-error @below {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func f() {
  return
}

// -----

func.func @cond_br_operands(%c: i1, %a: i32) {
  // expected-error @below {{custom op 'cf.cond_br' 2 operands present, but expected 1}}
  cf.cond_br %c, ^bb1(%a, %a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return
}

// -----

func.func @assert_message(%c: i1) {
  // expected-error @below {{custom op 'cf.assert' invalid kind of attribute specified}}
  cf.assert %c, [1]
  return
}

// -----

// What is inside a generic op is not the enclosing custom op's to prefix
// (neither error: the keyword, then the attribute's parameter).
module {
  // expected-error-re @below {{{{^}}expected ::mlir::arith::FastMathFlags to be one of}}
  // expected-error-re @below {{{{^}}failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  "test.y"() {a = #arith.fastmath<bogus>} : () -> ()
}
