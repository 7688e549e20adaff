// RUNNER-EXPECT-FAIL
// --verify-diagnostics must fail (exit non-zero, with a located error) when
// the expectations and the diagnostics disagree. The runner checks, for each
// chunk, a non-zero exit and that stderr holds each RUNNER-STDERR text.

// RUNNER-STDERR: error: unexpected error: use of undeclared SSA value name
// RUNNER-STDERR: error: expected error "wrong message" was not produced
// expected-error@+1 {{wrong message}}
"k.a"(%x) : (i32) -> ()

// -----

// RUNNER-STDERR: error: expected error "never produced" was not produced
// expected-error@+1 {{never produced}}
"k.fine"() : () -> ()

// -----

// RUNNER-STDERR: error: unexpected error: use of undeclared SSA value name
"k.a"(%x) : (i32) -> ()

// -----

// RUNNER-STDERR: error: unexpected error: use of undeclared SSA value name
// RUNNER-STDERR: error: expected error "use of undeclared SSA value name" was not produced
// expected-error@+2 {{use of undeclared SSA value name}}
"k.a"(%x) : (i32) -> ()

// -----

// RUNNER-STDERR: error: expected warning "nothing" was not produced
// expected-warning@+1 {{nothing}}
"k.fine"() : () -> ()

// -----

// RUNNER-STDERR: error: 'note' diagnostic emitted when expecting a 'error'
%0 = "k.a"() : () -> i32
// expected-error@-1 {{previously defined here}}
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "k.b"() : () -> i32

// -----

// RUNNER-STDERR: error: unexpected note: previously defined here
%0 = "k.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "k.b"() : () -> i32
