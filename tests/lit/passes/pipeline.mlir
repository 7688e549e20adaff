// Passes with MLIR's names and pipeline syntax; the IR is verified after
// each pass and can be dumped after each.
// RUN: rulir-opt %s --canonicalize | FileCheck %s
// RUN: rulir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=2 top-down=false}))' | FileCheck %s
// RUN: rulir-opt %s --pass-pipeline='builtin.module(canonicalize)' --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: not rulir-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=NOPASS
// RUN: not rulir-opt %s --canonicalize='no-such-option=1' 2>&1 | FileCheck %s --check-prefix=NOOPT
// RUN: not rulir-opt %s --pass-pipeline='builtin.module(canonicalize' 2>&1 | FileCheck %s --check-prefix=SYNTAX

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    return %arg0 : i32
func.func @dead(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  return %a : i32
}

// DUMP: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// DUMP-NEXT: module {
// NOPASS: 'no-such-pass' does not refer to a registered pass or pass pipeline
// NOOPT: <unknown>:0: error: <Pass-Options-Parser>: no such option no-such-option
// SYNTAX: invalid pass pipeline
