// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// Errors of the affine map parser as MLIR 19 reports them: a negation left
// without an operand adds its own error; a sigil with no name is a lexical
// error.

#map = affine_map<(i, j) [s0, s1] -> (-(), j)>
// expected-error @-1 {{no expression inside parentheses}}
// expected-error @-2 {{missing operand of negation}}

// -----

#map = affine_map<(d0) -> (-)>
// expected-error @-1 {{expected affine expression}}
// expected-error @-2 {{missing operand of negation}}

// -----

#map = affine_map<(d0) -> (%)>  // expected-error {{invalid SSA name}}

// -----

#map = affine_map<(d0) -> (#)>  // expected-error {{invalid attribute name}}

// -----

#map = affine_map<(d0) -> (^)>  // expected-error {{invalid block name}}
