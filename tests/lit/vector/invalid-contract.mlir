// Diagnostics of vector.contract and vector.multi_reduction (mlir-opt-19 gives the same).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics

func.func @maps(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  // expected-error@+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @perm(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, i)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @inputs(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  // expected-error@+1 {{'vector.contract' op expected indexing map 1 to have 2 number of inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @no_reduction(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

func.func @shape(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @kind(%a: vector<3xf32>, %c: f32) -> f32 {
  // expected-error@+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<xor>} %a, %a, %c : vector<3xf32>, vector<3xf32> into f32
  return %0 : f32
}

// -----

func.func @iterator(%a: vector<3xf32>, %c: f32) -> f32 {
  // expected-error@+1 {{unexpected iterator_type (window)}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["window"]} %a, %a, %c : vector<3xf32>, vector<3xf32> into f32
  return %0 : f32
}

// -----

func.func @elements(%a: vector<3xf32>, %b: vector<3xi32>, %c: f32) -> f32 {
  // expected-error@+1 {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<3xf32>, vector<3xi32> into f32
  return %0 : f32
}

// -----

func.func @multi_reduction(%a: vector<2x3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<2xf32>' is incompatible with source type 'vector<2x3xf32>'}}
  %0 = vector.multi_reduction <add>, %a, %c [0] : vector<2x3xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}
