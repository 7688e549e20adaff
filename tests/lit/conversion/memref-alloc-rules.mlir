// The allocation lowerings of --finalize-memref-to-llvm (rules, in
// rules/finalize-memref-to-llvm.rules and rules/prelude/memref-alloc.rules)
// print what mlir-opt-19 prints: alloca_scope without results branches to
// the block after the scope (with results, to a block of them); with
// index-bitwidth=32, get_global's 0xdeadbeef and the stack slot of a
// ranked descriptor handed to memrefCopy are still i64; the options choose
// malloc, aligned_alloc or the generic functions; globals of rank 0 hold
// their one value.
// RUN: rulir-opt %s --finalize-memref-to-llvm > %t.rulir
// RUN: %mlir_opt %s --finalize-memref-to-llvm > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --finalize-memref-to-llvm=index-bitwidth=32 > %t.rulir32
// RUN: %mlir_opt %s --finalize-memref-to-llvm=index-bitwidth=32 > %t.mlir32
// RUN: diff %t.rulir32 %t.mlir32
// RUN: rulir-opt %s --finalize-memref-to-llvm='use-aligned-alloc use-generic-functions' > %t.rulirg
// RUN: %mlir_opt %s --finalize-memref-to-llvm='use-aligned-alloc use-generic-functions' > %t.mlirg
// RUN: diff %t.rulirg %t.mlirg
// RUN: rulir-opt %s --finalize-memref-to-llvm=use-generic-functions > %t.rulirm
// RUN: %mlir_opt %s --finalize-memref-to-llvm=use-generic-functions > %t.mlirm
// RUN: diff %t.rulirm %t.mlirm

memref.global "private" @s0 : memref<f32> = dense<1.5>
memref.global @s1 : memref<i64> = dense<7> {alignment = 16}
memref.global "private" constant @c2 : memref<2x2xindex> = dense<[[1, 2], [3, 4]]>
memref.global @u0 : memref<f64> = uninitialized
memref.global "private" @as : memref<2xi8, 3> = dense<[1, 2]>

func.func @scopes(%n: index) -> f32 {
  memref.alloca_scope {
    %x = memref.alloca(%n) : memref<?xf32>
    memref.alloca_scope.return
  }
  memref.alloca_scope {
    %x = memref.alloca() {alignment = 32} : memref<4xi16>
  }
  %r:2 = memref.alloca_scope -> (i32, f32) {
    %z = arith.constant 1.0 : f32
    %i = arith.constant 3 : i32
    memref.alloca_scope.return %i, %z : i32, f32
  }
  return %r#1 : f32
}

func.func @globals() {
  %0 = memref.get_global @s0 : memref<f32>
  %1 = memref.get_global @c2 : memref<2x2xindex>
  %2 = memref.get_global @as : memref<2xi8, 3>
  return
}

func.func @allocs(%n: index, %m: index) {
  %0 = memref.alloc(%n, %m) : memref<?x4x?xf32>
  %1 = memref.alloc() : memref<3xvector<4xf32>>
  %2 = memref.alloc(%n) : memref<?xcomplex<f64>>
  %3 = memref.alloc() {alignment = 8} : memref<3xi8, 2>
  %4 = memref.alloc() : memref<5xi3>
  memref.dealloc %0 : memref<?x4x?xf32>
  return
}

func.func @copies(%a: memref<4x4xf32, strided<[8, 1], offset: ?>>, %b: memref<4x4xf32>,
                  %c: memref<2x4xf32, strided<[4, 1], offset: 3>>, %d: memref<?x4xf32, strided<[4, 1]>>,
                  %u: memref<*xf32>) {
  memref.copy %a, %b : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32>
  memref.copy %c, %c : memref<2x4xf32, strided<[4, 1], offset: 3>> to memref<2x4xf32, strided<[4, 1], offset: 3>>
  memref.copy %d, %d : memref<?x4xf32, strided<[4, 1]>> to memref<?x4xf32, strided<[4, 1]>>
  memref.copy %b, %b : memref<4x4xf32> to memref<4x4xf32>
  memref.copy %u, %u : memref<*xf32> to memref<*xf32>
  return
}
