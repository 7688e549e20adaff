// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// Errors of builtin types as MLIR 19 reports them.

func.func private @nested_tensor(tensor<tensor<i8>>) // expected-error {{invalid tensor element type}}

// -----

func.func private @none_tensor(tensor<4xnone>) // expected-error {{invalid tensor element type}}

// -----

func.func private @memref_empty_list(memref<2x4xi8, >) // expected-error {{expected list element}}

// -----

// A width that does not fit 32 bits is invalid; one that does is limited.
func.func private @wide(i21312312323120) // expected-error {{invalid integer width}}

// -----

func.func private @wide(ui16777216) // expected-error {{integer bitwidth is limited to 16777215 bits}}

// -----

// expected-error @below {{strides must not be zero}}
func.func private @zero_stride() -> memref<?x?xf32, strided<[1, 0], offset: 3>>

// -----

// expected-error @below {{strides must not be zero}}
func.func private @zero_stride_attr() attributes {x = strided<[0]>}
