// --lower-vector-multi-reduction's lowering-strategy is an enum option, as
// mlir-opt-19's: --help lists its cases, --dump-pass-pipeline prints the
// case chosen (or the default), and a value that is no case, or none, is
// rejected with the same messages. Every RUN line runs both tools.
// RUN: rulir-opt --help | FileCheck %s --check-prefix=HELP
// RUN: %mlir_opt --help | FileCheck %s --check-prefix=HELP
// RUN: rulir-opt %s --lower-vector-multi-reduction --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=DEF
// RUN: %mlir_opt %s --lower-vector-multi-reduction --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=DEF
// RUN: rulir-opt %s --lower-vector-multi-reduction=lowering-strategy=inner-reduction --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=RED
// RUN: %mlir_opt %s --lower-vector-multi-reduction=lowering-strategy=inner-reduction --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=RED
// RUN: not rulir-opt %s --lower-vector-multi-reduction=lowering-strategy=inner 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %mlir_opt %s --lower-vector-multi-reduction=lowering-strategy=inner 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not rulir-opt %s '--pass-pipeline=builtin.module(func.func(lower-vector-multi-reduction{lowering-strategy=Inner-Parallel}))' 2>&1 | FileCheck %s --check-prefix=BAD2
// RUN: not %mlir_opt %s '--pass-pipeline=builtin.module(func.func(lower-vector-multi-reduction{lowering-strategy=Inner-Parallel}))' 2>&1 | FileCheck %s --check-prefix=BAD2
// RUN: not rulir-opt %s --lower-vector-multi-reduction=lowering-strategy 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: not %mlir_opt %s --lower-vector-multi-reduction=lowering-strategy 2>&1 | FileCheck %s --check-prefix=NOVALUE

// HELP:      --lower-vector-multi-reduction - Lower 'vector.multi_reduction' operations
// HELP-NEXT:   --lowering-strategy=<value> - Select the strategy to control how multi_reduction is lowered.
// HELP-NEXT: =inner-parallel - Lower multi_reduction into outer-reduction and inner-parallel ops.
// HELP-NEXT: =inner-reduction - Lower multi_reduction into outer-parallel and inner-reduction ops.

// (MLIR's pass runs on func.func, rulir's on the module: the anchor differs.)
// DEF: lower-vector-multi-reduction{lowering-strategy=inner-parallel}
// RED: lower-vector-multi-reduction{lowering-strategy=inner-reduction}

// BAD: opt: for the --lowering-strategy option: Cannot find option named 'inner'!
// BAD-NEXT: <unknown>:0: error:
// BAD2: opt: for the --lowering-strategy option: Cannot find option named 'Inner-Parallel'!
// NOVALUE: opt: for the --lowering-strategy option: requires a value!
// NOVALUE-NEXT: <unknown>:0: error:

func.func @f(%v: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}
