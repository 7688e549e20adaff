// Malformed input: the func dialect: returns that do not match the
// function's results, calls to unknown symbols or with the wrong types,
// duplicate symbols, entry blocks that disagree with the signature, bad
// custom syntax, misplaced terminators.

func.func @f() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@f) returns 0}}
  return %a : i32
}

// -----

func.func @f(%a: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
  return %a : i64
}

// -----

func.func @f(%a: i32) -> (i32, i32) {
  // expected-error@+1 {{'func.return' op has 3 operands, but enclosing function (@f) returns 2}}
  return %a, %a, %a : i32, i32, i32
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  call @nowhere() : () -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f() {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  call @g() : () -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i64) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = call @g(%a) : (i64) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  call @g(%a) : (i32) -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{      op result types: 'f32'}}
  // expected-note@+1 {{function result types: 'i32'}}
  %0 = call @g(%a) : (i32) -> f32
  return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func private @dup()
// expected-error@+1 {{redefinition of symbol named 'dup'}}
func.func private @dup()

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func @f() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@f) returns 0}}
  "func.return"(%a) : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  return
  "test.after"() : () -> ()
}

// -----

func.func @f() {
  // expected-error@+1 {{block with no terminator, has %0 = "func.constant"() <{value = @f}> : () -> (() -> ())}}
  %0 = func.constant @f : () -> ()
}

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %b: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @f() {
  "test.region"() ({
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @decl(i32)

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @f(i32) {
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'missing'}}
  %0 = constant @missing : () -> ()
  return
}

// -----

func.func private @g(i32)
func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = constant @g : () -> ()
  return
}

// -----

func.func @f(%fn: (i32) -> i32, %x: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%fn) : ((i32) -> i32) -> i32
  return
}

// -----

func.func @f(%fn: (i32) -> i32, %x: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%fn, %x) : ((i32) -> i32, i32) -> i64
  return
}

// -----

func.func @f(%fn: i32, %x: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  %0 = "func.call_indirect"(%fn, %x) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%fn: (i32) -> i32, %x: i32) {
  // expected-error@+1 {{custom op 'func.call_indirect' invalid kind of type specified}}
  %0 = call_indirect %fn(%x) : i32
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%x: i64) {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: '(i64) -> i64' vs 'i64'}}
  %0 = call_indirect %x(%x) : (i64) -> i64
  return
}

// -----

// expected-error@+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "f"}> ({
}) : () -> ()

// -----

func.func @f() {
  // expected-error@+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  return
}
