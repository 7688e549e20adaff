// Identified structs: a name has one body per parse (one per MLIRContext in
// mlir-opt, a fresh one for each chunk of --split-input-file); literal
// structs cannot be opaque; builtin types after `!llvm.`. Messages and
// locations as mlir-opt-19 gives them.
// RUN: rulir-opt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics

func.func @different_body() {
  "some.op"() : () -> !llvm.struct<"a", (ptr)>
  // expected-error @+1 {{identified type already used with a different body}}
  "some.op"() : () -> !llvm.struct<"a", (   i32)>
}

// -----

// The same name again in a new chunk is a new struct.
func.func @new_chunk() {
  "some.op"() : () -> !llvm.struct<"a", (i32)>
  "some.op"() : () -> !llvm.struct<"a", (i32)>
}

// -----

func.func @empty_body() {
  "some.op"() : () -> !llvm.struct<"a", opaque>
  "some.op"() : () -> !llvm.struct<"a", opaque>
  // expected-error @+1 {{identified type already used with a different body}}
  "some.op"() : () -> !llvm.struct<"a",  (  )>
}

// -----

func.func @recursive_then_opaque() {
  "some.op"() : () -> !llvm.struct<"a", (ptr, struct<"a">)>
  "some.op"() : () -> !llvm.struct<"a", (ptr, struct<"a">)>
  // expected-error @+1 {{redeclaring defined struct as opaque}}
  "some.op"() : () -> !llvm.struct<"a", opaque>
}

// -----

func.func @literal_opaque() {
  // expected-error @+1 {{only identified structs can be opaque}}
  "some.op"() : () -> !llvm.struct<opaque>
}

// -----

func.func @nested_redefinition() {
  // expected-error @+1 {{identifier already used for an enclosing struct}}
  "some.op"() : () -> !llvm.struct<"a", (ptr,  struct<"a",  packed ()>)>
}

// -----

// expected-error @+1 {{unexpected type, expected keyword}}
func.func private @builtin_after_prefix() -> !llvm.i32

// -----

// expected-error @+1 {{unexpected type, expected keyword}}
func.func private @builtin_after_prefix() -> !llvm.tensor<*xf32>

// -----

// expected-error @+1 {{unknown LLVM type}}
func.func private @unknown() -> !llvm.ifoo
