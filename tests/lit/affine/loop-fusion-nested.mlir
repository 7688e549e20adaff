// Fusion of nests inside an affine.for: without fusion-maximal MLIR's cost
// model declines these (the nests stay); with it, the private memref is as
// large as the store's region symbolic in the loops down to the fusion
// depth counted from the outermost loop (here: the outer loop only).
// RUN: rulir-opt --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' --split-input-file %s | FileCheck %s
// RUN: rulir-opt --pass-pipeline='builtin.module(func.func(affine-loop-fusion{fusion-maximal}))' --split-input-file %s | FileCheck %s --check-prefix=MAXIMAL
// RUN: rulir-opt --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' --split-input-file %s > %t.rulir
// RUN: %mlir_opt --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' --split-input-file %s > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt --pass-pipeline='builtin.module(func.func(affine-loop-fusion{fusion-maximal}))' --split-input-file %s > %t.rulir2
// RUN: %mlir_opt --pass-pipeline='builtin.module(func.func(affine-loop-fusion{fusion-maximal}))' --split-input-file %s > %t.mlir2
// RUN: diff %t.rulir2 %t.mlir2
// CHECK-LABEL: func.func @inner_private
// CHECK-NEXT: affine.for %arg2 = 0 to 100 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @top_arg
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg3] : memref<10xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %1, %arg2[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inner_alloc_outside
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 100 {
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// MAXIMAL-LABEL: func.func @inner_private
// MAXIMAL-NEXT: affine.for %arg2 = 0 to 100 {
// MAXIMAL-NEXT: %alloc = memref.alloc() : memref<10xf32>
// MAXIMAL-NEXT: affine.for %arg3 = 0 to 10 {
// MAXIMAL-NEXT: %0 = affine.load %arg0[%arg3] : memref<10xf32>
// MAXIMAL-NEXT: affine.store %0, %alloc[%arg3] : memref<10xf32>
// MAXIMAL-NEXT: %1 = affine.load %alloc[%arg3] : memref<10xf32>
// MAXIMAL-NEXT: affine.store %1, %arg1[%arg3] : memref<10xf32>
// MAXIMAL-NEXT: }
// MAXIMAL-NEXT: }
// MAXIMAL-NEXT: return
// MAXIMAL-NEXT: }
// MAXIMAL-LABEL: func.func @top_arg
// MAXIMAL-NEXT: affine.for %arg3 = 0 to 10 {
// MAXIMAL-NEXT: %0 = affine.load %arg0[%arg3] : memref<10xf32>
// MAXIMAL-NEXT: affine.store %0, %arg1[%arg3] : memref<10xf32>
// MAXIMAL-NEXT: %1 = affine.load %arg1[%arg3] : memref<10xf32>
// MAXIMAL-NEXT: affine.store %1, %arg2[%arg3] : memref<10xf32>
// MAXIMAL-NEXT: }
// MAXIMAL-NEXT: return
// MAXIMAL-NEXT: }
// MAXIMAL-LABEL: func.func @inner_alloc_outside
// MAXIMAL-NEXT: affine.for %arg2 = 0 to 100 {
// MAXIMAL-NEXT: %alloc = memref.alloc() : memref<10xf32>
// MAXIMAL-NEXT: affine.for %arg3 = 0 to 10 {
// MAXIMAL-NEXT: %0 = affine.load %arg0[%arg3] : memref<10xf32>
// MAXIMAL-NEXT: affine.store %0, %alloc[%arg3] : memref<10xf32>
// MAXIMAL-NEXT: %1 = affine.load %alloc[%arg3] : memref<10xf32>
// MAXIMAL-NEXT: affine.store %1, %arg1[%arg3] : memref<10xf32>
// MAXIMAL-NEXT: }
// MAXIMAL-NEXT: }
// MAXIMAL-NEXT: return
// MAXIMAL-NEXT: }

func.func @inner_private(%A : memref<10xf32>, %C : memref<10xf32>) {
  affine.for %i = 0 to 100 {
    %B = memref.alloc() : memref<10xf32>
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%j] : memref<10xf32>
      affine.store %v, %B[%j] : memref<10xf32>
    }
    affine.for %j = 0 to 10 {
      %v = affine.load %B[%j] : memref<10xf32>
      affine.store %v, %C[%j] : memref<10xf32>
    }
  }
  return
}
// -----
func.func @top_arg(%A : memref<10xf32>, %B : memref<10xf32>, %C : memref<10xf32>) {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%j] : memref<10xf32>
      affine.store %v, %B[%j] : memref<10xf32>
    }
    affine.for %j = 0 to 10 {
      %v = affine.load %B[%j] : memref<10xf32>
      affine.store %v, %C[%j] : memref<10xf32>
    }
  return
}
// -----
func.func @inner_alloc_outside(%A : memref<10xf32>, %C : memref<10xf32>) {
  %B = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%j] : memref<10xf32>
      affine.store %v, %B[%j] : memref<10xf32>
    }
    affine.for %j = 0 to 10 {
      %v = affine.load %B[%j] : memref<10xf32>
      affine.store %v, %C[%j] : memref<10xf32>
    }
  }
  return
}
