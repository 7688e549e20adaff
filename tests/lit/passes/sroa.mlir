// --sroa: allocations of aggregates split into one allocation per field used,
// as mlir-opt-19 does: llvm.alloca of structs and arrays reached through
// GEPs (byte offsets under the default data layout, where i64 is aligned to
// 4), whole-field loads and stores of the slot, markers and casts erased with
// it, a slot in a non-entry block; memref.alloca of small static shapes;
// slots that stay (an array of 17, a volatile store, a memref of 17);
// memset and memcpy split per field.
// RUN: rulir-opt %s --sroa > %t.rulir
// RUN: %mlir_opt %s --sroa > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --pass-pipeline='builtin.module(func.func(sroa),llvm.func(sroa))' > %t.rulir2
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(sroa),llvm.func(sroa))' > %t.mlir2
// RUN: diff %t.rulir2 %t.mlir2
// RUN: FileCheck %s < %t.rulir
// RUN: rulir-opt %s --sroa --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// A chain of 50,000 GEPs between the slot and its load (no recursion).
// RUN: python3 %S/Inputs/sroa-chain.py 50000 > %t.chain.mlir
// RUN: rulir-opt %t.chain.mlir --sroa | FileCheck %s --check-prefix=CHAIN
// RUN: python3 %S/Inputs/sroa-chain.py 200 > %t.chain200.mlir
// RUN: rulir-opt %t.chain200.mlir --sroa > %t.chain200.rulir
// RUN: %mlir_opt %t.chain200.mlir --sroa > %t.chain200.mlir.out
// RUN: diff %t.chain200.rulir %t.chain200.mlir.out

// CHAIN: %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHAIN-NEXT: %2 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, i8
// CHAIN-NOT: llvm.intr.lifetime

// STATS: SROA
// STATS-NEXT: (S) 10 destructured slots
// STATS-NEXT: (S)  4 max subelement number
// STATS-NEXT: (S) 10 slots with memory benefit

// CHECK-LABEL: llvm.func @two_fields
// CHECK: %[[A:.*]] = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[B:.*]] = llvm.alloca %0 x f64 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %arg1, %[[B]] : f64, !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %[[A]] : i32, !llvm.ptr
// CHECK-LABEL: llvm.func @i64_align_is_four
// CHECK: llvm.alloca %0 x i64
// CHECK-LABEL: llvm.func @inner_offset
// CHECK: %[[P:.*]] = llvm.alloca %0 x i32
// CHECK-NEXT: llvm.getelementptr inbounds %[[P]][1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-LABEL: llvm.func @lifetime_and_cast
// CHECK-NOT: llvm.intr.lifetime
// CHECK-NOT: llvm.addrspacecast
// CHECK-LABEL: llvm.func @big_array_kept
// CHECK: llvm.alloca %0 x !llvm.array<17 x i32>
// CHECK-LABEL: llvm.func @volatile_kept
// CHECK: llvm.alloca %0 x !llvm.struct<(i32, i32)>
// CHECK-LABEL: llvm.func @nested_region
// CHECK: ^bb1:
// CHECK-NEXT: llvm.alloca %0 x i32
// CHECK-LABEL: func.func @memref_3d
// CHECK: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<f32>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<f32>
// CHECK-LABEL: func.func @memref_too_big
// CHECK: memref.alloca() : memref<17xi32>
// CHECK-LABEL: func.func @memref_store_itself
// CHECK: memref.alloca() : memref<memref<2xi32>>

llvm.func @two_fields(%a: i32, %b: f64) -> f64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, f64, i64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, i64)>
  llvm.store %b, %2 : f64, !llvm.ptr
  llvm.store %a, %1 : i32, !llvm.ptr
  %3 = llvm.load %2 : !llvm.ptr -> f64
  llvm.return %3 : f64
}



llvm.func @i64_align_is_four(%a: i64) -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, i64)> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr inbounds %1[4] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %a, %2 : i64, !llvm.ptr
  %3 = llvm.load %2 : !llvm.ptr -> i64
  llvm.return %3 : i64
}



llvm.func @inner_offset(%a: i8) -> i8 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr inbounds %1[5] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %a, %2 : i8, !llvm.ptr
  %3 = llvm.load %2 : !llvm.ptr -> i8
  llvm.return %3 : i8
}



llvm.func @lifetime_and_cast(%a: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start 16, %1 : !llvm.ptr
  %c = llvm.addrspacecast %1 : !llvm.ptr to !llvm.ptr<1>
  llvm.intr.lifetime.end 16, %c : !llvm.ptr<1>
  %2 = llvm.getelementptr %1[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %a, %2 : i32, !llvm.ptr
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %3 : i32
}



llvm.func @big_array_kept(%a: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.array<17 x i32> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr %1[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<17 x i32>
  llvm.store %a, %2 : i32, !llvm.ptr
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %3 : i32
}



llvm.func @volatile_kept(%a: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  llvm.store volatile %a, %1 : i32, !llvm.ptr
  %3 = llvm.load %1 : !llvm.ptr -> i32
  llvm.return %3 : i32
}



llvm.func @nested_region(%c: i1, %a: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = llvm.alloca %0 x !llvm.struct<(i32, struct<(i8, i32)>)> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr %1[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(i8, i32)>)>
  llvm.store %a, %2 : i32, !llvm.ptr
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %3 : i32
^bb2:
  llvm.return %a : i32
}

func.func @memref_3d(%a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloca = memref.alloca() {alignment = 16 : i64} : memref<2x1x2xf32>
  memref.store %a, %alloca[%c1, %c0, %c1] : memref<2x1x2xf32>
  memref.store %b, %alloca[%c0, %c0, %c0] : memref<2x1x2xf32>
  %r = memref.load %alloca[%c1, %c0, %c1] : memref<2x1x2xf32>
  return %r : f32
}



func.func @memref_too_big(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %alloca = memref.alloca() : memref<17xi32>
  memref.store %a, %alloca[%c0] : memref<17xi32>
  %r = memref.load %alloca[%c0] : memref<17xi32>
  return %r : i32
}



func.func @memref_store_itself(%a: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %alloca = memref.alloca() : memref<2xmemref<2xi32>>
  memref.store %a, %alloca[%c0] : memref<2xmemref<2xi32>>
  return
}

llvm.func @memset_padding() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i8, i32, i16, i64)> : (i32) -> !llvm.ptr
  %v = llvm.mlir.constant(7 : i8) : i8
  %n = llvm.mlir.constant(10 : i64) : i64
  "llvm.intr.memset"(%1, %v, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %2 = llvm.getelementptr %1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32, i16, i64)>
  %3 = llvm.load %2 : !llvm.ptr -> i16
  %4 = llvm.load %1 : !llvm.ptr -> i8
  %5 = llvm.zext %3 : i16 to i32
  %6 = llvm.zext %4 : i8 to i32
  %7 = llvm.add %5, %6 : i32
  llvm.return %7 : i32
}

llvm.func @memcpy_into(%src: !llvm.ptr) -> f32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, f32, array<2 x i8>)> : (i32) -> !llvm.ptr
  %n = llvm.mlir.constant(12 : i32) : i32
  "llvm.intr.memcpy"(%1, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32, array<2 x i8>)>
  %3 = llvm.load %2 : !llvm.ptr -> f32
  llvm.return %3 : f32
}

// CHECK-LABEL: llvm.func @memset_padding
// CHECK: "llvm.intr.memset"(%{{.*}}, %{{.*}}, %{{.*}}) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK: "llvm.intr.memset"(%{{.*}}, %{{.*}}, %{{.*}}) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NOT: llvm.intr.memset
// CHECK-LABEL: llvm.func @memcpy_into
// CHECK: %[[F:.*]] = llvm.alloca %0 x f32
// CHECK: %[[G:.*]] = llvm.getelementptr %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32, array<2 x i8>)>
// CHECK: "llvm.intr.memcpy"(%[[F]], %[[G]], %{{.*}}) <{isVolatile = false}>
