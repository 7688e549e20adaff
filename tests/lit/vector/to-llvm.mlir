// --convert-vector-to-llvm where rulir goes beyond MLIR 19, and
// --convert-to-llvm next to vector ops.
// - vector.print of a vector is lowered here, element by element, to the
//   same runtime calls MLIR 19 makes after --convert-vector-to-scf (MLIR's
//   --convert-vector-to-llvm leaves it); n-D fma is unrolled over the
//   leading dimensions and a vector broadcast to n-D built row by row, on
//   llvm.mlir.undef (MLIR starts from a hoisted arith.constant dense<0>);
//   a 0-D extract is an llvm.extractelement (MLIR 19 leaves a cast from
//   vector<1xf32> to f32 that cannot be reconciled). Dynamic positions in
//   n-D vectors are not lowered, as in MLIR 19. The CHECK lines are
//   rulir-opt's output (reviewed).
// - --convert-to-llvm does not lower vector ops (MLIR 19 registers no
//   ConvertToLLVM interface for the vector dialect): only the types around
//   them convert; the output is mlir-opt-19's, checked with both tools.
// RUN: rulir-opt --split-input-file --convert-vector-to-llvm %s | FileCheck %s --check-prefix=ND
// RUN: rulir-opt --split-input-file --convert-to-llvm %s | FileCheck %s --check-prefix=CTL
// RUN: %mlir_opt --split-input-file --convert-to-llvm %s | FileCheck %s --check-prefix=CTL

// ND:      module {
// ND-NEXT:   llvm.func @printNewline()
// ND-NEXT:   llvm.func @printClose()
// ND-NEXT:   llvm.func @printComma()
// ND-NEXT:   llvm.func @printF32(f32)
// ND-NEXT:   llvm.func @printOpen()
// ND-NEXT:   func.func @nd(%arg0: f32, %arg1: vector<2xf32>, %arg2: vector<2x3xf32>, %arg3: vector<f32>, %arg4: index, %arg5: vector<1x3xf32>) -> (vector<3x2xf32>, vector<2x3xf32>, f32, vector<2x3xf32>, f32) {
// ND-NEXT:     %0 = builtin.unrealized_conversion_cast %arg5 : vector<1x3xf32> to !llvm.array<1 x vector<3xf32>>
// ND-NEXT:     %1 = builtin.unrealized_conversion_cast %arg3 : vector<f32> to vector<1xf32>
// ND-NEXT:     %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     %3 = llvm.mlir.undef : !llvm.array<3 x vector<2xf32>>
// ND-NEXT:     %4 = llvm.insertvalue %arg1, %3[0] : !llvm.array<3 x vector<2xf32>>
// ND-NEXT:     %5 = llvm.insertvalue %arg1, %4[1] : !llvm.array<3 x vector<2xf32>>
// ND-NEXT:     %6 = llvm.insertvalue %arg1, %5[2] : !llvm.array<3 x vector<2xf32>>
// ND-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// ND-NEXT:     %8 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     %9 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     %10 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     %11 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     %12 = llvm.intr.fmuladd(%9, %10, %11)  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// ND-NEXT:     %13 = llvm.insertvalue %12, %8[0] : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     %14 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     %15 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     %16 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     %17 = llvm.intr.fmuladd(%14, %15, %16)  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// ND-NEXT:     %18 = llvm.insertvalue %17, %13[1] : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     %19 = builtin.unrealized_conversion_cast %18 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// ND-NEXT:     %20 = llvm.mlir.constant(0 : i64) : i64
// ND-NEXT:     %21 = llvm.extractelement %1[%20 : i64] : vector<1xf32>
// ND-NEXT:     %22 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     %23 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<3xf32>>
// ND-NEXT:     %24 = llvm.insertvalue %23, %22[0] : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     %25 = llvm.insertvalue %23, %24[1] : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     %26 = builtin.unrealized_conversion_cast %25 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// ND-NEXT:     %27 = vector.extract %arg2[1, %arg4] : f32 from vector<2x3xf32>
// ND-NEXT:     llvm.call @printOpen() : () -> ()
// ND-NEXT:     %28 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     llvm.call @printOpen() : () -> ()
// ND-NEXT:     %29 = llvm.mlir.constant(0 : i64) : i64
// ND-NEXT:     %30 = llvm.extractelement %28[%29 : i64] : vector<3xf32>
// ND-NEXT:     llvm.call @printF32(%30) : (f32) -> ()
// ND-NEXT:     llvm.call @printComma() : () -> ()
// ND-NEXT:     %31 = llvm.mlir.constant(1 : i64) : i64
// ND-NEXT:     %32 = llvm.extractelement %28[%31 : i64] : vector<3xf32>
// ND-NEXT:     llvm.call @printF32(%32) : (f32) -> ()
// ND-NEXT:     llvm.call @printComma() : () -> ()
// ND-NEXT:     %33 = llvm.mlir.constant(2 : i64) : i64
// ND-NEXT:     %34 = llvm.extractelement %28[%33 : i64] : vector<3xf32>
// ND-NEXT:     llvm.call @printF32(%34) : (f32) -> ()
// ND-NEXT:     llvm.call @printClose() : () -> ()
// ND-NEXT:     llvm.call @printComma() : () -> ()
// ND-NEXT:     %35 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// ND-NEXT:     llvm.call @printOpen() : () -> ()
// ND-NEXT:     %36 = llvm.mlir.constant(0 : i64) : i64
// ND-NEXT:     %37 = llvm.extractelement %35[%36 : i64] : vector<3xf32>
// ND-NEXT:     llvm.call @printF32(%37) : (f32) -> ()
// ND-NEXT:     llvm.call @printComma() : () -> ()
// ND-NEXT:     %38 = llvm.mlir.constant(1 : i64) : i64
// ND-NEXT:     %39 = llvm.extractelement %35[%38 : i64] : vector<3xf32>
// ND-NEXT:     llvm.call @printF32(%39) : (f32) -> ()
// ND-NEXT:     llvm.call @printComma() : () -> ()
// ND-NEXT:     %40 = llvm.mlir.constant(2 : i64) : i64
// ND-NEXT:     %41 = llvm.extractelement %35[%40 : i64] : vector<3xf32>
// ND-NEXT:     llvm.call @printF32(%41) : (f32) -> ()
// ND-NEXT:     llvm.call @printClose() : () -> ()
// ND-NEXT:     llvm.call @printClose() : () -> ()
// ND-NEXT:     llvm.call @printNewline() : () -> ()
// ND-NEXT:     %42 = llvm.mlir.constant(0 : i64) : i64
// ND-NEXT:     %43 = llvm.extractelement %1[%42 : i64] : vector<1xf32>
// ND-NEXT:     llvm.call @printF32(%43) : (f32) -> ()
// ND-NEXT:     llvm.call @printComma() : () -> ()
// ND-NEXT:     return %7, %19, %21, %26, %27 : vector<3x2xf32>, vector<2x3xf32>, f32, vector<2x3xf32>, f32
// ND-NEXT:   }
// ND-NEXT: }

func.func @nd(%f: f32, %v2: vector<2xf32>, %m: vector<2x3xf32>, %v0: vector<f32>, %i: index, %c: vector<1x3xf32>) -> (vector<3x2xf32>, vector<2x3xf32>, f32, vector<2x3xf32>, f32) {
  %0 = vector.broadcast %v2 : vector<2xf32> to vector<3x2xf32>
  %1 = vector.fma %m, %m, %m : vector<2x3xf32>
  %2 = vector.extract %v0[] : f32 from vector<f32>
  %3 = vector.broadcast %c : vector<1x3xf32> to vector<2x3xf32>
  %4 = vector.extract %m[1, %i] : f32 from vector<2x3xf32>
  vector.print %m : vector<2x3xf32>
  vector.print %v0 : vector<f32> punctuation <comma>
  return %0, %1, %2, %3, %4 : vector<3x2xf32>, vector<2x3xf32>, f32, vector<2x3xf32>, f32
}

// -----

// CTL-LABEL: llvm.func @f
// CTL-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CTL-NEXT:     %1 = vector.extract %0[1] : vector<3xf32> from vector<2x3xf32>
// CTL-NEXT:     %2 = vector.fma %arg1, %arg1, %arg1 : vector<4xf32>
// CTL-NEXT:     vector.print %2 : vector<4xf32>
// CTL-NEXT:     %3 = vector.insert %1, %0 [0] : vector<3xf32> into vector<2x3xf32>
// CTL-NEXT:     %4 = vector.insert %1, %3 [1] : vector<3xf32> into vector<2x3xf32>
// CTL-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CTL-NEXT:     llvm.return %5 : !llvm.array<2 x vector<3xf32>>

func.func @f(%v: vector<2x3xf32>, %w: vector<4xf32>, %f: f32) -> vector<2x3xf32> {
  %0 = vector.extract %v[1] : vector<3xf32> from vector<2x3xf32>
  %1 = vector.fma %w, %w, %w : vector<4xf32>
  vector.print %1 : vector<4xf32>
  %2 = vector.insert %0, %v[0] : vector<3xf32> into vector<2x3xf32>
  %3 = vector.insert %0, %2 [1] : vector<3xf32> into vector<2x3xf32>
  return %3 : vector<2x3xf32>
}
