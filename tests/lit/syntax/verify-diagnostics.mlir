// RUN: rulir-opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file
// RUN: rulir-opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file | FileCheck %s
// NOGEN: CHECK
// --verify-diagnostics: every error, warning, note and remark must be expected
// by an expected-* comment at its line, and every expected-* must be met;
// then the exit status is 0. Designators: none (same line), @+N, @-N,
// @above, @below. Chunks that parse are printed as usual.

// CHECK: "t.fine"() : () -> ()

// expected-error@+1 {{use of undeclared SSA value name}}
"t.a"(%x) : (i32) -> ()

// -----

"t.a"(%x) : (i32) -> () // expected-error {{use of undeclared SSA value name}}

// -----

"t.a"(%x) : (i32) -> ()
// expected-error@-1 {{undeclared SSA value}}

// -----

"t.a"() : () -> ()
// The message is a substring of the diagnostic.
"t.b"(%y) : (i32) -> ()
// expected-error@-1 {{undeclared}}

// -----

%0 = "t.a"() : () -> i32
// expected-note@above {{previously defined here}}
// expected-error@below {{redefinition of SSA value '%0'}}
%0 = "t.b"() : () -> i32

// -----

// expected-note@+3 {{previously defined here}}
// expected-error@+3 {{redefinition of SSA value '%v'}}
"t.r"() ({
  %v = "t.a"() : () -> i32
  %v = "t.b"() : () -> i32
}) : () -> ()

// -----

// An error at the end of the input is reported at the last token.
// expected-error@+1 {{expected ')' to end operand list}}
"t.bad"(

// -----

"t.fine"() : () -> ()
