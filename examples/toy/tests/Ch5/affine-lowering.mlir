// RUN: toyc-ch5 %s -emit=mlir-affine 2>&1 | FileCheck %s
// RUN: toyc-ch5 %s -emit=mlir-affine -opt 2>&1 | FileCheck %s

// The tutorial's example of chapter 5 (test/Examples/Toy/Ch5/affine-lowering.mlir):
// each tensor a buffer allocated at the start of main (the last lowered
// first) and freed before its return; the constant stored element by
// element; transpose and mul affine loop nests; toy.print of the buffer.
// Then canonicalize (constant subscripts folded into the store's map, as
// MLIR's SimplifyAffineOp does) and CSE (the mul's two equal loads
// merged): toyc-ch5's output. toyc-ch5's -opt adds affine-loop-fusion and
// affine-scalrep, which rulir has not: -opt prints the same here.
toy.func @main() {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %2 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %3 = toy.mul %2, %2 : tensor<3x2xf64>
  toy.print %3 : tensor<3x2xf64>
  toy.return
}

// CHECK-LABEL: func.func @main() {
// CHECK-DAG:     [[C1:%.*]] = arith.constant 1.000000e+00 : f64
// CHECK-DAG:     [[C2:%.*]] = arith.constant 2.000000e+00 : f64
// CHECK-DAG:     [[C3:%.*]] = arith.constant 3.000000e+00 : f64
// CHECK-DAG:     [[C4:%.*]] = arith.constant 4.000000e+00 : f64
// CHECK-DAG:     [[C5:%.*]] = arith.constant 5.000000e+00 : f64
// CHECK-DAG:     [[C6:%.*]] = arith.constant 6.000000e+00 : f64
// CHECK:         [[MUL:%.*]] = memref.alloc() : memref<3x2xf64>
// CHECK-NEXT:    [[TR:%.*]] = memref.alloc() : memref<3x2xf64>
// CHECK-NEXT:    [[CST:%.*]] = memref.alloc() : memref<2x3xf64>
// CHECK-NEXT:    affine.store [[C1]], [[CST]][0, 0] : memref<2x3xf64>
// CHECK-NEXT:    affine.store [[C2]], [[CST]][0, 1] : memref<2x3xf64>
// CHECK-NEXT:    affine.store [[C3]], [[CST]][0, 2] : memref<2x3xf64>
// CHECK-NEXT:    affine.store [[C4]], [[CST]][1, 0] : memref<2x3xf64>
// CHECK-NEXT:    affine.store [[C5]], [[CST]][1, 1] : memref<2x3xf64>
// CHECK-NEXT:    affine.store [[C6]], [[CST]][1, 2] : memref<2x3xf64>
// CHECK-NEXT:    affine.for [[I:%.*]] = 0 to 3 {
// CHECK-NEXT:      affine.for [[J:%.*]] = 0 to 2 {
// CHECK-NEXT:        [[X:%.*]] = affine.load [[CST]][[[J]], [[I]]] : memref<2x3xf64>
// CHECK-NEXT:        affine.store [[X]], [[TR]][[[I]], [[J]]] : memref<3x2xf64>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for [[I:%.*]] = 0 to 3 {
// CHECK-NEXT:      affine.for [[J:%.*]] = 0 to 2 {
// CHECK-NEXT:        [[A:%.*]] = affine.load [[TR]][[[I]], [[J]]] : memref<3x2xf64>
// CHECK-NEXT:        [[P:%.*]] = arith.mulf [[A]], [[A]] : f64
// CHECK-NEXT:        affine.store [[P]], [[MUL]][[[I]], [[J]]] : memref<3x2xf64>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    toy.print [[MUL]] : memref<3x2xf64>
// CHECK-NEXT:    memref.dealloc [[CST]] : memref<2x3xf64>
// CHECK-NEXT:    memref.dealloc [[TR]] : memref<3x2xf64>
// CHECK-NEXT:    memref.dealloc [[MUL]] : memref<3x2xf64>
// CHECK-NEXT:    return
