// A dialect type or attribute body ends, as in MLIR, at a NUL byte as at
// the end of the input: the body is unbalanced, reported at its `<` (as
// mlir-opt-19 reports it). A NUL inside a string of the body is kept.
// rulir once took a NUL as any other byte, and then printed text it could
// not read back (found by tests/fuzz/mlir.c).
// RUN: printf '"t.x"() : () -> !foo.t<a\000b>\n' > %t.nul.mlir
// RUN: not rulir-opt --allow-unregistered-dialect %t.nul.mlir 2>&1 | FileCheck %s --check-prefix=NUL
// RUN: not %mlir_opt --allow-unregistered-dialect %t.nul.mlir 2>&1 | FileCheck %s --check-prefix=NUL
// NUL: nul.mlir:1:23: error: unbalanced '<' character in pretty dialect name
// RUN: printf '"t.x"() {a = #foo.t<a[b\000]>} : () -> ()\n' > %t.nul2.mlir
// RUN: not rulir-opt --allow-unregistered-dialect %t.nul2.mlir 2>&1 | FileCheck %s --check-prefix=NUL2
// RUN: not %mlir_opt --allow-unregistered-dialect %t.nul2.mlir 2>&1 | FileCheck %s --check-prefix=NUL2
// NUL2: nul2.mlir:1:20: error: unbalanced '[' character in pretty dialect name
// RUN: printf '"t.x"() : () -> !foo.t<a[b' > %t.eof.mlir
// RUN: not rulir-opt --allow-unregistered-dialect %t.eof.mlir 2>&1 | FileCheck %s --check-prefix=EOF
// RUN: not %mlir_opt --allow-unregistered-dialect %t.eof.mlir 2>&1 | FileCheck %s --check-prefix=EOF
// EOF: eof.mlir:1:23: error: unbalanced '[' character in pretty dialect name
// RUN: printf '"t.x"() : () -> !foo.t<"a\000b">\n' > %t.str.mlir
// RUN: rulir-opt --allow-unregistered-dialect %t.str.mlir | rulir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=STR
// STR: !foo.t<"a{{.}}b">
