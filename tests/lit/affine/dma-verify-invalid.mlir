// The DMA verifiers' shared checks (index operands, operand count), with
// mlir-opt-19's messages for affine.dma_start, affine.dma_wait and
// memref.dma_start.
// RUN: rulir-opt %s --split-input-file --verify-diagnostics

#id = affine_map<(d0) -> (d0)>
func.func @affine_src_index(%m: memref<10xf32>, %t: memref<1xi32>, %f: f32, %i: index) {
  // expected-error@+1 {{'affine.dma_start' op src index to dma_start must have 'index' type}}
  "affine.dma_start"(%m, %f, %m, %i, %t, %i, %i) {src_map = #id, dst_map = #id, tag_map = #id} : (memref<10xf32>, f32, memref<10xf32>, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @affine_count(%m: memref<10xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%m, %i, %m, %i, %t, %i, %i, %i) {src_map = #id, dst_map = #id, tag_map = #id} : (memref<10xf32>, index, memref<10xf32>, index, memref<1xi32>, index, index, index) -> ()
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @affine_tag_index_symbol(%m: memref<10xf32>, %t: memref<1xi32>, %i: index) {
  affine.for %k = 0 to 10 {
    %x = arith.addi %k, %k : index
    // expected-error@+1 {{'affine.dma_start' op tag index must be a valid dimension or symbol identifier}}
    "affine.dma_start"(%m, %i, %m, %i, %t, %x, %i) {src_map = #id, dst_map = #id, tag_map = #id} : (memref<10xf32>, index, memref<10xf32>, index, memref<1xi32>, index, index) -> ()
  }
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @affine_wait_index(%t: memref<1xi32>, %f: f32, %i: index) {
  // expected-error@+1 {{'affine.dma_wait' op index to dma_wait must have 'index' type}}
  "affine.dma_wait"(%t, %f, %i) {tag_map = #id} : (memref<1xi32>, f32, index) -> ()
  return
}

// -----

func.func @memref_stride(%m: memref<100xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error@+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %t, %i, %f, %i) : (memref<100xf32>, index, memref<100xf32>, index, index, memref<1xi32>, index, f32, index) -> ()
  return
}

// -----

func.func @memref_count(%m: memref<100xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %t, %i, %i) : (memref<100xf32>, index, memref<100xf32>, index, index, memref<1xi32>, index, index) -> ()
  return
}
