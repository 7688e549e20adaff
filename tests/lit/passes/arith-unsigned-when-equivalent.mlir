// --arith-unsigned-when-equivalent as mlir-opt-19 does it: signed
// division, remainder, min/max and extension of values the integer range
// analysis (drivers/intrange.c) proves non-negative become unsigned, and so
// do signed comparisons of such values; ranges flow through arith ops,
// scf.for bounds and iter_args, scf.if results and cf block arguments,
// loop-carried values widen to the full range.
// RUN: rulir-opt %s --arith-unsigned-when-equivalent > %t.rulir
// RUN: %mlir_opt %s --arith-unsigned-when-equivalent > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir

// CHECK-LABEL: func.func @loop_iter(%arg0: index) -> index {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %0 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT:    %2 = arith.divui %arg1, %c2 : index
// CHECK-NEXT:    %3 = arith.addi %arg2, %2 : index
// CHECK-NEXT:    scf.yield %3 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.divsi %0, %c2 : index
// CHECK-NEXT:    return %1 : index
// CHECK-NEXT:  }
func.func @loop_iter(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %c0) -> index {
    %q = arith.divsi %i, %c2 : index
    %s = arith.addi %acc, %q : index
    scf.yield %s : index
  }
  %d = arith.divsi %r, %c2 : index
  return %d : index
}

// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%c3_i32 : i32), ^bb1(%c7_i32 : i32)
// CHECK-NEXT:    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    %1 = arith.maxui %0, %c3_i32 : i32
// CHECK-NEXT:    %2 = arith.remui %1, %c3_i32 : i32
// CHECK-NEXT:    %3 = arith.cmpi ugt, %2, %c3_i32 : i32
// CHECK-NEXT:    %4 = arith.select %3, %1, %2 : i32
// CHECK-NEXT:    return %4 : i32
// CHECK-NEXT:  }
func.func @branches(%c: i1, %x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  cf.cond_br %c, ^a(%c3 : i32), ^a(%c7 : i32)
^a(%v: i32):
  %m = arith.maxsi %v, %c3 : i32
  %e = arith.remsi %m, %c3 : i32
  %t = arith.cmpi sgt, %e, %c3 : i32
  %s = arith.select %t, %m, %e : i32
  return %s : i32
}

// CHECK-LABEL: func.func @casts(%arg0: i8, %arg1: i16) -> (i64, i32, i1) {
// CHECK-NEXT:    %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:    %1 = arith.extui %0 : i32 to i64
// CHECK-NEXT:    %2 = arith.andi %arg1, %arg1 : i16
// CHECK-NEXT:    %c255_i16 = arith.constant 255 : i16
// CHECK-NEXT:    %3 = arith.andi %arg1, %c255_i16 : i16
// CHECK-NEXT:    %4 = arith.extui %3 : i16 to i32
// CHECK-NEXT:    %5 = arith.shrui %4, %4 : i32
// CHECK-NEXT:    %6 = arith.divsi %4, %0 : i32
// CHECK-NEXT:    %7 = arith.index_cast %4 : i32 to index
// CHECK-NEXT:    %8 = arith.index_cast %7 : index to i32
// CHECK-NEXT:    %9 = arith.cmpi slt, %8, %6 : i32
// CHECK-NEXT:    return %1, %6, %9 : i64, i32, i1
// CHECK-NEXT:  }
func.func @casts(%x: i8, %y: i16) -> (i64, i32, i1) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extsi %a : i32 to i64
  %c = arith.andi %y, %y : i16
  %c255 = arith.constant 255 : i16
  %m = arith.andi %y, %c255 : i16
  %e = arith.extsi %m : i16 to i32
  %s = arith.shrui %e, %e : i32
  %f = arith.divsi %e, %a : i32
  %i = arith.index_cast %e : i32 to index
  %j = arith.index_cast %i : index to i32
  %k = arith.cmpi slt, %j, %f : i32
  return %b, %f, %k : i64, i32, i1
}

// CHECK-LABEL: func.func @mul_sub(%arg0: i8) -> (i16, i16, i16) {
// CHECK-NEXT:    %0 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT:    %c3_i16 = arith.constant 3 : i16
// CHECK-NEXT:    %1 = arith.muli %0, %c3_i16 : i16
// CHECK-NEXT:    %2 = arith.subi %1, %0 : i16
// CHECK-NEXT:    %3 = arith.subi %0, %1 : i16
// CHECK-NEXT:    %4 = arith.divui %1, %c3_i16 : i16
// CHECK-NEXT:    %5 = arith.divsi %2, %c3_i16 : i16
// CHECK-NEXT:    %6 = arith.floordivsi %3, %c3_i16 : i16
// CHECK-NEXT:    %7 = arith.shli %0, %c3_i16 : i16
// CHECK-NEXT:    %8 = arith.ceildivsi %7, %0 : i16
// CHECK-NEXT:    %9 = arith.trunci %7 : i16 to i8
// CHECK-NEXT:    %10 = arith.extsi %9 : i8 to i16
// CHECK-NEXT:    %11 = arith.ori %0, %c3_i16 : i16
// CHECK-NEXT:    %12 = arith.xori %0, %11 : i16
// CHECK-NEXT:    %13 = arith.minsi %12, %8 : i16
// CHECK-NEXT:    %14 = arith.maxsi %13, %10 : i16
// CHECK-NEXT:    return %4, %5, %14 : i16, i16, i16
// CHECK-NEXT:  }
func.func @mul_sub(%x: i8) -> (i16, i16, i16) {
  %a = arith.extui %x : i8 to i16
  %c3 = arith.constant 3 : i16
  %m = arith.muli %a, %c3 : i16
  %s = arith.subi %m, %a : i16
  %n = arith.subi %a, %m : i16
  %d1 = arith.divsi %m, %c3 : i16
  %d2 = arith.divsi %s, %c3 : i16
  %d3 = arith.floordivsi %n, %c3 : i16
  %sh = arith.shli %a, %c3 : i16
  %d4 = arith.ceildivsi %sh, %a : i16
  %t = arith.trunci %sh : i16 to i8
  %u = arith.extsi %t : i8 to i16
  %o = arith.ori %a, %c3 : i16
  %xo = arith.xori %a, %o : i16
  %mi = arith.minsi %xo, %d4 : i16
  %ma = arith.maxsi %mi, %u : i16
  return %d1, %d2, %ma : i16, i16, i16
}

// CHECK-LABEL: func.func @nested_if(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    %c9 = arith.constant 9 : index
// CHECK-NEXT:    %0 = scf.if %arg0 -> (index) {
// CHECK-NEXT:    scf.yield %c5 : index
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %c9 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.remsi %arg1, %0 : index
// CHECK-NEXT:    %2 = arith.remui %0, %c5 : index
// CHECK-NEXT:    return %2 : index
// CHECK-NEXT:  }
func.func @nested_if(%b: i1, %x: index) -> index {
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %r = scf.if %b -> index {
    scf.yield %c5 : index
  } else {
    scf.yield %c9 : index
  }
  %q = arith.remsi %x, %r : index
  %p = arith.remsi %r, %c5 : index
  return %p : index
}

// CHECK-LABEL: func.func @while_loop(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT:    %2 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT:    scf.condition(%2) %arg1 : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg1: i32):
// CHECK-NEXT:    %2 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:    scf.yield %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.divsi %0, %c1_i32 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @while_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %t = arith.cmpi slt, %i, %n : i32
    scf.condition(%t) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = arith.addi %j, %c1 : i32
    scf.yield %k : i32
  }
  %d = arith.divsi %r, %c1 : i32
  return %d : i32
}

// CHECK-LABEL: func.func @cfloop(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c100_i32 = arith.constant 100 : i32
// CHECK-NEXT:    cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT:    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %1 = arith.cmpi slt, %0, %c100_i32 : i32
// CHECK-NEXT:    cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:    ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %2 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:    %3 = arith.divsi %2, %c100_i32 : i32
// CHECK-NEXT:    cf.br ^bb1(%2 : i32)
// CHECK-NEXT:    ^bb3:  // pred: ^bb1
// CHECK-NEXT:    %4 = arith.remsi %0, %c100_i32 : i32
// CHECK-NEXT:    return %4 : i32
// CHECK-NEXT:  }
func.func @cfloop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  cf.br ^h(%c0 : i32)
^h(%i: i32):
  %t = arith.cmpi slt, %i, %c100 : i32
  cf.cond_br %t, ^b, ^e
^b:
  %k = arith.addi %i, %c1 : i32
  %q = arith.divsi %k, %c100 : i32
  cf.br ^h(%k : i32)
^e:
  %r = arith.remsi %i, %c100 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @grow(%arg0: index) -> index {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %0 = scf.for %arg1 = %c0 to %c8 step %c1 iter_args(%arg2 = %c1) -> (index) {
// CHECK-NEXT:    %2 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:    %3 = arith.divsi %2, %c8 : index
// CHECK-NEXT:    scf.yield %2 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.divsi %0, %c8 : index
// CHECK-NEXT:    return %1 : index
// CHECK-NEXT:  }
func.func @grow(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %c1) -> index {
    %b = arith.addi %a, %c1 : index
    %z = arith.divsi %b, %c8 : index
    scf.yield %b : index
  }
  %d = arith.divsi %r, %c8 : index
  return %d : index
}

// CHECK-LABEL: func.func @negstep(%arg0: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:    %0 = arith.divui %arg1, %c8 : index
// CHECK-NEXT:    %1 = arith.divsi %arg0, %c8 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %arg1 = %c1 to %c8 step %arg0 {
// CHECK-NEXT:    %0 = arith.divui %arg1, %c8 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @negstep(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c1 {
    %z = arith.divsi %i, %c8 : index
    %y = arith.divsi %n, %c8 : index
  }
  scf.for %i = %c1 to %c8 step %n {
    %z = arith.divsi %i, %c8 : index
  }
  return
}

// CHECK-LABEL: func.func @consts() -> (i1, i1, i64) {
// CHECK-NEXT:    %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT:    %c-5_i64 = arith.constant -5 : i64
// CHECK-NEXT:    %0 = arith.cmpi eq, %c5_i64, %c5_i64 : i64
// CHECK-NEXT:    %1 = arith.cmpi ult, %c5_i64, %c5_i64 : i64
// CHECK-NEXT:    %2 = arith.divsi %c-5_i64, %c5_i64 : i64
// CHECK-NEXT:    %3 = arith.extsi %0 : i1 to i64
// CHECK-NEXT:    return %0, %1, %3 : i1, i1, i64
// CHECK-NEXT:  }
func.func @consts() -> (i1, i1, i64) {
  %a = arith.constant 5 : i64
  %b = arith.constant -5 : i64
  %e = arith.cmpi eq, %a, %a : i64
  %u = arith.cmpi ult, %a, %a : i64
  %d = arith.divsi %b, %a : i64
  %x = arith.extsi %e : i1 to i64
  return %e, %u, %x : i1, i1, i64
}

// CHECK-LABEL: func.func @bounded(%arg0: i32) -> (i32, i32, i64, i1, i1) {
// CHECK-NEXT:    %c1000_i32 = arith.constant 1000 : i32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = arith.minui %arg0, %c1000_i32 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %c3_i32 : i32
// CHECK-NEXT:    %2 = arith.divui %1, %c3_i32 : i32
// CHECK-NEXT:    %3 = arith.ceildivui %1, %c3_i32 : i32
// CHECK-NEXT:    %4 = arith.extui %1 : i32 to i64
// CHECK-NEXT:    %5 = arith.cmpi uge, %1, %c3_i32 : i32
// CHECK-NEXT:    %6 = arith.cmpi eq, %1, %c3_i32 : i32
// CHECK-NEXT:    return %2, %3, %4, %5, %6 : i32, i32, i64, i1, i1
// CHECK-NEXT:  }
func.func @bounded(%x: i32) -> (i32, i32, i64, i1, i1) {
  %max = arith.constant 1000 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.minui %x, %max : i32
  %b = arith.addi %a, %c3 : i32
  %d = arith.floordivsi %b, %c3 : i32
  %r = arith.ceildivsi %b, %c3 : i32
  %e = arith.extsi %b : i32 to i64
  %s = arith.cmpi sge, %b, %c3 : i32
  %q = arith.cmpi eq, %b, %c3 : i32
  return %d, %r, %e, %s, %q : i32, i32, i64, i1, i1
}

// CHECK-LABEL: func.func @unknown(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = arith.divsi %arg0, %c3_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @unknown(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %d = arith.divsi %x, %c3 : i32
  return %d : i32
}
