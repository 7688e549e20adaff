// The conversion folds an op before it tries patterns, with MLIR's folders
// and on the IR as it was before the conversion changed it, as MLIR's does
// (its replacements wait for the end): an op's operands and their
// producers' operands are shown as they were; an op folded in place is
// folded again. The folds themselves are the ops' folders (C), the same in
// --canonicalize: MLIR's canonicalization patterns (rules/arith.rules) do
// not run in a conversion, in MLIR or in rulir. The CHECK lines are
// mlir-opt-19's output for the same input; then generated programs rich in
// foldable arithmetic are lowered by both tools and compared as text
// (make check-diff-text runs 400).
// RUN: rulir-opt --convert-to-llvm %s | FileCheck %s
// RUN: python3 %S/../../diff/text.py --rulir-opt rulir-opt --mlir-opt %mlir_opt -n 16 --seed 5 | FileCheck %s --check-prefix=TEXT
// RUN: python3 %S/../../diff/text.py --rulir-opt rulir-opt --mlir-opt %mlir_opt -n 8 --seed 6 --math | FileCheck %s --check-prefix=MATH

// An op folded in place is folded again with its new operands as they
// were: extui(extui(c)) becomes one constant.
func.func @ext_ext() -> i64 {
  %c = arith.constant 64 : i8
  %0 = arith.extui %c : i8 to i32
  %1 = arith.extui %0 : i32 to i64
  return %1 : i64
}
// The select sees its condition's operands as the cmpi's folder left them
// (swapped), not as their conversion made them.
func.func @select_of_cmp(%i: i32) -> i32 {
  %c = arith.constant -13 : i32
  %0 = arith.cmpi eq, %c, %i : i32
  %1 = arith.select %0, %i, %c : i32
  return %1 : i32
}
// xori(xori(x, a), a) -> x, with a converted before.
func.func @xor_xor(%x: i32) -> i32 {
  %a = arith.constant 5 : i32
  %0 = arith.xori %x, %a : i32
  %1 = arith.xori %0, %a : i32
  return %1 : i32
}
// ori(x, -1) is a new constant -1; ori(x, not x) the not's -1.
func.func @or_folds(%x: i32) -> (i32, i32, i32) {
  %m = arith.constant -1 : i32
  %0 = arith.ori %x, %m : i32
  %n = arith.xori %x, %m : i32
  %1 = arith.ori %x, %n : i32
  %2 = arith.ori %n, %x : i32
  return %0, %1, %2 : i32, i32, i32
}
// andi(x, andi(x, y)) -> andi(x, y).
func.func @and_and(%x: i32, %y: i32) -> i32 {
  %0 = arith.andi %x, %y : i32
  %1 = arith.andi %x, %0 : i32
  return %1 : i32
}

// CHECK-LABEL: llvm.func @ext_ext() -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(64 : i8) : i8
// CHECK-NEXT: %1 = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: llvm.return %2 : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @select_of_cmp(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(-13 : i32) : i32
// CHECK-NEXT: %1 = llvm.icmp "eq" %arg0, %0 : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @xor_xor(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %1 = llvm.xor %arg0, %0  : i32
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @or_folds(%arg0: i32) -> !llvm.struct<(i32, i32, i32)> {
// CHECK-NEXT: %0 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %2 = llvm.xor %arg0, %0  : i32
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(i32, i32, i32)>
// CHECK-NEXT: %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<(i32, i32, i32)>
// CHECK-NEXT: %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<(i32, i32, i32)>
// CHECK-NEXT: %6 = llvm.insertvalue %0, %5[2] : !llvm.struct<(i32, i32, i32)>
// CHECK-NEXT: llvm.return %6 : !llvm.struct<(i32, i32, i32)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @and_and(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.and %arg0, %arg1  : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }

// TEXT: text: 16 programs, 16 the same as mlir-opt-19, 0 different
// MATH: text: 8 programs (math), 8 the same as mlir-opt-19, 0 different
