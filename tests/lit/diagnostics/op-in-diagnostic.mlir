// An op shown in an error (the "see current operation" note, "block with no
// terminator, has ...") is printed as MLIR prints it there: with the command
// line's printing flags (--mlir-print-debuginfo: its location), in generic
// form, elements attributes of more than 16 elements elided whatever
// --mlir-elide-elementsattrs-if-larger says. The same text as mlir-opt-19's.
// RUN: not rulir-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not rulir-opt %s -split-input-file -mlir-print-debuginfo 2>&1 | FileCheck %s --check-prefix=LOC
// RUN: not rulir-opt %s -split-input-file > %t.rulir 2>&1
// RUN: not %mlir_opt %s -split-input-file > %t.mlir 2>&1
// RUN: diff %t.rulir %t.mlir
// RUN: not rulir-opt %s -split-input-file -mlir-print-debuginfo -mlir-elide-elementsattrs-if-larger=100 > %t.rulir 2>&1
// RUN: not %mlir_opt %s -split-input-file -mlir-print-debuginfo -mlir-elide-elementsattrs-if-larger=100 > %t.mlir 2>&1
// RUN: diff %t.rulir %t.mlir
// RUN: not rulir-opt %s -split-input-file -mlir-print-debuginfo -mlir-pretty-debuginfo > %t.rulir 2>&1
// RUN: not %mlir_opt %s -split-input-file -mlir-print-debuginfo -mlir-pretty-debuginfo > %t.mlir 2>&1
// RUN: diff %t.rulir %t.mlir

// CHECK: note: see current operation: %0 = "arith.constant"() <{value = dense_resource<__elided__> : tensor<17xi32>}> : () -> i1{{$}}
// LOC: note: see current operation: %0 = "arith.constant"() <{value = dense_resource<__elided__> : tensor<17xi32>}> : () -> i1 loc("within split at {{.*}}op-in-diagnostic.mlir:1 offset ":[[@LINE+1]]:6)
%0 = "arith.constant"() {value = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>} : () -> i1

// -----

// CHECK: error: block with no terminator, has %0 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>{{$}}
// LOC: error: block with no terminator, has %0 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32> loc(
func.func @f() {
  %0 = arith.constant dense<[1, 2]> : tensor<2xi32>
}
