// vector.mask's parser and verifier reject bad IR with mlir-opt-19's
// messages (the file passes --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @a(%m: memref<?xf32>, %i: index, %s: f32, %k: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %0 = vector.mask %k { vector.transfer_read %m[%i], %s : memref<?xf32>, vector<4xf32> } : vector<8xi1> -> vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>, %k: vector<4xi1>, %p: f32) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %k, %p { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return
}

// -----

func.func @a(%v: vector<4xf32>, %k: vector<4xi1>) {
  // expected-error@+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = vector.mask %k { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f64
  return
}

// -----

func.func @a(%v: vector<4xf32>, %k: vector<4xi1>) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = vector.mask %k { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1>
  return
}

// -----

func.func @a(%v: vector<4xf32>, %k: vector<4xi1>) {
  // expected-error@+1 {{'vector.mask' op expects only one operation to mask}}
  %0 = vector.mask %k { %1 = vector.reduction <add>, %v : vector<4xf32> into f32
  %2 = vector.reduction <add>, %v : vector<4xf32> into f32
  vector.yield %2 : f32 } : vector<4xi1> -> f32
  return
}
