// Malformed input: invalid type syntax and invalid types.

// expected-error@+1 {{vector types must have positive constant sizes}}
"k.a"() : () -> vector<0xf32>

// -----

// expected-error@+1 {{vector elements must be int/index/float type}}
"k.a"() : () -> vector<4xcomplex<f32>>

// -----

// expected-error@+1 {{expected non-function type}}
"k.a"() : () -> vector<?xf32>

// -----

// expected-error@+1 {{vector types must have positive constant sizes}}
"k.a"() : () -> vector<[4]x[0]xf32>

// -----

// expected-error@+1 {{expected '>' in vector type}}
"k.a"() : () -> vector<4xf32

// -----

// expected-error@+1 {{vector elements must be int/index/float type}}
"k.a"() : () -> vector<4xtensor<2xf32>>

// -----

// expected-error@+1 {{expected '>' in tensor type}}
"k.a"() : () -> tensor<?xf32

// -----

// expected-error@+1 {{expected non-function type}}
"k.a"() : () -> tensor<4x?x>

// -----

// expected-error@+1 {{expected non-function type}}
"k.a"() : () -> tensor<-1xf32>

// -----

// expected-error@+1 {{expected '>' in tensor type}}
"k.a"() : () -> tensor<4xf32, 1, 2>

// -----

// expected-error@+1 {{expected non-function type}}
"k.a"() : () -> tensor<*x4xf32>

// -----

// expected-error@+1 {{multiple memory spaces specified in memref type}}
"k.a"() : () -> memref<4xf32, 1, 2>

// -----

// expected-error@+1 {{expected the number of strides to match the rank}}
"k.a"() : () -> memref<4xf32, strided<[1, 2]>>

// -----

// expected-error@+1 {{cannot have affine map for unranked memref type}}
"k.a"() : () -> memref<*xf32, strided<[1]>>

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
"k.a"() : () -> memref<4xf32, #k.space>

// -----

// expected-error@+1 {{invalid memref element type}}
"k.a"() : () -> memref<4x!k.elt>

// -----

// expected-error@+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
"k.a"() : () -> memref<4x4xf32, affine_map<(d0) -> (d0)>>

// -----

// expected-error@+1 {{expected non-function type}}
"k.a"() : () -> complex<>

// -----

// expected-error@+1 {{invalid element type for complex}}
"k.a"() : () -> complex<memref<4xf32>>

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"k.a"() : () -> i16777216

// -----

// expected-error@+1 {{expected non-function type}}
"k.a"() : () -> f33

// -----

// expected-error@+1 {{expected '>' in tuple type}}
"k.a"() : () -> tuple<i32

// -----

// expected-error@+1 {{undefined symbol alias id 'undefined_alias'}}
"k.a"() : () -> !undefined_alias

// -----

// expected-error@+1 {{expected ')'}}
"k.a"() : () -> (i32

// -----

// expected-error@+1 {{expected ')'}}
"k.a"() : () -> ((i32) -> i32

// -----

// expected-error@+1 {{unbalanced '(' character in pretty dialect name}}
"k.a"() : () -> !k.t<unbalanced(>

// -----

// expected-error@+1 {{expected '"' in string literal}}
"k.a"() : () -> !k.t<"unterminated>

// -----

// expected-error@+1 {{expected '>' in tensor type}}
"k.a"() : () -> tensor<4xf32, strided<[1]>
