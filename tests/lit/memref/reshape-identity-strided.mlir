// A reshape of a memref whose layout is strided<[1]> (offset 0: MLIR's
// identity layout) has a result without layout, as MLIR computes it;
// strided<[]> of rank 0 is not the identity.
// RUN: rulir-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: rulir-opt %s --split-input-file --verify-diagnostics > %t.rulir
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics > %t.mlir
// RUN: diff %t.rulir %t.mlir

// CHECK-LABEL: func.func @expand
// CHECK: memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [1, %arg1] : memref<?xf32, strided<[1]>, 3> into memref<1x?xf32, 3>
func.func @expand(%m: memref<?xf32, strided<[1]>, 3>, %s: index) -> memref<1x?xf32, 3> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [1, %s] : memref<?xf32, strided<[1]>, 3> into memref<1x?xf32, 3>
  return %0 : memref<1x?xf32, 3>
}

// -----

func.func @rank0(%m: memref<f32, strided<[]>>) -> memref<1xf32> {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<1xf32, strided<[1]>>' but found 'memref<1xf32>'}}
  %0 = memref.expand_shape %m [] output_shape [1] : memref<f32, strided<[]>> into memref<1xf32>
  return %0 : memref<1xf32>
}
