// Library helpers for shapes and positions (Iota, Positions, AsFloat,
// `elements` of an array attribute) and a family's names inside `if` and
// `for` bodies, interpreted and compiled alike.
// RUN: %rules-both %S/Inputs/shape-helpers.rules %s --no-fold | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %[[C:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg2, %arg1 : i64
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[I0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[S0:.*]] = arith.addi %[[Z]], %[[I0]] : index
// CHECK-NEXT:    %[[I1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[S1:.*]] = arith.addi %[[S0]], %[[I1]] : index
// CHECK-NEXT:    %[[I2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[S2:.*]] = arith.addi %[[S1]], %[[I2]] : index
// CHECK-NEXT:    %[[R0:.*]] = vector.extract %arg3[0, 0] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:    call @use(%[[R0]])
// CHECK-NEXT:    %[[R1:.*]] = vector.extract %arg3[0, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:    call @use(%[[R1]])
// CHECK-NEXT:    %[[R2:.*]] = vector.extract %arg3[0, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:    call @use(%[[R2]])
// CHECK-NEXT:    %[[R3:.*]] = vector.extract %arg3[1, 0] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:    call @use(%[[R3]])
// CHECK-NEXT:    %[[R4:.*]] = vector.extract %arg3[1, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:    call @use(%[[R4]])
// CHECK-NEXT:    %[[R5:.*]] = vector.extract %arg3[1, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:    call @use(%[[R5]])
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %[[MASK:.*]] = arith.constant dense<[3, 0, 2]> : vector<3xi64>
// CHECK-NEXT:    return %[[A]], %[[M]], %[[S2]], %[[ONE]], %[[MASK]]
func.func private @iota() -> index
func.func private @rows(vector<2x3x4xf32>)
func.func private @use(vector<4xf32>)
func.func private @one() -> f32
func.func @f(%a: i32, %b: i64, %c: i64, %v: vector<2x3x4xf32>, %w: vector<2xi64>) -> (i32, i64, index, f32, vector<3xi64>) {
  %k = arith.constant 2 : i32
  %0 = arith.xori %a, %k : i32
  %1 = arith.xori %b, %c : i64
  %2 = func.call @iota() : () -> index
  func.call @rows(%v) : (vector<2x3x4xf32>) -> ()
  %3 = func.call @one() : () -> f32
  %4 = vector.shuffle %w, %w [3, 0, 2] : vector<2xi64>, vector<2xi64>
  return %0, %1, %2, %3, %4 : i32, i64, index, f32, vector<3xi64>
}
