// Kernels over memrefs lowered by rulir-opt (scf-to-cf, finalize-memref-to-llvm,
// convert-to-llvm) and run by rulir-run; the same program lowered by
// mlir-opt-19 and run by mlir-cpu-runner-19 prints the same. matmul on
// dynamic shapes, a 1-D stencil, reductions, a global table, a strided
// reinterpret_cast view, copies (contiguous: memcpy; strided: memrefCopy),
// alloca_scope, a call returning several memrefs, and unranked memrefs
// returned across calls.
// RUN: rulir-opt --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | rulir-run - -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-opt --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | rulir-run - -e main -entry-point-result=void -O2 --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

memref.global "private" constant @weights : memref<5xf64> = dense<[0.5, 1.0, 2.0, 1.0, 0.5]>

func.func @print_i(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @print_f(%v: f64) {
  call @printF64(%v) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

// C[i, j] += A[i, k] * B[k, j]
func.func @matmul(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf64>
  %k = memref.dim %a, %c1 : memref<?x?xf64>
  %n = memref.dim %b, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %init = memref.load %c[%i, %j] : memref<?x?xf64>
      %sum = scf.for %p = %c0 to %k step %c1 iter_args(%acc = %init) -> f64 {
        %x = memref.load %a[%i, %p] : memref<?x?xf64>
        %y = memref.load %b[%p, %j] : memref<?x?xf64>
        %xy = arith.mulf %x, %y : f64
        %s = arith.addf %acc, %xy : f64
        scf.yield %s : f64
      }
      memref.store %sum, %c[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// out[i] = sum_k w[k] * in[i + k - 2] on the interior.
func.func @stencil(%in: memref<?xf64>, %out: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %w = memref.get_global @weights : memref<5xf64>
  %n = memref.dim %in, %c0 : memref<?xf64>
  %hi = arith.subi %n, %c2 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c2 to %hi step %c1 {
    %v = scf.for %k = %c0 to %c5 step %c1 iter_args(%acc = %z) -> f64 {
      %ik = arith.addi %i, %k : index
      %src = arith.subi %ik, %c2 : index
      %x = memref.load %in[%src] : memref<?xf64>
      %wk = memref.load %w[%k] : memref<5xf64>
      %p = arith.mulf %x, %wk : f64
      %s = arith.addf %acc, %p : f64
      scf.yield %s : f64
    }
    memref.store %v, %out[%i] : memref<?xf64>
  }
  return
}

// The sum and the maximum of a buffer, and how many are even.
func.func @reduce(%m: memref<?xi64>) -> (i64, i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %min = arith.constant -9223372036854775808 : i64
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z, %mx = %min, %ev = %z) -> (i64, i64, i64) {
    %v = memref.load %m[%i] : memref<?xi64>
    %s2 = arith.addi %s, %v : i64
    %mx2 = arith.maxsi %mx, %v : i64
    %bit = arith.andi %v, %one : i64
    %is = arith.cmpi eq, %bit, %z : i64
    %ev2 = scf.if %is -> i64 {
      %e = arith.addi %ev, %one : i64
      scf.yield %e : i64
    } else {
      scf.yield %ev : i64
    }
    scf.yield %s2, %mx2, %ev2 : i64, i64, i64
  }
  return %r#0, %r#1, %r#2 : i64, i64, i64
}

// Two buffers made by a callee, returned together.
func.func @make(%n: index) -> (memref<?xi64>, memref<?xi64>) {
  %a = memref.alloc(%n) : memref<?xi64>
  %b = memref.alloc(%n) : memref<?xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %k = arith.constant 7 : i64
    %t = arith.subi %sq, %k : i64
    memref.store %t, %a[%i] : memref<?xi64>
    memref.store %ii, %b[%i] : memref<?xi64>
  }
  return %a, %b : memref<?xi64>, memref<?xi64>
}

func.func @pass_unranked(%u: memref<*xi64>) -> memref<*xi64> {
  return %u : memref<*xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // matmul of 3x4 by 4x2 (A[i,k] = i + k, B[k,j] = k - j), C starts at 1.
  %a = memref.alloc(%c3, %c4) : memref<?x?xf64>
  %b = memref.alloc(%c4, %c2) : memref<?x?xf64>
  %c = memref.alloc(%c3, %c2) : memref<?x?xf64>
  %onef = arith.constant 1.0 : f64
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %k = %c0 to %c4 step %c1 {
      %s = arith.addi %i, %k : index
      %si = arith.index_cast %s : index to i64
      %sf = arith.sitofp %si : i64 to f64
      memref.store %sf, %a[%i, %k] : memref<?x?xf64>
    }
    scf.for %j = %c0 to %c2 step %c1 {
      memref.store %onef, %c[%i, %j] : memref<?x?xf64>
    }
  }
  scf.for %k = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %d = arith.subi %k, %j : index
      %di = arith.index_cast %d : index to i64
      %df = arith.sitofp %di : i64 to f64
      memref.store %df, %b[%k, %j] : memref<?x?xf64>
    }
  }
  call @matmul(%a, %b, %c) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
  // C[0,0] = 1 + (0*0 + 1*1 + 2*2 + 3*3), C[0,1] = 1 + (0*-1 + 1*0 + 2*1 + 3*2),
  // C[2,1] = 1 + (2*-1 + 3*0 + 4*1 + 5*2).
  // CHECK: 15
  // CHECK-NEXT: 9
  // CHECK-NEXT: 13
  %c00 = memref.load %c[%c0, %c0] : memref<?x?xf64>
  %c01 = memref.load %c[%c0, %c1] : memref<?x?xf64>
  %c21 = memref.load %c[%c2, %c1] : memref<?x?xf64>
  call @print_f(%c00) : (f64) -> ()
  call @print_f(%c01) : (f64) -> ()
  call @print_f(%c21) : (f64) -> ()

  // The stencil over in[i] = i * i.
  %in = memref.alloc(%c8) : memref<?xf64>
  %out = memref.alloca(%c8) : memref<?xf64>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %f = arith.sitofp %sq : i64 to f64
    memref.store %f, %in[%i] : memref<?xf64>
  }
  call @stencil(%in, %out) : (memref<?xf64>, memref<?xf64>) -> ()
  // out[2] = 0.5*0 + 1 + 2*4 + 9 + 0.5*16, out[5] = 0.5*9 + 16 + 2*25 + 36 + 0.5*49.
  // CHECK-NEXT: 26
  // CHECK-NEXT: 131
  %o2 = memref.load %out[%c2] : memref<?xf64>
  %k5 = arith.constant 5 : index
  %o5d = memref.load %out[%k5] : memref<?xf64>
  call @print_f(%o2) : (f64) -> ()
  call @print_f(%o5d) : (f64) -> ()

  // Reductions over buffers a callee made.
  %bufs:2 = call @make(%c8) : (index) -> (memref<?xi64>, memref<?xi64>)
  %r:3 = call @reduce(%bufs#0) : (memref<?xi64>) -> (i64, i64, i64)
  // i*i - 7 for i < 8: -7 -6 -3 2 9 18 29 42.
  // CHECK-NEXT: 84
  // CHECK-NEXT: 42
  // CHECK-NEXT: 4
  call @print_i(%r#0) : (i64) -> ()
  call @print_i(%r#1) : (i64) -> ()
  call @print_i(%r#2) : (i64) -> ()

  // A strided view of every second element of bufs#1 (0, 2, 4, 6).
  %v = memref.reinterpret_cast %bufs#1 to offset: [0], sizes: [4], strides: [2] : memref<?xi64> to memref<4xi64, strided<[2]>>
  %dst = memref.alloc() : memref<4xi64>
  memref.copy %v, %dst : memref<4xi64, strided<[2]>> to memref<4xi64>
  %dyn = memref.cast %dst : memref<4xi64> to memref<?xi64>
  %r2:3 = call @reduce(%dyn) : (memref<?xi64>) -> (i64, i64, i64)
  // CHECK-NEXT: 12
  call @print_i(%r2#0) : (i64) -> ()

  // A contiguous copy, through an unranked round trip.
  %u = memref.cast %bufs#0 : memref<?xi64> to memref<*xi64>
  %u2 = call @pass_unranked(%u) : (memref<*xi64>) -> memref<*xi64>
  %back = memref.cast %u2 : memref<*xi64> to memref<?xi64>
  %cp = memref.alloc(%c8) : memref<?xi64>
  memref.copy %back, %cp : memref<?xi64> to memref<?xi64>
  %x7 = memref.load %cp[%c3] : memref<?xi64>
  %rk = memref.rank %u2 : memref<*xi64>
  %rki = arith.index_cast %rk : index to i64
  // CHECK-NEXT: 2
  // CHECK-NEXT: 1
  call @print_i(%x7) : (i64) -> ()
  call @print_i(%rki) : (i64) -> ()

  // alloca_scope with a result.
  %sc = memref.alloca_scope -> i64 {
    %t = memref.alloca() : memref<2xi64>
    %k9 = arith.constant 9 : i64
    memref.store %k9, %t[%c1] : memref<2xi64>
    %l = memref.load %t[%c1] : memref<2xi64>
    memref.alloca_scope.return %l : i64
  }
  // CHECK-NEXT: 9
  call @print_i(%sc) : (i64) -> ()

  memref.dealloc %a : memref<?x?xf64>
  memref.dealloc %b : memref<?x?xf64>
  memref.dealloc %c : memref<?x?xf64>
  memref.dealloc %in : memref<?xf64>
  memref.dealloc %bufs#0 : memref<?xi64>
  memref.dealloc %bufs#1 : memref<?xi64>
  memref.dealloc %dst : memref<4xi64>
  memref.dealloc %cp : memref<?xi64>
  return
}
