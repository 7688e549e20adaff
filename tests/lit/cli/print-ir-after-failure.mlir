// --mlir-print-ir-after-failure: only a pass that fails is dumped, as it
// left the IR, with "Failed" in the header; -after-all and -after=P dump a
// failed pass the same way. A canonicalize that must converge in one sweep
// (test-convergence) fails here in both tools. The dumps are identical to
// mlir-opt-19's (which reports no error of its own for it).
// RUN: not rulir-opt %s '-canonicalize=max-iterations=1 test-convergence=true' --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s
// RUN: not rulir-opt %s '-canonicalize=max-iterations=1 test-convergence=true' --mlir-print-ir-after-failure -o /dev/null 2>&1 | grep -v "error: canonicalize" > %t.rulir
// RUN: not %mlir_opt %s '-canonicalize=max-iterations=1 test-convergence=true' --mlir-print-ir-after-failure -o /dev/null 2> %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: not rulir-opt %s '-canonicalize=max-iterations=1 test-convergence=true' --mlir-print-ir-after=canonicalize -o /dev/null 2>&1 | FileCheck %s
// A pass that succeeds is not dumped.
// RUN: rulir-opt %s -canonicalize --mlir-print-ir-after-failure -o /dev/null 2>&1 | count 0

// CHECK:      error: canonicalize did not converge after 1 iterations
// CHECK:      // -----// IR Dump After Canonicalizer Failed (canonicalize) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c7_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @f(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %0 = arith.addi %c3, %c4 : i32
  %1 = arith.addi %x, %0 : i32
  return %1 : i32
}
