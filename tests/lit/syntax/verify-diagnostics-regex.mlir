// RUN: rulir-opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file
// An expected-* message may hold {{regex}} blocks; the text around them is
// matched literally. NOTE: this is MLIR's documented behaviour; the Debian
// build of mlir-opt-19 (19.1.7) never matches a message that holds a regex
// block (it reports "expected error ... was not produced"), so this test is
// checked against the documentation, not against mlir-opt-19.

// expected-error@+1 {{use of {{[a-z]+}} SSA value name}}
"t.a"(%x) : (i32) -> ()

// -----

// expected-error@+1 {{{{.*}}SSA value{{.*}}}}
"t.a"(%x) : (i32) -> ()

// -----

// Brackets and dots outside a regex block are literal.
%0 = "t.a"() : () -> i32
// expected-note@-1 {{previously {{defined|declared}} here}}
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "t.b"() : () -> i32
