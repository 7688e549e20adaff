// --convert-complex-to-llvm (rules/complex-to-llvm.rules): create, re, im,
// constant, add, sub, mul, div and abs, with fast-math flags, in f16, f32 and
// f64; the CHECK lines are mlir-opt-19's output for this file, and the
// output is byte-identical to it.
// RUN: rulir-opt --convert-complex-to-llvm %s | FileCheck %s
// RUN: rulir-opt --convert-complex-to-llvm %s > %t.rulir
// RUN: %mlir_opt --convert-complex-to-llvm %s > %t.mlir
// RUN: diff %t.rulir %t.mlir

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: f32, %arg1: f32, %arg2: complex<f32>, %arg3: complex<f32>) -> (complex<f32>, f32, f32, f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %6 = llvm.extractvalue %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %7 = llvm.mlir.constant([1.000000e+00 : f32, 2.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %8 = llvm.extractvalue %4[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %9 = llvm.extractvalue %4[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %10 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %11 = llvm.extractvalue %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %13 = llvm.fadd %8, %10  : f32
// CHECK-NEXT: %14 = llvm.fadd %9, %11  : f32
// CHECK-NEXT: %15 = llvm.insertvalue %13, %12[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %16 = llvm.insertvalue %14, %15[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %17 = llvm.extractvalue %16[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %18 = llvm.extractvalue %16[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %19 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %20 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %21 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %22 = llvm.fsub %17, %19  : f32
// CHECK-NEXT: %23 = llvm.fsub %18, %20  : f32
// CHECK-NEXT: %24 = llvm.insertvalue %22, %21[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %25 = llvm.insertvalue %23, %24[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %26 = llvm.extractvalue %25[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %27 = llvm.extractvalue %25[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %28 = llvm.extractvalue %7[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %29 = llvm.extractvalue %7[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %30 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %31 = llvm.fmul %28, %26  : f32
// CHECK-NEXT: %32 = llvm.fmul %29, %27  : f32
// CHECK-NEXT: %33 = llvm.fsub %31, %32  : f32
// CHECK-NEXT: %34 = llvm.fmul %27, %28  : f32
// CHECK-NEXT: %35 = llvm.fmul %26, %29  : f32
// CHECK-NEXT: %36 = llvm.fadd %34, %35  : f32
// CHECK-NEXT: %37 = llvm.insertvalue %33, %30[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %38 = llvm.insertvalue %36, %37[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %39 = llvm.extractvalue %38[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %40 = llvm.extractvalue %38[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %41 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %42 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %43 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %44 = llvm.fmul %41, %41  : f32
// CHECK-NEXT: %45 = llvm.fmul %42, %42  : f32
// CHECK-NEXT: %46 = llvm.fadd %44, %45  : f32
// CHECK-NEXT: %47 = llvm.fmul %39, %41  : f32
// CHECK-NEXT: %48 = llvm.fmul %40, %42  : f32
// CHECK-NEXT: %49 = llvm.fadd %47, %48  : f32
// CHECK-NEXT: %50 = llvm.fmul %40, %41  : f32
// CHECK-NEXT: %51 = llvm.fmul %39, %42  : f32
// CHECK-NEXT: %52 = llvm.fsub %50, %51  : f32
// CHECK-NEXT: %53 = llvm.fdiv %49, %46  : f32
// CHECK-NEXT: %54 = llvm.insertvalue %53, %43[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %55 = llvm.fdiv %52, %46  : f32
// CHECK-NEXT: %56 = llvm.insertvalue %55, %54[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %57 = builtin.unrealized_conversion_cast %56 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT: %58 = llvm.extractvalue %56[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %59 = llvm.extractvalue %56[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %60 = llvm.fmul %58, %58  : f32
// CHECK-NEXT: %61 = llvm.fmul %59, %59  : f32
// CHECK-NEXT: %62 = llvm.fadd %60, %61  : f32
// CHECK-NEXT: %63 = llvm.intr.sqrt(%62)  : (f32) -> f32
// CHECK-NEXT: return %57, %5, %6, %63 : complex<f32>, f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: complex<f64>, %arg1: complex<f64>) -> (complex<f64>, f64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : complex<f64> to !llvm.struct<(f64, f64)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : complex<f64> to !llvm.struct<(f64, f64)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %7 = llvm.fadd %2, %4  {fastmathFlags = #llvm.fastmath<nnan, contract>} : f64
// CHECK-NEXT: %8 = llvm.fadd %3, %5  {fastmathFlags = #llvm.fastmath<nnan, contract>} : f64
// CHECK-NEXT: %9 = llvm.insertvalue %7, %6[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %10 = llvm.insertvalue %8, %9[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %11 = llvm.extractvalue %10[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %12 = llvm.extractvalue %10[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %13 = llvm.extractvalue %0[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %14 = llvm.extractvalue %0[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %15 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %16 = llvm.fmul %13, %11  {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT: %17 = llvm.fmul %14, %12  {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT: %18 = llvm.fsub %16, %17  {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT: %19 = llvm.fmul %12, %13  {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT: %20 = llvm.fmul %11, %14  {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT: %21 = llvm.fadd %19, %20  {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT: %22 = llvm.insertvalue %18, %15[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %23 = llvm.insertvalue %21, %22[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %24 = llvm.extractvalue %23[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %25 = llvm.extractvalue %23[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %26 = llvm.extractvalue %0[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %27 = llvm.extractvalue %0[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %28 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %29 = llvm.fmul %26, %26  {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK-NEXT: %30 = llvm.fmul %27, %27  {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK-NEXT: %31 = llvm.fadd %29, %30  {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK-NEXT: %32 = llvm.fmul %24, %26  {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK-NEXT: %33 = llvm.fmul %25, %27  {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK-NEXT: %34 = llvm.fadd %32, %33  {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK-NEXT: %35 = llvm.fmul %25, %26  {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK-NEXT: %36 = llvm.fmul %24, %27  {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK-NEXT: %37 = llvm.fsub %35, %36  {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK-NEXT: %38 = llvm.fdiv %34, %31  {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK-NEXT: %39 = llvm.insertvalue %38, %28[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %40 = llvm.fdiv %37, %31  {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK-NEXT: %41 = llvm.insertvalue %40, %39[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %42 = llvm.extractvalue %41[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %43 = llvm.extractvalue %41[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %44 = llvm.fmul %42, %42  {fastmathFlags = #llvm.fastmath<ninf>} : f64
// CHECK-NEXT: %45 = llvm.fmul %43, %43  {fastmathFlags = #llvm.fastmath<ninf>} : f64
// CHECK-NEXT: %46 = llvm.fadd %44, %45  {fastmathFlags = #llvm.fastmath<ninf>} : f64
// CHECK-NEXT: %47 = llvm.intr.sqrt(%46)  : (f64) -> f64
// CHECK-NEXT: %48 = llvm.mlir.constant([1.000000e+00, -5.000000e-01]) : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %49 = llvm.extractvalue %41[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %50 = llvm.extractvalue %41[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %51 = llvm.extractvalue %48[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %52 = llvm.extractvalue %48[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %53 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %54 = llvm.fsub %49, %51  {fastmathFlags = #llvm.fastmath<afn>} : f64
// CHECK-NEXT: %55 = llvm.fsub %50, %52  {fastmathFlags = #llvm.fastmath<afn>} : f64
// CHECK-NEXT: %56 = llvm.insertvalue %54, %53[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %57 = llvm.insertvalue %55, %56[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %58 = builtin.unrealized_conversion_cast %57 : !llvm.struct<(f64, f64)> to complex<f64>
// CHECK-NEXT: return %58, %47 : complex<f64>, f64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @parts(%arg0: f16, %arg1: complex<f16>) -> f16 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : complex<f16> to !llvm.struct<(f16, f16)>
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg0, %2[1] : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %4 = llvm.extractvalue %3[0] : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %5 = llvm.extractvalue %3[1] : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[0] : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %9 = llvm.fadd %4, %6  : f16
// CHECK-NEXT: %10 = llvm.fadd %5, %7  : f16
// CHECK-NEXT: %11 = llvm.insertvalue %9, %8[0] : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %12 = llvm.insertvalue %10, %11[1] : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %13 = llvm.extractvalue %12[0] : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %14 = llvm.extractvalue %12[1] : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %15 = arith.addf %13, %14 : f16
// CHECK-NEXT: return %15 : f16
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%a: f32, %b: f32, %z: complex<f32>, %w: complex<f32>) -> (complex<f32>, f32, f32, f32) {
  %c = complex.create %a, %b : complex<f32>
  %r = complex.re %z : complex<f32>
  %i = complex.im %z : complex<f32>
  %k = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %0 = complex.add %c, %z : complex<f32>
  %1 = complex.sub %0, %w : complex<f32>
  %2 = complex.mul %1, %k : complex<f32>
  %3 = complex.div %2, %w : complex<f32>
  %4 = complex.abs %3 : complex<f32>
  return %3, %r, %i, %4 : complex<f32>, f32, f32, f32
}

func.func @g(%z: complex<f64>, %w: complex<f64>) -> (complex<f64>, f64) {
  %0 = complex.add %z, %w fastmath<nnan,contract> : complex<f64>
  %1 = complex.mul %0, %w fastmath<fast> : complex<f64>
  %2 = complex.div %1, %w fastmath<nnan> : complex<f64>
  %3 = complex.abs %2 fastmath<ninf> : complex<f64>
  %k = complex.constant [1.0 : f64, -0.5 : f64] : complex<f64>
  %4 = complex.sub %2, %k fastmath<afn> : complex<f64>
  return %4, %3 : complex<f64>, f64
}

func.func @parts(%a: f16, %z: complex<f16>) -> f16 {
  %0 = complex.create %a, %a : complex<f16>
  %1 = complex.add %0, %z : complex<f16>
  %2 = complex.re %1 : complex<f16>
  %3 = complex.im %1 : complex<f16>
  %4 = arith.addf %2, %3 : f16
  return %4 : f16
}
