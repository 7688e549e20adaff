// --log-actions-to logs each pass execution and each sweep of the greedy
// driver as mlir-opt-19 does ("-" is stdout); --log-mlir-actions-filter keeps
// the actions on ops at the locations it names (`file[:line[:col]]`, the file
// as the location spells it).
// RUN: rulir-opt %s --log-actions-to=- --canonicalize -o /dev/null | FileCheck %s
// RUN: rulir-opt %s --log-actions-to=- --pass-pipeline='builtin.module(func.func(canonicalize))' -o /dev/null \
// RUN:   | FileCheck %s --check-prefix=NESTED
// RUN: rulir-opt %s --log-actions-to=%t.log --canonicalize | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s < %t.log
// RUN: rulir-opt %s --log-actions-to=- --log-mlir-actions-filter=%s:31 \
// RUN:   --pass-pipeline='builtin.module(func.func(canonicalize))' -o /dev/null | FileCheck %s --check-prefix=FILTER
// RUN: rulir-opt %s --log-actions-to=- --log-mlir-actions-filter=log-actions.mlir:31 --canonicalize -o /dev/null \
// RUN:   | count 0
// RUN: not rulir-opt %s --log-actions-to=%t.missing/x.log --canonicalize 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK:      [thread rulir-opt] begins (no breakpoint) Action `pass-execution` running `Canonicalizer` on Operation `builtin.module` (module {...})`
// CHECK-NEXT: [thread rulir-opt] begins (no breakpoint) Action GreedyPatternRewriteIteration(1) (Region #0 for op module {...})`
// CHECK-NEXT: [thread rulir-opt] completed `GreedyPatternRewriteIteration`
// CHECK-NEXT: [thread rulir-opt] begins (no breakpoint) Action GreedyPatternRewriteIteration(2) (Region #0 for op module {...})`
// CHECK-NEXT: [thread rulir-opt] completed `GreedyPatternRewriteIteration`
// CHECK-NEXT: [thread rulir-opt] completed `pass-execution`
// CHECK-NOT:  Action

// NESTED:      running `Canonicalizer` on Operation `func.func` (func.func @test() {...})`
// NESTED:      GreedyPatternRewriteIteration(1) (Region #0 for op func.func @test() {...})`
// NESTED:      running `Canonicalizer` on Operation `func.func` (func.func @other() {...})`

// IR: func.func @test()
// IR-NOT: arith.constant

func.func @test() {
  // The constant is erased: a second sweep sees nothing to do.
  %0 = arith.constant 1.5 : f32
  return
}

func.func @other() {
  return
}

// FILTER:     running `Canonicalizer` on Operation `func.func` (func.func @test() {...})`
// FILTER-NOT: @other

// BAD: cannot open action log
