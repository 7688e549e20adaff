// A name bound twice in a pattern stands for one SSA value: the rule applies
// when both places hold the same value and fails otherwise. '$_' matches any
// operand.
// RUN: %rules-both %S/Inputs/same-name.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/same-name.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// CHECK-LABEL: func.func @sub_same
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: return %[[C0]] : i32
// DEBUG: * Rule SubSelf ({{.*}}same-name.rules:4) on 'arith.subi': applied
func.func @sub_same(%a: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @sub_different
// CHECK-NEXT: %[[R:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: return %[[R]] : i32
// DEBUG: * Rule SubSelf ({{.*}}same-name.rules:4) on 'arith.subi': failed at same value: '$x' is bound to two different values
func.func @sub_different(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @factor
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[S]] : i32
// CHECK-NEXT: return %[[M]] : i32
// DEBUG: * Rule Factor ({{.*}}same-name.rules:7) on 'arith.addi': applied
func.func @factor(%a: i32, %b: i32, %c: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %a, %c : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// No operand is shared by the two products (in any order): no rewrite.
// CHECK-LABEL: func.func @no_factor
// CHECK-NEXT: %[[M0:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %[[M1:.*]] = arith.muli %arg3, %arg2 : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[M0]], %[[M1]] : i32
// CHECK-NEXT: return %[[S]] : i32
// DEBUG: * Rule Factor ({{.*}}same-name.rules:7) on 'arith.addi': failed at same value: '$a' is bound to two different values
func.func @no_factor(%a: i32, %b: i32, %c: i32, %d: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %d, %c : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// The condition is '$_': any value.
// CHECK-LABEL: func.func @select
// CHECK-NEXT: %[[S:.*]] = arith.select %arg1, %arg2, %arg3 : i32
// CHECK-NEXT: return %arg2, %arg2, %[[S]] : i32, i32, i32
// DEBUG: * Rule SelectSame ({{.*}}same-name.rules:12) on 'arith.select': applied
// DEBUG: * Rule SelectSame ({{.*}}same-name.rules:12) on 'arith.select': applied
// DEBUG: * Rule SelectSame ({{.*}}same-name.rules:12) on 'arith.select': failed at same value: '$x' is bound to two different values
func.func @select(%c: i1, %d: i1, %x: i32, %y: i32) -> (i32, i32, i32) {
  %0 = arith.select %c, %x, %x : i32
  %1 = arith.select %d, %x, %x : i32
  %2 = arith.select %d, %x, %y : i32
  return %0, %1, %2 : i32, i32, i32
}
