// Region simplification edits llvm.br, llvm.cond_br and llvm.switch as it does
// cf's branches: dead block arguments go, and (aggressive) blocks merge.
// CHECK lines from mlir-opt-19.
// RUN: rulir-opt %s -pass-pipeline='builtin.module(llvm.func(canonicalize))' | FileCheck %s --check-prefix=NORMAL
// RUN: rulir-opt %s -pass-pipeline='builtin.module(llvm.func(canonicalize{region-simplify=aggressive}))' | FileCheck %s --check-prefix=AGGR

// NORMAL: module {
// NORMAL-NEXT:   llvm.func @foo(i64)
// NORMAL-NEXT:   llvm.func @merge(%arg0: i1, %arg1: i64, %arg2: i64) {
// NORMAL-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
// NORMAL-NEXT:   ^bb1:  // pred: ^bb0
// NORMAL-NEXT:     llvm.call @foo(%arg1) : (i64) -> ()
// NORMAL-NEXT:     llvm.br ^bb3
// NORMAL-NEXT:   ^bb2:  // pred: ^bb0
// NORMAL-NEXT:     llvm.call @foo(%arg2) : (i64) -> ()
// NORMAL-NEXT:     llvm.br ^bb3
// NORMAL-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// NORMAL-NEXT:     llvm.return
// NORMAL-NEXT:   }
// NORMAL-NEXT:   llvm.func @dead_arg(%arg0: i1, %arg1: i64, %arg2: i64) {
// NORMAL-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb1
// NORMAL-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// NORMAL-NEXT:     llvm.br ^bb2
// NORMAL-NEXT:   ^bb2:  // pred: ^bb1
// NORMAL-NEXT:     llvm.return
// NORMAL-NEXT:   }
// NORMAL-NEXT:   llvm.func @switch_same(%arg0: i32, %arg1: i64) {
// NORMAL-NEXT:     llvm.switch %arg0 : i32, ^bb1(%arg1 : i64) [
// NORMAL-NEXT:       1: ^bb1(%arg1 : i64),
// NORMAL-NEXT:       2: ^bb2
// NORMAL-NEXT:     ]
// NORMAL-NEXT:   ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb0
// NORMAL-NEXT:     llvm.call @foo(%0) : (i64) -> ()
// NORMAL-NEXT:     llvm.return
// NORMAL-NEXT:   ^bb2:  // pred: ^bb0
// NORMAL-NEXT:     llvm.call @foo(%arg1) : (i64) -> ()
// NORMAL-NEXT:     llvm.return
// NORMAL-NEXT:   }
// NORMAL-NEXT: }

// AGGR: module {
// AGGR-NEXT:   llvm.func @foo(i64)
// AGGR-NEXT:   llvm.func @merge(%arg0: i1, %arg1: i64, %arg2: i64) {
// AGGR-NEXT:     llvm.cond_br %arg0, ^bb1(%arg1 : i64), ^bb1(%arg2 : i64)
// AGGR-NEXT:   ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb0
// AGGR-NEXT:     llvm.call @foo(%0) : (i64) -> ()
// AGGR-NEXT:     llvm.br ^bb2
// AGGR-NEXT:   ^bb2:  // pred: ^bb1
// AGGR-NEXT:     llvm.return
// AGGR-NEXT:   }
// AGGR-NEXT:   llvm.func @dead_arg(%arg0: i1, %arg1: i64, %arg2: i64) {
// AGGR-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb1
// AGGR-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// AGGR-NEXT:     llvm.br ^bb2
// AGGR-NEXT:   ^bb2:  // pred: ^bb1
// AGGR-NEXT:     llvm.return
// AGGR-NEXT:   }
// AGGR-NEXT:   llvm.func @switch_same(%arg0: i32, %arg1: i64) {
// AGGR-NEXT:     llvm.switch %arg0 : i32, ^bb1 [
// AGGR-NEXT:       1: ^bb1,
// AGGR-NEXT:       2: ^bb2
// AGGR-NEXT:     ]
// AGGR-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// AGGR-NEXT:     llvm.call @foo(%arg1) : (i64) -> ()
// AGGR-NEXT:     llvm.return
// AGGR-NEXT:   ^bb2:  // pred: ^bb0
// AGGR-NEXT:     llvm.call @foo(%arg1) : (i64) -> ()
// AGGR-NEXT:     llvm.return
// AGGR-NEXT:   }
// AGGR-NEXT: }

llvm.func @foo(i64)

llvm.func @merge(%c: i1, %a: i64, %b: i64) {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.call @foo(%a) : (i64) -> ()
  llvm.br ^bb3
^bb2:
  llvm.call @foo(%b) : (i64) -> ()
  llvm.br ^bb3
^bb3:
  llvm.return
}

llvm.func @dead_arg(%c: i1, %a: i64, %b: i64) {
  llvm.cond_br %c, ^bb1(%a : i64), ^bb1(%b : i64)
^bb1(%x: i64):
  llvm.br ^bb2(%x : i64)
^bb2(%y: i64):
  llvm.return
}

llvm.func @switch_same(%v: i32, %a: i64) {
  llvm.switch %v : i32, ^bb1(%a : i64) [
    1: ^bb1(%a : i64),
    2: ^bb2
  ]
^bb1(%x: i64):
  llvm.call @foo(%x) : (i64) -> ()
  llvm.return
^bb2:
  llvm.call @foo(%a) : (i64) -> ()
  llvm.return
}
