// A new block's argument that no rule reads is written `$_: Type`
// (Inputs/unnamed-block-arg.rules): made, not bound, and no warning of a
// name never used. Interpreted and compiled alike.
// RUN: %rules-both %S/Inputs/unnamed-block-arg.rules %s --no-fold | FileCheck %s
// RUN: rulir-gen --check %S/Inputs/unnamed-block-arg.rules 2>&1 | count 0

// CHECK:      %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   scf.condition(%false) %arg0 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT:   scf.yield %arg0 : i32
// CHECK-NEXT: }
func.func @f(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
