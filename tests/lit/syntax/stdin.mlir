// RUN: rulir-opt --allow-unregistered-dialect - < %s | FileCheck %s
// RUN: rulir-opt --allow-unregistered-dialect < %s | FileCheck %s
// RUN: cat %s | rulir-opt --allow-unregistered-dialect - | FileCheck %s
// RUN: rulir-opt --allow-unregistered-dialect --mlir-print-debuginfo - < %s | %mlir_opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: not rulir-opt --allow-unregistered-dialect - < %S/Inputs/invalid.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// NOGEN: CHECK
// NOGEN: LOC
// NOGEN: ERR
// The input file `-` (or no file) is standard input; its buffer is named
// <stdin> in locations and diagnostics.

// CHECK: module {
// CHECK-NEXT:   %0 = "t.from_stdin"() : () -> i32
// CHECK-NEXT: }
// LOC: #loc = loc("<stdin>":0:0)
// LOC: #loc1 = loc("<stdin>":19:6)
// ERR: <stdin>:2:7: error: use of undeclared SSA value name

%0 = "t.from_stdin"() : () -> i32
