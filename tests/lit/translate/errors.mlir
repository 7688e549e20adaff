// RUN: split-file %s %t
// Errors: located at the op (file:line:col, the source line, a caret), exit
// status 1, and nothing written (-o names a file that must not appear).

// An op of another dialect in an llvm.func.
// RUN: rm -f %t/out.ll
// RUN: not rulir-translate --mlir-to-llvmir %t/foreign.mlir -o %t/out.ll 2>&1 | FileCheck %s --check-prefix=FOREIGN
// RUN: not ls %t/out.ll
// FOREIGN: foreign.mlir:3:8: error: cannot translate 'arith.addi' to LLVM IR: not an op of the llvm dialect that rulir-translate knows
// FOREIGN-NEXT: {{^}}  %0 = arith.addi %a, %a : i32
// FOREIGN-NEXT: {{^}}       ^

// A property the translation does not handle.
// RUN: not rulir-translate --mlir-to-llvmir %t/property.mlir 2>&1 | FileCheck %s --check-prefix=PROP
// PROP: property.mlir:1:1: error: 'llvm.func' op: cannot translate property 'arm_streaming' to LLVM IR (not supported)

// A syncscope the LLVM-C API cannot set.
// RUN: not rulir-translate --mlir-to-llvmir %t/syncscope.mlir 2>&1 | FileCheck %s --check-prefix=SCOPE
// SCOPE: syncscope.mlir:2:3: error: 'llvm.fence' op: cannot translate syncscope "agent" to LLVM IR (only "singlethread")

// What rulir's verifier lets through but LLVM's rejects: the error is at
// the function, with LLVM's message; nothing is written.
// RUN: rm -f %t/out.ll
// RUN: not rulir-translate --mlir-to-llvmir %t/musttail.mlir -o %t/out.ll 2>&1 | FileCheck %s --check-prefix=MUSTTAIL
// RUN: not ls %t/out.ll
// MUSTTAIL: musttail.mlir:2:1: error: LLVM IR of function 'f' does not verify: musttail call must precede a ret with an optional bitcast
// RUN: not rulir-translate --mlir-to-llvmir %t/fpclass.mlir 2>&1 | FileCheck %s --check-prefix=FPCLASS
// FPCLASS: fpclass.mlir:1:1: error: LLVM IR of function 'f' does not verify: unsupported bits for llvm.is.fpclass test mask

// Our verifier's errors come first (a block without terminator, a call
// with wrong operand types), as with rulir-opt.
// RUN: not rulir-translate --mlir-to-llvmir %t/noterm.mlir 2>&1 | FileCheck %s --check-prefix=NOTERM
// NOTERM: noterm.mlir:4:8: error: block with no terminator
// RUN: not rulir-translate --mlir-to-llvmir %t/calltypes.mlir 2>&1 | FileCheck %s --check-prefix=CALL
// CALL: calltypes.mlir:3:8: error: 'llvm.call' op operand type mismatch for operand 0: 'i32' != 'i64'
// The functions of global_ctors/_dtors, checked once all are translated
// (a function defined after the list is fine; the streamed translation
// frees their bodies, so this is the exporter's check, in MLIR's words).
// RUN: not rulir-translate --mlir-to-llvmir %t/xtors.mlir 2>&1 | FileCheck %s --check-prefix=XTORS
// XTORS: xtors.mlir:2:1: error: 'llvm.mlir.global_dtors' op 'decl' does not have a definition
// RUN: not rulir-translate --mlir-to-llvmir %t/xtors-missing.mlir 2>&1 | FileCheck %s --check-prefix=XTORS-MISSING
// XTORS-MISSING: xtors-missing.mlir:1:1: error: 'llvm.mlir.global_ctors' op 'nope' does not reference a valid LLVM function

// No translation flag, unknown flag, missing file.
// RUN: not rulir-translate %t/foreign.mlir 2>&1 | FileCheck %s --check-prefix=NOFLAG
// NOFLAG: rulir-translate: a translation is required: --mlir-to-llvmir
// RUN: not rulir-translate --mlir-to-llvmir --bogus %t/foreign.mlir 2>&1 | FileCheck %s --check-prefix=BOGUS
// BOGUS: rulir-translate: Unknown command line argument '--bogus'.
// RUN: not rulir-translate --mlir-to-llvmir %t/missing.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: rulir-translate: could not open input file '{{.*}}missing.mlir'

//--- foreign.mlir
llvm.func @f(%a: i32) -> i32 {
  // a comment line
  %0 = arith.addi %a, %a : i32
  llvm.return %0 : i32
}
//--- property.mlir
llvm.func @f(%a: i32) -> i32 attributes {arm_streaming} {
  llvm.return %a : i32
}
//--- syncscope.mlir
llvm.func @f() {
  llvm.fence syncscope("agent") seq_cst
  llvm.return
}
//--- musttail.mlir
llvm.func @h(i64) -> i64
llvm.func @f(%a: i64) -> i64 {
  %0 = llvm.call musttail @h(%a) : (i64) -> i64
  %1 = llvm.add %0, %0 : i64
  llvm.return %1 : i64
}
//--- fpclass.mlir
llvm.func @f(%a: f32) -> i1 {
  %0 = "llvm.intr.is.fpclass"(%a) <{bit = 4096 : i32}> : (f32) -> i1
  llvm.return %0 : i1
}
//--- noterm.mlir
llvm.func @g(%a: i32) -> i32 {
  llvm.br ^bb1
^bb1:
  %0 = llvm.add %a, %a : i32
}
//--- calltypes.mlir
llvm.func @h(i64) -> i64
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.call @h(%a) : (i32) -> i32
  llvm.return %0 : i32
}
//--- xtors.mlir
llvm.mlir.global_ctors {ctors = [@later], priorities = [0 : i32]}
llvm.mlir.global_dtors {dtors = [@decl], priorities = [0 : i32]}
llvm.func @later() {
  llvm.return
}
llvm.func @decl()
//--- xtors-missing.mlir
llvm.mlir.global_ctors {ctors = [@nope], priorities = [0 : i32]}
