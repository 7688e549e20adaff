// Rules applied interpreted and compiled give the same IR. With --no-fold
// the rules alone do the work (no folders); dead ops are still erased.
// RUN: %rules-both %S/Inputs/basic.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/basic.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// CHECK-LABEL: func.func @f
// CHECK-NEXT: return %arg0, %arg1
// DEBUG: * Rule AddZero ({{.*}}basic.rules:4) on 'arith.addi': applied
// DEBUG: * Rule AddZero ({{.*}}basic.rules:4) on 'arith.addi': applied
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %c0, %a : i32
  %1 = arith.addi %b, %c0 : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @g
// CHECK-NEXT: %[[C:.*]] = arith.constant 0 : i32
// CHECK-NEXT: return %[[C]]
// DEBUG: * Rule SubSelf ({{.*}}basic.rules:7) on 'arith.subi': applied
func.func @g(%a: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  return %0 : i32
}
