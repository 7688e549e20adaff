// RUN: rulir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: mlir-translate-19 --mlir-to-llvmir %s | FileCheck %s
// alloca, load, store (alignment, volatile, atomic, nontemporal),
// getelementptr (array and struct indices, dynamic indices, inbounds),
// atomicrmw, cmpxchg, fence.

// CHECK-LABEL: define i32 @memory(i64 %0, ptr %1)
llvm.func @memory(%n: i64, %p: !llvm.ptr) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %3 = alloca i32, align 4
  %0 = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  // CHECK-NEXT: %4 = alloca { i32, [4 x float] }, i64 %0, align 16
  %1 = llvm.alloca %n x !llvm.struct<(i32, array<4 x f32>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  // CHECK-NEXT: store i32 1, ptr %3, align 4
  llvm.store %c1, %0 {alignment = 4 : i64} : i32, !llvm.ptr
  // CHECK-NEXT: store volatile i32 1, ptr %3, align 4
  llvm.store volatile %c1, %0 {alignment = 4 : i64} : i32, !llvm.ptr
  // CHECK-NEXT: %5 = load i32, ptr %3, align 4
  %2 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> i32
  // CHECK-NEXT: %6 = load atomic i32, ptr %1 acquire, align 4
  %3 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  // CHECK-NEXT: store atomic i32 %6, ptr %1 syncscope("singlethread") release, align 4
  llvm.store %3, %p atomic syncscope("singlethread") release {alignment = 4 : i64} : i32, !llvm.ptr
  // CHECK-NEXT: %7 = load i32, ptr %1, align 4, !nontemporal !1
  %4 = llvm.load %p {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
  // CHECK-NEXT: %8 = getelementptr inbounds { i32, [4 x float] }, ptr %4, i64 %0, i32 1, i32 2
  %5 = llvm.getelementptr inbounds %1[%n, 1, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  // CHECK-NEXT: %9 = getelementptr float, ptr %8, i64 %0
  %6 = llvm.getelementptr %5[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  // CHECK-NEXT: %10 = getelementptr i8, ptr %9, i32 -8
  %7 = llvm.getelementptr %6[-8] : (!llvm.ptr) -> !llvm.ptr, i8
  // CHECK-NEXT: %11 = atomicrmw add ptr %1, i32 %5 seq_cst, align 4
  %8 = llvm.atomicrmw add %p, %2 seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  // CHECK-NEXT: %12 = atomicrmw volatile umax ptr %1, i32 %11 monotonic, align 4
  %9 = llvm.atomicrmw volatile umax %p, %8 monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  // CHECK-NEXT: %13 = cmpxchg ptr %1, i32 %11, i32 %12 acq_rel monotonic, align 4
  %10 = llvm.cmpxchg %p, %8, %9 acq_rel monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  // CHECK-NEXT: %14 = cmpxchg weak ptr %1, i32 %11, i32 %12 seq_cst seq_cst, align 4
  %11 = llvm.cmpxchg weak %p, %8, %9 seq_cst seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  // CHECK-NEXT: %15 = extractvalue { i32, i1 } %13, 0
  %12 = llvm.extractvalue %10[0] : !llvm.struct<(i32, i1)>
  // CHECK-NEXT: fence release
  llvm.fence release
  // CHECK-NEXT: fence syncscope("singlethread") seq_cst
  llvm.fence syncscope("singlethread") seq_cst
  // CHECK-NEXT: store float 0.000000e+00, ptr %10, align 4
  %z = llvm.mlir.constant(0.0 : f32) : f32
  llvm.store %z, %7 {alignment = 4 : i64} : f32, !llvm.ptr
  // CHECK-NEXT: ret i32 %15
  llvm.return %12 : i32
}
// CHECK: !1 = !{i32 1}
