// RUN: rulir-run %s -e main -entry-point-result=i32 | FileCheck %s
// RUN: rulir-run %s -e main -entry-point-result=i32 -O3 | FileCheck %s
// RUN: mlir-cpu-runner-19 %s -e main -entry-point-result=i32 | FileCheck %s
// Nested loops whose PHIs swap values (fibonacci) and a loop-carried
// accumulator; blocks are written in an order unlike the dominance order.

// CHECK: 1346269
llvm.func @fib(%n: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^head(%c0, %c0, %c1 : i32, i32, i32)
^exit(%r: i32):
  llvm.return %r : i32
^head(%i: i32, %a: i32, %b: i32):
  %c = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %c, ^body, ^exit(%a : i32)
^body:
  %s = llvm.add %a, %b : i32
  %i1 = llvm.add %i, %c1 : i32
  llvm.br ^head(%i1, %b, %s : i32, i32, i32)
}

// sum over i < 10, j < i of (i * j) = 870; plus fib(31) = 1346269 minus 870 back
llvm.func @main() -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c10 = llvm.mlir.constant(10 : i32) : i32
  llvm.br ^outer(%c0, %c0 : i32, i32)
^outer(%i: i32, %acc: i32):
  %ci = llvm.icmp "slt" %i, %c10 : i32
  llvm.cond_br %ci, ^inner(%c0, %acc : i32, i32), ^end
^inner(%j: i32, %acc2: i32):
  %cj = llvm.icmp "slt" %j, %i : i32
  llvm.cond_br %cj, ^step, ^next
^step:
  %p = llvm.mul %i, %j : i32
  %acc3 = llvm.add %acc2, %p : i32
  %j1 = llvm.add %j, %c1 : i32
  llvm.br ^inner(%j1, %acc3 : i32, i32)
^next:
  %i1 = llvm.add %i, %c1 : i32
  llvm.br ^outer(%i1, %acc2 : i32, i32)
^end:
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %f = llvm.call @fib(%c31) : (i32) -> i32
  %c870 = llvm.mlir.constant(870 : i32) : i32
  %d = llvm.sub %acc, %c870 : i32
  %r = llvm.add %f, %d : i32
  llvm.return %r : i32
}
