// RUN: rulir-run %s -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-run %s -e main -entry-point-result=void -O2 --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-translate --mlir-to-llvmir %s -o %t.ll
// RUN: mlir-cpu-runner-19 %s -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines
// tests/canon/gen.py --math program p007 (--seed 1) lowered by mlir-opt-19 with tests/diff/run-llvm.sh's pipeline.
// Test input generated once by: mlir-opt-19 --convert-math-to-llvm --convert-math-to-funcs --convert-math-to-libm --convert-arith-to-llvm --arith-expand --convert-to-llvm --reconcile-unrealized-casts on tests/canon/gen.py --math -n 300 --seed 1 output p007.mlir (what make check-diff-llvm generates).
// Expected output: mlir-cpu-runner-19 on the same input.

// CHECK: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 4611686018427387904
// CHECK-NEXT: -4611686018427387904
// CHECK-NEXT: 0
// CHECK-NEXT: -9223372036854775805
// CHECK-NEXT: 0
// CHECK-NEXT: 4611686018427388055
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 4611686018427388055
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 229
// CHECK-NEXT: 272
// CHECK-NEXT: 272
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: 0
// CHECK-NEXT: 273
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: 7
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 272
// CHECK-NEXT: 1.1
// CHECK-NEXT: -0.617257
// CHECK-NEXT: 1343554297
// CHECK-NEXT: 4289859091
// CHECK-NEXT: 173
// CHECK-NEXT: 44
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 272
// CHECK-NEXT: 272
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: 0
// CHECK-NEXT: 313
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: 7
// CHECK-NEXT: 0
// CHECK-NEXT: 41
// CHECK-NEXT: 2
// CHECK-NEXT: 272
// CHECK-NEXT: 1.1
// CHECK-NEXT: -0.617257
// CHECK-NEXT: 1343554297
// CHECK-NEXT: 4289859091
// CHECK-NEXT: 173
// CHECK-NEXT: 44
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 8
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 3286007808
// CHECK-NEXT: -42
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 5
// CHECK-NEXT: 255
// CHECK-NEXT: 137
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 7
// CHECK-NEXT: 4611686018427387903
// CHECK-NEXT: 1132855296
// CHECK-NEXT: -35
// CHECK-NEXT: 0
// CHECK-NEXT: 7
// CHECK-NEXT: 9223372036854775807
// CHECK-NEXT: 14
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 5
// CHECK-NEXT: 255
// CHECK-NEXT: 137
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 4611686018427388055
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 4611686018427388055
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 9223372036854775807
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 7

module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @k0(%arg0: i32) {
    %0 = llvm.mlir.constant(272 : i32) : i32
    %1 = llvm.mlir.constant(272 : i32) : i32
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(91 : i32) : i32
    %6 = llvm.icmp "sle" %1, %5 : i32
    %7 = llvm.mlir.constant(5 : i32) : i32
    %8 = llvm.urem %1, %7  : i32
    llvm.switch %8 : i32, ^bb1 [
      1: ^bb2,
      4294967295: ^bb3(%1 : i32)
    ]
  ^bb1:  // pred: ^bb0
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb3(%3 : i32)
  ^bb2:  // pred: ^bb0
    %11 = llvm.mlir.constant(-9.240800e+02 : f64) : f64
    %12 = llvm.mlir.constant(9.240800e+02 : f64) : f64
    %13 = llvm.icmp "sgt" %6, %2 : i1
    llvm.br ^bb3(%1 : i32)
  ^bb3(%14: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
    %15 = llvm.or %arg0, %1  : i32
    %16 = llvm.mlir.constant(0 : i32) : i32
    %17 = llvm.mlir.constant(1.000000e-01 : f32) : f32
    %18 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %19 = llvm.mlir.constant(1.100000e+00 : f32) : f32
    %20 = llvm.mlir.constant(-1 : i32) : i32
    %21 = llvm.mlir.constant(-83 : i8) : i8
    %22 = llvm.mlir.constant(0 : i8) : i8
    %23 = llvm.icmp "ult" %6, %2 : i1
    %24 = llvm.mlir.constant(1 : i32) : i32
    %25 = llvm.or %1, %24  : i32
    %26 = llvm.mlir.constant(7 : i32) : i32
    %27 = llvm.mlir.constant(-653850141 : i32) : i32
    %28 = llvm.mlir.constant(7 : i32) : i32
    %29 = llvm.mlir.constant(-6.172570e-01 : f32) : f32
    %30 = llvm.mlir.constant(5 : i32) : i32
    %31 = llvm.urem %14, %30  : i32
    %32 = llvm.mlir.constant(255 : i32) : i32
    %33 = llvm.srem %arg0, %32  : i32
    %34 = llvm.mlir.constant(2 : i16) : i16
    %35 = llvm.mlir.constant(4 : i16) : i16
    %36 = llvm.mlir.constant(2 : i16) : i16
    llvm.switch %36 : i16, ^bb4 [
      2: ^bb5,
      1: ^bb6,
      3: ^bb7
    ]
  ^bb4:  // pred: ^bb3
    %37 = "llvm.intr.cttz"(%21) <{is_zero_poison = false}> : (i8) -> i8
    %38 = llvm.mlir.constant(true) : i1
    %39 = llvm.sub %38, %23 : i1
    %40 = llvm.mlir.constant(false) : i1
    %41 = llvm.sub %40, %39 : i1
    llvm.br ^bb8(%31, %19 : i32, f32)
  ^bb5:  // pred: ^bb3
    llvm.br ^bb8(%1, %19 : i32, f32)
  ^bb6:  // pred: ^bb3
    %42 = llvm.mlir.constant(22 : i32) : i32
    %43 = llvm.add %8, %42 : i32
    %44 = llvm.mlir.constant(-2 : i32) : i32
    %45 = llvm.add %43, %44 : i32
    %46 = llvm.fneg %19  : f32
    %47 = llvm.mlir.constant(100 : i32) : i32
    %48 = llvm.icmp "ule" %8, %47 : i32
    llvm.br ^bb8(%45, %46 : i32, f32)
  ^bb7:  // pred: ^bb3
    %49 = llvm.icmp "sle" %23, %2 : i1
    %50 = llvm.sub %15, %26 : i32
    %51 = llvm.mlir.constant(1 : i32) : i32
    %52 = llvm.intr.powi(%19, %51)  : (f32, i32) -> f32
    llvm.br ^bb8(%1, %19 : i32, f32)
  ^bb8(%53: i32, %54: f32):  // 4 preds: ^bb4, ^bb5, ^bb6, ^bb7
    %55 = llvm.mlir.constant(527301.99399009952 : f64) : f64
    %56 = llvm.mlir.constant(-5.750000e+02 : f64) : f64
    %57 = llvm.intr.fma(%55, %55, %56)  : (f64, f64, f64) -> f64
    %58 = llvm.mlir.constant(1.000000e+10 : f32) : f32
    %59 = llvm.fdiv %19, %58  : f32
    %60 = "llvm.intr.ctlz"(%6) <{is_zero_poison = false}> : (i1) -> i1
    %61 = llvm.mlir.constant(134 : i32) : i32
    %62 = "llvm.intr.uadd.with.overflow"(%28, %61) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %63 = llvm.extractvalue %62[0] : !llvm.struct<(i32, i1)> 
    %64 = llvm.extractvalue %62[1] : !llvm.struct<(i32, i1)> 
    %65 = llvm.select %64, %19, %29 : i1, f32
    %66 = llvm.mlir.constant(1 : i32) : i32
    %67 = llvm.ashr %63, %66  : i32
    %68 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %69 = llvm.mlir.constant(1.000000e+10 : f32) : f32
    %70 = llvm.mlir.constant(173 : i64) : i64
    %71 = llvm.ashr %27, %28  : i32
    %72 = llvm.mlir.constant(true) : i1
    %73 = llvm.mlir.constant(false) : i1
    %74 = llvm.mlir.constant(60 : index) : i64
    %75 = llvm.mlir.constant(-1068198823220060987 : index) : i64
    %76 = llvm.mlir.constant(true) : i1
    %77 = llvm.mlir.constant(127 : i8) : i8
    %78 = llvm.mlir.constant(44 : i8) : i8
    %79 = llvm.mlir.constant(true) : i1
    %80 = llvm.mlir.constant(5 : i8) : i8
    %81 = llvm.mlir.constant(35 : i8) : i8
    %82 = llvm.zext %1 : i32 to i64
    llvm.call @printI64(%82) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %83 = llvm.sext %1 : i32 to i64
    llvm.call @printI64(%83) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %84 = llvm.zext %6 : i1 to i64
    llvm.call @printI64(%84) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %85 = llvm.sext %8 : i32 to i64
    llvm.call @printI64(%85) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %86 = llvm.sext %14 : i32 to i64
    llvm.call @printI64(%86) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %87 = llvm.sext %15 : i32 to i64
    llvm.call @printI64(%87) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %88 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @printI64(%88) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %89 = llvm.zext %8 : i32 to i64
    llvm.call @printI64(%89) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %90 = llvm.sext %28 : i32 to i64
    llvm.call @printI64(%90) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %91 = llvm.zext %31 : i32 to i64
    llvm.call @printI64(%91) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %92 = llvm.zext %33 : i32 to i64
    llvm.call @printI64(%92) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %93 = llvm.sext %36 : i16 to i64
    llvm.call @printI64(%93) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %94 = llvm.zext %53 : i32 to i64
    llvm.call @printI64(%94) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printF32(%54) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printF32(%65) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %95 = llvm.bitcast %69 : f32 to i32
    %96 = llvm.zext %95 : i32 to i64
    llvm.call @printI64(%96) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %97 = llvm.zext %71 : i32 to i64
    llvm.call @printI64(%97) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %98 = llvm.mlir.constant(173 : i64) : i64
    llvm.call @printI64(%98) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %99 = llvm.zext %78 : i8 to i64
    llvm.call @printI64(%99) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %100 = llvm.zext %79 : i1 to i64
    llvm.call @printI64(%100) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %101 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @printI64(%101) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @k1(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: i32) -> i32 {
    %0 = llvm.and %arg0, %arg1  : i64
    %1 = llvm.sub %arg1, %arg0 : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.or %arg3, %arg3  : i32
    %4 = llvm.mlir.constant(1 : i64) : i64
    %5 = llvm.ashr %arg1, %4  : i64
    %6 = llvm.mlir.constant(0 : i16) : i16
    %7 = llvm.mlir.constant(72 : i16) : i16
    %8 = llvm.mlir.constant(0 : i16) : i16
    %9 = llvm.intr.ceil(%arg2)  : (f32) -> f32
    %10 = llvm.mlir.constant(1.000000e-01 : f32) : f32
    %11 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %12 = llvm.mlir.constant(2 : i64) : i64
    %13 = llvm.mlir.constant(0 : i64) : i64
    %14 = llvm.icmp "eq" %arg1, %13 : i64
    %15 = llvm.mlir.constant(1 : i64) : i64
    %16 = llvm.sub %arg1, %15 : i64
    %17 = llvm.udiv %16, %12  : i64
    %18 = llvm.add %17, %15 : i64
    %19 = llvm.select %14, %13, %18 : i1, i64
    %20 = llvm.sitofp %0 : i64 to f32
    %21 = llvm.mlir.constant(5 : i32) : i32
    %22 = llvm.add %arg3, %21 : i32
    %23 = llvm.mlir.constant(-47 : i32) : i32
    %24 = llvm.add %22, %23 : i32
    %25 = llvm.mlir.constant(0 : i64) : i64
    %26 = llvm.mlir.constant(false) : i1
    llvm.cond_br %26, ^bb1, ^bb2(%8, %3 : i16, i32)
  ^bb1:  // pred: ^bb0
    %27 = llvm.mlir.constant(true) : i1
    %28 = llvm.mlir.constant(false) : i1
    %29 = llvm.mlir.constant(5.312590e+02 : f64) : f64
    %30 = llvm.mlir.constant(2.550000e+02 : f64) : f64
    %31 = llvm.add %5, %1 : i64
    %32 = llvm.mlir.constant(-2.523350e+02 : f32) : f32
    %33 = llvm.intr.maximum(%arg2, %32)  : (f32, f32) -> f32
    %34 = llvm.mlir.constant(100 : i32) : i32
    %35 = llvm.add %arg3, %34 : i32
    llvm.br ^bb2(%8, %35 : i16, i32)
  ^bb2(%36: i16, %37: i32):  // 2 preds: ^bb0, ^bb1
    %38 = llvm.mlir.constant(-2 : i64) : i64
    %39 = llvm.urem %arg1, %38  : i64
    %40 = llvm.mlir.constant(-8681688110115499404 : index) : i64
    %41 = llvm.mlir.constant(5 : index) : i64
    %42 = llvm.mlir.constant(-4 : index) : i64
    %43 = llvm.mlir.constant(47 : i8) : i8
    %44 = llvm.mlir.constant(5 : i8) : i8
    %45 = llvm.mlir.constant(2 : i8) : i8
    %46 = llvm.mlir.constant(-1 : i8) : i8
    %47 = llvm.mlir.constant(7 : i32) : i32
    %48 = llvm.mlir.constant(258 : i32) : i32
    %49 = llvm.mlir.constant(7 : i32) : i32
    %50 = llvm.trunc %19 : i64 to i32
    %51 = llvm.add %arg3, %3 overflow<nuw> : i32
    %52 = llvm.mlir.constant(true) : i1
    %53 = llvm.mlir.constant(false) : i1
    %54 = llvm.mlir.constant(137 : i64) : i64
    %55 = llvm.mlir.constant(100 : i64) : i64
    %56 = llvm.mlir.constant(237 : i64) : i64
    %57 = llvm.mlir.constant(-4865161996329632329 : i64) : i64
    %58 = llvm.mlir.constant(-3 : i64) : i64
    %59 = llvm.mlir.constant(1621720665443210776 : i64) : i64
    %60 = llvm.mlir.constant(0 : i32) : i32
    llvm.call @printI64(%arg0) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %61 = llvm.sext %arg3 : i32 to i64
    llvm.call @printI64(%61) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%5) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %62 = llvm.bitcast %9 : f32 to i32
    %63 = llvm.zext %62 : i32 to i64
    llvm.call @printI64(%63) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %64 = llvm.sext %24 : i32 to i64
    llvm.call @printI64(%64) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %65 = llvm.sext %36 : i16 to i64
    llvm.call @printI64(%65) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %66 = llvm.sext %37 : i32 to i64
    llvm.call @printI64(%66) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%39) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %67 = llvm.sext %51 : i32 to i64
    llvm.call @printI64(%67) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %68 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @printI64(%68) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %69 = llvm.zext %60 : i32 to i64
    llvm.call @printI64(%69) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %70 = llvm.mlir.constant(5 : i64) : i64
    llvm.call @printI64(%70) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %71 = llvm.mlir.constant(255 : i64) : i64
    llvm.call @printI64(%71) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%54) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return %60 : i32
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(4611686018427387904 : index) : i64
    %1 = llvm.mlir.constant(false) : i1
    llvm.cond_br %1, ^bb1(%0, %1 : i64, i1), ^bb2
  ^bb1(%2: i64, %3: i1):  // pred: ^bb0
    %4 = llvm.mlir.constant(-9223372036854775808 : index) : i64
    %5 = llvm.mlir.constant(-3 : index) : i64
    %6 = llvm.mlir.constant(3074457345618258602 : index) : i64
    %7 = llvm.add %2, %0 : i64
    llvm.br ^bb3(%3, %7 : i1, i64)
  ^bb2:  // pred: ^bb0
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = llvm.sub %0, %8 overflow<nuw> : i64
    %10 = llvm.mlir.constant(0 : index) : i64
    llvm.br ^bb3(%1, %9 : i1, i64)
  ^bb3(%11: i1, %12: i64):  // 2 preds: ^bb1, ^bb2
    %13 = llvm.mlir.constant(219136539855121001 : index) : i64
    %14 = llvm.mul %12, %13 : i64
    %15 = llvm.mlir.constant(9223372036854775807 : index) : i64
    %16 = llvm.mul %14, %15 : i64
    %17 = llvm.mlir.constant(true) : i1
    %18 = llvm.mlir.constant(false) : i1
    %19 = llvm.mlir.constant(3 : i64) : i64
    %20 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %21 = llvm.mlir.constant(-9223372036854775805 : i64) : i64
    %22 = llvm.mlir.constant(229 : index) : i64
    %23 = llvm.mlir.constant(16 : index) : i64
    %24 = llvm.mlir.constant(245 : index) : i64
    %25 = llvm.mlir.constant(false) : i1
    llvm.cond_br %25, ^bb4, ^bb5(%21 : i64)
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%21 : i64)
  ^bb5(%26: i64):  // 2 preds: ^bb3, ^bb4
    %27 = llvm.mlir.constant(3 : i64) : i64
    %28 = llvm.mlir.constant(37 : i64) : i64
    %29 = llvm.mlir.constant(0 : i64) : i64
    %30 = llvm.icmp "sgt" %12, %14 : i64
    %31 = llvm.mlir.constant(151 : index) : i64
    %32 = llvm.sub %31, %16 : i64
    %33 = llvm.mlir.constant(-1013852975 : i32) : i32
    %34 = llvm.mlir.constant(7 : i32) : i32
    %35 = llvm.mlir.constant(1 : i32) : i32
    %36 = llvm.mlir.constant(0 : i32) : i32
    %37 = llvm.mlir.constant(1 : i32) : i32
    %38 = llvm.mlir.constant(-54 : i8) : i8
    llvm.br ^bb6(%36, %12, %1, %38 : i32, i64, i1, i8)
  ^bb6(%39: i32, %40: i64, %41: i1, %42: i8):  // 2 preds: ^bb5, ^bb10
    %43 = llvm.icmp "slt" %39, %35 : i32
    llvm.cond_br %43, ^bb7, ^bb11
  ^bb7:  // pred: ^bb6
    %44 = "llvm.intr.ctlz"(%42) <{is_zero_poison = false}> : (i8) -> i8
    %45 = llvm.mlir.constant(3 : i32) : i32
    %46 = llvm.udiv %35, %45  : i32
    %47 = llvm.mlir.constant(6.553600e+04 : f64) : f64
    %48 = llvm.mlir.constant(7 : i32) : i32
    %49 = llvm.mlir.constant(0 : i16) : i16
    %50 = llvm.mlir.constant(10 : i16) : i16
    %51 = llvm.mlir.constant(0 : i16) : i16
    %52 = llvm.mlir.constant(false) : i1
    llvm.cond_br %52, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %53 = llvm.mlir.constant(true) : i1
    %54 = llvm.mlir.constant(true) : i1
    %55 = llvm.mlir.constant(false) : i1
    llvm.br ^bb10(%46 : i32)
  ^bb9:  // pred: ^bb7
    %56 = llvm.mlir.constant(0 : i8) : i8
    %57 = llvm.icmp "eq" %42, %56 : i8
    %58 = llvm.mlir.constant(1 : i8) : i8
    %59 = llvm.sub %42, %58 : i8
    %60 = llvm.udiv %59, %38  : i8
    %61 = llvm.add %60, %58 : i8
    %62 = llvm.select %57, %56, %61 : i1, i8
    %63 = llvm.mlir.constant(0 : i32) : i32
    %64 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb10(%64 : i32)
  ^bb10(%65: i32):  // 2 preds: ^bb8, ^bb9
    %66 = llvm.add %39, %37 : i32
    llvm.br ^bb6(%66, %32, %52, %44 : i32, i64, i1, i8)
  ^bb11:  // pred: ^bb6
    %67 = llvm.zext %1 : i1 to i64
    llvm.call @printI64(%67) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %68 = llvm.zext %11 : i1 to i64
    llvm.call @printI64(%68) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%12) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%16) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %69 = llvm.zext %11 : i1 to i64
    llvm.call @printI64(%69) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%26) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%29) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%32) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %70 = llvm.sext %35 : i32 to i64
    llvm.call @printI64(%70) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %71 = llvm.zext %39 : i32 to i64
    llvm.call @printI64(%71) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%40) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %72 = llvm.zext %41 : i1 to i64
    llvm.call @printI64(%72) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %73 = llvm.zext %42 : i8 to i64
    llvm.call @printI64(%73) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %74 = llvm.mlir.constant(229 : i64) : i64
    llvm.call @printI64(%74) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %75 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @k0(%75) : (i32) -> ()
    %76 = llvm.mlir.constant(41 : i32) : i32
    llvm.call @k0(%76) : (i32) -> ()
    %77 = llvm.mlir.constant(8 : i64) : i64
    %78 = llvm.mlir.constant(1 : i64) : i64
    %79 = llvm.mlir.constant(-4.410000e+02 : f32) : f32
    %80 = llvm.mlir.constant(0 : i32) : i32
    %81 = llvm.call @k1(%77, %78, %79, %80) : (i64, i64, f32, i32) -> i32
    %82 = llvm.zext %81 : i32 to i64
    llvm.call @printI64(%82) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %83 = llvm.mlir.constant(0 : i64) : i64
    %84 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %85 = llvm.mlir.constant(2.678000e+02 : f32) : f32
    %86 = llvm.mlir.constant(7 : i32) : i32
    %87 = llvm.call @k1(%83, %84, %85, %86) : (i64, i64, f32, i32) -> i32
    %88 = llvm.sext %87 : i32 to i64
    llvm.call @printI64(%88) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %89 = llvm.mlir.constant(true) : i1
    %90 = llvm.mlir.constant(false) : i1
    %91 = llvm.mlir.constant(3 : i64) : i64
    %92 = llvm.mlir.constant(3 : i64) : i64
    %93 = llvm.select %30, %91, %84 : i1, i64
    %94 = llvm.select %30, %93, %92 : i1, i64
    %95 = llvm.mlir.constant(7 : i32) : i32
    %96 = llvm.and %87, %95  : i32
    %97 = llvm.mlir.constant(0 : i32) : i32
    %98 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^bb12(%97, %81, %21 : i32, i32, i64)
  ^bb12(%99: i32, %100: i32, %101: i64):  // 2 preds: ^bb11, ^bb13
    %102 = llvm.icmp "ult" %99, %96 : i32
    llvm.cond_br %102, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    %103 = llvm.mlir.constant(0 : i32) : i32
    %104 = llvm.sub %103, %100 : i32
    %105 = llvm.mlir.constant(0 : i32) : i32
    %106 = llvm.sub %105, %104 : i32
    %107 = llvm.mlir.constant(true) : i1
    %108 = llvm.mlir.constant(1 : index) : i64
    %109 = llvm.sub %84, %101 : i64
    %110 = llvm.sitofp %26 : i64 to f32
    %111 = llvm.add %99, %98 : i32
    llvm.br ^bb12(%111, %104, %109 : i32, i32, i64)
  ^bb14:  // pred: ^bb12
    %112 = llvm.zext %1 : i1 to i64
    llvm.call @printI64(%112) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %113 = llvm.zext %11 : i1 to i64
    llvm.call @printI64(%113) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%29) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%32) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %114 = llvm.zext %35 : i32 to i64
    llvm.call @printI64(%114) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %115 = llvm.zext %39 : i32 to i64
    llvm.call @printI64(%115) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%40) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %116 = llvm.zext %42 : i8 to i64
    llvm.call @printI64(%116) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %117 = llvm.zext %43 : i1 to i64
    llvm.call @printI64(%117) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %118 = llvm.zext %81 : i32 to i64
    llvm.call @printI64(%118) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%93) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %119 = llvm.sext %99 : i32 to i64
    llvm.call @printI64(%119) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %120 = llvm.sext %100 : i32 to i64
    llvm.call @printI64(%120) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %121 = llvm.mlir.constant(7 : i64) : i64
    llvm.call @printI64(%121) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

