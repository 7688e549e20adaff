// The program runs with the stack a native program gets (the stack limit,
// RLIMIT_STACK), in a process of its own: a crash is an error that names
// the signal and what it means, and rulir-run exits with 128 + the signal,
// as a shell reports a program killed by it; --timeout stops a program that
// runs too long (exit status 124); the program's own exit status is kept.
//
// 2,000 frames of 2 KiB: more than a 1 MiB stack holds, well within 8 MiB.
// RUN: sh -c 'ulimit -s 8192 && rulir-run %s -e deep -entry-point-result=i64' | FileCheck %s --check-prefix=DEEP
// DEEP: 2000
// RUN: sh -c 'ulimit -s 1024 && rulir-run %s -e deep -entry-point-result=i64; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=SMALL
// SMALL: rulir-run: error: the program crashed: stack overflow (1024 KiB of stack, the limit a native program gets; signal 11, SIGSEGV)
// SMALL-NEXT: status 139
//
// RUN: sh -c 'rulir-run %s -e forever -entry-point-result=i64; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// OVERFLOW: rulir-run: error: the program crashed: stack overflow ({{[0-9]+}} KiB of stack, the limit a native program gets; signal 11, SIGSEGV)
// OVERFLOW-NEXT: status 139
//
// RUN: sh -c 'rulir-run %s -e divide -entry-point-result=i32; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FPE
// FPE: rulir-run: error: the program crashed: signal 8 (SIGFPE): arithmetic error, such as an integer division by zero
// FPE-NEXT: status 136
//
// RUN: sh -c 'rulir-run %s -e null -entry-point-result=i32; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=SEGV
// SEGV: rulir-run: error: the program crashed: signal 11 (SIGSEGV): segmentation fault: an access to memory the program may not touch
// SEGV-NEXT: status 139
//
// RUN: sh -c 'rulir-run %s -e trap -entry-point-result=void; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TRAP
// TRAP: rulir-run: error: the program crashed: signal 4 (SIGILL): illegal instruction: a trap (llvm.trap, unreachable code reached)
// TRAP-NEXT: status 132
//
// RUN: sh -c 'rulir-run %s -e spin -entry-point-result=void --timeout=0.5; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TIMEOUT
// TIMEOUT: rulir-run: error: the program did not finish within 0.5 seconds (--timeout) and was stopped
// TIMEOUT-NEXT: status 124
// RUN: not rulir-run %s -e spin -entry-point-result=void --timeout=0 2>&1 | FileCheck %s --check-prefix=BADTIME
// BADTIME: rulir-run: error: --timeout takes a number of seconds greater than 0, not '0'
// RUN: rulir-run %s -e deep -entry-point-result=i64 --timeout=60 | FileCheck %s --check-prefix=DEEP
//
// RUN: sh -c 'rulir-run %s -e quit -entry-point-result=void; echo "status $?"' | FileCheck %s --check-prefix=EXIT
// EXIT: status 3

module {
  llvm.func @exit(i32)
  llvm.mlir.global internal @zero(0 : i32) {addr_space = 0 : i32} : i32

  // Recursion n deep with 2 KiB of stack per call; returns n.
  llvm.func @down(%n: i64) -> i64 {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %size = llvm.mlir.constant(2048 : i64) : i64
    %buf = llvm.alloca %size x i8 : (i64) -> !llvm.ptr
    llvm.store volatile %n, %buf : i64, !llvm.ptr
    %done = llvm.icmp "eq" %n, %c0 : i64
    llvm.cond_br %done, ^bb2, ^bb1
  ^bb1:
    %m = llvm.sub %n, %c1 : i64
    %r = llvm.call @down(%m) : (i64) -> i64
    %s = llvm.add %r, %c1 : i64
    llvm.return %s : i64
  ^bb2:
    llvm.return %c0 : i64
  }
  llvm.func @deep() -> i64 {
    %n = llvm.mlir.constant(2000 : i64) : i64
    %r = llvm.call @down(%n) : (i64) -> i64
    llvm.return %r : i64
  }
  llvm.func @forever() -> i64 {
    %n = llvm.mlir.constant(-1 : i64) : i64
    %r = llvm.call @down(%n) : (i64) -> i64
    llvm.return %r : i64
  }
  llvm.func @divide() -> i32 {
    %a = llvm.mlir.constant(7 : i32) : i32
    %g = llvm.mlir.addressof @zero : !llvm.ptr
    %z = llvm.load volatile %g : !llvm.ptr -> i32
    %r = llvm.sdiv %a, %z : i32
    llvm.return %r : i32
  }
  llvm.func @null() -> i32 {
    %p = llvm.mlir.zero : !llvm.ptr
    %v = llvm.load volatile %p : !llvm.ptr -> i32
    llvm.return %v : i32
  }
  llvm.func @trap() {
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  }
  llvm.func @spin() {
    %g = llvm.mlir.addressof @zero : !llvm.ptr
    llvm.br ^bb1
  ^bb1:
    %z = llvm.load volatile %g : !llvm.ptr -> i32
    llvm.store volatile %z, %g : i32, !llvm.ptr
    llvm.br ^bb1
  }
  llvm.func @quit() {
    %c = llvm.mlir.constant(3 : i32) : i32
    llvm.call @exit(%c) : (i32) -> ()
    llvm.return
  }
}
