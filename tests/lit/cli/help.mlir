// --help, grouped and introduced as mlir-opt-19's: the overview and the registered
// dialects, "General options" (every option, sorted, each with its value
// and a line of help), "Compiler passes to run" with every registered pass
// (rulir's own, those of the rules files compiled in, and those of the
// --rules files given before --help), its summary and its options, then
// "Generic Options". -help, --help and -h alike; later arguments are not
// read. --version prints a version line. The other tools likewise.
// RUN: rulir-opt --help | FileCheck %s
// RUN: rulir-opt -help | FileCheck %s
// RUN: rulir-opt -h | FileCheck %s
// RUN: rulir-opt --help --no-such-flag | FileCheck %s
// RUN: rulir-opt --help | FileCheck %s --check-prefix=NORULES
// RUN: rulir-opt --rules %S/Inputs/widen.rules --help | FileCheck %s --check-prefixes=CHECK,RULES
// RUN: rulir-opt --help --rules %S/Inputs/widen.rules | FileCheck %s --check-prefix=NORULES
// RUN: rulir-opt --version | FileCheck %s --check-prefix=VERSION
// RUN: rulir-opt -version | FileCheck %s --check-prefix=VERSION

// CHECK:      OVERVIEW: MLIR modular optimizer driver
// CHECK-EMPTY:
// CHECK-NEXT: Available Dialects: {{.*}}arith, builtin, cf, {{.*}}func, {{.*}}llvm, {{.*}}scf
// CHECK-NEXT: USAGE: rulir-opt [options] <input file>
// CHECK-EMPTY:
// CHECK-NEXT: OPTIONS:
// CHECK-EMPTY:
// CHECK-NEXT: General options:
// CHECK-EMPTY:
// CHECK-NEXT:   --allow-unregistered-dialect - Accept ops
// CHECK:        --dump-pass-pipeline - Print the pass pipeline
// CHECK:        --mlir-elide-elementsattrs-if-larger=<uint> - {{.*}}dense_resource<__elided__>
// CHECK:        --mlir-print-elementsattrs-with-hex-if-larger=<long> - {{.*}}hex
// CHECK:        --mlir-print-ir-after=<pass-arg> - Print the IR after these passes
// CHECK:        --mlir-print-local-scope - Print without aliases
// CHECK:        --no-implicit-module - {{.*}}builtin.module
// CHECK:        -o <filename> - Where to write the output
// CHECK:        --pass-pipeline=<string> - The passes to run
// CHECK:        --split-input-file[=<string>] - Process each chunk
// CHECK:        --verify-each - Verify the IR after each pass
// CHECK-NEXT:   Compiler passes to run
// CHECK-NEXT:     Passes:
// CHECK-NEXT:       --affine-data-copy-generate -   Generate explicit copying for affine memory operations
// CHECK:            --affine-expand-index-ops -   Lower affine operations operating on indices into more fundamental operations
// CHECK-NEXT:       --affine-loop-fusion -   Fuse affine loop nests
// CHECK:            --affine-loop-invariant-code-motion -   Hoist loop invariant instructions outside of affine loops
// CHECK-NEXT:       --affine-loop-tile -   Tile affine loop nests
// CHECK:            --apply-rules -   Apply the pattern rules
// CHECK:            --canonicalize -   Canonicalize operations
// CHECK-NEXT:         --disable-patterns=<string> - Patterns and rules not to apply
// CHECK-NEXT:         --enable-patterns=<string> - Apply only these
// CHECK-NEXT:         --max-iterations=<long> - Sweeps over the IR
// CHECK-NEXT:         --max-num-rewrites=<long> - Rewrites in one sweep
// CHECK-NEXT:         --region-simplify=<value> - Simplification of the region tree
// CHECK-NEXT:           =disabled -   No region simplification
// CHECK-NEXT:           =normal -   Erase unreachable blocks
// CHECK-NEXT:           =aggressive -   Also merge blocks
// CHECK-NEXT:         --test-convergence - Fail when no fixed point
// CHECK-NEXT:         --top-down - Visit ops from the top
// A pass declared in a rules file compiled in, with its options.
// CHECK:            --convert-arith-to-llvm -   {{.+}}
// CHECK-NEXT:         --index-bitwidth=<uint> - {{.+}}
// CHECK:            --reconcile-unrealized-casts -   {{.+}}
// RULES:            --widen-adds -   i32 additions done in i64
// RULES-NEXT:         --keep-i16 - Leave i16 additions alone
// CHECK:      Generic Options:
// CHECK-EMPTY:
// CHECK-NEXT:   --help - Print the options and the registered passes
// CHECK-NEXT:   --version - Print the version of this program

// NORULES-NOT: widen-adds

// VERSION: rulir-opt (rulir) version {{[0-9.]+}}

// The other tools.
// RUN: rulir-translate --help | FileCheck %s --check-prefix=TRANSLATE
// RUN: rulir-translate -version | FileCheck %s --check-prefix=TRANSLATE-VERSION
// RUN: rulir-run --help | FileCheck %s --check-prefix=RUNNER
// RUN: rulir-run --version | FileCheck %s --check-prefix=RUNNER-VERSION
// RUN: rulir-gen --help | FileCheck %s --check-prefix=GEN
// RUN: rulir-gen -version | FileCheck %s --check-prefix=GEN-VERSION

// TRANSLATE:      USAGE: rulir-translate [options] <input file>
// TRANSLATE:      General options:
// TRANSLATE:        --emit-bitcode - Write LLVM bitcode
// TRANSLATE:        --mlir-print-op-on-diagnostic - Attach the op to its diagnostics
// The translations are a group sorted where its alternative's name sorts, as in LLVM.
// TRANSLATE-NEXT:   Translations to perform
// TRANSLATE-NEXT:       --mlir-to-llvmir - Translate a module in the llvm dialect to LLVM IR
// TRANSLATE-NEXT:   -o <filename> - Where to write the output
// TRANSLATE:        --verify-diagnostics - Check that emitted diagnostics match
// TRANSLATE:      Generic Options:
// TRANSLATE-VERSION: rulir-translate (rulir) version {{[0-9.]+}}
// TRANSLATE-VERSION: LLVM 19.

// RUNNER:      USAGE: rulir-run [options] <input file>
// RUNNER:      General options:
// RUNNER:        -e <function name> - The function to call (default: main)
// RUNNER-NEXT:   --entry-point-result=<f32 | f64 | i32 | i64 | void> - The type of its result
// RUNNER:      Generic Options:
// RUNNER:      linking options:
// RUNNER:        --shared-libs=<string> - Libraries to load
// RUNNER:      opt-like flags:
// RUNNER-EMPTY:
// RUNNER-NEXT:   --O0
// RUNNER-NEXT:   --O1
// RUNNER-NEXT:   --O2
// RUNNER-NEXT:   --O3
// RUNNER-VERSION: rulir-run (rulir) version {{[0-9.]+}}

// GEN: USAGE: rulir-gen [options] FILE.ops
// GEN: -I <dir> - Where
// GEN-VERSION: rulir-gen (rulir) version {{[0-9.]+}}
