// memref.dim folds as MLIR 19's folder does, in --canonicalize and in every
// conversion (which folds an op before it tries patterns): a constant index
// gives a static size as a constant, and a dynamic one as the size operand
// of the op that made the memref (alloc, alloca, view, a rank-reducing
// subview, reinterpret_cast); a memref.cast that hides nothing is looked
// through; an index out of range, an unranked memref or a dynamic index
// stay. The CHECK lines are mlir-opt-19's output for the same input; the
// lowered forms are compared with mlir-opt-19's whole (the descriptor a
// folded dim no longer needs is not built).
// RUN: rulir-opt --canonicalize %s | FileCheck %s
// RUN: rulir-opt --convert-to-llvm --reconcile-unrealized-casts %s > %t.rulir
// RUN: %mlir_opt --convert-to-llvm --reconcile-unrealized-casts %s > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt --convert-arith-to-llvm %s > %t.rulir.a
// RUN: %mlir_opt --convert-arith-to-llvm %s > %t.mlir.a
// RUN: diff %t.rulir.a %t.mlir.a

func.func @static_dim(%m: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.dim %m, %c0 : memref<4x?xf32>
  return %0 : index
}
func.func @alloc(%a: index, %b: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc(%a, %b) : memref<?x3x?xf32>
  %0 = memref.dim %m, %c0 : memref<?x3x?xf32>
  %1 = memref.dim %m, %c1 : memref<?x3x?xf32>
  %2 = memref.dim %m, %c2 : memref<?x3x?xf32>
  return %0, %1, %2 : index, index, index
}
func.func @alloca(%a: index) -> index {
  %c1 = arith.constant 1 : index
  %m = memref.alloca(%a) : memref<2x?xi8>
  %0 = memref.dim %m, %c1 : memref<2x?xi8>
  return %0 : index
}
func.func @view(%buf: memref<2048xi8>, %a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = memref.view %buf[%c0][%a, %b] : memref<2048xi8> to memref<?x4x?xf32>
  %0 = memref.dim %v, %c2 : memref<?x4x?xf32>
  return %0 : index
}
func.func @subview(%m: memref<8x8x8xf32>, %a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[0, 0, 0] [%a, 1, %b] [1, 1, 1] : memref<8x8x8xf32> to memref<?x?xf32, strided<[64, 1]>>
  %0 = memref.dim %s, %c0 : memref<?x?xf32, strided<[64, 1]>>
  %1 = memref.dim %s, %c1 : memref<?x?xf32, strided<[64, 1]>>
  return %0, %1 : index, index
}
func.func @reinterpret(%m: memref<?xf32>, %a: index) -> index {
  %c0 = arith.constant 0 : index
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%a, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  %0 = memref.dim %r, %c0 : memref<?x4xf32>
  return %0 : index
}
func.func @cast(%m: memref<4x?xf32>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %0 = memref.dim %c, %c1 : memref<?x?xf32>
  %d = memref.cast %m : memref<4x?xf32> to memref<4x4xf32>
  %1 = memref.dim %d, %c1 : memref<4x4xf32>
  return %0, %1 : index, index
}
func.func @not_folded(%m: memref<?xf32>, %u: memref<*xf32>, %k: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %0 = memref.dim %m, %c5 : memref<?xf32>
  %1 = memref.dim %u, %c0 : memref<*xf32>
  %2 = memref.dim %m, %k : memref<?xf32>
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @static_dim(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: return %arg0, %c3, %arg1 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @view(%arg0: memref<2048xi8>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: return %arg2 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview(%arg0: memref<8x8x8xf32>, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT: return %arg1, %arg2 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reinterpret(%arg0: memref<?xf32>, %arg1: index) -> index {
// CHECK-NEXT: return %arg1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast(%arg0: memref<4x?xf32>) -> (index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT: return %dim, %c4 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_folded(%arg0: memref<?xf32>, %arg1: memref<*xf32>, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c5 : memref<?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<*xf32>
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %arg2 : memref<?xf32>
// CHECK-NEXT: return %dim, %dim_0, %dim_1 : index, index, index
// CHECK-NEXT: }
