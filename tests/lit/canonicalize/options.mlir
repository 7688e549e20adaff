// The canonicalize pass's options and its pipeline forms give the same
// result on IR that reaches a fixed point: top-down or bottom-up worklist
// seeding, test-convergence, an explicit iteration bound, nesting on
// func.func or running on the module, and running twice. The canonical
// output is itself a fixed point that one iteration confirms.
// RUN: rulir-opt %s --canonicalize | FileCheck %s
// RUN: rulir-opt %s --canonicalize=top-down=false | FileCheck %s
// RUN: rulir-opt %s --canonicalize="top-down=true test-convergence" | FileCheck %s
// RUN: rulir-opt %s --canonicalize="max-iterations=4 max-num-rewrites=-1" | FileCheck %s
// RUN: rulir-opt %s --canonicalize="top-down=0 test-convergence=1 region-simplify=normal" | FileCheck %s
// RUN: rulir-opt %s --canonicalize="region-simplify=aggressive max-iterations=-1" | FileCheck %s
// RUN: rulir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s
// RUN: rulir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{top-down=false test-convergence}))' | FileCheck %s
// RUN: rulir-opt %s --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s
// RUN: rulir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,canonicalize))' | FileCheck %s
// RUN: rulir-opt %s --canonicalize | rulir-opt --canonicalize="max-iterations=1 test-convergence" | FileCheck %s

// CHECK-LABEL: func.func @fold_chain() -> i32 {
// CHECK-NEXT:    %c21_i32 = arith.constant 21 : i32
// CHECK-NEXT:    return %c21_i32 : i32
// CHECK-NEXT:  }
func.func @fold_chain() -> i32 {
  %a = arith.constant 6 : i32
  %b = arith.constant 7 : i32
  %m = arith.muli %a, %b : i32
  %c = arith.constant 2 : i32
  %d = arith.divui %m, %c : i32
  return %d : i32
}

// CHECK-LABEL: func.func @fold_to_argument(%arg0: i64) -> i64 {
// CHECK-NEXT:    return %arg0 : i64
// CHECK-NEXT:  }
func.func @fold_to_argument(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %0 = arith.addi %x, %c0 : i64
  %1 = arith.muli %c1, %0 : i64
  %2 = arith.ori %1, %1 : i64
  return %2 : i64
}

// CHECK-LABEL: func.func @dead_ops(%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
// CHECK-NEXT:  }
func.func @dead_ops(%x: f32) -> f32 {
  %0 = arith.mulf %x, %x : f32
  %1 = math.sqrt %0 : f32
  return %x : f32
}

// CHECK-LABEL: func.func @constant_moves_right_and_hoists(%arg0: i16) -> i16 {
// CHECK-NEXT:    %c9_i16 = arith.constant 9 : i16
// CHECK-NEXT:    %0 = arith.andi %arg0, %c9_i16 : i16
// CHECK-NEXT:    return %0 : i16
// CHECK-NEXT:  }
func.func @constant_moves_right_and_hoists(%x: i16) -> i16 {
  %0 = arith.xori %x, %x : i16
  %1 = arith.subi %x, %0 : i16
  %c = arith.constant 9 : i16
  %2 = arith.andi %c, %1 : i16
  return %2 : i16
}

// CHECK-LABEL: func.func @compare_and_select(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @compare_and_select(%x: i32, %y: i32) -> i32 {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %p = arith.cmpi ult, %a, %b : i32
  %r = arith.select %p, %x, %y : i32
  return %r : i32
}

// CHECK-LABEL: func.func @float_and_cast() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 0.333251953125 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @float_and_cast() -> f64 {
  %a = arith.constant 1.0 : f16
  %b = arith.constant 3.0 : f16
  %d = arith.divf %a, %b : f16
  %e = arith.extf %d : f16 to f64
  return %e : f64
}

// CHECK-LABEL: func.func @index_ops(%arg0: index) -> index {
// CHECK-NEXT:    %idx2 = index.constant 2
// CHECK-NEXT:    %0 = index.add %arg0, %idx2
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @index_ops(%x: index) -> index {
  %a = index.constant 12
  %b = index.constant 5
  %r = index.rems %a, %b
  %s = index.add %r, %x
  return %s : index
}

// CHECK-LABEL: func.func @nothing_to_do(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @nothing_to_do(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @unfoldable_stays(%arg0: i8) -> i8 {
// CHECK-NEXT:    %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:    %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:    %0 = arith.divsi %arg0, %c0_i8 : i8
// CHECK-NEXT:    %1 = arith.shli %0, %c8_i8 : i8
// CHECK-NEXT:    return %1 : i8
// CHECK-NEXT:  }
func.func @unfoldable_stays(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c8 = arith.constant 8 : i8
  %0 = arith.divsi %x, %c0 : i8
  %1 = arith.shli %0, %c8 : i8
  return %1 : i8
}
