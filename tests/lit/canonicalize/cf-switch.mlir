// cf.switch's canonicalization (MLIR 19): a switch with only a default is a
// cf.br; cases that go where the default goes with the same operands are
// dropped; a constant flag picks its case (or the default); pass-through
// destinations are skipped; and a switch whose block only a switch on the
// same flag reaches knows the flag: through a case it branches where that
// value goes, through the default it drops the cases the first switch took.
// RUN: rulir-opt %s --canonicalize | FileCheck %s
// RUN: rulir-opt %s --canonicalize="max-iterations=3 test-convergence" | FileCheck %s

func.func private @use(i32)

// CHECK-LABEL: func.func @const_flag_case(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @const_flag_case(%x: i32, %y: i32) {
  %c = arith.constant 2 : i32
  cf.switch %c : i32, [
    default: ^bb1(%x : i32),
    1: ^bb1(%y : i32),
    2: ^bb2
  ]
^bb1(%a: i32):
  func.call @use(%a) : (i32) -> ()
  return
^bb2:
  func.call @use(%y) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @const_flag_default(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    call @use(%arg0) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @const_flag_default(%x: i32, %y: i32) {
  %c = arith.constant 7 : i32
  cf.switch %c : i32, [
    default: ^bb1(%x : i32),
    1: ^bb1(%y : i32),
    2: ^bb2
  ]
^bb1(%a: i32):
  func.call @use(%a) : (i32) -> ()
  return
^bb2:
  func.call @use(%y) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @const_flag_wide(%arg0: i32) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @const_flag_wide(%x: i32) {
  %c = arith.constant 5 : i128
  cf.switch %c : i128, [
    default: ^bb1,
    5: ^bb2,
    4: ^bb1
  ]
^bb1:
  func.call @use(%x) : (i32) -> ()
  return
^bb2:
  return
}

// CHECK-LABEL: func.func @only_default(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @only_default(%f: i32, %x: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32)
  ]
^bb1(%a: i32):
  func.call @use(%a) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @drop_default_cases(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32),
// CHECK-NEXT:      2: ^bb1(%arg2 : i32),
// CHECK-NEXT:      3: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    call @use(%0) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @drop_default_cases(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    1: ^bb1(%x : i32),
    2: ^bb1(%y : i32),
    3: ^bb2,
    4: ^bb1(%x : i32)
  ]
^bb1(%a: i32):
  func.call @use(%a) : (i32) -> ()
  return
^bb2:
  func.call @use(%y) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @drop_all_cases(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @drop_all_cases(%f: i32, %x: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb1,
    2: ^bb1
  ]
^bb1:
  func.call @use(%x) : (i32) -> ()
  return
}

// Case values are kept as written: negative ones print unsigned.
// CHECK-LABEL: func.func @negative_cases(%arg0: i16, %arg1: i32) {
// CHECK-NEXT:    cf.switch %arg0 : i16, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      65534: ^bb2,
// CHECK-NEXT:      65533: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @negative_cases(%f: i16, %x: i32) {
  cf.switch %f : i16, [
    default: ^bb1,
    -1: ^bb1,
    -2: ^bb2,
    -3: ^bb2
  ]
^bb1:
  func.call @use(%x) : (i32) -> ()
  return
^bb2:
  return
}

// CHECK-LABEL: func.func @pass_through(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2(%arg1, %arg2 : i32, i32),
// CHECK-NEXT:      5: ^bb2(%arg2, %arg1 : i32, i32),
// CHECK-NEXT:      7: ^bb1
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    call @use(%0) : (i32) -> ()
// CHECK-NEXT:    call @use(%1) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @pass_through(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    5: ^bb2,
    6: ^bb3(%y : i32),
    7: ^bb4
  ]
^bb1(%a: i32):
  cf.br ^bb5(%a, %y : i32, i32)
^bb2:
  cf.br ^bb5(%y, %x : i32, i32)
^bb3(%b: i32):
  cf.br ^bb5(%x, %b : i32, i32)
^bb4:
  func.call @use(%x) : (i32) -> ()
  return
^bb5(%p: i32, %q: i32):
  func.call @use(%p) : (i32) -> ()
  func.call @use(%q) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @from_case(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      1: ^bb1
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @from_case(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^bb5,
    1: ^bb1,
    2: ^bb5
  ]
^bb1:
  func.call @use(%x) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb2,
    1: ^bb3,
    2: ^bb4
  ]
^bb2:
  func.call @use(%y) : (i32) -> ()
  return
^bb3:
  func.call @use(%x) : (i32) -> ()
  return
^bb4:
  func.call @use(%f) : (i32) -> ()
  return
^bb5:
  return
}

// The value that reaches ^bb1 (9) has no case in the second switch.
// CHECK-LABEL: func.func @from_case_to_default(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      9: ^bb1
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @from_case_to_default(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^bb5,
    9: ^bb1,
    2: ^bb5
  ]
^bb1:
  func.call @use(%x) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb2,
    1: ^bb3,
    2: ^bb4
  ]
^bb2:
  func.call @use(%y) : (i32) -> ()
  return
^bb3:
  func.call @use(%x) : (i32) -> ()
  return
^bb4:
  func.call @use(%f) : (i32) -> ()
  return
^bb5:
  return
}

// CHECK-LABEL: func.func @from_default(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      1: ^bb4,
// CHECK-NEXT:      3: ^bb4
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      2: ^bb3
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    call @use(%arg0) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb4:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @from_default(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb5,
    3: ^bb5
  ]
^bb1:
  func.call @use(%x) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb2,
    1: ^bb3,
    2: ^bb4,
    3: ^bb3
  ]
^bb2:
  func.call @use(%y) : (i32) -> ()
  return
^bb3:
  func.call @use(%x) : (i32) -> ()
  return
^bb4:
  func.call @use(%f) : (i32) -> ()
  return
^bb5:
  return
}

// Both cases go to ^bb2: no case is dropped, nothing changes.
// CHECK-LABEL: func.func @i1_flag(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:    cf.switch %arg0 : i1, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      0: ^bb2,
// CHECK-NEXT:      1: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @i1_flag(%f: i1, %x: i32) {
  cf.switch %f : i1, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb2
  ]
^bb1:
  func.call @use(%x) : (i32) -> ()
  return
^bb2:
  return
}

// CHECK-LABEL: func.func @switch_chain(%arg0: i32) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      0: ^bb4,
// CHECK-NEXT:      1: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb3,
// CHECK-NEXT:      7: ^bb4
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    call @use(%arg0) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    call @use(%arg0) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb4:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @switch_chain(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb4,
    0: ^bb5,
    1: ^bb5,
    7: ^bb5
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb4,
    0: ^bb5,
    1: ^bb4
  ]
^bb3:
  func.call @use(%f) : (i32) -> ()
  cf.br ^bb4
^bb4:
  func.call @use(%f) : (i32) -> ()
  return
^bb5:
  return
}

// Two cases of the constant's value: the first goes where the default goes,
// with the same operands, so it is dropped before the constant picks its
// case (as MLIR orders the two), and the second is taken.
// CHECK-LABEL: func.func @const_flag_duplicate(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @const_flag_duplicate(%x: i32, %y: i32) {
  %c = arith.constant 7 : i32
  cf.switch %c : i32, [
    default: ^bb1(%x : i32),
    7: ^bb1(%x : i32),
    7: ^bb1(%y : i32)
  ]
^bb1(%v: i32):
  call @use(%v) : (i32) -> ()
  return
}

// The first of the two is taken when it differs from the default.
// CHECK-LABEL: func.func @const_flag_duplicate_first(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @const_flag_duplicate_first(%x: i32, %y: i32) {
  %c = arith.constant 7 : i32
  cf.switch %c : i32, [
    default: ^bb1(%x : i32),
    7: ^bb1(%y : i32),
    7: ^bb1(%x : i32)
  ]
^bb1(%v: i32):
  call @use(%v) : (i32) -> ()
  return
}
