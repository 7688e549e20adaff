// Cast folds: a cast to its own type is its operand (arith.bitcast, the one
// arith cast whose verifier allows equal types; MLIR folds every cast op so),
// and builtin.unrealized_conversion_cast folds same-type casts and round
// trips (A -> B -> A) to the first cast's inputs.
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @bitcast_i32_to_i32(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @bitcast_i32_to_i32(%x: i32) -> i32 {
  %r = arith.bitcast %x : i32 to i32
  return %r : i32
}

// CHECK-LABEL: func.func @bitcast_f32_to_f32(%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
// CHECK-NEXT:  }
func.func @bitcast_f32_to_f32(%x: f32) -> f32 {
  %r = arith.bitcast %x : f32 to f32
  return %r : f32
}

// CHECK-LABEL: func.func @bitcast_vector_to_same(%arg0: vector<2xf16>) -> vector<2xf16> {
// CHECK-NEXT:    return %arg0 : vector<2xf16>
// CHECK-NEXT:  }
func.func @bitcast_vector_to_same(%x: vector<2xf16>) -> vector<2xf16> {
  %r = arith.bitcast %x : vector<2xf16> to vector<2xf16>
  return %r : vector<2xf16>
}

// CHECK-LABEL: func.func @bitcast_tensor_to_same(%arg0: tensor<2xi8>) -> tensor<2xi8> {
// CHECK-NEXT:    return %arg0 : tensor<2xi8>
// CHECK-NEXT:  }
func.func @bitcast_tensor_to_same(%x: tensor<2xi8>) -> tensor<2xi8> {
  %r = arith.bitcast %x : tensor<2xi8> to tensor<2xi8>
  return %r : tensor<2xi8>
}

// CHECK-LABEL: func.func @unrealized_cast_to_same_type(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @unrealized_cast_to_same_type(%x: i32) -> i32 {
  %r = builtin.unrealized_conversion_cast %x : i32 to i32
  return %r : i32
}

// CHECK-LABEL: func.func @unrealized_cast_round_trip(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @unrealized_cast_round_trip(%x: i32) -> i32 {
  %a = builtin.unrealized_conversion_cast %x : i32 to i64
  %r = builtin.unrealized_conversion_cast %a : i64 to i32
  return %r : i32
}

// CHECK-LABEL: func.func @unrealized_cast_round_trip_two_values(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:    return %arg0, %arg1 : i32, f32
// CHECK-NEXT:  }
func.func @unrealized_cast_round_trip_two_values(%x: i32, %y: f32) -> (i32, f32) {
  %a = builtin.unrealized_conversion_cast %x, %y : i32, f32 to i64
  %r:2 = builtin.unrealized_conversion_cast %a : i64 to i32, f32
  return %r#0, %r#1 : i32, f32
}
