// llvm.intr.experimental.constrained.fptrunc: every rounding mode and
// exception behaviour, in the custom and the generic form, read back and
// printed as mlir-opt-19 prints them; and what it translates to (as
// mlir-translate-19 writes it: the modes as metadata strings, the call
// strictfp).
// RUN: rulir-opt %s | FileCheck %s
// RUN: rulir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: rulir-opt %s --mlir-print-op-generic | rulir-opt | FileCheck %s
// RUN: rulir-translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=IR
// RUN: rulir-opt --canonicalize %s | FileCheck %s --check-prefix=DCE

llvm.func @f(%a: f64, %v: vector<2xf32>) -> f32 {
  %0 = llvm.intr.experimental.constrained.fptrunc %a towardzero ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fptrunc %a tonearest maytrap : f64 to f32
  %2 = llvm.intr.experimental.constrained.fptrunc %a upward strict : f64 to f32
  %3 = llvm.intr.experimental.constrained.fptrunc %a downward ignore {foo} : f64 to f32
  %4 = llvm.intr.experimental.constrained.fptrunc %a tonearestaway ignore : f64 to f32
  %5 = llvm.intr.experimental.constrained.fptrunc %a dynamic strict : f64 to f32
  %6 = llvm.intr.experimental.constrained.fptrunc %v downward ignore : vector<2xf32> to vector<2xf16>
  llvm.return %0 : f32
}

// CHECK: %0 = llvm.intr.experimental.constrained.fptrunc %arg0 towardzero ignore : f64 to f32
// CHECK-NEXT: %1 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest maytrap : f64 to f32
// CHECK-NEXT: %2 = llvm.intr.experimental.constrained.fptrunc %arg0 upward strict : f64 to f32
// CHECK-NEXT: %3 = llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore {foo} : f64 to f32
// CHECK-NEXT: %4 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearestaway ignore : f64 to f32
// CHECK-NEXT: %5 = llvm.intr.experimental.constrained.fptrunc %arg0 dynamic strict : f64 to f32
// CHECK-NEXT: %6 = llvm.intr.experimental.constrained.fptrunc %arg1 downward ignore : vector<2xf32> to vector<2xf16>

// GEN: %0 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 0 : i64}> : (f64) -> f32
// GEN-NEXT: %1 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 1 : i64, roundingmode = 1 : i64}> : (f64) -> f32
// GEN-NEXT: %2 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 2 : i64, roundingmode = 2 : i64}> : (f64) -> f32
// GEN-NEXT: %3 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 3 : i64}> {foo} : (f64) -> f32
// GEN-NEXT: %4 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 4 : i64}> : (f64) -> f32
// GEN-NEXT: %5 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 2 : i64, roundingmode = 7 : i64}> : (f64) -> f32

// IR: %3 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.towardzero", metadata !"fpexcept.ignore") #1
// IR-NEXT: %4 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.tonearest", metadata !"fpexcept.maytrap") #1
// IR-NEXT: %5 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.upward", metadata !"fpexcept.strict") #1
// IR-NEXT: %6 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.downward", metadata !"fpexcept.ignore") #1
// IR-NEXT: %7 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.tonearestaway", metadata !"fpexcept.ignore") #1
// IR-NEXT: %8 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.dynamic", metadata !"fpexcept.strict") #1
// IR-NEXT: %9 = call <2 x half> @llvm.experimental.constrained.fptrunc.v2f16.v2f32(<2 x float> %1, metadata !"round.downward", metadata !"fpexcept.ignore") #1
// IR-NEXT: ret float %3
// IR: attributes #1 = { strictfp }

// DCE: llvm.func @f(%arg0: f64, %arg1: vector<2xf32>) -> f32 {
// DCE-NEXT: %0 = llvm.intr.experimental.constrained.fptrunc %arg0 towardzero ignore : f64 to f32
// DCE-NEXT: llvm.return %0 : f32
