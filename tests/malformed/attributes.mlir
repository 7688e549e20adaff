// Malformed input: invalid attribute syntax and invalid attributes.

// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"k.a"() {a = 1, a = 2} : () -> ()

// -----

// expected-error@+1 {{duplicate key 'p' in dictionary attribute}}
"k.a"() <{p = 1, p = 2}> : () -> ()

// -----

// expected-error@+1 {{duplicate key 'x' in dictionary attribute}}
"k.a"() {d = {x = 1, x = 1}} : () -> ()

// -----

// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"k.a"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"k.a"() {a = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected ':'}}
"k.a"() {a = dense<1>} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"k.a"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<4xi32>'}}
"k.a"() {a = dense<"0x0102"> : tensor<4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"k.a"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer literal}}
"k.a"() {a = array<i32: 1.5>} : () -> ()

// -----

// expected-error@+1 {{expected integer or float type, got: 'tensor<2xi32>'}}
"k.a"() {a = array<tensor<2xi32>: 1>} : () -> ()

// -----

// expected-error@+1 {{use of undeclared identifier}}
"k.a"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"k.a"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()

// -----

// expected-error@+1 {{expected ',' or ']'}}
"k.a"() {a = [1, 2} : () -> ()

// -----

// expected-error@+1 {{expected attribute value}}
"k.a"() {a = } : () -> ()

// -----

// expected-error@+1 {{undefined symbol alias id 'undefined_alias'}}
"k.a"() {a = #undefined_alias} : () -> ()

// -----

#a = 1 : i32
// expected-error@+1 {{redefinition of attribute alias id 'a'}}
#a = 2 : i32
"k.a"() : () -> ()

// -----

!t = i32
// expected-error@+1 {{redefinition of type alias id 't'}}
!t = i64
"k.a"() : () -> ()

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
"k.a"() {a = strided<[1], offset: x>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range}}
"k.a"() {a = array<i8: 300>} : () -> ()

// -----

// expected-error@+1 {{integer literal not valid for specified type}}
"k.a"() {a = 1 : tensor<4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected '"' in string literal}}
"k.a"() {a = @"unterminated} : () -> ()

// -----

// expected-error@+1 {{expected attribute name}}
"k.a"() {1 = 2} : () -> ()

// -----

// expected-error@+1 {{expected integer line number in FileLineColLoc}}
"k.a"() : () -> () loc("file":x:1)

// -----

// expected-error@+1 {{expected location instance}}
"k.a"() : () -> () loc(bogus)

// -----

// expected-error@+1 {{expected location instance}}
"k.a"() : () -> () loc(fused[1])
