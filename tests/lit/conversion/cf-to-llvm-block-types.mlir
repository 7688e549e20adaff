// --convert-cf-to-llvm converts a branch only when its operands, converted,
// have the types of its successors' arguments, as MLIR's branch patterns
// do: a block's arguments are converted with its function
// (--convert-func-to-llvm, which runs the cf patterns again), so passes
// run one at a time work in any order. The CHECK lines are mlir-opt-19's
// output for the same input, after --convert-cf-to-llvm alone (CHECK) and
// then --convert-func-to-llvm (FUNC).
// RUN: rulir-opt --convert-cf-to-llvm %s | FileCheck %s
// RUN: rulir-opt --convert-cf-to-llvm %s | rulir-opt --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=FUNC
// Every ordering (rotations) of the one-at-a-time pipeline on
// tests/diff/orderings/ prints what mlir-opt-19 prints (all 120 orderings:
// make check-diff-orderings):
// RUN: python3 %S/../../diff/orderings.py --rotations --rulir-opt rulir-opt --mlir-opt %mlir_opt %S/../../diff/orderings/loops-blocks.mlir %S/../../diff/orderings/while-switch.mlir %S/../../diff/orderings/memref-calls.mlir | FileCheck %s --check-prefix=ORDER

// The blocks keep index arguments until --convert-func-to-llvm converts
// them: a branch that passes index values waits for it; one that passes
// none, or values whose types do not change, is converted now.
func.func @f(%a: index, %b: i32, %c: i1) -> index {
  cf.cond_br %c, ^bb1(%a : index), ^bb2(%b : i32)
^bb1(%x: index):
  cf.br ^bb3(%x : index)
^bb2(%y: i32):
  %z = arith.index_cast %y : i32 to index
  cf.br ^bb3(%z : index)
^bb3(%r: index):
  cf.br ^bb4
^bb4:
  return %r : index
}
func.func @g(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  cf.switch %x : i32, [
    default: ^bb2(%x : i32),
    3: ^bb2(%a : i32)
  ]
^bb2(%y: i32):
  return %y : i32
}

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: i32, %arg2: i1) -> index {
// CHECK-NEXT: cf.cond_br %arg2, ^bb1(%arg0 : index), ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: index):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%0 : index)
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: %2 = arith.index_cast %1 : i32 to index
// CHECK-NEXT: cf.br ^bb3(%2 : index)
// CHECK-NEXT: ^bb3(%3: index):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1(%arg0 : i32), ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: llvm.switch %0 : i32, ^bb2(%0 : i32) [
// CHECK-NEXT: 3: ^bb2(%arg0 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

// FUNC-LABEL: llvm.func @f(%arg0: i64, %arg1: i32, %arg2: i1) -> i64 {
// FUNC-NEXT: llvm.cond_br %arg2, ^bb1(%arg0 : i64), ^bb2(%arg1 : i32)
// FUNC-NEXT: ^bb1(%0: i64):  // pred: ^bb0
// FUNC-NEXT: llvm.br ^bb3(%0 : i64)
// FUNC-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// FUNC-NEXT: %2 = llvm.sext %1 : i32 to i64
// FUNC-NEXT: llvm.br ^bb3(%2 : i64)
// FUNC-NEXT: ^bb3(%3: i64):  // 2 preds: ^bb1, ^bb2
// FUNC-NEXT: llvm.br ^bb4
// FUNC-NEXT: ^bb4:  // pred: ^bb3
// FUNC-NEXT: llvm.return %3 : i64
// FUNC-NEXT: }
// FUNC-LABEL: llvm.func @g(%arg0: i32, %arg1: i1) -> i32 {
// FUNC-NEXT: llvm.cond_br %arg1, ^bb1(%arg0 : i32), ^bb1(%arg0 : i32)
// FUNC-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// FUNC-NEXT: llvm.switch %0 : i32, ^bb2(%0 : i32) [
// FUNC-NEXT: 3: ^bb2(%arg0 : i32)
// FUNC-NEXT: ]
// FUNC-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb1, ^bb1
// FUNC-NEXT: llvm.return %1 : i32
// FUNC-NEXT: }

// ORDER: orderings: 30 runs, 30 the same as mlir-opt-19, 0 where mlir-opt-19 fails, 0 wrong
