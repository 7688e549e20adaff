// A loop whose body has no effect and no result used is erased whole. The
// rewriter tells the driver of each erased op, children first; an op whose
// operand is defined by an already erased sibling must not put that sibling
// back on the worklist (it is freed right after). Under AddressSanitizer the
// freed ops are poisoned, so such a stale entry fails this test there.
// RUN: rulir-opt %s --canonicalize | FileCheck %s
// RUN: rulir-opt %s --canonicalize='top-down=false' | FileCheck %s
// RUN: rulir-opt %s --canonicalize > %t.rulir
// RUN: %mlir_opt %s --canonicalize > %t.mlir
// RUN: diff %t.rulir %t.mlir

// CHECK-LABEL: func.func @f(%arg0: index) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = arith.addi %i, %i : index
    %b = arith.muli %a, %a : index
    %c = arith.subi %b, %a : index
  }
  return
}
