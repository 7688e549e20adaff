// RUN: rulir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: mlir-translate-19 --mlir-to-llvmir %s | FileCheck %s
// Integer and float arithmetic with overflow and fast-math flags,
// comparisons, select and freeze.

// CHECK-LABEL: define i32 @int_ops(i32 %0, i32 %1)
llvm.func @int_ops(%a: i32, %b: i32) -> i32 {
  // CHECK-NEXT: %3 = add i32 %0, %1
  %0 = llvm.add %a, %b : i32
  // CHECK-NEXT: %4 = add nsw i32 %3, %1
  %1 = llvm.add %0, %b overflow<nsw> : i32
  // CHECK-NEXT: %5 = sub nuw i32 %4, %0
  %2 = llvm.sub %1, %a overflow<nuw> : i32
  // CHECK-NEXT: %6 = mul nuw nsw i32 %5, %5
  %3 = llvm.mul %2, %2 overflow<nsw, nuw> : i32
  // CHECK-NEXT: %7 = shl nsw i32 %6, %1
  %4 = llvm.shl %3, %b overflow<nsw> : i32
  // CHECK-NEXT: %8 = udiv i32 %7, %1
  %5 = llvm.udiv %4, %b : i32
  // CHECK-NEXT: %9 = sdiv i32 %8, %1
  %6 = llvm.sdiv %5, %b : i32
  // CHECK-NEXT: %10 = urem i32 %9, %1
  %7 = llvm.urem %6, %b : i32
  // CHECK-NEXT: %11 = srem i32 %10, %1
  %8 = llvm.srem %7, %b : i32
  // CHECK-NEXT: %12 = and i32 %11, %0
  %9 = llvm.and %8, %a : i32
  // CHECK-NEXT: %13 = or i32 %12, %0
  %10 = llvm.or %9, %a : i32
  // CHECK-NEXT: %14 = xor i32 %13, %0
  %11 = llvm.xor %10, %a : i32
  // CHECK-NEXT: %15 = lshr i32 %14, %1
  %12 = llvm.lshr %11, %b : i32
  // CHECK-NEXT: %16 = ashr i32 %15, %1
  %13 = llvm.ashr %12, %b : i32
  // CHECK-NEXT: ret i32 %16
  llvm.return %13 : i32
}

// CHECK-LABEL: define double @float_ops(double %0, double %1)
llvm.func @float_ops(%a: f64, %b: f64) -> f64 {
  // CHECK-NEXT: %3 = fadd double %0, %1
  %0 = llvm.fadd %a, %b : f64
  // CHECK-NEXT: %4 = fsub fast double %3, %1
  %1 = llvm.fsub %0, %b {fastmathFlags = #llvm.fastmath<fast>} : f64
  // CHECK-NEXT: %5 = fmul nnan ninf double %4, %0
  %2 = llvm.fmul %1, %a {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
  // CHECK-NEXT: %6 = fdiv nsz arcp double %5, %1
  %3 = llvm.fdiv %2, %b {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
  // CHECK-NEXT: %7 = frem contract afn double %6, %1
  %4 = llvm.frem %3, %b {fastmathFlags = #llvm.fastmath<contract, afn>} : f64
  // CHECK-NEXT: %8 = fneg reassoc double %7
  %5 = llvm.fneg %4 {fastmathFlags = #llvm.fastmath<reassoc>} : f64
  // CHECK-NEXT: ret double %8
  llvm.return %5 : f64
}

// CHECK-LABEL: define i1 @compare(i64 %0, i64 %1, float %2, float %3)
llvm.func @compare(%a: i64, %b: i64, %x: f32, %y: f32) -> i1 {
  // CHECK-NEXT: %5 = icmp eq i64 %0, %1
  // CHECK-NEXT: %6 = icmp ne i64 %0, %1
  // CHECK-NEXT: %7 = icmp slt i64 %0, %1
  // CHECK-NEXT: %8 = icmp sle i64 %0, %1
  // CHECK-NEXT: %9 = icmp sgt i64 %0, %1
  // CHECK-NEXT: %10 = icmp sge i64 %0, %1
  // CHECK-NEXT: %11 = icmp ult i64 %0, %1
  // CHECK-NEXT: %12 = icmp ule i64 %0, %1
  // CHECK-NEXT: %13 = icmp ugt i64 %0, %1
  // CHECK-NEXT: %14 = icmp uge i64 %0, %1
  %0 = llvm.icmp "eq" %a, %b : i64
  %1 = llvm.icmp "ne" %a, %b : i64
  %2 = llvm.icmp "slt" %a, %b : i64
  %3 = llvm.icmp "sle" %a, %b : i64
  %4 = llvm.icmp "sgt" %a, %b : i64
  %5 = llvm.icmp "sge" %a, %b : i64
  %6 = llvm.icmp "ult" %a, %b : i64
  %7 = llvm.icmp "ule" %a, %b : i64
  %8 = llvm.icmp "ugt" %a, %b : i64
  %9 = llvm.icmp "uge" %a, %b : i64
  // CHECK-NEXT: %15 = fcmp false float %2, %3
  // CHECK-NEXT: %16 = fcmp oeq float %2, %3
  // CHECK-NEXT: %17 = fcmp ogt float %2, %3
  // CHECK-NEXT: %18 = fcmp oge float %2, %3
  // CHECK-NEXT: %19 = fcmp olt float %2, %3
  // CHECK-NEXT: %20 = fcmp ole float %2, %3
  // CHECK-NEXT: %21 = fcmp one float %2, %3
  // CHECK-NEXT: %22 = fcmp ord float %2, %3
  // CHECK-NEXT: %23 = fcmp ueq float %2, %3
  // CHECK-NEXT: %24 = fcmp ugt float %2, %3
  // CHECK-NEXT: %25 = fcmp uge float %2, %3
  // CHECK-NEXT: %26 = fcmp ult float %2, %3
  // CHECK-NEXT: %27 = fcmp ule float %2, %3
  // CHECK-NEXT: %28 = fcmp une float %2, %3
  // CHECK-NEXT: %29 = fcmp uno float %2, %3
  // CHECK-NEXT: %30 = fcmp true float %2, %3
  // CHECK-NEXT: %31 = fcmp nnan olt float %2, %3
  %10 = llvm.fcmp "_false" %x, %y : f32
  %11 = llvm.fcmp "oeq" %x, %y : f32
  %12 = llvm.fcmp "ogt" %x, %y : f32
  %13 = llvm.fcmp "oge" %x, %y : f32
  %14 = llvm.fcmp "olt" %x, %y : f32
  %15 = llvm.fcmp "ole" %x, %y : f32
  %16 = llvm.fcmp "one" %x, %y : f32
  %17 = llvm.fcmp "ord" %x, %y : f32
  %18 = llvm.fcmp "ueq" %x, %y : f32
  %19 = llvm.fcmp "ugt" %x, %y : f32
  %20 = llvm.fcmp "uge" %x, %y : f32
  %21 = llvm.fcmp "ult" %x, %y : f32
  %22 = llvm.fcmp "ule" %x, %y : f32
  %23 = llvm.fcmp "une" %x, %y : f32
  %24 = llvm.fcmp "uno" %x, %y : f32
  %25 = llvm.fcmp "_true" %x, %y : f32
  %26 = llvm.fcmp "olt" %x, %y {fastmathFlags = #llvm.fastmath<nnan>} : f32
  // CHECK-NEXT: %32 = select i1 %5, i1 %15, i1 %31
  %27 = llvm.select %0, %10, %26 : i1, i1
  // CHECK-NEXT: %33 = freeze i1 %32
  %28 = llvm.freeze %27 : i1
  // CHECK-NEXT: %34 = select nnan i1 %33, float %2, float %3
  %29 = llvm.select %28, %x, %y {fastmathFlags = #llvm.fastmath<nnan>} : i1, f32
  // CHECK-NEXT: ret i1 %33
  llvm.return %28 : i1
}
