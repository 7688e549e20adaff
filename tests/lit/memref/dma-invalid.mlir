// memref.dma_start and memref.dma_wait reject bad operands with
// mlir-opt-19's messages.
// RUN: rulir-opt %s --split-input-file --verify-diagnostics

func.func @f(%m: memref<100xf32>, %tag: memref<1xi32>, %i: index) {
  // expected-error@+1 {{expected two stride related operands}}
  memref.dma_start %m[%i], %m[%i], %i, %tag[%i], %i : memref<100xf32>, memref<100xf32>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<100xf32>, %tag: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0}}
  memref.dma_wait %tag[], %i : memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<100xf32>, %tag: memref<1xi32>, %i: index, %f: f32) {
  // expected-error@+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%f, %i, %m, %i, %i, %tag, %i) : (f32, index, memref<100xf32>, index, index, memref<1xi32>, index) -> ()
  return
}
