// A nested pass that fails on several functions: the diagnostics of the
// first failing function in order, as with one thread; then the functions
// after it are not reported (a pass pipeline stops at its first failure).
// RUN: not rulir-opt --mlir-disable-threading --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))' %s > %t.1.txt 2>&1
// RUN: not rulir-opt --mlir-num-threads=2 --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))' %s > %t.2.txt 2>&1
// RUN: not rulir-opt --mlir-num-threads=4 --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))' %s > %t.4.txt 2>&1
// RUN: diff %t.1.txt %t.2.txt
// RUN: diff %t.1.txt %t.4.txt

func.func @f0(%a: i32) -> i32 {
  return %a : i32
}
func.func @f1(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c1 : i32
  %2 = arith.addi %1, %c1 : i32
  return %2 : i32
}
func.func @f2(%a: i32) -> i32 {
  return %a : i32
}
func.func @f3(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c1 : i32
  return %1 : i32
}
