// Constants inside a region of an unregistered op: the op might be isolated
// from above, so each of its regions is an insertion region of its own (as
// in mlir-opt-19): constants there are uniqued and hoisted only to that
// region's entry block, never merged with equal constants outside.
// RUN: rulir-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @fold_inside_region(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = "test.region"() ({
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %1 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:    "test.yield"(%1) : (i32) -> ()
// CHECK-NEXT:    }) : () -> i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @fold_inside_region(%x: i32) -> i32 {
  %r = "test.region"() ({
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %s = arith.addi %c1, %c2 : i32
    %t = arith.addi %x, %s : i32
    "test.yield"(%t) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}

// CHECK-LABEL: func.func @constant_inside_region_not_uniqued_with_outer(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = "test.region"() ({
// CHECK-NEXT:    %c3_i32_0 = arith.constant 3 : i32
// CHECK-NEXT:    %2 = arith.addi %arg0, %c3_i32_0 : i32
// CHECK-NEXT:    "test.yield"(%2) : (i32) -> ()
// CHECK-NEXT:    }) : () -> i32
// CHECK-NEXT:    %1 = arith.addi %0, %c3_i32 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @constant_inside_region_not_uniqued_with_outer(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = "test.region"() ({
    %c = arith.constant 3 : i32
    %t = arith.addi %x, %c : i32
    "test.yield"(%t) : (i32) -> ()
  }) : () -> i32
  %u = arith.addi %r, %c3 : i32
  return %u : i32
}

// CHECK-LABEL: func.func @hoisted_to_region_entry_block() {
// CHECK-NEXT:    "test.isolated"() ({
// CHECK-NEXT:    ^bb0(%arg0: i32):
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %c4_i32 : i32
// CHECK-NEXT:    "test.br"()[^bb1] : () -> ()
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:    "test.use"(%1, %c4_i32) : (i32, i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @hoisted_to_region_entry_block() {
  "test.isolated"() ({
  ^bb0(%a: i32):
    %0 = arith.muli %a, %a : i32
    %c = arith.constant 4 : i32
    %1 = arith.addi %0, %c : i32
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    %d = arith.constant 4 : i32
    "test.use"(%1, %d) : (i32, i32) -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @duplicates_in_two_regions() {
// CHECK-NEXT:    "test.two"() ({
// CHECK-NEXT:    %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT:    "test.use"(%c5_i64) : (i64) -> ()
// CHECK-NEXT:    }, {
// CHECK-NEXT:    %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT:    "test.use"(%c5_i64) : (i64) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @duplicates_in_two_regions() {
  "test.two"() ({
    %a = arith.constant 5 : i64
    "test.use"(%a) : (i64) -> ()
  }, {
    %b = arith.constant 5 : i64
    "test.use"(%b) : (i64) -> ()
  }) : () -> ()
  return
}
