// Pure terms in conditions (Inputs/pure-terms.rules), interpreted and
// compiled alike.
// RUN: %rules-both %S/Inputs/pure-terms.rules %s --no-fold | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %[[A:.*]] = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT:    %[[B:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[C:.*]] = arith.extui %arg1 : i16 to i32
// CHECK-NEXT:    call @wide(%arg2, %arg3) : (i32, i64) -> ()
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]]
func.func @f(%a: i8, %b: i16, %c: i32, %d: i64) -> (i32, i64, i32) {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extui %b : i16 to i64
  %2 = arith.extui %b : i16 to i32
  func.call @widest(%a, %c, %b, %d) : (i8, i32, i16, i64) -> ()
  return %0, %1, %2 : i32, i64, i32
}
func.func private @widest(i8, i32, i16, i64)
func.func private @wide(i32, i64)
