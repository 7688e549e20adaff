// --mlir-pass-statistics: after the passes, on stderr, MLIR's report:
// its header, then each pass (nested pipelines as "'func.func' Pipeline",
// indented) with its statistics sorted by name, `(S) value name - what`,
// values and names in columns; --mlir-pass-statistics-display=list merges
// the runs of each pass and sorts passes by name. rulir's greedy passes
// count folds, rewrites, erasures, constants hoisted and sweeps. The header
// is mlir-opt-19's (whose release build counts nothing, so prints no pass).
// RUN: rulir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize),canonicalize)' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefixes=HEADER,PIPELINE
// RUN: %mlir_opt %s -pass-pipeline='builtin.module(func.func(canonicalize),canonicalize)' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=HEADER
// RUN: rulir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize),canonicalize)' -mlir-pass-statistics -mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefixes=HEADER,LIST
// RUN: rulir-opt %s --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=HEADER
// RUN: not rulir-opt %s --mlir-pass-statistics --mlir-pass-statistics-display=tree 2>&1 | FileCheck %s --check-prefix=BAD

// HEADER:      {{^}}===-------------------------------------------------------------------------==={{$}}
// HEADER-NEXT: {{^}}                         ... Pass statistics report ...{{$}}
// HEADER-NEXT: {{^}}===-------------------------------------------------------------------------==={{$}}

// PIPELINE-NEXT: 'func.func' Pipeline
// PIPELINE-NEXT:   Canonicalizer
// PIPELINE-NEXT:     (S) 2 num-erased   - Number of dead operations erased
// PIPELINE-NEXT:     (S) 1 num-folded   - Number of operations folded
// PIPELINE-NEXT:     (S) 0 num-hoisted  - Number of constants uniqued or hoisted
// PIPELINE-NEXT:     (S) 0 num-rewrites - Number of rewrites by patterns and rules
// PIPELINE-NEXT:     (S) 3 num-sweeps   - Number of sweeps over the IR
// PIPELINE-NEXT: Canonicalizer
// PIPELINE-NEXT:   (S) 0 num-erased   - Number of dead operations erased
// PIPELINE-NEXT:   (S) 0 num-folded   - Number of operations folded
// PIPELINE-NEXT:   (S) 0 num-hoisted  - Number of constants uniqued or hoisted
// PIPELINE-NEXT:   (S) 0 num-rewrites - Number of rewrites by patterns and rules
// PIPELINE-NEXT:   (S) 1 num-sweeps   - Number of sweeps over the IR
// PIPELINE-EMPTY:

// LIST-NEXT: Canonicalizer
// LIST-NEXT:   (S) 2 num-erased   - Number of dead operations erased
// LIST-NEXT:   (S) 1 num-folded   - Number of operations folded
// LIST-NEXT:   (S) 0 num-hoisted  - Number of constants uniqued or hoisted
// LIST-NEXT:   (S) 0 num-rewrites - Number of rewrites by patterns and rules
// LIST-NEXT:   (S) 4 num-sweeps   - Number of sweeps over the IR
// LIST-EMPTY:

// BAD: rulir-opt: for the --mlir-pass-statistics-display option: Cannot find option named 'tree'!

func.func @f(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %0 = arith.addi %c3, %c4 : i32
  %1 = arith.addi %x, %0 : i32
  return %1 : i32
}
func.func @g(%x: i32) -> i32 {
  return %x : i32
}
