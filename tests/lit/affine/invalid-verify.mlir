// Diagnostics of affine ops as mlir-opt-19 gives them: valid dims and
// symbols of affine.for bounds and affine.if, memref.dim as a symbol, the
// arguments of affine.if regions, affine.for's syntax, and the phrase of a
// variadic operand of the wrong type.
// RUN: rulir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics

func.func @apply_operand_not_index(%arg0 : i32) {
  // expected-error@+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%arg0) {map = affine_map<(d0) -> (d0)>} : (i32) -> (index)
  return
}

// -----

func.func @min_operand_not_index(%arg0 : i32) {
  // expected-error@+1 {{'affine.min' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.min"(%arg0) {map = affine_map<(d0) -> (d0)>} : (i32) -> (index)
  return
}

// -----

#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @for_upper_bound_bad_dim(%arg : index) {
  affine.for %i = 0 to 7 {
    %d = arith.addi %arg, %arg : index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %j = 0 to #map(%d)[%arg] {
    }
  }
  return
}

// -----

#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @for_lower_bound_bad_symbol(%arg : index) {
  affine.for %i = 0 to 7 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = #map(%arg)[%i] to 7 {
    }
  }
  return
}

// -----

// Dims and symbols that are valid: an outer induction variable as a dim, a
// top-level value as a symbol, and a memref.dim whose alloc's size is a
// valid symbol (dim and symbol both).
#map = affine_map<(d0)[s0] -> (d0 + s0)>
#set = affine_set<(i)[N] : (i >= 0, N - i >= 0)>
func.func @valid(%arg0 : index, %arg1 : index) {
  affine.for %i = 0 to 7 {
    %m = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %c0 = arith.constant 0 : index
    %d = memref.dim %m, %c0 : memref<?x?xf32>
    affine.for %j = #map(%i)[%arg0] to #map(%d)[%d] {
    }
    affine.if #set(%d)[%d] {}
  }
  return
}

// -----

// A memref.dim of a memref allocated in the loop with a size that is no
// symbol: neither a dim nor a symbol.
#set = affine_set<(i)[N] : (i >= 0, N - i >= 0)>
func.func @dim_of_inner_alloc(%arg0 : index) {
  affine.for %i = 0 to 7 {
    %m = memref.alloc(%i) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %d = memref.dim %m, %c0 : memref<?xf32>
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if #set(%i)[%d] {}
  }
  return
}

// -----

func.func @if_then_args(%n : index) {
  %c = arith.constant 2 : index
  // expected-error@+1 {{'affine.if' op region #0 should have no arguments}}
  affine.if affine_set<(i)[N] : (i - 2 >= 0)>(%c)[%n] {
  ^bb0(%a : i32):
  }
  return
}

// -----

func.func @if_else_args(%n : index) {
  %c = arith.constant 2 : index
  // expected-error@+1 {{'affine.if' op region #1 should have no arguments}}
  affine.if affine_set<(i)[N] : (i - 2 >= 0)>(%c)[%n] {
  } else {
  ^bb0(%a : i32):
  }
  return
}

// -----

func.func @for_result_number() {
  // expected-error@+1 {{result number not allowed in argument list}}
  affine.for %i#0 = 0 to 7 {
  }
  return
}

// -----

func.func @for_iter_arg_result_number(%x : f32) {
  // expected-error@+1 {{result number not allowed in argument list}}
  %r = affine.for %i = 0 to 7 iter_args(%a#1 = %x) -> (f32) {
    affine.yield %a : f32
  }
  return
}

// -----

func.func @for_to() {
  affine.for %i = 1 too 10 { // expected-error {{custom op 'affine.for' expected 'to' between bounds}}
  }
  return
}
