// --convert-vector-to-llvm where rulir goes beyond MLIR 19, and
// --convert-to-llvm next to vector ops.
// - vector.print of a vector is lowered here, element by element, to the
//   same runtime calls MLIR 19 makes after --convert-vector-to-scf (MLIR's
//   --convert-vector-to-llvm leaves it); a 0-D extract is an
//   llvm.extractelement (MLIR 19 leaves a cast from vector<1xf32> to f32
//   that cannot be reconciled). Dynamic positions in n-D vectors are not
//   lowered, as in MLIR 19. The ND lines are rulir-opt's output (reviewed).
// - --convert-to-llvm lowers vector ops too (issue 6: it lowers any mix of
//   the dialects rulir knows). MLIR 19's does not (its vector dialect has no
//   ConvertToLLVM interface): only the types around them convert; the MLIR
//   lines are mlir-opt-19's output, the CTL lines rulir's.
// RUN: rulir-opt --split-input-file --convert-vector-to-llvm %s | FileCheck %s --check-prefix=ND
// RUN: rulir-opt --split-input-file --convert-to-llvm %s | FileCheck %s --check-prefix=CTL
// RUN: %mlir_opt --split-input-file --convert-to-llvm %s | FileCheck %s --check-prefix=MLIR

// ND:      module {
// ND-NEXT:   llvm.func @printNewline()
// ND-NEXT:   llvm.func @printClose()
// ND-NEXT:   llvm.func @printComma()
// ND-NEXT:   llvm.func @printF32(f32)
// ND-NEXT:   llvm.func @printOpen()
// ND-NEXT:   func.func @nd(%arg0: vector<2x3xf32>, %arg1: vector<f32>, %arg2: index) -> (f32, f32) {
// ND-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : vector<f32> to vector<1xf32>
// ND-NEXT:     %2 = llvm.mlir.constant(0 : i64) : i64
// ND-NEXT:     %3 = llvm.extractelement %1[%2 : i64] : vector<1xf32>
// ND-NEXT:     %4 = vector.extract %arg0[1, %arg2] : f32 from vector<2x3xf32>
// ND-NEXT:     llvm.call @printOpen() : () -> ()
// ND-NEXT:     %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     llvm.call @printOpen() : () -> ()
// ND-NEXT:     %6 = llvm.mlir.constant(0 : i64) : i64
// ND-NEXT:     %7 = llvm.extractelement %5[%6 : i64] : vector<3xf32>
// ND-NEXT:     llvm.call @printF32(%7) : (f32) -> ()
// ND-NEXT:     llvm.call @printComma() : () -> ()
// ND-NEXT:     %8 = llvm.mlir.constant(1 : i64) : i64
// ND-NEXT:     %9 = llvm.extractelement %5[%8 : i64] : vector<3xf32>
// ND-NEXT:     llvm.call @printF32(%9) : (f32) -> ()
// ND-NEXT:     llvm.call @printComma() : () -> ()
// ND-NEXT:     %10 = llvm.mlir.constant(2 : i64) : i64
// ND-NEXT:     %11 = llvm.extractelement %5[%10 : i64] : vector<3xf32>
// ND-NEXT:     llvm.call @printF32(%11) : (f32) -> ()
// ND-NEXT:     llvm.call @printClose() : () -> ()
// ND-NEXT:     llvm.call @printComma() : () -> ()
// ND-NEXT:     %12 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     llvm.call @printOpen() : () -> ()
// ND-NEXT:     %13 = llvm.mlir.constant(0 : i64) : i64
// ND-NEXT:     %14 = llvm.extractelement %12[%13 : i64] : vector<3xf32>
// ND-NEXT:     llvm.call @printF32(%14) : (f32) -> ()
// ND-NEXT:     llvm.call @printComma() : () -> ()
// ND-NEXT:     %15 = llvm.mlir.constant(1 : i64) : i64
// ND-NEXT:     %16 = llvm.extractelement %12[%15 : i64] : vector<3xf32>
// ND-NEXT:     llvm.call @printF32(%16) : (f32) -> ()
// ND-NEXT:     llvm.call @printComma() : () -> ()
// ND-NEXT:     %17 = llvm.mlir.constant(2 : i64) : i64
// ND-NEXT:     %18 = llvm.extractelement %12[%17 : i64] : vector<3xf32>
// ND-NEXT:     llvm.call @printF32(%18) : (f32) -> ()
// ND-NEXT:     llvm.call @printClose() : () -> ()
// ND-NEXT:     llvm.call @printClose() : () -> ()
// ND-NEXT:     llvm.call @printNewline() : () -> ()
// ND-NEXT:     %19 = llvm.mlir.constant(0 : i64) : i64
// ND-NEXT:     %20 = llvm.extractelement %1[%19 : i64] : vector<1xf32>
// ND-NEXT:     llvm.call @printF32(%20) : (f32) -> ()
// ND-NEXT:     llvm.call @printComma() : () -> ()
// ND-NEXT:     return %3, %4 : f32, f32
// ND-NEXT:   }
// ND-NEXT: }

func.func @nd(%m: vector<2x3xf32>, %v0: vector<f32>, %i: index) -> (f32, f32) {
  %0 = vector.extract %v0[] : f32 from vector<f32>
  %1 = vector.extract %m[1, %i] : f32 from vector<2x3xf32>
  vector.print %m : vector<2x3xf32>
  vector.print %v0 : vector<f32> punctuation <comma>
  return %0, %1 : f32, f32
}

// -----

// MLIR-LABEL: llvm.func @f
// MLIR-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// MLIR-NEXT:     %1 = vector.extract %0[1] : vector<3xf32> from vector<2x3xf32>
// MLIR-NEXT:     %2 = vector.fma %arg1, %arg1, %arg1 : vector<4xf32>
// MLIR-NEXT:     vector.print %2 : vector<4xf32>
// MLIR-NEXT:     %3 = vector.insert %1, %0 [0] : vector<3xf32> into vector<2x3xf32>
// MLIR-NEXT:     %4 = vector.insert %1, %3 [1] : vector<3xf32> into vector<2x3xf32>
// MLIR-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// MLIR-NEXT:     llvm.return %5 : !llvm.array<2 x vector<3xf32>>

// CTL-LABEL: llvm.func @f(%arg0: !llvm.array<2 x vector<3xf32>>, %arg1: vector<4xf32>, %arg2: f32) -> !llvm.array<2 x vector<3xf32>>
// CTL-NEXT:     %0 = llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<3xf32>>
// CTL-NEXT:     %1 = llvm.intr.fmuladd(%arg1, %arg1, %arg1)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CTL-NEXT:     llvm.call @printOpen() : () -> ()
// CTL:          llvm.call @printClose() : () -> ()
// CTL-NEXT:     llvm.call @printNewline() : () -> ()
// CTL-NEXT:     %10 = llvm.insertvalue %0, %arg0[0] : !llvm.array<2 x vector<3xf32>>
// CTL-NEXT:     %11 = llvm.insertvalue %0, %10[1] : !llvm.array<2 x vector<3xf32>>
// CTL-NEXT:     llvm.return %11 : !llvm.array<2 x vector<3xf32>>

func.func @f(%v: vector<2x3xf32>, %w: vector<4xf32>, %f: f32) -> vector<2x3xf32> {
  %0 = vector.extract %v[1] : vector<3xf32> from vector<2x3xf32>
  %1 = vector.fma %w, %w, %w : vector<4xf32>
  vector.print %1 : vector<4xf32>
  %2 = vector.insert %0, %v[0] : vector<3xf32> into vector<2x3xf32>
  %3 = vector.insert %0, %2 [1] : vector<3xf32> into vector<2x3xf32>
  return %3 : vector<2x3xf32>
}
