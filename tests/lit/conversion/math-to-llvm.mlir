// --convert-math-to-llvm (rules/math-to-llvm.rules): every lowering, checked
// against mlir-opt-19's output for the same input (identical text).
// RUN: rulir-opt --convert-math-to-llvm %s | FileCheck %s

func.func @f(%x: f32, %y: f32, %z: f32, %i: i32, %n: i32) -> f32 {
  %0 = math.absf %x : f32
  %1 = math.sqrt %0 : f32
  %2 = math.exp %1 fastmath<fast> : f32
  %3 = math.exp2 %2 : f32
  %4 = math.log %3 : f32
  %5 = math.log2 %4 : f32
  %6 = math.log10 %5 : f32
  %7 = math.sin %6 : f32
  %8 = math.cos %7 : f32
  %9 = math.floor %8 : f32
  %10 = math.ceil %9 : f32
  %11 = math.round %10 : f32
  %12 = math.roundeven %11 : f32
  %13 = math.trunc %12 : f32
  %14 = math.copysign %13, %y : f32
  %15 = math.fma %14, %y, %z : f32
  %16 = math.powf %15, %y : f32
  %17 = math.fpowi %16, %i : f32, i32
  %18 = math.ctlz %i : i32
  %19 = math.cttz %18 : i32
  %20 = math.ctpop %19 : i32
  %21 = math.absi %20 : i32
  %22 = math.expm1 %17 : f32
  %23 = math.log1p %22 : f32
  %24 = math.rsqrt %23 : f32
  %25 = math.tanh %24 : f32
  return %25 : f32
}

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[V0:.*]] = llvm.intr.fabs(%arg0)  : (f32) -> f32
// CHECK-NEXT: %[[V1:.*]] = llvm.intr.sqrt(%[[V0]])  : (f32) -> f32
// CHECK-NEXT: %[[V2:.*]] = llvm.intr.exp(%[[V1]])  {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %[[V3:.*]] = llvm.intr.exp2(%[[V2]])  : (f32) -> f32
// CHECK-NEXT: %[[V4:.*]] = llvm.intr.log(%[[V3]])  : (f32) -> f32
// CHECK-NEXT: %[[V5:.*]] = llvm.intr.log2(%[[V4]])  : (f32) -> f32
// CHECK-NEXT: %[[V6:.*]] = llvm.intr.log10(%[[V5]])  : (f32) -> f32
// CHECK-NEXT: %[[V7:.*]] = llvm.intr.sin(%[[V6]])  : (f32) -> f32
// CHECK-NEXT: %[[V8:.*]] = llvm.intr.cos(%[[V7]])  : (f32) -> f32
// CHECK-NEXT: %[[V9:.*]] = llvm.intr.floor(%[[V8]])  : (f32) -> f32
// CHECK-NEXT: %[[V10:.*]] = llvm.intr.ceil(%[[V9]])  : (f32) -> f32
// CHECK-NEXT: %[[V11:.*]] = llvm.intr.round(%[[V10]])  : (f32) -> f32
// CHECK-NEXT: %[[V12:.*]] = llvm.intr.roundeven(%[[V11]])  : (f32) -> f32
// CHECK-NEXT: %[[V13:.*]] = llvm.intr.trunc(%[[V12]])  : (f32) -> f32
// CHECK-NEXT: %[[V14:.*]] = llvm.intr.copysign(%[[V13]], %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %[[V15:.*]] = llvm.intr.fma(%[[V14]], %arg1, %arg2)  : (f32, f32, f32) -> f32
// CHECK-NEXT: %[[V16:.*]] = llvm.intr.pow(%[[V15]], %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %[[V17:.*]] = llvm.intr.powi(%[[V16]], %arg3)  : (f32, i32) -> f32
// CHECK-NEXT: %[[V18:.*]] = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %[[V19:.*]] = "llvm.intr.cttz"(%[[V18]]) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %[[V20:.*]] = llvm.intr.ctpop(%[[V19]])  : (i32) -> i32
// CHECK-NEXT: %[[V21:.*]] = "llvm.intr.abs"(%[[V20]]) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %[[V22:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %[[V23:.*]] = llvm.intr.exp(%[[V17]])  : (f32) -> f32
// CHECK-NEXT: %[[V24:.*]] = llvm.fsub %[[V23]], %[[V22]]  : f32
// CHECK-NEXT: %[[V25:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %[[V26:.*]] = llvm.fadd %[[V25]], %[[V24]]  : f32
// CHECK-NEXT: %[[V27:.*]] = llvm.intr.log(%[[V26]])  : (f32) -> f32
// CHECK-NEXT: %[[V28:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %[[V29:.*]] = llvm.intr.sqrt(%[[V27]])  : (f32) -> f32
// CHECK-NEXT: %[[V30:.*]] = llvm.fdiv %[[V28]], %[[V29]]  : f32
// CHECK-NEXT: %[[V31:.*]] = math.tanh %[[V30]] : f32
// CHECK-NEXT: return %[[V31]] : f32
