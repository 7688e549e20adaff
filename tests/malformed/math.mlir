// Malformed math dialect ops: operand and result types, the same-type and
// same-shape rules, fpowi's lhs/result match and Elementwise rules,
// fast-math flags.

func.func @f(%x: f32) {
  // expected-error@+1 {{'math.sin' op requires the same type for all operands and results}}
  %0 = "math.sin"(%x) : (f32) -> f64
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error@+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sin %x : i32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ctlz %x : f32
  return
}

// -----

func.func @f(%x: f32, %y: f64) {
  // expected-error@+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%x, %y) : (f32, f64) -> f32
  return
}

// -----

func.func @f(%x: f32, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%x, %i) : (f32, i32) -> f64
  return
}

// -----

func.func @f(%x: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %x, %i : vector<4xf32>, i32
  return
}

// -----

func.func @f(%x: f32, %i: f32) {
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = math.fpowi %x, %i : f32, f32
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %i: vector<4xi32>) {
  // expected-error@+1 {{'math.fpowi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = math.fpowi %x, %i : tensor<4xf32>, vector<4xi32>
  return
}

// -----

func.func @f(%x: tensor<*xf32>, %i: tensor<4xi32>) {
  // expected-error@+1 {{'math.fpowi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = math.fpowi %x, %i : tensor<*xf32>, tensor<4xi32>
  return
}

// -----

func.func @f(%x: vector<[4]xf32>, %i: vector<4xi32>) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %x, %i : vector<[4]xf32>, vector<4xi32>
  return
}

// -----

func.func @f(%x: vector<4xf32>, %i: vector<8xi32>) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %x, %i : vector<4xf32>, vector<8xi32>
  return
}

// -----

func.func @f(%x: memref<4xf32>) {
  // expected-error@+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = math.exp %x : memref<4xf32>
  return
}

// -----

func.func @f(%x: si32) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = math.absi %x : si32
  return
}

// -----

func.func @f(%x: vector<4xi32>, %y: vector<4xi64>) {
  // expected-error@+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%x, %y) : (vector<4xi32>, vector<4xi64>) -> vector<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error@+1 {{'math.sqrt' op requires the same type for all operands and results}}
  %0 = "math.sqrt"(%x) : (tensor<4xf32>) -> tensor<4xf16>
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{expected '<'}}
  %0 = math.sin %x fastmath : f32
  return
}

// -----

func.func @f(%x: complex<f32>) {
  // expected-error@+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'complex<f32>'}}
  %0 = math.sin %x : complex<f32>
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{'math.cos' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.cos"(%x) {fastmath = 1 : i32} : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{'math.tanh' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.tanh"(%x) {fastmath = #arith.overflow<nsw>} : (f32) -> f32
  return
}

// -----

func.func @f(%x: index) {
  // expected-error@+1 {{'math.fma' op operand #0 must be floating-point-like, but got 'index'}}
  %0 = math.fma %x, %x, %x : index
  return
}

// -----

func.func @f(%x: f16) {
  // expected-error@+1 {{expected ','}}
  %0 = math.fpowi %x, %x : f16
  return
}
