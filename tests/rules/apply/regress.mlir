// Fixed bugs: bit-enum cases in patterns, dominance kept when replacing a
// non-root op, results of created multi-result ops.
// RUN: %rules-both %S/Inputs/regress.rules %s --no-fold | FileCheck %s

// CHECK-LABEL: func.func @nsw
// CHECK-NEXT: %[[A:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %[[B:.*]] = arith.addi %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @nsw(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %a, %b overflow<nuw> : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @dom
// CHECK: %[[M:.*]] = arith.muli %arg0, %{{.*}} : i32
// CHECK-NEXT: arith.subi %[[M]], %arg1
// CHECK-NEXT: arith.addi %[[M]], %arg1
func.func @dom(%x: i32, %y: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : i32
  %m = arith.muli %x, %c2 : i32
  %0 = arith.subi %m, %y : i32
  %1 = arith.addi %m, %y : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @viaext
// CHECK: %[[S:.*]], %{{.*}} = arith.addui_extended %arg0, %{{.*}} : i16, i1
// CHECK-NEXT: return %[[S]] : i16
func.func @viaext(%a: i16) -> i16 {
  %c7 = arith.constant 7 : i16
  %0 = arith.addi %a, %c7 : i16
  return %0 : i16
}
