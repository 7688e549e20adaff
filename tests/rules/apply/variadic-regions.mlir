// A created op with as many regions as a range has elements ({$vs...}),
// filled by index ((region $n $i)), interpreted and compiled alike.
// RUN: %rules-both %S/Inputs/variadic-regions.rules %s --no-fold | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK:         scf.reduce(%{{.*}}, %{{.*}} : i32, i64) {
// CHECK-NEXT:    ^bb0(%[[A:.*]]: i32, %[[B:.*]]: i32):
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[A]], %[[B]] : i32
// CHECK-NEXT:      scf.reduce.return %[[M]] : i32
// CHECK-NEXT:    }, {
// CHECK-NEXT:    ^bb0(%[[C:.*]]: i64, %[[D:.*]]: i64):
// CHECK-NEXT:      %[[N:.*]] = arith.muli %[[C]], %[[D]] : i64
// CHECK-NEXT:      scf.reduce.return %[[N]] : i64
// CHECK-NEXT:    } {test.done}
func.func @f(%n: index, %a: i32, %b: i64) -> (i32, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a, %b) -> (i32, i64) {
    scf.reduce(%a, %b : i32, i64) {
    ^bb0(%x: i32, %y: i32):
      %s = arith.addi %x, %y : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%x: i64, %y: i64):
      %s = arith.addi %x, %y : i64
      scf.reduce.return %s : i64
    }
  }
  return %r#0, %r#1 : i32, i64
}
