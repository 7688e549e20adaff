// Type and attribute aliases used throughout; affine maps get #map aliases on print.
!f32t = tensor<?xf32>
!fn = (!f32t) -> !f32t
#c = 3 : i32
#l = affine_map<(d0)[s0] -> (d0 + s0)>
#s = affine_set<(d0) : (d0 >= 0)>
#layout = strided<[1], offset: ?>
%0 = "k.a"() {c = #c, f = !fn, l = #l, s = #s, ly = #layout} : () -> !f32t
%1 = "k.b"(%0) {l = #l} : (!f32t) -> memref<?xf32, #l>
%2 = "k.c"() : () -> memref<?xf32, #layout>
%3 = "k.d"() {m1 = affine_map<(d0, d1) -> (d1)>, m2 = affine_map<(d0, d1) -> (d0)>, m3 = affine_map<(d0, d1) -> (d1)>} : () -> i1
