// --dump-pass-pipeline: before the passes run, on stderr, "Pass Manager
// with N passes:" (N at the top level) and the pipeline as text, each pass
// with every option and its value, sorted by name (an unset pattern list
// prints as nothing), then a blank line. Pass flags run on the top-level
// op, whatever its name. Output identical to mlir-opt-19's.
// RUN: rulir-opt %s --canonicalize --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: rulir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize{top-down=false max-iterations=3}),canonicalize{enable-patterns=a,b})' -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: rulir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize{top-down=false max-iterations=3}),canonicalize{enable-patterns=a,b})' -dump-pass-pipeline -o /dev/null 2> %t.rulir
// RUN: %mlir_opt %s -pass-pipeline='builtin.module(func.func(canonicalize{top-down=false max-iterations=3}),canonicalize{enable-patterns=a,b})' -dump-pass-pipeline -o /dev/null 2> %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE
// A pass declared in a rules file prints its declared options.
// RUN: rulir-opt %s --convert-arith-to-llvm=index-bitwidth=32 --reconcile-unrealized-casts --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=RULES

// FLAG:      Pass Manager with 1 passes:
// FLAG-NEXT: builtin.module(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true})
// FLAG-EMPTY:

// NESTED:      Pass Manager with 2 passes:
// NESTED-NEXT: builtin.module(func.func(canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}),canonicalize{ enable-patterns=a,b max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true})
// NESTED-EMPTY:

// NONE:      Pass Manager with 0 passes:
// NONE-NEXT: builtin.module()

// RULES:      Pass Manager with 2 passes:
// RULES-NEXT: builtin.module(convert-arith-to-llvm{index-bitwidth=32},reconcile-unrealized-casts)

func.func @f(%x: i32) -> i32 {
  return %x : i32
}
