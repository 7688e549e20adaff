// The memref calling convention of --convert-func-to-llvm prints exactly
// what mlir-opt-19 prints: descriptors unbundled into scalar arguments and
// packed again in the callee, descriptors returned as structs, several
// results packed, unranked memrefs as (rank, pointer) with the heap copy on
// return and the stack copy in the caller, the bare-pointer convention,
// index-bitwidth, and _mlir_ciface_ wrappers (descriptors by pointer) for
// defined and external functions.
// RUN: rulir-opt %s --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts > %t.rulir
// RUN: %mlir_opt %s --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --finalize-memref-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=32 --reconcile-unrealized-casts > %t.rulir32
// RUN: %mlir_opt %s --finalize-memref-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=32 --reconcile-unrealized-casts > %t.mlir32
// RUN: diff %t.rulir32 %t.mlir32
// RUN: rulir-opt %s --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: rulir-opt %s --split-input-file --finalize-memref-to-llvm --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 --reconcile-unrealized-casts | FileCheck %s --check-prefix=BARE

// CHECK: llvm.func @ext(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, !llvm.ptr) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
func.func private @ext(memref<?xf32>, memref<*xf32>) -> (memref<?xf32>, index)

// CHECK-LABEL: llvm.func @g(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.ptr
// CHECK: llvm.call @ext(
// CHECK-LABEL: llvm.func @_mlir_ciface_g(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr)
// CHECK: llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.store %{{.*}}, %arg0
func.func @g(%a: memref<?xf32>, %u: memref<*xf32>, %s: memref<2x2xi32>) -> memref<?xf32> attributes {llvm.emit_c_interface} {
  %r:2 = call @ext(%a, %u) : (memref<?xf32>, memref<*xf32>) -> (memref<?xf32>, index)
  return %r#0 : memref<?xf32>
}

// An external function with a C interface gets a body that calls its wrapper.
// CHECK-LABEL: llvm.func private @ext2(
// CHECK: llvm.call @_mlir_ciface_ext2(
func.func private @ext2(memref<4x4xf32>, memref<?xf32>) -> memref<4xf32> attributes {llvm.emit_c_interface}

func.func @h(%a: memref<4x4xf32>, %b: memref<?xf32>, %c: memref<2xi32>) -> (memref<4xf32>, i32) attributes {llvm.emit_c_interface} {
  %r = call @ext2(%a, %b) : (memref<4x4xf32>, memref<?xf32>) -> memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %c[%c0] : memref<2xi32>
  return %r, %v : memref<4xf32>, i32
}

// CHECK-LABEL: llvm.func @ret(
// CHECK: llvm.call @malloc
// CHECK: "llvm.intr.memcpy"
func.func @ret(%u: memref<*xf32>) -> memref<*xf32> {
  return %u : memref<*xf32>
}
// CHECK-LABEL: llvm.func @caller(
// CHECK: llvm.call @ret(
// CHECK: llvm.alloca %{{.*}} x i8
// CHECK: "llvm.intr.memcpy"
// CHECK: llvm.call @free
func.func @caller(%u: memref<*xf32>) -> index {
  %r = call @ret(%u) : (memref<*xf32>) -> memref<*xf32>
  %k = memref.rank %r : memref<*xf32>
  return %k : index
}

// -----

// BARE-LABEL: llvm.func @bare(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.ptr
// BARE: llvm.insertvalue %arg0, %{{.*}}[0]
// BARE: llvm.insertvalue %arg0, %{{.*}}[1]
// BARE: llvm.return %{{.*}} : !llvm.ptr
func.func @bare(%a: memref<4x8xf32>, %i: index) -> memref<4x8xf32> {
  %v = memref.load %a[%i, %i] : memref<4x8xf32>
  memref.store %v, %a[%i, %i] : memref<4x8xf32>
  return %a : memref<4x8xf32>
}
// BARE-LABEL: llvm.func @bare_caller(%arg0: !llvm.ptr) -> !llvm.ptr
// BARE: llvm.call @bare(%{{.*}}, %{{.*}}) : (!llvm.ptr, i64) -> !llvm.ptr
func.func @bare_caller(%a: memref<4x8xf32>) -> memref<4x8xf32> {
  %c1 = arith.constant 1 : index
  %r = call @bare(%a, %c1) : (memref<4x8xf32>, index) -> memref<4x8xf32>
  return %r : memref<4x8xf32>
}
