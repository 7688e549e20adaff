// llvm.func inline attributes and llvm.fence orderings, checked as MLIR 19
// checks them (the file passes --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

llvm.func @ok() attributes { optimize_none, no_inline } {
  llvm.fence syncscope("agent") acquire
  llvm.fence seq_cst
  llvm.return
}

// -----

// expected-error @below {{no_inline and always_inline attributes are incompatible}}
llvm.func @a() attributes { always_inline, no_inline } {
  llvm.return
}

// -----

// expected-error @below {{'llvm.func' op with optimize_none must also be no_inline}}
llvm.func @a() attributes { optimize_none, always_inline } {
  llvm.return
}

// -----

llvm.func @a() {
  // expected-error @+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence unordered
  llvm.return
}

// -----

// A declaration's inline attributes are not checked.
llvm.func @decl() attributes { always_inline, no_inline }
llvm.func @decl2() attributes { optimize_none }
