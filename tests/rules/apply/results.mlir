// Results: nested creation, an auxiliary op bound with `$t = (...)` and
// used twice, result types written (`: i64`, `: [T, T]` from a binding's
// type), several statements, and `replace $inner with ...` of a matched op
// that is not the root (all its uses, not only the root's).
// RUN: %rules-both %S/Inputs/results.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/results.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// One x + x, used twice.
// CHECK-LABEL: func.func @mul4
// CHECK-NEXT: %[[T:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[T]], %[[T]] : i32
// CHECK-NEXT: return %[[R]] : i32
// DEBUG: * Rule MulFour ({{.*}}results.rules:4) on 'arith.muli': applied
func.func @mul4(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %0 = arith.muli %x, %c4 : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @ext
// CHECK-NEXT: %[[A:.*]] = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: %[[B:.*]] = arith.extui %arg1 : i16 to i32
// CHECK-NEXT: %[[C:.*]] = arith.extui %[[B]] : i32 to i64
// CHECK-NEXT: return %[[A]], %[[C]] : i64, i64
// DEBUG: * Rule ExtExt ({{.*}}results.rules:9) on 'arith.extui': applied
// DEBUG: * Rule ExtExt ({{.*}}results.rules:9) on 'arith.extui': failed at constraint: the type is not I8
func.func @ext(%x: i8, %y: i16) -> (i64, i64) {
  %0 = arith.extui %x : i8 to i32
  %1 = arith.extui %0 : i32 to i64
  %2 = arith.extui %y : i16 to i32
  %3 = arith.extui %2 : i32 to i64
  return %1, %3 : i64, i64
}

// CHECK-LABEL: func.func @mulext
// CHECK-NEXT: %[[X:.*]] = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %[[Y:.*]] = arith.extui %arg1 : i8 to i32
// CHECK-NEXT: %low, %high = arith.mului_extended %[[X]], %[[Y]] : i32
// CHECK-NEXT: return %low, %high : i32, i32
// DEBUG: * Rule MulSIOfExtUI ({{.*}}results.rules:16) on 'arith.mulsi_extended': applied
func.func @mulext(%a: i8, %b: i8) -> (i32, i32) {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %l, %h = arith.mulsi_extended %x, %y : i32
  return %l, %h : i32, i32
}

// The subi used the x * 1 as well: it gets x.
// CHECK-LABEL: func.func @inner
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %[[S:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: return %[[A]], %[[S]] : i32, i32
// DEBUG: * Rule MulOneInAdd ({{.*}}results.rules:22) on 'arith.addi': applied
func.func @inner(%x: i32, %y: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %m = arith.muli %x, %c1 : i32
  %0 = arith.addi %m, %y : i32
  %1 = arith.subi %m, %y : i32
  return %0, %1 : i32, i32
}
