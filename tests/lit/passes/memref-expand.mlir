// --memref-expand as mlir-opt-19 does it: atomic_rmw of a float maximum or
// minimum becomes a generic_atomic_rmw computing it, other kinds stay; a
// reshape whose shape has a static length becomes a reinterpret_cast, its
// sizes loaded from the shape (index casts for integers), its strides
// multiplied out from the innermost dimension; a shape of dynamic length
// stays a reshape.
// RUN: rulir-opt %s --memref-expand > %t.rulir
// RUN: %mlir_opt %s --memref-expand > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir

// CHECK-LABEL: func.func @atomics(
// CHECK-NEXT:    %0 = memref.generic_atomic_rmw %arg0[%arg2, %arg3] : memref<4x8xf16> {
// CHECK-NEXT:    ^bb0(%arg4: f16):
// CHECK-NEXT:      %5 = arith.maximumf %arg4, %arg1 : f16
// CHECK-NEXT:      memref.atomic_yield %5 : f16
// CHECK-NEXT:    }
// CHECK:         arith.minimumf
// CHECK:         arith.maxnumf
// CHECK:         arith.minnumf
// CHECK:         %4 = memref.atomic_rmw addf %arg1, %arg0[%arg2, %arg3] : (f16, memref<4x8xf16>) -> f16
func.func @atomics(%m: memref<4x8xf16>, %v: f16, %i: index, %j: index) -> (f16, f16, f16, f16, f16) {
  %a = memref.atomic_rmw maximumf %v, %m[%i, %j] : (f16, memref<4x8xf16>) -> f16
  %b = memref.atomic_rmw minimumf %v, %m[%i, %j] : (f16, memref<4x8xf16>) -> f16
  %c = memref.atomic_rmw maxnumf %v, %m[%i, %j] : (f16, memref<4x8xf16>) -> f16
  %d = memref.atomic_rmw minnumf %v, %m[%i, %j] : (f16, memref<4x8xf16>) -> f16
  %e = memref.atomic_rmw addf %v, %m[%i, %j] : (f16, memref<4x8xf16>) -> f16
  return %a, %b, %c, %d, %e : f16, f16, f16, f16, f16
}

// CHECK-LABEL: func.func @reshape_index(
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %0 = arith.muli %c1, %c8 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 8], strides: [%0, %c1] : memref<4x4xf32> to memref<2x8xf32>
func.func @reshape_index(%buf: memref<4x4xf32>, %shape: memref<2xindex>) -> memref<2x8xf32> {
  %r = memref.reshape %buf(%shape) : (memref<4x4xf32>, memref<2xindex>) -> memref<2x8xf32>
  return %r : memref<2x8xf32>
}

// CHECK-LABEL: func.func @reshape_dynamic_length(
// CHECK-NEXT:    %reshape = memref.reshape
func.func @reshape_dynamic_length(%buf: memref<4x4xf32>, %shape: memref<?xi32>) -> memref<*xf32> {
  %r = memref.reshape %buf(%shape) : (memref<4x4xf32>, memref<?xi32>) -> memref<*xf32>
  return %r : memref<*xf32>
}

// CHECK-LABEL: func.func @reshape_mixed(
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %0 = memref.load %arg1[%c2] : memref<3xi64>
// CHECK-NEXT:    %1 = arith.index_cast %0 : i64 to index
// CHECK-NEXT:    %2 = arith.muli %c1, %1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %3 = arith.muli %2, %c4 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %4 = memref.load %arg1[%c0] : memref<3xi64>
// CHECK-NEXT:    %5 = arith.index_cast %4 : i64 to index
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%5, 4, %1], strides: [%3, %2, %c1] : memref<*xf32, 3> to memref<?x4x?xf32, 3>
func.func @reshape_mixed(%buf: memref<*xf32, 3>, %shape: memref<3xi64>) -> memref<?x4x?xf32, 3> {
  %r = memref.reshape %buf(%shape) : (memref<*xf32, 3>, memref<3xi64>) -> memref<?x4x?xf32, 3>
  return %r : memref<?x4x?xf32, 3>
}

// CHECK-LABEL: func.func @reshape_rank0(
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32>
func.func @reshape_rank0(%buf: memref<*xf32>, %shape: memref<0xindex>) -> memref<f32> {
  %r = memref.reshape %buf(%shape) : (memref<*xf32>, memref<0xindex>) -> memref<f32>
  return %r : memref<f32>
}
