// convert-vector-to-llvm on vector.bitcast, shape_cast, step, vscale,
// create_mask and constant_mask: MLIR 19 rewrites the n-D and constant
// cases greedily first (vector-to-llvm-prepass.rules, with folding and
// constant hoisting), then converts the rest to llvm. The CHECK lines are
// mlir-opt-19's output.
// RUN: rulir-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: rulir-opt %s --convert-vector-to-llvm=force-32bit-vector-indices=false | FileCheck %s --check-prefix=I64
// RUN: %mlir_opt %s --convert-vector-to-llvm=force-32bit-vector-indices=false | FileCheck %s --check-prefix=I64

// CHECK-LABEL: func.func @bitcast_1d(%arg0: vector<4xf32>) -> vector<8xi16> {
// CHECK-NEXT:   %0 = llvm.bitcast %arg0 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT:   return %0 : vector<8xi16>
// CHECK-LABEL: func.func @bitcast_0d(%arg0: vector<f32>) -> vector<i32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT:   %1 = llvm.bitcast %0 : vector<1xf32> to vector<1xi32>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %1 : vector<1xi32> to vector<i32>
// CHECK-NEXT:   return %2 : vector<i32>
// CHECK-LABEL: func.func @bitcast_2d(%arg0: vector<2x4xf32>) -> vector<2x2xi64> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<2x2xi64>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst : vector<2x2xi64> to !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:   %3 = llvm.bitcast %2 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT:   %4 = llvm.insertvalue %3, %1[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT:   %5 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:   %6 = llvm.bitcast %5 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT:   %7 = llvm.insertvalue %6, %4[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT:   %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<2 x vector<2xi64>> to vector<2x2xi64>
// CHECK-NEXT:   return %8 : vector<2x2xi64>
// CHECK-LABEL: func.func @shape_cast_3d_1d(%arg0: vector<2x1x2xf32>) -> vector<4xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x1x2xf32> to !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT:   %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %3 = llvm.extractelement %1[%2 : i64] : vector<2xf32>
// CHECK-NEXT:   %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %5 = llvm.insertelement %3, %cst[%4 : i64] : vector<4xf32>
// CHECK-NEXT:   %6 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT:   %7 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %8 = llvm.extractelement %6[%7 : i64] : vector<2xf32>
// CHECK-NEXT:   %9 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %10 = llvm.insertelement %8, %5[%9 : i64] : vector<4xf32>
// CHECK-NEXT:   %11 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT:   %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %13 = llvm.extractelement %11[%12 : i64] : vector<2xf32>
// CHECK-NEXT:   %14 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %15 = llvm.insertelement %13, %10[%14 : i64] : vector<4xf32>
// CHECK-NEXT:   %16 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT:   %17 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %18 = llvm.extractelement %16[%17 : i64] : vector<2xf32>
// CHECK-NEXT:   %19 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:   %20 = llvm.insertelement %18, %15[%19 : i64] : vector<4xf32>
// CHECK-NEXT:   return %20 : vector<4xf32>
// CHECK-LABEL: func.func @shape_cast_0d(%arg0: vector<f32>) -> vector<1xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<1xf32>
// CHECK-NEXT:   %1 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %2 = llvm.extractelement %0[%1 : i64] : vector<1xf32>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %4 = llvm.insertelement %2, %cst[%3 : i64] : vector<1xf32>
// CHECK-NEXT:   return %4 : vector<1xf32>
// CHECK-LABEL: func.func @shape_cast_to_0d(%arg0: vector<1x1xi8>) -> vector<i8> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x1xi8> to !llvm.array<1 x vector<1xi8>>
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<i8>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst : vector<i8> to vector<1xi8>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<1xi8>>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %4 = llvm.extractelement %2[%3 : i64] : vector<1xi8>
// CHECK-NEXT:   %5 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %6 = llvm.insertelement %4, %1[%5 : i64] : vector<1xi8>
// CHECK-NEXT:   %7 = builtin.unrealized_conversion_cast %6 : vector<1xi8> to vector<i8>
// CHECK-NEXT:   return %7 : vector<i8>
// CHECK-LABEL: func.func @shape_cast_same(%arg0: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:   return %arg0 : vector<2x3xf32>
// CHECK-LABEL: func.func @step() -> vector<4xindex> {
// CHECK-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
// CHECK-NEXT:   return %cst : vector<4xindex>
// CHECK-LABEL: func.func @step_scalable() -> vector<[4]xindex> {
// CHECK-NEXT:   %0 = llvm.intr.experimental.stepvector : vector<[4]xi64>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %0 : vector<[4]xi64> to vector<[4]xindex>
// CHECK-NEXT:   return %1 : vector<[4]xindex>
// CHECK-LABEL: func.func @vscale() -> index {
// CHECK-NEXT:   %0 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT:   return %1 : index
// CHECK-LABEL: func.func @create_mask_0d(%arg0: index) -> vector<i1> {
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<i32>
// CHECK-NEXT:   %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:   %1 = llvm.mlir.undef : vector<1xi32>
// CHECK-NEXT:   %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %3 = llvm.insertelement %0, %1[%2 : i32] : vector<1xi32>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %3 : vector<1xi32> to vector<i32>
// CHECK-NEXT:   %5 = arith.cmpi slt, %cst, %4 : vector<i32>
// CHECK-NEXT:   return %5 : vector<i1>
// CHECK-LABEL: func.func @create_mask_1d(%arg0: index) -> vector<4xi1> {
// CHECK-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:   %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:   %1 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:   %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %3 = llvm.insertelement %0, %1[%2 : i32] : vector<4xi32>
// CHECK-NEXT:   %4 = llvm.shufflevector %3, %1 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:   %5 = arith.cmpi slt, %cst, %4 : vector<4xi32>
// CHECK-NEXT:   return %5 : vector<4xi1>
// CHECK-LABEL: func.func @create_mask_scalable(%arg0: index) -> vector<[4]xi1> {
// CHECK-NEXT:   %0 = llvm.intr.experimental.stepvector : vector<[4]xi32>
// CHECK-NEXT:   %1 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:   %2 = llvm.mlir.undef : vector<[4]xi32>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %4 = llvm.insertelement %1, %2[%3 : i32] : vector<[4]xi32>
// CHECK-NEXT:   %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<[4]xi32>
// CHECK-NEXT:   %6 = arith.cmpi slt, %0, %5 : vector<[4]xi32>
// CHECK-NEXT:   return %6 : vector<[4]xi1>
// CHECK-LABEL: func.func @create_mask_2d(%arg0: index, %arg1: index) -> vector<2x4xi1> {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst = arith.constant dense<false> : vector<2x4xi1>
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %cst : vector<2x4xi1> to !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:   %cst_0 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT:   %cst_1 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:   %1 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT:   %2 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %4 = llvm.insertelement %1, %2[%3 : i32] : vector<4xi32>
// CHECK-NEXT:   %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:   %6 = arith.cmpi slt, %cst_1, %5 : vector<4xi32>
// CHECK-NEXT:   %7 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK-NEXT:   %8 = arith.select %7, %6, %cst_0 : vector<4xi1>
// CHECK-NEXT:   %9 = llvm.insertvalue %8, %0[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:   %10 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK-NEXT:   %11 = arith.select %10, %6, %cst_0 : vector<4xi1>
// CHECK-NEXT:   %12 = llvm.insertvalue %11, %9[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:   %13 = builtin.unrealized_conversion_cast %12 : !llvm.array<2 x vector<4xi1>> to vector<2x4xi1>
// CHECK-NEXT:   return %13 : vector<2x4xi1>
// CHECK-LABEL: func.func @create_mask_3d(%arg0: index, %arg1: index, %arg2: index) -> vector<2x3x4xi1> {
// CHECK-NEXT:   %cst = arith.constant dense<false> : vector<2x3x4xi1>
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %cst : vector<2x3x4xi1> to !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst_0 = arith.constant dense<false> : vector<3x4xi1>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst_0 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:   %cst_1 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:   %2 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:   %3 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:   %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %5 = llvm.insertelement %2, %3[%4 : i32] : vector<4xi32>
// CHECK-NEXT:   %6 = llvm.shufflevector %5, %3 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:   %7 = arith.cmpi slt, %cst_2, %6 : vector<4xi32>
// CHECK-NEXT:   %8 = arith.cmpi sgt, %arg1, %c0 : index
// CHECK-NEXT:   %9 = arith.select %8, %7, %cst_1 : vector<4xi1>
// CHECK-NEXT:   %10 = llvm.insertvalue %9, %1[0] : !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:   %11 = arith.cmpi sgt, %arg1, %c1 : index
// CHECK-NEXT:   %12 = arith.select %11, %7, %cst_1 : vector<4xi1>
// CHECK-NEXT:   %13 = llvm.insertvalue %12, %10[1] : !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:   %14 = arith.cmpi sgt, %arg1, %c2 : index
// CHECK-NEXT:   %15 = arith.select %14, %7, %cst_1 : vector<4xi1>
// CHECK-NEXT:   %16 = llvm.insertvalue %15, %13[2] : !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:   %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<3 x vector<4xi1>> to vector<3x4xi1>
// CHECK-NEXT:   %18 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK-NEXT:   %19 = arith.select %18, %17, %cst_0 : vector<3x4xi1>
// CHECK-NEXT:   %20 = builtin.unrealized_conversion_cast %19 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:   %21 = llvm.insertvalue %20, %0[0] : !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK-NEXT:   %22 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK-NEXT:   %23 = arith.select %22, %17, %cst_0 : vector<3x4xi1>
// CHECK-NEXT:   %24 = builtin.unrealized_conversion_cast %23 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:   %25 = llvm.insertvalue %24, %21[1] : !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK-NEXT:   %26 = builtin.unrealized_conversion_cast %25 : !llvm.array<2 x array<3 x vector<4xi1>>> to vector<2x3x4xi1>
// CHECK-NEXT:   return %26 : vector<2x3x4xi1>
// CHECK-LABEL: func.func @create_mask_constant() -> vector<4xi1> {
// CHECK-NEXT:   %cst = arith.constant dense<[true, true, false, false]> : vector<4xi1>
// CHECK-NEXT:   return %cst : vector<4xi1>
// CHECK-LABEL: func.func @constant_mask_0d() -> vector<i1> {
// CHECK-NEXT:   %cst = arith.constant dense<true> : vector<i1>
// CHECK-NEXT:   return %cst : vector<i1>
// CHECK-LABEL: func.func @constant_mask_1d() -> vector<4xi1> {
// CHECK-NEXT:   %cst = arith.constant dense<[true, true, true, false]> : vector<4xi1>
// CHECK-NEXT:   return %cst : vector<4xi1>
// CHECK-LABEL: func.func @constant_mask_scalable() -> (vector<[4]xi1>, vector<[4]xi1>) {
// CHECK-NEXT:   %cst = arith.constant dense<true> : vector<[4]xi1>
// CHECK-NEXT:   %cst_0 = arith.constant dense<false> : vector<[4]xi1>
// CHECK-NEXT:   return %cst, %cst_0 : vector<[4]xi1>, vector<[4]xi1>
// CHECK-LABEL: func.func @constant_mask_2d() -> vector<2x3xi1> {
// CHECK-NEXT:   %cst = arith.constant dense<[true, true, false]> : vector<3xi1>
// CHECK-NEXT:   %cst_0 = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %1 = llvm.insertvalue %cst, %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %1 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT:   return %2 : vector<2x3xi1>
// CHECK-LABEL: func.func @constant_mask_3d() -> vector<3x2x3xi1> {
// CHECK-NEXT:   %cst = arith.constant dense<false> : vector<3x2x3xi1>
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %cst : vector<3x2x3xi1> to !llvm.array<3 x array<2 x vector<3xi1>>>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[true, true, false]> : vector<3xi1>
// CHECK-NEXT:   %cst_1 = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst_1 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %2 = llvm.insertvalue %cst_0, %1[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %3 = llvm.insertvalue %2, %0[0] : !llvm.array<3 x array<2 x vector<3xi1>>>
// CHECK-NEXT:   %4 = llvm.insertvalue %2, %3[1] : !llvm.array<3 x array<2 x vector<3xi1>>>
// CHECK-NEXT:   %5 = builtin.unrealized_conversion_cast %4 : !llvm.array<3 x array<2 x vector<3xi1>>> to vector<3x2x3xi1>
// CHECK-NEXT:   return %5 : vector<3x2x3xi1>
// CHECK-LABEL: func.func @constant_mask_none() -> vector<2x3xi1> {
// CHECK-NEXT:   %cst = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT:   return %cst : vector<2x3xi1>
// CHECK-LABEL: func.func @several(%arg0: vector<4xf32>, %arg1: index, %arg2: index) -> (vector<4xi32>, vector<4xindex>, vector<4xi1>, vector<2x4xi1>, vector<4xi1>, vector<2x3xi1>) {
// CHECK-NEXT:   %cst = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %cst : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[true, true, false]> : vector<3xi1>
// CHECK-NEXT:   %cst_1 = arith.constant dense<[true, true, true, false]> : vector<4xi1>
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst_2 = arith.constant dense<false> : vector<2x4xi1>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst_2 : vector<2x4xi1> to !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:   %cst_3 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT:   %cst_4 = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
// CHECK-NEXT:   %2 = llvm.bitcast %arg0 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT:   %cst_5 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:   %3 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT:   %4 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:   %8 = arith.cmpi slt, %cst_5, %7 : vector<4xi32>
// CHECK-NEXT:   %cst_6 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:   %9 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:   %10 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:   %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %12 = llvm.insertelement %9, %10[%11 : i32] : vector<4xi32>
// CHECK-NEXT:   %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:   %14 = arith.cmpi slt, %cst_6, %13 : vector<4xi32>
// CHECK-NEXT:   %15 = arith.cmpi sgt, %arg1, %c0 : index
// CHECK-NEXT:   %16 = arith.select %15, %14, %cst_3 : vector<4xi1>
// CHECK-NEXT:   %17 = llvm.insertvalue %16, %1[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:   %18 = arith.cmpi sgt, %arg1, %c1 : index
// CHECK-NEXT:   %19 = arith.select %18, %14, %cst_3 : vector<4xi1>
// CHECK-NEXT:   %20 = llvm.insertvalue %19, %17[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT:   %21 = builtin.unrealized_conversion_cast %20 : !llvm.array<2 x vector<4xi1>> to vector<2x4xi1>
// CHECK-NEXT:   %22 = llvm.insertvalue %cst_0, %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %23 = builtin.unrealized_conversion_cast %22 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT:   return %2, %cst_4, %8, %21, %cst_1, %23 : vector<4xi32>, vector<4xindex>, vector<4xi1>, vector<2x4xi1>, vector<4xi1>, vector<2x3xi1>
// CHECK-LABEL: func.func @a() -> (vector<4xi1>, vector<4xi1>, vector<2x3xi1>, vector<2x3xi1>) {
// CHECK-NEXT:   %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT:   %cst_0 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT:   %cst_1 = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %cst_1 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %cst_2 = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT:   %1 = llvm.insertvalue %cst_2, %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %1 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %2 : vector<4xi1>, vector<4xi1>, vector<2x3xi1>, vector<2x3xi1>

// I64-LABEL: func.func @create_mask_1d(%arg0: index) -> vector<4xi1> {
// I64-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
// I64-NEXT:   %0 = arith.index_cast %arg0 : index to i64
// I64-NEXT:   %1 = llvm.mlir.undef : vector<4xi64>
// I64-NEXT:   %2 = llvm.mlir.constant(0 : i32) : i32
// I64-NEXT:   %3 = llvm.insertelement %0, %1[%2 : i32] : vector<4xi64>
// I64-NEXT:   %4 = llvm.shufflevector %3, %1 [0, 0, 0, 0] : vector<4xi64>
// I64-NEXT:   %5 = arith.cmpi slt, %cst, %4 : vector<4xi64>
// I64-NEXT:   return %5 : vector<4xi1>
// I64-LABEL: func.func @create_mask_scalable(%arg0: index) -> vector<[4]xi1> {
// I64-NEXT:   %0 = llvm.intr.experimental.stepvector : vector<[4]xi64>
// I64-NEXT:   %1 = arith.index_cast %arg0 : index to i64
// I64-NEXT:   %2 = llvm.mlir.undef : vector<[4]xi64>
// I64-NEXT:   %3 = llvm.mlir.constant(0 : i32) : i32
// I64-NEXT:   %4 = llvm.insertelement %1, %2[%3 : i32] : vector<[4]xi64>
// I64-NEXT:   %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<[4]xi64>
// I64-NEXT:   %6 = arith.cmpi slt, %0, %5 : vector<[4]xi64>
// I64-NEXT:   return %6 : vector<[4]xi1>
// I64-LABEL: func.func @create_mask_2d(%arg0: index, %arg1: index) -> vector<2x4xi1> {
// I64-NEXT:   %c1 = arith.constant 1 : index
// I64-NEXT:   %c0 = arith.constant 0 : index
// I64-NEXT:   %cst = arith.constant dense<false> : vector<2x4xi1>

func.func @bitcast_1d(%v: vector<4xf32>) -> vector<8xi16> {
  %0 = vector.bitcast %v : vector<4xf32> to vector<8xi16>
  return %0 : vector<8xi16>
}
func.func @bitcast_0d(%v: vector<f32>) -> vector<i32> {
  %0 = vector.bitcast %v : vector<f32> to vector<i32>
  return %0 : vector<i32>
}
func.func @bitcast_2d(%v: vector<2x4xf32>) -> vector<2x2xi64> {
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<2x2xi64>
  return %0 : vector<2x2xi64>
}
func.func @shape_cast_3d_1d(%v: vector<2x1x2xf32>) -> vector<4xf32> {
  %0 = vector.shape_cast %v : vector<2x1x2xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @shape_cast_0d(%v: vector<f32>) -> vector<1xf32> {
  %0 = vector.shape_cast %v : vector<f32> to vector<1xf32>
  return %0 : vector<1xf32>
}
func.func @shape_cast_to_0d(%v: vector<1x1xi8>) -> vector<i8> {
  %0 = vector.shape_cast %v : vector<1x1xi8> to vector<i8>
  return %0 : vector<i8>
}
func.func @shape_cast_same(%v: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @step() -> vector<4xindex> {
  %0 = vector.step : vector<4xindex>
  return %0 : vector<4xindex>
}
func.func @step_scalable() -> vector<[4]xindex> {
  %0 = vector.step : vector<[4]xindex>
  return %0 : vector<[4]xindex>
}
func.func @vscale() -> index {
  %0 = vector.vscale
  return %0 : index
}
func.func @create_mask_0d(%i: index) -> vector<i1> {
  %0 = vector.create_mask %i : vector<i1>
  return %0 : vector<i1>
}
func.func @create_mask_1d(%i: index) -> vector<4xi1> {
  %0 = vector.create_mask %i : vector<4xi1>
  return %0 : vector<4xi1>
}
func.func @create_mask_scalable(%i: index) -> vector<[4]xi1> {
  %0 = vector.create_mask %i : vector<[4]xi1>
  return %0 : vector<[4]xi1>
}
func.func @create_mask_2d(%i: index, %j: index) -> vector<2x4xi1> {
  %0 = vector.create_mask %i, %j : vector<2x4xi1>
  return %0 : vector<2x4xi1>
}
func.func @create_mask_3d(%i: index, %j: index, %k: index) -> vector<2x3x4xi1> {
  %0 = vector.create_mask %i, %j, %k : vector<2x3x4xi1>
  return %0 : vector<2x3x4xi1>
}
func.func @create_mask_constant() -> vector<4xi1> {
  %c2 = arith.constant 2 : index
  %0 = vector.create_mask %c2 : vector<4xi1>
  return %0 : vector<4xi1>
}
func.func @constant_mask_0d() -> vector<i1> {
  %0 = vector.constant_mask [1] : vector<i1>
  return %0 : vector<i1>
}
func.func @constant_mask_1d() -> vector<4xi1> {
  %0 = vector.constant_mask [3] : vector<4xi1>
  return %0 : vector<4xi1>
}
func.func @constant_mask_scalable() -> (vector<[4]xi1>, vector<[4]xi1>) {
  %0 = vector.constant_mask [4] : vector<[4]xi1>
  %1 = vector.constant_mask [0] : vector<[4]xi1>
  return %0, %1 : vector<[4]xi1>, vector<[4]xi1>
}
func.func @constant_mask_2d() -> vector<2x3xi1> {
  %0 = vector.constant_mask [1, 2] : vector<2x3xi1>
  return %0 : vector<2x3xi1>
}
func.func @constant_mask_3d() -> vector<3x2x3xi1> {
  %0 = vector.constant_mask [2, 1, 2] : vector<3x2x3xi1>
  return %0 : vector<3x2x3xi1>
}
func.func @constant_mask_none() -> vector<2x3xi1> {
  %0 = vector.constant_mask [0, 0] : vector<2x3xi1>
  return %0 : vector<2x3xi1>
}
func.func @several(%v: vector<4xf32>, %i: index, %j: index) -> (vector<4xi32>, vector<4xindex>, vector<4xi1>, vector<2x4xi1>, vector<4xi1>, vector<2x3xi1>) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  %1 = vector.step : vector<4xindex>
  %2 = vector.create_mask %i : vector<4xi1>
  %3 = vector.create_mask %i, %j : vector<2x4xi1>
  %4 = vector.constant_mask [3] : vector<4xi1>
  %5 = vector.constant_mask [1, 2] : vector<2x3xi1>
  return %0, %1, %2, %3, %4, %5 : vector<4xi32>, vector<4xindex>, vector<4xi1>, vector<2x4xi1>, vector<4xi1>, vector<2x3xi1>
}
func.func @a() -> (vector<4xi1>, vector<4xi1>, vector<2x3xi1>, vector<2x3xi1>) {
  %c5 = arith.constant 5 : index
  %cm = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = vector.create_mask %c5 : vector<4xi1>
  %1 = vector.create_mask %cm : vector<4xi1>
  %2 = vector.create_mask %c0, %c5 : vector<2x3xi1>
  %3 = vector.create_mask %c1, %c5 : vector<2x3xi1>
  return %0, %1, %2, %3 : vector<4xi1>, vector<4xi1>, vector<2x3xi1>, vector<2x3xi1>
}
