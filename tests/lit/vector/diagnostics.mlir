// Diagnostics of vector ops carry file:line:col, the source line and a caret.
// Messages and columns are mlir-opt-19's (checked by hand: under
// --split-input-file mlir-opt-19 gives lines relative to the split, so it
// cannot run this file's CHECK lines).
// RUN: not rulir-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: diagnostics.mlir:{{[0-9]+}} offset :11:8: error: 'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension
// CHECK-NEXT: {{^}}  %0 = vector.extract %v[1, 8] : f32 from vector<4x8xf32>
// CHECK-NEXT: {{^}}       ^
func.func @extract(%v: vector<4x8xf32>) -> f32 {
  %0 = vector.extract %v[1, 8] : f32 from vector<4x8xf32>
  return %0 : f32
}

// -----

// CHECK: diagnostics.mlir:{{[0-9]+}} offset :7:8: error: 'vector.shuffle' op mask index #3 out of range
// CHECK-NEXT: {{^}}  %0 = vector.shuffle %a, %b [0, 5, 6] : vector<4xf32>, vector<2xf32>
// CHECK-NEXT: {{^}}       ^
func.func @shuffle(%a: vector<4xf32>, %b: vector<2xf32>) -> vector<3xf32> {
  %0 = vector.shuffle %a, %b [0, 5, 6] : vector<4xf32>, vector<2xf32>
  return %0 : vector<3xf32>
}

// -----

// An unknown combining kind is reported at the keyword.
// CHECK: diagnostics.mlir:{{[0-9]+}} offset :8:26: error: custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf
// CHECK-NEXT: {{^}}  %0 = vector.reduction <sum>, %v : vector<4xf32> into f32
// CHECK-NEXT: {{^}}                         ^
func.func @kind(%v: vector<4xf32>) -> f32 {
  %0 = vector.reduction <sum>, %v : vector<4xf32> into f32
  return %0 : f32
}

// -----

// CHECK: diagnostics.mlir:{{[0-9]+}} offset :7:3: error: custom op 'vector.print' `str` clause can appear at most once in the expansion of the oilist directive
// CHECK-NEXT: {{^}}  vector.print str "a" str "b"
// CHECK-NEXT: {{^}}  ^
func.func @print() {
  vector.print str "a" str "b"
  return
}

// -----

// CHECK: diagnostics.mlir:{{[0-9]+}} offset :7:8: error: 'vector.load' op requires 2 indices
// CHECK-NEXT: {{^}}  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: {{^}}       ^
func.func @load(%m: memref<?x?xf32>, %i: index) -> vector<8xf32> {
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}
