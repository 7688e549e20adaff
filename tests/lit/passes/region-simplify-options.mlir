// canonicalize's region-simplify option: disabled, normal (the default:
// unreachable blocks, dead ops and dead block arguments) or aggressive (also
// merges identical blocks). Any other value is an error, as in mlir-opt-19.
// RUN: rulir-opt %s --canonicalize=enable-patterns=none | FileCheck %s --check-prefix=NORMAL
// RUN: rulir-opt %s --canonicalize='region-simplify=normal enable-patterns=none' | FileCheck %s --check-prefix=NORMAL
// RUN: rulir-opt %s --canonicalize='region-simplify=disabled enable-patterns=none' | FileCheck %s --check-prefix=DISABLED
// RUN: rulir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=disabled max-iterations=1 enable-patterns=none}))' | FileCheck %s --check-prefix=DISABLED
// RUN: rulir-opt %s --canonicalize='region-simplify=aggressive enable-patterns=none' | FileCheck %s --check-prefix=AGGRESSIVE
// RUN: not rulir-opt %s --canonicalize='region-simplify=false enable-patterns=none' 2>&1 | FileCheck %s --check-prefix=BADVALUE
// RUN: not rulir-opt %s --canonicalize='region-simplify enable-patterns=none' 2>&1 | FileCheck %s --check-prefix=NOVALUE
// The reference: mlir-opt-19 without its patterns (both run with enable-patterns=none).
// RUN: %mlir_opt %s --canonicalize='enable-patterns=none' | FileCheck %s --check-prefix=NORMAL
// RUN: %mlir_opt %s --canonicalize='region-simplify=disabled enable-patterns=none' | FileCheck %s --check-prefix=DISABLED
// RUN: %mlir_opt %s --canonicalize='region-simplify=aggressive enable-patterns=none' | FileCheck %s --check-prefix=AGGRESSIVE

func.func private @g(i32)

// NORMAL-LABEL: func.func @f
// NORMAL-NEXT:    cf.cond_br %arg2, ^bb1, ^bb2{{$}}
// NORMAL-NEXT:  ^bb1:  // pred: ^bb0{{$}}
// NORMAL-NEXT:    call @g(%arg0) : (i32) -> ()
// NORMAL-NEXT:    return
// NORMAL-NEXT:  ^bb2:  // pred: ^bb0{{$}}
// NORMAL-NEXT:    call @g(%arg1) : (i32) -> ()
// NORMAL-NEXT:    return
// NORMAL-NEXT:  }

// DISABLED-LABEL: func.func @f
// DISABLED-NEXT:    cf.cond_br %arg2, ^bb1(%arg0 : i32), ^bb2{{$}}
// DISABLED-NEXT:  ^bb1(%0: i32):  // pred: ^bb0{{$}}
// DISABLED-NEXT:    call @g(%arg0) : (i32) -> ()
// DISABLED-NEXT:    return
// DISABLED-NEXT:  ^bb2:  // pred: ^bb0{{$}}
// DISABLED-NEXT:    call @g(%arg1) : (i32) -> ()
// DISABLED-NEXT:    return
// DISABLED-NEXT:  ^bb3:  // no predecessors
// DISABLED-NEXT:    return
// DISABLED-NEXT:  }

// AGGRESSIVE-LABEL: func.func @f
// AGGRESSIVE-NEXT:    cf.cond_br %arg2, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)
// AGGRESSIVE-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0{{$}}
// AGGRESSIVE-NEXT:    call @g(%0) : (i32) -> ()
// AGGRESSIVE-NEXT:    return
// AGGRESSIVE-NEXT:  }
func.func @f(%a: i32, %b: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  func.call @g(%a) : (i32) -> ()
  return
^bb2:
  func.call @g(%b) : (i32) -> ()
  return
^bb3:
  return
}

// BADVALUE: for the --region-simplify option: Cannot find option named 'false'!
// NOVALUE: for the --region-simplify option: requires a value!
