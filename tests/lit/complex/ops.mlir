// The complex dialect's custom syntax round-trips; the CHECK lines are
// mlir-opt-19's output for this file (every op, fast-math flags, the
// inferred types of create, re/im/abs/angle and eq/neq, %cst for constants).
// RUN: rulir-opt %s | FileCheck %s
// RUN: rulir-opt %s | rulir-opt | FileCheck %s
// RUN: rulir-opt %s --mlir-print-op-generic | rulir-opt | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: f32, %arg1: f32, %arg2: complex<f32>, %arg3: complex<f32>, %arg4: complex<f64>, %arg5: i64) -> complex<f32> {
// CHECK-NEXT: %0 = complex.create %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %1 = complex.re %arg2 : complex<f32>
// CHECK-NEXT: %2 = complex.im %arg2 fastmath<nnan> : complex<f32>
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %cst_0 = complex.constant [1 : i32, 2 : i32] : complex<i32>
// CHECK-NEXT: %3 = complex.add %0, %arg2 : complex<f32>
// CHECK-NEXT: %4 = complex.sub %3, %arg3 fastmath<nnan,contract> : complex<f32>
// CHECK-NEXT: %5 = complex.mul %4, %cst fastmath<fast> : complex<f32>
// CHECK-NEXT: %6 = complex.div %5, %arg3 : complex<f32>
// CHECK-NEXT: %7 = complex.abs %6 : complex<f32>
// CHECK-NEXT: %8 = complex.eq %6, %arg3 : complex<f32>
// CHECK-NEXT: %9 = complex.neq %6, %arg3 : complex<f32>
// CHECK-NEXT: %10 = complex.conj %6 : complex<f32>
// CHECK-NEXT: %11 = complex.neg %10 : complex<f32>
// CHECK-NEXT: %12 = complex.exp %11 : complex<f32>
// CHECK-NEXT: %13 = complex.expm1 %12 : complex<f32>
// CHECK-NEXT: %14 = complex.log %13 : complex<f32>
// CHECK-NEXT: %15 = complex.log1p %14 : complex<f32>
// CHECK-NEXT: %16 = complex.sqrt %15 : complex<f32>
// CHECK-NEXT: %17 = complex.rsqrt %16 : complex<f32>
// CHECK-NEXT: %18 = complex.sin %17 : complex<f32>
// CHECK-NEXT: %19 = complex.cos %18 : complex<f32>
// CHECK-NEXT: %20 = complex.tan %19 : complex<f32>
// CHECK-NEXT: %21 = complex.tanh %20 fastmath<afn> : complex<f32>
// CHECK-NEXT: %22 = complex.pow %21, %arg3 : complex<f32>
// CHECK-NEXT: %23 = complex.sign %22 : complex<f32>
// CHECK-NEXT: %24 = complex.angle %23 : complex<f32>
// CHECK-NEXT: %25 = complex.atan2 %23, %arg3 : complex<f32>
// CHECK-NEXT: %26 = complex.bitcast %arg4 : complex<f64> to i128
// CHECK-NEXT: %27 = complex.bitcast %arg5 : i64 to complex<f32>
// CHECK-NEXT: %28 = complex.re %arg4 : complex<f64>
// CHECK-NEXT: return %25 : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%a: f32, %b: f32, %z: complex<f32>, %w: complex<f32>, %d: complex<f64>, %i: i64) -> complex<f32> {
  %c = complex.create %a, %b : complex<f32>
  %r = complex.re %z : complex<f32>
  %im = complex.im %z fastmath<nnan> : complex<f32>
  %k = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %k2 = complex.constant [1 : i32, 2 : i32] : complex<i32>
  %0 = complex.add %c, %z : complex<f32>
  %1 = complex.sub %0, %w fastmath<nnan,contract> : complex<f32>
  %2 = complex.mul %1, %k fastmath<fast> : complex<f32>
  %3 = complex.div %2, %w : complex<f32>
  %4 = complex.abs %3 : complex<f32>
  %5 = complex.eq %3, %w : complex<f32>
  %6 = complex.neq %3, %w : complex<f32>
  %7 = complex.conj %3 : complex<f32>
  %8 = complex.neg %7 : complex<f32>
  %9 = complex.exp %8 : complex<f32>
  %10 = complex.expm1 %9 : complex<f32>
  %11 = complex.log %10 : complex<f32>
  %12 = complex.log1p %11 : complex<f32>
  %13 = complex.sqrt %12 : complex<f32>
  %14 = complex.rsqrt %13 : complex<f32>
  %15 = complex.sin %14 : complex<f32>
  %16 = complex.cos %15 : complex<f32>
  %17 = complex.tan %16 : complex<f32>
  %18 = complex.tanh %17 fastmath<afn> : complex<f32>
  %19 = complex.pow %18, %w : complex<f32>
  %20 = complex.sign %19 : complex<f32>
  %21 = complex.angle %20 : complex<f32>
  %22 = complex.atan2 %20, %w : complex<f32>
  %23 = complex.bitcast %d : complex<f64> to i128
  %24 = complex.bitcast %i : i64 to complex<f32>
  %25 = complex.re %d : complex<f64>
  return %22 : complex<f32>
}
