// Builtin types and attributes, with aliases that the printer resolves.
!vec = vector<4xf32>
#layout = affine_map<(d0, d1) -> (d0 * 16 + d1)>
%buf = "demo.alloc"() : () -> memref<4x16xf32, #layout>
%v:2 = "demo.load"(%buf) {cache = unit, hint = [1, 2, 3], scale = 0.5 : f32} : (memref<4x16xf32, #layout>) -> (!vec, !vec)
"demo.store"(%v#1, %buf) {
  table = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>,
  lanes = array<i64: 0, 1, 2, 3>,
  name = "tile\tA",
  callee = @kernels::@tile
} : (!vec, memref<4x16xf32, #layout>) -> () loc("attributes.mlir":5:1)
