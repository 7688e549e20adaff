// Malformed input: op syntax, regions, modules, properties.

// expected-error@+1 {{expected ':' followed by operation type}}
"k.a"()

// -----

// expected-error@+1 {{expected function type}}
"k.a"() : i32

// -----

// expected-error@+1 {{expected '(' to start operand list}}
"k.a"() : () -> () "k.b"

// -----

"k.a"() ({
  "k.b"() : () -> ()
// expected-error@+1 {{expected ')' to end region list}}
} : () -> ()

// -----

// expected-error@+1 {{expected operation name in quotes}}
"k.a"() : () -> ()
}

// -----

// expected-error@+2 {{Dialect `k' not found for custom op 'k.custom_op'}}
// expected-note@+1 {{Registered dialects:}}
k.custom_op

// -----

module {
  // expected-error@+1 {{expected operation name in quotes}}
  "k.a"() : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
  "k.a"() : () -> ()
}) : () -> i32

// -----

// expected-error@+1 {{expected '{' to begin a region}}
module @m @n {
}

// -----

// expected-error@+1 {{expected attribute name}}
"k.a"() <{1}> : () -> ()

// -----

// expected-error@+1 {{expected '>' to close properties}}
"k.a"() <{a = 1} : () -> ()

// -----

// expected-error@+1 {{empty operation name is invalid}}
""() : () -> ()

// -----

// expected-error@+1 {{expected '(' to start operand list}}
"k.a"[^bb1]() : () -> ()

// -----

// expected-error@+1 {{expected ':' followed by operation type}}
"k.a"() {a = 1} {b = 2} : () -> ()

// -----

// expected-error@+1 {{custom op 'loc' is unknown (tried 'builtin.loc' as well)}}
"k.a"() : () -> () loc("a":1:1) loc("b":2:2)

// -----

// expected-error@+1 {{expected ')' to end operand list}}
"k.a"("k.b") : () -> ()

// -----

// expected-error@+1 {{expected operation name in quotes}}
%0 = = "k.a"() : () -> i32

// -----

// expected-error@+1 {{expected operation name in quotes}}
"k.a"() : () -> () : () -> ()
