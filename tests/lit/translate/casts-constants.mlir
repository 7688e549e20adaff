// RUN: rulir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: mlir-translate-19 --mlir-to-llvmir %s | FileCheck %s
// Every cast; constants of each kind (integers, floats of several formats,
// dense vectors, splats, undef, poison, zero).

// CHECK-LABEL: define void @casts(i32 %0, double %1, ptr %2)
llvm.func @casts(%i: i32, %d: f64, %p: !llvm.ptr) {
  // CHECK-NEXT: %4 = trunc i32 %0 to i8
  %0 = llvm.trunc %i : i32 to i8
  // CHECK-NEXT: %5 = zext i8 %4 to i64
  %1 = llvm.zext %0 : i8 to i64
  // CHECK-NEXT: %6 = sext i32 %0 to i64
  %2 = llvm.sext %i : i32 to i64
  // CHECK-NEXT: %7 = fptrunc double %1 to float
  %3 = llvm.fptrunc %d : f64 to f32
  // CHECK-NEXT: %8 = fpext float %7 to double
  %4 = llvm.fpext %3 : f32 to f64
  // CHECK-NEXT: %9 = fptosi double %8 to i32
  %5 = llvm.fptosi %4 : f64 to i32
  // CHECK-NEXT: %10 = fptoui float %7 to i16
  %6 = llvm.fptoui %3 : f32 to i16
  // CHECK-NEXT: %11 = sitofp i32 %9 to half
  %7 = llvm.sitofp %5 : i32 to f16
  // CHECK-NEXT: %12 = uitofp i16 %10 to bfloat
  %8 = llvm.uitofp %6 : i16 to bf16
  // CHECK-NEXT: %13 = bitcast double %1 to i64
  %9 = llvm.bitcast %d : f64 to i64
  // CHECK-NEXT: %14 = ptrtoint ptr %2 to i64
  %10 = llvm.ptrtoint %p : !llvm.ptr to i64
  // CHECK-NEXT: %15 = inttoptr i64 %14 to ptr
  %11 = llvm.inttoptr %10 : i64 to !llvm.ptr
  // CHECK-NEXT: %16 = addrspacecast ptr %15 to ptr addrspace(1)
  %12 = llvm.addrspacecast %11 : !llvm.ptr to !llvm.ptr<1>
  // CHECK-NEXT: ret void
  llvm.return
}

llvm.func @sink(i64, f64, f32, f16, bf16, i1, i128, vector<4xi32>, vector<2xf64>, !llvm.ptr, !llvm.struct<(i32, f32)>, vector<4xi32>)

// CHECK-LABEL: define void @constants()
// CHECK-NEXT: call void @sink(i64 -42, double 1.500000e+00, float 0x3FB99999A0000000, half 0xH3C00, bfloat 0xR4049, i1 true, i128 170141183460469231731687303715884105727, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <2 x double> <double 2.500000e-01, double 2.500000e-01>, ptr null, { i32, float } undef, <4 x i32> poison)
llvm.func @constants() {
  %0 = llvm.mlir.constant(-42 : i64) : i64
  %1 = llvm.mlir.constant(1.5 : f64) : f64
  %2 = llvm.mlir.constant(0.1 : f32) : f32
  %3 = llvm.mlir.constant(1.0 : f16) : f16
  %4 = llvm.mlir.constant(3.140625 : bf16) : bf16
  %5 = llvm.mlir.constant(true) : i1
  %6 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %7 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %8 = llvm.mlir.constant(dense<2.500000e-01> : vector<2xf64>) : vector<2xf64>
  %9 = llvm.mlir.zero : !llvm.ptr
  %10 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %11 = llvm.mlir.poison : vector<4xi32>
  llvm.call @sink(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (i64, f64, f32, f16, bf16, i1, i128, vector<4xi32>, vector<2xf64>, !llvm.ptr, !llvm.struct<(i32, f32)>, vector<4xi32>) -> ()
  llvm.return
}

// An index-typed attribute for an i64 constant, and NaN and infinity bits kept.
// CHECK-LABEL: define i64 @index_constant()
// CHECK-NEXT: ret i64 7
llvm.func @index_constant() -> i64 {
  %0 = llvm.mlir.constant(7 : index) : i64
  llvm.return %0 : i64
}
// CHECK-LABEL: define double @nan()
// CHECK-NEXT: ret double 0x7FF8000000000001
llvm.func @nan() -> f64 {
  %0 = llvm.mlir.constant(0x7FF8000000000001 : f64) : f64
  llvm.return %0 : f64
}
// CHECK-LABEL: define float @neg_inf()
// CHECK-NEXT: ret float 0xFFF0000000000000
llvm.func @neg_inf() -> f32 {
  %0 = llvm.mlir.constant(0xFF800000 : f32) : f32
  llvm.return %0 : f32
}
