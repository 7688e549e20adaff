// Passes that work function by function run on several threads and print,
// byte for byte, what they print on one (--mlir-disable-threading): the full
// lowerings of bench/'s generated modules (func/arith/scf/cf/memref, whose
// last function calls the others and allocates, and func/arith/cf), the
// nested pipelines MLIR runs in parallel, and the verifier after each pass.
// RUN: python3 %S/../../../bench/gen_memref.py -n 6000 -o %t.memref.mlir
// RUN: python3 %S/../../../bench/gen_funcs.py -n 6000 -o %t.funcs.mlir
//
// RUN: rulir-opt --mlir-disable-threading --convert-to-llvm %t.memref.mlir -o %t.a1.mlir
// RUN: rulir-opt --mlir-num-threads=2 --convert-to-llvm %t.memref.mlir -o %t.a2.mlir
// RUN: rulir-opt --mlir-num-threads=5 --convert-to-llvm %t.memref.mlir -o %t.a5.mlir
// RUN: diff %t.a1.mlir %t.a2.mlir
// RUN: diff %t.a1.mlir %t.a5.mlir
//
// RUN: rulir-opt --mlir-disable-threading --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts %t.memref.mlir -o %t.b1.mlir
// RUN: rulir-opt --mlir-num-threads=2 --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts %t.memref.mlir -o %t.b2.mlir
// RUN: rulir-opt --mlir-num-threads=3 --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts %t.memref.mlir -o %t.b3.mlir
// RUN: diff %t.b1.mlir %t.b2.mlir
// RUN: diff %t.b1.mlir %t.b3.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.b2.mlir
//
// RUN: rulir-opt --mlir-disable-threading --convert-to-llvm %t.funcs.mlir -o %t.c1.mlir
// RUN: rulir-opt --mlir-num-threads=2 --convert-to-llvm %t.funcs.mlir -o %t.c2.mlir
// RUN: diff %t.c1.mlir %t.c2.mlir
//
// RUN: rulir-opt --mlir-disable-threading --pass-pipeline='builtin.module(func.func(canonicalize,cse),any(canonicalize))' %t.funcs.mlir -o %t.d1.mlir
// RUN: rulir-opt --mlir-num-threads=2 --pass-pipeline='builtin.module(func.func(canonicalize,cse),any(canonicalize))' %t.funcs.mlir -o %t.d2.mlir
// RUN: diff %t.d1.mlir %t.d2.mlir

// What mlir-opt-19 makes of the module's allocation and calls (the last
// function: the one whose lowering reaches the module, for malloc).
// LOWERED: llvm.func @malloc(i64) -> !llvm.ptr
// LOWERED: llvm.func @f0(
// LOWERED: llvm.func @main(
// LOWERED: llvm.call @malloc(
// LOWERED: llvm.call @f0(
