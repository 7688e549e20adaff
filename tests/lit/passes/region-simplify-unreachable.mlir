// Region simplification after each canonicalize sweep erases the blocks
// that cannot be reached from the entry block of their region: blocks that
// branch to each other, blocks whose values other dead blocks use, and dead
// predecessors of live blocks; in nested regions too.
// RUN: rulir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// RUN: rulir-opt %s --canonicalize=region-simplify=aggressive --allow-unregistered-dialect | FileCheck %s
// The reference: mlir-opt-19 without its patterns (rulir's canonicalize has none).
// RUN: %mlir_opt %s --canonicalize='enable-patterns=none' --allow-unregistered-dialect | FileCheck %s

func.func private @g(i32)

// CHECK-LABEL: func.func @cycle
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @cycle(%a: i32) -> i32 {
  return %a : i32
^bb1(%x: i32):
  %y = arith.addi %x, %a : i32
  cf.br ^bb2(%y : i32)
^bb2(%z: i32):
  func.call @g(%z) : (i32) -> ()
  cf.br ^bb1(%z : i32)
}

// A dead block feeding a live one: the live block loses a predecessor.
// CHECK-LABEL: func.func @into_live
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2{{$}}
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2{{$}}
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0{{$}}
// CHECK-NEXT:    %1 = call @h() : () -> i32
// CHECK-NEXT:    cf.br ^bb1(%1 : i32)
// CHECK-NEXT:  }
func.func @into_live(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb2(%a : i32), ^bb3
^bb1:
  %k = func.call @h() : () -> i32
  cf.br ^bb2(%k : i32)
^bb2(%x: i32):
  return %x : i32
^bb3:
  %v = func.call @h() : () -> i32
  cf.br ^bb2(%v : i32)
^bb4:
  cf.br ^bb1
}
func.func private @h() -> i32

// CHECK-LABEL: func.func @self_loop
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @self_loop(%a: i32) {
  return
^bb1:
  "foo.use"(%a) : (i32) -> ()
  cf.br ^bb1
}

// Inside the regions of other ops; a single-block region is left alone.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:      "foo.yield"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:      "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:    ^bb1:  // pred: ^bb0{{$}}
// CHECK-NEXT:      "foo.yield"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:      "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @nested(%a: i32) {
  "foo.region"() ({
    "foo.yield"() : () -> ()
  ^bb1:
    "foo.yield"() : () -> ()
  }) : () -> ()
  "foo.region"() ({
    "foo.br"()[^bb2] : () -> ()
  ^bb1:
    "foo.use"(%a) : (i32) -> ()
    "foo.yield"() : () -> ()
  ^bb2:
    "foo.yield"() : () -> ()
  }) : () -> ()
  "foo.region"() ({
    "foo.use"(%a) : (i32) -> ()
  }) : () -> ()
  return
}

// Ops inside an unreachable block's regions go with it.
// CHECK-LABEL: func.func @dead_with_regions
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @dead_with_regions(%a: i32) {
  return
^bb1:
  "foo.region"() ({
    "foo.use"(%a) : (i32) -> ()
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}
