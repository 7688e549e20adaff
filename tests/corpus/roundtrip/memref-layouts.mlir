// Memrefs with strided and affine layouts and memory spaces flowing through ops.
#tile = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 4, d0 mod 4, d1 mod 4)>
"kfunc.func"() <{function_type = (memref<16x16xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (), sym_name = "copy_views"}> ({
^bb0(%src: memref<16x16xf32>, %dst: memref<?x?xf32, strided<[?, 1], offset: ?>>):
  %v = "kmemref.subview"(%src) <{static_offsets = array<i64: 4, 4>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (memref<16x16xf32>) -> memref<8x8xf32, strided<[16, 1], offset: 68>>
  %t = "kmemref.transpose"(%v) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<8x8xf32, strided<[16, 1], offset: 68>>) -> memref<8x8xf32, strided<[1, 16], offset: 68>>
  %g = "kmemref.alloc"() <{alignment = 64 : i64}> : () -> memref<16x16xf32, #tile, 3>
  %s = "kmemref.alloca"() : () -> memref<4xvector<4xf32>, 5>
  %u = "kmemref.cast"(%src) : (memref<16x16xf32>) -> memref<*xf32>
  "kmemref.copy"(%t, %dst) : (memref<8x8xf32, strided<[1, 16], offset: 68>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  "kmemref.dealloc"(%g) : (memref<16x16xf32, #tile, 3>) -> ()
  "kfunc.return"() : () -> ()
}) : () -> ()
