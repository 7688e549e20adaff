// scf.index_switch (cases, default; terminator elided only in the default
// region) and scf.parallel/scf.reduce/scf.reduce.return.
// CHECK lines are mlir-opt-19's output; the output is also diffed against it,
// and the generic form must parse back to the same custom form.
// RUN: rulir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rulir-opt --allow-unregistered-dialect %s > %t.rulir
// RUN: %mlir_opt --allow-unregistered-dialect %s > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt --allow-unregistered-dialect %s --mlir-print-op-generic > %t.g.rulir
// RUN: %mlir_opt --allow-unregistered-dialect %s --mlir-print-op-generic > %t.g.mlir
// RUN: diff %t.g.rulir %t.g.mlir
// RUN: rulir-opt --allow-unregistered-dialect %t.g.rulir | FileCheck %s

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

// CHECK: module {
// CHECK-NEXT:   func.func @switch(%arg0: index) -> i32 {
// CHECK-NEXT:     %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT:     case 2 {
// CHECK-NEXT:       %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:       scf.yield %c10_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     case -5 {
// CHECK-NEXT:       %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT:       scf.yield %c20_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT:       scf.yield %c30_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.index_switch %arg0
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       "t.a"() : () -> ()
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.index_switch %arg0 {tag}
// CHECK-NEXT:     default {
// CHECK-NEXT:       "t.b"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parallel(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:     scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT:       "t.use"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     } {tag}
// CHECK-NEXT:     %0:2 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg3) -> (f32, f32) {
// CHECK-NEXT:       scf.reduce(%arg3, %arg3 : f32, f32) {
// CHECK-NEXT:       ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:         %1 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT:         scf.reduce.return %1 : f32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:         %1 = arith.mulf %arg5, %arg6 : f32
// CHECK-NEXT:         scf.reduce.return %1 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
