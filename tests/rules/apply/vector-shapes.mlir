// Library helpers for scalable vector shapes, affine maps and arrays
// (ScalableVectorType, ScalableFlags, MultiDimMap, ArrayOf, `elements` of
// an array of any attributes) and rules/prelude/vector-shapes.rules,
// interpreted and compiled alike.
// RUN: %rules-both %S/Inputs/vector-shapes.rules %s --no-fold | FileCheck %s

func.func private @shapes(vector<2x[4]x3xf32>)
func.func private @maps()
func.func private @use(vector<2x[4]x3xf32>, vector<3x2x[4]xf32>, vector<2x3xf32>, vector<1x2x[4]x3xf32>,
                       vector<2x3x2x3xf32>, vector<[12]xf32>, vector<2xf32>)
func.func private @use_maps()
func.func @f(%v: vector<2x[4]x3xf32>) {
  func.call @shapes(%v) : (vector<2x[4]x3xf32>) -> ()
  func.call @maps() : () -> ()
  return
}

// CHECK-DAG: #[[M0:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[M1:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[M2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]x3xf32> to vector<2x[4]x3xf32>
// CHECK-NEXT: %[[B:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]x3xf32> to vector<3x2x[4]xf32>
// CHECK-NEXT: %[[C:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]x3xf32> to vector<2x3xf32>
// CHECK-NEXT: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]x3xf32> to vector<1x2x[4]x3xf32>
// CHECK-NEXT: %[[E:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]x3xf32> to vector<2x3x2x3xf32>
// CHECK-NEXT: %[[F:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]x3xf32> to vector<[12]xf32>
// CHECK-NEXT: %[[G:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]x3xf32> to vector<2xf32>
// CHECK-NEXT: call @use(%[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]], %[[G]]) {test.flags = [false, true, false]}
// CHECK-NEXT: call @use_maps() {test.its = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>], test.maps = [#[[M0]], #[[M1]], #[[M2]]]}
