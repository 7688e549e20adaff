// Pass options, as mlir-opt-19 reads, prints and rejects them (every RUN
// line runs both tools): bare flags, quoted and braced values, lists that
// grow when given again, --dump-pass-pipeline's text (sorted by name, an
// empty list printed as nothing, a string with a space in braces), and the
// messages for an unknown option or a bad value, on the command line and
// in a --pass-pipeline (then with the passes that could not be added).
// RUN: rulir-opt %s --dump-pass-pipeline --affine-loop-fusion 2>&1 >/dev/null | FileCheck %s --check-prefix=FUSION
// RUN: %mlir_opt %s --dump-pass-pipeline --affine-loop-fusion 2>&1 >/dev/null | FileCheck %s --check-prefix=FUSION
// RUN: rulir-opt %s --dump-pass-pipeline --canonicalize='region-simplify=aggressive enable-patterns=a,b' 2>&1 >/dev/null | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s --dump-pass-pipeline --canonicalize='region-simplify=aggressive enable-patterns=a,b' 2>&1 >/dev/null | FileCheck %s --check-prefix=CANON
// RUN: rulir-opt %s --dump-pass-pipeline --symbol-privatize --symbol-privatize=exclude=a,b 2>&1 >/dev/null | FileCheck %s --check-prefix=LIST
// RUN: %mlir_opt %s --dump-pass-pipeline --symbol-privatize --symbol-privatize=exclude=a,b 2>&1 >/dev/null | FileCheck %s --check-prefix=LIST
// RUN: rulir-opt %s --dump-pass-pipeline --arith-emulate-unsupported-floats --scf-parallel-loop-tiling='parallel-loop-tile-sizes=1 parallel-loop-tile-sizes=4' 2>&1 >/dev/null | FileCheck %s --check-prefix=RULES
// RUN: %mlir_opt %s --dump-pass-pipeline --arith-emulate-unsupported-floats --scf-parallel-loop-tiling='parallel-loop-tile-sizes=1 parallel-loop-tile-sizes=4' 2>&1 >/dev/null | FileCheck %s --check-prefix=RULES
// RUN: rulir-opt %s --dump-pass-pipeline --snapshot-op-locations="filename='a b'" --inline --mem2reg=region-simplify --convert-arith-to-llvm=index-bitwidth=0x20 2>&1 >/dev/null | FileCheck %s --check-prefix=MISC
// RUN: %mlir_opt %s --dump-pass-pipeline --snapshot-op-locations="filename='a b'" --inline --mem2reg=region-simplify --convert-arith-to-llvm=index-bitwidth=0x20 2>&1 >/dev/null | FileCheck %s --check-prefix=MISC
// RUN: not rulir-opt %s --affine-loop-tile=tile-size=x 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not %mlir_opt %s --affine-loop-tile=tile-size=x 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not rulir-opt %s --affine-loop-fusion=fusion-compute-tolerance=x 2>&1 | FileCheck %s --check-prefix=DOUBLE
// RUN: not %mlir_opt %s --affine-loop-fusion=fusion-compute-tolerance=x 2>&1 | FileCheck %s --check-prefix=DOUBLE
// RUN: not rulir-opt %s --affine-loop-tile=tile-size 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: not %mlir_opt %s --affine-loop-tile=tile-size 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: not rulir-opt %s --convert-arith-to-llvm=foo 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not %mlir_opt %s --convert-arith-to-llvm=foo 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not rulir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{top-down=x}))' 2>&1 | FileCheck %s --check-prefix=PIPE-BOOL
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(canonicalize{top-down=x}))' 2>&1 | FileCheck %s --check-prefix=PIPE-BOOL
// RUN: not rulir-opt %s --pass-pipeline='builtin.module(affine-loop-fusion{mode=bad foo})' 2>&1 | FileCheck %s --check-prefix=PIPE-ENUM
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(affine-loop-fusion{mode=bad foo})' 2>&1 | FileCheck %s --check-prefix=PIPE-ENUM
// RUN: not rulir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{foo}))' 2>&1 | FileCheck %s --check-prefix=PIPE-UNKNOWN
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(canonicalize{foo}))' 2>&1 | FileCheck %s --check-prefix=PIPE-UNKNOWN

func.func @f() {
  return
}

// FUSION: builtin.module(affine-loop-fusion{fusion-compute-tolerance=3.000000e-01 fusion-fast-mem-space=0 fusion-local-buf-threshold=0 fusion-maximal=false mode=greedy})
// CANON: builtin.module(canonicalize{ enable-patterns=a,b max-iterations=10 max-num-rewrites=-1 region-simplify=aggressive test-convergence=false top-down=true})
// LIST: builtin.module(symbol-privatize{},symbol-privatize{exclude=a,b})
// RULES: builtin.module(arith-emulate-unsupported-floats{ target-type=f32},scf-parallel-loop-tiling{no-min-max-bounds=false parallel-loop-tile-sizes=1,4})
// MISC: builtin.module(snapshot-op-locations{filename={a b} tag=},inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 },mem2reg{region-simplify=true},convert-arith-to-llvm{index-bitwidth=32})

// UINT: for the --tile-size option: 'x' value invalid for uint argument!
// UINT-NEXT: <unknown>:0: error: {{$}}
// DOUBLE: for the --fusion-compute-tolerance option: 'x' value invalid for floating point argument!
// NOVALUE: for the --tile-size option: requires a value!
// UNKNOWN: <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// UNKNOWN-EMPTY:
// PIPE-BOOL: for the --top-down option: 'x' is invalid value for boolean argument! Try 0 or 1
// PIPE-BOOL-NEXT: <unknown>:0: error: {{$}}
// PIPE-BOOL-NEXT: failed to add `canonicalize` with options `top-down=x`
// PIPE-BOOL-NEXT: failed to add `func.func` with options `` to inner pipeline
// PIPE-ENUM: for the --mode option: Cannot find option named 'bad'!
// PIPE-ENUM-NEXT: <unknown>:0: error: {{$}}
// PIPE-ENUM-NEXT: failed to add `affine-loop-fusion` with options `mode=bad foo`
// PIPE-UNKNOWN: <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// PIPE-UNKNOWN-EMPTY:
// PIPE-UNKNOWN-NEXT: failed to add `canonicalize` with options `foo`
// PIPE-UNKNOWN-NEXT: failed to add `func.func` with options `` to inner pipeline
