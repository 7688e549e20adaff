// --affine-data-copy-generate with DMAs (generate-dma, MLIR's default):
// a strided DMA in and out of a tile, copies hoisted above a loop they do
// not depend on, tags in tag-mem-space, a region needing two stride
// levels left alone (its buffer made, as MLIR does), and a memref also passed
// to a call, whose accesses stay (MLIR replaces no use then). CHECK lines are
// mlir-opt-19's output.
// RUN: rulir-opt %s -split-input-file -affine-data-copy-generate="fast-mem-space=3 tag-mem-space=1 min-dma-transfer=64 skip-non-unit-stride-loops" | FileCheck %s

func.func @strided_tile(%A: memref<64x128xf32>) {
  affine.for %i = 0 to 64 step 8 {
    affine.for %j = 0 to 128 step 16 {
      affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 8)>(%i) {
        affine.for %jj = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 16)>(%j) {
          %v = affine.load %A[%ii, %jj] : memref<64x128xf32>
          %w = arith.addf %v, %v : f32
          affine.store %w, %A[%ii, %jj] : memref<64x128xf32>
        }
      }
    }
  }
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK: #map2 = affine_map<(d0) -> (d0)>
// CHECK: #map3 = affine_map<(d0) -> (d0 + 8)>
// CHECK: #map4 = affine_map<(d0) -> (d0 + 16)>
// CHECK-LABEL: func.func @strided_tile(%arg0: memref<64x128xf32>) {
// CHECK-NEXT: %c128 = arith.constant 128 : index
// CHECK-NEXT: %c128_0 = arith.constant 128 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c128_1 = arith.constant 128 : index
// CHECK-NEXT: %c128_2 = arith.constant 128 : index
// CHECK-NEXT: %c16_3 = arith.constant 16 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 64 step 8 {
// CHECK-NEXT: affine.for %arg2 = 0 to 128 step 16 {
// CHECK-NEXT: %0 = affine.apply #map(%arg1, %arg2)
// CHECK-NEXT: %1 = affine.apply #map1(%arg1, %arg2)
// CHECK-NEXT: %alloc = memref.alloc() : memref<8x16xf32, 3>
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<1xi32, 1>
// CHECK-NEXT: affine.dma_start %arg0[%arg1, %arg2], %alloc[%c0_4, %c0_4], %alloc_6[%c0_4], %c128_1, %c128_2, %c16_3 : memref<64x128xf32>, memref<8x16xf32, 3>, memref<1xi32, 1>
// CHECK-NEXT: affine.dma_wait %alloc_6[%c0_4], %c128_1 : memref<1xi32, 1>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<1xi32, 1>
// CHECK-NEXT: affine.for %arg3 = #map2(%arg1) to #map3(%arg1) {
// CHECK-NEXT: affine.for %arg4 = #map2(%arg2) to #map4(%arg2) {
// CHECK-NEXT: %4 = affine.load %alloc[-%arg1 + %arg3, -%arg2 + %arg4] : memref<8x16xf32, 3>
// CHECK-NEXT: %5 = arith.addf %4, %4 : f32
// CHECK-NEXT: affine.store %5, %alloc[-%arg1 + %arg3, -%arg2 + %arg4] : memref<8x16xf32, 3>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %2 = affine.apply #map(%arg1, %arg2)
// CHECK-NEXT: %3 = affine.apply #map1(%arg1, %arg2)
// CHECK-NEXT: affine.dma_start %alloc[%c0, %c0], %arg0[%arg1, %arg2], %alloc_7[%c0], %c128, %c128_0, %c16 : memref<8x16xf32, 3>, memref<64x128xf32>, memref<1xi32, 1>
// CHECK-NEXT: affine.dma_wait %alloc_7[%c0], %c128 : memref<1xi32, 1>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<1xi32, 1>
// CHECK-NEXT: memref.dealloc %alloc_6 : memref<1xi32, 1>
// CHECK-NEXT: memref.dealloc %alloc : memref<8x16xf32, 3>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @read_write_hoisted(%A: memref<256xf32>, %B: memref<256xf32>) {
  affine.for %i = 0 to 4 step 2 {
    affine.for %j = 0 to 256 {
      %v = affine.load %A[%j] : memref<256xf32>
      affine.store %v, %B[%j] : memref<256xf32>
    }
  }
  return
}

// CHECK-LABEL: func.func @read_write_hoisted(%arg0: memref<256xf32>, %arg1: memref<256xf32>) {
// CHECK-NEXT: %c256 = arith.constant 256 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c256_0 = arith.constant 256 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<256xf32, 3>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<1xi32, 1>
// CHECK-NEXT: affine.dma_start %arg0[%c0_1], %alloc[%c0_1], %alloc_3[%c0_1], %c256_0 : memref<256xf32>, memref<256xf32, 3>, memref<1xi32, 1>
// CHECK-NEXT: affine.dma_wait %alloc_3[%c0_1], %c256_0 : memref<1xi32, 1>
// CHECK-NEXT: %alloc_4 = memref.alloc() : memref<256xf32, 3>
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<1xi32, 1>
// CHECK-NEXT: affine.for %arg2 = 0 to 4 step 2 {
// CHECK-NEXT: affine.for %arg3 = 0 to 256 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg3] : memref<256xf32, 3>
// CHECK-NEXT: affine.store %0, %alloc_4[%arg3] : memref<256xf32, 3>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.dma_start %alloc_4[%c0], %arg1[%c0], %alloc_5[%c0], %c256 : memref<256xf32, 3>, memref<256xf32>, memref<1xi32, 1>
// CHECK-NEXT: affine.dma_wait %alloc_5[%c0], %c256 : memref<1xi32, 1>
// CHECK-NEXT: memref.dealloc %alloc_5 : memref<1xi32, 1>
// CHECK-NEXT: memref.dealloc %alloc_4 : memref<256xf32, 3>
// CHECK-NEXT: memref.dealloc %alloc_3 : memref<1xi32, 1>
// CHECK-NEXT: memref.dealloc %alloc : memref<256xf32, 3>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @two_strides(%A: memref<16x16x16xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
        %v = affine.load %A[%i, %j, %k] : memref<16x16x16xf32>
      }
    }
  }
  return
}

// CHECK-LABEL: func.func @two_strides(%arg0: memref<16x16x16xf32>) {
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4x4xf32, 3>
// CHECK-NEXT: affine.for %arg1 = 0 to 4 {
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1, %arg2, %arg3] : memref<16x16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @ext(memref<64xf32>)

func.func @passed_to_call(%A: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %v = affine.load %A[%i] : memref<64xf32>
    func.call @ext(%A) : (memref<64xf32>) -> ()
  }
  return
}

// CHECK-LABEL: func.func private @ext(memref<64xf32>)
// CHECK-LABEL: func.func @passed_to_call(%arg0: memref<64xf32>) {
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<64xf32, 3>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<1xi32, 1>
// CHECK-NEXT: affine.dma_start %arg0[%c0], %alloc[%c0], %alloc_1[%c0], %c64 : memref<64xf32>, memref<64xf32, 3>, memref<1xi32, 1>
// CHECK-NEXT: affine.dma_wait %alloc_1[%c0], %c64 : memref<1xi32, 1>
// CHECK-NEXT: affine.for %arg1 = 0 to 64 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<64xf32>
// CHECK-NEXT: func.call @ext(%arg0) : (memref<64xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<1xi32, 1>
// CHECK-NEXT: memref.dealloc %alloc : memref<64xf32, 3>
// CHECK-NEXT: return
// CHECK-NEXT: }
