// Malformed input: SSA values: undefined, redefined, never defined, type
// mismatches, dominance, result counts and result numbers.

// expected-error@+1 {{use of undeclared SSA value name}}
"k.a"(%undefined) : (i32) -> ()

// -----

// expected-note@+1 {{previously defined here}}
%0 = "k.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "k.b"() : () -> i32

// -----

"k.r"() ({
  // expected-error@+1 {{use of undeclared SSA value name}}
  "k.use"(%never) : (i32) -> ()
  "k.other"() : () -> ()
}) : () -> ()

// -----

"k.r"() ({
  %x = "k.a"() : () -> i32
}) : () -> ()
// expected-error@+1 {{use of undeclared SSA value name}}
"k.use"(%x) : (i32) -> ()

// -----

// expected-note@+1 {{prior use here}}
%0 = "k.a"() : () -> i32
// expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"k.b"(%0) : (i64) -> ()

// -----

"k.r"() ({
  // expected-note@+1 {{prior use here}}
  "k.use"(%fwd) : (i32) -> ()
  // expected-error@+1 {{use of value '%fwd' expects different type than prior uses: 'f32' vs 'i32'}}
  "k.use"(%fwd) : (f32) -> ()
  %fwd = "k.def"() : () -> i32
}) : () -> ()

// -----

"k.r"() ({
  "k.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "k.use"(%late) : (i32) -> ()
  "k.br"()[^bb2] : () -> ()
^bb2:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %late = "k.def"() : () -> i32
  "k.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

"k.r"() ({
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "k.use"(%v) : (i32) -> ()
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %v = "k.def"() : () -> i32
  "k.br"()[^bb1] : () -> ()
^bb1:
  "k.ret"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
%0:2 = "k.a"() : () -> i32

// -----

// expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
%0 = "k.a"() : () -> (i32, i32)

// -----

// expected-error@+1 {{cannot name an operation with no results}}
%0 = "k.a"() : () -> ()

// -----

// expected-error@+1 {{expected named operation to have at least 1 result}}
%0:0 = "k.a"() : () -> ()

// -----

%0:2 = "k.a"() : () -> (i32, i32)
// expected-error@+1 {{reference to invalid result number}}
"k.b"(%0#2) : (i32) -> ()

// -----

%0 = "k.a"() : () -> i32
// expected-error@+1 {{expected 1 operand type}}
"k.b"(%0) : () -> ()

// -----

%0 = "k.a"() : () -> i32
// expected-error@+1 {{expected 0 operand types but had 1}}
"k.b"() : (i32) -> ()

// -----

// expected-error@+1 {{operation defines 3 results but was provided 2 to bind}}
%a, %b = "k.x"() : () -> (i32, i32, i32)

// -----

"k.r"() ({
// expected-error@+2 {{redefinition of SSA value '%a'}}
// expected-note@+1 {{previously defined here}}
^bb0(%a: i32, %a: i32):
  "k.ret"() : () -> ()
}) : () -> ()

// -----

"k.r"() ({
// expected-note@+1 {{previously defined here}}
^bb0(%a: i32):
  // expected-error@+1 {{redefinition of SSA value '%a'}}
  %a = "k.def"() : () -> i32
}) : () -> ()
