// Rules apply in every block of a function, with operands from other
// blocks (a constant of the entry block, a block argument), and inside
// nested modules: the whole tree under the top module is rewritten.
// RUN: %rules-both %S/Inputs/basic.rules %s --no-fold | FileCheck %s

// CHECK-LABEL: func.func @blocks
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.br ^bb2(%arg0 : i32)
// CHECK-NEXT: ^bb2(%[[X:.*]]: i32):
// CHECK-NEXT: return %[[X]] : i32
func.func @blocks(%a: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  %0 = arith.addi %a, %c0 : i32
  cf.br ^bb2(%0 : i32)
^bb2(%x: i32):
  %1 = arith.addi %c0, %x : i32
  return %1 : i32
}

// CHECK-LABEL: module @inner
// CHECK-NEXT: func.func @nested
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: return %[[Z]] : i32
module @inner {
  func.func @nested(%a: i32) -> i32 {
    %0 = arith.subi %a, %a : i32
    return %0 : i32
  }
}
