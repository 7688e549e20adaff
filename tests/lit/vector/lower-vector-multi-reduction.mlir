// --lower-vector-multi-reduction, both strategies (inner-parallel is the
// default); the CHECK lines are mlir-opt-19's output.
// RUN: rulir-opt %s --lower-vector-multi-reduction | FileCheck %s --check-prefix=PAR
// RUN: rulir-opt %s --lower-vector-multi-reduction=lowering-strategy=inner-parallel | FileCheck %s --check-prefix=PAR
// RUN: rulir-opt %s --lower-vector-multi-reduction=lowering-strategy=inner-reduction | FileCheck %s --check-prefix=RED

func.func @vector_multi_reduction_parallel_middle(%arg0: vector<3x4x5xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
    %0 = vector.multi_reduction <add>, %arg0, %acc [0, 2] : vector<3x4x5xf32> to vector<4xf32>
    return %0 : vector<4xf32>
}
func.func @r1(%arg0: vector<4xi32>, %acc: i32) -> i32 {
    %0 = vector.multi_reduction <maxsi>, %arg0, %acc [0] : vector<4xi32> to i32
    return %0 : i32
}
func.func @r2(%arg0: vector<2x3xi32>, %acc: i32) -> i32 {
    %0 = vector.multi_reduction <add>, %arg0, %acc [0, 1] : vector<2x3xi32> to i32
    return %0 : i32
}
func.func @r3(%arg0: vector<2x3xf32>, %acc: vector<3xf32>) -> vector<3xf32> {
    %0 = vector.multi_reduction <minimumf>, %arg0, %acc [0] : vector<2x3xf32> to vector<3xf32>
    return %0 : vector<3xf32>
}
func.func @vector_multi_reduction(%arg0: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
    %0 = vector.multi_reduction <mul>, %arg0, %acc [1] : vector<2x4xf32> to vector<2xf32>
    return %0 : vector<2xf32>
}
func.func @r4(%arg0: vector<2x3x4xi32>, %acc: vector<3xi32>) -> vector<3xi32> {
    %0 = vector.multi_reduction <xor>, %arg0, %acc [2, 0] : vector<2x3x4xi32> to vector<3xi32>
    return %0 : vector<3xi32>
}
func.func @r5(%arg0: vector<2x3x4xf32>, %acc: vector<2x3xf32>) -> vector<2x3xf32> {
    %0 = vector.multi_reduction <maxnumf>, %arg0, %acc [2] : vector<2x3x4xf32> to vector<2x3xf32>
    return %0 : vector<2x3xf32>
}

// PAR-LABEL: func.func @vector_multi_reduction_parallel_middle(%arg0: vector<3x4x5xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// PAR-NEXT: %0 = vector.transpose %arg0, [0, 2, 1] : vector<3x4x5xf32> to vector<3x5x4xf32>
// PAR-NEXT: %1 = vector.extract %0[0, 0] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %2 = arith.addf %1, %arg1 : vector<4xf32>
// PAR-NEXT: %3 = vector.extract %0[0, 1] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %4 = arith.addf %3, %2 : vector<4xf32>
// PAR-NEXT: %5 = vector.extract %0[0, 2] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %6 = arith.addf %5, %4 : vector<4xf32>
// PAR-NEXT: %7 = vector.extract %0[0, 3] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %8 = arith.addf %7, %6 : vector<4xf32>
// PAR-NEXT: %9 = vector.extract %0[0, 4] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %10 = arith.addf %9, %8 : vector<4xf32>
// PAR-NEXT: %11 = vector.extract %0[1, 0] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %12 = arith.addf %11, %10 : vector<4xf32>
// PAR-NEXT: %13 = vector.extract %0[1, 1] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %14 = arith.addf %13, %12 : vector<4xf32>
// PAR-NEXT: %15 = vector.extract %0[1, 2] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %16 = arith.addf %15, %14 : vector<4xf32>
// PAR-NEXT: %17 = vector.extract %0[1, 3] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %18 = arith.addf %17, %16 : vector<4xf32>
// PAR-NEXT: %19 = vector.extract %0[1, 4] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %20 = arith.addf %19, %18 : vector<4xf32>
// PAR-NEXT: %21 = vector.extract %0[2, 0] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %22 = arith.addf %21, %20 : vector<4xf32>
// PAR-NEXT: %23 = vector.extract %0[2, 1] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %24 = arith.addf %23, %22 : vector<4xf32>
// PAR-NEXT: %25 = vector.extract %0[2, 2] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %26 = arith.addf %25, %24 : vector<4xf32>
// PAR-NEXT: %27 = vector.extract %0[2, 3] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %28 = arith.addf %27, %26 : vector<4xf32>
// PAR-NEXT: %29 = vector.extract %0[2, 4] : vector<4xf32> from vector<3x5x4xf32>
// PAR-NEXT: %30 = arith.addf %29, %28 : vector<4xf32>
// PAR-NEXT: return %30 : vector<4xf32>
// PAR-NEXT: }
// PAR-LABEL: func.func @r1(%arg0: vector<4xi32>, %arg1: i32) -> i32 {
// PAR-NEXT: %0 = vector.shape_cast %arg0 : vector<4xi32> to vector<1x4xi32>
// PAR-NEXT: %1 = vector.broadcast %arg1 : i32 to vector<1xi32>
// PAR-NEXT: %2 = vector.transpose %0, [1, 0] : vector<1x4xi32> to vector<4x1xi32>
// PAR-NEXT: %3 = vector.extract %2[0] : vector<1xi32> from vector<4x1xi32>
// PAR-NEXT: %4 = arith.maxsi %3, %1 : vector<1xi32>
// PAR-NEXT: %5 = vector.extract %2[1] : vector<1xi32> from vector<4x1xi32>
// PAR-NEXT: %6 = arith.maxsi %5, %4 : vector<1xi32>
// PAR-NEXT: %7 = vector.extract %2[2] : vector<1xi32> from vector<4x1xi32>
// PAR-NEXT: %8 = arith.maxsi %7, %6 : vector<1xi32>
// PAR-NEXT: %9 = vector.extract %2[3] : vector<1xi32> from vector<4x1xi32>
// PAR-NEXT: %10 = arith.maxsi %9, %8 : vector<1xi32>
// PAR-NEXT: %11 = vector.extract %10[0] : i32 from vector<1xi32>
// PAR-NEXT: return %11 : i32
// PAR-NEXT: }
// PAR-LABEL: func.func @r2(%arg0: vector<2x3xi32>, %arg1: i32) -> i32 {
// PAR-NEXT: %0 = vector.shape_cast %arg0 : vector<2x3xi32> to vector<6xi32>
// PAR-NEXT: %1 = vector.shape_cast %0 : vector<6xi32> to vector<1x6xi32>
// PAR-NEXT: %2 = vector.broadcast %arg1 : i32 to vector<1xi32>
// PAR-NEXT: %3 = vector.transpose %1, [1, 0] : vector<1x6xi32> to vector<6x1xi32>
// PAR-NEXT: %4 = vector.extract %3[0] : vector<1xi32> from vector<6x1xi32>
// PAR-NEXT: %5 = arith.addi %4, %2 : vector<1xi32>
// PAR-NEXT: %6 = vector.extract %3[1] : vector<1xi32> from vector<6x1xi32>
// PAR-NEXT: %7 = arith.addi %6, %5 : vector<1xi32>
// PAR-NEXT: %8 = vector.extract %3[2] : vector<1xi32> from vector<6x1xi32>
// PAR-NEXT: %9 = arith.addi %8, %7 : vector<1xi32>
// PAR-NEXT: %10 = vector.extract %3[3] : vector<1xi32> from vector<6x1xi32>
// PAR-NEXT: %11 = arith.addi %10, %9 : vector<1xi32>
// PAR-NEXT: %12 = vector.extract %3[4] : vector<1xi32> from vector<6x1xi32>
// PAR-NEXT: %13 = arith.addi %12, %11 : vector<1xi32>
// PAR-NEXT: %14 = vector.extract %3[5] : vector<1xi32> from vector<6x1xi32>
// PAR-NEXT: %15 = arith.addi %14, %13 : vector<1xi32>
// PAR-NEXT: %16 = vector.extract %15[0] : i32 from vector<1xi32>
// PAR-NEXT: return %16 : i32
// PAR-NEXT: }
// PAR-LABEL: func.func @r3(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>) -> vector<3xf32> {
// PAR-NEXT: %0 = vector.extract %arg0[0] : vector<3xf32> from vector<2x3xf32>
// PAR-NEXT: %1 = arith.minimumf %0, %arg1 : vector<3xf32>
// PAR-NEXT: %2 = vector.extract %arg0[1] : vector<3xf32> from vector<2x3xf32>
// PAR-NEXT: %3 = arith.minimumf %2, %1 : vector<3xf32>
// PAR-NEXT: return %3 : vector<3xf32>
// PAR-NEXT: }
// PAR-LABEL: func.func @vector_multi_reduction(%arg0: vector<2x4xf32>, %arg1: vector<2xf32>) -> vector<2xf32> {
// PAR-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// PAR-NEXT: %1 = vector.extract %0[0] : vector<2xf32> from vector<4x2xf32>
// PAR-NEXT: %2 = arith.mulf %1, %arg1 : vector<2xf32>
// PAR-NEXT: %3 = vector.extract %0[1] : vector<2xf32> from vector<4x2xf32>
// PAR-NEXT: %4 = arith.mulf %3, %2 : vector<2xf32>
// PAR-NEXT: %5 = vector.extract %0[2] : vector<2xf32> from vector<4x2xf32>
// PAR-NEXT: %6 = arith.mulf %5, %4 : vector<2xf32>
// PAR-NEXT: %7 = vector.extract %0[3] : vector<2xf32> from vector<4x2xf32>
// PAR-NEXT: %8 = arith.mulf %7, %6 : vector<2xf32>
// PAR-NEXT: return %8 : vector<2xf32>
// PAR-NEXT: }
// PAR-LABEL: func.func @r4(%arg0: vector<2x3x4xi32>, %arg1: vector<3xi32>) -> vector<3xi32> {
// PAR-NEXT: %0 = vector.transpose %arg0, [2, 0, 1] : vector<2x3x4xi32> to vector<4x2x3xi32>
// PAR-NEXT: %1 = vector.extract %0[0, 0] : vector<3xi32> from vector<4x2x3xi32>
// PAR-NEXT: %2 = arith.xori %1, %arg1 : vector<3xi32>
// PAR-NEXT: %3 = vector.extract %0[0, 1] : vector<3xi32> from vector<4x2x3xi32>
// PAR-NEXT: %4 = arith.xori %3, %2 : vector<3xi32>
// PAR-NEXT: %5 = vector.extract %0[1, 0] : vector<3xi32> from vector<4x2x3xi32>
// PAR-NEXT: %6 = arith.xori %5, %4 : vector<3xi32>
// PAR-NEXT: %7 = vector.extract %0[1, 1] : vector<3xi32> from vector<4x2x3xi32>
// PAR-NEXT: %8 = arith.xori %7, %6 : vector<3xi32>
// PAR-NEXT: %9 = vector.extract %0[2, 0] : vector<3xi32> from vector<4x2x3xi32>
// PAR-NEXT: %10 = arith.xori %9, %8 : vector<3xi32>
// PAR-NEXT: %11 = vector.extract %0[2, 1] : vector<3xi32> from vector<4x2x3xi32>
// PAR-NEXT: %12 = arith.xori %11, %10 : vector<3xi32>
// PAR-NEXT: %13 = vector.extract %0[3, 0] : vector<3xi32> from vector<4x2x3xi32>
// PAR-NEXT: %14 = arith.xori %13, %12 : vector<3xi32>
// PAR-NEXT: %15 = vector.extract %0[3, 1] : vector<3xi32> from vector<4x2x3xi32>
// PAR-NEXT: %16 = arith.xori %15, %14 : vector<3xi32>
// PAR-NEXT: return %16 : vector<3xi32>
// PAR-NEXT: }
// PAR-LABEL: func.func @r5(%arg0: vector<2x3x4xf32>, %arg1: vector<2x3xf32>) -> vector<2x3xf32> {
// PAR-NEXT: %0 = vector.transpose %arg0, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
// PAR-NEXT: %1 = vector.shape_cast %0 : vector<4x2x3xf32> to vector<4x6xf32>
// PAR-NEXT: %2 = vector.shape_cast %arg1 : vector<2x3xf32> to vector<6xf32>
// PAR-NEXT: %3 = vector.extract %1[0] : vector<6xf32> from vector<4x6xf32>
// PAR-NEXT: %4 = arith.maxnumf %3, %2 : vector<6xf32>
// PAR-NEXT: %5 = vector.extract %1[1] : vector<6xf32> from vector<4x6xf32>
// PAR-NEXT: %6 = arith.maxnumf %5, %4 : vector<6xf32>
// PAR-NEXT: %7 = vector.extract %1[2] : vector<6xf32> from vector<4x6xf32>
// PAR-NEXT: %8 = arith.maxnumf %7, %6 : vector<6xf32>
// PAR-NEXT: %9 = vector.extract %1[3] : vector<6xf32> from vector<4x6xf32>
// PAR-NEXT: %10 = arith.maxnumf %9, %8 : vector<6xf32>
// PAR-NEXT: %11 = vector.shape_cast %10 : vector<6xf32> to vector<2x3xf32>
// PAR-NEXT: return %11 : vector<2x3xf32>
// PAR-NEXT: }

// RED-LABEL: func.func @vector_multi_reduction_parallel_middle(%arg0: vector<3x4x5xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// RED-NEXT: %c3 = arith.constant 3 : index
// RED-NEXT: %c2 = arith.constant 2 : index
// RED-NEXT: %c1 = arith.constant 1 : index
// RED-NEXT: %c0 = arith.constant 0 : index
// RED-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// RED-NEXT: %0 = vector.transpose %arg0, [1, 0, 2] : vector<3x4x5xf32> to vector<4x3x5xf32>
// RED-NEXT: %1 = vector.shape_cast %0 : vector<4x3x5xf32> to vector<4x15xf32>
// RED-NEXT: %2 = vector.extract %1[0] : vector<15xf32> from vector<4x15xf32>
// RED-NEXT: %3 = vector.extract %arg1[0] : f32 from vector<4xf32>
// RED-NEXT: %4 = vector.reduction <add>, %2, %3 : vector<15xf32> into f32
// RED-NEXT: %5 = vector.insertelement %4, %cst[%c0 : index] : vector<4xf32>
// RED-NEXT: %6 = vector.extract %1[1] : vector<15xf32> from vector<4x15xf32>
// RED-NEXT: %7 = vector.extract %arg1[1] : f32 from vector<4xf32>
// RED-NEXT: %8 = vector.reduction <add>, %6, %7 : vector<15xf32> into f32
// RED-NEXT: %9 = vector.insertelement %8, %5[%c1 : index] : vector<4xf32>
// RED-NEXT: %10 = vector.extract %1[2] : vector<15xf32> from vector<4x15xf32>
// RED-NEXT: %11 = vector.extract %arg1[2] : f32 from vector<4xf32>
// RED-NEXT: %12 = vector.reduction <add>, %10, %11 : vector<15xf32> into f32
// RED-NEXT: %13 = vector.insertelement %12, %9[%c2 : index] : vector<4xf32>
// RED-NEXT: %14 = vector.extract %1[3] : vector<15xf32> from vector<4x15xf32>
// RED-NEXT: %15 = vector.extract %arg1[3] : f32 from vector<4xf32>
// RED-NEXT: %16 = vector.reduction <add>, %14, %15 : vector<15xf32> into f32
// RED-NEXT: %17 = vector.insertelement %16, %13[%c3 : index] : vector<4xf32>
// RED-NEXT: return %17 : vector<4xf32>
// RED-NEXT: }
// RED-LABEL: func.func @r1(%arg0: vector<4xi32>, %arg1: i32) -> i32 {
// RED-NEXT: %c0 = arith.constant 0 : index
// RED-NEXT: %cst = arith.constant dense<0> : vector<1xi32>
// RED-NEXT: %0 = vector.reduction <maxsi>, %arg0, %arg1 : vector<4xi32> into i32
// RED-NEXT: %1 = vector.insertelement %0, %cst[%c0 : index] : vector<1xi32>
// RED-NEXT: %2 = vector.extract %1[0] : i32 from vector<1xi32>
// RED-NEXT: return %2 : i32
// RED-NEXT: }
// RED-LABEL: func.func @r2(%arg0: vector<2x3xi32>, %arg1: i32) -> i32 {
// RED-NEXT: %c0 = arith.constant 0 : index
// RED-NEXT: %cst = arith.constant dense<0> : vector<1xi32>
// RED-NEXT: %0 = vector.shape_cast %arg0 : vector<2x3xi32> to vector<6xi32>
// RED-NEXT: %1 = vector.reduction <add>, %0, %arg1 : vector<6xi32> into i32
// RED-NEXT: %2 = vector.insertelement %1, %cst[%c0 : index] : vector<1xi32>
// RED-NEXT: %3 = vector.extract %2[0] : i32 from vector<1xi32>
// RED-NEXT: return %3 : i32
// RED-NEXT: }
// RED-LABEL: func.func @r3(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>) -> vector<3xf32> {
// RED-NEXT: %c2 = arith.constant 2 : index
// RED-NEXT: %c1 = arith.constant 1 : index
// RED-NEXT: %c0 = arith.constant 0 : index
// RED-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<3xf32>
// RED-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// RED-NEXT: %1 = vector.extract %0[0] : vector<2xf32> from vector<3x2xf32>
// RED-NEXT: %2 = vector.extract %arg1[0] : f32 from vector<3xf32>
// RED-NEXT: %3 = vector.reduction <minimumf>, %1, %2 : vector<2xf32> into f32
// RED-NEXT: %4 = vector.insertelement %3, %cst[%c0 : index] : vector<3xf32>
// RED-NEXT: %5 = vector.extract %0[1] : vector<2xf32> from vector<3x2xf32>
// RED-NEXT: %6 = vector.extract %arg1[1] : f32 from vector<3xf32>
// RED-NEXT: %7 = vector.reduction <minimumf>, %5, %6 : vector<2xf32> into f32
// RED-NEXT: %8 = vector.insertelement %7, %4[%c1 : index] : vector<3xf32>
// RED-NEXT: %9 = vector.extract %0[2] : vector<2xf32> from vector<3x2xf32>
// RED-NEXT: %10 = vector.extract %arg1[2] : f32 from vector<3xf32>
// RED-NEXT: %11 = vector.reduction <minimumf>, %9, %10 : vector<2xf32> into f32
// RED-NEXT: %12 = vector.insertelement %11, %8[%c2 : index] : vector<3xf32>
// RED-NEXT: return %12 : vector<3xf32>
// RED-NEXT: }
// RED-LABEL: func.func @vector_multi_reduction(%arg0: vector<2x4xf32>, %arg1: vector<2xf32>) -> vector<2xf32> {
// RED-NEXT: %c1 = arith.constant 1 : index
// RED-NEXT: %c0 = arith.constant 0 : index
// RED-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// RED-NEXT: %0 = vector.extract %arg0[0] : vector<4xf32> from vector<2x4xf32>
// RED-NEXT: %1 = vector.extract %arg1[0] : f32 from vector<2xf32>
// RED-NEXT: %2 = vector.reduction <mul>, %0, %1 : vector<4xf32> into f32
// RED-NEXT: %3 = vector.insertelement %2, %cst[%c0 : index] : vector<2xf32>
// RED-NEXT: %4 = vector.extract %arg0[1] : vector<4xf32> from vector<2x4xf32>
// RED-NEXT: %5 = vector.extract %arg1[1] : f32 from vector<2xf32>
// RED-NEXT: %6 = vector.reduction <mul>, %4, %5 : vector<4xf32> into f32
// RED-NEXT: %7 = vector.insertelement %6, %3[%c1 : index] : vector<2xf32>
// RED-NEXT: return %7 : vector<2xf32>
// RED-NEXT: }
// RED-LABEL: func.func @r4(%arg0: vector<2x3x4xi32>, %arg1: vector<3xi32>) -> vector<3xi32> {
// RED-NEXT: %c2 = arith.constant 2 : index
// RED-NEXT: %c1 = arith.constant 1 : index
// RED-NEXT: %c0 = arith.constant 0 : index
// RED-NEXT: %cst = arith.constant dense<0> : vector<3xi32>
// RED-NEXT: %0 = vector.transpose %arg0, [1, 2, 0] : vector<2x3x4xi32> to vector<3x4x2xi32>
// RED-NEXT: %1 = vector.shape_cast %0 : vector<3x4x2xi32> to vector<3x8xi32>
// RED-NEXT: %2 = vector.extract %1[0] : vector<8xi32> from vector<3x8xi32>
// RED-NEXT: %3 = vector.extract %arg1[0] : i32 from vector<3xi32>
// RED-NEXT: %4 = vector.reduction <xor>, %2, %3 : vector<8xi32> into i32
// RED-NEXT: %5 = vector.insertelement %4, %cst[%c0 : index] : vector<3xi32>
// RED-NEXT: %6 = vector.extract %1[1] : vector<8xi32> from vector<3x8xi32>
// RED-NEXT: %7 = vector.extract %arg1[1] : i32 from vector<3xi32>
// RED-NEXT: %8 = vector.reduction <xor>, %6, %7 : vector<8xi32> into i32
// RED-NEXT: %9 = vector.insertelement %8, %5[%c1 : index] : vector<3xi32>
// RED-NEXT: %10 = vector.extract %1[2] : vector<8xi32> from vector<3x8xi32>
// RED-NEXT: %11 = vector.extract %arg1[2] : i32 from vector<3xi32>
// RED-NEXT: %12 = vector.reduction <xor>, %10, %11 : vector<8xi32> into i32
// RED-NEXT: %13 = vector.insertelement %12, %9[%c2 : index] : vector<3xi32>
// RED-NEXT: return %13 : vector<3xi32>
// RED-NEXT: }
// RED-LABEL: func.func @r5(%arg0: vector<2x3x4xf32>, %arg1: vector<2x3xf32>) -> vector<2x3xf32> {
// RED-NEXT: %c5 = arith.constant 5 : index
// RED-NEXT: %c4 = arith.constant 4 : index
// RED-NEXT: %c3 = arith.constant 3 : index
// RED-NEXT: %c2 = arith.constant 2 : index
// RED-NEXT: %c1 = arith.constant 1 : index
// RED-NEXT: %c0 = arith.constant 0 : index
// RED-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<6xf32>
// RED-NEXT: %0 = vector.extract %arg0[0, 0] : vector<4xf32> from vector<2x3x4xf32>
// RED-NEXT: %1 = vector.extract %arg1[0, 0] : f32 from vector<2x3xf32>
// RED-NEXT: %2 = vector.reduction <maxnumf>, %0, %1 : vector<4xf32> into f32
// RED-NEXT: %3 = vector.insertelement %2, %cst[%c0 : index] : vector<6xf32>
// RED-NEXT: %4 = vector.extract %arg0[0, 1] : vector<4xf32> from vector<2x3x4xf32>
// RED-NEXT: %5 = vector.extract %arg1[0, 1] : f32 from vector<2x3xf32>
// RED-NEXT: %6 = vector.reduction <maxnumf>, %4, %5 : vector<4xf32> into f32
// RED-NEXT: %7 = vector.insertelement %6, %3[%c1 : index] : vector<6xf32>
// RED-NEXT: %8 = vector.extract %arg0[0, 2] : vector<4xf32> from vector<2x3x4xf32>
// RED-NEXT: %9 = vector.extract %arg1[0, 2] : f32 from vector<2x3xf32>
// RED-NEXT: %10 = vector.reduction <maxnumf>, %8, %9 : vector<4xf32> into f32
// RED-NEXT: %11 = vector.insertelement %10, %7[%c2 : index] : vector<6xf32>
// RED-NEXT: %12 = vector.extract %arg0[1, 0] : vector<4xf32> from vector<2x3x4xf32>
// RED-NEXT: %13 = vector.extract %arg1[1, 0] : f32 from vector<2x3xf32>
// RED-NEXT: %14 = vector.reduction <maxnumf>, %12, %13 : vector<4xf32> into f32
// RED-NEXT: %15 = vector.insertelement %14, %11[%c3 : index] : vector<6xf32>
// RED-NEXT: %16 = vector.extract %arg0[1, 1] : vector<4xf32> from vector<2x3x4xf32>
// RED-NEXT: %17 = vector.extract %arg1[1, 1] : f32 from vector<2x3xf32>
// RED-NEXT: %18 = vector.reduction <maxnumf>, %16, %17 : vector<4xf32> into f32
// RED-NEXT: %19 = vector.insertelement %18, %15[%c4 : index] : vector<6xf32>
// RED-NEXT: %20 = vector.extract %arg0[1, 2] : vector<4xf32> from vector<2x3x4xf32>
// RED-NEXT: %21 = vector.extract %arg1[1, 2] : f32 from vector<2x3xf32>
// RED-NEXT: %22 = vector.reduction <maxnumf>, %20, %21 : vector<4xf32> into f32
// RED-NEXT: %23 = vector.insertelement %22, %19[%c5 : index] : vector<6xf32>
// RED-NEXT: %24 = vector.shape_cast %23 : vector<6xf32> to vector<2x3xf32>
// RED-NEXT: return %24 : vector<2x3xf32>
// RED-NEXT: }
