// llvm.load's effects as MLIR's LoadOp says them (an effects hook): a plain
// load only reads, so an unused one is dead and --cse merges two equal
// ones with no write between them; a volatile or atomic one also writes,
// so it stays and is never merged. Output as mlir-opt-19's.
// RUN: rulir-opt %s --cse > %t.rulir
// RUN: %mlir_opt %s --cse > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --canonicalize > %t.rulir.c
// RUN: %mlir_opt %s --canonicalize > %t.mlir.c
// RUN: diff %t.rulir.c %t.mlir.c
// RUN: FileCheck %s < %t.rulir

// CHECK:      %[[A:.*]] = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.load volatile
// CHECK-NEXT: llvm.add %[[A]], %[[A]]
// CHECK-COUNT-2: atomic monotonic
llvm.func @f(%p: !llvm.ptr, %v: i32) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load %p : !llvm.ptr -> i32
  %u = llvm.load %p : !llvm.ptr -> i32
  %vol = llvm.load volatile %p : !llvm.ptr -> i32
  %2 = llvm.add %0, %1 : i32
  llvm.store %v, %p : i32, !llvm.ptr
  %3 = llvm.load %p : !llvm.ptr -> i32
  %4 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %5 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %6 = llvm.add %2, %3 : i32
  %7 = llvm.add %4, %5 : i32
  %8 = llvm.add %6, %7 : i32
  llvm.return %8 : i32
}
