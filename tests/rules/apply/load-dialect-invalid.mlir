// The declared constraints of a dialect loaded at run time (Inputs/tiny.ops)
// are checked as a compiled dialect's are, with MLIR's messages.
// RUN: rulir-opt --load-dialect %S/Inputs/tiny.ops %s --split-input-file --verify-diagnostics

func.func @operand_type(%a: index) -> index {
  // expected-error @+1 {{'tiny.add' op operand #0 must be signless integer or float, but got 'index'}}
  %0 = tiny.add %a, %a : index
  return %0 : index
}

// -----

func.func @same_type(%a: i32, %b: i64) -> i32 {
  // expected-error @+1 {{'tiny.add' op requires the same type for all operands and results}}
  %0 = "tiny.add"(%a, %b) : (i32, i64) -> i32
  return %0 : i32
}

// -----

func.func @variadic(%a: i32, %i: index) -> i32 {
  // expected-error @+1 {{'tiny.sum' op operand #1 must be variadic of signless integer or float, but got 'index'}}
  %0 = "tiny.sum"(%a, %i) : (i32, index) -> i32
  return %0 : i32
}

// -----

func.func @property(%a: i32) -> i32 {
  // expected-error @+1 {{'tiny.sum' op attribute 'scale' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "tiny.sum"(%a) <{scale = "x"}> : (i32) -> i32
  return %0 : i32
}

// -----

func.func @parent(%a: i32) {
  // expected-error @+1 {{'tiny.yield' op expects parent op 'tiny.repeat'}}
  tiny.yield
}

// -----

func.func @region_args(%n: index) {
  // expected-error @+1 {{'tiny.repeat' op region #0 should have no arguments}}
  "tiny.repeat"(%n) ({
  ^bb0(%i: index):
    tiny.yield
  }) : (index) -> ()
  return
}

// -----

func.func @arity(%a: i32) -> i32 {
  // expected-error @+1 {{'tiny.neg' op requires a single operand}}
  %0 = "tiny.neg"(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @format(%a: i32) -> i32 {
  // expected-error @+1 {{expected ':'}}
  %0 = tiny.neg %a i32
  return %0 : i32
}
