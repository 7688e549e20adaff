// scf dialect: scf.for (index and i32 induction variables, iter_args),
// scf.if, scf.while/scf.condition, scf.execute_region, scf.index_switch,
// scf.parallel/scf.reduce; implicit terminators left out and put back.
func.func @loops(%lb: index, %ub: index, %st: index, %x: f32, %i0: i32, %i1: i32, %c: i1) -> f32 {
  scf.for %i = %lb to %ub step %st {
    "t.use"(%i) : (index) -> ()
  }
  scf.for %i = %lb to %ub step %st {
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  %r2:2 = scf.for %i = %i0 to %i1 step %i1 iter_args(%a = %x, %b = %i0) -> (f32, i32) : i32 {
    scf.yield %a, %b : f32, i32
  }
  scf.for %j = %i0 to %i1 step %i1 : i32 {
  } {some.attr = 1 : i32}
  scf.if %c {
    "t.a"() : () -> ()
  }
  scf.if %c {
    "t.a"() : () -> ()
  } else {
    "t.b"() : () -> ()
  }
  %v = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %r : f32
  }
  %w = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %r : f32
  } {tag}
  return %v : f32
}

func.func @while(%init: i32, %lim: i32) -> i32 {
  %res = scf.while (%arg = %init) : (i32) -> i32 {
    %cond = arith.cmpi slt, %arg, %lim : i32
    scf.condition(%cond) %arg : i32
  } do {
  ^bb0(%a: i32):
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  scf.while : () -> () {
    %c = "t.c"() : () -> i1
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {foo}
  return %res : i32
}

func.func @exec(%c: i1) -> i32 {
  scf.execute_region {
    "t.a"() : () -> ()
    scf.yield
  }
  %x = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  ^bb2:
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  } {tag}
  %y:2 = scf.execute_region -> (i32, i64) {
    %a = arith.constant 1 : i32
    %b = arith.constant 2 : i64
    scf.yield %a, %b : i32, i64
  }
  return %x : i32
}

func.func @switch(%i: index) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 2 {
    %1 = arith.constant 10 : i32
    scf.yield %1 : i32
  }
  case -5 {
    %2 = arith.constant 20 : i32
    scf.yield %2 : i32
  }
  default {
    %3 = arith.constant 30 : i32
    scf.yield %3 : i32
  }
  scf.index_switch %i
  case 1 {
    "t.a"() : () -> ()
    scf.yield
  }
  default {
  }
  scf.index_switch %i {tag}
  default {
    "t.b"() : () -> ()
  }
  return %0 : i32
}

func.func @parallel(%lb: index, %ub: index, %st: index, %f: f32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    "t.use"(%i, %j) : (index, index) -> ()
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    scf.reduce
  } {tag}
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f, %f) -> (f32, f32) {
    scf.reduce(%f, %f : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r#0 : f32
}
