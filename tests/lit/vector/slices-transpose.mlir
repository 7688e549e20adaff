// Round trip of vector.extract_strided_slice, insert_strided_slice,
// transpose, matrix_multiply and flat_transpose, custom and generic form;
// the CHECK lines are mlir-opt-19's output.
// RUN: rulir-opt %s | FileCheck %s
// RUN: rulir-opt %s | rulir-opt | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: rulir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rulir-opt %s --mlir-print-op-generic | rulir-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @slices(%v: vector<4xf32>, %w: vector<2x4xf32>, %a: vector<2xf32>, %s: vector<[4]x8xi8>) -> (vector<2xf32>, vector<2x4xf32>, vector<1x4xf32>, vector<[4]x2xi8>) {
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %1 = vector.insert_strided_slice %a, %w {offsets = [1, 2], strides = [1]} : vector<2xf32> into vector<2x4xf32>
  %2 = vector.extract_strided_slice %w {offsets = [1], sizes = [1], strides = [1], tag} : vector<2x4xf32> to vector<1x4xf32>
  %3 = vector.extract_strided_slice %s {offsets = [0, 3], sizes = [4, 2], strides = [1, 1]} : vector<[4]x8xi8> to vector<[4]x2xi8>
  %4 = vector.insert_strided_slice %1, %w {offsets = [0, 0], strides = [1, 1]} : vector<2x4xf32> into vector<2x4xf32>
  return %0, %4, %2, %3 : vector<2xf32>, vector<2x4xf32>, vector<1x4xf32>, vector<[4]x2xi8>
}
func.func @transposes(%w: vector<2x4xf32>, %x: vector<2x3x[4]xi32>, %v: vector<6xf32>) -> (vector<4x2xf32>, vector<3x2x[4]xi32>, vector<4xf32>, vector<6xf32>) {
  %0 = vector.transpose %w, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %1 = vector.transpose %x, [1, 0, 2] {tag} : vector<2x3x[4]xi32> to vector<3x2x[4]xi32>
  %2 = vector.matrix_multiply %v, %v {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 2 : i32} : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
  %3 = vector.flat_transpose %v {rows = 2 : i32, columns = 3 : i32} : vector<6xf32> -> vector<6xf32>
  return %0, %1, %2, %3 : vector<4x2xf32>, vector<3x2x[4]xi32>, vector<4xf32>, vector<6xf32>
}

// CHECK-LABEL: func.func @slices(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: vector<2xf32>, %arg3: vector<[4]x8xi8>) -> (vector<2xf32>, vector<2x4xf32>, vector<1x4xf32>, vector<[4]x2xi8>) {
// CHECK-NEXT:   %0 = vector.extract_strided_slice %arg0 {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
// CHECK-NEXT:   %1 = vector.insert_strided_slice %arg2, %arg1 {offsets = [1, 2], strides = [1]} : vector<2xf32> into vector<2x4xf32>
// CHECK-NEXT:   %2 = vector.extract_strided_slice %arg1 {offsets = [1], sizes = [1], strides = [1], tag} : vector<2x4xf32> to vector<1x4xf32>
// CHECK-NEXT:   %3 = vector.extract_strided_slice %arg3 {offsets = [0, 3], sizes = [4, 2], strides = [1, 1]} : vector<[4]x8xi8> to vector<[4]x2xi8>
// CHECK-NEXT:   %4 = vector.insert_strided_slice %1, %arg1 {offsets = [0, 0], strides = [1, 1]} : vector<2x4xf32> into vector<2x4xf32>
// CHECK-NEXT:   return %0, %4, %2, %3 : vector<2xf32>, vector<2x4xf32>, vector<1x4xf32>, vector<[4]x2xi8>
// CHECK-LABEL: func.func @transposes(%arg0: vector<2x4xf32>, %arg1: vector<2x3x[4]xi32>, %arg2: vector<6xf32>) -> (vector<4x2xf32>, vector<3x2x[4]xi32>, vector<4xf32>, vector<6xf32>) {
// CHECK-NEXT:   %0 = vector.transpose %arg0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT:   %1 = vector.transpose %arg1, [1, 0, 2] {tag} : vector<2x3x[4]xi32> to vector<3x2x[4]xi32>
// CHECK-NEXT:   %2 = vector.matrix_multiply %arg2, %arg2 {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
// CHECK-NEXT:   %3 = vector.flat_transpose %arg2 {columns = 3 : i32, rows = 2 : i32} : vector<6xf32> -> vector<6xf32>
// CHECK-NEXT:   return %0, %1, %2, %3 : vector<4x2xf32>, vector<3x2x[4]xi32>, vector<4xf32>, vector<6xf32>

// GENERIC: %4 = "vector.extract_strided_slice"(%arg3) <{offsets = [1], sizes = [2], strides = [1]}> : (vector<4xf32>) -> vector<2xf32>
// GENERIC: %5 = "vector.insert_strided_slice"(%arg5, %arg4) <{offsets = [1, 2], strides = [1]}> : (vector<2xf32>, vector<2x4xf32>) -> vector<2x4xf32>
// GENERIC: %6 = "vector.extract_strided_slice"(%arg4) <{offsets = [1], sizes = [1], strides = [1]}> {tag} : (vector<2x4xf32>) -> vector<1x4xf32>
// GENERIC: %7 = "vector.extract_strided_slice"(%arg6) <{offsets = [0, 3], sizes = [4, 2], strides = [1, 1]}> : (vector<[4]x8xi8>) -> vector<[4]x2xi8>
// GENERIC: %8 = "vector.insert_strided_slice"(%5, %arg4) <{offsets = [0, 0], strides = [1, 1]}> : (vector<2x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
// GENERIC: %0 = "vector.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
// GENERIC: %1 = "vector.transpose"(%arg1) <{permutation = array<i64: 1, 0, 2>}> {tag} : (vector<2x3x[4]xi32>) -> vector<3x2x[4]xi32>
// GENERIC: %2 = "vector.matrix_multiply"(%arg2, %arg2) <{lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32}> : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
// GENERIC: %3 = "vector.flat_transpose"(%arg2) <{columns = 3 : i32, rows = 2 : i32}> : (vector<6xf32>) -> vector<6xf32>
