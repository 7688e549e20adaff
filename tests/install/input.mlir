// The input of tests/install/: tiny ops for the project's driver (tiny.rules
// lowers them to arith); then, lowered, the input of the installed rulir-opt
// with strength.rules (x * 8 => x << 3).
// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %[[B:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT: %[[D:.*]] = arith.muli %[[B]], %[[C8]] : i32
// CHECK-NEXT: return %[[D]] : i32
// CHECK-LABEL: func.func @g
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i64
// CHECK-NEXT: arith.shli %arg0, %[[C1]] : i64
// STRENGTH-LABEL: func.func @f
// STRENGTH: %[[C3:.*]] = arith.constant 3 : i32
// STRENGTH: arith.shli %{{.*}}, %[[C3]] : i32
// STRENGTH-NOT: arith.constant 8
func.func @f(%x: i32) -> i32 {
  %0 = tiny.double %x : i32
  %1 = tiny.square %0 : i32
  %c8 = arith.constant 8 : i32
  %2 = arith.muli %1, %c8 : i32
  return %2 : i32
}

func.func @g(%x: i64) -> i64 {
  %0 = tiny.double %x : i64
  return %0 : i64
}
