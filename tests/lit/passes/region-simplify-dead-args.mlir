// Region simplification removes, by liveness, the ops with no effect whose
// results are not needed and the unused arguments of non-entry blocks,
// together with the operands every cf.br, cf.cond_br and cf.switch passes
// for them. Entry block arguments stay. A cycle of arguments that only
// feed each other is dead too.
// RUN: rulir-opt %s --canonicalize=enable-patterns=none --allow-unregistered-dialect | FileCheck %s --check-prefixes=CHECK,RULIR
// RUN: rulir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=normal enable-patterns=none}))' --allow-unregistered-dialect | FileCheck %s --check-prefixes=CHECK,RULIR
// The reference: mlir-opt-19 without its patterns (both run with enable-patterns=none).
// RUN: %mlir_opt %s --canonicalize='enable-patterns=none' --allow-unregistered-dialect | FileCheck %s --check-prefixes=CHECK,MLIR

func.func private @g(i32)
func.func private @h() -> i32

// CHECK-LABEL: func.func @entry_args_stay(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    return
func.func @entry_args_stay(%a: i32, %b: i32) {
  return
}

// CHECK-LABEL: func.func @br
// CHECK-NEXT:    cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0{{$}}
// CHECK-NEXT:    call @g(%0) : (i32) -> ()
// CHECK-NEXT:    return
func.func @br(%a: i32, %b: i32) {
  cf.br ^bb1(%a, %b, %a : i32, i32, i32)
^bb1(%x: i32, %y: i32, %z: i32):
  func.call @g(%y) : (i32) -> ()
  return
}

// Both destinations of a cf.cond_br, and a block with two predecessors.
// CHECK-LABEL: func.func @cond_br
// CHECK-NEXT:    cf.cond_br %arg2, ^bb1(%arg0 : i32), ^bb2(%arg1, %arg0 : i32, i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0{{$}}
// CHECK-NEXT:    call @g(%0) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb3(%0 : i32)
// CHECK-NEXT:  ^bb2(%1: i32, %2: i32):  // pred: ^bb0{{$}}
// CHECK-NEXT:    call @g(%2) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb3(%1 : i32)
// CHECK-NEXT:  ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2{{$}}
// CHECK-NEXT:    call @g(%3) : (i32) -> ()
// CHECK-NEXT:    return
func.func @cond_br(%a: i32, %b: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%b, %a, %a : i32, i32, i32)
^bb1(%x: i32, %y: i32):
  func.call @g(%x) : (i32) -> ()
  cf.br ^bb3(%y, %x : i32, i32)
^bb2(%p: i32, %q: i32, %r: i32):
  func.call @g(%r) : (i32) -> ()
  cf.br ^bb3(%q, %p : i32, i32)
^bb3(%u: i32, %v: i32):
  func.call @g(%v) : (i32) -> ()
  return
}

// The default and the cases of a cf.switch (case_operand_segments follows).
// CHECK-LABEL: func.func @switch
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg2 : i32),
// CHECK-NEXT:      5: ^bb2(%arg2 : i32),
// CHECK-NEXT:      7: ^bb1(%arg1 : i32),
// CHECK-NEXT:      9: ^bb3{{$}}
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0{{$}}
// CHECK-NEXT:    call @g(%0) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2(%1: i32):  // pred: ^bb0{{$}}
// CHECK-NEXT:    call @g(%1) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb3:  // pred: ^bb0{{$}}
// CHECK-NEXT:    return
func.func @switch(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a, %b : i32, i32),
    5: ^bb2(%b, %a : i32, i32),
    7: ^bb1(%b, %a : i32, i32),
    9: ^bb3
  ]
^bb1(%x: i32, %y: i32):
  func.call @g(%y) : (i32) -> ()
  return
^bb2(%p: i32, %q: i32):
  func.call @g(%p) : (i32) -> ()
  return
^bb3:
  return
}

// CHECK-LABEL: func.func @switch_generic
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      1: ^bb1,
// CHECK-NEXT:      2: ^bb2(%arg1 : i32)
// CHECK-NEXT:    ]
func.func @switch_generic(%f: i32, %a: i32) {
  "cf.switch"(%f, %a, %a, %a, %a)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 0, 4>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 4>}> : (i32, i32, i32, i32, i32) -> ()
^bb1:
  return
^bb2(%x: i32, %y: i32, %z: i32, %w: i32):
  func.call @g(%z) : (i32) -> ()
  return
}

// A loop-carried value nothing reads is dead, with the ops computing it
// and the constant they used.
// CHECK-LABEL: func.func @loop
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1{{$}}
// CHECK-NEXT:    call @g(%0) : (i32) -> ()
// CHECK-NEXT:    %1 = call @h() : () -> i32
// CHECK-NEXT:    %2 = arith.cmpi slt, %1, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %2, ^bb1(%1 : i32), ^bb2{{$}}
// CHECK-NEXT:  ^bb2:  // pred: ^bb1{{$}}
// CHECK-NEXT:    return
func.func @loop(%a: i32, %n: i32) {
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%i: i32, %acc: i32):
  func.call @g(%i) : (i32) -> ()
  %acc2 = arith.addi %acc, %c1 : i32
  %acc3 = arith.muli %acc2, %i : i32
  %i2 = func.call @h() : () -> i32
  %c = arith.cmpi slt, %i2, %n : i32
  cf.cond_br %c, ^bb1(%i2, %acc3 : i32, i32), ^bb2
^bb2:
  return
}

// An argument that only feeds a dead argument is dead; an op with effects
// stays even when its result goes nowhere.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %0 = call @h() : () -> i32
// CHECK-NEXT:    cf.br ^bb1{{$}}
// CHECK-NEXT:  ^bb1:  // pred: ^bb0{{$}}
// CHECK-NEXT:    cf.br ^bb2{{$}}
// CHECK-NEXT:  ^bb2:  // pred: ^bb1{{$}}
// CHECK-NEXT:    call @g(%arg0) : (i32) -> ()
// CHECK-NEXT:    return
func.func @chain(%a: i32) {
  %k = func.call @h() : () -> i32
  cf.br ^bb1(%k : i32)
^bb1(%x: i32):
  %y = arith.muli %x, %x : i32
  cf.br ^bb2(%y, %x : i32, i32)
^bb2(%p: i32, %q: i32):
  func.call @g(%a) : (i32) -> ()
  return
}

// An argument used only in later blocks is live.
// CHECK-LABEL: func.func @used_across_blocks
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0{{$}}
// CHECK-NEXT:    cf.cond_br %arg1, ^bb2, ^bb3{{$}}
// CHECK-NEXT:  ^bb2:  // pred: ^bb1{{$}}
// CHECK-NEXT:    call @g(%0) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb3{{$}}
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2{{$}}
// CHECK-NEXT:    return
func.func @used_across_blocks(%a: i32, %c: i1) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  func.call @g(%x) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

// In the regions of other ops.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:      cf.br ^bb1{{$}}
// CHECK-NEXT:    ^bb1:  // pred: ^bb0{{$}}
// CHECK-NEXT:      "foo.yield"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
func.func @nested(%a: i32) {
  "foo.region"() ({
    cf.br ^bb1(%a : i32)
  ^bb1(%x: i32):
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}

// The arguments of a block that an op we cannot edit branches to stay, as
// do the values it passes. (mlir-opt-19 drops the unused argument anyway,
// leaving "foo.br" with more operands than ^bb1 has arguments.)
// CHECK-LABEL: func.func @unknown_branch
// CHECK-NEXT:    "foo.br"(%arg0, %arg1)[^bb1] : (i32, i32) -> ()
// RULIR-NEXT:  ^bb1(%0: i32, %1: i32):  // pred: ^bb0{{$}}
// RULIR-NEXT:    call @g(%1) : (i32) -> ()
// MLIR-NEXT:   ^bb1(%0: i32):  // pred: ^bb0{{$}}
// MLIR-NEXT:     call @g(%0) : (i32) -> ()
func.func @unknown_branch(%a: i32, %b: i32) {
  "foo.br"(%a, %b)[^bb1] : (i32, i32) -> ()
^bb1(%x: i32, %y: i32):
  func.call @g(%y) : (i32) -> ()
  return
}
