// Under --split-input-file each chunk is a buffer of its own, named as MLIR
// names it: "within split at FILE:N offset ", N the line of the file where
// the chunk starts (the marker's line, whose rest begins the chunk), its
// lines counted from there. Errors, --verify-diagnostics' reports and the
// locations --mlir-print-debuginfo prints (in the output and in the op a
// diagnostic shows) all read so; the same text as mlir-opt-19's and
// mlir-translate-19's.
// RUN: not rulir-opt %s -split-input-file 2>&1 >/dev/null | FileCheck %s -DFILE=%s
// RUN: not rulir-opt %s -split-input-file > %t.rulir 2>&1
// RUN: not %mlir_opt %s -split-input-file > %t.mlir 2>&1
// RUN: diff %t.rulir %t.mlir
// RUN: not rulir-opt %s -split-input-file -mlir-print-debuginfo -mlir-print-local-scope > %t.rulir 2>&1
// RUN: not %mlir_opt %s -split-input-file -mlir-print-debuginfo -mlir-print-local-scope > %t.mlir 2>&1
// RUN: diff %t.rulir %t.mlir
// RUN: not rulir-opt %s -split-input-file -verify-diagnostics > %t.rulir 2>&1
// RUN: FileCheck %s --check-prefix=VERIFY -DFILE=%s < %t.rulir
// RUN: not rulir-translate %s -split-input-file -mlir-to-llvmir 2>&1 >/dev/null | FileCheck %s --check-prefix=TRANSLATE -DFILE=%s
// RUN: not rulir-opt %s -mlir-print-debuginfo -mlir-print-local-scope 2>&1 | FileCheck %s --check-prefix=WHOLE -DFILE=%s

// Without --split-input-file, the file's own name and lines.
// WHOLE: error: expected SSA operand
// WHOLE-NOT: within split

// CHECK: within split at [[FILE]]:28 offset :4:16: error: expected SSA operand
// VERIFY: within split at [[FILE]]:28 offset :4:16: error: unexpected error: expected SSA operand
// TRANSLATE: within split at [[FILE]]:28 offset :4:16: error: expected SSA operand

// -----

llvm.func @a() {
  %0 = llvm.add : i32
  llvm.return
}

// -----

// CHECK: within split at [[FILE]]:35 offset :7:3: error: 'llvm.return' op
// VERIFY: within split at [[FILE]]:35 offset :5:4: error: expected error "no such error" was not produced
// expected-error @below {{no such error}}
llvm.func @b() -> i32 {
  llvm.return
}
