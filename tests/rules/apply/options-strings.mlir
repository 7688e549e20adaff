// Rules read their pass's options (Option: a bool option is true), write
// strings as attributes ("g", compared and built as string attributes), and
// compute with RemInts, PowerOf2Ceil, SplatValue and Present; a fold may
// start from a literal and go on with elements of a range of attributes.
// RUN: %rules-both %S/Inputs/options-strings.rules %s --test-options-strings | FileCheck %s
// RUN: %rules-both %S/Inputs/options-strings.rules %s --test-options-strings=flip=true | FileCheck %s --check-prefix=FLIP

// CHECK-LABEL: func.func @calls
// CHECK-NEXT: %[[X:.*]] = call @g(%arg0) : (i32) -> i32
// CHECK-NEXT: return %[[X]]
// FLIP-LABEL: func.func @calls
// FLIP-NEXT: %[[X:.*]] = call @h(%arg0) : (i32) -> i32
func.func private @f(i32) -> i32
func.func private @g(i32) -> i32
func.func private @h(i32) -> i32
func.func @calls(%a: i32) -> i32 {
  %0 = func.call @f(%a) : (i32) -> i32
  return %0 : i32
}

// 7 % 3 and 7 % -3 are both 1 (the greedy driver keeps one constant).
// CHECK-LABEL: func.func @nums2
// CHECK-NEXT: %[[R:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[P5:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[P16:.*]] = arith.constant 16 : i32
// CHECK-NEXT: %[[S:.*]] = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %[[T:.*]] = arith.constant 10 : i32
// CHECK-NEXT: %[[N:.*]] = arith.constant 6 : i64
// CHECK-NEXT: return %[[R]], %[[R]], %[[P5]], %[[P16]], %[[S]], %[[T]], %[[N]]
func.func private @nums() -> (i32, i32, i32, i32, f32, i32, i64)
func.func @nums2() -> (i32, i32, i32, i32, f32, i32, i64) {
  %0:7 = func.call @nums() : () -> (i32, i32, i32, i32, f32, i32, i64)
  return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6 : i32, i32, i32, i32, f32, i32, i64
}
