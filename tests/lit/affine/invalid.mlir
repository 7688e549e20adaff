// affine.apply/min/max reject bad operand counts and maps with mlir-opt-19's
// messages, at the op.
// RUN: rulir-opt %s --split-input-file --verify-diagnostics

func.func @apply_count(%a: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a)
  return
}

// -----

func.func @min_count(%a: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0, d1) -> (d0 + d1)>(%a)
  return
}

// -----

func.func @generic_count(%a: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0, d1) -> (d0)>}> : (index) -> index
  return
}

// -----

func.func @two_results(%a: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @not_a_map(%a: index) {
  // expected-error@+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply 42(%a)
  return
}

// -----

func.func @not_index(%a: i32) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%a)
  return
}
