// --sccp through the regions of another dialect's ops, loaded at run time:
// what their RegionBranch<...> trait declares (If: a constant condition
// picks one region; Loop: the body and the results see the inits and
// what the body gives back) is all the analysis needs.
// RUN: rulir-opt --load-dialect %S/Inputs/region-branch.ops --sccp %s | FileCheck %s

// The condition is true: the result is region 0's 1.
// CHECK-LABEL: func.func @choose
// CHECK: %[[C1:.*]] = arith.constant 1 : i32
// CHECK: "rb.choose"
// CHECK: return %[[C1]] : i32
func.func @choose() -> i32 {
  %t = arith.constant true
  %r = "rb.choose"(%t) ({
    %a = arith.constant 1 : i32
    "rb.give"(%a) : (i32) -> ()
  }, {
    %b = arith.constant 2 : i32
    "rb.give"(%b) : (i32) -> ()
  }) : (i1) -> i32
  return %r : i32
}

// The loop gives back what it got: its result is its init, 7.
// CHECK-LABEL: func.func @repeat
// CHECK: %[[C7:.*]] = arith.constant 7 : i32
// CHECK: "rb.repeat"
// CHECK: return %[[C7]] : i32
func.func @repeat(%n: index) -> i32 {
  %c7 = arith.constant 7 : i32
  %r = "rb.repeat"(%n, %c7) ({
  ^bb0(%x: i32):
    "rb.give"(%x) : (i32) -> ()
  }) : (index, i32) -> i32
  return %r : i32
}

// Unknown condition: both regions run, 1 and 2 meet.
// CHECK-LABEL: func.func @unknown
// CHECK: %[[R:.*]] = "rb.choose"
// CHECK: return %[[R]] : i32
func.func @unknown(%c: i1) -> i32 {
  %r = "rb.choose"(%c) ({
    %a = arith.constant 1 : i32
    "rb.give"(%a) : (i32) -> ()
  }, {
    %b = arith.constant 2 : i32
    "rb.give"(%b) : (i32) -> ()
  }) : (i1) -> i32
  return %r : i32
}
