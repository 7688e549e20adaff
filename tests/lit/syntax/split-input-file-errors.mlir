// RUN: not rulir-opt %s --allow-unregistered-dialect --split-input-file > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// With --split-input-file an error in one chunk does not stop the others:
// every good chunk is printed, a bad one prints nothing (its separator line
// still appears), every error names the line in the whole file, and the exit
// status is non-zero.
// mlir-opt-19 words it "within split at FILE:1 offset :3:9: error: ...".

// OUT: "t.good1"
// OUT: {{/}}/ -----
// OUT-NEXT: {{/}}/ -----
// OUT-NEXT: module {
// OUT-NEXT: "t.good2"
// OUT-NOT: t.bad
// ERR: split-input-file-errors.mlir:{{.*}}: error: use of undeclared SSA value name
// ERR-NEXT: "t.bad"(%undefined) : (i32) -> ()
// ERR: split-input-file-errors.mlir:{{.*}}: error: expected ')'

"t.good1"() : () -> ()

// -----

// The error is on line 29 of the file, col 9.
//
//
//
//
"t.bad"(%undefined) : (i32) -> ()

// -----

"t.good2"() : () -> ()

// -----
"t.bad2"() : () -> (i32
