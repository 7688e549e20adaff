// --convert-to-llvm is a partial conversion, as MLIR's: an op no pattern
// lowers (complex.eq; MLIR lowers it with --convert-complex-to-standard)
// stays, with casts around it, where --convert-complex-to-llvm alone fails
// on it (tests/lit/complex/to-llvm-illegal.mlir). The CHECK lines are
// mlir-opt-19's output for the same input.
// RUN: rulir-opt --convert-to-llvm %s | FileCheck %s

func.func @f(%a: complex<f32>, %b: complex<f32>, %x: i32) -> (i1, i32) {
  %0 = complex.eq %a, %b : complex<f32>
  %1 = arith.addi %x, %x : i32
  return %0, %1 : i1, i32
}

// CHECK-LABEL: llvm.func @f(%arg0: !llvm.struct<(f32, f32)>, %arg1: !llvm.struct<(f32, f32)>, %arg2: i32) -> !llvm.struct<(i1, i32)> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT: %2 = complex.eq %1, %0 : complex<f32>
// CHECK-NEXT: %3 = llvm.add %arg2, %arg2 : i32
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(i1, i32)>
// CHECK-NEXT: %5 = llvm.insertvalue %2, %4[0] : !llvm.struct<(i1, i32)>
// CHECK-NEXT: %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(i1, i32)>
// CHECK-NEXT: llvm.return %6 : !llvm.struct<(i1, i32)>
// CHECK-NEXT: }
