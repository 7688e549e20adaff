// --set-llvm-module-datalayout as mlir-opt-19 does it: the module gets
// llvm.data_layout, the option's string ("" by default) replacing what it
// had; nested modules are left alone; a string LLVM cannot parse is an
// error at the module, and the pass fails.
// RUN: rulir-opt %s --set-llvm-module-datalayout > %t.rulir
// RUN: %mlir_opt %s --set-llvm-module-datalayout > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s --check-prefix=DEFAULT < %t.rulir
// RUN: rulir-opt %s '--set-llvm-module-datalayout=data-layout=e-m:e-i64:64-f80:128-n8:16:32:64-S128' > %t.rulir2
// RUN: %mlir_opt %s '--set-llvm-module-datalayout=data-layout=e-m:e-i64:64-f80:128-n8:16:32:64-S128' > %t.mlir2
// RUN: diff %t.rulir2 %t.mlir2
// RUN: FileCheck %s --check-prefix=SET < %t.rulir2
// RUN: rulir-opt %s --pass-pipeline='builtin.module(set-llvm-module-datalayout{data-layout=E-p:32:32})' | FileCheck %s --check-prefix=PIPE
// RUN: not rulir-opt %s '--set-llvm-module-datalayout=data-layout=e-i64:65' 2> %t.err
// RUN: not %mlir_opt %s '--set-llvm-module-datalayout=data-layout=e-i64:65' 2> %t.err.mlir
// RUN: diff %t.err %t.err.mlir
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// DEFAULT: module attributes {llvm.data_layout = ""} {
// DEFAULT-NEXT: module @inner attributes {llvm.data_layout = "e"} {
// SET: module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"} {
// SET-NEXT: module @inner attributes {llvm.data_layout = "e"} {
// PIPE: module attributes {llvm.data_layout = "E-p:32:32"} {
// ERR: set-llvm-module-datalayout.mlir:[[@LINE+1]]:1: error: invalid data layout descriptor: number of bits must be a byte width multiple
module attributes {llvm.data_layout = "E"} {
  module @inner attributes {llvm.data_layout = "e"} {
  }
}
