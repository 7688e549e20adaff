// Verifiers and parsers of vector.bitcast, shape_cast, step, create_mask,
// constant_mask and of the masked memory ops (maskedload, maskedstore,
// gather, scatter, expandload, compressstore) reject bad IR with
// mlir-opt-19's messages (the file passes --verify-diagnostics under both).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @a(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<3x4xi32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<3xi32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op source/result vectors must have same element type}}
  %0 = vector.shape_cast %v : vector<4xf32> to vector<4xi32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op source/result number of elements must match}}
  %0 = vector.shape_cast %v : vector<4xf32> to vector<5xf32>
  return
}

// -----

func.func @a(%v: vector<2x3x4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op invalid shape cast}}
  %0 = vector.shape_cast %v : vector<2x3x4xf32> to vector<3x8xf32>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<2x4xindex>'}}
  %0 = vector.step : vector<2x4xindex>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
  return
}

// -----

func.func @a(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<2x4xi1>
  return
}

// -----

func.func @a(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask %i, %i : vector<i1>
  return
}

// -----

func.func @a(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xi32>'}}
  %0 = vector.create_mask %i : vector<4xi32>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [3, 2] : vector<4xi1>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 2] : vector<4x3xi1>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [-1] : vector<4xi1>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op base and result element type should match}}
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xi32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op requires 1 indices}}
  %0 = vector.maskedload %m[%i, %i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<5xi1>, %pt: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected result dim to match mask dim}}
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<?xf32>, vector<5xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf64>) {
  // expected-error@+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<4xf64> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'vector.maskedstore' op base and valueToStore element type should match}}
  vector.maskedstore %m[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xi32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<5xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedstore' op expected valueToStore dim to match mask dim}}
  vector.maskedstore %m[%i], %mask, %v : memref<?xf32>, vector<5xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedstore' op requires 1 indices}}
  vector.maskedstore %m[%i, %i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<4xi1>, %pt: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op base and result element type should match}}
  %0 = vector.gather %m[%i] [%iv], %mask, %pt : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf64>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<3xi32>, %mask: vector<4xi1>, %pt: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i] [%iv], %mask, %pt : memref<?xf32>, vector<3xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<3xi1>, %pt: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match mask dim}}
  %0 = vector.gather %m[%i] [%iv], %mask, %pt : memref<?xf32>, vector<4xi32>, vector<3xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<4xi1>, %pt: vector<4xf64>) {
  // expected-error@+1 {{'vector.gather' op expected pass_thru of same type as result type}}
  %0 = vector.gather %m[%i] [%iv], %mask, %pt : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf64> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<4xi1>, %pt: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op requires 1 indices}}
  %0 = vector.gather %m[%i, %i] [%iv], %mask, %pt : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<4xi1>, %v: vector<4xf64>) {
  // expected-error@+1 {{'vector.scatter' op base and valueToStore element type should match}}
  vector.scatter %m[%i] [%iv], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf64>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<3xi32>, %mask: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %m[%i] [%iv], %mask, %v : memref<?xf32>, vector<3xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<3xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i] [%iv], %mask, %v : memref<?xf32>, vector<4xi32>, vector<3xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.scatter' op requires 1 indices}}
  vector.scatter %m[%i, %i] [%iv], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>) {
  // expected-error@+1 {{'vector.expandload' op base and result element type should match}}
  %0 = vector.expandload %m[%i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xi32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<5xi1>, %pt: vector<4xf32>) {
  // expected-error@+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%i], %mask, %pt : memref<?xf32>, vector<5xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf64>) {
  // expected-error@+1 {{'vector.expandload' op expected pass_thru of same type as result type}}
  %0 = vector.expandload %m[%i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<4xf64> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>) {
  // expected-error@+1 {{'vector.expandload' op requires 1 indices}}
  %0 = vector.expandload %m[%i, %i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'vector.compressstore' op base and valueToStore element type should match}}
  vector.compressstore %m[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xi32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<5xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %m[%i], %mask, %v : memref<?xf32>, vector<5xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.compressstore' op requires 1 indices}}
  vector.compressstore %m[%i, %i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %mask: vector<2x4xi1>, %pt: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op operand #3 must be vector of 1-bit signless integer values of ranks 1, but got 'vector<2x4xi1>'}}
  %0 = vector.maskedload %m[%i, %i], %mask, %pt : memref<?x?xf32>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<4xf32>, %mask: vector<4xi1>, %pt: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op operand #2 must be vector of integer or index values, but got 'vector<4xf32>'}}
  %0 = vector.gather %m[%i] [%iv], %mask, %pt : memref<?xf32>, vector<4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op operand #3 must be  of ranks 1, but got 'vector<2x4xf32>'}}
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<2x4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op result #0 must be  of ranks 1, but got 'vector<2x4xf32>'}}
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.maskedstore' op operand #3 must be  of ranks 1, but got 'vector<2x4xf32>'}}
  vector.maskedstore %m[%i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<2x4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<4xi32>, %pt: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op operand #3 must be vector of 1-bit signless integer values, but got 'vector<4xi32>'}}
  %0 = vector.gather %m[%i] [%iv], %mask, %pt : memref<?xf32>, vector<4xi32>, vector<4xi32>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<4xi1>, %pt: vector<f32>) {
  // expected-error@+1 {{'vector.gather' op operand #4 must be vector of any type values, but got 'vector<f32>'}}
  %0 = vector.gather %m[%i] [%iv], %mask, %pt : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<f32> into vector<4xf32>
  return
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{custom op 'vector.bitcast' invalid kind of type specified}}
  %0 = vector.bitcast %v : f32 to vector<1xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.shape_cast' invalid kind of type specified}}
  %0 = vector.shape_cast %v : vector<4xf32> to f32
  return
}

// -----

func.func @a(%m: tensor<?xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<4xi1>, %pt: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.scatter' invalid kind of type specified}}
  vector.scatter %m[%i] [%iv], %mask, %pt : tensor<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xvector<4xf32>>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op base and result element type should match}}
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<?xvector<4xf32>>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<2x4xi32>, %k: vector<2x4xi1>, %v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.scatter' op operand #2 must be vector of integer or index values of ranks 1, but got 'vector<2x4xi32>'}}
  vector.scatter %m[%i] [%iv], %k, %v : memref<?xf32>, vector<2x4xi32>, vector<2x4xi1>, vector<2x4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %k: vector<2x4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.scatter' op operand #3 must be vector of 1-bit signless integer values of ranks 1, but got 'vector<2x4xi1>'}}
  vector.scatter %m[%i] [%iv], %k, %v : memref<?xf32>, vector<4xi32>, vector<2x4xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %k: vector<4xi1>, %v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.scatter' op operand #4 must be  of ranks 1, but got 'vector<2x4xf32>'}}
  vector.scatter %m[%i] [%iv], %k, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<2x4xf32>
  return
}
