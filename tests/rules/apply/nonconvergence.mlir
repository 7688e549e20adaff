// A rule that keeps firing on what it built is an error naming it, not a
// hang: each sweep is bounded by the size of the IR.
// RUN: not %rules-both %S/Inputs/loop.rules %s --no-fold 2>&1 | FileCheck %s
// CHECK: error: rules did not converge after 10 iterations; still firing: Flip
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
