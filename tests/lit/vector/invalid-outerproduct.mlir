// vector.outerproduct's parser and verifier reject bad IR with
// mlir-opt-19's messages (the file passes --verify-diagnostics under both).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @a(%v: vector<4xf32>, %w: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = vector.outerproduct %w, %v : vector<4x4xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>, %w: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %0 = vector.outerproduct %v, %w : vector<4xf32>, vector<4x4xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>, %s: f32, %w: vector<4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %v, %s, %w {kind = #vector.kind<and>} : vector<4xf32>, f32
  return
}

// -----

func.func @a(%s: f32, %v: vector<4xf32>) {
  // expected-error@+1 {{expected vector type for operand #1}}
  %0 = vector.outerproduct %s, %v : f32, vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>, %w: vector<3x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%v, %v, %w) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, vector<3x4xf32>) -> vector<3x4xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>, %w: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op failed to verify that lhs operand and result have same element type}}
  %0 = "vector.outerproduct"(%v, %v, %w) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, vector<4x4xf32>) -> vector<4x4xf64>
  return
}

// -----

func.func @a(%v: vector<4xf32>, %w: vector<4x4xf32>, %x: vector<4x4xf64>) {
  %0 = "vector.outerproduct"(%v, %v, %w) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, vector<4x4xf32>) -> vector<4x4xf32>
  // expected-error@+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %1 = "vector.outerproduct"(%v, %v, %x) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, vector<4x4xf64>) -> vector<4x4xf32>
  return
}

// -----

func.func @a(%s: f32) {
  // expected-error@+1 {{expected at least 2 operands}}
  %0 = vector.outerproduct %s : f32, f32
  return
}
