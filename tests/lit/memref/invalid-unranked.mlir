// Ops whose memref must be ranked (MLIR's AnyMemRef, MemRefOf) reject an
// unranked one, and extract_strided_metadata wants a strided layout (MLIR's
// AnyStridedMemRef), with mlir-opt-19's messages: in the custom form the
// type fails to parse as a ranked memref, in the generic form the
// verifier names the operand or result.
// RUN: not rulir-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: invalid-unranked.mlir:{{[0-9]+}} offset :10:49: error: custom op 'memref.extract_strided_metadata' invalid kind of type specified
func.func @custom(%u: memref<*xi32>) {
  %b, %o = memref.extract_strided_metadata %u : memref<*xi32> -> memref<i32>, index
  return
}

// -----

// CHECK: invalid-unranked.mlir:{{[0-9]+}} offset :5:12: error: 'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<*xi32>'
func.func @generic(%u: memref<*xi32>) {
  %b, %o = "memref.extract_strided_metadata"(%u) : (memref<*xi32>) -> (memref<i32>, index)
  return
}

// -----

// CHECK: invalid-unranked.mlir:{{[0-9]+}} offset :5:20: error: 'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>'
func.func @not_strided(%m: memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>) {
  %b, %o, %s, %t = "memref.extract_strided_metadata"(%m) : (memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>) -> (memref<f32>, index, index, index)
  return
}

// -----

// CHECK: invalid-unranked.mlir:{{[0-9]+}} offset :5:8: error: 'memref.load' op operand #0 must be memref of any type values, but got 'memref<*xf32>'
func.func @load(%u: memref<*xf32>) {
  %0 = "memref.load"(%u) : (memref<*xf32>) -> f32
  return
}

// -----

// CHECK: invalid-unranked.mlir:{{[0-9]+}} offset :5:8: error: 'memref.alloc' op result #0 must be memref of any type values, but got 'memref<*xf32>'
func.func @alloc() {
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<*xf32>
  return
}

// -----

// CHECK: invalid-unranked.mlir:{{[0-9]+}} offset :5:8: error: 'memref.subview' op operand #0 must be memref of any type values, but got 'memref<*xi8>'
func.func @subview(%u: memref<*xi8>) {
  %0 = "memref.subview"(%u) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (memref<*xi8>) -> memref<i8>
  return
}

// -----

// CHECK: invalid-unranked.mlir:{{[0-9]+}} offset :5:27: error: custom op 'memref.store' invalid kind of type specified
func.func @store(%u: memref<*xf32>, %v: f32) {
  memref.store %v, %u[] : memref<*xf32>
  return
}

// -----

// CHECK: invalid-unranked.mlir:{{[0-9]+}} offset :5:8: error: 'vector.load' op operand #0 must be memref of any type values, but got 'memref<*xf32>'
func.func @vector_load(%u: memref<*xf32>) {
  %0 = "vector.load"(%u) : (memref<*xf32>) -> vector<4xf32>
  return
}

// -----

// Unranked where MLIR allows it: accepted.
// CHECK-NOT: error
func.func @ok(%u: memref<*xf32>, %m: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %u, %c0 : memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %c = memref.cast %m : memref<4xf32> to memref<*xf32>
  %p = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  memref.copy %u, %c : memref<*xf32> to memref<*xf32>
  %v = memref.reinterpret_cast %u to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32>
  return %d : index
}
