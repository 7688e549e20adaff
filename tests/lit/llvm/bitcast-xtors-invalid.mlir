// llvm.bitcast of pointers and llvm.mlir.global_ctors/global_dtors are
// checked as MLIR 19 checks them (the file passes --verify-diagnostics
// under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

llvm.func @a(%arg : !llvm.ptr) {
  // expected-error @+1 {{can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %arg : !llvm.ptr to i64
  llvm.return
}
// -----
llvm.func @ctor() {
  llvm.return
}

// expected-error@+1{{mismatch between the number of ctors and the number of priorities}}
llvm.mlir.global_ctors {ctors = [@ctor], priorities = []}

// -----

llvm.func @dtor() {
  llvm.return
}

// expected-error@+1{{mismatch between the number of dtors and the number of priorities}}
llvm.mlir.global_dtors {dtors = [@dtor], priorities = [0 : i32, 32767 : i32]}

// -----
llvm.func @a(%arg : !llvm.ptr<1>, %b: i64) {
  // expected-error @+1 {{cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %arg : !llvm.ptr<1> to !llvm.ptr
  llvm.return
}
// -----
llvm.func @a(%arg : !llvm.ptr<1>, %b: i64) {
  %0 = llvm.bitcast %arg : !llvm.ptr<1> to !llvm.ptr<1>
  %1 = llvm.bitcast %b : i64 to vector<2xi32>
  %2 = llvm.bitcast %b : i64 to f64
  llvm.return
}
// -----
llvm.mlir.global external @ctor() : i32

// expected-error @+1 {{'llvm.mlir.global_ctors' op 'ctor' does not reference a valid LLVM function}}
llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}
// -----
// The functions are checked once the module is whole (symbol uses): one
// defined after the list is fine, a missing one or a declaration is not.
llvm.mlir.global_ctors {ctors = [@later], priorities = [0 : i32]}
llvm.func @later() {
  llvm.return
}
// -----
// expected-error @+1 {{'llvm.mlir.global_ctors' op 'missing' does not reference a valid LLVM function}}
llvm.mlir.global_ctors {ctors = [@missing], priorities = [0 : i32]}
// -----
llvm.func @decl()
// expected-error @+1 {{'llvm.mlir.global_dtors' op 'decl' does not have a definition}}
llvm.mlir.global_dtors {dtors = [@decl], priorities = [0 : i32]}
// -----
// In a nested symbol table, the nearest one is searched.
module {
  llvm.func @inner() {
    llvm.return
  }
  llvm.mlir.global_ctors {ctors = [@inner], priorities = [0 : i32]}
}
