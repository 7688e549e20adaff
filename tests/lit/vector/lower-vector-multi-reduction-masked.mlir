// --lower-vector-multi-reduction on multi_reductions inside a vector.mask:
// the mask is transposed, flattened (shape_cast) and broadcast with the
// source, the vector.mask kept around the new multi_reduction; with
// inner-reduction each row becomes a masked vector.reduction (the mask's
// row), while inner-parallel's last step leaves masked ones, as MLIR 19
// does. The CHECK lines are mlir-opt-19's output (constants in any order).
// RUN: rulir-opt %s --lower-vector-multi-reduction | FileCheck %s
// RUN: %mlir_opt %s --lower-vector-multi-reduction | FileCheck %s
// RUN: rulir-opt %s --lower-vector-multi-reduction=lowering-strategy=inner-reduction | FileCheck %s --check-prefix=INNER
// RUN: %mlir_opt %s --lower-vector-multi-reduction=lowering-strategy=inner-reduction | FileCheck %s --check-prefix=INNER

// CHECK-LABEL: func.func @m3(%arg0: vector<2x3x4xf32>, %arg1: vector<2xf32>, %arg2: vector<2x3x4xi1>) -> vector<2xf32> {
// CHECK:        %0 = vector.transpose %arg2, [1, 2, 0] : vector<2x3x4xi1> to vector<3x4x2xi1>
// CHECK-NEXT:   %1 = vector.transpose %arg0, [1, 2, 0] : vector<2x3x4xf32> to vector<3x4x2xf32>
// CHECK-NEXT:   %2 = vector.shape_cast %0 : vector<3x4x2xi1> to vector<12x2xi1>
// CHECK-NEXT:   %3 = vector.shape_cast %1 : vector<3x4x2xf32> to vector<12x2xf32>
// CHECK-NEXT:   %4 = vector.mask %2 { vector.multi_reduction <add>, %3, %arg1 [0] : vector<12x2xf32> to vector<2xf32> } : vector<12x2xi1> -> vector<2xf32>
// CHECK-NEXT:   return %4 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @m1(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<4xi1>) -> f32 {
// CHECK:        %0 = vector.shape_cast %arg0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:   %1 = vector.broadcast %arg1 : f32 to vector<1xf32>
// CHECK-NEXT:   %2 = vector.broadcast %arg2 : vector<4xi1> to vector<1x4xi1>
// CHECK-NEXT:   %3 = vector.transpose %2, [1, 0] : vector<1x4xi1> to vector<4x1xi1>
// CHECK-NEXT:   %4 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// CHECK-NEXT:   %5 = vector.mask %3 { vector.multi_reduction <add>, %4, %1 [0] : vector<4x1xf32> to vector<1xf32> } : vector<4x1xi1> -> vector<1xf32>
// CHECK-NEXT:   %6 = vector.extract %5[0] : f32 from vector<1xf32>
// CHECK-NEXT:   return %6 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mall(%arg0: vector<2x4xi32>, %arg1: i32, %arg2: vector<2x4xi1>) -> i32 {
// CHECK:        %0 = vector.shape_cast %arg2 : vector<2x4xi1> to vector<8xi1>
// CHECK-NEXT:   %1 = vector.shape_cast %arg0 : vector<2x4xi32> to vector<8xi32>
// CHECK-NEXT:   %2 = vector.shape_cast %1 : vector<8xi32> to vector<1x8xi32>
// CHECK-NEXT:   %3 = vector.broadcast %arg1 : i32 to vector<1xi32>
// CHECK-NEXT:   %4 = vector.broadcast %0 : vector<8xi1> to vector<1x8xi1>
// CHECK-NEXT:   %5 = vector.transpose %4, [1, 0] : vector<1x8xi1> to vector<8x1xi1>
// CHECK-NEXT:   %6 = vector.transpose %2, [1, 0] : vector<1x8xi32> to vector<8x1xi32>
// CHECK-NEXT:   %7 = vector.mask %5 { vector.multi_reduction <maxsi>, %6, %3 [0] : vector<8x1xi32> to vector<1xi32> } : vector<8x1xi1> -> vector<1xi32>
// CHECK-NEXT:   %8 = vector.extract %7[0] : i32 from vector<1xi32>
// CHECK-NEXT:   return %8 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mt(%arg0: vector<3x2xf32>, %arg1: vector<2xf32>, %arg2: vector<3x2xi1>) -> vector<2xf32> {
// CHECK:        %0 = vector.mask %arg2 { vector.multi_reduction <mul>, %arg0, %arg1 [0] : vector<3x2xf32> to vector<2xf32> } : vector<3x2xi1> -> vector<2xf32>
// CHECK-NEXT:   return %0 : vector<2xf32>
// CHECK-NEXT: }

// INNER-LABEL: func.func @m3(%arg0: vector<2x3x4xf32>, %arg1: vector<2xf32>, %arg2: vector<2x3x4xi1>) -> vector<2xf32> {
// INNER-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// INNER-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// INNER-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<0.000000e+00> : vector<2xf32>
// INNER:        %0 = vector.shape_cast %arg2 : vector<2x3x4xi1> to vector<2x12xi1>
// INNER-NEXT:   %1 = vector.shape_cast %arg0 : vector<2x3x4xf32> to vector<2x12xf32>
// INNER-NEXT:   %2 = vector.extract %1[0] : vector<12xf32> from vector<2x12xf32>
// INNER-NEXT:   %3 = vector.extract %arg1[0] : f32 from vector<2xf32>
// INNER-NEXT:   %4 = vector.extract %0[0] : vector<12xi1> from vector<2x12xi1>
// INNER-NEXT:   %5 = vector.mask %4 { vector.reduction <add>, %2, %3 : vector<12xf32> into f32 } : vector<12xi1> -> f32
// INNER-NEXT:   %6 = vector.insertelement %5, [[CST]][[[C0]] : index] : vector<2xf32>
// INNER-NEXT:   %7 = vector.extract %1[1] : vector<12xf32> from vector<2x12xf32>
// INNER-NEXT:   %8 = vector.extract %arg1[1] : f32 from vector<2xf32>
// INNER-NEXT:   %9 = vector.extract %0[1] : vector<12xi1> from vector<2x12xi1>
// INNER-NEXT:   %10 = vector.mask %9 { vector.reduction <add>, %7, %8 : vector<12xf32> into f32 } : vector<12xi1> -> f32
// INNER-NEXT:   %11 = vector.insertelement %10, %6[[[C1]] : index] : vector<2xf32>
// INNER-NEXT:   return %11 : vector<2xf32>
// INNER-NEXT: }
// INNER-LABEL: func.func @m1(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<4xi1>) -> f32 {
// INNER-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// INNER-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<0.000000e+00> : vector<1xf32>
// INNER:        %0 = vector.mask %arg2 { vector.reduction <add>, %arg0, %arg1 : vector<4xf32> into f32 } : vector<4xi1> -> f32
// INNER-NEXT:   %1 = vector.insertelement %0, [[CST]][[[C0]] : index] : vector<1xf32>
// INNER-NEXT:   %2 = vector.extract %1[0] : f32 from vector<1xf32>
// INNER-NEXT:   return %2 : f32
// INNER-NEXT: }
// INNER-LABEL: func.func @mall(%arg0: vector<2x4xi32>, %arg1: i32, %arg2: vector<2x4xi1>) -> i32 {
// INNER-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// INNER-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<0> : vector<1xi32>
// INNER:        %0 = vector.shape_cast %arg2 : vector<2x4xi1> to vector<8xi1>
// INNER-NEXT:   %1 = vector.shape_cast %arg0 : vector<2x4xi32> to vector<8xi32>
// INNER-NEXT:   %2 = vector.mask %0 { vector.reduction <maxsi>, %1, %arg1 : vector<8xi32> into i32 } : vector<8xi1> -> i32
// INNER-NEXT:   %3 = vector.insertelement %2, [[CST]][[[C0]] : index] : vector<1xi32>
// INNER-NEXT:   %4 = vector.extract %3[0] : i32 from vector<1xi32>
// INNER-NEXT:   return %4 : i32
// INNER-NEXT: }
// INNER-LABEL: func.func @mt(%arg0: vector<3x2xf32>, %arg1: vector<2xf32>, %arg2: vector<3x2xi1>) -> vector<2xf32> {
// INNER-DAG: [[C1:%[a-z0-9_]+]] = arith.constant 1 : index
// INNER-DAG: [[C0:%[a-z0-9_]+]] = arith.constant 0 : index
// INNER-DAG: [[CST:%[a-z0-9_]+]] = arith.constant dense<0.000000e+00> : vector<2xf32>
// INNER:        %0 = vector.transpose %arg2, [1, 0] : vector<3x2xi1> to vector<2x3xi1>
// INNER-NEXT:   %1 = vector.transpose %arg0, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
// INNER-NEXT:   %2 = vector.extract %1[0] : vector<3xf32> from vector<2x3xf32>
// INNER-NEXT:   %3 = vector.extract %arg1[0] : f32 from vector<2xf32>
// INNER-NEXT:   %4 = vector.extract %0[0] : vector<3xi1> from vector<2x3xi1>
// INNER-NEXT:   %5 = vector.mask %4 { vector.reduction <mul>, %2, %3 : vector<3xf32> into f32 } : vector<3xi1> -> f32
// INNER-NEXT:   %6 = vector.insertelement %5, [[CST]][[[C0]] : index] : vector<2xf32>
// INNER-NEXT:   %7 = vector.extract %1[1] : vector<3xf32> from vector<2x3xf32>
// INNER-NEXT:   %8 = vector.extract %arg1[1] : f32 from vector<2xf32>
// INNER-NEXT:   %9 = vector.extract %0[1] : vector<3xi1> from vector<2x3xi1>
// INNER-NEXT:   %10 = vector.mask %9 { vector.reduction <mul>, %7, %8 : vector<3xf32> into f32 } : vector<3xi1> -> f32
// INNER-NEXT:   %11 = vector.insertelement %10, %6[[[C1]] : index] : vector<2xf32>
// INNER-NEXT:   return %11 : vector<2xf32>
// INNER-NEXT: }

func.func @m3(%v: vector<2x3x4xf32>, %acc: vector<2xf32>, %m: vector<2x3x4xi1>) -> vector<2xf32> {
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1, 2] : vector<2x3x4xf32> to vector<2xf32> } : vector<2x3x4xi1> -> vector<2xf32>
  return %r : vector<2xf32>
}
func.func @m1(%v: vector<4xf32>, %acc: f32, %m: vector<4xi1>) -> f32 {
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %acc [0] : vector<4xf32> to f32 } : vector<4xi1> -> f32
  return %r : f32
}
func.func @mall(%v: vector<2x4xi32>, %acc: i32, %m: vector<2x4xi1>) -> i32 {
  %r = vector.mask %m { vector.multi_reduction <maxsi>, %v, %acc [0, 1] : vector<2x4xi32> to i32 } : vector<2x4xi1> -> i32
  return %r : i32
}
func.func @mt(%v: vector<3x2xf32>, %acc: vector<2xf32>, %m: vector<3x2xi1>) -> vector<2xf32> {
  %r = vector.mask %m { vector.multi_reduction <mul>, %v, %acc [0] : vector<3x2xf32> to vector<2xf32> } : vector<3x2xi1> -> vector<2xf32>
  return %r : vector<2xf32>
}
