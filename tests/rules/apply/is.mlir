// Conditions that match an op an accessor gives: `(prev $op) is (...)`,
// `(next $op)`, `(terminator ^b)`, `(parent $r)` (Inputs/is.rules),
// interpreted and compiled alike.
// RUN: %rules-both %S/Inputs/is.rules %s --no-fold | FileCheck %s

// CHECK-LABEL: func.func @prev
// CHECK-NEXT:    %[[S:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[T:.*]] = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:    return %[[S]], %[[S]], %[[T]]
func.func @prev(%x: i32, %y: i32) -> (i32, i32, i32) {
  %0 = arith.subi %x, %y : i32
  %1 = arith.subi %x, %y : i32
  %2 = arith.subi %y, %x : i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @next
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[M]], %[[A]]
func.func @next(%x: i32, %y: i32) -> (i32, i32) {
  %0 = arith.muli %x, %y : i32
  %1 = arith.muli %x, %y : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @terminator
// CHECK:         arith.andi %arg1, %arg2 : i32
// CHECK:       ^bb1:
// CHECK-NEXT:    arith.ori %arg1, %arg2 : i32
// CHECK-NEXT:    "test.use"
// CHECK-NEXT:    cf.br ^bb2
func.func @terminator(%c: i1, %x: i32, %y: i32) {
  %0 = arith.andi %x, %y : i32
  "test.use"(%0) : (i32) -> ()
  cf.cond_br %c, ^a, ^b
^a:
  %1 = arith.andi %x, %y : i32
  "test.use"(%1) : (i32) -> ()
  cf.br ^b
^b:
  return
}

// CHECK-LABEL: func.func @parent
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      arith.divui %arg0, %arg1 : i1
// CHECK:         } else {
// CHECK-NEXT:      arith.divsi %arg1, %arg0 : i1
// CHECK:         arith.divsi %arg0, %arg1 : i1
func.func @parent(%c: i1, %d: i1) {
  scf.if %c {
    %0 = arith.divsi %c, %d : i1
    "test.use"(%0) : (i1) -> ()
  } else {
    %1 = arith.divsi %d, %c : i1
    "test.use"(%1) : (i1) -> ()
  }
  %2 = arith.divsi %c, %d : i1
  "test.use"(%2) : (i1) -> ()
  return
}
