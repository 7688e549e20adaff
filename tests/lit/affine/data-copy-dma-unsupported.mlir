// --affine-data-copy-generate with generate-dma=true (MLIR's default) is
// not done yet: the pass fails with an error saying so instead of leaving
// the IR as it was.
// RUN: not rulir-opt --affine-data-copy-generate %s 2>&1 | FileCheck %s
// CHECK: data-copy-dma-unsupported.mlir:[[@LINE+1]]:1: error: --affine-data-copy-generate: generate-dma=true (MLIR's default) is not supported yet; pass generate-dma=false for point-wise copies
func.func @f(%m: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %m[%i] : memref<4xf32>
  }
  return
}
