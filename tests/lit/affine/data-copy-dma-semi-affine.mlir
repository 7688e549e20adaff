// --affine-data-copy-generate on a semi-affine access: its region cannot
// be computed (MLIR's errors, from the footprint and from the copy, which
// then takes the whole memref); the pass still succeeds. CHECK lines are
// mlir-opt-19's.
// RUN: rulir-opt %s -affine-data-copy-generate="fast-mem-capacity=1 fast-mem-space=2" 2>/dev/null | FileCheck %s
// RUN: rulir-opt %s -affine-data-copy-generate="fast-mem-capacity=1 fast-mem-space=2" 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// ERR: data-copy-dma-semi-affine.mlir:[[@LINE+13]]:10: error: getMemRefRegion: compose affine map failed
// ERR-NEXT: %v = affine.load
// ERR-NEXT: ^
// ERR-NEXT: note: see current operation: %1 = "affine.load"(%arg0, %arg2, %arg1) <{map = affine_map<(d0)[s0] -> (d0 mod s0)>}> : (memref<64xf32>, index, index) -> f32
// ERR-NEXT: data-copy-dma-semi-affine.mlir:[[@LINE+9]]:10: error: error obtaining memory region
// ERR-EMPTY:
// ERR-NEXT: %v = affine.load
// ERR: data-copy-dma-semi-affine.mlir:[[@LINE+6]]:10: error: getMemRefRegion: compose affine map failed
// ERR-NOT: error


func.func @semi(%A: memref<64xf32>, %n: index) {
  affine.for %i = 0 to 64 {
    %v = affine.load %A[%i mod symbol(%n)] : memref<64xf32>
  }
  return
}

// CHECK-LABEL: func.func @semi(%arg0: memref<64xf32>, %arg1: index) {
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<64xf32, 2>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: affine.dma_start %arg0[%c0], %alloc[%c0], %alloc_1[%c0], %c64 : memref<64xf32>, memref<64xf32, 2>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_1[%c0], %c64 : memref<1xi32>
// CHECK-NEXT: affine.for %arg2 = 0 to 64 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg2 mod symbol(%arg1)] : memref<64xf32, 2>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<64xf32, 2>
// CHECK-NEXT: return
// CHECK-NEXT: }
