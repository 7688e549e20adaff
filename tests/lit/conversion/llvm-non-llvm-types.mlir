// The lowering to the llvm dialect carries the 8-bit floats as i8, as
// MLIR's type converter does (the CHECK lines are mlir-opt-19's output);
// tf32 has no LLVM form: a function taking one becomes an llvm.func that
// does not verify, an error, as in mlir-opt-19 (which lets an external one
// through and prints text that neither tool reads back: rulir rejects it
// too). What comes out reads back.
// RUN: rulir-opt --convert-to-llvm --split-input-file %s | FileCheck %s
// RUN: rulir-opt --convert-to-llvm --split-input-file %s | rulir-opt --split-input-file | FileCheck %s
// RUN: %mlir_opt --convert-to-llvm --split-input-file %s | FileCheck %s
// RUN: not rulir-opt --convert-to-llvm %S/Inputs/llvm-tf32.mlir --split-input-file 2>&1 | FileCheck %s --check-prefix=TF32

// CHECK: llvm.func @a(i8, i8, i8, i8, i8, i8, vector<4xi8>, !llvm.array<2 x vector<3xi8>>, !llvm.struct<(i8, i8)>) -> i8 attributes {sym_visibility = "private"}
func.func private @a(f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, vector<4xf8E5M2>, vector<2x3xf8E4M3FN>, complex<f8E5M2>) -> (f8E5M2)

// -----

// CHECK-LABEL: llvm.func @b(%arg0: vector<4xi8>) -> vector<4xi8> {
// CHECK-NEXT:    llvm.return %arg0 : vector<4xi8>
func.func @b(%x: vector<4xf8E5M2>) -> vector<4xf8E5M2> {
  return %x : vector<4xf8E5M2>
}

// TF32: llvm-tf32.mlir:1 offset :3:1: error: 'llvm.func' op entry block argument #1 is not of LLVM type
// TF32: llvm-tf32.mlir:7 offset :3:1: error: 'llvm.func' op function argument #0 is not of LLVM type
// TF32: llvm-tf32.mlir:11 offset :3:1: error: 'llvm.func' op function result is not of LLVM type
