// llvm.mlir.global_ctors run before the entry point and global_dtors after
// it, as mlir-cpu-runner-19 runs them: each table by priority, lowest first,
// then in the table's order (private functions too).
// RUN: rulir-run %s -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: mlir-cpu-runner-19 %s -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines
// CHECK:      11
// CHECK-NEXT: 12
// CHECK-NEXT: 10
// CHECK-NEXT: 2
// CHECK-NEXT: 31
// CHECK-NEXT: 32
// CHECK-NEXT: 30
// CHECK-NOT: {{.}}
// The result of the entry point is printed before the destructors run
// (mlir-cpu-runner-19 prints it through a stream of its own, so a pipe
// shows it first).
// RUN: rulir-run %s -e seven -entry-point-result=i32 --shared-libs=%rulir_runner_utils | FileCheck %s --check-prefix=RESULT --match-full-lines
// RESULT:      11
// RESULT-NEXT: 12
// RESULT-NEXT: 10
// RESULT-NEXT: 7
// RESULT-NEXT: 31
// RESULT-NEXT: 32
// RESULT-NEXT: 30

module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.mlir.global_ctors {ctors = [@c2, @c1, @c0], priorities = [5 : i32, 1 : i32, 5 : i32]}
  llvm.mlir.global_dtors {dtors = [@d1, @d2, @d0], priorities = [1 : i32, 5 : i32, 5 : i32]}
  llvm.func @say(%v: i64) {
    llvm.call @printI64(%v) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func private @c0() {
    %0 = llvm.mlir.constant(10 : i64) : i64
    llvm.call @say(%0) : (i64) -> ()
    llvm.return
  }
  llvm.func internal @c1() {
    %0 = llvm.mlir.constant(11 : i64) : i64
    llvm.call @say(%0) : (i64) -> ()
    llvm.return
  }
  llvm.func @c2() {
    %0 = llvm.mlir.constant(12 : i64) : i64
    llvm.call @say(%0) : (i64) -> ()
    llvm.return
  }
  llvm.func @d0() {
    %0 = llvm.mlir.constant(30 : i64) : i64
    llvm.call @say(%0) : (i64) -> ()
    llvm.return
  }
  llvm.func private @d1() {
    %0 = llvm.mlir.constant(31 : i64) : i64
    llvm.call @say(%0) : (i64) -> ()
    llvm.return
  }
  llvm.func @d2() {
    %0 = llvm.mlir.constant(32 : i64) : i64
    llvm.call @say(%0) : (i64) -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(2 : i64) : i64
    llvm.call @say(%0) : (i64) -> ()
    llvm.return
  }
  llvm.func @seven() -> i32 {
    %0 = llvm.mlir.constant(7 : i32) : i32
    llvm.return %0 : i32
  }
}
