// scf.for (index and i32 induction variables, iter_args, attributes) and scf.if
// (with and without else and results): implicit scf.yield elided as mlir-opt-19 does.
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

// CHECK: module {
// CHECK-NEXT:   func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32, %arg5: i32, %arg6: i1) -> f32 {
// CHECK-NEXT:     scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       "t.use"(%arg7) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg3) -> (f32) {
// CHECK-NEXT:       %4 = arith.addf %arg8, %arg8 : f32
// CHECK-NEXT:       scf.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.for %arg7 = %arg4 to %arg5 step %arg5 iter_args(%arg8 = %arg3, %arg9 = %arg4) -> (f32, i32)  : i32 {
// CHECK-NEXT:       scf.yield %arg8, %arg9 : f32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg7 = %arg4 to %arg5 step %arg5  : i32 {
// CHECK-NEXT:     } {some.attr = 1 : i32}
// CHECK-NEXT:     scf.if %arg6 {
// CHECK-NEXT:       "t.a"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg6 {
// CHECK-NEXT:       "t.a"() : () -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "t.b"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.if %arg6 -> (f32) {
// CHECK-NEXT:       scf.yield %arg3 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = scf.if %arg6 -> (f32) {
// CHECK-NEXT:       scf.yield %arg3 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0 : f32
// CHECK-NEXT:     } {tag}
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
