// llvm.mlir.global is checked as MLIR 19 checks it (the file passes
// --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics -allow-unregistered-dialect
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics -allow-unregistered-dialect

// expected-error @+1 {{expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal constant @constant(37.0) : !llvm.label

// -----

// expected-error @+1 {{'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
"llvm.mlir.global"() ({}) {sym_name = "foo", global_type = i64, value = 42 : i64, addr_space = -1 : i32, linkage = #llvm.linkage<private>} : () -> ()

// -----

func.func @foo() {
  // expected-error @+1 {{op symbol's parent must have the SymbolTable trait}}
  llvm.mlir.global internal @bar(42) : i32
  return
}

// -----

func.func @foo() {
  // An unregistered op might be a symbol table: the global's own check.
  "x.region"() ({
    // expected-error @+1 {{op must appear at the module level}}
    llvm.mlir.global internal @bar(42) : i32
  }) : () -> ()
  return
}

// -----

// expected-error @+1 {{requires an i8 array type of the length equal to that of the string}}
llvm.mlir.global internal constant @string("foobar") : !llvm.array<42 x i8>

// -----

// expected-error @+1 {{type can only be omitted for string globals}}
llvm.mlir.global internal @i64_needs_type(0: i64)

// -----

// expected-error @+1 {{expected zero or one type}}
llvm.mlir.global internal @more_than_one_type(0) : i64, i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global internal @g() : i32 {
  %c = llvm.mlir.constant(42 : i64) : i64
  llvm.return %c : i64
}

// -----

// A symbol inside a function: llvm.func too.
func.func @h() {
  // expected-error @+1 {{'llvm.func' op symbol's parent must have the SymbolTable trait}}
  llvm.func @k() { llvm.return }
  return
}

// -----

// Strings, a global in a nested module, an initializer of the global's type.
module {
  llvm.mlir.global internal constant @s("ab") : !llvm.array<2 x i8>
  llvm.mlir.global internal @t("ab")
  llvm.mlir.global internal @r() : i32 {
    %c = llvm.mlir.constant(42 : i32) : i32
    llvm.return %c : i32
  }
}

// -----

// expected-error@below {{expected zero value for 'common' linkage}}
llvm.mlir.global common @non_zero_global_common_linkage(42 : i32) : i32

// -----

// expected-error@below {{expected zero value for 'common' linkage}}
llvm.mlir.global common @non_zero_compound(dense<[0, 0, 0, 1, 0]> : vector<5xi32>) : !llvm.array<5 x i32>

// -----

// expected-error@below {{expected array type for 'appending' linkage}}
llvm.mlir.global appending @non_array_appending() : i32

// -----

llvm.func @fence_monotonic() {
  // expected-error@below {{can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  llvm.return
}

// -----

// Valid: a zero common global, an array appending one, fences that order.
llvm.mlir.global common @z(0 : i32) : i32
llvm.mlir.global appending @a() : !llvm.array<1 x i32>
llvm.func @fences() {
  llvm.fence syncscope("agent") acquire
  llvm.fence seq_cst
  llvm.return
}
