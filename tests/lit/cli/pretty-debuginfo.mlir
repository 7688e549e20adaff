// --mlir-pretty-debuginfo: with --mlir-print-debuginfo, locations print
// without loc(...): file:line:col (no quotes), "name"(child), [unknown],
// fused ones without the word, and a call site's caller on a line of its
// own (unless a named callee is called from a file location). Output
// identical to mlir-opt-19's, with --mlir-print-local-scope and without it
// (the #loc aliases of the parts of op locations, and of argument locations).
// RUN: rulir-opt %s --mlir-print-debuginfo --mlir-pretty-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: rulir-opt %s -mlir-print-debuginfo -mlir-pretty-debuginfo -mlir-print-local-scope > %t.rulir
// RUN: %mlir_opt %s -mlir-print-debuginfo -mlir-pretty-debuginfo -mlir-print-local-scope > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s -mlir-print-debuginfo -mlir-pretty-debuginfo > %t2.rulir
// RUN: %mlir_opt %s -mlir-print-debuginfo -mlir-pretty-debuginfo > %t2.mlir
// RUN: diff %t2.rulir %t2.mlir
// Alone it changes nothing: locations are not printed.
// RUN: rulir-opt %s --mlir-pretty-debuginfo | FileCheck %s --check-prefix=NOLOC

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @f(%arg0: i32 {{.*}}pretty-debuginfo.mlir:34:14) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32 "one"(src.c:3:4)
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32 [unknown]
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32 <"tag">[a.mlir:1:2, "n"]
// CHECK-NEXT:     %2 = arith.subi %1, %0 : i32 "callee" at src.c:9:1
// CHECK-NEXT:     %3 = arith.subi %2, %0 : i32 a.mlir:5:6
// CHECK-NEXT: {{^}} at b.mlir:7:8
// CHECK-NEXT:     %4 = arith.subi %2, %0 : i32 "callee"
// CHECK-NEXT: {{^}} at "caller"
// CHECK-NEXT:     return %4 : i32 "ret"
// CHECK-NEXT:   } {{.*}}pretty-debuginfo.mlir:34:1
// CHECK-NEXT: } {{.*}}pretty-debuginfo.mlir:0:0

// NOLOC: func.func @f(%arg0: i32) -> i32 {
// NOLOC-NEXT: %c1_i32 = arith.constant 1 : i32{{$}}

func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("one"("src.c":3:4))
  %0 = arith.addi %x, %c1 : i32 loc(unknown)
  %1 = arith.muli %0, %0 : i32 loc(fused<"tag">["a.mlir":1:2, "n"])
  %2 = arith.subi %1, %0 : i32 loc(callsite("callee" at "src.c":9:1))
  %4 = arith.subi %2, %0 : i32 loc(callsite("a.mlir":5:6 at "b.mlir":7:8))
  %3 = arith.subi %2, %0 : i32 loc(callsite("callee" at "caller"))
  return %3 : i32 loc(#loc)
}
#loc = loc("ret"(unknown))
