// Structs and arrays hold builtin scalable vectors (vector<[4]xi1>), as
// MLIR 19 accepts them (the lowering of n-D scalable masks makes such
// structs, and what rulir prints must read back); not !llvm.vec<? x ...>.
// RUN: rulir-opt %s -split-input-file -verify-diagnostics > %t.rulir
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics > %t.mlir
// RUN: diff %t.rulir %t.mlir

llvm.func @s() -> !llvm.struct<(vector<[4]xi1>, vector<[4]xi1>)> {
  %0 = llvm.mlir.undef : !llvm.struct<(vector<[4]xi1>, vector<[4]xi1>)>
  llvm.return %0 : !llvm.struct<(vector<[4]xi1>, vector<[4]xi1>)>
}
llvm.func @a() -> !llvm.array<2 x vector<[4]xi1>> {
  %0 = llvm.mlir.undef : !llvm.array<2 x vector<[4]xi1>>
  llvm.return %0 : !llvm.array<2 x vector<[4]xi1>>
}

// -----

// expected-error @+1 {{invalid LLVM structure element type}}
llvm.func @v() -> !llvm.struct<(!llvm.vec<? x 4 x ptr>)>
