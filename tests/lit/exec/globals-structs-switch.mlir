// RUN: rulir-run %s -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s
// RUN: mlir-cpu-runner-19 %s -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s
// Globals (a counter updated through its address, a constant table read
// with getelementptr, a string printed by libc's puts, found in the
// process), functions returning structs, switch with case operands,
// stack memory through alloca.

llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @puts(!llvm.ptr) -> i32

llvm.mlir.global internal @counter(0 : i64) {addr_space = 0 : i32} : i64
llvm.mlir.global private constant @table(dense<[3, 1, 4, 1, 5, 9, 2, 6]> : tensor<8xi64>) {addr_space = 0 : i32} : !llvm.array<8 x i64>
llvm.mlir.global internal constant @msg("hello from the JIT\00") {addr_space = 0 : i32}

llvm.func @print(%v: i64) {
  llvm.call @printI64(%v) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @bump(%by: i64) {
  %p = llvm.mlir.addressof @counter : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  %w = llvm.add %v, %by : i64
  llvm.store %w, %p : i64, !llvm.ptr
  llvm.return
}

// (sum, max) of the table
llvm.func @stats() -> !llvm.struct<(i64, i64)> {
  %t = llvm.mlir.addressof @table : !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  llvm.br ^loop(%c0, %c0, %c0 : i64, i64, i64)
^loop(%i: i64, %s: i64, %m: i64):
  %c = llvm.icmp "ult" %i, %c8 : i64
  llvm.cond_br %c, ^body, ^done
^body:
  %p = llvm.getelementptr inbounds %t[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x i64>
  %v = llvm.load %p : !llvm.ptr -> i64
  %s1 = llvm.add %s, %v : i64
  %m1 = llvm.intr.smax(%m, %v) : (i64, i64) -> i64
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^loop(%i1, %s1, %m1 : i64, i64, i64)
^done:
  %u = llvm.mlir.undef : !llvm.struct<(i64, i64)>
  %r0 = llvm.insertvalue %s, %u[0] : !llvm.struct<(i64, i64)>
  %r1 = llvm.insertvalue %m, %r0[1] : !llvm.struct<(i64, i64)>
  llvm.return %r1 : !llvm.struct<(i64, i64)>
}

llvm.func @classify(%x: i32) -> i64 {
  %c100 = llvm.mlir.constant(100 : i64) : i64
  %c200 = llvm.mlir.constant(200 : i64) : i64
  llvm.switch %x : i32, ^default [
    0: ^small(%c100 : i64),
    1: ^small(%c200 : i64),
    -7: ^negative
  ]
^small(%v: i64):
  llvm.return %v : i64
^negative:
  %m = llvm.mlir.constant(-7 : i64) : i64
  llvm.return %m : i64
^default:
  %z = llvm.sext %x : i32 to i64
  llvm.return %z : i64
}

// CHECK: hello from the JIT
// CHECK-NEXT: 31
// CHECK-NEXT: 9
// CHECK-NEXT: 12
// CHECK-NEXT: 100
// CHECK-NEXT: 200
// CHECK-NEXT: -7
// CHECK-NEXT: 42
// CHECK-NEXT: 49
llvm.func @main() {
  %msg = llvm.mlir.addressof @msg : !llvm.ptr
  %0 = llvm.call @puts(%msg) : (!llvm.ptr) -> i32
  %st = llvm.call @stats() : () -> !llvm.struct<(i64, i64)>
  %sum = llvm.extractvalue %st[0] : !llvm.struct<(i64, i64)>
  %max = llvm.extractvalue %st[1] : !llvm.struct<(i64, i64)>
  llvm.call @print(%sum) : (i64) -> ()
  llvm.call @print(%max) : (i64) -> ()
  llvm.call @bump(%max) : (i64) -> ()
  %c3 = llvm.mlir.constant(3 : i64) : i64
  llvm.call @bump(%c3) : (i64) -> ()
  %cp = llvm.mlir.addressof @counter : !llvm.ptr
  %cv = llvm.load %cp : !llvm.ptr -> i64
  llvm.call @print(%cv) : (i64) -> ()
  %k0 = llvm.mlir.constant(0 : i32) : i32
  %k1 = llvm.mlir.constant(1 : i32) : i32
  %k7 = llvm.mlir.constant(-7 : i32) : i32
  %k42 = llvm.mlir.constant(42 : i32) : i32
  %a = llvm.call @classify(%k0) : (i32) -> i64
  llvm.call @print(%a) : (i64) -> ()
  %b = llvm.call @classify(%k1) : (i32) -> i64
  llvm.call @print(%b) : (i64) -> ()
  %c = llvm.call @classify(%k7) : (i32) -> i64
  llvm.call @print(%c) : (i64) -> ()
  %d = llvm.call @classify(%k42) : (i32) -> i64
  llvm.call @print(%d) : (i64) -> ()
  // A stack array: a[i] = i * i, then a[3] + a[4] + a[5] + ... via memcpy into a second one.
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %arr = llvm.alloca %c1 x !llvm.array<8 x i64> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %arr2 = llvm.alloca %c1 x !llvm.array<8 x i64> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %e0 = llvm.mlir.constant(0 : i64) : i64
  %e1 = llvm.mlir.constant(1 : i64) : i64
  %e8 = llvm.mlir.constant(8 : i64) : i64
  llvm.br ^fill(%e0 : i64)
^fill(%i: i64):
  %more = llvm.icmp "slt" %i, %e8 : i64
  llvm.cond_br %more, ^set, ^sum
^set:
  %sq = llvm.mul %i, %i : i64
  %slot = llvm.getelementptr %arr[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x i64>
  llvm.store %sq, %slot : i64, !llvm.ptr
  %i1 = llvm.add %i, %e1 : i64
  llvm.br ^fill(%i1 : i64)
^sum:
  %bytes = llvm.mlir.constant(64 : i64) : i64
  "llvm.intr.memcpy"(%arr2, %arr, %bytes) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %p4 = llvm.getelementptr %arr2[4] : (!llvm.ptr) -> !llvm.ptr, i64
  %p5 = llvm.getelementptr %arr2[5] : (!llvm.ptr) -> !llvm.ptr, i64
  %v4 = llvm.load %p4 : !llvm.ptr -> i64
  %v5 = llvm.load %p5 : !llvm.ptr -> i64
  %t = llvm.add %v4, %v5 : i64
  %t2 = llvm.add %t, %e8 : i64
  llvm.call @print(%t2) : (i64) -> ()
  llvm.return
}
