// RUN: rulir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: mlir-translate-19 --mlir-to-llvmir %s | FileCheck %s
// llvm.intr.* ops: declared through LLVMLookupIntrinsicID and
// LLVMGetIntrinsicDeclaration with their overload types, immediate
// arguments from properties, fast-math flags; llvm.call_intrinsic.

// CHECK-LABEL: define void @intrinsics(float %0, double %1, i32 %2, i64 %3, ptr %4, <4 x i32> %5, <4 x float> %6)
llvm.func @intrinsics(%f: f32, %d: f64, %i: i32, %l: i64, %p: !llvm.ptr, %v: vector<4xi32>, %vf: vector<4xf32>) {
  // CHECK-NEXT: %8 = call float @llvm.fabs.f32(float %0)
  %0 = llvm.intr.fabs(%f) : (f32) -> f32
  // CHECK-NEXT: %9 = call fast double @llvm.sqrt.f64(double %1)
  %1 = llvm.intr.sqrt(%d) {fastmathFlags = #llvm.fastmath<fast>} : (f64) -> f64
  // CHECK-NEXT: %10 = call double @llvm.pow.f64(double %9, double %1)
  %2 = llvm.intr.pow(%1, %d) : (f64, f64) -> f64
  // CHECK-NEXT: %11 = call float @llvm.fma.f32(float %8, float %0, float %0)
  %3 = llvm.intr.fma(%0, %f, %f) : (f32, f32, f32) -> f32
  // CHECK-NEXT: %12 = call double @llvm.powi.f64.i32(double %10, i32 %2)
  %4 = llvm.intr.powi(%2, %i) : (f64, i32) -> f64
  // CHECK-NEXT: %13 = call i64 @llvm.lround.i64.f64(double %12)
  %5 = llvm.intr.lround(%4) : (f64) -> i64
  // CHECK-NEXT: %14 = call i32 @llvm.ctlz.i32(i32 %2, i1 false)
  %6 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  // CHECK-NEXT: %15 = call i64 @llvm.cttz.i64(i64 %3, i1 true)
  %7 = "llvm.intr.cttz"(%l) <{is_zero_poison = true}> : (i64) -> i64
  // CHECK-NEXT: %16 = call i32 @llvm.abs.i32(i32 %14, i1 false)
  %8 = "llvm.intr.abs"(%6) <{is_int_min_poison = false}> : (i32) -> i32
  // CHECK-NEXT: %17 = call i32 @llvm.ctpop.i32(i32 %16)
  %9 = llvm.intr.ctpop(%8) : (i32) -> i32
  // CHECK-NEXT: %18 = call i32 @llvm.smax.i32(i32 %17, i32 %2)
  %10 = llvm.intr.smax(%9, %i) : (i32, i32) -> i32
  // CHECK-NEXT: %19 = call i32 @llvm.fshl.i32(i32 %18, i32 %2, i32 %17)
  %11 = llvm.intr.fshl(%10, %i, %9) : (i32, i32, i32) -> i32
  // CHECK-NEXT: %20 = call i32 @llvm.uadd.sat.i32(i32 %19, i32 %2)
  %12 = llvm.intr.uadd.sat(%11, %i) : (i32, i32) -> i32
  // CHECK-NEXT: %21 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %20, i32 %2)
  %13 = "llvm.intr.smul.with.overflow"(%12, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  // CHECK-NEXT: %22 = call i1 @llvm.is.fpclass.f32(float %11, i32 3)
  %14 = "llvm.intr.is.fpclass"(%3) <{bit = 3 : i32}> : (f32) -> i1
  // CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %4, ptr %4, i64 %13, i1 false)
  "llvm.intr.memcpy"(%p, %p, %5) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  // CHECK-NEXT: call void @llvm.memset.p0.i32(ptr %4, i8 0, i32 %2, i1 true)
  %z = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%p, %z, %i) <{isVolatile = true}> : (!llvm.ptr, i8, i32) -> ()
  // CHECK-NEXT: %23 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %5)
  %15 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
  // CHECK-NEXT: %24 = call float @llvm.vector.reduce.fadd.v4f32(float %0, <4 x float> %6)
  %16 = "llvm.intr.vector.reduce.fadd"(%f, %vf) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
  // CHECK-NEXT: %25 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %6)
  %17 = llvm.intr.vector.reduce.fmax(%vf) : (vector<4xf32>) -> f32
  // CHECK-NEXT: %26 = call ptr @llvm.stacksave.p0()
  %18 = llvm.intr.stacksave : !llvm.ptr
  // CHECK-NEXT: call void @llvm.stackrestore.p0(ptr %26)
  llvm.intr.stackrestore %18 : !llvm.ptr
  // CHECK-NEXT: call void @llvm.lifetime.start.p0(i64 16, ptr %4)
  llvm.intr.lifetime.start 16, %p : !llvm.ptr
  // CHECK-NEXT: call void @llvm.assume(i1 %22)
  "llvm.intr.assume"(%14) : (i1) -> ()
  // CHECK-NEXT: %27 = call i32 @llvm.expect.i32(i32 %2, i32 1)
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %19 = llvm.intr.expect %i, %c1 : i32
  // CHECK-NEXT: %28 = call i32 @llvm.bswap.i32(i32 %27)
  %20 = llvm.call_intrinsic "llvm.bswap"(%19) : (i32) -> i32
  // CHECK-NEXT: call void @llvm.trap()
  "llvm.intr.trap"() : () -> ()
  llvm.return
}
