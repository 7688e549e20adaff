// A rule-declared pass that runs another first (`before "test-before-pre";`,
// as MLIR's --convert-vector-to-llvm rewrites greedily before it converts),
// interpreted and compiled alike: the greedy pass's rule and folds apply
// (x - x is 0, then 0 + c folds), then the conversion turns the addition
// that is left into a subtraction, without running the greedy rules again
// (the subi it makes stays).
// RUN: %rules-both %S/Inputs/before-conv.rules,%S/Inputs/before-pre.rules %s --test-before | FileCheck %s
// Alone, the pass names the pass it misses.
// RUN: not rulir-opt --rules %S/Inputs/before-conv.rules %s --test-before 2>&1 | FileCheck %s --check-prefix=ALONE
// Given twice, or itself: an error in the rules file.
// RUN: not rulir-opt --rules %S/Inputs/before-twice.rules %s 2>&1 | FileCheck %s --check-prefix=TWICE

// ALONE: error: pass 'test-before' ({{.*}}before-conv.rules:{{[0-9]+}}) runs 'test-before-pre' before it, which is not another pass declared in a rules file
// TWICE: before-twice.rules:6:3: error: the pass's 'before' pass is given twice
// TWICE: before-twice.rules:7:10: error: a pass cannot run itself before itself

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> i32
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %0 = arith.subi %arg1, %c5_i32 : i32
// CHECK-NEXT:    return %0 : i32
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  %c5 = arith.constant 5 : i32
  %1 = arith.addi %0, %c5 : i32
  %2 = arith.addi %b, %1 : i32
  return %2 : i32
}
