// vector.type_cast's verifier rejects bad IR with mlir-opt-19's messages
// (the file passes --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @f(%m: memref<4x3xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<4x3xi32>>'}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<vector<4x3xi32>>
  return
}

// -----

func.func @f(%m: memref<4x3xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<3x4xf32>>'}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<vector<3x4xf32>>
  return
}

// -----

func.func @f(%m: memref<4x3xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<4xvector<3xf32>, 1>
  return
}

// -----

func.func @f(%m: memref<4x3xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<4xvector<3xf32>, strided<[3], offset: 1>>
  return
}

// -----

func.func @f(%m: memref<?x3xf32>) {
  // expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x3xf32>'}}
  %0 = vector.type_cast %m : memref<?x3xf32> to memref<vector<4x3xf32>>
  return
}

// -----

func.func @f(%m: memref<4x3xf32, strided<[3, 1], offset: 2>>) {
  // expected-error@+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4x3xf32, strided<[3, 1], offset: 2>> to memref<vector<4x3xf32>>
  return
}
