// affine.load of a constant memref.global folds to the element it reads
// (MLIR's AffineLoadOp::fold): the splat whatever the subscripts, else the
// element at constant subscripts; a non-constant global or subscript stays.
// RUN: rulir-opt %s --canonicalize -allow-unregistered-dialect | FileCheck %s
// RUN: rulir-opt %s --canonicalize -allow-unregistered-dialect > %t.rulir
// RUN: %mlir_opt %s --canonicalize -allow-unregistered-dialect > %t.mlir
// RUN: diff %t.rulir %t.mlir

memref.global "private" constant @k : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" constant @s : memref<8xf64> = dense<2.5>
memref.global "private" @v : memref<2xf32> = dense<[1.0, 2.0]>

// CHECK-LABEL: func.func @elements
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : i32
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i32
// CHECK: affine.for
// CHECK: affine.load %{{.*}}[%{{.*}}, 1]
// CHECK: return %[[C6]], %[[C2]]
func.func @elements() -> (i32, i32) {
  %0 = memref.get_global @k : memref<2x3xi32>
  %a = affine.load %0[1, 2] : memref<2x3xi32>
  %b = affine.load %0[0, 1] : memref<2x3xi32>
  affine.for %i = 0 to 2 {
    %c = affine.load %0[%i, 1] : memref<2x3xi32>
    "test.use"(%c) : (i32) -> ()
  }
  return %a, %b : i32, i32
}

// CHECK-LABEL: func.func @splat
// CHECK: %[[S:.*]] = arith.constant 2.500000e+00 : f64
// CHECK: affine.for
// CHECK-NEXT: "test.use"(%[[S]])
func.func @splat(%n: index) {
  %0 = memref.get_global @s : memref<8xf64>
  affine.for %i = 0 to 8 {
    %c = affine.load %0[%i] : memref<8xf64>
    "test.use"(%c) : (f64) -> ()
  }
  return
}

// CHECK-LABEL: func.func @not_constant
// CHECK: affine.load
func.func @not_constant() -> f32 {
  %0 = memref.get_global @v : memref<2xf32>
  %a = affine.load %0[1] : memref<2xf32>
  return %a : f32
}
