// Diagnostics of the complex dialect: types that are not complex numbers of
// floats, mismatched parts and operands, malformed constants and bitcasts;
// located and worded as mlir-opt-19 reports them (the CHECK lines are its
// messages for this file).
// RUN: not rulir-opt %s --split-input-file 2>&1 | FileCheck %s

// A create whose type is not complex.
// CHECK: invalid.mlir:{{[0-9]+}} offset :10:32: error: custom op 'complex.create' invalid kind of type specified
func.func @f0(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = complex.create %a, %a : f32
  return
}

// -----

// re of a float.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:24: error: custom op 'complex.re' invalid kind of type specified
func.func @f1(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = complex.re %a : f32
  return
}

// -----

// Arithmetic on floats.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:29: error: custom op 'complex.add' invalid kind of type specified
func.func @f2(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = complex.add %a, %a : f32
  return
}

// -----

// eq of floats.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:28: error: custom op 'complex.eq' invalid kind of type specified
func.func @f3(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = complex.eq %a, %a : f32
  return
}

// -----

// abs of a float.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:25: error: custom op 'complex.abs' invalid kind of type specified
func.func @f4(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = complex.abs %a : f32
  return
}

// -----

// Integer parts.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:20: error: use of value '%z' expects different type than prior uses: 'complex<i32>' vs 'complex<f32>'
func.func @f5(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = complex.add %z, %z : complex<i32>
  return
}

// -----

// An unknown fast-math flag.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:36: error: custom op 'complex.add' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @f6(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = complex.add %z, %z fastmath<foo> : complex<f32>
  return
}

// -----

// A constant of one part.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.constant' op requires 'value' to be a complex constant, represented as array of two values
func.func @f7(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

// Parts of another type than the element type.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.constant' op requires attribute's element types ('f32', 'f64') to match the element type of the op's return type ('f32')
func.func @f8(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = complex.constant [1.0 : f32, 2.0 : f64] : complex<f32>
  return
}

// -----

// Untyped integers are i64.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.constant' op requires attribute's element types ('i64', 'i64') to match the element type of the op's return type ('i32')
func.func @f9(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = complex.constant [1, 2] : complex<i32>
  return
}

// -----

// A constant that is not complex.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:50: error: custom op 'complex.constant' invalid kind of type specified
func.func @f10(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : f32
  return
}

// -----

// A constant value that is not an array.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.constant' op attribute 'value' failed to satisfy constraint: array attribute
func.func @f11(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = "complex.constant"() {value = 1.0 : f32} : () -> complex<f32>
  return
}

// -----

// A bitcast between two non-complex types.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.bitcast' op requires that either input or output has a complex type
func.func @f12(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = complex.bitcast %a : f32 to i32
  return
}

// -----

// A bitcast of another width.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.bitcast' op casting bitwidths do not match
func.func @f13(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = complex.bitcast %a : f32 to complex<f32>
  return
}

// -----

// A bitcast to a vector.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.bitcast' op result must be int/float/complex
func.func @f14(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = complex.bitcast %z : complex<f32> to vector<2xf32>
  return
}

// -----

// Parts of two types.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.create' op failed to verify that all of {real, imaginary} have same type
func.func @f15(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = "complex.create"(%a, %b) : (f32, f64) -> complex<f32>
  return
}

// -----

// Parts of another type than the element type.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.create' op failed to verify that complex element type matches real operand type
func.func @f16(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = "complex.create"(%b, %b) : (f64, f64) -> complex<f32>
  return
}

// -----

// A part of another type than the element type.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.re' op failed to verify that complex element type matches result type
func.func @f17(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = "complex.re"(%z) : (complex<f32>) -> f64
  return
}

// -----

// abs of another type than the element type.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.abs' op failed to verify that complex element type matches result type
func.func @f18(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = "complex.abs"(%z) : (complex<f32>) -> f64
  return
}

// -----

// Comparing complex numbers of two types.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.eq' op failed to verify that all of {lhs, rhs} have same type
func.func @f19(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = "complex.eq"(%z, %w) : (complex<f32>, complex<f64>) -> i1
  return
}

// -----

// A comparison that is not i1.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.eq' op result #0 must be 1-bit signless integer, but got 'i32'
func.func @f20(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = "complex.eq"(%z, %z) : (complex<f32>, complex<f32>) -> i32
  return
}

// -----

// Adding complex numbers of two types.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.add' op requires the same type for all operands and results
func.func @f21(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = "complex.add"(%z, %w) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}

// -----

// A negation changing the type.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.neg' op requires the same type for all operands and results
func.func @f22(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = "complex.neg"(%z) : (complex<f32>) -> complex<f64>
  return
}

// -----

// Fast-math flags that are not flags.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.add' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags
func.func @f23(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = "complex.add"(%z, %z) {fastmath = 1 : i32} : (complex<f32>, complex<f32>) -> complex<f32>
  return
}

// -----

// exp of a float.
// CHECK: invalid.mlir:{{[0-9]+}} offset :6:8: error: 'complex.exp' op operand #0 must be complex type with floating-point elements, but got 'f32'
func.func @f24(%a: f32, %b: f64, %z: complex<f32>, %w: complex<f64>) {
  %0 = "complex.exp"(%a) : (f32) -> f32
  return
}
