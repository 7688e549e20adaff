// n-D vector.fma under --convert-vector-to-llvm: row by row from a zero
// constant (MLIR's VectorFMAOpNDRewritePattern, rules/vector-to-llvm.rules
// FmaND), rank 3 through fmas of rank-2 rows whose extracts fold to full
// positions. The CHECK lines are mlir-opt-19's output for this file.
// RUN: rulir-opt --split-input-file --convert-vector-to-llvm %s | FileCheck %s
// RUN: rulir-opt --split-input-file --convert-vector-to-llvm %s > %t.rulir
// RUN: %mlir_opt --split-input-file --convert-vector-to-llvm %s > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: sed -e 's/pass "convert-vector-to-llvm"/pass "test-vector-to-llvm"/' %S/../../../rules/vector-to-llvm.rules > %t.rules
// RUN: rulir-opt --rules %t.rules --split-input-file --test-vector-to-llvm %s > %t.interp
// RUN: diff %t.interp %t.mlir

func.func @fma2(%a: vector<2x4xf32>, %b: vector<2x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.fma %a, %b, %c : vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @fma3(%a: vector<2x3x2xf64>, %b: vector<2x3x2xf64>) -> vector<2x3x2xf64> {
  %0 = vector.fma %a, %b, %a : vector<2x3x2xf64>
  return %0 : vector<2x3x2xf64>
}

// -----

// An operand that is a row of another vector: the fma's row extracts fold
// into it.
func.func @fma_of_row(%m: vector<2x2x4xf16>, %c: vector<2x4xf16>) -> vector<2x4xf16> {
  %r = vector.extract %m[1] : vector<2x4xf16> from vector<2x2x4xf16>
  %0 = vector.fma %r, %r, %c : vector<2x4xf16>
  return %0 : vector<2x4xf16>
}

// CHECK:      module {
// CHECK-NEXT:   func.func @fma2(%arg0: vector<2x4xf32>, %arg1: vector<2x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %cst_0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %4 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xf32>> 
// CHECK-NEXT:     %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>> 
// CHECK-NEXT:     %6 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>> 
// CHECK-NEXT:     %7 = llvm.intr.fmuladd(%4, %5, %6)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %3[0] : !llvm.array<2 x vector<4xf32>> 
// CHECK-NEXT:     %9 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xf32>> 
// CHECK-NEXT:     %10 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>> 
// CHECK-NEXT:     %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>> 
// CHECK-NEXT:     %12 = llvm.intr.fmuladd(%9, %10, %11)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %13 = llvm.insertvalue %12, %8[1] : !llvm.array<2 x vector<4xf32>> 
// CHECK-NEXT:     %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT:     return %14 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-LABEL: {{/}}/ -----
// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @fma3(%arg0: vector<2x3x2xf64>, %arg1: vector<2x3x2xf64>) -> vector<2x3x2xf64> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3x2xf64> to !llvm.array<2 x array<3 x vector<2xf64>>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x2xf64> to !llvm.array<2 x array<3 x vector<2xf64>>>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3x2xf64>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3x2xf64> to !llvm.array<2 x array<3 x vector<2xf64>>>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[0] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %4 = llvm.extractvalue %0[0] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %5 = llvm.extractvalue %1[0] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %cst_1 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:     %cst_2 = arith.constant dense<0.000000e+00> : vector<3x2xf64>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %cst_2 : vector<3x2xf64> to !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT:     %7 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %8 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %9 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %10 = llvm.intr.fmuladd(%7, %8, %9)  : (vector<2xf64>, vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %6[0] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %12 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %13 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %14 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %15 = llvm.intr.fmuladd(%12, %13, %14)  : (vector<2xf64>, vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT:     %16 = llvm.insertvalue %15, %11[1] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %17 = llvm.extractvalue %1[0, 2] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %18 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %19 = llvm.extractvalue %1[0, 2] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %20 = llvm.intr.fmuladd(%17, %18, %19)  : (vector<2xf64>, vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT:     %21 = llvm.insertvalue %20, %16[2] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %22 = llvm.insertvalue %21, %2[0] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %23 = llvm.extractvalue %1[1] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %24 = llvm.extractvalue %0[1] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %25 = llvm.extractvalue %1[1] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %cst_3 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:     %cst_4 = arith.constant dense<0.000000e+00> : vector<3x2xf64>
// CHECK-NEXT:     %26 = builtin.unrealized_conversion_cast %cst_4 : vector<3x2xf64> to !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT:     %27 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %28 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %29 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %30 = llvm.intr.fmuladd(%27, %28, %29)  : (vector<2xf64>, vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT:     %31 = llvm.insertvalue %30, %26[0] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %32 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %33 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %34 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %35 = llvm.intr.fmuladd(%32, %33, %34)  : (vector<2xf64>, vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT:     %36 = llvm.insertvalue %35, %31[1] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %37 = llvm.extractvalue %1[1, 2] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %38 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %39 = llvm.extractvalue %1[1, 2] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %40 = llvm.intr.fmuladd(%37, %38, %39)  : (vector<2xf64>, vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT:     %41 = llvm.insertvalue %40, %36[2] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %42 = llvm.insertvalue %41, %22[1] : !llvm.array<2 x array<3 x vector<2xf64>>> 
// CHECK-NEXT:     %43 = builtin.unrealized_conversion_cast %42 : !llvm.array<2 x array<3 x vector<2xf64>>> to vector<2x3x2xf64>
// CHECK-NEXT:     return %43 : vector<2x3x2xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-LABEL: {{/}}/ -----
// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @fma_of_row(%arg0: vector<2x2x4xf16>, %arg1: vector<2x4xf16>) -> vector<2x4xf16> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x4xf16> to !llvm.array<2 x vector<4xf16>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x4xf16> to !llvm.array<2 x array<2 x vector<4xf16>>>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.array<2 x array<2 x vector<4xf16>>> 
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<2x4xf16>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %cst_0 : vector<2x4xf16> to !llvm.array<2 x vector<4xf16>>
// CHECK-NEXT:     %4 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<4xf16>>> 
// CHECK-NEXT:     %5 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<4xf16>>> 
// CHECK-NEXT:     %6 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf16>> 
// CHECK-NEXT:     %7 = llvm.intr.fmuladd(%4, %5, %6)  : (vector<4xf16>, vector<4xf16>, vector<4xf16>) -> vector<4xf16>
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %3[0] : !llvm.array<2 x vector<4xf16>> 
// CHECK-NEXT:     %9 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<4xf16>>> 
// CHECK-NEXT:     %10 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<4xf16>>> 
// CHECK-NEXT:     %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf16>> 
// CHECK-NEXT:     %12 = llvm.intr.fmuladd(%9, %10, %11)  : (vector<4xf16>, vector<4xf16>, vector<4xf16>) -> vector<4xf16>
// CHECK-NEXT:     %13 = llvm.insertvalue %12, %8[1] : !llvm.array<2 x vector<4xf16>> 
// CHECK-NEXT:     %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<2 x vector<4xf16>> to vector<2x4xf16>
// CHECK-NEXT:     return %14 : vector<2x4xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
