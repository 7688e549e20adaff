// A diagnostic at a call site location shows the call stack, as
// mlir-opt-19's does: a "called from" note for each caller, the call site
// found through a name and, in a fused location, in the first part that has
// one; at most 10 callers. Output identical to mlir-opt-19's.
// RUN: not rulir-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not rulir-opt %s -split-input-file > %t.rulir 2>&1
// RUN: not %mlir_opt %s -split-input-file > %t.mlir 2>&1
// RUN: diff %t.rulir %t.mlir

// CHECK: a.c:1:0: error: 'arith.constant' op failed to verify that all of {value, result} have same type
// CHECK-NEXT: b.c:2:0: note: called from
// CHECK-NEXT: c.c:3:0: note: called from
// CHECK-NEXT: a.c:1:0: note: see current operation:
%x = "arith.constant"() {value = 1} : () -> i1 loc(callsite("a.c":1:0 at callsite("b.c":2:0 at "c.c":3:0)))

// -----

// The error is at the fused location's first file location, the stack
// that of its first call site.
// CHECK: z.c:9:0: error: 'arith.constant' op failed
// CHECK-NEXT: b.c:2:0: note: called from
// CHECK-NEXT: c.c:3:0: note: called from
// CHECK-NEXT: z.c:9:0: note: see current operation:
%x = "arith.constant"() {value = 1} : () -> i1 loc(fused["f", "g"("z.c":9:0), callsite("n"("a.c":1:0) at "n2"(callsite("b.c":2:0 at "c.c":3:0)))])

// -----

// Ten callers are shown, not the eleventh.
// CHECK: f0.c:1:0: error: 'arith.constant' op failed
// CHECK-NEXT: f1.c:1:0: note: called from
// CHECK: f10.c:1:0: note: called from
// CHECK-NEXT: f0.c:1:0: note: see current operation:
#f10 = loc(callsite("f10.c":1:0 at "f11.c":1:0))
#f9 = loc(callsite("f9.c":1:0 at #f10))
#f8 = loc(callsite("f8.c":1:0 at #f9))
#f7 = loc(callsite("f7.c":1:0 at #f8))
#f6 = loc(callsite("f6.c":1:0 at #f7))
#f5 = loc(callsite("f5.c":1:0 at #f6))
#f4 = loc(callsite("f4.c":1:0 at #f5))
#f3 = loc(callsite("f3.c":1:0 at #f4))
#f2 = loc(callsite("f2.c":1:0 at #f3))
#f1 = loc(callsite("f1.c":1:0 at #f2))
%x = "arith.constant"() {value = 1} : () -> i1 loc(callsite("f0.c":1:0 at #f1))
