// vector.transfer_read and transfer_write: their parsers and verifiers
// reject bad IR with mlir-opt-19's messages (the file passes
// --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @a(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %s : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %s {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires vector type}}
  %0 = vector.transfer_read %m[%i, %i], %s : memref<?x?xf32>, f32
  return
}

// -----

func.func @a(%m: vector<4xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i, %i], %s : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xi8>, %i: index, %s: i8) {
  // expected-error@+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %0 = vector.transfer_read %m[%i], %s : memref<?xi8>, vector<3xi4>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true, false]} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_write' requires vector type}}
  vector.transfer_write %v, %m[%i, %i] : f32, memref<?x?xf32>
  return
}

// -----

func.func @a(%m: vector<4xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.transfer_write' requires memref or ranked tensor type}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires broadcast dimensions to be in-bounds}}
  %0 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<2x4xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %s: f32, %k: vector<4x2xi1>) {
  // expected-error@+1 {{'vector.transfer_read' op inferred mask type ('vector<2x4xi1>') and mask operand type ('vector<4x2xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %i, %s, %k) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>, index, index, f32, vector<4x2xi1>) -> vector<4x2xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : vector<2x4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires two types}}
  %0 = vector.transfer_read %m[%i, %i], %s : memref<?x?xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xvector<4xf32>>, %i: index, %s: vector<4xf32>, %k: vector<4xi1>) {
  // expected-error@+1 {{custom op 'vector.transfer_read' does not support masks with vector element type}}
  %0 = vector.transfer_read %m[%i, %i], %s, %k : memref<?x?xvector<4xf32>>, vector<1x4xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xvector<6xf32>>, %i: index, %s: vector<6xf32>) {
  // expected-error@+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  %0 = vector.transfer_read %m[%i, %i], %s : memref<?x?xvector<6xf32>>, vector<3xf32>
  return
}

// -----

func.func @a(%m: memref<1xi32>, %k: vector<1x32xi1>, %i: index, %s: i32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' expected the same rank for the vector and the results of the permutation map}}
  %0 = vector.transfer_read %m[%i], %s, %k {permutation_map = affine_map<(d0) -> (d0, 0, 0)>} : memref<1xi32>, vector<1x32xi32>
  return
}
