// RUN: rulir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: rulir-translate --mlir-to-llvmir %s -O2 | FileCheck %s --check-prefix=OPT
// extractvalue/insertvalue (one index, and nested positions: one
// instruction per level, as the LLVM-C API has no multi-index form;
// mlir-translate-19 writes one instruction with all the indices, the same
// value, and LLVM folds the chain when optimizing), vectors.

// CHECK-LABEL: define { i32, { i64, [2 x float] } } @agg(i32 %0, i64 %1, float %2)
llvm.func @agg(%a: i32, %b: i64, %x: f32) -> !llvm.struct<(i32, struct<(i64, array<2 x f32>)>)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, struct<(i64, array<2 x f32>)>)>
  // CHECK-NEXT: %4 = insertvalue { i32, { i64, [2 x float] } } undef, i32 %0, 0
  %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<(i32, struct<(i64, array<2 x f32>)>)>
  // CHECK-NEXT: %5 = extractvalue { i32, { i64, [2 x float] } } %4, 1
  // CHECK-NEXT: %6 = insertvalue { i64, [2 x float] } %5, i64 %1, 0
  // CHECK-NEXT: %7 = insertvalue { i32, { i64, [2 x float] } } %4, { i64, [2 x float] } %6, 1
  %2 = llvm.insertvalue %b, %1[1, 0] : !llvm.struct<(i32, struct<(i64, array<2 x f32>)>)>
  // CHECK-NEXT: %8 = extractvalue { i32, { i64, [2 x float] } } %7, 1
  // CHECK-NEXT: %9 = extractvalue { i64, [2 x float] } %8, 1
  // CHECK-NEXT: %10 = insertvalue [2 x float] %9, float %2, 1
  // CHECK-NEXT: %11 = insertvalue { i64, [2 x float] } %8, [2 x float] %10, 1
  // CHECK-NEXT: %12 = insertvalue { i32, { i64, [2 x float] } } %7, { i64, [2 x float] } %11, 1
  %3 = llvm.insertvalue %x, %2[1, 1, 1] : !llvm.struct<(i32, struct<(i64, array<2 x f32>)>)>
  // CHECK-NEXT: %13 = extractvalue { i32, { i64, [2 x float] } } %12, 1
  // CHECK-NEXT: %14 = extractvalue { i64, [2 x float] } %13, 0
  %4 = llvm.extractvalue %3[1, 0] : !llvm.struct<(i32, struct<(i64, array<2 x f32>)>)>
  %5 = llvm.trunc %4 : i64 to i32
  %6 = llvm.insertvalue %5, %3[0] : !llvm.struct<(i32, struct<(i64, array<2 x f32>)>)>
  llvm.return %6 : !llvm.struct<(i32, struct<(i64, array<2 x f32>)>)>
}
// OPT-LABEL: define { i32, { i64, [2 x float] } } @agg(i32 %0, i64 %1, float %2)
// OPT: %[[T:.*]] = trunc i64 %1 to i32
// OPT: insertvalue { i32, { i64, [2 x float] } } {{.*}}, i32 %[[T]], 0

// CHECK-LABEL: define <4 x float> @vectors(<4 x float> %0, <4 x float> %1, float %2, i32 %3)
llvm.func @vectors(%v: vector<4xf32>, %w: vector<4xf32>, %x: f32, %i: i32) -> vector<4xf32> {
  // CHECK-NEXT: %5 = extractelement <4 x float> %0, i32 %3
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  // CHECK-NEXT: %6 = fadd float %5, %2
  %1 = llvm.fadd %0, %x : f32
  // CHECK-NEXT: %7 = insertelement <4 x float> %1, float %6, i32 %3
  %2 = llvm.insertelement %1, %w[%i : i32] : vector<4xf32>
  // CHECK-NEXT: %8 = shufflevector <4 x float> %7, <4 x float> %0, <4 x i32> <i32 0, i32 5, i32 poison, i32 3>
  %3 = llvm.shufflevector %2, %v [0, 5, -1, 3] : vector<4xf32>
  // CHECK-NEXT: %9 = fmul <4 x float> %8, %0
  %4 = llvm.fmul %3, %v : vector<4xf32>
  // CHECK-NEXT: ret <4 x float> %9
  llvm.return %4 : vector<4xf32>
}
