// `replace uses of V [in R] with W;`: uses replaced in place, all of them,
// those inside a region at any depth, or those of one block's own ops
// (Inputs/uses.rules), interpreted and compiled alike.
// RUN: %rules-both %S/Inputs/uses.rules %s --no-fold | FileCheck %s

// CHECK-LABEL: func.func @max_zero
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @max_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %m = arith.maxui %x, %c0 : i32
  %s = arith.addi %m, %m : i32
  return %s : i32
}

// CHECK-LABEL: func.func @then_true
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "test.a"(%[[T]]) : (i1) -> ()
// CHECK-NEXT:      scf.if %arg1 {
// CHECK-NEXT:        "test.b"(%[[T]]) : (i1) -> ()
// CHECK:         } else {
// CHECK-NEXT:      "test.c"(%arg0) : (i1) -> ()
// CHECK:         "test.d"(%arg0) : (i1) -> ()
func.func @then_true(%c: i1, %d: i1) {
  scf.if %c {
    "test.a"(%c) : (i1) -> ()
    scf.if %d {
      "test.b"(%c) : (i1) -> ()
    }
  } else {
    "test.c"(%c) : (i1) -> ()
  }
  "test.d"(%c) : (i1) -> ()
  return
}

// CHECK-LABEL: func.func @false_block
// CHECK-NEXT:    %[[F:.*]] = arith.constant false
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:         "test.t"(%arg0) : (i1) -> ()
// CHECK:         "test.f"(%[[F]]) : (i1) -> ()
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      "test.nested"(%arg0) : (i1) -> ()
func.func @false_block(%c: i1, %d: i1) {
  cf.cond_br %c, ^t, ^f
^t:
  "test.t"(%c) : (i1) -> ()
  return
^f:
  "test.f"(%c) : (i1) -> ()
  scf.if %d {
    "test.nested"(%c) : (i1) -> ()
  }
  return
}
