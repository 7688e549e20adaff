// memref.transpose: the result is the input with sizes and strides
// permuted, compared (and shown) in MLIR's canonical strided form (the file
// passes --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @wrong_layout(%v : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>) {
  // expected-error @+1 {{result type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>> to memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>
}
// -----
func.func @identity_result(%v : memref<4x8xf32>) {
  // expected-error @+1 {{result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}
// -----
func.func @wrong_offset(%v : memref<4x8xf32, strided<[8, 1], offset: 5>>) {
  // expected-error @+1 {{canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8 + 5)>>'}}
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<4x8xf32, strided<[8, 1], offset: 5>> to memref<8x4xf32, strided<[1, 8], offset: 6>>
  return
}
// -----
func.func @swapped_symbols(%v : memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  // expected-error @+1 {{canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>>'}}
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s2 + s0 + d1 * s1)>>
  return
}
// -----
// Equivalent forms pass: strided<> or affine_map, in any order of terms.
func.func @ok(%a : memref<?x?xf32>, %b : memref<4x8xf32>, %c : memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %1 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %2 = memref.transpose %b (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, affine_map<(d0, d1) -> (d1 * 8 + d0)>>
  %3 = memref.transpose %c (i, j) -> (j, i) : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>>
  return
}
// -----
func.func @three_d(%a : memref<2x3x4xf32>) {
  %0 = memref.transpose %a (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  // expected-error @+1 {{canonical transposed input type 'memref<4x2x3xf32, affine_map<(d0, d1, d2) -> (d0 + d1 * 12 + d2 * 4)>>'}}
  %1 = memref.transpose %a (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 4, 12]>>
  return
}
