// vector.splat of a constant folds to a splat constant, and vector.extract
// from a splat constant (at static or dynamic positions) to its element or
// a splat of the part taken: every width (i128, f80), index, as MLIR folds
// them (the constants become arith.constant).
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f() -> (f32, i128, vector<4xf64>, index, f80, vector<2xi8>) {
// CHECK-NEXT:    %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:    %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
// CHECK-NEXT:    %cst_0 = arith.constant dense<-2.250000e+00> : vector<4xf64>
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %cst_1 = arith.constant 3.000000e+00 : f80
// CHECK-NEXT:    %cst_2 = arith.constant dense<-3> : vector<2xi8>
// CHECK-NEXT:    return %cst, %c170141183460469231731687303715884105727_i128, %cst_0, %c7, %cst_1, %cst_2
// CHECK-LABEL: func.func @g(%arg0: f32, %arg1: index) -> (vector<4xf32>, f32) {
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %0 = vector.splat %arg0 : vector<4xf32>
// CHECK-NEXT:    return %0, %cst : vector<4xf32>, f32
func.func @f() -> (f32, i128, vector<4xf64>, index, f80, vector<2xi8>) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 170141183460469231731687303715884105727 : i128
  %c = arith.constant -2.25 : f64
  %d = arith.constant 7 : index
  %e = arith.constant 3.0 : f80
  %g = arith.constant -3 : i8
  %va = vector.splat %a : vector<2x3xf32>
  %vb = vector.splat %b : vector<4xi128>
  %vc = vector.splat %c : vector<3x4xf64>
  %vd = vector.splat %d : vector<5xindex>
  %ve = vector.splat %e : vector<2xf80>
  %vg = vector.splat %g : vector<3x2xi8>
  %0 = vector.extract %va[1, 2] : f32 from vector<2x3xf32>
  %1 = vector.extract %vb[3] : i128 from vector<4xi128>
  %2 = vector.extract %vc[2] : vector<4xf64> from vector<3x4xf64>
  %3 = vector.extract %vd[0] : index from vector<5xindex>
  %4 = vector.extract %ve[1] : f80 from vector<2xf80>
  %5 = vector.extract %vg[1] : vector<2xi8> from vector<3x2xi8>
  return %0, %1, %2, %3, %4, %5 : f32, i128, vector<4xf64>, index, f80, vector<2xi8>
}
func.func @g(%x: f32, %i: index) -> (vector<4xf32>, f32) {
  %v = vector.splat %x : vector<4xf32>
  %c = arith.constant 2.0 : f32
  %w = vector.splat %c : vector<4xf32>
  %e = vector.extract %w[%i] : f32 from vector<4xf32>
  return %v, %e : vector<4xf32>, f32
}
