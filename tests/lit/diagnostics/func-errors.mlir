// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// func.func's parser and verifier errors as MLIR 19 reports them.

func.func @mixed_named_arguments(f32,
                               %a : i32) -> () { // expected-error {{expected type instead of SSA identifier}}
  return
}

// -----

func.func @mixed_named_arguments(%a : i32,
                               f32) -> () {
    // expected-error @-1 {{expected SSA identifier}}
  return
}

// -----

// An '@' name starts with a letter or '_'; the error is at the character after '@'.
// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
func.func @$invalid_function_name()

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @invalid_func_arg_attr(i1 {non_dialect_attr = 10})

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func private @invalid_func_result_attr() -> (i1 {non_dialect_attr = 10})

// -----

// The visibility of a declaration is checked first.
// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_decl(i1 {non_dialect_attr = 10})

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() ({}) {function_type = (i1) -> (), sym_name = "z", arg_attrs = [{a.b = 1}, {}], sym_visibility = "private"} : () -> ()

// -----

// Dialect attributes are fine.
func.func private @dialect_attrs(i1 {foo.x = 10}) -> (i1 {foo.y = 1})
// expected-error @+1 {{expected non-empty function body}}
func.func @foo() {}

// -----

func.func @return_type_mismatch() -> i32 {
  %0 = arith.constant 1.0 : f32
  // The message has no op prefix in MLIR.
  // expected-error-re @+1 {{{{^}}type of return operand 0 ('f32') doesn't match function result type ('i32') in function @return_type_mismatch}}
  return %0 : f32
}

// -----

// A symbol's parent is a symbol table: checked before the entry block.
func.func @func_op() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @nested(f32) {
  ^entry:
    return
  }
  return
}

// -----

// expected-error@+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @legacy_visibility_syntax() attributes { sym_visibility = "private" }

// -----

// expected-error@+1 {{'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @invalid_symbol_type_attr() attributes { function_type = "x" }
