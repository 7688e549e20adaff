// --expand-strided-metadata over a reinterpret_cast of an unranked memref:
// the cast's source has no strided metadata, so extract_strided_metadata
// is not folded through it (as MLIR: no extract_strided_metadata of a
// memref<*xi32>, which the verifier rejects), and what the cast's type
// says is still folded to constants. The CHECK lines are mlir-opt-19's
// output for the same input.
// RUN: rulir-opt --expand-strided-metadata %s | FileCheck %s
// RUN: rulir-opt --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.rulir
// RUN: %mlir_opt --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-translate --mlir-to-llvmir %t.rulir -o /dev/null

func.func @f(%u: memref<*xi32>, %n: index) -> memref<4xi32, strided<[1], offset: ?>> {
  %0 = memref.reinterpret_cast %u to offset: [%n], sizes: [10], strides: [1] : memref<*xi32> to memref<10xi32, strided<[1], offset: ?>>
  %1 = memref.subview %0[2] [4] [1] : memref<10xi32, strided<[1], offset: ?>> to memref<4xi32, strided<[1], offset: ?>>
  return %1 : memref<4xi32, strided<[1], offset: ?>>
}
func.func @g(%u: memref<*xi32>) -> (memref<i32>, index, index, index) {
  %0 = memref.reinterpret_cast %u to offset: [3], sizes: [10], strides: [1] : memref<*xi32> to memref<10xi32, strided<[1], offset: 3>>
  %b, %o, %s, %t = memref.extract_strided_metadata %0 : memref<10xi32, strided<[1], offset: 3>> -> memref<i32>, index, index, index
  return %b, %o, %s, %t : memref<i32>, index, index, index
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-LABEL: func.func @f(%arg0: memref<*xi32>, %arg1: index) -> memref<4xi32, strided<[1], offset: ?>> {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [10], strides: [1] : memref<*xi32> to memref<10xi32, strided<[1], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %reinterpret_cast : memref<10xi32, strided<[1], offset: ?>> -> memref<i32>, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%offset]
// CHECK-NEXT: %reinterpret_cast_0 = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4], strides: [1] : memref<i32> to memref<4xi32, strided<[1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast_0 : memref<4xi32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: memref<*xi32>) -> (memref<i32>, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [3], sizes: [10], strides: [1] : memref<*xi32> to memref<10xi32, strided<[1], offset: 3>>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %reinterpret_cast : memref<10xi32, strided<[1], offset: 3>> -> memref<i32>, index, index, index
// CHECK-NEXT: return %base_buffer, %c3, %c10, %c1 : memref<i32>, index, index, index
// CHECK-NEXT: }
