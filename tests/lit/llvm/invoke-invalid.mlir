// RUN: not rulir-opt %s --split-input-file 2>&1 | FileCheck %s
// The verifiers of llvm.invoke and llvm.landingpad, with MLIR 19's messages.

llvm.func @f()
llvm.func @p(...) -> i32
llvm.func @g() attributes {personality = @p} {
  // CHECK: error: first operation in unwind destination should be a llvm.landingpad operation
  llvm.invoke @f() to ^bb1 unwind ^bb1 : () -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @h() {
  // CHECK: error: llvm.landingpad needs to be in a function with a personality
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @p(...) -> i32
llvm.func @k() attributes {personality = @p} {
  // CHECK: error: landingpad instruction expects at least one clause or cleanup attribute
  %0 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return
}
