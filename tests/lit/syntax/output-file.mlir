// RUN: rm -f %t.out %t.bad
// RUN: rulir-opt %s --allow-unregistered-dialect -o %t.out | count 0
// RUN: FileCheck %s < %t.out
// RUN: rulir-opt %s --allow-unregistered-dialect -o - | FileCheck %s
// RUN: not rulir-opt %S/Inputs/invalid.mlir --allow-unregistered-dialect -o %t.bad 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not test -s %t.bad
// NOGEN: CHECK
// NOGEN: ERR
// -o FILE writes the output to FILE and nothing to stdout; `-o -` is stdout.
// When the input is rejected, nothing is written to the -o file (it is not
// created, or left empty).

// CHECK: module {
// CHECK-NEXT:   "t.written"() : () -> ()
// CHECK-NEXT: }
// ERR: invalid.mlir:2:7: error: use of undeclared SSA value name

"t.written"() : () -> ()
