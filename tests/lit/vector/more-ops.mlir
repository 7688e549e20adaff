// vector.reshape, from_elements, interleave, deinterleave, scalable.insert,
// scalable.extract, scan and warp_execute_on_lane_0 in custom form:
// rulir-opt prints what mlir-opt-19 prints (the CHECK lines are its
// output; the results of deinterleave and scan named as MLIR names them,
// warp_execute_on_lane_0's implicit vector.yield left out without
// results), and the generic form reads back the same.
// RUN: rulir-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: rulir-opt %s --mlir-print-op-generic | rulir-opt | FileCheck %s

func.func @f(%arg0: vector<3x2x4xf32>, %c2: index, %c3: index, %c6: index, %c9: index) -> vector<2x3x4xf32> {
  %1 = vector.reshape %arg0, [%c3, %c6], [%c2, %c9], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return %1 : vector<2x3x4xf32>
}
func.func @h(%a: f32, %b: f32, %v: vector<4xf32>, %w: vector<2x[4]xf64>, %sv: vector<[8]xi32>, %s4: vector<4xi32>, %x: vector<4x8x16x32xf32>) {
  %0 = vector.from_elements %a, %b : vector<1x2xf32>
  %1 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %2, %3 = vector.deinterleave %w : vector<2x[4]xf64> -> vector<2x[2]xf64>
  %4 = vector.scalable.insert %s4, %sv[12] : vector<4xi32> into vector<[8]xi32>
  %5 = vector.scalable.extract %sv[4] : vector<4xi32> from vector<[8]xi32>
  %c = arith.constant dense<0.0> : vector<4x16x32xf32>
  %6:2 = vector.scan <add>, %x, %c {reduction_dim = 1 : i64, inclusive = true} : vector<4x8x16x32xf32>, vector<4x16x32xf32>
  %7:2 = vector.scan <mul>, %x, %c {reduction_dim = 1 : i64, inclusive = false} : vector<4x8x16x32xf32>, vector<4x16x32xf32>
  return
}
func.func @warp_execute_on_lane_0(%laneid: index) {
  vector.warp_execute_on_lane_0(%laneid)[32] {
  }
  return
}

func.func @warp_execute_on_lane_0_2d(%laneid: index) {
  %2 = vector.warp_execute_on_lane_0(%laneid)[32] -> (vector<1x4xi32>) {
    %0 = arith.constant dense<2>: vector<4x32xi32>
    vector.yield %0 : vector<4x32xi32>
  }
  return
}

func.func @warp_operand_result(%laneid: index, %v0 : vector<4xi32>) -> (vector<4xi32>) {
  %2 = vector.warp_execute_on_lane_0(%laneid)[32]
  args(%v0 : vector<4xi32>) -> (vector<4xi32>) {
   ^bb0(%arg0 : vector<128xi32>) :
    %0 = arith.constant dense<2>: vector<128xi32>
    %1 = arith.addi %arg0, %0 : vector<128xi32>
    vector.yield %1 : vector<128xi32>
  }
  return %2 : vector<4xi32>
}

func.func @w4(%laneid: index, %v0 : vector<4xi32>, %v1: i32) -> (vector<4xi32>, f32) {
  %2:2 = vector.warp_execute_on_lane_0(%laneid)[32] args(%v0, %v1 : vector<4xi32>, i32) -> (vector<4xi32>, f32) {
   ^bb0(%arg0 : vector<128xi32>, %a1: i32) :
    %f = arith.constant 1.0 : f32
    vector.yield %arg0, %f : vector<128xi32>, f32
  } {foo = 1
  }
  return %2#0, %2#1 : vector<4xi32>, f32
}


// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @f(%arg0: vector<3x2x4xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> vector<2x3x4xf32> {
// CHECK-NEXT:     %0 = vector.reshape %arg0, [%arg2, %arg3], [%arg1, %arg4], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
// CHECK-NEXT:     return %0 : vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>, %arg3: vector<2x[4]xf64>, %arg4: vector<[8]xi32>, %arg5: vector<4xi32>, %arg6: vector<4x8x16x32xf32>) {
// CHECK-NEXT:     %0 = vector.from_elements %arg0, %arg1 : vector<1x2xf32>
// CHECK-NEXT:     %1 = vector.interleave %arg2, %arg2 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT:     %res1, %res2 = vector.deinterleave %arg3 : vector<2x[4]xf64> -> vector<2x[2]xf64>
// CHECK-NEXT:     %2 = vector.scalable.insert %arg5, %arg4[12] : vector<4xi32> into vector<[8]xi32>
// CHECK-NEXT:     %3 = vector.scalable.extract %arg4[4] : vector<4xi32> from vector<[8]xi32>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<4x16x32xf32>
// CHECK-NEXT:     %dest, %accumulated_value = vector.scan <add>, %arg6, %cst {inclusive = true, reduction_dim = 1 : i64} : vector<4x8x16x32xf32>, vector<4x16x32xf32>
// CHECK-NEXT:     %dest_0, %accumulated_value_1 = vector.scan <mul>, %arg6, %cst {inclusive = false, reduction_dim = 1 : i64} : vector<4x8x16x32xf32>, vector<4x16x32xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @warp_execute_on_lane_0(%arg0: index) {
// CHECK-NEXT:     vector.warp_execute_on_lane_0(%arg0)[32] {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @warp_execute_on_lane_0_2d(%arg0: index) {
// CHECK-NEXT:     %0 = vector.warp_execute_on_lane_0(%arg0)[32] -> (vector<1x4xi32>) {
// CHECK-NEXT:       %cst = arith.constant dense<2> : vector<4x32xi32>
// CHECK-NEXT:       vector.yield %cst : vector<4x32xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @warp_operand_result(%arg0: index, %arg1: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT:     %0 = vector.warp_execute_on_lane_0(%arg0)[32] args(%arg1 : vector<4xi32>) -> (vector<4xi32>) {
// CHECK-NEXT:     ^bb0(%arg2: vector<128xi32>):
// CHECK-NEXT:       %cst = arith.constant dense<2> : vector<128xi32>
// CHECK-NEXT:       %1 = arith.addi %arg2, %cst : vector<128xi32>
// CHECK-NEXT:       vector.yield %1 : vector<128xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @w4(%arg0: index, %arg1: vector<4xi32>, %arg2: i32) -> (vector<4xi32>, f32) {
// CHECK-NEXT:     %0:2 = vector.warp_execute_on_lane_0(%arg0)[32] args(%arg1, %arg2 : vector<4xi32>, i32) -> (vector<4xi32>, f32) {
// CHECK-NEXT:     ^bb0(%arg3: vector<128xi32>, %arg4: i32):
// CHECK-NEXT:       %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:       vector.yield %arg3, %cst : vector<128xi32>, f32
// CHECK-NEXT:     } {foo = 1 : i64}
// CHECK-NEXT:     return %0#0, %0#1 : vector<4xi32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
