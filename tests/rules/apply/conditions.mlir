// Conditions in results: `if`/`else if`/`else`, assignments in branches,
// `[E for $x in R if C]`, type constraints as conditions and `fail`
// (Inputs/conditions.rules), interpreted and compiled alike.
// RUN: %rules-both %S/Inputs/conditions.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/conditions.rules %s --test-conditions | FileCheck %s --check-prefix=LOWER
// A rule that gives up with `fail` says so under --debug-rewrites.
// RUN: %rules-both %S/Inputs/conditions.rules %s --no-fold --debug-rewrites --only-rule=SubSelf 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG
// DEBUG: * Rule SubSelf ({{.*}}conditions.rules:30) on 'arith.subi': failed at condition: the rule says 'fail'

// CHECK-LABEL: func.func @double
// CHECK-NEXT:    %[[B:.*]] = arith.xori %arg0, %arg0 : i1
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[W:.*]] = arith.muli %arg1, %[[C2]] : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i64
// CHECK-NEXT:    %[[L:.*]] = arith.shli %arg2, %[[C1]] : i64
// CHECK-NEXT:    %[[Z:.*]] = arith.xori %arg1, %arg1 : i32
// CHECK-NEXT:    %[[D:.*]] = arith.subi %arg1, %[[W]] : i32
// CHECK-NEXT:    return %[[B]], %[[W]], %[[L]], %[[Z]], %[[D]]
func.func @double(%b: i1, %w: i32, %l: i64) -> (i1, i32, i64, i32, i32) {
  %0 = arith.addi %b, %b : i1
  %1 = arith.addi %w, %w : i32
  %2 = arith.addi %l, %l : i64
  %3 = arith.subi %w, %w : i32
  %4 = arith.subi %w, %1 : i32
  return %0, %1, %2, %3, %4 : i1, i32, i64, i32, i32
}

func.func private @consts(i32, i32, i32, i64)
func.func private @others(i32, i32, i32, i64)
func.func private @pairs(i32, i64, i32, i32)
func.func private @widen(i32, i64, i32)
llvm.func @consts_ll(i32, i64)
llvm.func @others_ll(i32, i32)
llvm.func @pairs_ll(i32, i32)
llvm.func @widen_ll(i64, i64, i64, i64)

// LOWER-LABEL: func.func @calls
// LOWER:         %[[K:.*]] = arith.constant 7 : i32
// LOWER-NEXT:    %[[J:.*]] = arith.constant 9 : i64
// LOWER-NEXT:    llvm.call @consts_ll(%[[K]], %[[J]]) : (i32, i64) -> ()
// LOWER-NEXT:    llvm.call @others_ll(%arg0, %arg1) : (i32, i32) -> ()
// LOWER-NEXT:    llvm.call @pairs_ll(%arg1, %arg0) : (i32, i32) -> ()
// LOWER-NEXT:    %[[Z:.*]] = arith.constant 0 : i64
// LOWER-NEXT:    %[[A:.*]] = arith.extsi %arg0 : i32 to i64
// LOWER-NEXT:    %[[S1:.*]] = arith.addi %[[Z]], %[[A]] : i64
// LOWER-NEXT:    %[[B:.*]] = arith.extsi %arg1 : i32 to i64
// LOWER-NEXT:    %[[S2:.*]] = arith.addi %[[S1]], %[[B]] : i64
// LOWER-NEXT:    llvm.call @widen_ll(%[[A]], %arg2, %[[B]], %[[S2]]) : (i64, i64, i64, i64) -> ()
// LOWER-NEXT:    return
func.func @calls(%a: i32, %b: i32, %l: i64) {
  %k = arith.constant 7 : i32
  %j = arith.constant 9 : i64
  func.call @consts(%a, %k, %b, %j) : (i32, i32, i32, i64) -> ()
  func.call @others(%a, %k, %b, %j) : (i32, i32, i32, i64) -> ()
  func.call @pairs(%a, %l, %b, %a) : (i32, i64, i32, i32) -> ()
  func.call @widen(%a, %l, %b) : (i32, i64, i32) -> ()
  return
}
