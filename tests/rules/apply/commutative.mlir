// Commutative ops match their operands in either order, each nested
// commutative op too (AddNeg: four orders); a non-commutative op matches
// only in the written order.
// RUN: %rules-both %S/Inputs/commutative.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/commutative.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG
// RUN: rulir-gen --dump-matcher -I %dialects %S/Inputs/commutative.rules | FileCheck %s --check-prefix=TREE

// (One tree per root op and benefit: AddNeg's 3 ops, then SubAdd's 2.)
// TREE-LABEL: root arith.addi
// TREE: rule AddNeg:
// TREE: rule AddNeg (operands swapped: 1):
// TREE: rule AddNeg (operands swapped: 2):
// TREE: rule AddNeg (operands swapped: 3):
// TREE-LABEL: root arith.subi
// TREE-NOT: swapped
// TREE: rule SubZero:
// TREE-NOT: swapped
// TREE-LABEL: root arith.addi
// TREE: rule SubAdd:
// TREE: rule SubAdd (operands swapped: 1):

// CHECK-LABEL: func.func @addneg
// CHECK-NEXT: %[[A:.*]] = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: %[[B:.*]] = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: %[[C:.*]] = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: %[[D:.*]] = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]], %[[D]] : i32, i32, i32, i32
// DEBUG-COUNT-4: * Rule AddNeg ({{.*}}commutative.rules:5) on 'arith.addi': applied
func.func @addneg(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %m = arith.constant -1 : i32
  %0 = arith.muli %x, %m : i32
  %1 = arith.muli %m, %x : i32
  %2 = arith.addi %0, %y : i32
  %3 = arith.addi %y, %0 : i32
  %4 = arith.addi %1, %y : i32
  %5 = arith.addi %y, %1 : i32
  return %2, %3, %4, %5 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @subzero
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[N:.*]] = arith.subi %[[C0]], %arg0 : i32
// CHECK-NEXT: return %arg0, %[[N]] : i32, i32
// DEBUG: * Rule SubZero ({{.*}}commutative.rules:10) on 'arith.subi': applied
// DEBUG: * Rule SubZero ({{.*}}commutative.rules:10) on 'arith.subi': failed at operand: operand 'rhs' of 'arith.subi' is not defined by 'arith.constant'
func.func @subzero(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.subi %x, %c0 : i32
  %1 = arith.subi %c0, %x : i32
  return %0, %1 : i32, i32
}

// (x - y) + y and y + (x - y) are x; (x - y) + x is not.
// CHECK-LABEL: func.func @subadd
// CHECK-NEXT: %[[D:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[D]], %arg0 : i32
// CHECK-NEXT: return %arg0, %arg0, %[[R]] : i32, i32, i32
// DEBUG: * Rule SubAdd ({{.*}}commutative.rules:13) on 'arith.addi': applied
// DEBUG: * Rule SubAdd ({{.*}}commutative.rules:13) on 'arith.addi': applied
// DEBUG: * Rule SubAdd ({{.*}}commutative.rules:13) on 'arith.addi': failed
func.func @subadd(%x: i32, %y: i32) -> (i32, i32, i32) {
  %d = arith.subi %x, %y : i32
  %0 = arith.addi %d, %y : i32
  %1 = arith.addi %y, %d : i32
  %2 = arith.addi %d, %x : i32
  return %0, %1, %2 : i32, i32, i32
}
