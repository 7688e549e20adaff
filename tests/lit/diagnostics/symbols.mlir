// Symbols directly in a symbol table (here the module) must be unique,
// whether the name is a property or a discardable attribute, as in MLIR.
// RUN: rulir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-note@+1 {{see existing symbol definition here}}
"t.a"() {sym_name = "x"} : () -> ()
// expected-error@+1 {{redefinition of symbol named 'x'}}
"t.b"() {sym_name = "x"} : () -> ()

// -----

// expected-note@+1 {{see existing symbol definition here}}
"t.a"() <{sym_name = "y"}> : () -> ()
// expected-error@+1 {{redefinition of symbol named 'y'}}
"t.b"() {sym_name = "y"} : () -> ()

// -----

// Nested symbol tables have their own names.
"t.a"() {sym_name = "z"} : () -> ()
module {
  "t.b"() {sym_name = "z"} : () -> ()
}
