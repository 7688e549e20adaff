// Malformed input: truncated at many points (each chunk ends where its input stops).

// expected-error@+1 {{expected '"' in string literal}}
"k.a
// -----

// expected-error@+1 {{expected '(' to start operand list}}
"k.a"
// -----

// expected-error@+1 {{expected ')' to end operand list}}
"k.a"(
// -----

// expected-error@+1 {{expected ':' followed by operation type}}
"k.a"()
// -----

// expected-error@+1 {{expected non-function type}}
"k.a"() :
// -----

// expected-error@+1 {{expected non-function type}}
"k.a"() : (
// -----

// expected-error@+1 {{expected non-function type}}
"k.a"() : () ->
// -----

// expected-error@+1 {{expected non-function type}}
"k.a"() : () -> (i32,
// -----

// expected-error@+1 {{expected attribute name}}
"k.a"() {
// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
"k.a"() {a
// -----

// expected-error@+1 {{expected attribute value}}
"k.a"() {a =
// -----

// expected-error@+1 {{expected attribute value}}
"k.a"() {a = [1,
// -----

// expected-error@+1 {{expected ']'}}
"k.a"() {a = dense<[1, 2
// -----

// expected-error@+1 {{expected attribute name}}
"k.a"() <{
// -----

// expected-error@+1 {{expected operation name in quotes}}
"k.a"() ({
// -----

"k.a"() ({
  "k.b"() : () -> ()
// expected-error@+1 {{expected ':' followed by operation type}}
})
// -----

"k.a"() ({
// expected-error@+1 {{expected ')'}}
^bb0(%a: i32
// -----

// expected-error@+1 {{expected '=' after SSA name}}
%0
// -----

// expected-error@+1 {{expected operation name in quotes}}
%0 =
// -----

// expected-error@+1 {{expected integer number of results}}
%0:
// -----

// expected-error@+1 {{expected '=' after SSA name}}
%0:2
// -----

// expected-error@+1 {{expected '{' to begin a region}}
module
// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
module @
// -----

// expected-error@+1 {{expected operation name in quotes}}
module {
// -----

// expected-error@+1 {{expected '(' in affine map range}}
#map = affine_map<(d0) ->
// -----

// expected-error@+1 {{expected non-function type}}
!t =
// -----

// expected-error@+1 {{expected location instance}}
"k.a"() : () -> () loc(
// -----

// expected-error@+1 {{expected ':' in FileLineColLoc}}
"k.a"() : () -> () loc("f":1
// -----

// expected-error@+1 {{expected non-function type}}
"k.a"() : () -> tensor<4x
// -----

// expected-error@+1 {{unknown escape in string literal}}
"k.a"() {s = "abc\
