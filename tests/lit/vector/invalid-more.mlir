// The verifiers and parsers of vector.reshape, from_elements, interleave,
// deinterleave, scalable.insert, scalable.extract, scan and
// warp_execute_on_lane_0 reject bad IR with mlir-opt-19's messages (the
// file passes --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @a(%arg0: vector<3x2x4xf32>, %c: index) -> vector<2x3x4xf32> {
// expected-error@+1 {{invalid input shape for vector type 'vector<3x2x4xf32>'}}
  %1 = vector.reshape %arg0, [%c, %c, %c], [%c, %c], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return %1 : vector<2x3x4xf32>
}

// -----

func.func @b(%arg0: vector<3x2x4xf32>, %c: index) -> vector<2x3x4xf32> {
// expected-error@+1 {{invalid output shape for vector type 'vector<2x3x4xf32>'}}
  %1 = vector.reshape %arg0, [%c, %c], [%c, %c, %c], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return %1 : vector<2x3x4xf32>
}

// -----

func.func @c(%arg0: vector<3x2x4x5xf32>, %c: index) -> vector<2x3x4x5xf32> {
// expected-error@+1 {{fixed vector size must match input vector for dim 1}}
  %1 = vector.reshape %arg0, [%c, %c], [%c, %c], [4, 5] : vector<3x2x4x5xf32> to vector<2x3x4x5xf32>
  return %1 : vector<2x3x4x5xf32>
}

// -----

func.func @d(%arg0: vector<3x2x4x5xf32>, %c: index) -> vector<2x3x4x5xf32> {
// expected-error@+1 {{fixed vector size must match input vector for dim 0}}
  %1 = vector.reshape %arg0, [%c, %c], [%c, %c], [5, 4] : vector<3x2x4x5xf32> to vector<2x3x4x5xf32>
  return %1 : vector<2x3x4x5xf32>
}

// -----

func.func @e(%arg0: vector<3x2x4x5xf32>, %c: index) -> vector<2x3x4x5xf32> {
// expected-error@+1 {{fixed vector size must match input vector for dim 1}}
  %1 = vector.reshape %arg0, [%c], [%c], [2, 4, 5] : vector<3x2x4x5xf32> to vector<2x3x4x5xf32>
  return %1 : vector<2x3x4x5xf32>
}

// -----

func.func @f(%arg0: vector<3x2x4xf32>, %c: index) -> vector<2x3x4xf32> {
// expected-error@+1 {{'vector.reshape' op attribute 'fixed_vector_sizes' failed to satisfy constraint: 64-bit integer array attribute}}
  %1 = vector.reshape %arg0, [%c, %c], [%c, %c], [4.0] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return %1 : vector<2x3x4xf32>
}

// -----

// expected-note@+1 {{prior use here}}
func.func @g(%arg0: vector<3x2x4xf32>, %c: i32) -> vector<2x3x4xf32> {
// expected-error@+1 {{use of value '%c' expects different type than prior uses: 'index' vs 'i32'}}
  %1 = vector.reshape %arg0, [%c, %c], [%c, %c], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return %1 : vector<2x3x4xf32>
}

// -----

func.func @k(%arg0: vector<3x2x4xf32>, %c: i32) -> vector<2x3x4xf32> {
// expected-error@+1 {{'vector.reshape' op operand #1 must be variadic of index, but got 'i32'}}
  %1 = "vector.reshape"(%arg0, %c, %c, %c, %c) <{fixed_vector_sizes = [4], operandSegmentSizes = array<i32: 1, 2, 2>}> : (vector<3x2x4xf32>, i32, i32, i32, i32) -> vector<2x3x4xf32>
  return %1 : vector<2x3x4xf32>
}

// -----

func.func @l(%arg0: f32, %c: index) -> vector<2x3x4xf32> {
// expected-error@+1 {{'vector.reshape' op operand #0 must be vector of any type values, but got 'f32'}}
  %1 = "vector.reshape"(%arg0, %c, %c, %c, %c) <{fixed_vector_sizes = [4], operandSegmentSizes = array<i32: 1, 2, 2>}> : (f32, index, index, index, index) -> vector<2x3x4xf32>
  return %1 : vector<2x3x4xf32>
}

// -----

func.func @m(%arg0: vector<3x2x4xf32>, %c: index) -> f32 {
// expected-error@+1 {{'vector.reshape' op result #0 must be vector of any type values, but got 'f32'}}
  %1 = "vector.reshape"(%arg0, %c, %c, %c, %c) <{fixed_vector_sizes = [4], operandSegmentSizes = array<i32: 1, 2, 2>}> : (vector<3x2x4xf32>, index, index, index, index) -> f32
  return %1 : f32
}

// -----

func.func @n(%arg0: vector<3x2x4xf32>, %c: index) -> vector<2x3x4xf32> {
// expected-error@+1 {{'vector.reshape' op requires attribute 'fixed_vector_sizes'}}
  %1 = "vector.reshape"(%arg0, %c, %c, %c, %c) <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (vector<3x2x4xf32>, index, index, index, index) -> vector<2x3x4xf32>
  return %1 : vector<2x3x4xf32>
}

// -----

func.func @r(%arg0: vector<3x2x4xf32>, %c: index) -> vector<2x3x4xf32> {
  %c0 = arith.constant 0 : index
// expected-error@+1 {{invalid input shape for vector type 'vector<3x2x4xf32>'}}
  %1 = vector.reshape %arg0, [], [%c0], [4] : vector<3x2x4xf32> to vector<4xf32>
  return %1 : vector<4xf32>
}

// -----

func.func @f(%a: f32, %b: i32) {
// expected-error@+1 {{custom op 'vector.from_elements' 3 operands present, but expected 2}}
  %0 = vector.from_elements %a, %a, %a : vector<1x2xf32>
  return
}

// -----

func.func @f(%a: f32, %b: i32) {
// expected-error@+1 {{'vector.from_elements' op failed to verify that operand types match result element type}}
  %0 = "vector.from_elements"(%a, %b) : (f32, i32) -> vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<2xf32>) {
// expected-error@+1 {{'vector.interleave' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "vector.interleave"(%a, %b) : (vector<4xf32>, vector<2xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
// expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = "vector.interleave"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<6xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
// expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = "vector.interleave"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<8xf64>
  return
}

// -----

func.func @f(%a: vector<2x4xf32>) {
// expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = "vector.interleave"(%a, %a) : (vector<2x4xf32>, vector<2x4xf32>) -> vector<3x8xf32>
  return
}

// -----

func.func @f(%a: vector<[4]xf32>) {
// expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = "vector.interleave"(%a, %a) : (vector<[4]xf32>, vector<[4]xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<f32>) {
// expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = "vector.interleave"(%a, %a) : (vector<f32>, vector<f32>) -> vector<3xf32>
  return
}

// -----

func.func @f(%a: f32) {
// expected-error@+1 {{'vector.interleave' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.interleave"(%a, %a) : (f32, f32) -> vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
// expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0:2 = "vector.deinterleave"(%a) : (vector<4xf32>) -> (vector<2xf64>, vector<2xf64>)
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
// expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0:2 = "vector.deinterleave"(%a) : (vector<4xf32>) -> (vector<2x2xf32>, vector<2x2xf32>)
  return
}

// -----

func.func @f(%a: vector<[4]xf32>) {
// expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0:2 = "vector.deinterleave"(%a) : (vector<[4]xf32>) -> (vector<2xf32>, vector<2xf32>)
  return
}

// -----

func.func @f(%a: vector<4xi32>, %v: vector<[16]xf32>) {
// expected-error@+1 {{'vector.scalable.insert' op failed to verify that all of {source, dest} have same element type}}
  %0 = "vector.scalable.insert"(%a, %v) <{pos = 0 : i64}> : (vector<4xi32>, vector<[16]xf32>) -> vector<[16]xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %v: vector<16xf32>) {
// expected-error@+1 {{'vector.scalable.insert' op operand #1 must be  of ranks 1, but got 'vector<16xf32>'}}
  %0 = "vector.scalable.insert"(%a, %v) <{pos = 0 : i64}> : (vector<4xf32>, vector<16xf32>) -> vector<16xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %v: vector<[16]xf32>) {
// expected-error@+1 {{'vector.scalable.insert' op failed to verify that all of {dest, res} have same type}}
  %0 = "vector.scalable.insert"(%a, %v) <{pos = 0 : i64}> : (vector<4xf32>, vector<[16]xf32>) -> vector<[8]xf32>
  return
}

// -----

func.func @f(%a: vector<2x4xf32>, %v: vector<[16]xf32>) {
// expected-error@+1 {{'vector.scalable.insert' op operand #0 must be  of ranks 1, but got 'vector<2x4xf32>'}}
  %0 = "vector.scalable.insert"(%a, %v) <{pos = 0 : i64}> : (vector<2x4xf32>, vector<[16]xf32>) -> vector<[16]xf32>
  return
}

// -----

func.func @f(%v: vector<[16]xf32>) {
// expected-error@+1 {{'vector.scalable.extract' op failed to verify that all of {source, res} have same element type}}
  %0 = "vector.scalable.extract"(%v) <{pos = 0 : i64}> : (vector<[16]xf32>) -> vector<4xi32>
  return
}

// -----

func.func @f(%v: vector<16xf32>) {
// expected-error@+1 {{'vector.scalable.extract' op operand #0 must be  of ranks 1, but got 'vector<16xf32>'}}
  %0 = "vector.scalable.extract"(%v) <{pos = 0 : i64}> : (vector<16xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: f32) {
// expected-error@+1 {{'vector.from_elements' op failed to verify that operand types match result element type}}
  %0 = "vector.from_elements"(%a) : (f32) -> vector<2xf32>
  return
}

// -----

func.func @f(%arg0: vector<2x3xi32>, %arg1: vector<1x3xi32>) {
// expected-error@+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %arg0, %arg1 {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<1x3xi32>
  return
}

// -----

func.func @f(%arg0: vector<2x3xi32>, %arg1: vector<3xi32>) {
// expected-error@+1 {{'vector.scan' op failed to verify that all of {initial_value, accumulated_value} have same type}}
  %0:2 = "vector.scan"(%arg0, %arg1) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<4xi32>)
  return
}

// -----

func.func @f(%arg0: vector<2x3xi32>, %arg1: vector<3xi32>) {
// expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = "vector.scan"(%arg0, %arg1) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = -1 : i64}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<3xi32>)
  return
}

// -----

func.func @f(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>) {
// expected-error@+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'maxsi'}}
  %0:2 = vector.scan <maxsi>, %arg0, %arg1 {inclusive = true, reduction_dim = 0} : vector<2x3xf32>, vector<3xf32>
  return
}

// -----

func.func @f(%arg0: vector<2x3xi32>, %arg1: vector<3xi32>) {
// expected-error@+1 {{'vector.scan' op unsupported reduction type 'i32' for kind 'maxnumf'}}
  %0:2 = vector.scan <maxnumf>, %arg0, %arg1 {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @f(%arg0: vector<2x3xi32>, %arg1: vector<3xi32>) {
// expected-error@+1 {{'vector.scan' op requires attribute 'inclusive'}}
  %0:2 = vector.scan <add>, %arg0, %arg1 {reduction_dim = 0} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @w(%laneid: index) {
// expected-error@+1 {{'vector.warp_execute_on_lane_0' op expected same number of yield operands and return values.}}
  %2 = vector.warp_execute_on_lane_0(%laneid)[64] -> (vector<4xi32>) {
  }
  return
}

// -----

func.func @w(%laneid: index) {
// expected-error@+1 {{'vector.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}
  vector.warp_execute_on_lane_0(%laneid)[64] {
  ^bb0(%arg0 : vector<128xi32>) :
  }
  return
}

// -----

func.func @w(%laneid: index, %v0 : vector<4xi32>) {
// expected-error@+1 {{'vector.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<128xi32>' to 'vector<4xi32>' with warp size = 64}}
  vector.warp_execute_on_lane_0(%laneid)[64]
  args(%v0 : vector<4xi32>) {
   ^bb0(%arg0 : vector<128xi32>) :
  }
  return
}

// -----

func.func @w(%laneid: index) {
// expected-error@+1 {{'vector.warp_execute_on_lane_0' op expected expanded vector dimension #1 (8) to be a multipler of the distributed vector dimension (3)}}
  %2 = vector.warp_execute_on_lane_0(%laneid)[32] -> (vector<1x3xi32>) {
    %0 = arith.constant dense<2>: vector<4x8xi32>
    vector.yield %0 : vector<4x8xi32>
  }
  return
}

// -----

func.func @w(%laneid: index) {
// expected-error@+1 {{'vector.warp_execute_on_lane_0' op expected distributed vectors to have same rank and element type.}}
  %2 = vector.warp_execute_on_lane_0(%laneid)[32] -> (vector<4x4xi32>) {
    %0 = arith.constant dense<2>: vector<128xi32>
    vector.yield %0 : vector<128xi32>
  }
  return
}

// -----

func.func @w(%laneid: index) {
// expected-error@+1 {{'vector.warp_execute_on_lane_0' op expected vector type for distributed operands.}}
  %2 = vector.warp_execute_on_lane_0(%laneid)[32] -> (i32) {
    %0 = arith.constant dense<2>: vector<128xi32>
    vector.yield %0 : vector<128xi32>
  }
  return
}

// -----

func.func @w(%laneid: index, %v: vector<4xf32>) {
// expected-error@+1 {{custom op 'vector.warp_execute_on_lane_0' 2 operands present, but expected 1}}
  %2 = vector.warp_execute_on_lane_0(%laneid)[32] args(%v, %v : vector<4xf32>) -> (i32) {
  }
  return
}
