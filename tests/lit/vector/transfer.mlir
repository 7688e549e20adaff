// Round trip of vector.transfer_read and transfer_write, custom and generic
// form: the minor identity permutation map and all-false in_bounds are
// left out of the custom form, maps get #map aliases; a tensor write has a
// result. The CHECK lines are mlir-opt-19's output.
// RUN: rulir-opt %s | FileCheck %s
// RUN: rulir-opt %s | rulir-opt | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: rulir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rulir-opt %s --mlir-print-op-generic | rulir-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map2 = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @f(%arg0: memref<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: f32, %arg4: vector<4xf32>, %arg5: vector<2x4xf32>, %arg6: vector<2x4xi1>, %arg7: memref<?xvector<4xf32>>, %arg8: vector<4xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:   %0 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 {permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:   %1 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 {in_bounds = [true, false], permutation_map = #map1} : memref<?x?xf32>, vector<4x2xf32>
// CHECK-NEXT:   %2 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 {in_bounds = [true, false], permutation_map = #map2} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT:   %3 = vector.transfer_read %arg1[%arg2, %arg2], %arg3 : tensor<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT:   %4 = vector.transfer_write %arg5, %arg1[%arg2, %arg2] : vector<2x4xf32>, tensor<?x?xf32>
// CHECK-NEXT:   vector.transfer_write %arg4, %arg0[%arg2, %arg2] {permutation_map = #map} : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:   %5 = vector.transfer_read %arg0[%arg2, %arg2], %arg3, %arg6 {permutation_map = #map1} : memref<?x?xf32>, vector<4x2xf32>
// CHECK-NEXT:   %6 = vector.transfer_read %arg7[%arg2], %arg8 : memref<?xvector<4xf32>>, vector<1x4xf32>
// CHECK-NEXT:   return %4 : tensor<?x?xf32>
// GENERIC: #map = affine_map<(d0, d1) -> (d0)>
// GENERIC: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC: #map2 = affine_map<(d0, d1) -> (0, d1)>
// GENERIC: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC: #map4 = affine_map<(d0) -> (d0)>
// GENERIC: %0 = "vector.transfer_read"(%arg0, %arg2, %arg2, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// GENERIC: %1 = "vector.transfer_read"(%arg0, %arg2, %arg2, %arg3) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map1}> : (memref<?x?xf32>, index, index, f32) -> vector<4x2xf32>
// GENERIC: %2 = "vector.transfer_read"(%arg0, %arg2, %arg2, %arg3) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map2}> : (memref<?x?xf32>, index, index, f32) -> vector<2x4xf32>
// GENERIC: %3 = "vector.transfer_read"(%arg1, %arg2, %arg2, %arg3) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map3}> : (tensor<?x?xf32>, index, index, f32) -> vector<2x4xf32>
// GENERIC: %4 = "vector.transfer_write"(%arg5, %arg1, %arg2, %arg2) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map3}> : (vector<2x4xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
// GENERIC: "vector.transfer_write"(%arg4, %arg0, %arg2, %arg2) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// GENERIC: %5 = "vector.transfer_read"(%arg0, %arg2, %arg2, %arg3, %arg6) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map1}> : (memref<?x?xf32>, index, index, f32, vector<2x4xi1>) -> vector<4x2xf32>
// GENERIC: %6 = "vector.transfer_read"(%arg7, %arg2, %arg8) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map4}> : (memref<?xvector<4xf32>>, index, vector<4xf32>) -> vector<1x4xf32>

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %s: f32, %v: vector<4xf32>, %v2: vector<2x4xf32>, %k: vector<2x4xi1>, %mv: memref<?xvector<4xf32>>, %pv: vector<4xf32>) -> tensor<?x?xf32> {
  %0 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [true, false]} : memref<?x?xf32>, vector<4x2xf32>
  %2 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<?x?xf32>, vector<2x4xf32>
  %3 = vector.transfer_read %t[%i, %i], %s : tensor<?x?xf32>, vector<2x4xf32>
  %4 = vector.transfer_write %v2, %t[%i, %i] : vector<2x4xf32>, tensor<?x?xf32>
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0)>, in_bounds = [false]} : vector<4xf32>, memref<?x?xf32>
  %5 = vector.transfer_read %m[%i, %i], %s, %k {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x2xf32>
  %6 = vector.transfer_read %mv[%i], %pv : memref<?xvector<4xf32>>, vector<1x4xf32>
  return %4 : tensor<?x?xf32>
}
