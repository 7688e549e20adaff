// --expand-strided-metadata: the metadata of a memref.cast takes what the
// cast's result type knows as constants. CHECK lines from mlir-opt-19.
// RUN: rulir-opt %s --expand-strided-metadata | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @cast_result_knows(%arg0: memref<?x?xi32, strided<[?, ?], offset: ?>>) -> (index, index, index, index, index) {
// CHECK-NEXT:     %c25 = arith.constant 25 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c18 = arith.constant 18 : index
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xi32, strided<[?, ?], offset: ?>> -> memref<i32>, index, index, index, index, index
// CHECK-NEXT:     return %c25, %c4, %sizes#1, %strides#0, %c18 : index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @cast_result_knows(%arg : memref<?x?xi32, strided<[?, ?], offset: ?>>) -> (index, index, index, index, index) {
  %cast = memref.cast %arg : memref<?x?xi32, strided<[?, ?], offset: ?>> to memref<4x?xi32, strided<[?, 18], offset: 25>>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<4x?xi32, strided<[?, 18], offset: 25>> -> memref<i32>, index, index, index, index, index
  return %off, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
}
