// canonicalize's enable-patterns / disable-patterns name hand-written
// patterns (cf) and rules (rules/arith.rules) alike; folding stays on.
// RUN: rulir-opt %s --canonicalize | FileCheck %s --check-prefix=ALL
// RUN: rulir-opt %s --canonicalize='disable-patterns=AddIAddConstant,SimplifyConstCondBranchPred' | FileCheck %s --check-prefix=OFF
// RUN: rulir-opt %s --canonicalize='enable-patterns=none' | FileCheck %s --check-prefix=OFF
// RUN: rulir-opt %s --canonicalize='enable-patterns=AddIAddConstant' | FileCheck %s --check-prefix=ONLY

// ALL-LABEL: func.func @f
// ALL-NEXT: %[[C:.*]] = arith.constant 3 : i32
// ALL-NEXT: %[[S:.*]] = arith.addi %arg0, %[[C]] : i32
// ALL-NEXT: return %[[S]]
// OFF-LABEL: func.func @f
// OFF: arith.addi
// OFF: cf.cond_br
// ONLY-LABEL: func.func @f
// ONLY: %[[S:.*]] = arith.addi %arg0, %{{.*}} : i32
// ONLY-NOT: arith.addi
// ONLY: cf.cond_br
func.func @f(%x: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  return %1 : i32
^bb2:
  return %x : i32
}
