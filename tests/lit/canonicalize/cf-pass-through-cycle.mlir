// Branches into a circle of pass-through blocks. mlir-opt-19 --canonicalize
// does not return on these (SimplifyPassThroughBr / CondBranch / Switch
// collapse the branch round the circle for ever); rulir leaves such a branch
// as it is, so there is no mlir-opt-19 output to compare with: the CHECK
// lines say what rulir prints. A circle that leads back to the branch's own
// block ends in a loop there, as in MLIR (see cf-br.mlir).
// RUN: rulir-opt %s --canonicalize | FileCheck %s
// RUN: rulir-opt %s --canonicalize="max-iterations=2 test-convergence" | FileCheck %s

// CHECK-LABEL: func.func @br_into_circle() {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @br_into_circle() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// CHECK-LABEL: func.func @cond_br_into_circle(%arg0: i1) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @cond_br_into_circle(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb1
^bb4:
  return
}

// CHECK-LABEL: func.func @switch_into_circle(%arg0: i32) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      3: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @switch_into_circle(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    3: ^bb3
  ]
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
^bb3:
  return
}
