// The whole pipeline subviews take to LLVM: --expand-strided-metadata
// --lower-affine --arith-expand --convert-scf-to-cf --finalize-memref-to-llvm
// --convert-to-llvm --reconcile-unrealized-casts prints what mlir-opt-19
// prints, and so does each prefix of it that ends after one of this area's
// passes.
// RUN: rulir-opt --allow-unregistered-dialect --expand-strided-metadata --lower-affine --arith-expand %s > %t.rulir.1
// RUN: %mlir_opt --allow-unregistered-dialect --expand-strided-metadata --lower-affine --arith-expand %s > %t.mlir.1
// RUN: diff %t.rulir.1 %t.mlir.1
// RUN: rulir-opt --allow-unregistered-dialect --expand-strided-metadata --lower-affine --arith-expand --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.rulir.2
// RUN: %mlir_opt --allow-unregistered-dialect --expand-strided-metadata --lower-affine --arith-expand --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.mlir.2
// RUN: diff %t.rulir.2 %t.mlir.2

func.func @sv(%m: memref<8x16xf32>, %i: index, %j: index, %s: index) -> memref<4x?xf32, strided<[16, 2], offset: ?>> {
  %0 = memref.subview %m[%i, %j] [4, %s] [1, 2] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 2], offset: ?>>
  return %0 : memref<4x?xf32, strided<[16, 2], offset: ?>>
}
func.func @sv2(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 18>> {
  %0 = memref.subview %m[1, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 18>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: 18>>
}
func.func @sv3(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %0 = memref.subview %m[%i, 0] [1, %i] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}
func.func @loop(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c4 {
    %t = arith.addi %i, %c1 : index
    %s = memref.subview %m[%i, %t] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
    %v = memref.load %s[%c0, %c1] : memref<4x4xf32, strided<[?, 1], offset: ?>>
    memref.store %v, %s[%c1, %c0] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  }
  return
}
func.func @ss2(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index, %k: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %0 = memref.subview %m[%i, %j] [%k, %k] [2, 3] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %1 = memref.subview %0[1, %i] [1, %j] [1, %k] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return %1 : memref<?xf32, strided<[?], offset: ?>>
}
func.func @exp2(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %a: index, %b: index) -> memref<?x4x?x8xf32, strided<[?, ?, 8, 1], offset: ?>> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%a, 4, %b, 8] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x4x?x8xf32, strided<[?, ?, 8, 1], offset: ?>>
  return %0 : memref<?x4x?x8xf32, strided<[?, ?, 8, 1], offset: ?>>
}
func.func @col2(%m: memref<?x?x8xf32>) -> memref<?xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x?x8xf32> into memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @col3(%m: memref<2x1x8xf32, strided<[8, 8, 1], offset: 3>>) -> memref<2x8xf32, strided<[8, 1], offset: 3>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x1x8xf32, strided<[8, 8, 1], offset: 3>> into memref<2x8xf32, strided<[8, 1], offset: 3>>
  return %0 : memref<2x8xf32, strided<[8, 1], offset: 3>>
}
func.func @svstat(%m: memref<64xf32>) -> memref<8xf32, strided<[2], offset: 5>> {
  %0 = memref.subview %m[5] [8] [2] : memref<64xf32> to memref<8xf32, strided<[2], offset: 5>>
  return %0 : memref<8xf32, strided<[2], offset: 5>>
}
func.func @withapply(%m: memref<64x64xf32>, %i: index) -> memref<4x4xf32, strided<[64, 1], offset: ?>> {
  %a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
  %0 = memref.subview %m[%a, %i] [4, 4] [1, 1] : memref<64x64xf32> to memref<4x4xf32, strided<[64, 1], offset: ?>>
  return %0 : memref<4x4xf32, strided<[64, 1], offset: ?>>
}
func.func @allocsv(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc(%n) : memref<?x16xf32>
  %1 = memref.subview %0[%c0, 4] [2, 2] [1, 1] : memref<?x16xf32> to memref<2x2xf32, strided<[16, 1], offset: ?>>
  %v = memref.load %1[%c0, %c0] : memref<2x2xf32, strided<[16, 1], offset: ?>>
  memref.dealloc %0 : memref<?x16xf32>
  return %v : f32
}
func.func @a(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %i: index, %j: index) -> memref<2x2xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.subview %m[%i, %j] [2, 2] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<2x2xf32, strided<[?, 1], offset: ?>>
}
func.func @b(%m: memref<?x?xf32, strided<[?, ?], offset: 5>>, %i: index, %j: index) -> memref<2x2xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%i, %j] [2, 2] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: 5>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<2x2xf32, strided<[?, ?], offset: ?>>
}
func.func @c(%m: memref<?x?x?xf32, strided<[?, 4, ?], offset: ?>>, %i: index, %j: index) -> memref<2x2x2xf32, strided<[?, 4, ?], offset: ?>> {
  %0 = memref.subview %m[%i, %j, %i] [2, 2, 2] [1, 1, 1] : memref<?x?x?xf32, strided<[?, 4, ?], offset: ?>> to memref<2x2x2xf32, strided<[?, 4, ?], offset: ?>>
  return %0 : memref<2x2x2xf32, strided<[?, 4, ?], offset: ?>>
}
func.func @affine_exprs(%a: index, %b: index) -> (index, index, index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%a, %b)
  %1 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%a)
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 * -3)>(%a)[%b]
  %3 = affine.apply affine_map<(d0) -> (d0 ceildiv 8 - 2)>(%a)
  %4 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 1, 10)>(%a)[%b]
  %5 = affine.max affine_map<(d0)[s0] -> (d0 * s0, -d0)>(%a)[%b]
  %6 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0 + d0 floordiv s0)>(%a)[%b]
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}
