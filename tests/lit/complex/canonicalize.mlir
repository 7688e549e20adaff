// The complex folders under --canonicalize: create(re(z), im(z)), re/im of
// create and of constants (materialized as arith.constant), neg(neg),
// conj(conj), exp(log) and log(exp), add/sub that undo each other, adding or
// subtracting zero, multiplying or dividing by 1, bitcast to the same type,
// constant uniquing. CHECK lines are mlir-opt-19's output for this file.
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @create_of_parts(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: return %arg0 : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @parts_of_create(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: return %arg0, %arg1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @parts_of_constant() -> (f64, f64) {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e+00 : f64
// CHECK-NEXT: return %cst, %cst_0 : f64, f64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @neg_neg(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: return %arg0 : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @conj_conj(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: return %arg0 : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @exp_log(%arg0: complex<f32>) -> (complex<f32>, complex<f32>) {
// CHECK-NEXT: return %arg0, %arg0 : complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @add_sub(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: return %arg0, %arg0, %arg0 : complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @zero_one(%arg0: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %0 = complex.mul %arg0, %cst : complex<f32>
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %0 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bitcast_same(%arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @constants_dedup() -> (complex<f32>, complex<f32>) {
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: return %cst, %cst : complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @create_of_parts(%z: complex<f32>) -> complex<f32> {
  %r = complex.re %z : complex<f32>
  %i = complex.im %z : complex<f32>
  %c = complex.create %r, %i : complex<f32>
  return %c : complex<f32>
}

func.func @parts_of_create(%a: f32, %b: f32) -> (f32, f32) {
  %c = complex.create %a, %b : complex<f32>
  %r = complex.re %c : complex<f32>
  %i = complex.im %c : complex<f32>
  return %r, %i : f32, f32
}

func.func @parts_of_constant() -> (f64, f64) {
  %c = complex.constant [1.5 : f64, -2.0 : f64] : complex<f64>
  %r = complex.re %c : complex<f64>
  %i = complex.im %c : complex<f64>
  return %r, %i : f64, f64
}

func.func @neg_neg(%z: complex<f32>) -> complex<f32> {
  %0 = complex.neg %z : complex<f32>
  %1 = complex.neg %0 : complex<f32>
  return %1 : complex<f32>
}

func.func @conj_conj(%z: complex<f32>) -> complex<f32> {
  %0 = complex.conj %z : complex<f32>
  %1 = complex.conj %0 : complex<f32>
  return %1 : complex<f32>
}

func.func @exp_log(%z: complex<f32>) -> (complex<f32>, complex<f32>) {
  %0 = complex.log %z : complex<f32>
  %1 = complex.exp %0 : complex<f32>
  %2 = complex.exp %z : complex<f32>
  %3 = complex.log %2 : complex<f32>
  return %1, %3 : complex<f32>, complex<f32>
}

func.func @add_sub(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
  %s = complex.sub %a, %b : complex<f32>
  %0 = complex.add %s, %b : complex<f32>
  %1 = complex.add %b, %s : complex<f32>
  %p = complex.add %a, %b : complex<f32>
  %2 = complex.sub %p, %b : complex<f32>
  return %0, %1, %2 : complex<f32>, complex<f32>, complex<f32>
}

func.func @zero_one(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %z = complex.constant [0.0 : f32, -0.0 : f32] : complex<f32>
  %o = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %t = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %0 = complex.add %a, %z : complex<f32>
  %1 = complex.sub %a, %z : complex<f32>
  %2 = complex.mul %a, %o : complex<f32>
  %3 = complex.div %a, %o : complex<f32>
  %4 = complex.mul %a, %t : complex<f32>
  return %0, %1, %2, %3, %4 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

func.func @bitcast_same(%a: f32) -> f32 {
  %0 = complex.bitcast %a : f32 to f32
  return %0 : f32
}

func.func @constants_dedup() -> (complex<f32>, complex<f32>) {
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %1 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  return %0, %1 : complex<f32>, complex<f32>
}
