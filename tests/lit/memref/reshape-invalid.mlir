// memref.reshape's verifier, with mlir-opt-19's messages: one element type,
// identity layouts, a 1-D integer or index shape whose static length is the
// rank of a ranked result; an unranked source or result takes any shape
// operand, and the memory spaces are not compared (as in MLIR).
// RUN: not rulir-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not rulir-opt %s --split-input-file 2> %t.rulir
// RUN: not %mlir_opt %s --split-input-file 2> %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %S/../passes/memref-expand.mlir | FileCheck %s --check-prefix=ROUND

// ROUND: %reshape = memref.reshape %arg0(%arg1) : (memref<4x4xf32>, memref<?xi32>) -> memref<*xf32>

// CHECK: error: 'memref.reshape' op element types of source and destination memref types should be the same
func.func @a(%buf: memref<*xf32>, %shape: memref<1xi32>) {
  memref.reshape %buf(%shape) : (memref<*xf32>, memref<1xi32>) -> memref<?xi32>
  return
}

// -----

// CHECK: error: 'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type
func.func @c(%buf: memref<*xf32>, %shape: memref<?xi32>) {
  memref.reshape %buf(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<?xf32>
  return
}

// -----

// CHECK: error: 'memref.reshape' op length of shape operand differs from the result's memref rank
func.func @d(%buf: memref<*xf32>, %shape: memref<2xi32>) {
  memref.reshape %buf(%shape) : (memref<*xf32>, memref<2xi32>) -> memref<?xf32>
  return
}

// -----

// CHECK: error: 'memref.reshape' op source memref type should have identity affine map
func.func @e(%buf: memref<4x4xf32, strided<[8, 1]>>, %shape: memref<1xi32>) {
  memref.reshape %buf(%shape) : (memref<4x4xf32, strided<[8, 1]>>, memref<1xi32>) -> memref<8xf32>
  return
}

// -----

// CHECK: error: 'memref.reshape' op result memref type should have identity affine map
func.func @f(%buf: memref<4x4xf32>, %shape: memref<1xi32>) {
  memref.reshape %buf(%shape) : (memref<4x4xf32>, memref<1xi32>) -> memref<8xf32, strided<[2]>>
  return
}

// -----

// CHECK: error: 'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<1xf32>'
func.func @h(%buf: memref<4x4xf32>, %shape: memref<1xf32>) {
  memref.reshape %buf(%shape) : (memref<4x4xf32>, memref<1xf32>) -> memref<*xf32>
  return
}

// -----

// CHECK: error: 'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<1x1xi32>'
func.func @i(%buf: memref<4x4xf32>, %shape: memref<1x1xi32>) {
  memref.reshape %buf(%shape) : (memref<4x4xf32>, memref<1x1xi32>) -> memref<*xf32>
  return
}

// -----

// CHECK: error: 'memref.reshape' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4x4xf32>'
func.func @j(%buf: tensor<4x4xf32>, %shape: memref<1xi32>) {
  memref.reshape %buf(%shape) : (tensor<4x4xf32>, memref<1xi32>) -> memref<*xf32>
  return
}
