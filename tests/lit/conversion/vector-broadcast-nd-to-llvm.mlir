// n-D vector.broadcast under --convert-vector-to-llvm (rules/vector-to-llvm.rules,
// BroadcastDuplicate and BroadcastStretch: MLIR's BroadcastOpLowering, whose
// inner broadcasts, extracts and inserts are lowered in turn, from zero
// constants hoisted to the entry block of the function, newest first, and
// shared). The CHECK lines are mlir-opt-19's output for this file.
// RUN: rulir-opt --split-input-file --convert-vector-to-llvm %s | FileCheck %s
// RUN: rulir-opt --split-input-file --convert-vector-to-llvm %s > %t.rulir
// RUN: %mlir_opt --split-input-file --convert-vector-to-llvm %s > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: sed -e 's/pass "convert-vector-to-llvm"/pass "test-vector-to-llvm"/' %S/../../../rules/vector-to-llvm.rules > %t.rules
// RUN: rulir-opt --rules %t.rules --split-input-file --test-vector-to-llvm %s > %t.interp
// RUN: diff %t.interp %t.mlir

// CHECK: module {
// CHECK-NEXT:   func.func @scalar_nd(%arg0: f32, %arg1: index) -> (vector<4xf32>, vector<2x3xf32>, vector<2x3x4xindex>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<4xf32>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %1 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %5 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %6 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %8 = llvm.insertelement %arg0, %6[%7 : i32] : vector<3xf32>
// CHECK-NEXT:     %9 = llvm.shufflevector %8, %8 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %10 = llvm.insertvalue %9, %5[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %11 = llvm.insertvalue %9, %10[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:     %13 = llvm.mlir.undef : !llvm.array<2 x array<3 x vector<4xi64>>>
// CHECK-NEXT:     %14 = llvm.mlir.undef : vector<4xi64>
// CHECK-NEXT:     %15 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %16 = llvm.insertelement %0, %14[%15 : i32] : vector<4xi64>
// CHECK-NEXT:     %17 = llvm.shufflevector %16, %16 [0, 0, 0, 0] : vector<4xi64>
// CHECK-NEXT:     %18 = llvm.insertvalue %17, %13[0, 0] : !llvm.array<2 x array<3 x vector<4xi64>>>
// CHECK-NEXT:     %19 = llvm.insertvalue %17, %18[0, 1] : !llvm.array<2 x array<3 x vector<4xi64>>>
// CHECK-NEXT:     %20 = llvm.insertvalue %17, %19[0, 2] : !llvm.array<2 x array<3 x vector<4xi64>>>
// CHECK-NEXT:     %21 = llvm.insertvalue %17, %20[1, 0] : !llvm.array<2 x array<3 x vector<4xi64>>>
// CHECK-NEXT:     %22 = llvm.insertvalue %17, %21[1, 1] : !llvm.array<2 x array<3 x vector<4xi64>>>
// CHECK-NEXT:     %23 = llvm.insertvalue %17, %22[1, 2] : !llvm.array<2 x array<3 x vector<4xi64>>>
// CHECK-NEXT:     %24 = builtin.unrealized_conversion_cast %23 : !llvm.array<2 x array<3 x vector<4xi64>>> to vector<2x3x4xindex>
// CHECK-NEXT:     return %4, %12, %24 : vector<4xf32>, vector<2x3xf32>, vector<2x3x4xindex>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @duplicate(%arg0: vector<4xf16>, %arg1: vector<3x4xi1>) -> (vector<3x4xf16>, vector<2x3x4xf16>, vector<2x3x4xi1>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:     %cst = arith.constant dense<false> : vector<2x3x4xi1>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %cst : vector<2x3x4xi1> to !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3x4xf16>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3x4xf16> to !llvm.array<2 x array<3 x vector<4xf16>>>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0.000000e+00> : vector<3x4xf16>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %cst_1 : vector<3x4xf16> to !llvm.array<3 x vector<4xf16>>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg0, %3[0] : !llvm.array<3 x vector<4xf16>>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg0, %4[1] : !llvm.array<3 x vector<4xf16>>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg0, %5[2] : !llvm.array<3 x vector<4xf16>>
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : !llvm.array<3 x vector<4xf16>> to vector<3x4xf16>
// CHECK-NEXT:     %8 = llvm.insertvalue %arg0, %3[0] : !llvm.array<3 x vector<4xf16>>
// CHECK-NEXT:     %9 = llvm.insertvalue %arg0, %8[1] : !llvm.array<3 x vector<4xf16>>
// CHECK-NEXT:     %10 = llvm.insertvalue %arg0, %9[2] : !llvm.array<3 x vector<4xf16>>
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %2[0] : !llvm.array<2 x array<3 x vector<4xf16>>>
// CHECK-NEXT:     %12 = llvm.insertvalue %10, %11[1] : !llvm.array<2 x array<3 x vector<4xf16>>>
// CHECK-NEXT:     %13 = builtin.unrealized_conversion_cast %12 : !llvm.array<2 x array<3 x vector<4xf16>>> to vector<2x3x4xf16>
// CHECK-NEXT:     %14 = llvm.insertvalue %0, %1[0] : !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK-NEXT:     %15 = llvm.insertvalue %0, %14[1] : !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK-NEXT:     %16 = builtin.unrealized_conversion_cast %15 : !llvm.array<2 x array<3 x vector<4xi1>>> to vector<2x3x4xi1>
// CHECK-NEXT:     return %7, %13, %16 : vector<3x4xf16>, vector<2x3x4xf16>, vector<2x3x4xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @stretch(%arg0: vector<1x4xf32>, %arg1: vector<3x1xf32>, %arg2: vector<1x4xf32>, %arg3: vector<3x1xindex>) -> (vector<3x4xf32>, vector<3x5xf32>, vector<2x3x4xf32>, vector<2x3x2xindex>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : vector<3x1xindex> to !llvm.array<3 x vector<1xi64>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg1 : vector<3x1xf32> to !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg0 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2x3x2xindex>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %cst : vector<2x3x2xindex> to !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : vector<3x2xindex>
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %cst_0 : vector<3x2xindex> to !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0.000000e+00> : vector<2x3x4xf32>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %cst_1 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %cst_2 = arith.constant dense<0.000000e+00> : vector<3x5xf32>
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %cst_2 : vector<3x5xf32> to !llvm.array<3 x vector<5xf32>>
// CHECK-NEXT:     %cst_3 = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:     %8 = builtin.unrealized_conversion_cast %cst_3 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %9 = llvm.extractvalue %3[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:     %10 = llvm.insertvalue %9, %8[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %11 = llvm.insertvalue %9, %10[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %12 = llvm.insertvalue %9, %11[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %13 = builtin.unrealized_conversion_cast %12 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:     %14 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT:     %15 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %16 = llvm.extractelement %14[%15 : i64] : vector<1xf32>
// CHECK-NEXT:     %17 = llvm.mlir.undef : vector<5xf32>
// CHECK-NEXT:     %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %19 = llvm.insertelement %16, %17[%18 : i32] : vector<5xf32>
// CHECK-NEXT:     %20 = llvm.shufflevector %19, %17 [0, 0, 0, 0, 0] : vector<5xf32>
// CHECK-NEXT:     %21 = llvm.insertvalue %20, %7[0] : !llvm.array<3 x vector<5xf32>>
// CHECK-NEXT:     %22 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT:     %23 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %24 = llvm.extractelement %22[%23 : i64] : vector<1xf32>
// CHECK-NEXT:     %25 = llvm.mlir.undef : vector<5xf32>
// CHECK-NEXT:     %26 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %27 = llvm.insertelement %24, %25[%26 : i32] : vector<5xf32>
// CHECK-NEXT:     %28 = llvm.shufflevector %27, %25 [0, 0, 0, 0, 0] : vector<5xf32>
// CHECK-NEXT:     %29 = llvm.insertvalue %28, %21[1] : !llvm.array<3 x vector<5xf32>>
// CHECK-NEXT:     %30 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT:     %31 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %32 = llvm.extractelement %30[%31 : i64] : vector<1xf32>
// CHECK-NEXT:     %33 = llvm.mlir.undef : vector<5xf32>
// CHECK-NEXT:     %34 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %35 = llvm.insertelement %32, %33[%34 : i32] : vector<5xf32>
// CHECK-NEXT:     %36 = llvm.shufflevector %35, %33 [0, 0, 0, 0, 0] : vector<5xf32>
// CHECK-NEXT:     %37 = llvm.insertvalue %36, %29[2] : !llvm.array<3 x vector<5xf32>>
// CHECK-NEXT:     %38 = builtin.unrealized_conversion_cast %37 : !llvm.array<3 x vector<5xf32>> to vector<3x5xf32>
// CHECK-NEXT:     %39 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:     %40 = llvm.insertvalue %39, %8[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %41 = llvm.insertvalue %39, %40[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %42 = llvm.insertvalue %39, %41[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %43 = llvm.insertvalue %42, %6[0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %44 = llvm.insertvalue %42, %43[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %45 = builtin.unrealized_conversion_cast %44 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT:     %46 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<1xi64>>
// CHECK-NEXT:     %47 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %48 = llvm.extractelement %46[%47 : i64] : vector<1xi64>
// CHECK-NEXT:     %49 = llvm.mlir.undef : vector<2xi64>
// CHECK-NEXT:     %50 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %51 = llvm.insertelement %48, %49[%50 : i32] : vector<2xi64>
// CHECK-NEXT:     %52 = llvm.shufflevector %51, %49 [0, 0] : vector<2xi64>
// CHECK-NEXT:     %53 = llvm.insertvalue %52, %5[0] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT:     %54 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<1xi64>>
// CHECK-NEXT:     %55 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %56 = llvm.extractelement %54[%55 : i64] : vector<1xi64>
// CHECK-NEXT:     %57 = llvm.mlir.undef : vector<2xi64>
// CHECK-NEXT:     %58 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %59 = llvm.insertelement %56, %57[%58 : i32] : vector<2xi64>
// CHECK-NEXT:     %60 = llvm.shufflevector %59, %57 [0, 0] : vector<2xi64>
// CHECK-NEXT:     %61 = llvm.insertvalue %60, %53[1] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT:     %62 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<1xi64>>
// CHECK-NEXT:     %63 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %64 = llvm.extractelement %62[%63 : i64] : vector<1xi64>
// CHECK-NEXT:     %65 = llvm.mlir.undef : vector<2xi64>
// CHECK-NEXT:     %66 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %67 = llvm.insertelement %64, %65[%66 : i32] : vector<2xi64>
// CHECK-NEXT:     %68 = llvm.shufflevector %67, %65 [0, 0] : vector<2xi64>
// CHECK-NEXT:     %69 = llvm.insertvalue %68, %61[2] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT:     %70 = llvm.insertvalue %69, %4[0] : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:     %71 = llvm.insertvalue %69, %70[1] : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:     %72 = builtin.unrealized_conversion_cast %71 : !llvm.array<2 x array<3 x vector<2xi64>>> to vector<2x3x2xindex>
// CHECK-NEXT:     return %13, %38, %45, %72 : vector<3x4xf32>, vector<3x5xf32>, vector<2x3x4xf32>, vector<2x3x2xindex>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @shared(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<1x4xf32>) -> (vector<3x4xf32>, vector<3x4xf32>, vector<3x4xf32>, vector<2x3x4xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2x3x4xf32>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %cst : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %cst_0 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg1, %2[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg1, %3[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg1, %4[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:     %7 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %2[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %9 = llvm.insertvalue %7, %8[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %10 = llvm.insertvalue %7, %9[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:     %12 = llvm.mlir.undef : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %13 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %14 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %15 = llvm.insertelement %arg0, %13[%14 : i32] : vector<4xf32>
// CHECK-NEXT:     %16 = llvm.shufflevector %15, %15 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %12[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %18 = llvm.insertvalue %16, %17[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %19 = llvm.insertvalue %16, %18[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:     %21 = llvm.insertvalue %arg1, %2[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %22 = llvm.insertvalue %arg1, %21[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %23 = llvm.insertvalue %arg1, %22[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %24 = llvm.insertvalue %23, %1[0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %25 = llvm.insertvalue %23, %24[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %26 = builtin.unrealized_conversion_cast %25 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT:     return %6, %11, %20, %26 : vector<3x4xf32>, vector<3x4xf32>, vector<3x4xf32>, vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @nested(%arg0: i1, %arg1: vector<4xf32>, %arg2: vector<2xi32>) -> (vector<3x4xf32>, vector<2x2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %cst : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %cst_0 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %2:2 = scf.if %arg0 -> (vector<3x4xf32>, vector<2x2xi32>) {
// CHECK-NEXT:       %3 = llvm.insertvalue %arg1, %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:       %4 = llvm.insertvalue %arg1, %3[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:       %5 = llvm.insertvalue %arg1, %4[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:       %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:       %7 = llvm.insertvalue %arg2, %0[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:       %8 = llvm.insertvalue %arg2, %7[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:       %9 = builtin.unrealized_conversion_cast %8 : !llvm.array<2 x vector<2xi32>> to vector<2x2xi32>
// CHECK-NEXT:       scf.yield %6, %9 : vector<3x4xf32>, vector<2x2xi32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = llvm.insertvalue %arg1, %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:       %4 = llvm.insertvalue %arg1, %3[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:       %5 = llvm.insertvalue %arg1, %4[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:       %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:       %7 = llvm.insertvalue %arg2, %0[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:       %8 = llvm.insertvalue %arg2, %7[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:       %9 = builtin.unrealized_conversion_cast %8 : !llvm.array<2 x vector<2xi32>> to vector<2x2xi32>
// CHECK-NEXT:       scf.yield %6, %9 : vector<3x4xf32>, vector<2x2xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2#0, %2#1 : vector<3x4xf32>, vector<2x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @zero_d_and_one(%arg0: vector<f32>, %arg1: vector<1xf32>, %arg2: vector<1x1xf32>) -> (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : vector<1x1xf32> to !llvm.array<1 x vector<1xf32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %4 = llvm.extractelement %1[%3 : i64] : vector<1xf32>
// CHECK-NEXT:     %5 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:     %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %7 = llvm.insertelement %4, %5[%6 : i32] : vector<3xf32>
// CHECK-NEXT:     %8 = llvm.shufflevector %7, %5 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %10 = llvm.insertvalue %8, %9[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:     %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %13 = llvm.extractelement %arg1[%12 : i64] : vector<1xf32>
// CHECK-NEXT:     %14 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:     %15 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %16 = llvm.insertelement %13, %14[%15 : i32] : vector<3xf32>
// CHECK-NEXT:     %17 = llvm.shufflevector %16, %14 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %18 = llvm.insertvalue %17, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %19 = llvm.insertvalue %17, %18[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:     %21 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<1xf32>>
// CHECK-NEXT:     %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %23 = llvm.extractelement %21[%22 : i64] : vector<1xf32>
// CHECK-NEXT:     %24 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:     %25 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %26 = llvm.insertelement %23, %24[%25 : i32] : vector<3xf32>
// CHECK-NEXT:     %27 = llvm.shufflevector %26, %24 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %28 = llvm.insertvalue %27, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %29 = llvm.insertvalue %27, %28[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %30 = builtin.unrealized_conversion_cast %29 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:     return %11, %20, %30 : vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @scalar_nd(%f: f32, %i: index) -> (vector<4xf32>, vector<2x3xf32>, vector<2x3x4xindex>) {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.broadcast %f : f32 to vector<2x3xf32>
  %2 = vector.broadcast %i : index to vector<2x3x4xindex>
  return %0, %1, %2 : vector<4xf32>, vector<2x3xf32>, vector<2x3x4xindex>
}

// -----

func.func @duplicate(%v: vector<4xf16>, %w: vector<3x4xi1>) -> (vector<3x4xf16>, vector<2x3x4xf16>, vector<2x3x4xi1>) {
  %0 = vector.broadcast %v : vector<4xf16> to vector<3x4xf16>
  %1 = vector.broadcast %v : vector<4xf16> to vector<2x3x4xf16>
  %2 = vector.broadcast %w : vector<3x4xi1> to vector<2x3x4xi1>
  return %0, %1, %2 : vector<3x4xf16>, vector<2x3x4xf16>, vector<2x3x4xi1>
}

// -----

func.func @stretch(%a: vector<1x4xf32>, %b: vector<3x1xf32>, %c: vector<1x4xf32>, %d: vector<3x1xindex>) -> (vector<3x4xf32>, vector<3x5xf32>, vector<2x3x4xf32>, vector<2x3x2xindex>) {
  %0 = vector.broadcast %a : vector<1x4xf32> to vector<3x4xf32>
  %1 = vector.broadcast %b : vector<3x1xf32> to vector<3x5xf32>
  %2 = vector.broadcast %c : vector<1x4xf32> to vector<2x3x4xf32>
  %3 = vector.broadcast %d : vector<3x1xindex> to vector<2x3x2xindex>
  return %0, %1, %2, %3 : vector<3x4xf32>, vector<3x5xf32>, vector<2x3x4xf32>, vector<2x3x2xindex>
}

// -----

func.func @shared(%f: f32, %v: vector<4xf32>, %w: vector<1x4xf32>) -> (vector<3x4xf32>, vector<3x4xf32>, vector<3x4xf32>, vector<2x3x4xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %1 = vector.broadcast %w : vector<1x4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %f : f32 to vector<3x4xf32>
  %3 = vector.broadcast %v : vector<4xf32> to vector<2x3x4xf32>
  return %0, %1, %2, %3 : vector<3x4xf32>, vector<3x4xf32>, vector<3x4xf32>, vector<2x3x4xf32>
}

// -----

func.func @nested(%c: i1, %v: vector<4xf32>, %u: vector<2xi32>) -> (vector<3x4xf32>, vector<2x2xi32>) {
  %r:2 = scf.if %c -> (vector<3x4xf32>, vector<2x2xi32>) {
    %0 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
    %1 = vector.broadcast %u : vector<2xi32> to vector<2x2xi32>
    scf.yield %0, %1 : vector<3x4xf32>, vector<2x2xi32>
  } else {
    %2 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
    %3 = vector.broadcast %u : vector<2xi32> to vector<2x2xi32>
    scf.yield %2, %3 : vector<3x4xf32>, vector<2x2xi32>
  }
  return %r#0, %r#1 : vector<3x4xf32>, vector<2x2xi32>
}

// -----

func.func @zero_d_and_one(%z: vector<f32>, %o: vector<1xf32>, %s: vector<1x1xf32>) -> (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>) {
  %0 = vector.broadcast %z : vector<f32> to vector<2x3xf32>
  %1 = vector.broadcast %o : vector<1xf32> to vector<2x3xf32>
  %2 = vector.broadcast %s : vector<1x1xf32> to vector<2x3xf32>
  return %0, %1, %2 : vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>
}
