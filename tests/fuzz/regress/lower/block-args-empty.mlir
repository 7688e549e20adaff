// allow-unregistered
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
