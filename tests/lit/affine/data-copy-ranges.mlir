// --affine-data-copy-generate's ranges: in a block, only affine.for ops
// split the straight-line code into ranges (calls and other ops join the
// range around them), the range before a loop is copied even when the
// loop's footprint exceeds fast-mem-capacity and its body gets copies of
// its own. CHECK lines are mlir-opt-19's (its capacity warnings aside).
// RUN: rulir-opt %s -affine-data-copy-generate="fast-mem-capacity=0" 2>/dev/null | FileCheck %s

func.func private @ext()
func.func private @use(f32)
func.func @s1(%A: memref<64xf32>, %B: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %v = affine.load %A[%c0] : memref<64xf32>
  func.call @use(%v) : (f32) -> ()
  %w = affine.load %B[%c0] : memref<64xf32>
  func.call @ext() : () -> ()
  affine.store %w, %A[%c0] : memref<64xf32>
  %x = arith.addf %v, %w : f32
  affine.store %x, %B[%c0] : memref<64xf32>
  return
}
func.func @s2(%A: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %v = affine.load %A[%i] : memref<64xf32>
    func.call @use(%v) : (f32) -> ()
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func private @ext()
// CHECK-LABEL: func.func private @use(f32)
// CHECK-LABEL: func.func @s1(%arg0: memref<64xf32>, %arg1: memref<64xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32, 1>
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: affine.dma_start %arg0[%c0_5], %alloc[%c0_5], %alloc_8[%c0_5], %c1_4 : memref<64xf32>, memref<1xf32, 1>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_8[%c0_5], %c1_4 : memref<1xi32>
// CHECK-NEXT: %alloc_9 = memref.alloc() : memref<1xf32, 1>
// CHECK-NEXT: %alloc_10 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: affine.dma_start %arg1[%c0_3], %alloc_9[%c0_3], %alloc_10[%c0_3], %c1_2 : memref<64xf32>, memref<1xf32, 1>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_10[%c0_3], %c1_2 : memref<1xi32>
// CHECK-NEXT: %alloc_11 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: %alloc_12 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: %0 = affine.load %alloc[0] : memref<1xf32, 1>
// CHECK-NEXT: call @use(%0) : (f32) -> ()
// CHECK-NEXT: %1 = affine.load %alloc_9[0] : memref<1xf32, 1>
// CHECK-NEXT: call @ext() : () -> ()
// CHECK-NEXT: affine.store %1, %alloc[0] : memref<1xf32, 1>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %alloc_9[0] : memref<1xf32, 1>
// CHECK-NEXT: affine.dma_start %alloc_9[%c0], %arg1[%c0], %alloc_12[%c0], %c1 : memref<1xf32, 1>, memref<64xf32>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_12[%c0], %c1 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc_12 : memref<1xi32>
// CHECK-NEXT: affine.dma_start %alloc[%c0_1], %arg0[%c0_1], %alloc_11[%c0_1], %c1_0 : memref<1xf32, 1>, memref<64xf32>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_11[%c0_1], %c1_0 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc_11 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc_10 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc_9 : memref<1xf32, 1>
// CHECK-NEXT: memref.dealloc %alloc_8 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<1xf32, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @s2(%arg0: memref<64xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 64 {
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32, 1>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: affine.dma_start %arg0[%arg1], %alloc[%c0], %alloc_1[%c0], %c1 : memref<64xf32>, memref<1xf32, 1>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_1[%c0], %c1 : memref<1xi32>
// CHECK-NEXT: %1 = affine.load %alloc[0] : memref<1xf32, 1>
// CHECK-NEXT: func.call @use(%1) : (f32) -> ()
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<1xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
