// An extract of an extract (static positions) folds to one extract at the
// joined position, in place (MLIR's ExtractOp::fold of an extract chain);
// a dynamic position stops the chain. The CHECK lines are mlir-opt-19's.
// RUN: rulir-opt --canonicalize %s | FileCheck %s
// RUN: rulir-opt --canonicalize %s > %t.rulir
// RUN: %mlir_opt --canonicalize %s > %t.mlir
// RUN: diff %t.rulir %t.mlir

func.func @chain(%a: vector<2x3x4xf32>, %i: index) -> (f32, vector<4xf32>, f32) {
  %0 = vector.extract %a[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %1 = vector.extract %0[2] : vector<4xf32> from vector<3x4xf32>
  %2 = vector.extract %1[3] : f32 from vector<4xf32>
  %3 = vector.extract %a[%i] : vector<3x4xf32> from vector<2x3x4xf32>
  %4 = vector.extract %3[0, 1] : f32 from vector<3x4xf32>
  return %2, %1, %4 : f32, vector<4xf32>, f32
}
// CHECK:      module {
// CHECK-NEXT:   func.func @chain(%arg0: vector<2x3x4xf32>, %arg1: index) -> (f32, vector<4xf32>, f32) {
// CHECK-NEXT:     %0 = vector.extract %arg0[1, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     %1 = vector.extract %arg0[1, 2, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT:     %2 = vector.extract %arg0[%arg1] : vector<3x4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:     %3 = vector.extract %2[0, 1] : f32 from vector<3x4xf32>
// CHECK-NEXT:     return %1, %0, %3 : f32, vector<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
