// affine.apply/min/max, affine.for/if/load/store reject bad operand
// counts, maps, bounds and subscripts with mlir-opt-19's messages, at the op.
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

// -----

func.func @bad_index(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error@+1 {{'affine.load' op index must be a valid dimension or symbol identifier}}
    %0 = affine.load %m[%i] : memref<?xf32>
  }
  return
}

// -----

func.func @rank(%m: memref<?x?xf32>, %n: index, %f: f32) {
  // expected-error@+1 {{'affine.store' op affine map num results must equal memref rank}}
  "affine.store"(%f, %m, %n) <{map = affine_map<(d0) -> (d0)>}> : (f32, memref<?x?xf32>, index) -> ()
  return
}

// -----

func.func @no_max(%n: index) {
  // expected-error@+1 {{lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<()[s0] -> (s0, 0)>()[%n] to 10 {
  }
  return
}

// -----

#set = affine_set<(d0) : (d0 >= 0)>
func.func @if_count(%n: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n, %n) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = #set} : (index, index) -> ()
  return
}

// -----

// A bare word that is no type is no attribute either.
func.func @max_in_upper_bound(%N : index) {
  affine.for %i = 1 to max affine_map<(i)->(N, 100)> { // expected-error {{expected attribute value}}
  }
  return
}

// -----

func.func @step_typo() {
  affine.for %i = 1 to 100 step -- 1 { // expected-error {{expected constant integer or floating point value}}
  }
  return
}

// -----

func.func @step_not_integer() {
  affine.for %i = 1 to 100 step "one" { // expected-error {{invalid kind of attribute specified}}
  }
  return
}

// -----

#set0 = affine_set<(i)[N] : (i >= 0, N - i >= 0)>

func.func @if_symbol_count(%N : index) {
  affine.for %i = 1 to 10 {
    // The operand counts are checked at the op.
    // expected-error @+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
    affine.if #set0(%i) {
    }
  }
  return
}

// -----

#set0 = affine_set<(i)[N] : (i >= 0, N - i >= 0)>

func.func @if_iv_as_symbol(%N : index) {
  affine.for %i = 1 to 10 {
    // expected-error @+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if #set0(%i)[%i] {
    }
  }
  return
}

// -----

#set0 = affine_set<(i) : (i >= 0)>

func.func @if_dim(%N : index) {
  affine.for %i = 1 to 10 {
    %c = "test.op"() : () -> index
    // expected-error @+1 {{'affine.if' op operand cannot be used as a dimension id}}
    affine.if #set0(%c) {
    }
  }
  return
}
