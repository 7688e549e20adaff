// Verifiers of vector.extract_strided_slice, insert_strided_slice,
// transpose, flat_transpose and matrix_multiply reject bad IR with
// mlir-opt-19's messages (the file passes --verify-diagnostics under both).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets attribute of rank no greater than vector rank}}
  %0 = vector.extract_strided_slice %v {offsets = [1, 2, 3], sizes = [2, 2, 2], strides = [1, 1, 1]} : vector<4x8xf32> to vector<2x2xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2, 2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = vector.extract_strided_slice %v {offsets = [4], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [5], strides = [1]} : vector<4x8xf32> to vector<5x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [2]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [3], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8xf32>'}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<3x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>, %s: vector<2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [1], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>, %s: vector<2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 7], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>, %s: vector<2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 2], strides = [2]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>, %s: vector<2x2x2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected source rank to be no greater than destination rank}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 2], strides = [1, 1, 1]} : vector<2x2x2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>, %s: vector<2xi32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op failed to verify that operand #0 and result have same element type}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 2], strides = [1]} : vector<2xi32> into vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>, %s: vector<9xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 0], strides = [1]} : vector<9xf32> into vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %v, [1] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 1}}
  %0 = vector.transpose %v, [1, 1] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.transpose' op failed to verify that operand and result have same element type}}
  %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4xi32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition index out of range: 2}}
  %0 = vector.transpose %v, [2, 0] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.flat_transpose' op failed to verify that source operand and result have same element type}}
  %0 = vector.flat_transpose %v {rows = 2 : i32, columns = 2 : i32} : vector<4xf32> -> vector<4xi32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.matrix_multiply' op failed to verify that lhs operand and result have same element type}}
  %9 = vector.matrix_multiply %v, %v {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xi32>
  return
}

// -----

func.func @a(%v: vector<f32>) {
  // expected-error@+1 {{'vector.transpose' op vector result rank mismatch: 1}}
  %0 = vector.transpose %v, [] : vector<f32> to vector<100xf32>
  return
}
