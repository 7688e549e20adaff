// memref dialect: allocation, access, casts, alloca_scope, globals (custom and generic form equal mlir-opt-19).
func.func @f(%m: memref<4x?xf32>, %i: index, %v: f32, %n: index) {
  %a = memref.alloc(%n) : memref<4x?xf32>
  %b = memref.alloc(%n)[%i] {alignment = 64 : i64} : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  %c = memref.alloca() : memref<2xi32, 1>
  %x = memref.load %m[%i, %i] : memref<4x?xf32>
  %y = memref.load %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  memref.store %v, %m[%i, %i] : memref<4x?xf32>
  memref.store %v, %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  %d = memref.dim %m, %i : memref<4x?xf32>
  %r = memref.rank %m : memref<4x?xf32>
  %u = memref.cast %m : memref<4x?xf32> to memref<*xf32>
  memref.dealloc %a : memref<4x?xf32>
  memref.alloca_scope {
    %q = memref.alloca() : memref<2xi32>
  }
  %s = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  %g = memref.get_global @gv : memref<2xf32>
  memref.copy %m, %m : memref<4x?xf32> to memref<4x?xf32>
  return
}
memref.global "private" constant @gv : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 16 : i64}
memref.global @ext : memref<4xi32>
memref.global @un : memref<4xi32> = uninitialized
memref.global "private" @sp : memref<f32> = dense<1.0>
