// Unranked memrefs of data in another address space: the descriptor is
// !llvm.struct<(i64, ptr)> (the ranked descriptor it points at lives in
// ordinary memory, as MLIR's type converter has it), and the pointers read
// from it are in the data's space: casts both ways, rank, dim,
// reinterpret_cast, extract_aligned_pointer_as_index, copy, calls. rulir
// printed an insertvalue of !llvm.ptr into !llvm.ptr<3> before. The output
// is mlir-opt-19's, compared whole (CHECK lines for the types).
// RUN: rulir-opt --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts %s > %t.rulir
// RUN: %mlir_opt --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts %s > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt --finalize-memref-to-llvm %s > %t.rulir.f
// RUN: %mlir_opt --finalize-memref-to-llvm %s > %t.mlir.f
// RUN: diff %t.rulir.f %t.mlir.f
// RUN: FileCheck %s < %t.rulir
// RUN: rulir-translate --mlir-to-llvmir %t.rulir -o /dev/null

func.func @c(%m: memref<4xf32, 3>) -> (memref<*xf32, 3>, index) {
  %u = memref.cast %m : memref<4xf32, 3> to memref<*xf32, 3>
  %r = memref.rank %u : memref<*xf32, 3>
  return %u, %r : memref<*xf32, 3>, index
}
func.func @b(%u: memref<*xf32, 3>) -> memref<4xf32, 3> {
  %m = memref.cast %u : memref<*xf32, 3> to memref<4xf32, 3>
  %v = memref.reinterpret_cast %u to offset: [0], sizes: [4], strides: [1] : memref<*xf32, 3> to memref<4xf32, 3>
  return %v : memref<4xf32, 3>
}
func.func @p(%u: memref<*xf32, 3>) -> index {
  %p = memref.extract_aligned_pointer_as_index %u : memref<*xf32, 3> -> index
  return %p : index
}
func.func @cp(%u: memref<*xf32, 3>, %v: memref<*xf32, 3>) {
  memref.copy %u, %v : memref<*xf32, 3> to memref<*xf32, 3>
  return
}
func.func private @ext(memref<*xf32, 3>) -> memref<*xf32, 3>
func.func @call(%u: memref<*xf32, 3>) -> memref<*xf32, 3> {
  %r = call @ext(%u) : (memref<*xf32, 3>) -> memref<*xf32, 3>
  return %r : memref<*xf32, 3>
}
func.func @dim(%u: memref<*xf32, 3>, %k: index) -> index {
  %0 = memref.dim %u, %k : memref<*xf32, 3>
  return %0 : index
}

// CHECK-LABEL: llvm.func @c(
// CHECK-SAME: -> !llvm.struct<(struct<(i64, ptr)>, i64)>
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @b(
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr<3>
// CHECK: llvm.getelementptr %{{.*}}[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-LABEL: llvm.func @p(
// CHECK: llvm.getelementptr %{{.*}}[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr<3>
// CHECK-NEXT: llvm.ptrtoint %{{.*}} : !llvm.ptr<3> to i64
// CHECK-LABEL: llvm.func @dim(
// CHECK: llvm.getelementptr %{{.*}}[0, 2] : (!llvm.ptr) -> !llvm.ptr<3>, !llvm.struct<(ptr, ptr, i64)>
