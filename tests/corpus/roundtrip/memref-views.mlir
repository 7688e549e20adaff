// memref dialect: views, reshapes, metadata, atomics, prefetch, realloc (custom and generic form equal mlir-opt-19).
func.func @g(%m: memref<?x?xf32>, %b: memref<2048xi8>, %i: index, %v: f32, %n: index) {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 10], strides: [10, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[10, 1]>>
  %s = memref.subview %m[0, %i] [4, %n] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %w = memref.view %b[%i][%n] : memref<2048xi8> to memref<?x4xf32>
  %e = memref.expand_shape %b [[0, 1]] output_shape [2, 1024] : memref<2048xi8> into memref<2x1024xi8>
  %c = memref.collapse_shape %e [[0, 1]] : memref<2x1024xi8> into memref<2048xi8>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x?xf32> -> index
  %x = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<?x?xf32>) -> f32
  %y = memref.generic_atomic_rmw %m[%i, %i] : memref<?x?xf32> {
  ^bb0(%cur: f32):
    %z = arith.addf %cur, %v : f32
    memref.atomic_yield %z : f32
  }
  memref.assume_alignment %m, 16 : memref<?x?xf32>
  %ms = memref.memory_space_cast %m : memref<?x?xf32> to memref<?x?xf32, 1>
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<?x?xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<?x?xf32>
  %ra = memref.realloc %b(%n) : memref<2048xi8> to memref<?xi8>
  %rb = memref.realloc %b {alignment = 8 : i64} : memref<2048xi8> to memref<4096xi8>
  return
}
