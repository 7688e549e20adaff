// --finalize-memref-to-llvm prints exactly what mlir-opt-19 prints, alone
// and followed by --convert-to-llvm: descriptors, allocation, address
// arithmetic, casts, views, copies, globals, atomics, prefetch, alloca
// scopes and the metadata ops.
// RUN: rulir-opt %s --finalize-memref-to-llvm > %t.rulir
// RUN: %mlir_opt %s --finalize-memref-to-llvm > %t.mlir
// RUN: diff %t.rulir %t.mlir
// The rules file loaded at run time (interpreted) does the same.
// RUN: sed -e 's/pass "finalize-memref-to-llvm"/pass "test-memref-to-llvm"/' %S/../../../rules/finalize-memref-to-llvm.rules > %t.rules
// RUN: rulir-opt %s --rules %t.rules --test-memref-to-llvm > %t.interp
// RUN: diff %t.rulir %t.interp
// RUN: rulir-opt %s --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.rulir.full
// RUN: %mlir_opt %s --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir.full
// RUN: diff %t.rulir.full %t.mlir.full
// RUN: rulir-opt %s --finalize-memref-to-llvm | FileCheck %s

// CHECK: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK: llvm.mlir.global private constant @g(dense<{{.*}}> : tensor<2x3xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x f32>>
memref.global "private" constant @g : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
// CHECK: llvm.mlir.global external @h() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
// CHECK-NEXT: llvm.mlir.undef : !llvm.array<4 x i32>
memref.global @h : memref<4xi32> = uninitialized

// Sizes as constants or operands, row-major strides, malloc of
// ptrtoint(gep null[count]); the address of [i, j] is aligned + i * 4 + j.
// CHECK-LABEL: func.func @alloc_load_store
// CHECK: llvm.call @malloc
// CHECK: llvm.alloca %{{.*}} x f32 : (i64) -> !llvm.ptr
// CHECK: %[[M:.*]] = llvm.mul %{{.*}}, %{{.*}} : i64
// CHECK: llvm.add %[[M]], %{{.*}} : i64
// CHECK: llvm.store
// CHECK: llvm.load
// CHECK: llvm.call @free
func.func @alloc_load_store(%n: index, %i: index, %v: f32) -> index {
  %a = memref.alloc(%n) : memref<?x4xf32>
  %b = memref.alloca() : memref<3x4xf32>
  memref.store %v, %a[%i, %i] : memref<?x4xf32>
  %x = memref.load %b[%i, %i] : memref<3x4xf32>
  %d = memref.dim %a, %i : memref<?x4xf32>
  %c0 = arith.constant 0 : index
  %d0 = memref.dim %a, %c0 : memref<?x4xf32>
  memref.dealloc %a : memref<?x4xf32>
  %s = arith.addi %d, %d0 : index
  return %s : index
}

func.func @shapes(%n: index, %m: index) -> (memref<2x3x4xf32>, memref<?x?x4xf32>, memref<2x?x4xf32>, memref<f32>) {
  %a = memref.alloc() : memref<2x3x4xf32>
  %b = memref.alloc(%n, %m) : memref<?x?x4xf32>
  %c = memref.alloca(%n) : memref<2x?x4xf32>
  %d = memref.alloc() {alignment = 32} : memref<f32>
  return %a, %b, %c, %d : memref<2x3x4xf32>, memref<?x?x4xf32>, memref<2x?x4xf32>, memref<f32>
}

func.func @metadata(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %u: memref<*xf32>, %i: index) -> (index, f32, memref<f32>, memref<?x?xf32, 1>, memref<*xf32>, memref<2x3xf32>, f32) {
  %g = memref.get_global @g : memref<2x3xf32>
  memref.copy %a, %b : memref<?x?xf32> to memref<?x?xf32>
  %r = memref.rank %u : memref<*xf32>
  %rc = memref.reinterpret_cast %a to offset: [%i], sizes: [%i, 4], strides: [4, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %a : memref<?x?xf32> -> index
  memref.assume_alignment %a, 16 : memref<?x?xf32>
  %s = arith.addi %r, %p : index
  %s3 = arith.addi %s, %sz#1 : index
  %x = memref.load %rc[%i, %i] : memref<?x4xf32, strided<[4, 1], offset: ?>>
  %ms = memref.memory_space_cast %a : memref<?x?xf32> to memref<?x?xf32, 1>
  memref.prefetch %a[%i, %i], read, locality<3>, data : memref<?x?xf32>
  %c = memref.cast %a : memref<?x?xf32> to memref<*xf32>
  %cs = arith.constant 1.0 : f32
  %o = memref.atomic_rmw addf %cs, %a[%i, %i] : (f32, memref<?x?xf32>) -> f32
  return %s3, %x, %base, %ms, %c, %g, %o : index, f32, memref<f32>, memref<?x?xf32, 1>, memref<*xf32>, memref<2x3xf32>, f32
}

// A strided source: memrefCopy on unranked descriptors, between
// stacksave and stackrestore.
// CHECK-LABEL: func.func @views
// CHECK: llvm.intr.stacksave
// CHECK: llvm.call @memrefCopy
// CHECK: llvm.intr.stackrestore
func.func @views(%a: memref<4x4xf32, strided<[8, 1], offset: ?>>, %b: memref<4x4xf32>, %buf: memref<?xi8>, %i: index, %n: index) -> (memref<?x4xf32>, memref<4x4xf32, strided<[1, 4]>>) {
  memref.copy %a, %b : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32>
  %v = memref.view %buf[%i][%n] : memref<?xi8> to memref<?x4xf32>
  %t = memref.transpose %b (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  return %v, %t : memref<?x4xf32>, memref<4x4xf32, strided<[1, 4]>>
}

// CHECK-LABEL: func.func @scope
// CHECK: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
func.func @scope(%i: index) -> f32 {
  %x = memref.alloca_scope -> f32 {
    %q = memref.alloca() : memref<4xf32>
    %y = memref.load %q[%i] : memref<4xf32>
    memref.alloca_scope.return %y : f32
  }
  return %x : f32
}

