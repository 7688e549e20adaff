// Region simplification runs after every canonicalize sweep, and another
// sweep follows when it changed the IR as mlir-opt-19 counts changes:
// dead block arguments erased alone do not count, and dropped redundant
// arguments count only when the last block visited lost one.
// RUN: rulir-opt %s --split-input-file --canonicalize='region-simplify=aggressive enable-patterns=none' | FileCheck %s
// RUN: rulir-opt %s --split-input-file --canonicalize='region-simplify=normal max-iterations=1 enable-patterns=none' 2>&1 | FileCheck %s --check-prefix=ONE
// The reference: mlir-opt-19 without its patterns (both run with enable-patterns=none).
// RUN: %mlir_opt %s --split-input-file --canonicalize='region-simplify=aggressive enable-patterns=none' | FileCheck %s
// RUN: %mlir_opt %s --split-input-file --canonicalize='region-simplify=normal max-iterations=1 test-convergence=true enable-patterns=none' 2>&1 | FileCheck %s --check-prefix=ONE

func.func private @g(i32)

// ^bb2's argument goes (one predecessor), after which ^bb1's is redundant
// too, but ^bb2 is not the last block: no second round, ^bb1 keeps it.
// CHECK-LABEL: func.func @late
// CHECK-NEXT:    cf.br ^bb2{{$}}
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb2, ^bb3{{$}}
// CHECK-NEXT:    call @g(%0) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0{{$}}
// CHECK-NEXT:    call @g(%arg0) : (i32) -> ()
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb3{{$}}
// CHECK-NEXT:  ^bb3:  // pred: ^bb2{{$}}
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// ONE-LABEL: func.func @late
// ONE-NEXT:    cf.br ^bb2(%arg0 : i32)
func.func @late(%a: i32, %c: i1) {
  cf.br ^bb2(%a : i32)
^bb1(%y: i32):
  func.call @g(%y) : (i32) -> ()
  return
^bb2(%z: i32):
  func.call @g(%z) : (i32) -> ()
  cf.cond_br %c, ^bb1(%z : i32), ^bb3
^bb3:
  cf.br ^bb1(%a : i32)
}

// -----

func.func private @g(i32)

// Here the last block loses its argument: a second round drops ^bb1's.
// CHECK-LABEL: func.func @last
// CHECK-NEXT:    cf.br ^bb2{{$}}
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb2, ^bb2{{$}}
// CHECK-NEXT:    call @g(%arg0) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0{{$}}
// CHECK-NEXT:    call @g(%arg0) : (i32) -> ()
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb1{{$}}
func.func @last(%a: i32, %c: i1) {
  cf.br ^bb2(%a : i32)
^bb1(%y: i32):
  func.call @g(%y) : (i32) -> ()
  return
^bb2(%z: i32):
  func.call @g(%z) : (i32) -> ()
  cf.cond_br %c, ^bb1(%z : i32), ^bb1(%a : i32)
}

// -----

func.func private @g(i32)

// Only a dead argument goes: the first sweep is also the last, so one
// iteration is enough.
// CHECK-LABEL: func.func @dead_arg_only
// ONE-LABEL: func.func @dead_arg_only
// ONE-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2{{$}}
// ONE-NEXT:  ^bb1:  // pred: ^bb0{{$}}
// ONE-NEXT:    call @g(%arg0) : (i32) -> ()
// ONE-NEXT:    cf.br ^bb2{{$}}
func.func @dead_arg_only(%a: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  func.call @g(%a) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return
}
