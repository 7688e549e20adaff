// The memref verifiers, with mlir-opt-19's messages and locations: the
// offset/size/stride lists of subview and reinterpret_cast, the layout a
// subview, expand_shape or collapse_shape must produce, casts, copies,
// atomics, alloca's allocation scope and a symbol's visibility. The last
// chunk holds ops that must verify.
// RUN: rulir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

func.func @subview_sizes_strides(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (3 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0, 0][2, 2, 2][1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  return
}

// -----

func.func @subview_negative_size(%m: memref<4x1024xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -1}}
  %0 = memref.subview %m[2, 256] [-1, 256] [1, 1] : memref<4x1024xf32> to memref<2x256xf32, strided<[1024, 1], offset: 2304>>
  return
}

// -----

func.func @subview_rank_reduced_sizes(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<8x16x4xf32, strided<[64, 4, 1], offset: 8>>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = memref.subview %m[0, 2, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  return
}

// -----

func.func @subview_layout(%m: memref<?x?xf32>, %i: index, %n: index) {
  // expected-error@+1 {{expected result type to be 'memref<?x1xf32, strided<[?, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, %i][%n, 1][1, 1] : memref<?x?xf32> to memref<?xf32>
  return
}

// -----

func.func @subview_element_type(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32'}}
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xi32>
  return
}

// -----

func.func @subview_not_strided(%m: memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 + d1, d1 + d2, d2)>>, %n: index) {
  // expected-error@+1 {{base type 'memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 + d1, d1 + d2, d2)>>' is not strided}}
  %0 = memref.subview %m[0, 0, 0][%n, %n, %n][1, 1, 1] : memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 + d1, d1 + d2, d2)>> to memref<?x?x?xf32, strided<[?, 4, 1], offset: 0>>
  return
}

// -----

func.func @reinterpret_cast_stride(%m: memref<?x?xf32>) {
  // expected-error@+1 {{expected result type with stride = 42 instead of 10 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [9, 10], strides: [42, 1] : memref<?x?xf32> to memref<9x10xf32>
  return
}

// -----

func.func @reinterpret_cast_offset(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with offset = 1 instead of 2}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: 2>>
  return
}

// -----

func.func @reinterpret_cast_not_strided(%m: memref<?x?xf32>) {
  // expected-error@+1 {{expected result type to have strided layout but found 'memref<9x10xf32, affine_map<(d0, d1) -> (d0)>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [9, 10], strides: [42, 1] : memref<?x?xf32> to memref<9x10xf32, affine_map<(d0, d1) -> (d0)>>
  return
}

// -----

func.func @reinterpret_cast_memory_space(%m: memref<*xf32>) {
  // expected-error@+1 {{different memory spaces specified for source type 'memref<*xf32>' and result memref type 'memref<10xi32, strided<[1]>, 2>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xi32, strided<[1], offset: 0>, 2>
  return
}

// -----

func.func @expand_shape_layout(%m: memref<30x20xf32, strided<[4000, 2], offset: 100>>) {
  // expected-error@+1 {{expected expanded type to be 'memref<2x15x20xf32, strided<[60000, 4000, 2], offset: 100>>' but found 'memref<2x15x20xf32, strided<[5000, 4000, 2], offset: 100>>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 15, 20] : memref<30x20xf32, strided<[4000, 2], offset: 100>> into memref<2x15x20xf32, strided<[5000, 4000, 2], offset: 100>>
  return
}

// -----

func.func @expand_shape_output_shape(%m: memref<?x?xf32>, %a: index) {
  // expected-error@+1 {{invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%a, 3, 5] : memref<?x?xf32> into memref<?x4x?xf32>
  return
}

// -----

func.func @expand_shape_rank(%m: memref<2x3x1xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op has source rank 3 and result rank 2. This is not an expansion (3 > 2)}}
  %0 = memref.expand_shape %m [[0], [1], [1]] output_shape [2, 3] : memref<2x3x1xf32> into memref<2x3xf32>
  return
}

// -----

func.func @collapse_shape_out_of_bounds(%m: memref<?x?xf32>) {
  // expected-error@+1 {{op reassociation index 2 is out of bounds}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x?xf32> into memref<?xf32>
  return
}

// -----

func.func @collapse_shape_contiguous(%m: memref<?x?xf32>) {
  // expected-error@+1 {{reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[1], [0]] : memref<?x?xf32> into memref<?x?xf32>
  return
}

// -----

func.func @collapse_shape_dynamic(%m: memref<?x4x5xf32>) {
  // expected-error@+1 {{collapsed dim (1) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0], [1, 2]] : memref<?x4x5xf32> into memref<?x?xf32>
  return
}

// -----

func.func @collapse_shape_size(%m: memref<2x3x2x4x5xf32>) {
  // expected-error@+1 {{collapsed dim size (20) must equal reassociation group size (40)}}
  %0 = memref.collapse_shape %m [[0], [1], [2, 3, 4]] : memref<2x3x2x4x5xf32> into memref<2x3x20xf32>
  return
}

// -----

func.func @collapse_shape_non_contiguous(%m: memref<3x4x5xf32, strided<[270, 50, 10], offset: 0>>) {
  // expected-error@+1 {{invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x5xf32, strided<[270, 50, 10], offset: 0>> into memref<12x5xf32, strided<[50, 1], offset: 0>>
  return
}

// -----

func.func @collapse_shape_type(%m: memref<?x?x?xf32>) {
  // expected-error@+1 {{expected collapsed type to be 'memref<?x?xf32>' but found 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  return
}

// -----

func.func @cast_strides(%m: memref<12x4x16xf32, strided<[64, 16, 1]>>) {
  // expected-error@+1 {{operand type 'memref<12x4x16xf32, strided<[64, 16, 1]>>' and result type 'memref<12x4x16xf32, strided<[64, 16, 1], offset: 16>>' are cast incompatible}}
  %0 = memref.cast %m : memref<12x4x16xf32, strided<[64, 16, 1]>> to memref<12x4x16xf32, strided<[64, 16, 1], offset: 16>>
  return
}

// -----

func.func @copy_shape(%a: memref<2xf32>, %b: memref<3xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<2xf32> to memref<3xf32>
  return
}

// -----

func.func @copy_element_type(%a: memref<2xf32>, %b: memref<2xf16>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<2xf32> to memref<2xf16>
  return
}

// -----

func.func @transpose_rank(%m: memref<?x?xf32>) {
  // expected-error@+1 {{expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i) -> (i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @atomic_rmw_float(%m: memref<16x10xi32>, %i: index, %v: i32) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i, %i] : (i32, memref<16x10xi32>) -> i32
  return
}

// -----

func.func @atomic_rmw_integer(%m: memref<16x10xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'maxu' expects an integer type}}
  %0 = memref.atomic_rmw maxu %v, %m[%i, %i] : (f32, memref<16x10xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_index(%m: memref<16xindex>, %i: index, %v: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'index'}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (index, memref<16xindex>) -> index
  return
}

// -----

func.func @generic_atomic_rmw_effects(%m: memref<10xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %buf = memref.alloc() : memref<2048xf32>
    memref.atomic_yield %old : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<10xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    %c1 = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c1 : i32
  }
  return
}

// -----

"other.no_scope"() ({
  // expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %0 = memref.alloca() : memref<1xf32>
  "other.end"() : () -> ()
}) : () -> ()

// -----

func.func @dim_rank0(%m: memref<f32>, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %m, %i : memref<f32>
  return
}

// -----

// expected-error@+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "priate"}}
memref.global "priate" @g : memref<2xf32> = uninitialized

// -----

// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([2, 2])}}
memref.global @g : memref<2x2xf32> = dense<[0.0, 1.0]>

// -----

func.func @valid(%m: memref<8x16x4xf32>, %d: memref<?x?xf32>, %s: memref<30x20xf32, strided<[4000, 2], offset: 100>>,
                 %t: memref<3x4x5xf32, strided<[?, 5, 1], offset: ?>>, %iv: memref<16xi32>, %i: index, %n: index, %v: i32) {
  %0 = memref.subview %m[0, 2, 0][8, 1, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x4xf32, strided<[64, 1], offset: 8>>
  %1 = memref.subview %d[%i, %i][%n, 1][1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %2 = memref.expand_shape %s [[0, 1], [2]] output_shape [2, 15, 20] : memref<30x20xf32, strided<[4000, 2], offset: 100>> into memref<2x15x20xf32, strided<[60000, 4000, 2], offset: 100>>
  %3 = memref.collapse_shape %t [[0, 1], [2]] : memref<3x4x5xf32, strided<[?, 5, 1], offset: ?>> into memref<12x5xf32, strided<[5, 1], offset: ?>>
  %4 = memref.reinterpret_cast %d to offset: [%i], sizes: [%n, 10], strides: [%n, 1] : memref<?x?xf32> to memref<?x10xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>
  %5 = memref.cast %0 : memref<8x4xf32, strided<[64, 1], offset: 8>> to memref<8x4xf32, strided<[?, 1], offset: ?>>
  %6 = memref.atomic_rmw maxnumf %v, %iv[%i] : (i32, memref<16xi32>) -> i32
  affine.for %k = 0 to 4 {
    %7 = memref.alloca() : memref<4xf32>
  }
  return
}
