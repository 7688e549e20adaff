// llvm.data_layout, on any op, is a string LLVM 19's DataLayout parser
// takes; it is checked before the op's own checks and the ops inside (the
// file passes --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{'builtin.module' op invalid data layout descriptor: Unknown specifier in datalayout string}}
module attributes {llvm.data_layout = "#vjkr32"} {
  func.func @invalid_data_layout()
}
// -----
// expected-error @+1 {{expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = 1} {
}
// -----
// expected-error @+1 {{invalid data layout descriptor: Trailing separator in datalayout string}}
module attributes {llvm.data_layout = "e-"} {
}
// -----
// expected-error @+1 {{invalid data layout descriptor: Missing alignment specification for pointer in datalayout string}}
module attributes {llvm.data_layout = "p:7"} {
}
// -----
// expected-error @+1 {{invalid data layout descriptor: Invalid ABI alignment, i8 must be naturally aligned}}
module attributes {llvm.data_layout = "i8:16"} {
}
// -----
// expected-error @+1 {{invalid data layout descriptor: Preferred alignment cannot be less than the ABI alignment}}
module attributes {llvm.data_layout = "e-f80:128:64"} {
}
// -----
// expected-error @+1 {{invalid data layout descriptor: Unknown mangling in datalayout string}}
module attributes {llvm.data_layout = "m:q"} {
}
// -----
// On any op.
module {
  // expected-error @+1 {{'func.func' op invalid data layout descriptor: Address space 0 can never be non-integral}}
  func.func @f() attributes {llvm.data_layout = "ni:0"} {
    return
  }
}
// -----
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-Fi8-P1-A5-G1-ni:1:2"} {
}
