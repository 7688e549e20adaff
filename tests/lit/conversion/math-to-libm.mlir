// --convert-math-to-libm (rules/math-to-libm.rules): every op MLIR 19 lowers to a libm
// call, f32 and f64, f16 and bf16 through f32, fastmath dropped; declarations
// created once, at the start of the module. Vectors are not lowered yet.
// RUN: rulir-opt --convert-math-to-libm %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt --convert-math-to-libm %s | FileCheck %s --match-full-lines --strict-whitespace

func.func @f(%a: f32, %b: f64, %c: f32, %h: f16, %g: bf16) -> f32 {
  %0 = math.tanh %a : f32
  %1 = math.tanh %b : f64
  %2 = math.erf %a : f32
  %3 = math.expm1 %a : f32
  %4 = math.log1p %b : f64
  %5 = math.atan %a : f32
  %6 = math.atan2 %a, %c : f32
  %7 = math.cbrt %a : f32
  %8 = math.tan %a : f32
  %9 = math.sinh %a : f32
  %10 = math.cosh %a : f32
  %11 = math.asin %a : f32
  %12 = math.acos %a : f32
  %13 = math.asinh %a : f32
  %14 = math.acosh %a : f32
  %15 = math.atanh %a : f32
  %16 = math.round %a : f32
  %17 = math.trunc %a : f32
  %18 = math.roundeven %a : f32
  %19 = math.sin %a : f32
  %20 = math.cos %a : f32
  %21 = math.floor %a : f32
  %22 = math.ceil %a : f32
  %23 = math.exp %a : f32
  %24 = math.log %a : f32
  %25 = math.sqrt %a : f32
  %26 = math.powf %a, %c : f32
  %27 = math.tanh %a fastmath<fast> : f32
  %28 = math.absf %b : f64
  %29 = math.exp2 %a : f32
  %30 = math.log2 %a : f32
  %31 = math.log10 %b : f64
  %32 = math.fma %a, %a, %c : f32
  %33 = math.powf %b, %b : f64
  %34 = math.atan2 %b, %b : f64
  %35 = math.tanh %h : f16
  %36 = math.atan2 %g, %g : bf16
  return %0 : f32
}

// An existing symbol is used as it is.
func.func private @erff(f32) -> f32
func.func @g(%a: f32) -> f32 {
  %0 = math.erf %a : f32
  return %0 : f32
}

// The output of mlir-opt-19 --convert-math-to-libm, line for line.
// CHECK:module {
// CHECK-NEXT:  func.func private @atan2(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @pow(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @fmaf(f32, f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @log10(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @log2f(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @exp2f(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @fabs(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @powf(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @sqrtf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @logf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @expf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @ceilf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @floorf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @cosf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @sinf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @roundevenf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @truncf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @roundf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @atanhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @acoshf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @asinhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @acosf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @asinf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @coshf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @sinhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @tanf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @cbrtf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @atan2f(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @atanf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @log1p(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @expm1f(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @tanh(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:  func.func private @tanhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:  func.func @f(%arg0: f32, %arg1: f64, %arg2: f32, %arg3: f16, %arg4: bf16) -> f32 {
// CHECK-NEXT:    %0 = call @tanhf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %1 = call @tanh(%arg1) : (f64) -> f64
// CHECK-NEXT:    %2 = call @erff(%arg0) : (f32) -> f32
// CHECK-NEXT:    %3 = call @expm1f(%arg0) : (f32) -> f32
// CHECK-NEXT:    %4 = call @log1p(%arg1) : (f64) -> f64
// CHECK-NEXT:    %5 = call @atanf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %6 = call @atan2f(%arg0, %arg2) : (f32, f32) -> f32
// CHECK-NEXT:    %7 = call @cbrtf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %8 = call @tanf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %9 = call @sinhf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %10 = call @coshf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %11 = call @asinf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %12 = call @acosf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %13 = call @asinhf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %14 = call @acoshf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %15 = call @atanhf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %16 = call @roundf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %17 = call @truncf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %18 = call @roundevenf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %19 = call @sinf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %20 = call @cosf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %21 = call @floorf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %22 = call @ceilf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %23 = call @expf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %24 = call @logf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %25 = call @sqrtf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %26 = call @powf(%arg0, %arg2) : (f32, f32) -> f32
// CHECK-NEXT:    %27 = call @tanhf(%arg0) : (f32) -> f32
// CHECK-NEXT:    %28 = call @fabs(%arg1) : (f64) -> f64
// CHECK-NEXT:    %29 = call @exp2f(%arg0) : (f32) -> f32
// CHECK-NEXT:    %30 = call @log2f(%arg0) : (f32) -> f32
// CHECK-NEXT:    %31 = call @log10(%arg1) : (f64) -> f64
// CHECK-NEXT:    %32 = call @fmaf(%arg0, %arg0, %arg2) : (f32, f32, f32) -> f32
// CHECK-NEXT:    %33 = call @pow(%arg1, %arg1) : (f64, f64) -> f64
// CHECK-NEXT:    %34 = call @atan2(%arg1, %arg1) : (f64, f64) -> f64
// CHECK-NEXT:    %35 = arith.extf %arg3 : f16 to f32
// CHECK-NEXT:    %36 = call @tanhf(%35) : (f32) -> f32
// CHECK-NEXT:    %37 = arith.truncf %36 : f32 to f16
// CHECK-NEXT:    %38 = arith.extf %arg4 : bf16 to f32
// CHECK-NEXT:    %39 = arith.extf %arg4 : bf16 to f32
// CHECK-NEXT:    %40 = call @atan2f(%38, %39) : (f32, f32) -> f32
// CHECK-NEXT:    %41 = arith.truncf %40 : f32 to bf16
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @erff(f32) -> f32
// CHECK-NEXT:  func.func @g(%arg0: f32) -> f32 {
// CHECK-NEXT:    %0 = call @erff(%arg0) : (f32) -> f32
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:}
