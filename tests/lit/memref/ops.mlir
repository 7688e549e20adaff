// memref ops in custom form, as mlir-opt-19 prints them (CHECK lines are
// mlir-opt-19's output), and the generic form of a few (not transpose: rulir does
// not yet give aliases to affine maps held in properties, MLIR prints #map).
// RUN: rulir-opt %s | FileCheck %s
// RUN: rulir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @views(%arg0: memref<?x?xf32>, %arg1: memref<2048xi8>, %arg2: index, %arg3: index) {
// CHECK-NEXT:     %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg2], sizes: [%arg3, 10], strides: [10, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[10, 1], offset: ?>>
// CHECK-NEXT:     %subview = memref.subview %arg0[0, %arg2] [4, %arg3] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, %arg3, %arg3] : memref<?x?xf32> into memref<2x?x?xf32>
// CHECK-NEXT:     %alloc = memref.alloc(%arg3)[%arg2] : memref<4x?xf32, #map>
// CHECK-NEXT:     %0 = memref.load %alloc[%arg2, %arg2] {nontemporal = true} : memref<4x?xf32, #map>
// CHECK-NEXT:     memref.store %0, %alloc[%arg2, %arg2] : memref<4x?xf32, #map>
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       %alloca = memref.alloca() {alignment = 64 : i64} : memref<2xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" constant @gv : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NEXT: }

func.func @views(%m: memref<?x?xf32>, %b: memref<2048xi8>, %i: index, %n: index) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %r = memref.reinterpret_cast %m to offset: [%i], sizes: [%n, 10], strides: [10, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[10, 1], offset: ?>>
  %s = memref.subview %m[0, %i] [4, %n] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, %n, %n] : memref<?x?xf32> into memref<2x?x?xf32>
  %a = memref.alloc(%n)[%i] : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  %l = memref.load %a[%i, %i] {nontemporal = true} : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  memref.store %l, %a[%i, %i] : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  memref.alloca_scope {
    %q = memref.alloca() {alignment = 64 : i64} : memref<2xi32>
  }
  return
}
memref.global "private" constant @gv : memref<2xf32> = dense<[1.0, 2.0]>

// GENERIC: %1 = "memref.reinterpret_cast"(%arg0, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 10>, static_strides = array<i64: 10, 1>}> : (memref<?x?xf32>, index, index) -> memref<?x10xf32, strided<[10, 1], offset: ?>>
// GENERIC: %3 = "memref.expand_shape"(%arg0, %arg3, %arg3) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 2, -9223372036854775808, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<2x?x?xf32>
// GENERIC: "memref.global"() <{constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "gv", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
