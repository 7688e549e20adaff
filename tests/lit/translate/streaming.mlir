// RUN: split-file %s %t
// rulir-translate translates each function as soon as it is parsed and
// frees its body, on a second thread while the next one is parsed (one
// thread with --mlir-disable-threading). What that must not change:

// Calls and addresses of symbols defined further on (those functions wait
// for the end of the parse), intrinsic declarations after every function,
// in the order of first use, and the constructor table: the same LLVM IR
// as mlir-translate-19's, byte for byte.
// RUN: rulir-translate --mlir-to-llvmir %t/forward.mlir -o %t/forward.rulir.ll
// RUN: mlir-translate-19 --mlir-to-llvmir %t/forward.mlir -o %t/forward.mlir.ll
// RUN: diff %t/forward.rulir.ll %t/forward.mlir.ll
// RUN: rulir-translate --mlir-disable-threading --mlir-to-llvmir %t/forward.mlir | diff - %t/forward.mlir.ll
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
// RUN: not rulir-translate --mlir-disable-threading --mlir-to-llvmir %t/badfwd.mlir 2>&1 | FileCheck %s --check-prefix=BADFWD
// BADFWD: badfwd.mlir:2:8: error: 'llvm.call' op operand type mismatch for operand 0: 'i32' != 'i64'

// Location aliases defined after the module reach the ops that use them.
// RUN: not rulir-translate --mlir-to-llvmir %t/localias.mlir 2>&1 | FileCheck %s --check-prefix=LOC
// RUN: not rulir-translate --mlir-disable-threading --mlir-to-llvmir %t/localias.mlir 2>&1 | FileCheck %s --check-prefix=LOC
// LOC: b.mlir:7:9: error: cannot translate 'arith.addi' to LLVM IR

// A symbol defined twice, the second time after the first was translated.
// RUN: not rulir-translate --mlir-to-llvmir %t/redef.mlir 2>&1 | FileCheck %s --check-prefix=REDEF
// RUN: not rulir-translate --mlir-disable-threading --mlir-to-llvmir %t/redef.mlir 2>&1 | FileCheck %s --check-prefix=REDEF
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
// RUN: not rulir-translate --mlir-disable-threading --mlir-to-llvmir %t/parseerr.mlir 2>&1 | FileCheck %s --check-prefix=PARSE

// Errors in order: the translation of an earlier function fails (a
// property it cannot translate) while a later one does not parse; only
// the first is reported, with threads or without. And a verifier error
// after a translated function, and one in it.
// RUN: not rulir-translate --mlir-to-llvmir %t/twoerrs.mlir 2>&1 | FileCheck %s --check-prefix=TWO --implicit-check-not=error:
// RUN: not rulir-translate --mlir-disable-threading --mlir-to-llvmir %t/twoerrs.mlir 2>&1 | FileCheck %s --check-prefix=TWO --implicit-check-not=error:
// TWO: twoerrs.mlir:4:1: error: 'llvm.func' op: cannot translate property 'arm_streaming' to LLVM IR (not supported)
// RUN: not rulir-translate --mlir-to-llvmir %t/verr.mlir 2>&1 | FileCheck %s --check-prefix=VERR --implicit-check-not=error:
// VERR: verr.mlir:7:8: error: 'llvm.add' op requires the same type for all operands and results

// The same LLVM IR with threads and without, on a module of many functions.
// RUN: rulir-translate --mlir-to-llvmir %t/many.mlir -o %t/many.thr.ll
// RUN: rulir-translate --mlir-disable-threading --mlir-to-llvmir %t/many.mlir -o %t/many.one.ll
// RUN: diff %t/many.thr.ll %t/many.one.ll
// RUN: mlir-translate-19 --mlir-to-llvmir %t/many.mlir | diff - %t/many.thr.ll

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
//--- twoerrs.mlir
llvm.func @ok() {
  llvm.return
}
llvm.func @f(%a: i32) -> i32 attributes {arm_streaming} {
  llvm.return %a : i32
}
llvm.func @g() {
  llvm.return %x
}
//--- verr.mlir
llvm.func @ok(%a: i64) -> i64 {
  %0 = llvm.add %a, %a : i64
  llvm.return %0 : i64
}
llvm.func @bad(%a: i64, %b: i32) -> i64 {
  %c = llvm.mlir.constant(1 : i64) : i64
  %0 = "llvm.add"(%a, %b) : (i64, i32) -> i64
  llvm.return %0 : i64
}
//--- many.mlir
llvm.func @f0(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.intr.fabs(%b) : (f64) -> f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f1(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f3(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f2(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f1(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f3(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f4(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f5(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f7(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.intr.fabs(%b) : (f64) -> f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f6(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.call @f5(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f7(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f8(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f9(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.call @f11(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f10(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f9(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.intr.fabs(%b) : (f64) -> f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f11(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f12(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f13(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f15(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f14(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f13(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f15(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.intr.fabs(%b) : (f64) -> f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f16(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f17(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f19(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f18(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.call @f17(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f19(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f20(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.intr.fabs(%b) : (f64) -> f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f21(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.call @f23(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f22(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f21(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f23(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f24(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f25(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f27(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.intr.fabs(%b) : (f64) -> f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f26(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f25(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f27(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f28(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f29(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f31(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f30(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.call @f29(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.intr.fabs(%b) : (f64) -> f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f31(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f32(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f33(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.call @f35(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f34(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f33(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f35(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.intr.fabs(%b) : (f64) -> f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f36(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f37(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f39(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f38(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f37(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f39(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f40(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.intr.fabs(%b) : (f64) -> f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f41(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f43(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f42(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.call @f41(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f43(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f44(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f45(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.call @f47(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.intr.fabs(%b) : (f64) -> f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f46(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f45(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f47(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f48(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f49(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f51(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f50(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f49(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.intr.fabs(%b) : (f64) -> f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f51(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f52(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f53(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f55(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f54(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.call @f53(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f55(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.intr.fabs(%b) : (f64) -> f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f56(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f57(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.intr.smax(%0, %a) : (i64, i64) -> i64
  %2 = llvm.call @f59(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f58(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.call @f57(%1, %b) : (i64, f64) -> i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
llvm.func @f59(%a: i64, %b: f64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %0 = llvm.mul %a, %c : i64
  %1 = llvm.add %0, %a : i64
  %2 = llvm.add %1, %1 : i64
  %3 = llvm.icmp "slt" %2, %a : i64
  llvm.cond_br %3, ^bb1, ^bb2(%2 : i64)
^bb1:
  %4 = llvm.fadd %b, %b : f64
  %5 = llvm.fptosi %4 : f64 to i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
