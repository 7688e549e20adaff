// Malformed input: bad tokens, strings and escapes, literals.
// Each chunk is one case; run with --verify-diagnostics --split-input-file.

// expected-error@+1 {{unexpected character}}
"k.a"() : () -> () $

// -----

// expected-error@+1 {{expected '"' in string literal}}
"k.a"() {s = "abc} : () -> ()

// -----

// expected-error@+1 {{expected '"' in string literal}}
"k.a"() {s = "line one
line two"} : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"k.a"() {s = "bad \q escape"} : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"k.a"() {s = "half \4"} : () -> ()

// -----

// expected-error@+1 {{expected '"' in string literal}}
"k.a"() {s = "ends in backslash\"} : () -> ()

// -----

// expected-error@+1 {{unexpected character}}
"k.a"() : () -> () \

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"k.a"() {a = 256 : i8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"k.a"() {a = -129 : i8} : () -> ()

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"k.a"() {a = -1 : ui8} : () -> ()

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
"k.a"() {a = 1.5 : i32} : () -> ()

// -----

// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"k.a"() {a = 1 : f32} : () -> ()

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
"k.a"() {a = 0x : i32} : () -> ()

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
"k.a"() {a = 1.0e : f32} : () -> ()

// -----

%0 = "k.a"() : () -> i32
// expected-error@+1 {{invalid SSA name}}
"k.b"(%) : (i32) -> ()

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
"k.a"() {a = @} : () -> ()

// -----

// expected-error@+1 {{invalid attribute name}}
"k.a"() {a = #} : () -> ()

// -----

// expected-error@+1 {{invalid type identifier}}
"k.a"() : () -> !

// -----

"k.a"() ({
// expected-error@+1 {{invalid block name}}
^ :
}) : () -> ()

// -----

"k.a"() : () -> ()
// expected-error@+1 {{expected ':'}}
{-# unterminated file metadata

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"k.a"() {a = 99999999999999999999999999999999999999999999 : i64} : () -> ()
