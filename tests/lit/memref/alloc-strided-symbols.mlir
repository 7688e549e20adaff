// A strided layout has a symbol per dynamic offset and stride (those of the
// affine map it stands for): memref.alloc takes that many symbol operands.
// CHECK lines from mlir-opt-19.
// RUN: rulir-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK: %alloc = memref.alloc(%arg0)[%arg0, %arg1] : memref<4x?xf32, strided<[?, 1], offset: ?>>
func.func @f(%a: index, %b: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.alloc(%a)[%a, %b] : memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<4x?xf32, strided<[?, 1], offset: ?>>
}
// -----
func.func @g(%a: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc() : memref<4xf32, strided<[1], offset: ?>>
  return
}
