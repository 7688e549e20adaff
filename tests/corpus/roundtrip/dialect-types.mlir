// Types and attributes of unregistered dialects with rich bodies.
!ptr = !kllvm.ptr<1>
%0 = "k.alloc"() : () -> !kllvm.ptr
%1 = "k.alloc"() : () -> !ptr
%2 = "k.struct"() : () -> !kllvm.struct<"named", (i32, !kllvm.ptr, array<4 x i8>)>
%3 = "k.quant"() : () -> tensor<4x!kquant.uniform<i8:f32, 1.000000e-01:-128>>
%4 = "k.sparse"() : () -> tensor<?x?xf64, #ksparse.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>>
%5 = "k.opaque"() : () -> !kx<"fully opaque <body> with [brackets]">
%6 = "k.async"() : () -> !kasync.value<tensor<2xf32>>
"k.use"(%0, %1, %2, %3, %4, %5, %6) {attr = #kgpu.address_space<workgroup>, other = #kx<"opaque attr">} : (!kllvm.ptr, !ptr, !kllvm.struct<"named", (i32, !kllvm.ptr, array<4 x i8>)>, tensor<4x!kquant.uniform<i8:f32, 1.000000e-01:-128>>, tensor<?x?xf64, #ksparse.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>>, !kx<"fully opaque <body> with [brackets]">, !kasync.value<tensor<2xf32>>) -> ()
