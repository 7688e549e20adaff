// --convert-scf-to-cf (rules/scf-to-cf.rules, dialects/scf/scf_to_cf.c):
// scf.for (with and without iter_args, nested, integer bounds), scf.if
// (without else, with results, nested), scf.while (and the do-while form
// whose `after` only forwards), scf.execute_region (several blocks, with
// and without results), scf.index_switch and scf.parallel (1 to 3
// dimensions, with reductions). The output is mlir-opt-19's,
// byte for byte, in the custom and the generic form.
// RUN: rulir-opt --convert-scf-to-cf %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt --convert-scf-to-cf %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: rulir-opt --convert-scf-to-cf %s > %t.rulir
// RUN: %mlir_opt --convert-scf-to-cf %s > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt --convert-scf-to-cf --mlir-print-op-generic %s > %t.rulir.g
// RUN: %mlir_opt --convert-scf-to-cf --mlir-print-op-generic %s > %t.mlir.g
// RUN: diff %t.rulir.g %t.mlir.g

func.func @simple(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %x = arith.addi %i, %i : index
  }
  return
}
func.func @iter(%lb: index, %ub: index, %st: index, %a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (i32, f32) {
    %n = arith.addi %x, %x : i32
    %m = arith.addf %y, %y : f32
    scf.yield %n, %m : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}
func.func @nested(%lb: i32, %ub: i32, %st: i32) {
  scf.for %i = %lb to %ub step %st : i32 {
    scf.for %j = %i to %ub step %st : i32 {
      %x = arith.addi %i, %j : i32
    }
  }
  return
}
func.func @if_noelse(%c: i1, %a: i32) {
  scf.if %c {
    %x = arith.addi %a, %a : i32
  }
  return
}
func.func @if_res(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  %y = arith.muli %r, %r : i32
  return %y : i32
}
func.func @while1(%a: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = arith.addi %y, %y : i32
    scf.yield %z : i32
  }
  return %r : i32
}
func.func @dowhile(%a: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %z = arith.addi %x, %x : i32
    %c = arith.cmpi slt, %z, %n : i32
    scf.condition(%c) %z : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @exec(%a: i32, %c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @switch(%i: index, %a: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  case 5 {
    scf.yield %a : i32
  }
  default {
    %b = arith.muli %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @mixed(%lb: index, %ub: index, %st: index, %c: i1, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    %y = scf.if %c -> (i32) {
      %z = scf.if %c -> (i32) {
        scf.yield %x : i32
      } else {
        %w = arith.addi %x, %a : i32
        scf.yield %w : i32
      }
      scf.yield %z : i32
    } else {
      scf.execute_region {
        %q = arith.muli %x, %x : i32
        scf.yield
      }
      scf.yield %a : i32
    }
    scf.yield %y : i32
  } {llvm.hint = 4 : i32, tag = "x"}
  return %r : i32
}
func.func @while2(%a: i32, %b: f32) -> (f32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c = arith.cmpi slt, %x, %a : i32
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %n = arith.addi %q, %q : i32
    scf.yield %n, %p : i32, f32
  }
  return %r#0, %r#1 : f32, i32
}
func.func @switch0(%i: index) {
  scf.index_switch %i
  default {
  }
  scf.index_switch %i
  case 7 {
    scf.yield
  }
  default {
  }
  return
}
func.func @par(%lb: index, %ub: index, %st: index, %a: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%a) -> f32 {
    %x = arith.addi %i, %j : index
    %f = arith.index_cast %x : index to i32
    %g = arith.sitofp %f : i32 to f32
    scf.reduce(%g : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @par0(%lb: index, %ub: index, %st: index) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %x = arith.addi %i, %j : index
  }
  return
}
func.func @par2(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%a, %b) -> (i32, i32) {
    %x = arith.index_cast %i : index to i32
    scf.reduce(%x, %x : i32, i32) {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.addi %l, %rr : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.maxsi %l, %rr : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : i32, i32
}
func.func @par3(%lb: index, %ub: index, %st: index, %c: i1) {
  scf.parallel (%i, %j, %k) = (%lb, %lb, %lb) to (%ub, %ub, %ub) step (%st, %st, %st) {
    scf.if %c {
      %x = arith.addi %i, %k : index
    }
  }
  return
}

// The output of mlir-opt-19 --convert-scf-to-cf, line for line.
// CHECK:module {
// CHECK-NEXT:  func.func @simple(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:    cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %2 = arith.addi %0, %0 : index
// CHECK-NEXT:    %3 = arith.addi %0, %arg2 : index
// CHECK-NEXT:    cf.br ^bb1(%3 : index)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @iter(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32) -> (i32, f32) {
// CHECK-NEXT:    cf.br ^bb1(%arg0, %arg3, %arg4 : index, i32, f32)
// CHECK-NEXT:  ^bb1(%0: index, %1: i32, %2: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:    cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %4 = arith.addi %1, %1 : i32
// CHECK-NEXT:    %5 = arith.addf %2, %2 : f32
// CHECK-NEXT:    %6 = arith.addi %0, %arg2 : index
// CHECK-NEXT:    cf.br ^bb1(%6, %4, %5 : index, i32, f32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    return %1, %2 : i32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @nested(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:    %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb3(%0 : i32)
// CHECK-NEXT:  ^bb3(%2: i32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:    %3 = arith.cmpi slt, %2, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    %4 = arith.addi %0, %2 : i32
// CHECK-NEXT:    %5 = arith.addi %2, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb3(%5 : i32)
// CHECK-NEXT:  ^bb5:  // pred: ^bb3
// CHECK-NEXT:    %6 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb1(%6 : i32)
// CHECK-NEXT:  ^bb6:  // pred: ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @if_noelse(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @if_res(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb3(%0 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT:  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    cf.br ^bb4
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    %2 = arith.muli %1, %1 : i32
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @while1(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT:  ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:    %3 = arith.addi %2, %2 : i32
// CHECK-NEXT:    cf.br ^bb1(%3 : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @dowhile(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:    %2 = arith.cmpi slt, %1, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %2, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @exec(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb4(%arg0 : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    cf.br ^bb4(%0 : i32)
// CHECK-NEXT:  ^bb4(%1: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @switch(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:    cf.switch %0 : i32, [
// CHECK-NEXT:      default: ^bb3,
// CHECK-NEXT:      2: ^bb1,
// CHECK-NEXT:      5: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    cf.br ^bb4(%1 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb0
// CHECK-NEXT:    %2 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    cf.br ^bb4(%2 : i32)
// CHECK-NEXT:  ^bb4(%3: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:    return %3 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @mixed(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: i32) -> i32 {
// CHECK-NEXT:    cf.br ^bb1(%arg0, %arg4 : index, i32)
// CHECK-NEXT:  ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb12
// CHECK-NEXT:    %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:    cf.cond_br %2, ^bb2, ^bb13
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    cf.cond_br %arg3, ^bb3, ^bb8
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    cf.cond_br %arg3, ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    cf.br ^bb6(%1 : i32)
// CHECK-NEXT:  ^bb5:  // pred: ^bb3
// CHECK-NEXT:    %3 = arith.addi %1, %arg4 : i32
// CHECK-NEXT:    cf.br ^bb6(%3 : i32)
// CHECK-NEXT:  ^bb6(%4: i32):  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT:    cf.br ^bb7
// CHECK-NEXT:  ^bb7:  // pred: ^bb6
// CHECK-NEXT:    cf.br ^bb11(%4 : i32)
// CHECK-NEXT:  ^bb8:  // pred: ^bb2
// CHECK-NEXT:    cf.br ^bb9
// CHECK-NEXT:  ^bb9:  // pred: ^bb8
// CHECK-NEXT:    %5 = arith.muli %1, %1 : i32
// CHECK-NEXT:    cf.br ^bb10
// CHECK-NEXT:  ^bb10:  // pred: ^bb9
// CHECK-NEXT:    cf.br ^bb11(%arg4 : i32)
// CHECK-NEXT:  ^bb11(%6: i32):  // 2 preds: ^bb7, ^bb10
// CHECK-NEXT:    cf.br ^bb12
// CHECK-NEXT:  ^bb12:  // pred: ^bb11
// CHECK-NEXT:    %7 = arith.addi %0, %arg2 : index
// CHECK-NEXT:    cf.br ^bb1(%7, %6 : index, i32)
// CHECK-NEXT:  ^bb13:  // pred: ^bb1
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @while2(%arg0: i32, %arg1: f32) -> (f32, i32) {
// CHECK-NEXT:    cf.br ^bb1(%arg0, %arg1 : i32, f32)
// CHECK-NEXT:  ^bb1(%0: i32, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %2 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT:    cf.cond_br %2, ^bb2(%1, %0 : f32, i32), ^bb3
// CHECK-NEXT:  ^bb2(%3: f32, %4: i32):  // pred: ^bb1
// CHECK-NEXT:    %5 = arith.addi %4, %4 : i32
// CHECK-NEXT:    cf.br ^bb1(%5, %3 : i32, f32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    return %1, %0 : f32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @switch0(%arg0: index) {
// CHECK-NEXT:    %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:    cf.switch %0 : i32, [
// CHECK-NEXT:      default: ^bb1]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %1 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:    cf.switch %1 : i32, [
// CHECK-NEXT:      default: ^bb4,
// CHECK-NEXT:      7: ^bb3
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    cf.br ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb2
// CHECK-NEXT:    cf.br ^bb5
// CHECK-NEXT:  ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @par(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:    cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT:  ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:    %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:    cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb3(%arg0, %1 : index, f32)
// CHECK-NEXT:  ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:    %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT:    cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    %6 = arith.addi %0, %3 : index
// CHECK-NEXT:    %7 = arith.index_cast %6 : index to i32
// CHECK-NEXT:    %8 = arith.sitofp %7 : i32 to f32
// CHECK-NEXT:    %9 = arith.addf %4, %8 : f32
// CHECK-NEXT:    %10 = arith.addi %3, %arg2 : index
// CHECK-NEXT:    cf.br ^bb3(%10, %9 : index, f32)
// CHECK-NEXT:  ^bb5:  // pred: ^bb3
// CHECK-NEXT:    %11 = arith.addi %0, %arg2 : index
// CHECK-NEXT:    cf.br ^bb1(%11, %4 : index, f32)
// CHECK-NEXT:  ^bb6:  // pred: ^bb1
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @par0(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:    %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:    cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb3(%arg0 : index)
// CHECK-NEXT:  ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:    %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT:    cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    %4 = arith.addi %0, %2 : index
// CHECK-NEXT:    %5 = arith.addi %2, %arg2 : index
// CHECK-NEXT:    cf.br ^bb3(%5 : index)
// CHECK-NEXT:  ^bb5:  // pred: ^bb3
// CHECK-NEXT:    %6 = arith.addi %0, %arg2 : index
// CHECK-NEXT:    cf.br ^bb1(%6 : index)
// CHECK-NEXT:  ^bb6:  // pred: ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @par2(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32) {
// CHECK-NEXT:    cf.br ^bb1(%arg0, %arg3, %arg4 : index, i32, i32)
// CHECK-NEXT:  ^bb1(%0: index, %1: i32, %2: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:    cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %4 = arith.index_cast %0 : index to i32
// CHECK-NEXT:    %5 = arith.addi %1, %4 : i32
// CHECK-NEXT:    %6 = arith.maxsi %2, %4 : i32
// CHECK-NEXT:    %7 = arith.addi %0, %arg2 : index
// CHECK-NEXT:    cf.br ^bb1(%7, %5, %6 : index, i32, i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    return %1, %2 : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @par3(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb10
// CHECK-NEXT:    %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:    cf.cond_br %1, ^bb2, ^bb11
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb3(%arg0 : index)
// CHECK-NEXT:  ^bb3(%2: index):  // 2 preds: ^bb2, ^bb9
// CHECK-NEXT:    %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT:    cf.cond_br %3, ^bb4, ^bb10
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    cf.br ^bb5(%arg0 : index)
// CHECK-NEXT:  ^bb5(%4: index):  // 2 preds: ^bb4, ^bb8
// CHECK-NEXT:    %5 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT:    cf.cond_br %5, ^bb6, ^bb9
// CHECK-NEXT:  ^bb6:  // pred: ^bb5
// CHECK-NEXT:    cf.cond_br %arg3, ^bb7, ^bb8
// CHECK-NEXT:  ^bb7:  // pred: ^bb6
// CHECK-NEXT:    %6 = arith.addi %0, %4 : index
// CHECK-NEXT:    cf.br ^bb8
// CHECK-NEXT:  ^bb8:  // 2 preds: ^bb6, ^bb7
// CHECK-NEXT:    %7 = arith.addi %4, %arg2 : index
// CHECK-NEXT:    cf.br ^bb5(%7 : index)
// CHECK-NEXT:  ^bb9:  // pred: ^bb5
// CHECK-NEXT:    %8 = arith.addi %2, %arg2 : index
// CHECK-NEXT:    cf.br ^bb3(%8 : index)
// CHECK-NEXT:  ^bb10:  // pred: ^bb3
// CHECK-NEXT:    %9 = arith.addi %0, %arg2 : index
// CHECK-NEXT:    cf.br ^bb1(%9 : index)
// CHECK-NEXT:  ^bb11:  // pred: ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
