// `fail "message"` reports an error at the matched op and gives up (the
// greedy driver tries the op again after a change, so it says it twice).
// Interpreted and compiled alike.
// RUN: %rules-both %S/Inputs/fail-message.rules %s --no-fold 2>&1 | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK:         arith.divsi %arg0, %{{.*}} : i32
// CHECK:         arith.divui %arg0, %{{.*}} : i32
// CHECK: fail-message.mlir:[[@LINE+4]]:8: error: division by the constant zero
// CHECK-NOT: error: {{.*}}divui
func.func @f(%a: i32) -> (i32, i32) {
  %z = arith.constant 0 : i32
  %0 = arith.divsi %a, %z : i32
  %t = arith.constant 2 : i32
  %1 = arith.divsi %a, %t : i32
  return %0, %1 : i32, i32
}
