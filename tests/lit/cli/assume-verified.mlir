// --mlir-print-assume-verified: IR that may be invalid (a failed pass's, or
// the output under --verify-each=false) is printed in custom form without
// checking it first; by default it is checked, quietly, and printed in
// generic form when it does not verify, as MLIR's printer does. Here the
// rules break the IR, the verifier after the pass fails it, and
// --mlir-print-ir-after-failure shows what it left. On valid IR the flag
// changes nothing (output identical to mlir-opt-19's).
// RUN: not rulir-opt %s --rules %S/Inputs/break.rules --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: not rulir-opt %s --rules %S/Inputs/break.rules --mlir-print-ir-after-failure --mlir-print-assume-verified -o /dev/null 2>&1 | FileCheck %s --check-prefix=CUSTOM
// RUN: rulir-opt %s --mlir-print-assume-verified > %t.rulir
// RUN: %mlir_opt %s -mlir-print-assume-verified > %t.mlir
// RUN: diff %t.rulir %t.mlir

// GENERIC:      // -----// IR Dump After ApplyRules Failed (apply-rules) //----- //
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
// GENERIC-NEXT:     "func.return"(%0) : (i64) -> ()

// CUSTOM:      // -----// IR Dump After ApplyRules Failed (apply-rules) //----- //
// CUSTOM-NEXT: module {
// CUSTOM-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CUSTOM-NEXT:     %c1_i64 = arith.constant 1 : i64
// CUSTOM-NEXT:     return %c1_i64 : i64

func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
