// RUN: rulir-opt --convert-to-llvm --reconcile-unrealized-casts %s | rulir-run - -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines
// cf.assert lowered by rulir-opt (rules/cf-to-llvm.rules) and run: every
// assert holds, so the program runs on past each split and prints all.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @checked_div(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %nz = arith.cmpi ne, %b, %c0 : i64
  cf.assert %nz, "division by zero"
  %q = arith.divsi %a, %b : i64
  return %q : i64
}

func.func @main() {
  %c7 = arith.constant 7 : i64
  %c42 = arith.constant 42 : i64
  %c1 = arith.constant 1 : i64
  %q = call @checked_div(%c42, %c7) : (i64, i64) -> i64
  %pos = arith.cmpi sgt, %q, %c1 : i64
  cf.assert %pos, "quotient too small"
  call @printI64(%q) : (i64) -> ()
  call @printNewline() : () -> ()
  %r = call @checked_div(%q, %q) : (i64, i64) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: 6
// CHECK-NEXT: 1
