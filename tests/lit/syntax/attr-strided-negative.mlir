// Strides and offsets of a strided layout may be negative: a static -1 is
// printed as -1, never as `?` (which is a dynamic value), so the type is
// the same after a round trip, in the custom and the generic form. The
// CHECK lines are mlir-opt-19's output for the same input.
// RUN: rulir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: rulir-opt %s --allow-unregistered-dialect | rulir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rulir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | rulir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rulir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GEN

"t.strided"() {a = strided<[-1], offset: ?>, b = strided<[1], offset: -1>, c = strided<[-3, -1], offset: 5>, d = strided<[?, -2], offset: -7>, e = strided<[-9223372036854775807]>} : () -> ()
func.func @f(%a: memref<4xf32, strided<[-1], offset: ?>>, %b: memref<4xf32, strided<[1], offset: -1>>) -> memref<4xf32, strided<[-1], offset: 3>> {
  %0 = memref.reinterpret_cast %a to offset: [3], sizes: [4], strides: [-1] : memref<4xf32, strided<[-1], offset: ?>> to memref<4xf32, strided<[-1], offset: 3>>
  return %0 : memref<4xf32, strided<[-1], offset: 3>>
}

// CHECK: "t.strided"() {a = strided<[-1], offset: ?>, b = strided<[1], offset: -1>, c = strided<[-3, -1], offset: 5>, d = strided<[?, -2], offset: -7>, e = strided<[-9223372036854775807]>} : () -> ()
// CHECK-NEXT: func.func @f(%arg0: memref<4xf32, strided<[-1], offset: ?>>, %arg1: memref<4xf32, strided<[1], offset: -1>>) -> memref<4xf32, strided<[-1], offset: 3>> {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [3], sizes: [4], strides: [-1] : memref<4xf32, strided<[-1], offset: ?>> to memref<4xf32, strided<[-1], offset: 3>>
// CHECK-NEXT: return %reinterpret_cast : memref<4xf32, strided<[-1], offset: 3>>

// GEN: %0 = "memref.reinterpret_cast"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3>, static_sizes = array<i64: 4>, static_strides = array<i64: -1>}> : (memref<4xf32, strided<[-1], offset: ?>>) -> memref<4xf32, strided<[-1], offset: 3>>
