// A conversion whose rules split blocks, make blocks and inline regions is
// rolled back whole when it fails: here scf.for lowers (Inputs/cflow-full.rules)
// but the scf.while after it has no rule, so the full conversion fails and
// nothing is written. The debug trace shows the loop lowered, then the
// whole conversion rolled back; the unit tests (split_block_and_rollback,
// inline_region_and_rollback) check that the IR comes back exactly.
// RUN: not rulir-opt --rules %S/Inputs/cflow-full.rules --test-cflow-full --debug-conversion %s -o %t.out.mlir 2>&1 | FileCheck %s
// RUN: not test -e %t.out.mlir

// CHECK:      Legalizing 'scf.for'
// CHECK:        * pattern For ({{.*}}cflow-full.rules:{{[0-9]+}}): applied
// CHECK:      Legalizing 'scf.while'
// CHECK-NEXT:   => failure: no pattern applied
// CHECK-NEXT: Conversion failed: rolled back
// CHECK:      error: failed to legalize operation 'scf.while'
func.func @f(%lb: index, %ub: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %lb iter_args(%acc = %x) -> (i32) {
    %n = arith.addi %acc, %acc : i32
    scf.yield %n : i32
  }
  %w = scf.while (%a = %r) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %x : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %w : i32
}
