// Rules together with the folders (no --no-fold): folders finish what rules
// leave (x + 0, b - b, a * 0) and rules apply to what folders produce
// (2 + 3 folded, its constant moved to the right of the commutative addi,
// then reassociated). With --no-fold the rules' own output stays.
// RUN: %rules-both %S/Inputs/folding.rules %s | FileCheck %s
// RUN: %rules-both %S/Inputs/folding.rules %s --no-fold | FileCheck %s --check-prefix=NOFOLD

// CHECK-LABEL: func.func @cancel
// CHECK-NEXT: return %arg0 : i32
// NOFOLD-LABEL: func.func @cancel
// NOFOLD-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// NOFOLD-NEXT: %[[R:.*]] = arith.addi %arg0, %[[Z]] : i32
// NOFOLD-NEXT: return %[[R]] : i32
func.func @cancel(%a: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %cm5 = arith.constant -5 : i32
  %0 = arith.addi %a, %c5 : i32
  %1 = arith.addi %0, %cm5 : i32
  return %1 : i32
}

// CHECK-LABEL: func.func @fold_then_rule
// CHECK-NEXT: %[[C6:.*]] = arith.constant 6 : i32
// CHECK-NEXT: %[[R:.*]] = arith.addi %arg0, %[[C6]] : i32
// CHECK-NEXT: return %[[R]] : i32
// NOFOLD-LABEL: func.func @fold_then_rule
// NOFOLD-NEXT: arith.constant 2 : i32
// NOFOLD-NEXT: arith.constant 3 : i32
// NOFOLD-NEXT: arith.addi
// NOFOLD-NEXT: arith.addi
// NOFOLD-NEXT: arith.constant 1 : i32
// NOFOLD-NEXT: arith.addi
// NOFOLD-NEXT: return
func.func @fold_then_rule(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %s = arith.addi %c2, %c3 : i32
  %0 = arith.addi %s, %a : i32
  %c1 = arith.constant 1 : i32
  %1 = arith.addi %0, %c1 : i32
  return %1 : i32
}

// a * b - a * b => a * (b - b) => a * 0 => 0
// CHECK-LABEL: func.func @factor
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: return %[[Z]] : i32
// NOFOLD-LABEL: func.func @factor
// NOFOLD-NEXT: %[[D:.*]] = arith.subi %arg1, %arg1 : i32
// NOFOLD-NEXT: %[[M:.*]] = arith.muli %arg0, %[[D]] : i32
// NOFOLD-NEXT: return %[[M]] : i32
func.func @factor(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.subi %0, %1 : i32
  return %2 : i32
}
