// scf (for with iter_args, nested ifs, while, do-while, parallel with
// reductions) lowered by rulir-opt --convert-scf-to-cf --convert-to-llvm, then run;
// the same program lowered by mlir-opt-19 and run by mlir-cpu-runner-19
// prints the same.
// RUN: rulir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts %s | rulir-run - -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts %s | rulir-run - -e main -entry-point-result=void -O2 --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

// sum(0..10 step 1) of i*i, then of i for i in 3..20 step 4.
// CHECK:285
// CHECK-NEXT:55
// classify(-5), classify(0), classify(7), classify(100)
// CHECK-NEXT:-1
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:2
// collatz steps of 1, 6, 27
// CHECK-NEXT:0
// CHECK-NEXT:8
// CHECK-NEXT:111
// a do-while doubling 1 until >= 1000
// CHECK-NEXT:1024
// nested loops with an if: the number of pairs i < j below 10
// CHECK-NEXT:45
// a 2-d scf.parallel reducing i*j over 4x5 with addi, and max over i+j
// CHECK-NEXT:60
// CHECK-NEXT:7

func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @sum_squares(%lb: index, %ub: index, %st: index, %sq: i1) -> i64 {
  %c0 = arith.constant 0 : i64
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c0) -> (i64) {
    %v = arith.index_cast %i : index to i64
    %t = scf.if %sq -> (i64) {
      %m = arith.muli %v, %v : i64
      scf.yield %m : i64
    } else {
      scf.yield %v : i64
    }
    %n = arith.addi %acc, %t : i64
    scf.yield %n : i64
  }
  return %r : i64
}

func.func @classify(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c10 = arith.constant 10 : i64
  %neg = arith.cmpi slt, %x, %c0 : i64
  %r = scf.if %neg -> (i64) {
    %m1 = arith.constant -1 : i64
    scf.yield %m1 : i64
  } else {
    %zero = arith.cmpi eq, %x, %c0 : i64
    %s = scf.if %zero -> (i64) {
      scf.yield %c0 : i64
    } else {
      %small = arith.cmpi slt, %x, %c10 : i64
      %t = scf.if %small -> (i64) {
        %one = arith.constant 1 : i64
        scf.yield %one : i64
      } else {
        %two = arith.constant 2 : i64
        scf.yield %two : i64
      }
      scf.yield %t : i64
    }
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @collatz(%x0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%x = %x0, %n = %c0) : (i64, i64) -> (i64, i64) {
    %go = arith.cmpi ne, %x, %c1 : i64
    scf.condition(%go) %x, %n : i64, i64
  } do {
  ^bb0(%x: i64, %n: i64):
    %odd = arith.andi %x, %c1 : i64
    %isodd = arith.cmpi ne, %odd, %c0 : i64
    %y = scf.if %isodd -> (i64) {
      %t = arith.muli %x, %c3 : i64
      %u = arith.addi %t, %c1 : i64
      scf.yield %u : i64
    } else {
      %h = arith.divsi %x, %c2 : i64
      scf.yield %h : i64
    }
    %m = arith.addi %n, %c1 : i64
    scf.yield %y, %m : i64, i64
  }
  return %r#1 : i64
}

func.func @double_until(%lim: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %r = scf.while (%x = %c1) : (i64) -> i64 {
    %d = arith.addi %x, %x : i64
    %go = arith.cmpi slt, %d, %lim : i64
    scf.condition(%go) %d : i64
  } do {
  ^bb0(%y: i64):
    scf.yield %y : i64
  }
  return %r : i64
}

func.func @pairs(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i64) {
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (i64) {
      %lt = arith.cmpi slt, %i, %j : index
      %b2 = scf.if %lt -> (i64) {
        %inc = arith.addi %b, %one : i64
        scf.yield %inc : i64
      } else {
        scf.yield %b : i64
      }
      scf.yield %b2 : i64
    }
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @par_sum() -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i64
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c5) step (%c1, %c1) init (%z, %z) -> (i64, i64) {
    %p = arith.muli %i, %j : index
    %s = arith.addi %i, %j : index
    %pi = arith.index_cast %p : index to i64
    %si = arith.index_cast %s : index to i64
    scf.reduce(%pi, %si : i64, i64) {
    ^bb0(%a: i64, %b: i64):
      %t = arith.addi %a, %b : i64
      scf.reduce.return %t : i64
    }, {
    ^bb0(%a: i64, %b: i64):
      %t = arith.maxsi %a, %b : i64
      scf.reduce.return %t : i64
    }
  }
  return %r#0, %r#1 : i64, i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %c20 = arith.constant 20 : index
  %t = arith.constant true
  %f = arith.constant false
  %a = func.call @sum_squares(%c0, %c10, %c1, %t) : (index, index, index, i1) -> i64
  func.call @print(%a) : (i64) -> ()
  %b = func.call @sum_squares(%c3, %c20, %c4, %f) : (index, index, index, i1) -> i64
  func.call @print(%b) : (i64) -> ()
  %m5 = arith.constant -5 : i64
  %z = arith.constant 0 : i64
  %s7 = arith.constant 7 : i64
  %h = arith.constant 100 : i64
  %k0 = func.call @classify(%m5) : (i64) -> i64
  func.call @print(%k0) : (i64) -> ()
  %k1 = func.call @classify(%z) : (i64) -> i64
  func.call @print(%k1) : (i64) -> ()
  %k2 = func.call @classify(%s7) : (i64) -> i64
  func.call @print(%k2) : (i64) -> ()
  %k3 = func.call @classify(%h) : (i64) -> i64
  func.call @print(%k3) : (i64) -> ()
  %one = arith.constant 1 : i64
  %six = arith.constant 6 : i64
  %tw7 = arith.constant 27 : i64
  %q0 = func.call @collatz(%one) : (i64) -> i64
  func.call @print(%q0) : (i64) -> ()
  %q1 = func.call @collatz(%six) : (i64) -> i64
  func.call @print(%q1) : (i64) -> ()
  %q2 = func.call @collatz(%tw7) : (i64) -> i64
  func.call @print(%q2) : (i64) -> ()
  %lim = arith.constant 1000 : i64
  %d = func.call @double_until(%lim) : (i64) -> i64
  func.call @print(%d) : (i64) -> ()
  %p = func.call @pairs(%c10) : (index) -> i64
  func.call @print(%p) : (i64) -> ()
  %ps:2 = func.call @par_sum() : () -> (i64, i64)
  func.call @print(%ps#0) : (i64) -> ()
  func.call @print(%ps#1) : (i64) -> ()
  return
}
