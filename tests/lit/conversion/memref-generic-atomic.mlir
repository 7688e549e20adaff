// memref.generic_atomic_rmw as a loop around llvm.cmpxchg. With the whole
// pipeline the output is mlir-opt-19's; finalize-memref-to-llvm alone lowers
// it too (mlir-opt-19 leaves it while its body holds arith ops).
// RUN: rulir-opt %s --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.rulir
// RUN: %mlir_opt %s --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --finalize-memref-to-llvm | FileCheck %s

// A loop around cmpxchg: the body computes the new value from the current one.
// CHECK-LABEL: func.func @generic_atomic
// CHECK: llvm.br ^bb1(%{{.*}} : i32)
// CHECK: ^bb1(%[[CUR:.*]]: i32):
// CHECK: llvm.cmpxchg %{{.*}}, %[[CUR]], %{{.*}} acq_rel monotonic : !llvm.ptr, i32
// CHECK: llvm.cond_br %{{.*}}, ^bb2, ^bb1(%{{.*}} : i32)
func.func @generic_atomic(%a: memref<?xi32>, %i: index, %k: i32) -> i32 {
  %q = memref.generic_atomic_rmw %a[%i] : memref<?xi32> {
  ^bb0(%cur: i32):
    %n = arith.addi %cur, %k : i32
    memref.atomic_yield %n : i32
  }
  return %q : i32
}
