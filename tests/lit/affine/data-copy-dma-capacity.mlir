// --affine-data-copy-generate with fast-mem-capacity (KiB): a loop whose
// memory footprint exceeds it gets its copies inside (per iteration), and a
// block whose copy buffers together exceed it gets MLIR's warning (on the
// block's parent op, with the op in a note). CHECK lines are mlir-opt-19's.
// RUN: rulir-opt %s -affine-data-copy-generate="fast-mem-capacity=1 fast-mem-space=2" 2>/dev/null | FileCheck %s
// RUN: rulir-opt %s -affine-data-copy-generate="fast-mem-capacity=1 fast-mem-space=2" 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// WARN: data-copy-dma-capacity.mlir:[[@LINE+4]]:1: warning: total size of all copy buffers' for this block exceeds fast memory capacity
// WARN: data-copy-dma-capacity.mlir:[[@LINE+3]]:1: note: see current operation:
// WARN-NOT: warning

func.func @exceeds(%A: memref<4096xf32>) -> f32 {
  %c5 = arith.constant 5 : index
  %c4000 = arith.constant 4000 : index
  %v = affine.load %A[%c5] : memref<4096xf32>
  %w = affine.load %A[%c4000] : memref<4096xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

func.func @recurses(%A: memref<1024xf32>, %B: memref<1024xf32>) {
  affine.for %i = 0 to 1024 {
    %v = affine.load %A[%i] : memref<1024xf32>
    affine.store %v, %B[%i] : memref<1024xf32>
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @exceeds(%arg0: memref<4096xf32>) -> f32 {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c3996 = arith.constant 3996 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c5_1 = arith.constant 5 : index
// CHECK-NEXT: %c4000 = arith.constant 4000 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<3996xf32, 2>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: affine.dma_start %arg0[%c5], %alloc[%c0], %alloc_2[%c0], %c3996 : memref<4096xf32>, memref<3996xf32, 2>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_2[%c0], %c3996 : memref<1xi32>
// CHECK-NEXT: %0 = affine.load %alloc[0] : memref<3996xf32, 2>
// CHECK-NEXT: %1 = affine.load %alloc[3995] : memref<3996xf32, 2>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.dealloc %alloc_2 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<3996xf32, 2>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @recurses(%arg0: memref<1024xf32>, %arg1: memref<1024xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg2 = 0 to 1024 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32, 2>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: affine.dma_start %arg0[%arg2], %alloc[%c0_1], %alloc_3[%c0_1], %c1_0 : memref<1024xf32>, memref<1xf32, 2>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_3[%c0_1], %c1_0 : memref<1xi32>
// CHECK-NEXT: %alloc_4 = memref.alloc() : memref<1xf32, 2>
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: %1 = affine.load %alloc[0] : memref<1xf32, 2>
// CHECK-NEXT: affine.store %1, %alloc_4[0] : memref<1xf32, 2>
// CHECK-NEXT: %2 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.dma_start %alloc_4[%c0], %arg1[%arg2], %alloc_5[%c0], %c1 : memref<1xf32, 2>, memref<1024xf32>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_5[%c0], %c1 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc_5 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc_4 : memref<1xf32, 2>
// CHECK-NEXT: memref.dealloc %alloc_3 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<1xf32, 2>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
