// Library helpers for vector lowerings, interpreted and compiled alike:
// ElementPositions (every element's position), Scalable and ScalableDim,
// ConstantOf (a constant operand's attribute) and I64ArrayAttr.
// RUN: %rules-both %S/Inputs/vector-helpers.rules %s --no-fold | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %[[E0:.*]] = vector.extract %arg0[0, 0] : f32 from vector<2x2xf32>
// CHECK-NEXT:    call @use(%[[E0]]) : (f32) -> ()
// CHECK-NEXT:    %[[E1:.*]] = vector.extract %arg0[0, 1] : f32 from vector<2x2xf32>
// CHECK-NEXT:    call @use(%[[E1]]) : (f32) -> ()
// CHECK-NEXT:    %[[E2:.*]] = vector.extract %arg0[1, 0] : f32 from vector<2x2xf32>
// CHECK-NEXT:    call @use(%[[E2]]) : (f32) -> ()
// CHECK-NEXT:    %[[E3:.*]] = vector.extract %arg0[1, 1] : f32 from vector<2x2xf32>
// CHECK-NEXT:    call @use(%[[E3]]) : (f32) -> ()
// CHECK-NEXT:    %[[Z:.*]] = vector.extract %arg1[] : f32 from vector<f32>
// CHECK-NEXT:    call @use(%[[Z]]) : (f32) -> ()
// CHECK-NEXT:    %[[A:.*]] = arith.constant true
// CHECK-NEXT:    %[[B:.*]] = arith.constant false
// CHECK-NEXT:    %[[C:.*]] = arith.constant true
// CHECK-NEXT:    call @flags(%[[A]], %[[B]], %[[C]]) : (i1, i1, i1) -> ()
// CHECK-NEXT:    %[[A2:.*]] = arith.constant false
// CHECK-NEXT:    %[[B2:.*]] = arith.constant false
// CHECK-NEXT:    %[[C2:.*]] = arith.constant false
// CHECK-NEXT:    call @flags(%[[A2]], %[[B2]], %[[C2]]) : (i1, i1, i1) -> ()
// CHECK:         %{{.*}} = vector.constant_mask [3, 2] : vector<4x4xi1>
func.func private @elements(vector<2x2xf32>)
func.func private @elements0(vector<f32>)
func.func private @scalable(vector<2x[4]xf32>)
func.func private @fixed(vector<2x4xf32>)
func.func private @mask(index, index) -> vector<4x4xi1>
func.func private @use(f32)
func.func private @flags(i1, i1, i1)
func.func @f(%v: vector<2x2xf32>, %z: vector<f32>, %s: vector<2x[4]xf32>, %w: vector<2x4xf32>) -> vector<4x4xi1> {
  call @elements(%v) : (vector<2x2xf32>) -> ()
  call @elements0(%z) : (vector<f32>) -> ()
  call @scalable(%s) : (vector<2x[4]xf32>) -> ()
  call @fixed(%w) : (vector<2x4xf32>) -> ()
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %m = call @mask(%c3, %c2) : (index, index) -> vector<4x4xi1>
  return %m : vector<4x4xi1>
}
