// RUN: rulir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// A lone string in `dense<...>` of numeric elements is hex data, checked as
// MLIR 19 checks it; a wrong size is reported at the `:` before the type.

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"foo.op"() {dense.attr = dense<"00000000000024400000000000001440"> : tensor<2xf64>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"foo.op"() {dense.attr = dense<"0x0000000000002440000000000000144X"> : tensor<2xf64>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"foo.op"() {dense.attr = dense<"0x123"> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"foo.op"() {dense.attr = dense<"abc"> : tensor<2xcomplex<f32>>} : () -> ()

// -----

"foo.op"() {dense.attr = dense<"0x0000"> : tensor<2xi32>} : () -> ()
// expected-error @-1 {{elements hex data size is invalid for provided type: 'tensor<2xi32>'}}
