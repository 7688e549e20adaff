// --mlir-pass-pipeline-crash-reproducer=FILE as mlir-opt-19 has it: when a
// pass fails (or crashes), FILE holds the IR the pipeline started from and
// the pipeline, in the external resource mlir_reproducer (top-level passes
// joined by ", "); --mlir-pass-pipeline-local-reproducer keeps the IR right
// before the failing pass and that pass alone, under its anchors;
// --run-reproducer replays the file. The files are mlir-opt-19's, byte for
// byte.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not rulir-opt %s --cse --canonicalize="test-convergence=true max-iterations=1" --mlir-pass-pipeline-crash-reproducer=%t/r.mlir 2> %t/r.err
// RUN: not %mlir_opt %s --cse --canonicalize="test-convergence=true max-iterations=1" --mlir-pass-pipeline-crash-reproducer=%t/m.mlir
// RUN: diff %t/r.mlir %t/m.mlir
// RUN: FileCheck %s < %t/r.mlir
// RUN: FileCheck %s --check-prefix=ERR < %t/r.err
// The replay fails the same way, and needs no pass flag.
// RUN: not rulir-opt --run-reproducer %t/r.mlir 2>&1 | FileCheck %s --check-prefix=REPLAY
// A nested pipeline, local: the pass under its anchors, the IR before it.
// RUN: not rulir-opt %s --pass-pipeline='builtin.module(cse,func.func(cse,canonicalize{test-convergence=true max-iterations=1}))' --mlir-pass-pipeline-crash-reproducer=%t/l.mlir --mlir-pass-pipeline-local-reproducer --mlir-disable-threading 2> %t/l.err
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(cse,func.func(cse,canonicalize{test-convergence=true max-iterations=1}))' --mlir-pass-pipeline-crash-reproducer=%t/ml.mlir --mlir-pass-pipeline-local-reproducer --mlir-disable-threading
// RUN: diff %t/l.mlir %t/ml.mlir
// RUN: FileCheck %s --check-prefix=LOCAL < %t/l.mlir
// RUN: FileCheck %s --check-prefix=LOCALERR < %t/l.err
// Not local: the nested pipeline's own separators.
// RUN: not rulir-opt %s --pass-pipeline='builtin.module(cse,func.func(cse,canonicalize{test-convergence=true max-iterations=1}))' --mlir-pass-pipeline-crash-reproducer=%t/n.mlir
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(cse,func.func(cse,canonicalize{test-convergence=true max-iterations=1}))' --mlir-pass-pipeline-crash-reproducer=%t/mn.mlir
// RUN: diff %t/n.mlir %t/mn.mlir
// A crash (MLIR's test-pass-crash): the reproducer is written, exit 1.
// RUN: not rulir-opt %s --cse --test-pass-crash --mlir-pass-pipeline-crash-reproducer=%t/c.mlir 2>&1 | FileCheck %s --check-prefix=CRASH
// RUN: not %mlir_opt %s --cse --test-pass-crash --mlir-pass-pipeline-crash-reproducer=%t/mc.mlir
// RUN: diff %t/c.mlir %t/mc.mlir
// A replay whose pipeline succeeds prints the IR without the reproducer's metadata.
// RUN: sed 's/pipeline: ".*"/pipeline: "builtin.module(cse)"/' %t/r.mlir > %t/ok.mlir
// RUN: rulir-opt --run-reproducer %t/ok.mlir | FileCheck %s --check-prefix=OK
// A pipeline that succeeds writes nothing.
// RUN: rulir-opt %s --cse --mlir-pass-pipeline-crash-reproducer=%t/none.mlir > /dev/null
// RUN: not test -e %t/none.mlir

// CHECK: func.func @f(%arg0: i32) -> i32 {
// CHECK: {-#
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     mlir_reproducer: {
// CHECK-NEXT:       pipeline: "builtin.module(cse, canonicalize{  max-iterations=1 max-num-rewrites=-1 region-simplify=normal test-convergence=true top-down=true})",
// CHECK-NEXT:       disable_threading: false,
// CHECK-NEXT:       verify_each: true
// ERR: error: Failures have been detected while processing an MLIR pass pipeline
// ERR: note: Pipeline failed while executing [`Canonicalizer` on 'builtin.module' operation]: reproducer generated at `{{.*}}r.mlir`
// REPLAY: error: canonicalize did not converge after 1 iterations
// LOCAL: pipeline: "builtin.module(func.func(canonicalize{  max-iterations=1 max-num-rewrites=-1 region-simplify=normal test-convergence=true top-down=true}))",
// LOCAL-NEXT: disable_threading: true,
// LOCALERR: reproducer.mlir:[[@LINE+3]]:1: error: Failures have been detected while processing an MLIR pass pipeline
// LOCALERR: note: Pipeline failed while executing `Canonicalizer` on 'func.func' operation: @f: reproducer generated at
// CRASH: note: Pipeline failed while executing [`(anonymous namespace)::TestCrashRecoveryPass` on 'builtin.module' operation]: reproducer generated at `{{.*}}c.mlir`
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %0, %c0 : i32
  return %1 : i32
}
// OK-NOT: mlir_reproducer
// OK: return
// OK-NOT: mlir_reproducer
