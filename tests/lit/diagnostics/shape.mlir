// Diagnostics have the clang/mlir-opt shape: file:line:col, the severity, the
// message, then the source line and a caret under the column; notes follow.
// RUN: not rulir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: shape.mlir:{{[0-9]+}} offset :8:7: error: use of undeclared SSA value name
// CHECK-NEXT: {{^}}"t.b"(%nope) : (i32) -> ()
// CHECK-NEXT: {{^}}      ^
"t.b"(%nope) : (i32) -> ()

// -----

// A redefinition names the first definition in a note.
// CHECK: shape.mlir:{{[0-9]+}} offset :8:1: error: redefinition of SSA value '%x'
// CHECK: shape.mlir:{{[0-9]+}} offset :7:1: note: previously defined here
// CHECK-NEXT: {{^}}%x = "t.c"() : () -> i32
%x = "t.c"() : () -> i32
%x = "t.d"() : () -> i32

// -----

// A verifier error on an op at an unknown location, and on one at a call
// site (with where it was called from); the op is shown in a note.
// CHECK: <unknown>:0: error: 'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks
// CHECK-NEXT: <unknown>:0: note: see current operation:
"builtin.module"() ({}) : () -> () loc(unknown)

// -----

// CHECK: a.c:1:2: error: 'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks
// CHECK-NEXT: b.c:3:4: note: called from
// CHECK-NEXT: a.c:1:2: note: see current operation:
// CHECK-NEXT: "builtin.module"() ({
"builtin.module"() ({}) : () -> () loc(callsite("a.c":1:2 at "b.c":3:4))
