// --mlir-print-ir-module-scope: IR dumps of a pass that ran on a nested op
// print the whole top-level op, the header naming the op the pass ran on
// (and its symbol). mlir-opt-19 needs --mlir-disable-threading with it;
// rulir-opt runs on one thread and takes it with or without. Output
// identical to mlir-opt-19's.
// RUN: rulir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-print-ir-before=canonicalize --mlir-print-ir-module-scope -o /dev/null 2>&1 | FileCheck %s
// RUN: rulir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize))' -mlir-print-ir-before=canonicalize -mlir-print-ir-module-scope -mlir-disable-threading -o /dev/null 2> %t.rulir
// RUN: %mlir_opt %s -pass-pipeline='builtin.module(func.func(canonicalize))' -mlir-print-ir-before=canonicalize -mlir-print-ir-module-scope -mlir-disable-threading -o /dev/null 2> %t.mlir
// RUN: diff %t.rulir %t.mlir

// CHECK:      // -----// IR Dump Before Canonicalizer (canonicalize) ('func.func' operation: @f) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f() -> i32 {
// CHECK:        func.func @g() {
// CHECK:      // -----// IR Dump Before Canonicalizer (canonicalize) ('func.func' operation: @g) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f() -> i32 {
// CHECK:        func.func @g() {

func.func @f() -> i32 {
  %c3 = arith.constant 3 : i32
  return %c3 : i32
}
func.func @g() {
  return
}
