// The layouts in a function's signature get aliases, numbered where the
// signature is printed: before the body (as mlir-opt-19 numbers them). A map
// that memref.transpose prints inline is not aliased there, though the same
// map has an alias from the signature.
// RUN: rulir-opt %s | FileCheck %s

// CHECK:      #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 * 4 + d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1 * 4 + d0)>
// CHECK:      func.func private @decl(memref<2x4xi8, #map>)
// CHECK-NEXT: func.func @body(%arg0: memref<4x4xf32, #map1>) -> f32 {
// CHECK:      memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<4x4xf32, #map1> to memref<4x4xf32, #map2>
// CHECK-NEXT: memref.load %transpose[%c0, %c0] : memref<4x4xf32, #map2>
func.func private @decl(memref<2x4xi8, affine_map<(d0, d1) -> (d1, d0)>>)
func.func @body(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>>) -> f32 {
  %c0 = arith.constant 0 : index
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>> to memref<4x4xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>
  %v = memref.load %t[%c0, %c0] : memref<4x4xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>
  return %v : f32
}
