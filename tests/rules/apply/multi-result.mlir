// Ops with several results: a matched root replaced value by value
// (`replace $m with a, b`), and results of a matched op used by number
// (`$e#1`) and by the name its .ops file gives them (`$e.sum`).
// RUN: %rules-both %S/Inputs/multi-result.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/multi-result.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// 1 * x (the constant first: mulsi_extended is commutative): low is x, high
// is x >> 31 (arithmetic).
// CHECK-LABEL: func.func @mulext
// CHECK-NEXT: %[[C31:.*]] = arith.constant 31 : i32
// CHECK-NEXT: %[[HI:.*]] = arith.shrsi %arg0, %[[C31]] : i32
// CHECK-NEXT: return %arg0, %[[HI]] : i32, i32
// DEBUG: * Rule MulExtByOne ({{.*}}multi-result.rules:4) on 'arith.mulsi_extended': applied
func.func @mulext(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %c1, %a : i32
  return %l, %h : i32, i32
}

// CHECK-LABEL: func.func @addext
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: return %arg0, %[[F]] : i64, i1
// DEBUG: * Rule AddExtZero ({{.*}}multi-result.rules:9) on 'arith.addui_extended': applied
func.func @addext(%a: i64) -> (i64, i1) {
  %c0 = arith.constant 0 : i64
  %s, %o = arith.addui_extended %a, %c0 : i64, i1
  return %s, %o : i64, i1
}

// Both comparisons are the carry: %b + %a is below %a and below %b exactly
// when it wrapped (the sum's operands match in either order).
// CHECK-LABEL: func.func @carry
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg1, %arg0 : i32, i1
// CHECK-NEXT: return %overflow, %overflow : i1, i1
// DEBUG: * Rule CarryOfSum ({{.*}}multi-result.rules:15) on 'arith.cmpi': applied
// DEBUG: * Rule CarryOfSum ({{.*}}multi-result.rules:15) on 'arith.cmpi': applied
func.func @carry(%a: i32, %b: i32) -> (i1, i1) {
  %s, %o = arith.addui_extended %b, %a : i32, i1
  %0 = arith.cmpi ult, %s, %a : i32
  %1 = arith.cmpi ult, %s, %b : i32
  return %0, %1 : i1, i1
}

// Compared with something that is not an operand of the sum: no rewrite.
// CHECK-LABEL: func.func @not_carry
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %[[R:.*]] = arith.cmpi ult, %sum, %arg2 : i32
// CHECK-NEXT: return %[[R]] : i1
// DEBUG: * Rule CarryOfSum ({{.*}}multi-result.rules:15) on 'arith.cmpi': failed at same value: '$a' is bound to two different values
func.func @not_carry(%a: i32, %b: i32, %c: i32) -> i1 {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %0 = arith.cmpi ult, %s, %c : i32
  return %0 : i1
}

// CHECK-LABEL: func.func @nocarry
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %[[R:.*]] = arith.cmpi uge, %sum, %arg0 : i32
// CHECK-NEXT: return %[[R]] : i1
// DEBUG: * Rule NoCarry ({{.*}}multi-result.rules:19) on 'arith.xori': applied
func.func @nocarry(%a: i32, %b: i32) -> i1 {
  %true = arith.constant true
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %0 = arith.xori %o, %true : i1
  return %0 : i1
}

// The rule is for i32 only.
// CHECK-LABEL: func.func @mulext64
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %[[C1]] : i64
// CHECK-NEXT: return %low, %high : i64, i64
// DEBUG: * Rule MulExtByOne ({{.*}}multi-result.rules:4) on 'arith.mulsi_extended': failed at constraint: the type is not I32
func.func @mulext64(%a: i64) -> (i64, i64) {
  %c1 = arith.constant 1 : i64
  %l, %h = arith.mulsi_extended %a, %c1 : i64
  return %l, %h : i64, i64
}
