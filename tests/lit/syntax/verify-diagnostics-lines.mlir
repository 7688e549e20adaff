// RUN: not rulir-opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file 2>&1 >/dev/null \
// RUN:   | FileCheck %s --implicit-check-not=error: -DFILE=%s
// @above and @below skip only lines that hold an expectation: a blank line
// or another comment is the line they name. A @below with no line after it
// names the last line. A malformed -re expectation is an error where it is
// written (worded as MLIR words it), and expects nothing.

// CHECK: [[FILE]]:{{[0-9]+}} offset :12:7: error: unexpected error: use of undeclared SSA value name
// CHECK: [[FILE]]:{{[0-9]+}} offset :10:4: error: expected error "use of undeclared SSA value name" was not produced
// expected-error @below {{use of undeclared SSA value name}}

"t.a"(%x) : (i32) -> ()

// -----

// CHECK: [[FILE]]:{{[0-9]+}} offset :4:7: error: unexpected error: use of undeclared SSA value name
"t.a"(%x) : (i32) -> ()
// A comment.
// CHECK: [[FILE]]:{{[0-9]+}} offset :7:4: error: expected error "use of undeclared SSA value name" was not produced
// expected-error @above {{use of undeclared SSA value name}}

// -----

// CHECK: [[FILE]]:{{[0-9]+}} offset :4:4: error: found start of regex with no end '}}'
// expected-error-re {{{{}}
// CHECK: [[FILE]]:{{[0-9]+}} offset :6:4: error: invalid regex: parentheses not balanced
// expected-error-re {{ {{(}} }}
// CHECK: [[FILE]]:{{[0-9]+}} offset :8:4: error: invalid regex: empty (sub)expression
// expected-error-re @+1 {{x{{a|}}y}}
// CHECK: [[FILE]]:{{[0-9]+}} offset :10:4: error: invalid regex: repetition-operator operand invalid
// expected-error-re @+1 {{x{{a**}}y}}
"t.fine"() : () -> ()

// -----

// CHECK: [[FILE]]:{{[0-9]+}} offset :4:4: error: expected error "at the end" was not produced
// expected-error @below {{at the end}}
