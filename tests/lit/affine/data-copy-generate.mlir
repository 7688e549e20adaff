// RUN: rulir-opt %s -split-input-file -affine-data-copy-generate="generate-dma=false fast-mem-space=0 skip-non-unit-stride-loops" | FileCheck %s

func.func @min_upper_bound(%A: memref<4096xf32>) -> memref<4096xf32> {
  affine.for %i = 0 to 4096 step 100 {
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (4096, d0 + 100)>(%i) {
      %5 = affine.load %A[%ii] : memref<4096xf32>
      %6 = arith.mulf %5, %5 : f32
      affine.store %6, %A[%ii] : memref<4096xf32>
    }
  }
  return %A : memref<4096xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK: #map1 = affine_map<(d0) -> (d0 + 100, 4096)>
// CHECK: #map2 = affine_map<(d0) -> (4096, d0 + 100)>
// CHECK-LABEL:   func.func @min_upper_bound(%arg0: memref<4096xf32>) -> memref<4096xf32> {
// CHECK:     %c100 = arith.constant 100 : index
// CHECK:     %c0 = arith.constant 0 : index
// CHECK:     %c100_0 = arith.constant 100 : index
// CHECK:     %c0_1 = arith.constant 0 : index
// CHECK:     %c0_2 = arith.constant 0 : index
// CHECK:     affine.for %arg1 = 0 to 4096 step 100 {
// CHECK:       %0 = affine.apply #map(%arg1)
// CHECK:       %alloc = memref.alloc() : memref<100xf32>
// CHECK:       affine.for %arg2 = #map(%arg1) to min #map1(%arg1) {
// CHECK:         %2 = affine.load %arg0[%arg2] : memref<4096xf32>
// CHECK:         affine.store %2, %alloc[%arg2 - %arg1] : memref<100xf32>
// CHECK:       }
// CHECK:       affine.for %arg2 = #map(%arg1) to min #map2(%arg1) {
// CHECK:         %2 = affine.load %alloc[-%arg1 + %arg2] : memref<100xf32>
// CHECK:         %3 = arith.mulf %2, %2 : f32
// CHECK:         affine.store %3, %alloc[-%arg1 + %arg2] : memref<100xf32>
// CHECK:       }
// CHECK:       %1 = affine.apply #map(%arg1)
// CHECK:       affine.for %arg2 = #map(%arg1) to min #map1(%arg1) {
// CHECK:         %2 = affine.load %alloc[%arg2 - %arg1] : memref<100xf32>
// CHECK:         affine.store %2, %arg0[%arg2] : memref<4096xf32>
// CHECK:       }
// CHECK:       memref.dealloc %alloc : memref<100xf32>
// CHECK:     }
// CHECK:     return %arg0 : memref<4096xf32>
// CHECK:   }
