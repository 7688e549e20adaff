// RUN: rulir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// Errors of the builtin attribute parsers (dense, sparse, dense_resource,
// array, distinct) as mlir-opt-19 words them.

// expected-error @+1 {{elements literal must be a shaped type}}
"foo"(){bar = dense<[4]> : i32} : () -> ()

// -----

// expected-error @+1 {{expected floating-point elements, but parsed integer}}
"foo"() {bar = dense<[42.0, true]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected integer or floating point literal}}
"foo"() {bar = dense<[42.0, -true]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"foo"() {bar = dense<[5, "a"]> : vector<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
"foo"() {bar = dense<[5, -5.0]> : vector<2xui32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([1]) does not match type ([2])}}
"foo"() {bar = dense<[777]> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([2]); inferred shape of values literal ([2])}}
"foo"() {a = sparse<[0, 1], [1, 2]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected 1-d tensor for sparse element values}}
"foo"() {a = sparse<[[0, 0, 0]],  [[-2.0]]> : vector<1x1x1xf16>} : () -> ()

// -----

// expected-error @+1 {{sparse index #1 is not contained within the value shape, with index=[2, 0], and type='tensor<2x2xi32>'}}
"foo"() {a = sparse<[[0, 1], [2, 0]], [1, 2]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"foo"() {a = sparse<[[0, 1]] [1]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected identifier key for 'resource' entry}}
"foo"() {a = dense_resource<"a b"> : tensor<3xi64>} : () -> ()

// -----

// expected-error @+1 {{`dense_resource` expected a shaped type}}
#attr = dense_resource<resource> : i32

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
#attr = array<i7>

// -----

// expected-error @+1 {{expected ':' after dense array type}}
#attr = array<i8)

// -----

// expected-error @+1 {{expected an unsigned 64-bit integer}}
#attr = distinct[0xAAAABBBBEEEEFFFF1]

// -----

#attr = distinct[0]<42 : i32>
// expected-error @+1 {{referenced attribute does not match previous definition: 42 : i32}}
#attr1 = distinct[0]<43 : i32>
