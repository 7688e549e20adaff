// RUN: not rulir-opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file 2>&1 >/dev/null | FileCheck %s
// NOGEN: CHECK
// When --verify-diagnostics finds an unexpected diagnostic or an unmet
// expectation it reports each as an error at the place concerned, and exits
// non-zero. Kinds must agree: a note is not an error.

// CHECK: error: unexpected error: use of undeclared SSA value name
// CHECK: error: expected error "wrong text" was not produced
"t.a"(%x) : (i32) -> () // expected-error {{wrong text}}

// -----

// CHECK: error: expected error "never happens" was not produced
// expected-error@+1 {{never happens}}
"t.fine"() : () -> ()

// -----

// CHECK: error: expected warning "no warning here" was not produced
// CHECK: error: expected remark "no remark here" was not produced
// CHECK: error: expected note "no note here" was not produced
// expected-warning@+1 {{no warning here}}
"t.fine"() : () -> ()
// expected-remark@-1 {{no remark here}}
// expected-note@above {{no note here}}

// -----

// An error at the wrong line is unexpected, and the expectation unmet.
// CHECK: error: unexpected error: use of undeclared SSA value name
// CHECK: error: expected error "use of undeclared SSA value name" was not produced
// expected-error@+2 {{use of undeclared SSA value name}}
"t.a"(%x) : (i32) -> ()
"t.fine"() : () -> ()

// -----

// A note is expected as a note, not as an error.
// CHECK: error: 'note' diagnostic emitted when expecting a 'error'
// CHECK: error: expected error "previously defined here" was not produced
%0 = "t.a"() : () -> i32
// expected-error@-1 {{previously defined here}}
// expected-error@+1 {{redefinition of SSA value}}
%0 = "t.b"() : () -> i32
