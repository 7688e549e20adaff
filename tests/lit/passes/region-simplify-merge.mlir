// With region-simplify=aggressive, blocks with the same successors whose
// ops match up to operands defined outside the block are merged: the
// operands that differ become new arguments of the block kept, passed by
// every predecessor (new arguments that carry the same values in every
// block are shared). Then a block argument that every predecessor passes
// the same value is replaced by that value.
// RUN: rulir-opt %s --canonicalize='region-simplify=aggressive enable-patterns=none' --allow-unregistered-dialect | FileCheck %s --check-prefixes=CHECK,RULIR
// The reference: mlir-opt-19 without its patterns (both run with enable-patterns=none).
// RUN: %mlir_opt %s --canonicalize='region-simplify=aggressive enable-patterns=none' --allow-unregistered-dialect | FileCheck %s --check-prefixes=CHECK,MLIR

func.func private @g(i32)
func.func private @g2(i32, i32)
func.func private @h() -> i32
func.func private @p() -> i1

// CHECK-LABEL: func.func @simple
// CHECK-NEXT:    cf.cond_br %arg2, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0{{$}}
// CHECK-NEXT:    call @g(%0) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @simple(%a: i32, %b: i32, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @g(%a) : (i32) -> ()
  return
^bb2:
  func.call @g(%b) : (i32) -> ()
  return
}

// Operands equal in every block need no argument; two operands that carry
// the same values in every block share one.
// CHECK-LABEL: func.func @shared
// CHECK-NEXT:    cf.cond_br %arg2, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0{{$}}
// CHECK-NEXT:    call @g2(%0, %0) : (i32, i32) -> ()
// CHECK-NEXT:    call @g2(%0, %arg0) : (i32, i32) -> ()
// CHECK-NEXT:    return
func.func @shared(%a: i32, %b: i32, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @g2(%a, %a) : (i32, i32) -> ()
  func.call @g2(%a, %a) : (i32, i32) -> ()
  return
^bb2:
  func.call @g2(%b, %b) : (i32, i32) -> ()
  func.call @g2(%b, %a) : (i32, i32) -> ()
  return
}

// Sharing is judged against the first use of a value in the kept block.
// CHECK-LABEL: func.func @shared_first
// CHECK-NEXT:    cf.cond_br %arg3, ^bb1(%arg0, %arg0, %arg0 : i32, i32, i32), ^bb1(%arg2, %arg1, %arg1 : i32, i32, i32)
// CHECK-NEXT:  ^bb1(%0: i32, %1: i32, %2: i32):  // 2 preds: ^bb0, ^bb0{{$}}
// CHECK-NEXT:    call @g2(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT:    call @g(%2) : (i32) -> ()
func.func @shared_first(%a: i32, %b: i32, %d: i32, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @g2(%a, %a) : (i32, i32) -> ()
  func.call @g(%a) : (i32) -> ()
  return
^bb2:
  func.call @g2(%d, %b) : (i32, i32) -> ()
  func.call @g(%b) : (i32) -> ()
  return
}

// Values of the block itself must sit at the same place in both.
// CHECK-LABEL: func.func @internal
// CHECK-NEXT:    cf.cond_br %arg2, ^bb1(%arg0, %arg0 : i32, i32), ^bb1(%arg1, %arg1 : i32, i32)
// CHECK-NEXT:  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb0{{$}}
// CHECK-NEXT:    %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:    call @g(%2) : (i32) -> ()
// CHECK-NEXT:    return
func.func @internal(%a: i32, %b: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %a : i32
  func.call @g(%y) : (i32) -> ()
  return
^bb2(%p: i32):
  %q = arith.addi %p, %b : i32
  func.call @g(%q) : (i32) -> ()
  return
}

// Different ops, different attributes, ops with regions: nothing merges.
// CHECK-LABEL: func.func @no_merge
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2{{$}}
// CHECK-NEXT:  ^bb1:  // pred: ^bb0{{$}}
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    call @g(%0) : (i32) -> ()
// CHECK-NEXT:    cf.cond_br %arg1, ^bb3, ^bb4{{$}}
// CHECK-NEXT:  ^bb2:  // pred: ^bb0{{$}}
// CHECK-NEXT:    %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    call @g(%1) : (i32) -> ()
// CHECK-NEXT:    cf.cond_br %arg1, ^bb3, ^bb4{{$}}
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2{{$}}
// CHECK-NEXT:    "foo.use"(%arg0) {x = 1 : i64} : (i32) -> ()
// CHECK-NEXT:    cf.cond_br %arg1, ^bb5, ^bb6{{$}}
// CHECK-NEXT:  ^bb4:  // 2 preds: ^bb1, ^bb2{{$}}
// CHECK-NEXT:    "foo.use"(%arg0) {x = 2 : i64} : (i32) -> ()
// CHECK-NEXT:    cf.cond_br %arg1, ^bb5, ^bb6{{$}}
// CHECK-NEXT:  ^bb5:  // 2 preds: ^bb3, ^bb4{{$}}
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:      "foo.yield"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb6:  // 2 preds: ^bb3, ^bb4{{$}}
func.func @no_merge(%a: i32, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = arith.addi %a, %a : i32
  func.call @g(%y) : (i32) -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  %q = arith.muli %a, %a : i32
  func.call @g(%q) : (i32) -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  "foo.use"(%a) {x = 1} : (i32) -> ()
  cf.cond_br %c, ^bb5, ^bb6
^bb4:
  "foo.use"(%a) {x = 2} : (i32) -> ()
  cf.cond_br %c, ^bb5, ^bb6
^bb5:
  "foo.region"() ({
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
^bb6:
  "foo.region"() ({
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}

// Locations do not matter; ops whose regions are empty can match.
// CHECK-LABEL: func.func @loc_and_empty_region
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb1{{$}}
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb0{{$}}
// CHECK-NEXT:    "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    return
func.func @loc_and_empty_region(%a: i32, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.use"(%a) : (i32) -> () loc("x")
  "foo.region"() ({
  }) : () -> ()
  return
^bb2:
  "foo.use"(%a) : (i32) -> () loc("y")
  "foo.region"() ({
  }) : () -> ()
  return
}

// Merging repeats: after ^bb1 and ^bb2 merge, ^bb3 matches the result; a
// cf.switch passes the new arguments.
// CHECK-LABEL: func.func @switch
// CHECK-NEXT:    cf.switch %arg3 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg0 : i32),
// CHECK-NEXT:      1: ^bb1(%arg1 : i32),
// CHECK-NEXT:      2: ^bb1(%arg2 : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0{{$}}
// CHECK-NEXT:    call @g(%0) : (i32) -> ()
// CHECK-NEXT:    return
func.func @switch(%a: i32, %b: i32, %e: i32, %f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3(%e : i32)
  ]
^bb1:
  func.call @g(%a) : (i32) -> ()
  return
^bb2:
  func.call @g(%b) : (i32) -> ()
  return
^bb3(%x: i32):
  func.call @g(%x) : (i32) -> ()
  return
}

// A merged block's successor then receives one value from one block: the
// argument goes.
// CHECK-LABEL: func.func @then_redundant
// CHECK-NEXT:    cf.cond_br %arg2, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0{{$}}
// CHECK-NEXT:    cf.br ^bb2{{$}}
// CHECK-NEXT:  ^bb2:  // pred: ^bb1{{$}}
// CHECK-NEXT:    call @g(%0) : (i32) -> ()
// CHECK-NEXT:    return
func.func @then_redundant(%a: i32, %b: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  func.call @g(%z) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @redundant
// CHECK-NEXT:    cf.cond_br %arg2, ^bb2(%arg1 : i32), ^bb1{{$}}
// CHECK-NEXT:  ^bb1:  // pred: ^bb0{{$}}
// CHECK-NEXT:    call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb2(%arg0 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1{{$}}
// CHECK-NEXT:    call @g2(%arg0, %0) : (i32, i32) -> ()
// CHECK-NEXT:    return
func.func @redundant(%a: i32, %b: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2
^bb2:
  func.call @g(%b) : (i32) -> ()
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  func.call @g2(%x, %y) : (i32, i32) -> ()
  return
}

// A block that passes its own argument back to itself keeps it.
// CHECK-LABEL: func.func @self_loop
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1{{$}}
func.func @self_loop(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  func.call @g(%x) : (i32) -> ()
  %c = func.call @p() : () -> i1
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb2:
  return
}

// Predecessors we cannot edit: blocks merge only if no argument is needed.
// CHECK-LABEL: func.func @unknown_preds
// CHECK-NEXT:    "foo.br2"()[^bb1, ^bb2] : () -> ()
// CHECK-LABEL: func.func @unknown_preds_same
// CHECK-NEXT:    "foo.br2"()[^bb1, ^bb1] : () -> ()
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb0{{$}}
// CHECK-NEXT:    call @g(%arg0) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @unknown_preds(%a: i32, %b: i32) {
  "foo.br2"()[^bb1, ^bb2] : () -> ()
^bb1:
  func.call @g(%a) : (i32) -> ()
  return
^bb2:
  func.call @g(%b) : (i32) -> ()
  return
}
func.func @unknown_preds_same(%a: i32) {
  "foo.br2"()[^bb1, ^bb2] : () -> ()
^bb1:
  func.call @g(%a) : (i32) -> ()
  return
^bb2:
  func.call @g(%a) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:      %0 = "foo.cond"() : () -> i1
// CHECK-NEXT:      cf.cond_br %0, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT:    ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb0{{$}}
// CHECK-NEXT:      "foo.use"(%1) : (i32) -> ()
// CHECK-NEXT:      "foo.yield"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
func.func @nested(%a: i32, %b: i32) {
  "foo.region"() ({
    %c = "foo.cond"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "foo.use"(%a) : (i32) -> ()
    "foo.yield"() : () -> ()
  ^bb2:
    "foo.use"(%b) : (i32) -> ()
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}

// A block whose argument is used in other blocks is not merged: the merged
// block would hand those blocks the other block's value. mlir-opt-19 merges
// ^bb1 and ^bb2 anyway, and ^bb3 then calls @g with %arg1 on the second
// trip round the loop instead of %arg0. Here ^bb1's argument is found to be
// always %arg0 and ^bb2's always %arg1, after which the two blocks merge.
// CHECK-LABEL: func.func @arg_used_outside
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2{{$}}
// CHECK-NEXT:    call @g(%0) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb2{{$}}
// CHECK-NEXT:  ^bb2:  // pred: ^bb1{{$}}
// RULIR-NEXT:    call @g(%arg0) : (i32) -> ()
// MLIR-NEXT:     call @g(%0) : (i32) -> ()
// CHECK-NEXT:    %1 = call @p() : () -> i1
// CHECK-NEXT:    cf.cond_br %1, ^bb1(%arg1 : i32), ^bb3{{$}}
func.func @arg_used_outside(%a: i32, %b: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  func.call @g(%x) : (i32) -> ()
  cf.br ^bb3
^bb2(%y: i32):
  func.call @g(%y) : (i32) -> ()
  cf.br ^bb3
^bb3:
  func.call @g(%x) : (i32) -> ()
  %c = func.call @p() : () -> i1
  cf.cond_br %c, ^bb2(%b : i32), ^bb4
^bb4:
  return
}
