// RUN: rulir-run %s -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s
// RUN: rulir-run %s -e main -entry-point-result=void -O2 --shared-libs=%rulir_runner_utils | FileCheck %s
// RUN: mlir-cpu-runner-19 %s -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s
// RUN: rulir-run %s -e fact20 -entry-point-result=i64 --shared-libs=%rulir_runner_utils | FileCheck %s --check-prefix=I64
// Recursive factorial, printed with MLIR's runner utilities.

// CHECK: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 6
// CHECK-NEXT: 24
// CHECK-NEXT: 120
// CHECK-NEXT: 720
// CHECK-NEXT: 5040
// CHECK-NEXT: 40320
// CHECK-NEXT: 362880
// CHECK-NEXT: 3628800
// I64: 2432902008176640000

llvm.func @printI64(i64)
llvm.func @printNewline()

llvm.func @fact(%n: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c = llvm.icmp "sle" %n, %c1 : i64
  llvm.cond_br %c, ^base, ^rec
^base:
  llvm.return %c1 : i64
^rec:
  %m = llvm.sub %n, %c1 : i64
  %r = llvm.call @fact(%m) : (i64) -> i64
  %p = llvm.mul %n, %r : i64
  llvm.return %p : i64
}

llvm.func @fact20() -> i64 {
  %c20 = llvm.mlir.constant(20 : i64) : i64
  %r = llvm.call @fact(%c20) : (i64) -> i64
  llvm.return %r : i64
}

llvm.func @main() {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c11 = llvm.mlir.constant(11 : i64) : i64
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %c = llvm.icmp "slt" %i, %c11 : i64
  llvm.cond_br %c, ^body, ^done
^body:
  %f = llvm.call @fact(%i) : (i64) -> i64
  llvm.call @printI64(%f) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %n = llvm.add %i, %c1 : i64
  llvm.br ^loop(%n : i64)
^done:
  llvm.return
}
