// RUN: rulir-run %s -e main -entry-point-result=f64 | FileCheck %s --check-prefix=F64
// RUN: rulir-run %s -e mainf -entry-point-result=f32 | FileCheck %s --check-prefix=F32
// RUN: rulir-run %s -e mainf | FileCheck %s --check-prefix=F32
// RUN: mlir-cpu-runner-19 %s -e mainf -entry-point-result=f32 | FileCheck %s --check-prefix=F32
// RUN: rulir-run %s -e bits -entry-point-result=i32 -O2 | FileCheck %s --check-prefix=I32
// Float results printed as mlir-cpu-runner prints them (%e); intrinsics.

// F64: 5.000000e+00
llvm.func @main() -> f64 {
  %a = llvm.mlir.constant(-3.0 : f64) : f64
  %b = llvm.mlir.constant(4.0 : f64) : f64
  %aa = llvm.fmul %a, %a : f64
  %bb = llvm.fmul %b, %b : f64
  %s = llvm.fadd %aa, %bb : f64
  %r = llvm.intr.sqrt(%s) : (f64) -> f64
  %x = llvm.intr.fabs(%r) : (f64) -> f64
  llvm.return %x : f64
}

// F32: 1.250000e+00
llvm.func @mainf() -> f32 {
  %a = llvm.mlir.constant(0.75 : f32) : f32
  %b = llvm.mlir.constant(-0.5 : f32) : f32
  %f = llvm.intr.floor(%a) : (f32) -> f32
  %m = llvm.intr.maxnum(%a, %b) : (f32, f32) -> f32
  %c = llvm.intr.copysign(%b, %f) : (f32, f32) -> f32
  %r = llvm.fadd %m, %c : f32
  llvm.return %r : f32
}

// popcount(0xF0F0) + ctlz(1 : i32) + bitreverse(1 : i8) as unsigned = 8 + 31 + 128 = 167
// I32: 167
llvm.func @bits() -> i32 {
  %x = llvm.mlir.constant(61680 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.intr.ctpop(%x) : (i32) -> i32
  %z = "llvm.intr.ctlz"(%one) <{is_zero_poison = false}> : (i32) -> i32
  %b1 = llvm.mlir.constant(1 : i8) : i8
  %br = llvm.intr.bitreverse(%b1) : (i8) -> i8
  %bz = llvm.zext %br : i8 to i32
  %s = llvm.add %p, %z : i32
  %r = llvm.add %s, %bz : i32
  llvm.return %r : i32
}
