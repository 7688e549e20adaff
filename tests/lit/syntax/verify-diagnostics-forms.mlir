// RUN: rulir-opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file
// Every form of expected-* that MLIR 19 reads: spaces before `@` and `{{`,
// @above and @below (which skip lines holding an expectation, but not blank
// lines or other comments), @+N and @-N, and trailing blanks.

// expected-error @below {{use of undeclared SSA value name}}
"t.a"(%x) : (i32) -> ()

// -----

"t.a"(%x) : (i32) -> ()
// expected-error   @above   {{use of undeclared SSA value name}}

// -----

// expected-error@+2{{use of undeclared SSA value name}}
// expected-error @ +1 {{this is not an expectation: a space after @}}
"t.a"(%x) : (i32) -> ()

// -----

// expected-error @ +1 {{}} and text after the braces: not an expectation
"t.fine"() : () -> ()

// -----

%0 = "t.a"() : () -> i32
// expected-note @-1 {{previously defined here}}
// expected-error @+1 {{redefinition of SSA value '%0'}}   
%0 = "t.b"() : () -> i32

// -----

// Two @below on consecutive lines name the same next line (here both
// diagnostics are on it: an op may follow another on its line).
// expected-note @below {{previously defined here}}
// expected-error-re @below {{redefinition of SSA value '%{{[0-9]}}'}}
%0 = "t.a"() : () -> i32   %0 = "t.b"() : () -> i32

// -----

// A diagnostic may meet an expectation again; a second expectation of the
// same text on its line would be left unmet.
"t.r"() ({
  "t.a"(%y) : (i32) -> ()
}) : () -> () // expected-error@-1 {{use of undeclared}}
