// --mlir-print-ir-before=P and --mlir-print-ir-after=P (comma-separated
// pass names, or given again), and -before-all/-after-all: on stderr, a
// header naming the pass, the op it ran on (a function prints alone,
// numbered from itself), and a blank line; after a pass on the whole
// module, the module with its aliases. Output identical to mlir-opt-19's.
// RUN: rulir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize),canonicalize)' --mlir-print-ir-before=canonicalize -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: rulir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize),canonicalize)' -mlir-print-ir-before=canonicalize -o /dev/null 2> %t.rulir.before
// RUN: %mlir_opt %s -pass-pipeline='builtin.module(func.func(canonicalize),canonicalize)' -mlir-print-ir-before=canonicalize -o /dev/null 2> %t.mlir.before
// RUN: diff %t.rulir.before %t.mlir.before
// RUN: rulir-opt %s -canonicalize -reconcile-unrealized-casts --mlir-print-ir-after=reconcile-unrealized-casts -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: rulir-opt %s -canonicalize -reconcile-unrealized-casts --mlir-print-ir-after=reconcile-unrealized-casts,canonicalize -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: rulir-opt %s -canonicalize -reconcile-unrealized-casts --mlir-print-ir-after=reconcile-unrealized-casts --mlir-print-ir-after=canonicalize -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: rulir-opt %s -canonicalize -reconcile-unrealized-casts --mlir-print-ir-before-all --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: rulir-opt %s -canonicalize -reconcile-unrealized-casts -mlir-print-ir-before-all -mlir-print-ir-after-all -o /dev/null 2> %t.rulir.all
// RUN: %mlir_opt %s -canonicalize -reconcile-unrealized-casts -mlir-print-ir-before-all -mlir-print-ir-after-all -o /dev/null 2> %t.mlir.all
// RUN: diff %t.rulir.all %t.mlir.all
// RUN: not rulir-opt %s -canonicalize --mlir-print-ir-after=canonicalise 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not rulir-opt %s -canonicalize --mlir-print-ir-after 2>&1 | FileCheck %s --check-prefix=NOVALUE

// BEFORE:      // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// BEFORE-NEXT: func.func @f(%arg0: index) -> index {
// BEFORE-NEXT:   %c0 = arith.constant 0 : index
// BEFORE-NEXT:   %0 = arith.addi %arg0, %c0 : index
// BEFORE-NEXT:   %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%0)
// BEFORE-NEXT:   return %1 : index
// BEFORE-NEXT: }
// BEFORE-EMPTY:
// BEFORE-NEXT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// BEFORE-NEXT: #map = affine_map<()[s0] -> (s0 + 1)>
// BEFORE-NEXT: module {
// BEFORE-NEXT:   func.func @f(%arg0: index) -> index {
// BEFORE-NEXT:     %0 = affine.apply #map()[%arg0]
// BEFORE-NEXT:     return %0 : index
// BEFORE-NEXT:   }
// BEFORE-NEXT: }
// BEFORE-EMPTY:
// BEFORE-EMPTY:
// BEFORE-NOT: IR Dump

// AFTER-NOT:  IR Dump After Canonicalizer
// AFTER:      // -----// IR Dump After ReconcileUnrealizedCasts (reconcile-unrealized-casts) //----- //
// AFTER-NEXT: #map = affine_map<()[s0] -> (s0 + 1)>
// AFTER-NEXT: module {

// BOTH: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// BOTH: // -----// IR Dump After ReconcileUnrealizedCasts (reconcile-unrealized-casts) //----- //

// ALL:      // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// ALL:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// ALL:      // -----// IR Dump Before ReconcileUnrealizedCasts (reconcile-unrealized-casts) //----- //
// ALL:      // -----// IR Dump After ReconcileUnrealizedCasts (reconcile-unrealized-casts) //----- //

// UNKNOWN: rulir-opt: for the --mlir-print-ir-after option: Cannot find option named 'canonicalise'!
// NOVALUE: rulir-opt: for the --mlir-print-ir-after option: Cannot find option named ''!

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = arith.addi %i, %c0 : index
  %1 = affine.apply #map(%0)
  return %1 : index
}

// A pass declared in rules/*.rules carries MLIR's display name.
// RUN: rulir-opt %s --convert-arith-to-llvm --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=RULES
// RUN: %mlir_opt %s --convert-arith-to-llvm --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=RULES
// RULES: // -----// IR Dump After ArithToLLVMConversionPass (convert-arith-to-llvm) //----- //
