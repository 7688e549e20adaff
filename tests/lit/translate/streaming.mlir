// RUN: split-file %s %t
// rulir-translate translates each function as soon as it is parsed and
// frees its body. What that must not change:

// Calls and addresses of symbols defined further on (those functions wait
// for the end of the parse), intrinsic declarations after every function,
// in the order of first use, and the constructor table: the same LLVM IR
// as mlir-translate-19's, byte for byte.
// RUN: rulir-translate --mlir-to-llvmir %t/forward.mlir -o %t/forward.rulir.ll
// RUN: mlir-translate-19 --mlir-to-llvmir %t/forward.mlir -o %t/forward.mlir.ll
// RUN: diff %t/forward.rulir.ll %t/forward.mlir.ll
// RUN: FileCheck %s --check-prefix=FWD < %t/forward.rulir.ll
// FWD: @g = internal global ptr @h
// FWD: define i32 @early(i32 %0)
// FWD-NEXT: call i32 @late(i32 %0)
// FWD: define i32 @late(i32 %0)
// FWD: declare i32 @llvm.smax.i32(i32, i32)
// FWD: declare i32 @llvm.umin.i32(i32, i32)

// The generic form, whose module attributes follow its body.
// RUN: rulir-translate --mlir-to-llvmir %t/generic.mlir -o %t/generic.rulir.ll
// RUN: mlir-translate-19 --mlir-to-llvmir %t/generic.mlir -o %t/generic.mlir.ll
// RUN: diff %t/generic.rulir.ll %t/generic.mlir.ll
// RUN: FileCheck %s --check-prefix=GEN < %t/generic.rulir.ll
// GEN: target datalayout = "e-m:e-i64:64-n8:16:32:64-S128"

// A call to a function further on, with the wrong types: the verifier's
// error, once that function is known.
// RUN: not rulir-translate --mlir-to-llvmir %t/badfwd.mlir 2>&1 | FileCheck %s --check-prefix=BADFWD
// BADFWD: badfwd.mlir:2:8: error: 'llvm.call' op operand type mismatch for operand 0: 'i32' != 'i64'

// Location aliases defined after the module reach the ops that use them.
// RUN: not rulir-translate --mlir-to-llvmir %t/localias.mlir 2>&1 | FileCheck %s --check-prefix=LOC
// LOC: b.mlir:7:9: error: cannot translate 'arith.addi' to LLVM IR

// A symbol defined twice, the second time after the first was translated.
// RUN: not rulir-translate --mlir-to-llvmir %t/redef.mlir 2>&1 | FileCheck %s --check-prefix=REDEF
// REDEF: redef.mlir:7:1: error: redefinition of symbol named 'f'
// REDEF: redef.mlir:1:1: note: see existing symbol definition here

// An op after the leading module.
// RUN: not rulir-translate --mlir-to-llvmir %t/twomod.mlir 2>&1 | FileCheck %s --check-prefix=TWOMOD
// TWOMOD: twomod.mlir:1:1: error: cannot translate 'builtin.module' to LLVM IR: only llvm.func and llvm.mlir.global may be at the top of the module

// A parse error after functions were translated and freed: nothing written.
// RUN: rm -f %t/out.ll
// RUN: not rulir-translate --mlir-to-llvmir %t/parseerr.mlir -o %t/out.ll 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: not ls %t/out.ll
// PARSE: parseerr.mlir:5:17: error: expected ':'

//--- forward.mlir
llvm.func @early(%a: i32) -> i32 {
  %0 = llvm.call @late(%a) : (i32) -> i32
  %1 = llvm.intr.smax(%0, %a) : (i32, i32) -> i32
  llvm.return %1 : i32
}
llvm.mlir.global internal @g() {addr_space = 0 : i32} : !llvm.ptr {
  %0 = llvm.mlir.addressof @h : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @late(%a: i32) -> i32 {
  %0 = llvm.intr.umin(%a, %a) : (i32, i32) -> i32
  llvm.return %0 : i32
}
llvm.mlir.global internal @h(7 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global_ctors {ctors = [@late2], priorities = [1 : i32]}
llvm.func @late2() {
  llvm.return
}
//--- generic.mlir
"builtin.module"() ({
  llvm.func @f(%a: i64) -> i64 {
    %0 = llvm.intr.ctpop(%a) : (i64) -> i64
    llvm.return %0 : i64
  }
  llvm.func @g() {
    llvm.return
  }
}) {llvm.data_layout = "e-m:e-i64:64-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} : () -> ()
//--- badfwd.mlir
llvm.func @early(%a: i32) -> i32 {
  %0 = llvm.call @late(%a) : (i32) -> i32
  llvm.return %0 : i32
}
llvm.func @late(%a: i64) -> i64 {
  llvm.return %a : i64
}
//--- localias.mlir
module {
  llvm.func @ok() {
    llvm.return loc(#loc1)
  } loc(#loc1)
  llvm.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32 loc(#loc2)
    llvm.return %0 : i32
  }
}
#loc1 = loc("a.mlir":1:1)
#loc2 = loc("b.mlir":7:9)
//--- redef.mlir
llvm.func @f() {
  llvm.return
}
llvm.func @g() {
  llvm.return
}
llvm.func @f() {
  llvm.return
}
//--- twomod.mlir
module {
  llvm.func @f() {
    llvm.return
  }
}
llvm.func @g() {
  llvm.return
}
//--- parseerr.mlir
llvm.func @f() {
  llvm.return
}
llvm.func @g() {
  llvm.return %x
}
